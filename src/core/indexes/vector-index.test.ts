import { describe, expect, it } from 'vitest';
import { fromCodes, toCodes } from '../embedding/codes';
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

/** The true nearest neighbours of the vectors as the index keeps them (int8 codes). */
const exact = (vectors: Float32Array[], q: Float32Array, k: number): string[] =>
  vectors
    .map((v) => fromCodes(toCodes(v)))
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

  it('keeps each vector as int8 codes, read back as a unit vector or scored without making it', () => {
    const vectors = clustered(50);
    const index = new VectorIndex(64);
    index.upsertMany(vectors.map((v, i) => [`n${String(i)}`, v]));
    const v = vectors[7] ?? new Float32Array(64);
    const back = index.vector('n7') ?? new Float32Array(0);
    expect(back.length).toBe(64);
    expect(back.reduce((sum, x, j) => sum + x * (v[j] ?? 0), 0)).toBeGreaterThan(0.9999);
    expect(index.similarity('n7', v)).toBeCloseTo(
      back.reduce((sum, x, j) => sum + x * (v[j] ?? 0), 0),
      6,
    );
    expect(index.codesOf('n7')).toEqual(toCodes(v));
    // Codes as a store kept them go in as they are.
    index.upsert('kept', toCodes(v));
    expect(index.similarity('kept', v)).toBeCloseTo(index.similarity('n7', v) ?? 0, 9);
    expect(index.vector('absent')).toBeUndefined();
  });

  it('writes itself out whole and is taken back from its image as it was, then goes on growing', () => {
    const vectors = clustered(3000);
    const entries = vectors.map((v, i): [string, Float32Array] => [`n${String(i)}`, v]);
    const index = new VectorIndex(64);
    index.upsertMany(entries.slice(0, 2500));
    const image = structuredClone(index.image());
    expect(image.codes.length).toBe(2500 * 64);
    const queries = [0, 701, 1402, 2499].map((i) => vectors[i] ?? new Float32Array(64));

    const back = VectorIndex.fromImage(image);
    expect(back.size).toBe(2500);
    expect(back.approximate).toBe(true);
    for (const q of queries) expect(back.search(q, 10, () => true)).toEqual(index.search(q, 10, () => true));

    // Both go on the same way: new vectors, a changed one, and the recoding once the index has doubled.
    const later: [string, Float32Array][] = [...entries.slice(2500), ['n5', vectors[2999] ?? new Float32Array(64)]];
    index.upsertMany(later);
    back.upsertMany(later);
    expect(back.size).toBe(3000);
    for (const q of queries) expect(back.search(q, 10, () => true)).toEqual(index.search(q, 10, () => true));
  });

  it('refuses an image of another version, or whose arrays do not fit together', () => {
    const index = new VectorIndex(64);
    index.upsertMany(clustered(20).map((v, i) => [`n${String(i)}`, v]));
    expect(() => VectorIndex.fromImage({ ...index.image(), version: 99 })).toThrow(/version 99/);
    const image = index.image();
    expect(() => VectorIndex.fromImage({ ...image, codes: image.codes.subarray(64) })).toThrow(/20 ids but 1216 codes/);
  });
});
