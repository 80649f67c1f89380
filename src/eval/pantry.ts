// The pantry baseline: every segment ever ingested, the same hybrid retrieval, no metabolism at all.
import { toCodes } from '../core/embedding/codes';
import { GardenState } from '../core/kernel/state';
import type { GardenNode } from '../core/types';
import { recall } from '../core/recall/recall';

/** A node as the pantry keeps a segment: active, of operator trust, never metabolised. */
export const plainNode = (id: string, text: string, extra: Partial<GardenNode> = {}): GardenNode => ({
  id,
  text,
  context: [],
  trust: 'operator',
  retention: 'operator',
  origins: [],
  sourceIds: [],
  segmentIds: [],
  state: 'active',
  weight: 1,
  refs: 0,
  base: 1,
  salience: 1,
  assertedAt: 0,
  createdAt: 0,
  touchedAt: 0,
  ...extra,
});

export class Pantry {
  private readonly state: GardenState;
  private count = 0;

  constructor(dimensions: number) {
    this.state = new GardenState(dimensions);
  }

  add(text: string, vector: Float32Array, at: number): void {
    const id = `p${this.count++}`;
    const node = plainNode(id, text, { assertedAt: at, createdAt: at, touchedAt: at });
    this.state.apply({ sources: [], nodes: [node], edges: [], compost: [], vectors: [{ id, codes: toCodes(vector) }] });
  }

  get size(): number {
    return this.count;
  }

  top(text: string, vector: Float32Array, now: number, k = 3): string[] {
    return recall(this.state, { text, vector }, { now, limit: k, metabolic: false }).map((r) => r.node.text);
  }
}
