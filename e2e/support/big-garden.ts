// A big garden as the app's own backup file, made in Node: `sources` files of a few notes each, with edges,
// lesions and supersessions, and vectors of the shipped model's size. Opening it in the app and committing
// once more makes the store fold its log into a snapshot, the shape a long-used garden has.
import 'fake-indexeddb/auto';
import type { Embedder } from '../../src/core/embedding/embedder';
import { DEFAULT_SETTINGS } from '../../src/core/settings';
import { exportBackup } from '../../src/storage/backup';
import { DexieStore } from '../../src/storage/dexie-store';
import { syntheticGarden } from '../../scripts/bench/synthetic';

/** The shipped model's vector size: a backup must match the model that reads it. */
const DIMENSIONS = 512;

/** Random unit vectors: the garden's size and shape matter here, not what the vectors mean. */
const randomVectors: Embedder = {
  id: 'random',
  dimensions: DIMENSIONS,
  embed: (texts) =>
    Promise.resolve(
      texts.map(() => {
        const v = Float32Array.from({ length: DIMENSIONS }, () => Math.random() - 0.5);
        const norm = Math.hypot(...v);
        return v.map((x) => x / norm);
      }),
    ),
};

export async function bigGardenBackup(sources: number, nodesPerSource: number, now: number): Promise<string> {
  const { garden } = await syntheticGarden(sources * nodesPerSource, randomVectors, now, 'mixed', 1);
  const [template] = garden.sources;
  if (!template) throw new Error('no source to copy');
  const files = Array.from({ length: sources }, (_, i) => ({
    ...template,
    id: `s_${String(i)}`,
    title: `notes-${String(i)}.md`,
    hash: `hash-${String(i)}`,
  }));
  const nodes = garden.nodes.map((n, i) => ({ ...n, sourceIds: [`s_${String(i % sources)}`] }));
  const store = await DexieStore.open(`big-garden-${String(Date.now())}`);
  await store.commit({
    ...garden,
    sources: files,
    nodes,
    segments: [],
    journal: [],
    meta: { sweptUntil: now, settings: DEFAULT_SETTINGS },
  });
  const text = await (await exportBackup(store, now)).text();
  await store.close();
  return text;
}
