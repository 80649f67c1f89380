// Embeddings are stored compactly: int8 codes and one scale per vector, a quarter of float32's bytes. A
// reloaded vector keeps a cosine above 0.9999 with the original (measured in the tests), far inside every
// threshold the enzymes use, and is normalised again on load.
import { normalise } from '../core/embedding/vector';
import type { GardenNode } from '../core/model';

/** A node as IndexedDB keeps it: the vector as int8 codes, with the scale that turns them back. */
export type NodeRow = Omit<GardenNode, 'vector'> & { vector: Int8Array | Float32Array; vectorScale?: number };

export function packVector(v: Float32Array): { vector: Int8Array; vectorScale: number } {
  let max = 0;
  for (const x of v) max = Math.max(max, Math.abs(x));
  const scale = max / 127 || 1;
  return { vector: Int8Array.from(v, (x) => Math.round(x / scale)), vectorScale: scale };
}

export function unpackVector(codes: Int8Array, scale: number): Float32Array {
  // A plain loop: opening a big garden unpacks every vector, and a mapping callback per value costs.
  const v = new Float32Array(codes.length);
  for (let j = 0; j < codes.length; j++) v[j] = (codes[j] as number) * scale;
  return normalise(v);
}

export const toRow = (node: GardenNode): NodeRow => ({ ...node, ...packVector(node.vector) });

/** Rows written before vectors were packed still hold a Float32Array: both load. */
export function fromRow(row: NodeRow): GardenNode {
  const { vectorScale, ...rest } = row;
  const vector =
    row.vector instanceof Int8Array ? unpackVector(row.vector, vectorScale ?? 1) : Float32Array.from(row.vector);
  return { ...rest, vector };
}
