// The vault as one .zip download (fflate: small, well kept, works in a worker).
import { strToU8, zipSync } from 'fflate';

export function zipFiles(files: Map<string, string>): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const [path, text] of files) entries[path] = strToU8(text);
  return zipSync(entries, { level: 6 });
}
