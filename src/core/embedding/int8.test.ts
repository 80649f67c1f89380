import { describe, expect, it } from 'vitest';
import type { GardenNode } from '../types';
import { fromInt8, pendingCodes, toInt8, withLazyVector, withoutVector } from './int8';
import { cosine, normalise } from './vector';

const unit = (seed: number, d = 512): Float32Array => {
  let s = seed;
  return normalise(Float32Array.from({ length: d }, () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32 - 0.5));
};

describe('int8 vectors', () => {
  it('keep a cosine above 0.9999 with the original, and are worked out once per vector', () => {
    const v = unit(7);
    const packed = toInt8(v);
    expect(packed.codes).toBeInstanceOf(Int8Array);
    expect(toInt8(v)).toBe(packed);
    const back = fromInt8(packed);
    expect(cosine(back, v)).toBeGreaterThan(0.9999);
    expect(cosine(back, back)).toBeCloseTo(1, 6);
    // An unpacked vector remembers the codes it came from.
    expect(toInt8(back)).toBe(packed);
  });

  it('leave a loaded node its codes until its vector is read, then keep the vector', () => {
    const v = unit(3);
    const packed = toInt8(v);
    const node = withLazyVector({ id: 'n1', text: 'The kettle is in the shed.' } as Omit<GardenNode, 'vector'>, packed);
    expect(pendingCodes(node)).toBe(packed);
    expect(withoutVector(node)).toEqual({ id: 'n1', text: 'The kettle is in the shed.' });
    expect(pendingCodes(node)).toBe(packed);
    // A new version of the node (a spread) reads the vector: both share it from then on.
    const touched = { ...node, refs: 2 };
    expect(pendingCodes(node)).toBeUndefined();
    expect(touched.vector).toBe(node.vector);
    expect(cosine(node.vector, v)).toBeGreaterThan(0.9999);
    expect(Object.keys(node)).toContain('vector');
  });
});
