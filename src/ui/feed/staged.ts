import type { SourceKind, Trust } from '../../core/model';

/** A source waiting in the feed form for the user to confirm its label. */
export interface Staged {
  key: string;
  name: string;
  trust: Trust;
  origin: string;
  content: string | Uint8Array;
  kind?: SourceKind;
  fileName?: string;
  bytes: number;
}

let counter = 0;
export const stageKey = (): string => `st-${++counter}`;

/** Sensible defaults: the user's own notes are `operator`; a web page is `external`. */
export function defaultTrust(fileName: string | undefined, kind: SourceKind | undefined): Trust {
  if (kind === 'html' || /\.html?$/i.test(fileName ?? '')) return 'external';
  return 'operator';
}
