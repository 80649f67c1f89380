// Test gardens: a manual clock, a store (memory, or Dexie on fake-indexeddb) and an embedder.
import { ManualClock } from '../../src/core/clock';
import type { Embedder } from '../../src/core/embedding/embedder';
import { HashEmbedder } from '../../src/core/embedding/hash-embedder';
import { Garden } from '../../src/core/garden/garden';
import { MemoryStore } from '../../src/core/kernel/memory-store';
import { StorageFullError, type GardenStore } from '../../src/core/kernel/store';
import type { ChangeSet, GutEntry } from '../../src/core/kernel/changes';
import type { SourceInput } from '../../src/core/valve/valve';
import { DexieStore, type SnapshotPolicy } from '../../src/storage/dexie-store';

export const T0 = Date.parse('2026-01-01T09:00:00Z');

/** A store on a disk that fills up: while `full`, every write is refused as a browser refuses it. */
export class FillingStore extends MemoryStore {
  full = false;
  /** Fills the disk right after the next staging: the batch is in the gut, its digestion has no room. */
  fillAfterStaging = false;
  override commit(c: ChangeSet): Promise<void> {
    return this.full ? Promise.reject(new StorageFullError()) : super.commit(c);
  }
  override async stage(entries: GutEntry[]): Promise<void> {
    if (this.full) throw new StorageFullError();
    await super.stage(entries);
    if (this.fillAfterStaging) this.full = true;
  }
}

export interface TestGarden {
  garden: Garden;
  clock: ManualClock;
  store: GardenStore;
}

let dbCounter = 0;

export async function makeGarden(
  options: { embedder?: Embedder; store?: 'memory' | 'dexie'; start?: number } = {},
): Promise<TestGarden> {
  const clock = new ManualClock(options.start ?? T0);
  const store =
    options.store === 'dexie' ? await DexieStore.open(`test-${process.pid}-${++dbCounter}`) : new MemoryStore();
  const garden = await Garden.open({ store, embedder: options.embedder ?? new HashEmbedder(), clock });
  return { garden, clock, store };
}

/** A garden on IndexedDB (fake-indexeddb), with the store typed for table-level assertions. */
export async function makeDexieGarden(
  policy?: SnapshotPolicy,
  factory?: IDBFactory,
): Promise<TestGarden & { store: DexieStore }> {
  const clock = new ManualClock(T0);
  const store = await DexieStore.open(`test-${process.pid}-${++dbCounter}`, policy, factory);
  const garden = await Garden.open({ store, embedder: new HashEmbedder(), clock });
  return { garden, clock, store };
}

export const note = (content: string, extra: Partial<SourceInput> = {}): SourceInput => ({
  content,
  trust: 'operator',
  ...extra,
});

/** Ingests and insists it was absorbed. */
export async function feed(garden: Garden, content: string, extra: Partial<SourceInput> = {}) {
  const result = await garden.ingest(note(content, extra));
  if (result.status !== 'absorbed')
    throw new Error(`expected absorption, got ${result.status}: ${'reason' in result ? result.reason : ''}`);
  return result;
}

/** Every node's text and state, sorted: a fingerprint of the garden for before/after comparisons. */
export function fingerprint(garden: Garden): string[] {
  return [...garden.state.nodes.values()].map((n) => `${n.state}|${n.refs}|${n.weight}|${n.text}`).sort();
}

/** A plain node for fixtures: the pantry's (active, operator), with `extra` on top. */
export { plainNode } from '../../src/eval/pantry';
