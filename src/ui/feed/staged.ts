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

const sameBytes = (a: string | Uint8Array, b: string | Uint8Array): boolean => {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
};

/**
 * What arrives, split into what is new to the feed and what is already staged: the same file picked twice
 * (the same name, the same bytes) waits once. A file of the same name with other bytes is another version.
 */
export function withoutRepeats(
  staged: readonly Staged[],
  arrived: readonly Staged[],
): { fresh: Staged[]; repeats: string[] } {
  const fresh: Staged[] = [];
  const repeats: string[] = [];
  for (const item of arrived) {
    const seen = [...staged, ...fresh].some(
      (s) => s.name === item.name && s.bytes === item.bytes && sameBytes(s.content, item.content),
    );
    if (seen) repeats.push(item.name);
    else fresh.push(item);
  }
  return { fresh, repeats };
}
