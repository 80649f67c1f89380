import { describe, expect, it } from 'vitest';
import { distinctTexts } from './distinct';
import type { Embedder } from './embedder';
import { HashEmbedder } from './hash-embedder';

/** The hash embedder, with every text it was asked to embed written down; `fail` makes its next call fail. */
function counted(): { embedder: Embedder; asked: string[][]; fail: { next: boolean } } {
  const inner = new HashEmbedder();
  const asked: string[][] = [];
  const fail = { next: false };
  return {
    asked,
    fail,
    embedder: {
      id: inner.id,
      dimensions: inner.dimensions,
      async embed(texts) {
        asked.push(texts);
        if (fail.next) {
          fail.next = false;
          throw new Error('the model worker crashed');
        }
        return inner.embed(texts);
      },
    },
  };
}

describe('distinctTexts', () => {
  it('embeds a text repeated in one call once, and gives every repeat the same vector in a copy of its own', async () => {
    const { embedder, asked } = counted();
    const distinct = distinctTexts(embedder);
    const vectors = await distinct.embed(['Fixed issues', 'Thanks', 'Fixed issues', 'Fixed issues']);
    expect(asked).toEqual([['Fixed issues', 'Thanks']]);
    expect(vectors).toHaveLength(4);
    expect([...(vectors[2] ?? [])]).toEqual([...(vectors[0] ?? [])]);
    expect(vectors[2]).not.toBe(vectors[0]);
    const [alone] = await new HashEmbedder().embed(['Thanks']);
    expect([...(vectors[1] ?? [])]).toEqual([...(alone ?? [])]);
  });

  it('remembers the last texts across calls, and forgets the oldest past its size', async () => {
    const { embedder, asked } = counted();
    const distinct = distinctTexts(embedder, 2);
    await distinct.embed(['a', 'b']);
    await distinct.embed(['b', 'c']); // 'a' is now the oldest, and forgotten
    await distinct.embed(['a', 'c']);
    expect(asked).toEqual([['a', 'b'], ['c'], ['a']]);
  });

  it('lets a repeat wait for the call still embedding its text instead of asking again', async () => {
    const { embedder, asked } = counted();
    const distinct = distinctTexts(embedder);
    const [first, second] = await Promise.all([distinct.embed(['x', 'y']), distinct.embed(['y', 'z'])]);
    expect(asked).toEqual([['x', 'y'], ['z']]);
    expect([...(second[0] ?? [])]).toEqual([...(first[1] ?? [])]);
  });

  it('passes a failure to its caller and asks the model again next time', async () => {
    const { embedder, asked, fail } = counted();
    const distinct = distinctTexts(embedder);
    fail.next = true;
    await expect(distinct.embed(['p', 'q'])).rejects.toThrow('the model worker crashed');
    const vectors = await distinct.embed(['p']);
    expect(asked).toEqual([['p', 'q'], ['p']]);
    expect(vectors[0]?.length).toBe(embedder.dimensions);
  });
});
