import type { SourceKind, Trust } from '../../core/model';
import { parseTranscript } from '../../core/segmentation/conversation';

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

/** A transcript file is a session's record: it waits with session trust. */
function looksLikeTranscript(content: string | Uint8Array): boolean {
  if (content.length > 1_000_000) return false;
  const text = typeof content === 'string' ? content : new TextDecoder('utf-8', { fatal: false }).decode(content);
  return parseTranscript(text) !== null;
}

/** A file (dropped, picked, or out of a vault) as it waits in the feed. */
export function stagedFile(path: string, content: string | Uint8Array): Staged {
  const fileName = path.split('/').pop() ?? path;
  return {
    key: stageKey(),
    name: path,
    fileName,
    origin: path,
    trust: defaultTrust(
      fileName,
      /\.(txt|text|md|markdown)$/i.test(fileName) && looksLikeTranscript(content) ? 'conversation' : undefined,
    ),
    content,
    bytes: typeof content === 'string' ? new TextEncoder().encode(content).length : content.length,
  };
}
