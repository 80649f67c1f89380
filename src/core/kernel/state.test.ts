// Opening a garden: a snapshot's indexes taken back from their images and the changes since applied on them,
// as a garden that made the same changes would hold them. Edges a store deferred: the open lesions are there
// from the start, the rest are indexed on first use or a slice at a time, and a later version of an edge
// (from the log, or applied since) is never overwritten.
import { describe, expect, it } from 'vitest';
import { toCodes } from '../embedding/codes';
import type { Edge, GardenNode, Source } from '../types';
import type { LivingChange } from './changes';
import { plainNode } from '../../../tests/support/garden';
import { GardenState } from './state';
import { KeywordIndex } from '../indexes/keyword-index';
import type { DeferredEdges, Opening } from './store';

const DIMENSIONS = 4;

const axis = (k: number) => Float32Array.from({ length: DIMENSIONS }, (_, d) => (d === k % DIMENSIONS ? 1 : 0));

const node = (id: string): GardenNode => plainNode(id, `note ${id}`);

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
const change = (c: Partial<LivingChange>): LivingChange => ({
  sources: [],
  nodes: [],
  edges: [],
  compost: [],
  vectors: [],
  ...c,
});
const vectors = nodes.map((n, k) => ({ id: n.id, codes: toCodes(axis(k)) }));
/** The images a store kept of the four nodes' indexes. */
const built = GardenState.open({ since: [change({ nodes, vectors })] }, DIMENSIONS);
const images = { vectors: built.vectors.image(), keywords: built.keywords.image() };
const stored: Edge[] = [
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

const opening = (deferred: DeferredEdges, later: Edge[] = []): Opening => ({
  snapshot: { sources: [], nodes, edges: [], compost: [], deferredEdges: deferred, ...images },
  since: later.length ? [change({ edges: later })] : [],
});

describe('opening a garden', () => {
  it('takes the indexes back from their images, then applies the changes since on them', () => {
    const renamed = { ...node('b'), text: 'the kettle is in the shed' };
    const added = { ...node('e'), text: 'the ferry leaves at noon' };
    const since = [
      change({ nodes: [renamed], vectors: [{ id: 'b', codes: toCodes(axis(3)) }] }),
      change({ nodes: [added], vectors: [{ id: 'e', codes: toCodes(axis(2)) }] }),
    ];
    const opened = GardenState.open({ snapshot: { sources: [], nodes, edges: [], compost: [], ...images }, since }, 99);
    const made = GardenState.open({ since: [change({ nodes, vectors }), ...since] }, DIMENSIONS);
    expect(opened.dimensions).toBe(DIMENSIONS);
    expect([...opened.nodes.values()]).toEqual([...made.nodes.values()]);
    expect(opened.vectors.image()).toEqual(made.vectors.image());
    for (const query of ['kettle shed', 'note b', 'ferry', 'note a'])
      expect(opened.keywords.search(query, () => true)).toEqual(made.keywords.search(query, () => true));
    expect(opened.vectors.search(axis(3), 2, () => true).map((h) => h.id)).toEqual(['b', 'd']);
  });

  it('reads a node by its source title too, and makes anew a keyword image an older version wrote', () => {
    const source: Source = {
      id: 's1',
      title: 'Offsite planning',
      kind: 'markdown',
      trust: 'operator',
      origin: 'notes',
      hash: 'h1',
      generatedAt: 0,
      receivedAt: 0,
      retention: 'operator',
      segmentIds: [],
      bytes: 0,
      context: ['offsit', 'plan'],
    };
    const venue = { ...node('v'), text: 'Meeting recap - venue: Osprey Hall', sourceIds: ['s1'] };
    const made = GardenState.open({ since: [change({ sources: [source], nodes: [venue] })] }, DIMENSIONS);
    expect(made.keywords.search('offsite', () => true).map((h) => h.id)).toEqual(['v']);
    // (What version 1 kept of the node: its text alone.)
    const before = new KeywordIndex();
    before.upsert('v', venue.text);
    const old = { ...before.image(), version: 1 };
    const snapshot = { sources: [source], nodes: [venue], edges: [], compost: [], vectors: made.vectors.image() };
    const opened = GardenState.open({ snapshot: { ...snapshot, keywords: old }, since: [] }, DIMENSIONS);
    expect(opened.keywords.search('offsite', () => true).map((h) => h.id)).toEqual(['v']);
  });
});

describe('deferred edges', () => {
  it('leaves the edges unmade while only the open lesions are read', () => {
    const deferred = deferredOf(stored);
    const state = GardenState.open(opening(deferred), DIMENSIONS);
    expect(state.openLesions().map((e) => e.id)).toEqual(['e2', 'e3']);
    expect(state.openLesionsOf('b').map((e) => e.id)).toEqual(['e2']);
    expect(state.openLesionsOf('c').map((e) => e.id)).toEqual(['e2', 'e3']);
    expect(deferred.made).toBe(0);
  });

  it('indexes every edge the first time something walks them, as an eager state would have', () => {
    const deferred = deferredOf(stored);
    const state = GardenState.open(opening(deferred), DIMENSIONS);
    const eager = GardenState.open(opening(deferredOf([]), stored), DIMENSIONS);
    for (const id of ['a', 'b', 'c', 'd']) expect(idsOf(state.edgesOf(id))).toEqual(idsOf(eager.edgesOf(id)));
    expect(deferred.made).toBe(stored.length);
    expect(state.edges.size).toBe(stored.length);
    expect(idsOf(state.snapshot().edges)).toEqual(idsOf(stored));
  });

  it('settles a slice at a time and says when none are left', () => {
    const deferred = deferredOf(stored);
    const state = GardenState.open(opening(deferred), DIMENSIONS);
    expect(state.settle(2)).toBe(true);
    expect(deferred.made).toBe(2);
    expect(state.settle(2)).toBe(true);
    expect(state.settle(2)).toBe(false);
    expect(deferred.made).toBe(stored.length);
    expect(state.settle(2)).toBe(false);
    expect(idsOf(state.edgesOf('a'))).toEqual(['e1', 'e4', 'e5']);
  });

  it('keeps a later version of a deferred edge, from the log or applied since', () => {
    const closed = edge('e2', 'b', 'c', { kind: 'lesion', open: false, resolvedAt: 9 });
    const state = GardenState.open(opening(deferredOf(stored), [closed]), DIMENSIONS);
    expect(state.openLesions().map((e) => e.id)).toEqual(['e3']);
    const heavier = edge('e4', 'd', 'a', { weight: 3 });
    state.apply(change({ edges: [heavier] }));
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
    state.apply(change({ edges: [reopened] }));
    expect([state.openLesionsOf('a'), state.openLesionsOf('b')].map((l) => l.map((e) => e.id))).toEqual([
      ['e1'],
      ['e1'],
    ]);
    state.apply(change({ edges: [{ ...reopened, open: false }] }));
    expect([state.openLesionsOf('a'), state.openLesionsOf('b')]).toEqual([[], []]);
  });
});
