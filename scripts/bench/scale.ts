// The garden at scale: recall and enzyme lookup latency, the keyword library alone as the floor, the daily
// sweep, bytes per node as the store keeps them, and the time to open a stored garden and answer.
import 'fake-indexeddb/auto';
import MiniSearch from 'minisearch';
import type { Embedder } from '../../src/core/embedding/embedder';
import { sweep } from '../../src/core/decay/sweep';
import { Draft } from '../../src/core/kernel/draft';
import { GardenState } from '../../src/core/kernel/state';
import { neighbourhood } from '../../src/core/enzymes/verdict';
import { recall } from '../../src/core/recall/recall';
import { DexieStore } from '../../src/storage/dexie-store';
import { DEFAULT_SETTINGS } from '../../src/core/settings';
import { latency, seconds, type Latency } from './measure';
import { syntheticGarden } from './synthetic';

export interface ScaleFigures {
  nodes: number;
  edges: number;
  approximateVectors: boolean;
  buildMs: number;
  recallMs: Latency;
  enzymeLookupMs: Latency;
  keywordOnlyMs: Latency;
  sweepMs: number;
  /** The snapshot as the store keeps it, per node: all of it (edges and both indexes included), its nodes, their vectors. */
  bytesPerNode: { total: number; nodes: number; vectors: number };
  /** Opening as the app does, from the store's own snapshot (Dexie on fake-indexeddb in Node). */
  fromSnapshot: { loadMs: number; buildMs: number };
}

const NOW = Date.parse('2026-06-01T00:00:00Z');

export async function measureScale(n: number, model: Embedder, rounds: number): Promise<ScaleFigures> {
  const { garden, queries } = await syntheticGarden(n, model, NOW);
  // In memory from the garden as one change: the indexes are built here (what opening from a log costs).
  const { value: state, ms: buildMs } = await seconds(() => GardenState.open({ since: [garden] }, model.dimensions));
  const recallMs = await latency(queries, rounds, (q) => recall(state, q, { now: NOW, limit: 20 }));
  const draft = new Draft(state, NOW);
  const enzymeLookupMs = await latency(queries, rounds, (q) =>
    neighbourhood({ ...q, mass: 12, density: 0.8, trust: 'operator', origin: 'bench', generatedAt: NOW }, draft),
  );
  // The floor: the same texts in a keyword library with its own defaults, every query term searched.
  const library = new MiniSearch<{ id: string; text: string }>({ fields: ['text'] });
  library.addAll(garden.nodes.map((node) => ({ id: node.id, text: node.text })));
  const keywordOnlyMs = await latency(queries, rounds, (q) => library.search(q.text).slice(0, 20));
  const { ms: sweepMs } = await seconds(() => sweep(new Draft(state, NOW + 86_400_000), state.nodes.values()));
  // The store's own snapshot of the garden, written and opened as the app does (edges deferred).
  const store = await DexieStore.open(`bench-scale-${String(n)}-${String(Date.now())}`);
  await store.commit({ ...garden, segments: [], journal: [], meta: { sweptUntil: NOW, settings: DEFAULT_SETTINGS } });
  await store.keepSnapshot(state.snapshot());
  const rows = await store.db.snapshot.toArray();
  const bytes = (kind?: string) =>
    Math.round(rows.filter((r) => !kind || r.kind === kind).reduce((sum, r) => sum + r.blob.size, 0) / n);
  const { value: opening, ms: loadMs } = await seconds(() => store.load());
  const { ms: fromSnapshotMs } = await seconds(() => GardenState.open(opening, model.dimensions));
  await store.close();
  return {
    nodes: state.nodes.size,
    edges: state.edges.size,
    approximateVectors: state.vectors.approximate,
    buildMs,
    recallMs,
    enzymeLookupMs,
    keywordOnlyMs,
    sweepMs,
    bytesPerNode: { total: bytes(), nodes: bytes('nodes'), vectors: bytes('vectors') },
    fromSnapshot: { loadMs: Math.round(loadMs), buildMs: Math.round(fromSnapshotMs) },
  };
}
