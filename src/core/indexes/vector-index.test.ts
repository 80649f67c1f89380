import { describe, expect, it } from 'vitest';
import { fromInt8, toInt8, unitFactor, type Int8Vector } from '../embedding/int8';
import { normalise } from '../embedding/vector';
import { ANN_MIN, VectorIndex } from './vector-index';

// Clustered vectors, like sentence embeddings: topics, and sentences near their topic.
function clustered(n: number, d = 64, topics = 40): Float32Array[] {
  let seed = 11;
  const rnd = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32 - 0.5;
  const centres = Array.from({ length: topics }, () => Float32Array.from({ length: d }, rnd));
  return Array.from({ length: n }, (_, i) => {
    const c = centres[i % topics] ?? new Float32Array(d);
    return normalise(Float32Array.from(c, (x) => x + 0.6 * rnd()));
  });
}

const exact = (vectors: Float32Array[], q: Float32Array, k: number): string[] =>
  vectors
    .map((v, i) => ({ id: `n${String(i)}`, s: v.reduce((sum, x, j) => sum + x * (q[j] ?? 0), 0) }))
    .sort((a, b) => b.s - a.s)
    .slice(0, k)
    .map((h) => h.id);

/** The share of the true 10 nearest neighbours found, over 40 queries taken every `stride` vectors. */
function recallAt10(index: VectorIndex, vectors: Float32Array[], stride: number): number {
  let found = 0;
  for (let t = 0; t < 40; t++) {
    const q = vectors[(t * stride) % vectors.length] ?? new Float32Array(64);
    const truth = new Set(exact(vectors, q, 10));
    found += index.search(q, 10, () => true).filter((h) => truth.has(h.id)).length;
  }
  return found / 400;
}

describe('the vector index', () => {
  it('scans a small garden exactly', () => {
    const vectors = clustered(500);
    const index = new VectorIndex(64);
    vectors.forEach((v, i) => {
      index.upsert(`n${String(i)}`, v);
    });
    expect(index.approximate).toBe(false);
    const q = vectors[3] ?? new Float32Array(64);
    expect(index.search(q, 10, () => true).map((h) => h.id)).toEqual(exact(vectors, q, 10));
  });

  it('past ANN_MIN vectors finds nearly every true neighbour through binary codes', () => {
    const vectors = clustered(ANN_MIN * 2 + 100);
    const index = new VectorIndex(64);
    vectors.forEach((v, i) => {
      index.upsert(`n${String(i)}`, v);
    });
    expect(index.approximate).toBe(true);
    expect(recallAt10(index, vectors, 97)).toBeGreaterThan(0.95);
  });

  it('codes a big garden against a mean taken from a sample, and still finds nearly every true neighbour', () => {
    // Sentence embeddings share a common direction: off-centre vectors need the mean, not the origin.
    const vectors = clustered(20_000).map((v) => normalise(v.map((x) => x + 0.15)));
    const index = new VectorIndex(64);
    index.upsertMany(vectors.map((v, i) => [`n${String(i)}`, v]));
    // 64 dimensions make 64-bit codes: 0.82 with the mean of every vector, 0.66 with no mean at all.
    expect(recallAt10(index, vectors, 499)).toBeGreaterThan(0.8);
  });

  it('keeps codes current when a vector changes, and honours a filter that rejects most candidates', () => {
    const vectors = clustered(ANN_MIN + 10);
    const index = new VectorIndex(64);
    vectors.forEach((v, i) => {
      index.upsert(`n${String(i)}`, v);
    });
    const moved = vectors[0] ?? new Float32Array(64);
    const target = vectors[5] ?? new Float32Array(64);
    index.upsert('n0', target);
    expect(
      index
        .search(target, 2, () => true)
        .map((h) => h.id)
        .sort(),
    ).toEqual(['n0', 'n5']);
    // Only one id passes: it is found even though it is far from the query.
    const far = `n${String(ANN_MIN)}`;
    expect(index.search(moved, 1, (id) => id === far).map((h) => h.id)).toEqual([far]);
  });

  it('takes a vector’s unit factor as kept with its codes, and works it out where none was kept', () => {
    const vectors = clustered(ANN_MIN + 10).map((v) => toInt8(v));
    const plain = new VectorIndex(64);
    const kept = new VectorIndex(64);
    plain.upsertMany(vectors.map((v, i) => [`n${String(i)}`, v]));
    // Twice the true factor, so that a factor worked out again instead would show.
    kept.upsertMany(vectors.map((v, i) => [`n${String(i)}`, { ...v, unit: 2 * unitFactor(v.codes) }]));
    const q = fromInt8(vectors[3] ?? toInt8(new Float32Array(64)));
    const scores = (index: VectorIndex) => index.search(q, 3, () => true).map((h) => h.score);
    expect(scores(kept)).toEqual(scores(plain).map((x) => 2 * x));
    expect(scores(plain)[0]).toBeCloseTo(1, 4);
  });

  it('takes back codes kept with the vectors, and codes again only what changed since', () => {
    const vectors = clustered(3000).map((v) => toInt8(v));
    const entries = vectors.map((v, i): [string, Int8Vector] => [`n${String(i)}`, v]);
    const index = new VectorIndex(64);
    index.upsertMany(entries);
    const kept = structuredClone(index.codesOf(entries.map(([id]) => id)));
    if (!kept) throw new Error('no codes past ANN_MIN');
    const queries = [0, 701, 1402, 2999].map((i) => fromInt8(vectors[i] ?? toInt8(new Float32Array(64))));

    const back = new VectorIndex(64);
    back.restore(kept, entries);
    expect(back.size).toBe(entries.length);
    expect(back.approximate).toBe(true);
    for (const q of queries) expect(back.search(q, 10, () => true)).toEqual(index.search(q, 10, () => true));

    // Entries changed since are left out, then upserted: the same index as one coded from scratch.
    const changed = new Set(['n5', 'n2999']);
    const partly = new VectorIndex(64);
    partly.restore(
      kept,
      entries.map((e) => (changed.has(e[0]) ? undefined : e)),
    );
    expect(partly.size).toBe(entries.length - changed.size);
    partly.upsertMany(entries.filter((e) => changed.has(e[0])));
    for (const q of queries) expect(partly.search(q, 10, () => true)).toEqual(index.search(q, 10, () => true));
    // Codes of another model's length are not taken.
    const other = new VectorIndex(32);
    other.restore(kept, entries);
    expect(other.size).toBe(0);
  });
});
