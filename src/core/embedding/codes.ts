// A node's vector has one form once it leaves the model: int8 codes, a quarter of float32's bytes. The vector
// index holds them, the store keeps them as they are, and a code vector keeps a cosine above 0.9999 with the
// model's own (measured in the tests), far inside every threshold the enzymes use. A query's vector stays
// float: it is read once and never kept.

/** The codes of a vector: each value over the largest one's size, as -127…127. */
export function toCodes(v: Float32Array): Int8Array {
  // Plain loops: this runs for every node of every step.
  let max = 0;
  for (let j = 0; j < v.length; j++) max = Math.max(max, Math.abs(v[j] as number));
  const scale = max / 127 || 1;
  const codes = new Int8Array(v.length);
  for (let j = 0; j < v.length; j++) codes[j] = Math.round((v[j] as number) / scale);
  return codes;
}

/** What turns codes into a unit vector: one over their length (the scale they were taken at cancels out). */
export function unitFactor(codes: Int8Array, from = 0, length = codes.length): number {
  let norm = 0;
  for (let j = from; j < from + length; j++) norm += (codes[j] as number) * (codes[j] as number);
  return 1 / (Math.sqrt(norm) || 1);
}

/** The unit vector of some codes. */
export function fromCodes(codes: Int8Array, unit = unitFactor(codes)): Float32Array {
  const v = new Float32Array(codes.length);
  for (let j = 0; j < codes.length; j++) v[j] = (codes[j] as number) * unit;
  return v;
}
