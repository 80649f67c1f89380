// What arrives for a vault import: loose files (a picked or dropped folder) and .zip archives (our export, or
// any zipped vault). Zips are opened here, hidden files (".obsidian/", ".DS_Store") left out, and the
// markdown of a possible garden export decoded so that `readVault` can look at it.
import { decodeBytes } from '../core/valve/decode';
import { openArchive } from './archive';
import type { VaultFile } from './import';

export interface Arrival {
  path: string;
  content: string | Uint8Array;
}

// ("..", a step out of the folder, is not hidden: such a path is named when it is left out.)
const hidden = (path: string): boolean =>
  path.split('/').some((part) => (part.startsWith('.') && part !== '..') || part === '__MACOSX');
const isZip = (a: Arrival): boolean => a.path.toLowerCase().endsWith('.zip') && typeof a.content !== 'string';

/**
 * Opens the zips, within limits; everything else passes through. A zip that cannot be read or is refused is
 * a problem (nothing of it is used); files left out of a zip are named in `skipped`. Nothing throws.
 */
export function unpack(arrivals: Arrival[]): { files: Arrival[]; problems: string[]; skipped: string[] } {
  const files: Arrival[] = [];
  const problems: string[] = [];
  const skipped: string[] = [];
  for (const a of arrivals) {
    if (hidden(a.path)) continue;
    if (!isZip(a)) {
      files.push(a);
      continue;
    }
    try {
      const opened = openArchive(a.content as Uint8Array, (path) => !hidden(path));
      files.push(...opened.files);
      skipped.push(...opened.skipped.map((s) => `${a.path}: ${s}`));
    } catch (e) {
      problems.push(`${a.path}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return { files, problems, skipped };
}

/** The text of an arrival, read as the valve reads it, or undefined when it is no text (the valve will say why). */
export function textOf(a: Arrival): string | undefined {
  if (typeof a.content === 'string') return a.content;
  const decoded = decodeBytes(a.content);
  return decoded.ok ? decoded.text : undefined;
}

/** Markdown files, decoded, for `readVault` and `isGardenVault`. */
export function markdownOf(files: Arrival[]): VaultFile[] {
  return files.flatMap((f) => {
    if (!/\.md$/i.test(f.path)) return [];
    const text = textOf(f);
    return text === undefined ? [] : [{ path: f.path, text }];
  });
}
