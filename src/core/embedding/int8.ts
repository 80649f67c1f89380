// Vectors as int8 codes, a quarter of float32's bytes. IndexedDB keeps every vector so, and a node loaded from
// the store keeps its codes until something reads its vector: a garden holds a quarter of the bytes floats would
// take, and opening it unpacks none of them (a search reads a few hundred). A code vector keeps
// a cosine above 0.9999 with the original (measured in the tests), far inside every threshold the enzymes use.
import type { GardenNode } from '../types';

/** `codes · scale` is the vector, before normalising. */
export interface Int8Vector {
  codes: Int8Array;
  scale: number;
  /** One over the codes' length, where a store kept it (see `unitFactor`). */
  unit?: number;
}

/**
 * A vector never changes in place (a new vector is a new array), and a node is stored again each time it is
 * touched: its codes are worked out once per vector, and an unpacked vector keeps the codes it came from.
 */
const codesOf = new WeakMap<Float32Array, Int8Vector>();

export function toInt8(v: Float32Array): Int8Vector {
  const known = codesOf.get(v);
  if (known) return known;
  // Plain loops: this runs for every node of every commit.
  let max = 0;
  for (let j = 0; j < v.length; j++) max = Math.max(max, Math.abs(v[j] as number));
  // A float32 scale: the packed snapshot keeps scales in a Float32Array, and a vector must read back the same
  // from the log, the pack and a backup.
  const scale = Math.fround(max / 127) || 1;
  const codes = new Int8Array(v.length);
  for (let j = 0; j < v.length; j++) codes[j] = Math.round((v[j] as number) / scale);
  const packed = { codes, scale };
  codesOf.set(v, packed);
  return packed;
}

/** The unit vector of some codes (the scale cancels out in normalising). */
export function fromInt8(packed: Int8Vector): Float32Array {
  const { codes } = packed;
  const f = packed.unit ?? unitFactor(codes);
  const v = new Float32Array(codes.length);
  for (let j = 0; j < codes.length; j++) v[j] = (codes[j] as number) * f;
  codesOf.set(v, packed);
  return v;
}

/** What turns codes into a unit vector: one over their length. */
export function unitFactor(codes: Int8Array): number {
  let norm = 0;
  for (let j = 0; j < codes.length; j++) norm += (codes[j] as number) * (codes[j] as number);
  return 1 / (Math.sqrt(norm) || 1);
}

/**
 * Where a node whose vector is still only codes keeps them: a property no spread or JSON copies. (A WeakMap
 * entry or a getter of its own per node made replaying a big pack slower: one getter is shared by every node,
 * so loaded nodes share their hidden classes too.)
 */
const PACKED = Symbol('int8 codes');
type Packed = Partial<Record<typeof PACKED, Int8Vector>>;

const lazyVector: PropertyDescriptor = {
  enumerable: true,
  configurable: true,
  get(this: GardenNode & Packed): Float32Array {
    const vector = fromInt8(this[PACKED] as Int8Vector);
    Object.defineProperty(this, 'vector', { value: vector, enumerable: true, configurable: true, writable: true });
    this[PACKED] = undefined;
    return vector;
  },
};

/**
 * The node with a vector unpacked from `packed` the first time it is read, and kept from then on. Until then
 * the vector index reads the codes themselves (`pendingCodes`).
 */
export function withLazyVector(node: Omit<GardenNode, 'vector'>, packed: Int8Vector): GardenNode {
  Object.defineProperty(node, PACKED, { value: packed, writable: true, enumerable: false, configurable: true });
  return Object.defineProperty(node, 'vector', lazyVector) as GardenNode;
}

/** The codes of a node whose vector has not been read yet. */
export const pendingCodes = (node: GardenNode): Int8Vector | undefined => (node as GardenNode & Packed)[PACKED];

/** A node's codes, without unpacking a vector that is still only codes. */
export const codesOfNode = (node: GardenNode): Int8Vector => pendingCodes(node) ?? toInt8(node.vector);

/** A node's own fields but its vector, read without unpacking it. */
export function withoutVector(node: GardenNode): Omit<GardenNode, 'vector'> {
  const rest: Record<string, unknown> = {};
  for (const key of Object.keys(node)) if (key !== 'vector') rest[key] = node[key as keyof GardenNode];
  return rest as Omit<GardenNode, 'vector'>;
}
