import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { markdownOf, unpack } from './unpack';

describe('unpacking a vault import', () => {
  it('opens zips, leaves out hidden files, and passes loose files through', () => {
    const zip = zipSync({
      'vault/garden/a.md': strToU8('# A'),
      'vault/.obsidian/app.json': strToU8('{}'),
      '__MACOSX/vault/._a.md': strToU8('junk'),
      'vault/photo.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0xff]),
    });
    const { files, problems } = unpack([
      { path: 'export.zip', content: zip },
      { path: 'notes/b.md', content: 'B' },
      { path: 'notes/café.md', content: new Uint8Array([0x43, 0x61, 0x66, 0xe9]) },
      { path: '.DS_Store', content: new Uint8Array([0]) },
    ]);
    expect(problems).toEqual([]);
    expect(files.map((f) => f.path).sort()).toEqual([
      'notes/b.md',
      'notes/café.md',
      'vault/garden/a.md',
      'vault/photo.png',
    ]);
    // Only markdown that reads as text (as the valve reads it: this Latin-1 note too) is read as a possible
    // export; the rest is left to the valve.
    expect(markdownOf(files).map((f) => [f.path, f.text])).toEqual([
      ['vault/garden/a.md', '# A'],
      ['notes/b.md', 'B'],
      ['notes/café.md', 'Café'],
    ]);
  });

  it('reports a zip it cannot read instead of throwing', () => {
    const { files, problems } = unpack([{ path: 'broken.zip', content: new Uint8Array([1, 2, 3, 4]) }]);
    expect(files).toEqual([]);
    expect(problems[0]).toMatch(/^broken\.zip: not a readable zip archive/);
  });
});
