import { describe, expect, it } from 'vitest';
import { fromBlobRow, toBlobRow } from './blob-row';

describe('a snapshot section as a blob', () => {
  it('gives back every typed array, string and other field as it was, each array a view of one buffer', async () => {
    const row = {
      id: 7,
      kind: 'nodes',
      json: '{"text":"Grüße, 東京 — ok"}',
      enums: new Uint8Array([1, 2, 3]),
      codes: new Int8Array([-128, 0, 127, 5, -5]),
      scales: new Float32Array([0.5, 1.25]),
      ends: new Int32Array([-1, 4, 9]),
      head: new Uint32Array([0xffffffff, 1]),
      numbers: new Float64Array([Math.PI, -0, 1e300]),
      codedAt: 4096,
      empty: '',
      absent: undefined,
    };
    const stored = toBlobRow(row);
    expect(stored.fields).toEqual({ codedAt: 4096 });
    const back = await fromBlobRow<typeof row>(stored);
    expect(back).toEqual(row);
    expect('absent' in back).toBe(false);
    for (const key of ['enums', 'codes', 'scales', 'ends', 'head', 'numbers'] as const) {
      expect(back[key].constructor).toBe(row[key].constructor);
      expect(back[key].buffer).toBe(back.codes.buffer);
      expect(back[key].byteOffset % 8).toBe(0);
    }
  });

  it('writes only the bytes of an array that is a view of a larger buffer', async () => {
    const whole = new Float32Array(1000).map((_, i) => i);
    const row = { id: 1, kind: 'vectors', mean: whole.subarray(10, 13) };
    const stored = toBlobRow(row);
    expect(stored.blob.size).toBe(12);
    expect([...(await fromBlobRow<{ mean: Float32Array }>(stored)).mean]).toEqual([10, 11, 12]);
  });
});
