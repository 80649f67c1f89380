// The IndexedDB schema, versioned from day one. A new version adds a `.version(n).stores(...)` block with
// an upgrade function; existing blocks are never edited.
import Dexie, { type EntityTable, type Transaction } from 'dexie';
import type { GutEntry, GardenMeta, LivingChange } from '../core/kernel/changes';
import type { JournalEntry, Segment, SourceText } from '../core/types';
import type { BlobRow } from './blob-row';

/** One commit's changes to the living garden (see LivingChange), in the order they were committed. */
export type LogRow = LivingChange & { seq?: number };

/** The snapshot holds everything the log held up to and including row `covers`: `items` items. */
export interface SnapshotInfo {
  covers: number;
  items: number;
}

/**
 * `store`: put when the garden first opens the store (and back by a restore). The browser puts no such row in
 * the empty store it makes when it discards one (or the site's data is cleared), so a store without it, once
 * it had it, was emptied from outside while the garden had it open.
 */
export type MetaRow =
  | { key: 'garden'; value: GardenMeta }
  | { key: 'snapshot'; value: SnapshotInfo }
  | { key: 'store'; value: { since: number } };

export type GardenDb = Dexie & {
  segments: EntityTable<Segment, 'id'>;
  /** Each source's text as admitted, by source and version (see SourceText). */
  texts: EntityTable<SourceText, 'sourceId'>;
  journal: EntityTable<JournalEntry, 'seq'>;
  gut: EntityTable<GutEntry, 'id'>;
  meta: EntityTable<MetaRow, 'key'>;
  /** Every committed change to the living garden, one row per commit, since the snapshot. */
  log: EntityTable<LogRow, 'seq'>;
  /** The living garden as of one log row, as the sections of one snapshot (see snapshot.ts), in order. */
  snapshot: EntityTable<BlobRow, 'id'>;
};

/** Version 1: one row per source, node, edge and compost entry. */
export const V1_STORES = {
  sources: 'id, &hash, trust, receivedAt',
  segments: 'id, sourceId',
  nodes: 'id, state, trust',
  edges: 'id, kind, from, to',
  compost: 'id, nodeId, reason, at, topic',
  journal: '++seq, at, event, nodeId, otherId, sourceId',
  gut: 'id, stagedAt',
  meta: 'key',
};

const ROW_TABLES = ['sources', 'nodes', 'edges', 'compost'] as const;

/** Version 1 kept one row per source, node, edge and compost entry: they move into the log as one row. */
async function moveRowsIntoLog(tx: Transaction): Promise<void> {
  const [sources, nodes, edges, compost] = await Promise.all(ROW_TABLES.map((t) => tx.table(t).toArray()));
  if (sources?.length || nodes?.length || edges?.length || compost?.length)
    await tx.table('log').add({ sources, nodes, edges, compost });
}

/**
 * A garden stored by a development build before version 4, whose rows this version does not read. Opening
 * it changes nothing: the garden stays as it was, for the build that wrote it to export.
 */
export class OlderStoreError extends Error {
  constructor() {
    super(
      'this garden was stored by an earlier development build of Metabolic Garden, in a format this version no longer reads. Nothing was changed: open it with the build that made it, download a backup, and restore the backup here',
    );
    this.name = 'OlderStoreError';
  }
}

/**
 * Versions 1–3 held a node's vector on the node, and a snapshot (then a "pack") in formats that were never
 * released. A store that holds any of them is refused, not read: the upgrade throws, and IndexedDB keeps the
 * database as it was. An empty one (a garden opened but never written) goes on.
 */
async function refuseOlderRows(tx: Transaction): Promise<void> {
  const counts = await Promise.all(['log', 'packs'].map((name) => tx.table(name).count()));
  if (counts.some((n) => n > 0)) throw new OlderStoreError();
  await tx.table('meta').delete('pack');
}

/** `factory`: the IndexedDB to open it in (the global one, watched for data loss; see data-loss.ts). */
export function openDb(name: string, factory?: IDBFactory): GardenDb {
  // Nothing reads the store through liveQuery (the UI asks the worker), so Dexie's query cache only costs.
  const db = new Dexie(name, { cache: 'disabled', ...(factory ? { indexedDB: factory } : {}) }) as GardenDb;
  db.version(1).stores(V1_STORES);
  // Opening read one IndexedDB row per node and edge (77 and 29 µs each in Chromium): a log of commits and
  // a snapshot read the same garden in a few big rows.
  db.version(2).stores({ log: '++seq', packs: 'id' }).upgrade(moveRowsIntoLog);
  db.version(3).stores({ sources: null, nodes: null, edges: null, compost: null });
  // A node is plain data and the vector index keeps the vectors; the snapshot has one versioned codec.
  db.version(4).stores({ packs: null, snapshot: 'id' }).upgrade(refuseOlderRows);
  // A note is read as it was written: its text is kept beside its segments (which drop the markup).
  db.version(5).stores({ texts: '[sourceId+version]' });
  return db;
}
