// Embeddings are stored compactly: int8 codes and one scale per vector, a quarter of float32's bytes. A
// reloaded vector keeps a cosine above 0.9999 with the original (measured in the tests), far inside every
// threshold the enzymes use, and is normalised again on load.
import type { GardenNode } from '../core/model';

/** A node as IndexedDB keeps it: the vector as int8 codes, with the scale that turns them back. */
export type NodeRow = Omit<GardenNode, 'vector'> & { vector: Int8Array | Float32Array; vectorScale?: number };

interface Packed {
  vector: Int8Array;
  vectorScale: number;
}

/**
 * A node's vector never changes in place (a new vector is a new array), and a node is written again each
 * time it is touched: its codes are worked out once per vector, and a loaded vector keeps the codes it came from.
 */
const packedOf = new WeakMap<Float32Array, Packed>();

export function packVector(v: Float32Array): Packed {
  const known = packedOf.get(v);
  if (known) return known;
  // Plain loops: packing runs for every node of every commit.
  let max = 0;
  for (let j = 0; j < v.length; j++) max = Math.max(max, Math.abs(v[j] as number));
  const scale = max / 127 || 1;
  const codes = new Int8Array(v.length);
  for (let j = 0; j < v.length; j++) codes[j] = Math.round((v[j] as number) / scale);
  const packed = { vector: codes, vectorScale: scale };
  packedOf.set(v, packed);
  return packed;
}

export function unpackVector(codes: Int8Array, scale: number): Float32Array {
  return unpackVectors(codes, Float32Array.of(scale))[0] ?? new Float32Array(0);
}

/**
 * Many vectors at once, `d = codes.length / scales.length` values each, normalised on the way (the scale
 * cancels out): one block of floats, each vector a view of it. Opening a big garden unpacks every vector, so
 * a chunk of nodes costs one allocation rather than one per node; vectors never leave the worker, so no view
 * drags its block across a thread.
 */
export function unpackVectors(codes: Int8Array, scales: Float32Array): Float32Array[] {
  const count = scales.length;
  const d = count ? codes.length / count : 0;
  const block = new Float32Array(codes.length);
  const out = new Array<Float32Array>(count);
  for (let k = 0; k < count; k++) {
    const start = k * d;
    let norm = 0;
    for (let j = start; j < start + d; j++) norm += (codes[j] as number) * (codes[j] as number);
    const f = 1 / (Math.sqrt(norm) || 1);
    for (let j = start; j < start + d; j++) block[j] = (codes[j] as number) * f;
    const unit = block.subarray(start, start + d);
    packedOf.set(unit, { vector: codes.subarray(start, start + d), vectorScale: scales[k] ?? 1 });
    out[k] = unit;
  }
  return out;
}

export const toRow = (node: GardenNode): NodeRow => ({ ...node, ...packVector(node.vector) });

/** Rows written before vectors were packed still hold a Float32Array: both load. */
export function fromRow(row: NodeRow): GardenNode {
  const { vectorScale, ...rest } = row;
  const vector =
    row.vector instanceof Int8Array ? unpackVector(row.vector, vectorScale ?? 1) : Float32Array.from(row.vector);
  return { ...rest, vector };
}
