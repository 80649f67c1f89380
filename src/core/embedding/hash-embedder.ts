// A fast, deterministic stand-in for tests where meaning does not matter: a hashed bag of stemmed terms
// and character trigrams. Identical texts get identical vectors; texts sharing words get similar ones.
import { terms } from '../text/terms';
import type { Embedder } from './embedder';
import { normalise } from './vector';

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export class HashEmbedder implements Embedder {
  readonly id = 'hash-stand-in';
  constructor(readonly dimensions = 256) {}

  embedOne(text: string): Float32Array {
    const v = new Float32Array(this.dimensions);
    const add = (feature: string, w: number): void => {
      const h = hash(feature);
      v[h % this.dimensions] = (v[h % this.dimensions] ?? 0) + (h & 0x80000000 ? -w : w);
    };
    for (const t of terms(text)) {
      add(`t:${t}`, 1);
      for (let i = 0; i + 3 <= t.length; i++) add(`g:${t.slice(i, i + 3)}`, 0.2);
    }
    if (v.every((x) => x === 0)) add(`raw:${text}`, 1);
    return normalise(v);
  }

  embed(texts: string[]): Promise<Float32Array[]> {
    return Promise.resolve(texts.map((t) => this.embedOne(t)));
  }
}
