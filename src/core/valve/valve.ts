// The intake valve: validates, labels and dedupes a source before anything is cut or embedded.
import { TRUSTS, type SourceKind, type Trust } from '../types';
import { parseTranscript } from '../segmentation/conversation';
import { splitFrontMatter } from '../segmentation/front-matter';
import { titleContext } from '../text/context';
import { htmlTitle } from '../segmentation/html';
import { checkText, decodeBytes, normaliseText, sha256Hex, type Decoded, type LegacyEncoding } from './decode';
import { overLimit } from '../words';
import { KIND_BY_EXTENSION, MAX_SOURCE_BYTES } from './limits';

export interface SourceInput {
  /** Text, or the raw bytes of a dropped file. */
  content: string | Uint8Array;
  /** Deliberately loose: the valve is where a wrong label is caught. */
  trust: string | undefined;
  title?: string;
  origin?: string;
  /** A file name decides the kind; without one, `kind` (default text, or html when it looks like a page). */
  fileName?: string;
  kind?: SourceKind;
  /** When the source was written; defaults to intake time. */
  generatedAt?: number;
  /** Caller-chosen id (imports, evaluation streams); otherwise derived from the hash. */
  id?: string;
}

export interface Admitted {
  ok: true;
  text: string;
  /** Of the text alone: the same text is the same source unless it stands under another given title. */
  hash: string;
  /** The terms of its given title (text/context.ts), empty when it has none. */
  context: string[];
  kind: SourceKind;
  trust: Trust;
  title: string;
  origin: string;
  generatedAt: number;
  bytes: number;
  /** What was admitted with a change the user should know of (bytes that were not UTF-8, replaced). */
  warnings: string[];
}

export interface Rejected {
  ok: false;
  code: 'empty' | 'binary' | 'too-large' | 'unsupported' | 'trust' | 'no-text';
  reason: string;
}

export type ValveResult = Admitted | Rejected;

const reject = (code: Rejected['code'], reason: string): Rejected => ({ ok: false, code, reason });

export function isTrust(value: unknown): value is Trust {
  return typeof value === 'string' && (TRUSTS as readonly string[]).includes(value);
}

function declaredKind(input: SourceInput, text: string): SourceKind | Rejected {
  if (input.fileName) {
    const ext = input.fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
    const kind = (KIND_BY_EXTENSION as Record<string, SourceKind | undefined>)[ext];
    return (
      kind ??
      reject(
        'unsupported',
        `unsupported file type "${input.fileName}": use .md, .txt, .html, .csv, .vcf, .ics or .json`,
      )
    );
  }
  if (input.kind) return input.kind;
  return /^\s*(<!doctype html|<html[\s>])/i.test(text) ? 'html' : 'text';
}

/** A transcript is a conversation whatever it was called; a conversation must be a transcript. */
function kindOf(input: SourceInput, text: string): SourceKind | Rejected {
  const kind = declaredKind(input, text);
  if (typeof kind !== 'string' || kind === 'html') return kind;
  const transcript = parseTranscript(text) !== null;
  if (kind === 'conversation' && !transcript)
    return reject(
      'unsupported',
      'not a conversation: expected `Name: text` turns (two speakers or more) or a JSON list of {"role", "content"} messages',
    );
  return transcript ? 'conversation' : kind;
}

/**
 * What the valve makes of a file's content before any label is chosen: it is refused when too large, not text
 * or empty, whatever its label (so the feed can turn it away when it is picked).
 */
export function readContent(
  content: string | Uint8Array,
): Rejected | { ok: true; text: string; decoded: Extract<Decoded, { ok: true }>; bytes: number } {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content).length : content.length;
  if (bytes > MAX_SOURCE_BYTES) return reject('too-large', `too large: ${overLimit(bytes, MAX_SOURCE_BYTES)}`);
  const decoded = typeof content === 'string' ? checkText(content) : decodeBytes(content);
  if (!decoded.ok) return reject('binary', decoded.reason);
  const text = normaliseText(decoded.text);
  if (text.length === 0) return reject('empty', 'empty: the source has no text (only whitespace)');
  return { ok: true, text, decoded, bytes };
}

/** Everything except the duplicate check, which needs the garden. */
export async function admit(input: SourceInput, now: number): Promise<ValveResult> {
  if (input.trust === undefined || input.trust === '')
    return reject('trust', 'no trust label: choose operator, synthesis, session, external or foreign');
  if (!isTrust(input.trust))
    return reject('trust', `unknown trust label "${input.trust}": expected one of ${TRUSTS.join(', ')}`);

  const read = readContent(input.content);
  if (!read.ok) return read;
  const { text, decoded, bytes: byteLength } = read;

  const kind = kindOf(input, text);
  if (typeof kind !== 'string') return kind;

  // Markdown front matter may say what the note is called and when it was written (never later than now).
  const front = kind === 'markdown' ? splitFrontMatter(text).front : undefined;
  // (A saved web page is called by its <title>, as its browser tab was.)
  const page = kind === 'html' ? htmlTitle(text) : undefined;
  const title =
    (input.title ?? front?.title ?? page ?? input.fileName ?? text.split('\n')[0] ?? '').trim().slice(0, 120) ||
    'Untitled';
  return {
    ok: true,
    text,
    hash: await sha256Hex(`${kind}\n${text}`),
    context: titleContext(title, text),
    kind,
    trust: input.trust,
    title,
    origin: (input.origin ?? input.fileName ?? 'local').trim() || 'local',
    generatedAt: input.generatedAt ?? Math.min(front?.writtenAt ?? now, now),
    bytes: byteLength,
    warnings: decodingWarnings(decoded),
  };
}

/** What the outcome says about bytes that were not plain UTF-8. */
function decodingWarnings(decoded: { invalidBytes?: number; encoding?: LegacyEncoding }): string[] {
  const n = decoded.invalidBytes;
  if (n)
    return [
      `${String(n)} ${n === 1 ? 'byte was' : 'bytes were'} not valid UTF-8 and ${n === 1 ? 'was' : 'were'} replaced with \uFFFD`,
    ];
  if (decoded.encoding === 'Windows-1252') return ['not UTF-8: read as Latin-1 (Windows-1252), as it was saved'];
  if (decoded.encoding === 'UTF-16') return ['read as UTF-16, as Windows saves "Unicode" text'];
  return [];
}
