// Nodes as IndexedDB keeps them: the vector as int8 codes and the scale that turns them back (see
// core/embedding/int8.ts), a quarter of float32's bytes.
import { codesOfNode, fromInt8 } from '../core/embedding/int8';
import type { GardenNode } from '../core/types';

/** A node as IndexedDB keeps it: the vector as int8 codes, with the scale that turns them back. */
export type NodeRow = Omit<GardenNode, 'vector'> & { vector: Int8Array | Float32Array; vectorScale?: number };

/**
 * A committed node is a new version: the spread is the fast copy. A node loaded from a pack and never read
 * holds its codes as a view of the pack chunk's block, and a structured clone writes a view's whole buffer:
 * that node is stored with a copy of its own codes, not with its chunk's 20k nodes' (10 MB).
 */
export function toRow(node: GardenNode): NodeRow {
  const { codes, scale } = codesOfNode(node);
  const own = codes.byteLength === codes.buffer.byteLength ? codes : codes.slice();
  return { ...node, vector: own, vectorScale: scale };
}

/** Rows written before vectors were packed still hold a Float32Array: both load. */
export function fromRow(row: NodeRow): GardenNode {
  const { vectorScale, ...rest } = row;
  const vector =
    row.vector instanceof Int8Array
      ? fromInt8({ codes: row.vector, scale: vectorScale ?? 1 })
      : Float32Array.from(row.vector);
  return { ...rest, vector };
}
