import { describe, expect, it } from 'vitest';
import { admit } from './valve';
import { MAX_SOURCE_BYTES } from './limits';

const NOW = Date.parse('2026-01-01T00:00:00Z');

describe('valve', () => {
  it('admits a note with its label, origin, generation time and a content hash', async () => {
    const r = await admit({ content: '# Groceries\n\nOats and lemons.', trust: 'operator', fileName: 'list.md' }, NOW);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.kind).toBe('markdown');
    expect(r.trust).toBe('operator');
    expect(r.origin).toBe('list.md');
    expect(r.generatedAt).toBe(NOW);
    expect(r.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("takes a markdown note's title and writing date from its front matter, never a date after now", async () => {
    const note = (date: string) => ({
      content: `---\ntitle: Allotment\ncreated: ${date}\n---\nPlot 14 is ours.`,
      trust: 'operator',
      fileName: 'plot.md',
    });
    const r = await admit(note('2025-04-02'), NOW);
    expect(r.ok && [r.title, r.generatedAt]).toEqual(['Allotment', Date.parse('2025-04-02T00:00:00Z')]);
    const future = await admit(note('2031-01-01'), NOW);
    expect(future.ok && future.generatedAt).toBe(NOW);
    const plain = await admit({ content: 'Plot 14 is ours.', trust: 'operator', fileName: 'plot.md' }, NOW);
    expect(plain.ok && [plain.title, plain.generatedAt]).toEqual(['plot.md', NOW]);
  });

  it.each([
    ['empty text', { content: '' }, 'empty'],
    ['whitespace only', { content: ' \n\t \r\n ' }, 'empty'],
    ['NUL bytes', { content: new Uint8Array([72, 105, 0, 1, 2, 3]) }, 'binary'],
    ['mostly invalid UTF-8', { content: new Uint8Array([0xfd, 0xfe, 0xff, 0x41]) }, 'binary'],
    ['UTF-16 that does not read as it', { content: new Uint8Array([0xff, 0xfe, 0x00, 0xd8, 0x41, 0x00]) }, 'binary'],
    // (Russian saved as Windows-1251: nearly every byte is beyond ASCII, so it is no Latin-1 text.)
    [
      'an 8-bit text that is not Latin-1',
      { content: new Uint8Array([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2, 0x20, 0xec, 0xe8, 0xf0]) },
      'binary',
    ],
    ['control characters', { content: 'ab\u0001\u0002\u0003\u0004cd' }, 'binary'],
    ['an image file', { content: 'hello', fileName: 'photo.png' }, 'unsupported'],
    ['no trust label', { content: 'hello', trust: undefined }, 'trust'],
    ['an unknown trust label', { content: 'hello', trust: 'authoritative' }, 'trust'],
  ])('rejects %s with a clear reason', async (_name, input, code) => {
    const r = await admit({ trust: 'operator', ...input }, NOW);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe(code);
    expect(r.reason.length).toBeGreaterThan(10);
  });

  it('reads a text with a few bytes that are not UTF-8 as an editor does, and says how many were replaced', async () => {
    const text = new TextEncoder().encode('The caf\u00e9 on Mill Lane opens at 8. '.repeat(10));
    const bytes = new Uint8Array([...text.slice(0, 40), 0xe9, 0xff, ...text.slice(40), 0xc3, 0x28]);
    const r = await admit({ content: bytes, trust: 'operator', fileName: 'cafe.md' }, NOW);
    expect(r.ok && r.warnings).toEqual(['3 bytes were not valid UTF-8 and were replaced with \uFFFD']);
    expect(r.ok && r.text.includes('caf\u00e9 on Mill Lane')).toBe(true);
    const clean = await admit({ content: text, trust: 'operator', fileName: 'cafe.md' }, NOW);
    expect(clean.ok && clean.warnings).toEqual([]);
  });

  it('reads a note saved as Latin-1 whole, and says so', async () => {
    // A short note from an older editor: two accented letters, one byte each (a helper's note was refused).
    const latin1 = Uint8Array.from('Réunion à 9h, salle 12. Apporter le rapport de Zoë.', (c) => c.charCodeAt(0));
    const r = await admit({ content: latin1, trust: 'operator', fileName: 'reunion.txt' }, NOW);
    expect(r.ok && r.text).toBe('Réunion à 9h, salle 12. Apporter le rapport de Zoë.');
    expect(r.ok && r.warnings).toEqual(['not UTF-8: read as Latin-1 (Windows-1252), as it was saved']);
    // Windows-1252's own letters beyond Latin-1 (the euro sign, curly quotes) read as it wrote them.
    const quoted = new Uint8Array([...new TextEncoder().encode('Price '), 0x80, 0x35, 0x20, 0x93, 0x6f, 0x6b, 0x94]);
    const q = await admit({ content: quoted, trust: 'operator' }, NOW);
    expect(q.ok && q.text).toBe('Price €5 “ok”');
  });

  it('reads a Windows "Unicode" (UTF-16) note by its byte-order mark', async () => {
    const text = 'Plot 14: the gate code is 4471.';
    const le = new Uint8Array([0xff, 0xfe, ...Array.from(text).flatMap((c) => [c.charCodeAt(0), 0])]);
    const be = new Uint8Array([0xfe, 0xff, ...Array.from(text).flatMap((c) => [0, c.charCodeAt(0)])]);
    for (const content of [le, be]) {
      const r = await admit({ content, trust: 'operator', fileName: 'plot.txt' }, NOW);
      expect(r.ok && [r.text, r.warnings]).toEqual([text, ['read as UTF-16, as Windows saves "Unicode" text']]);
    }
  });

  it('names the allowed labels when the label is wrong', async () => {
    const r = await admit({ content: 'x', trust: 'trusted' }, NOW);
    expect(r.ok ? '' : r.reason).toContain('operator, synthesis, session, external, foreign');
  });

  it('rejects text over the size limit, and says how large it was', async () => {
    const r = await admit({ content: 'a'.repeat(MAX_SOURCE_BYTES + 1), trust: 'operator' }, NOW);
    expect(r.ok ? '' : r.reason).toMatch(/too large: just over the 5 MB limit/);
  });

  it('hashes the same text the same way whatever its line endings or trailing spaces', async () => {
    const a = await admit({ content: 'one\r\ntwo  \r\n', trust: 'operator' }, NOW);
    const b = await admit({ content: 'one\ntwo', trust: 'session' }, NOW);
    expect(a.ok && b.ok && a.hash === b.hash).toBe(true);
  });

  it('gives the context of a given title, and none for a title that is only the opening line', async () => {
    const page = await admit({ content: 'type:: [[Tool]]', trust: 'operator', fileName: 'pages/Hammer.md' }, NOW);
    expect(page.ok && page.context).toEqual(['Pages', 'Hammer']);
    const plain = await admit({ content: 'Hammer drills need SDS bits.', trust: 'operator' }, NOW);
    expect(plain.ok && plain.context).toEqual([]);
  });

  it('admits a CSV export, a contact card and a calendar as text, their records cut apart by segmentation', async () => {
    const csv = 'name,address,postcode\nInes Kowalczyk,14 Larkspur Road,LA1 4QP\n';
    const r = await admit({ content: csv, trust: 'operator', fileName: 'cards.csv' }, NOW);
    expect(r.ok && r.kind).toBe('text');
    const card = await admit({ content: 'BEGIN:VCARD\nFN:Jo\nEND:VCARD', trust: 'operator', fileName: 'jo.vcf' }, NOW);
    expect(card.ok && card.kind).toBe('text');
  });

  it('recognises a pasted web page as HTML', async () => {
    const r = await admit({ content: '<!doctype html><html><body><p>Hi</p></body></html>', trust: 'external' }, NOW);
    expect(r.ok && r.kind).toBe('html');
  });

  it('calls a saved web page by its <title>, not its file name, unless a title is given', async () => {
    const page =
      '<html><head><title>  Riverside Library &amp; Archive </title></head><body><p>Open late.</p></body></html>';
    const saved = await admit({ content: page, trust: 'external', fileName: 'library.html' }, NOW);
    expect(saved.ok && saved.title).toBe('Riverside Library & Archive');
    const named = await admit({ content: page, trust: 'external', fileName: 'library.html', title: 'Library' }, NOW);
    expect(named.ok && named.title).toBe('Library');
    const untitled = '<html><body><title>not in the head</title><p>Open late.</p></body></html>';
    const bare = await admit({ content: untitled, trust: 'external', fileName: 'library.html' }, NOW);
    expect(bare.ok && bare.title).toBe('library.html');
  });
});
