// The garden's intake contract with bad input: a clear message, and nothing already stored is lost.
import { describe, expect, it } from 'vitest';
import { feed, fingerprint, makeGarden, note } from '../../../tests/support/garden';
import { MAX_SOURCE_BYTES } from '../valve/limits';

describe('garden intake', () => {
  it.each([
    ['empty', note('')],
    ['whitespace', note('   \n\n  ')],
    ['binary', { content: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]), trust: 'operator', fileName: 'x.md' }],
    ['huge', note('x'.repeat(MAX_SOURCE_BYTES + 10))],
    ['malformed UTF-8', { content: new Uint8Array([0xc3, 0x28, 0xa0, 0xa1]), trust: 'operator', fileName: 'x.txt' }],
    [
      'hostile HTML with no text',
      { content: '<script>fetch("//evil")</script><style>*{}</style>', trust: 'external', kind: 'html' as const },
    ],
    ['wrong trust label', { content: 'hello', trust: 'admin' }],
    ['missing trust label', { content: 'hello', trust: undefined }],
    ['unsupported file', { content: 'hello', trust: 'operator', fileName: 'archive.zip' }],
  ])('rejects %s with a reason and keeps the garden intact', async (_name, input) => {
    const { garden } = await makeGarden();
    await feed(garden, 'The bike lock code is 4719.\n\nThe water meter is under the front steps.');
    const before = fingerprint(garden);
    const result = await garden.ingest(input);
    expect(result.status).toBe('rejected');
    expect(result.status === 'rejected' && result.reason.length).toBeGreaterThan(10);
    expect(fingerprint(garden)).toEqual(before);
    const rejects = (await garden.journal({})).filter((j) => j.event === 'reject');
    expect(rejects).toHaveLength(1);
  });

  it('an exact duplicate confirms what is there and never deletes or weakens anything', async () => {
    const { garden, clock } = await makeGarden();
    const text = 'The bike lock code is 4719.\n\nThe water meter is under the front steps.';
    await feed(garden, text);
    clock.advanceDays(50);
    const result = await garden.ingest(note(text, { title: 'again' }));
    expect(result.status).toBe('duplicate');
    // Said in the user's terms, the titles: a source's id means nothing to them.
    expect('reason' in result && result.reason).toMatch(
      /^"again" is the same as "[^"]+": confirmed 2 nodes, nothing stored twice$/,
    );
    const nodes = [...garden.state.nodes.values()];
    expect(nodes).toHaveLength(2);
    expect(nodes.every((n) => n.refs === 1 && n.state === 'active' && n.touchedAt === clock.now())).toBe(true);
    expect(garden.state.sources.size).toBe(1);
  });

  it('keeps the same text on two pages as two sources, and knows each page again', async () => {
    const { garden } = await makeGarden();
    const page = (fileName: string) => garden.ingest({ content: 'type:: [[Tool]]', trust: 'operator', fileName });
    expect((await page('pages/Hammer.md')).status).toBe('absorbed');
    expect((await page('pages/Chisel.md')).status).toBe('absorbed');
    const again = await page('pages/Hammer.md');
    expect('reason' in again && again.reason).toMatch(
      /^"[^"]*Hammer[^"]*" was already in the garden: confirmed 1 node,/,
    );
    expect((await page('pages/Chisel.md')).status).toBe('duplicate');
    // Pasted again without a title of its own, it is the text already there.
    expect((await garden.ingest(note('type:: [[Tool]]', { kind: 'markdown' }))).status).toBe('duplicate');
    expect(garden.state.sources.size).toBe(2);
  });

  it('keeps the content of hostile HTML and drops the hostility', async () => {
    const { garden } = await makeGarden();
    const html =
      '<html><body><p onmouseover="steal()">The pool reopens in <a href="javascript:alert(1)">June</a>.</p><script>alert(2)</script></body></html>';
    const r = await feed(garden, html, { trust: 'external', kind: 'html' });
    expect(r.segments).toHaveLength(1);
    expect([...garden.state.nodes.values()][0]?.text).toBe('The pool reopens in June.');
  });

  it('segments within one source that repeat each other make one node', async () => {
    const { garden } = await makeGarden();
    await feed(garden, 'The hallway needs paint.\n\nThe hallway needs paint.\n\nThe shed key is on the hook.');
    expect(garden.state.nodes.size).toBe(2);
  });
});
