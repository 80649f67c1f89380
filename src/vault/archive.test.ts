import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_LIMITS, escapes } from './archive';
import { unpack } from './unpack';

/** A one-file zip whose headers say the file inflates to `declared` bytes, whatever it really holds. */
function lyingZip(name: string, content: Uint8Array, declared: number): Uint8Array {
  const zip = zipSync({ [name]: content }, { level: 9 });
  const view = new DataView(zip.buffer);
  view.setUint32(22, declared, true);
  const centralDirectory = view.getUint32(zip.length - 22 + 16, true);
  view.setUint32(centralDirectory + 24, declared, true);
  return zip;
}

const zeros = (bytes: number) => new Uint8Array(bytes);

describe('archives within limits', () => {
  it('refuses an archive of too many files before inflating any', () => {
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i <= ARCHIVE_LIMITS.entries; i++) files[`n/${String(i)}.md`] = strToU8('x');
    const { files: out, problems } = unpack([{ path: 'many.zip', content: zipSync(files, { level: 0 }) }]);
    expect(out).toEqual([]);
    expect(problems).toEqual(['many.zip: refused: it holds 10,001 files; the limit is 10,000 per archive']);
  });

  it('refuses an archive that says it unpacks past the limit, and one compressed like a zip bomb', () => {
    const huge = lyingZip('notes.md', strToU8('a note'), 300 * 1024 * 1024);
    expect(unpack([{ path: 'huge.zip', content: huge }]).problems[0]).toMatch(
      /^huge\.zip: refused: it unpacks to 300 MB; the limit is 256 MB per archive$/,
    );
    const bomb = zipSync({ 'a.md': zeros(4 * 1024 * 1024), 'b.md': zeros(4 * 1024 * 1024), 'c.md': zeros(2e6) });
    expect(unpack([{ path: 'bomb.zip', content: bomb }]).problems[0]).toMatch(/^bomb\.zip: refused: .*zip bomb$/);
  });

  it('leaves out, and names, a file over the size of one source and paths that escape; refuses an archive that lies about a size', () => {
    const big = zipSync({ 'big.md': zeros(6 * 1024 * 1024), 'ok.md': strToU8('# fine') });
    const opened = unpack([{ path: 'big.zip', content: big }]);
    expect(opened.files.map((f) => f.path)).toEqual(['ok.md']);
    expect(opened.skipped).toEqual(['big.zip: big.md: 6 MB, over the 5 MB limit of one file']);

    const liar = lyingZip('zeros.md', zeros(40 * 1024 * 1024), 1000);
    const lied = unpack([{ path: 'liar.zip', content: liar }]);
    expect(lied.files).toEqual([]);
    expect(lied.problems).toEqual([
      'liar.zip: refused: it lies about the size of zeros.md, which unpacks to more than it says',
    ]);

    const escaping = zipSync({ '../../x.md': strToU8('x'), 'C:/win.md': strToU8('w'), 'vault/a.md': strToU8('a') });
    const kept = unpack([{ path: 'paths.zip', content: escaping }]);
    expect(kept.files.map((f) => f.path)).toEqual(['vault/a.md']);
    expect(kept.skipped).toEqual(['paths.zip: 2 files whose paths leave the archive: ../../x.md, C:/win.md']);
  });

  it('knows a path that leaves its folder', () => {
    expect(['../x.md', 'a/../../b.md', '/etc/passwd', 'C:\\x.md', '\\\\server\\x'].every(escapes)).toBe(true);
    expect(['a/b.md', 'a..b.md', 'notes/..hidden.md'].some(escapes)).toBe(false);
  });
});
