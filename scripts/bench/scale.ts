// The garden at scale: recall and enzyme lookup latency, the keyword library alone as the floor, the daily
// sweep, bytes per node as IndexedDB would store them, and the time to open a stored garden and answer.
import v8 from 'node:v8';
import MiniSearch from 'minisearch';
import type { Embedder } from '../../src/core/embedding/embedder';
import { sweep } from '../../src/core/decay/sweep';
import { Draft } from '../../src/core/kernel/draft';
import { GardenState } from '../../src/core/kernel/state';
import { neighbourhood } from '../../src/core/enzymes/verdict';
import { recall } from '../../src/core/recall/recall';
import { fromBlobRow } from '../../src/storage/blob-row';
import { packRows, replay, storedPack, type PackRow } from '../../src/storage/pack';
import { toInt8 } from '../../src/core/embedding/int8';
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
  bytesPerNode: { total: number; vector: number };
  /** Opening as the app does, from its own pack, in Node (no IndexedDB): the pack's size per node beside it. */
  fromPack: { replayMs: number; buildMs: number; bytesPerNode: number };
}

const NOW = Date.parse('2026-06-01T00:00:00Z');

export async function measureScale(n: number, model: Embedder, rounds: number): Promise<ScaleFigures> {
  const { snapshot, queries } = await syntheticGarden(n, model, NOW);
  // In memory from a loaded snapshot: the indexes are built here (what opening a stored garden costs).
  const { value: state, ms: buildMs } = await seconds(() => GardenState.from(snapshot, model.dimensions));
  const recallMs = await latency(queries, rounds, (q) => recall(state, q, { now: NOW, limit: 20 }));
  const draft = new Draft(state, NOW);
  const enzymeLookupMs = await latency(queries, rounds, (q) =>
    neighbourhood({ ...q, mass: 12, density: 0.8, trust: 'operator', origin: 'bench', generatedAt: NOW }, draft),
  );
  // The floor: the same texts in a keyword library with its own defaults, every query term searched.
  const library = new MiniSearch<{ id: string; text: string }>({ fields: ['text'] });
  library.addAll(snapshot.nodes.map((node) => ({ id: node.id, text: node.text })));
  const keywordOnlyMs = await latency(queries, rounds, (q) => library.search(q.text).slice(0, 20));
  const { ms: sweepMs } = await seconds(() => sweep(new Draft(state, NOW + 86_400_000), state.nodes.values()));
  // What IndexedDB keeps of a node is its share of a pack chunk's structured clone (v8's serializer writes the
  // same format): the node as JSON, its int8 codes and its scale.
  const sample = [...state.nodes.values()].slice(0, 2000);
  const chunks = packRows({ sources: [], nodes: sample, edges: [], compost: [] });
  const total = chunks.reduce((sum, row) => sum + v8.serialize(row).length, 0) / sample.length;
  const vector = sample.reduce((sum, node) => sum + toInt8(node.vector).codes.byteLength, 0) / sample.length;
  // The app's own pack (edges and both indexes included) as IndexedDB keeps it, each row a blob; read back
  // and replayed as opening does: edges deferred.
  const stored = storedPack(state.parts());
  const packBytes = stored.reduce((sum, row) => sum + row.blob.size, 0);
  const { value: replayed, ms: replayMs } = await seconds(async () =>
    replay(await Promise.all(stored.map((row) => fromBlobRow<PackRow>(row))), [], { deferEdges: true }),
  );
  const { ms: fromPackMs } = await seconds(() => GardenState.from(replayed, model.dimensions));
  return {
    nodes: state.nodes.size,
    edges: state.edges.size,
    approximateVectors: state.vectors.approximate,
    buildMs,
    recallMs,
    enzymeLookupMs,
    keywordOnlyMs,
    sweepMs,
    bytesPerNode: { total: Math.round(total), vector: Math.round(vector) },
    fromPack: {
      replayMs: Math.round(replayMs),
      buildMs: Math.round(fromPackMs),
      bytesPerNode: Math.round(packBytes / state.nodes.size),
    },
  };
}
