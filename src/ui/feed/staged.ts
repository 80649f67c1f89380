import type { SourceKind, Trust } from '../../core/types';

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
  if (kind === 'conversation' || /\.json$/i.test(fileName ?? '')) return 'session';
  return 'operator';
}

/**
 * A text file that may be a transcript: the worker reads it once it is staged (a transcript is a session's
 * record, so it then waits with session trust).
 */
export const mayBeTranscript = (s: Staged): boolean =>
  s.fileName !== undefined && /\.(txt|text|md|markdown)$/i.test(s.fileName) && s.trust === 'operator';

/** A file (dropped, picked, or out of a vault) as it waits in the feed. */
export function stagedFile(path: string, content: string | Uint8Array): Staged {
  const fileName = path.split('/').pop() ?? path;
  return {
    key: stageKey(),
    name: path,
    fileName,
    origin: path,
    trust: defaultTrust(fileName, undefined),
    content,
    bytes: typeof content === 'string' ? new TextEncoder().encode(content).length : content.length,
  };
}
