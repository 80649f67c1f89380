import { describe, expect, it } from 'vitest';
import { fromCodes, toCodes, unitFactor } from './codes';
import { cosine, normalise } from './vector';

const unit = (seed: number, d = 512): Float32Array => {
  let s = seed;
  return normalise(Float32Array.from({ length: d }, () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32 - 0.5));
};

describe('int8 codes', () => {
  it('keep a cosine above 0.9999 with the original vector', () => {
    const v = unit(7);
    const codes = toCodes(v);
    expect(codes).toBeInstanceOf(Int8Array);
    expect(Math.max(...codes.map(Math.abs))).toBe(127);
    const back = fromCodes(codes);
    expect(cosine(back, v)).toBeGreaterThan(0.9999);
    expect(cosine(back, back)).toBeCloseTo(1, 6);
  });

  it('read the same whatever scale they were taken at', () => {
    const v = unit(3);
    const doubled = Float32Array.from(v, (x) => 2 * x);
    expect(toCodes(doubled)).toEqual(toCodes(v));
    const codes = toCodes(v);
    const twice = new Int8Array([...codes, ...codes]);
    expect(unitFactor(twice, codes.length, codes.length)).toBeCloseTo(unitFactor(codes), 12);
  });
});
