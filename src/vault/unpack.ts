// What arrives for a vault import: loose files (a picked or dropped folder) and .zip archives (our export, or
// any zipped vault). Zips are opened here, hidden files (".obsidian/", ".DS_Store") left out, and the
// markdown of a possible garden export decoded so that `readVault` can look at it.
import { unzipSync } from 'fflate';
import type { VaultFile } from './import';

export interface Arrival {
  path: string;
  content: string | Uint8Array;
}

const hidden = (path: string): boolean => path.split('/').some((part) => part.startsWith('.') || part === '__MACOSX');
const isZip = (a: Arrival): boolean => a.path.toLowerCase().endsWith('.zip') && typeof a.content !== 'string';

/** Opens the zips; everything else passes through. A zip that cannot be read is reported, not thrown. */
export function unpack(arrivals: Arrival[]): { files: Arrival[]; problems: string[] } {
  const files: Arrival[] = [];
  const problems: string[] = [];
  for (const a of arrivals) {
    if (hidden(a.path)) continue;
    if (!isZip(a)) {
      files.push(a);
      continue;
    }
    try {
      const entries = unzipSync(a.content as Uint8Array);
      for (const [path, bytes] of Object.entries(entries))
        if (!path.endsWith('/') && !hidden(path)) files.push({ path, content: bytes });
    } catch (e) {
      problems.push(`${a.path}: not a readable zip archive (${e instanceof Error ? e.message : String(e)})`);
    }
  }
  return { files, problems };
}

/** The text of an arrival, or undefined when it is not valid UTF-8 (the valve will say why). */
export function textOf(a: Arrival): string | undefined {
  if (typeof a.content === 'string') return a.content;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(a.content);
  } catch {
    return undefined;
  }
}

/** Markdown files, decoded, for `readVault` and `isGardenVault`. */
export function markdownOf(files: Arrival[]): VaultFile[] {
  return files.flatMap((f) => {
    if (!/\.md$/i.test(f.path)) return [];
    const text = textOf(f);
    return text === undefined ? [] : [{ path: f.path, text }];
  });
}
