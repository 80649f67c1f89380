// Edges a store deferred: the open lesions are there from the start, the rest are indexed on first use or a
// slice at a time, and a later version of an edge (from the log, or applied since) is never overwritten.
import { describe, expect, it } from 'vitest';
import type { Edge, GardenNode } from '../types';
import { GardenState } from './state';
import type { DeferredEdges, Snapshot } from './store';

const DIMENSIONS = 4;

const node = (id: string, k: number): GardenNode => ({
  id,
  text: `note ${id}`,
  context: [],
  vector: Float32Array.from({ length: DIMENSIONS }, (_, d) => (d === k % DIMENSIONS ? 1 : 0)),
  trust: 'operator',
  retention: 'operator',
  origins: ['test'],
  sourceIds: [],
  segmentIds: [],
  state: 'active',
  weight: 1,
  refs: 1,
  base: 1,
  salience: 1,
  assertedAt: 0,
  createdAt: 0,
  touchedAt: 0,
});

const edge = (id: string, from: string, to: string, extra: Partial<Edge> = {}): Edge => ({
  id,
  kind: 'related',
  from,
  to,
  weight: 1,
  createdAt: 0,
  touchedAt: 0,
  ...extra,
});

const nodes = ['a', 'b', 'c', 'd'].map(node);
const packed: Edge[] = [
  edge('e1', 'a', 'b'),
  edge('e2', 'b', 'c', { kind: 'lesion', open: true }),
  edge('e3', 'c', 'd', { kind: 'lesion', open: true }),
  edge('e4', 'd', 'a'),
  edge('e5', 'a', 'c', { kind: 'confirms' }),
];

/** The store's side: edges made only when a slice asks for them, counted. */
function deferredOf(edges: Edge[]): DeferredEdges & { made: number } {
  const deferred = {
    made: 0,
    openLesions: edges.filter((e) => e.kind === 'lesion' && e.open),
    count: edges.length,
    slice(start: number, end: number) {
      deferred.made += Math.max(0, end - start);
      return edges.slice(start, end).map((e) => ({ ...e }));
    },
  };
  return deferred;
}

/** A node's edges in no particular order: the deferred open lesions are indexed before the rest. */
const idsOf = (edges: Edge[]): string[] => edges.map((e) => e.id).sort();

const snapshot = (deferred: DeferredEdges, later: Edge[] = []): Snapshot => ({
  sources: [],
  nodes,
  edges: later,
  compost: [],
  deferredEdges: deferred,
});

describe('deferred edges', () => {
  it('leaves the edges unmade while only the open lesions are read', () => {
    const deferred = deferredOf(packed);
    const state = GardenState.from(snapshot(deferred), DIMENSIONS);
    expect(state.openLesions().map((e) => e.id)).toEqual(['e2', 'e3']);
    expect(state.openLesionsOf('b').map((e) => e.id)).toEqual(['e2']);
    expect(state.openLesionsOf('c').map((e) => e.id)).toEqual(['e2', 'e3']);
    expect(deferred.made).toBe(0);
  });

  it('indexes every edge the first time something walks them, as an eager state would have', () => {
    const deferred = deferredOf(packed);
    const state = GardenState.from(snapshot(deferred), DIMENSIONS);
    const eager = GardenState.from({ ...snapshot(deferredOf([])), edges: packed }, DIMENSIONS);
    for (const id of ['a', 'b', 'c', 'd']) expect(idsOf(state.edgesOf(id))).toEqual(idsOf(eager.edgesOf(id)));
    expect(deferred.made).toBe(packed.length);
    expect(state.edges.size).toBe(packed.length);
    expect(idsOf(state.parts().edges)).toEqual(idsOf(packed));
  });

  it('settles a slice at a time and says when none are left', () => {
    const deferred = deferredOf(packed);
    const state = GardenState.from(snapshot(deferred), DIMENSIONS);
    expect(state.settle(2)).toBe(true);
    expect(deferred.made).toBe(2);
    expect(state.settle(2)).toBe(true);
    expect(state.settle(2)).toBe(false);
    expect(deferred.made).toBe(packed.length);
    expect(state.settle(2)).toBe(false);
    expect(idsOf(state.edgesOf('a'))).toEqual(['e1', 'e4', 'e5']);
  });

  it('keeps a later version of a deferred edge, from the snapshot or applied since', () => {
    const closed = edge('e2', 'b', 'c', { kind: 'lesion', open: false, resolvedAt: 9 });
    const state = GardenState.from(snapshot(deferredOf(packed), [closed]), DIMENSIONS);
    expect(state.openLesions().map((e) => e.id)).toEqual(['e3']);
    const heavier = edge('e4', 'd', 'a', { weight: 3 });
    state.apply({ sources: [], segments: [], nodes: [], edges: [heavier], compost: [], journal: [] });
    expect(state.edges.get('e2')).toEqual(closed);
    expect(state.edges.get('e4')?.weight).toBe(3);
    // Each edge once at each end, whichever version came first.
    expect(idsOf(state.edgesOf('d'))).toEqual(['e3', 'e4']);
    expect(idsOf(state.edgesOf('c'))).toEqual(['e2', 'e3', 'e5']);
    expect(state.openLesions().map((e) => e.id)).toEqual(['e3']);
    expect(state.openLesionsOf('b')).toEqual([]);
    expect(state.openLesionsOf('c').map((e) => e.id)).toEqual(['e3']);
    // A lesion opened since shows at both its ends, and closing it clears both.
    const reopened = edge('e1', 'a', 'b', { kind: 'lesion', open: true });
    state.apply({ sources: [], segments: [], nodes: [], edges: [reopened], compost: [], journal: [] });
    expect([state.openLesionsOf('a'), state.openLesionsOf('b')].map((l) => l.map((e) => e.id))).toEqual([
      ['e1'],
      ['e1'],
    ]);
    state.apply({
      sources: [],
      segments: [],
      nodes: [],
      edges: [{ ...reopened, open: false }],
      compost: [],
      journal: [],
    });
    expect([state.openLesionsOf('a'), state.openLesionsOf('b')]).toEqual([[], []]);
  });
});
