// Opening a zip within limits. Its central directory is read first, and an archive too big, too many-filed or
// too compressed to be notes is refused before anything is inflated. What is inflated is inflated as a
// stream, with a cap at the size the archive declares: a header that lies cannot get past it.
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { byteSize, overLimit } from '../core/words';
import { MAX_SOURCE_BYTES } from '../core/valve/limits';

export const ARCHIVE_LIMITS = {
  /** Entries in one archive. */
  entries: 10_000,
  /** Bytes of everything in it, inflated. */
  totalBytes: 256 * 1024 * 1024,
  /** Inflated to compressed bytes, over the whole archive: text compresses about 3 to 10 times. */
  ratio: 100,
} as const;

/** Archives smaller than this inflated are never refused for their ratio (a few short notes compress well). */
const RATIO_FLOOR_BYTES = 8 * 1024 * 1024;
/**
 * Compressed bytes handed to the inflater at a time: one step inflates to at most about a megabyte (deflate
 * packs at most about 1,000 to 1), so a lying entry is caught before memory grows by more than a few times
 * the archive. (Bigger steps read a vault faster, but let a small liar grow memory many times its size.)
 */
const STEP = 1024;

interface Entry {
  name: string;
  /** Compressed bytes. */
  compressed: number;
  /** Bytes inflated, as the archive declares them. */
  size: number;
}

export interface Opened {
  files: { path: string; content: Uint8Array }[];
  /** What was left out, each in a user's words (a path outside the archive, a file over the size limit). */
  skipped: string[];
}

/** A path that would leave the folder it is unpacked into: "..", an absolute path, a drive letter. */
export const escapes = (path: string): boolean =>
  /^([/\\]|[a-z]:)/i.test(path) || path.split(/[/\\]/).some((part) => part === '..');

/** The archive's table of contents, read from its central directory without inflating anything. */
function entriesOf(zip: Uint8Array): Entry[] {
  const entries: Entry[] = [];
  unzipSync(zip, {
    filter: (f) => {
      entries.push({ name: f.name, compressed: f.size, size: f.originalSize });
      return false;
    },
  });
  return entries;
}

/** Why the archive as a whole is refused, naming the limit, or undefined. */
function refusal(entries: Entry[]): string | undefined {
  const { entries: most, totalBytes, ratio } = ARCHIVE_LIMITS;
  if (entries.length > most)
    return `it holds ${entries.length.toLocaleString('en')} files; the limit is ${most.toLocaleString('en')} per archive`;
  const total = entries.reduce((sum, e) => sum + e.size, 0);
  if (total > totalBytes) return `it unpacks to ${byteSize(total)}; the limit is ${byteSize(totalBytes)} per archive`;
  const compressed = entries.reduce((sum, e) => sum + e.compressed, 0);
  if (total > RATIO_FLOOR_BYTES && total > compressed * ratio)
    return `it unpacks to ${Math.round(total / Math.max(1, compressed)).toLocaleString('en')} times its packed size (${byteSize(total)}); notes compress far less, so this looks like a zip bomb`;
  return undefined;
}

/**
 * The entries named in `caps`, inflated in one pass over the archive, step by step. An entry that runs past
 * its cap (the size the archive declared) stops everything: an archive that lies about a size is refused.
 */
function inflate(zip: Uint8Array, caps: ReadonlyMap<string, number>): Map<string, Uint8Array> {
  const parts = new Map<string, { chunks: Uint8Array[]; size: number }>();
  let liar: string | undefined;
  const unzip = new Unzip((file) => {
    const cap = caps.get(file.name);
    if (cap === undefined || parts.has(file.name)) return;
    const part = { chunks: [] as Uint8Array[], size: 0 };
    parts.set(file.name, part);
    file.ondata = (error, chunk) => {
      if (error || liar !== undefined) return;
      part.size += chunk.length;
      if (part.size > cap) {
        liar = file.name;
        file.terminate();
      } else part.chunks.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < zip.length && liar === undefined; at += STEP)
    unzip.push(zip.subarray(at, at + STEP), at + STEP >= zip.length);
  if (liar !== undefined)
    throw new Error(`refused: it lies about the size of ${liar}, which unpacks to more than it says`);
  const out = new Map<string, Uint8Array>();
  for (const [name, part] of parts) {
    const bytes = new Uint8Array(part.size);
    let offset = 0;
    for (const c of part.chunks) {
      bytes.set(c, offset);
      offset += c.length;
    }
    out.set(name, bytes);
  }
  return out;
}

/**
 * The files of an archive, within the limits: throws with a user's reason when the archive is refused as a
 * whole (over a limit, or lying about a size); leaves out and names paths that escape, files over the size
 * of one source, and files that unpack to less than the archive says. `keep` drops entries silently (hidden files).
 */
export function openArchive(zip: Uint8Array, keep: (path: string) => boolean): Opened {
  let all: Entry[];
  try {
    all = entriesOf(zip);
  } catch (e) {
    throw new Error(`not a readable zip archive (${e instanceof Error ? e.message : String(e)})`, { cause: e });
  }
  const entries = all.filter((e) => !e.name.endsWith('/') && keep(e.name));
  const refused = refusal(entries);
  if (refused) throw new Error(`refused: ${refused}`);
  const escaping: string[] = [];
  const skipped: string[] = [];
  const caps = new Map<string, number>();
  for (const e of entries) {
    if (escapes(e.name)) escaping.push(e.name);
    else if (e.size > MAX_SOURCE_BYTES) skipped.push(`${e.name}: ${overLimit(e.size, MAX_SOURCE_BYTES)} of one file`);
    else caps.set(e.name, e.size);
  }
  const inflated = inflate(zip, caps);
  const files: Opened['files'] = [];
  for (const name of caps.keys()) {
    const content = inflated.get(name);
    if (content && content.length === caps.get(name)) files.push({ path: name, content });
    else skipped.push(`${name}: it unpacks to less than the archive says; left out`);
  }
  if (escaping.length)
    skipped.unshift(
      `${String(escaping.length)} ${escaping.length === 1 ? 'file whose path leaves' : 'files whose paths leave'} the archive: ${escaping.slice(0, 5).join(', ')}${escaping.length > 5 ? ', …' : ''}`,
    );
  return { files, skipped };
}
