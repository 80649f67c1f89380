// The IndexedDB schema, versioned from day one. A new version adds a `.version(n).stores(...)` block with
// an upgrade function; existing blocks are never edited.
import Dexie, { type EntityTable } from 'dexie';
import type { GutEntry, GardenMeta } from '../core/garden/changes';
import type { CompostEntry, Edge, JournalEntry, Segment, Source } from '../core/model';
import type { NodeRow } from './vector-codec';

export interface MetaRow {
  key: 'garden';
  value: GardenMeta;
}

export type GardenDb = Dexie & {
  sources: EntityTable<Source, 'id'>;
  segments: EntityTable<Segment, 'id'>;
  nodes: EntityTable<NodeRow, 'id'>;
  edges: EntityTable<Edge, 'id'>;
  compost: EntityTable<CompostEntry, 'id'>;
  journal: EntityTable<JournalEntry, 'seq'>;
  gut: EntityTable<GutEntry, 'id'>;
  meta: EntityTable<MetaRow, 'key'>;
};

export function openDb(name: string): GardenDb {
  const db = new Dexie(name) as GardenDb;
  db.version(1).stores({
    sources: 'id, &hash, trust, receivedAt',
    segments: 'id, sourceId',
    nodes: 'id, state, trust',
    edges: 'id, kind, from, to',
    compost: 'id, nodeId, reason, at, topic',
    journal: '++seq, at, event, nodeId, otherId, sourceId',
    gut: 'id, stagedAt',
    meta: 'key',
  });
  return db;
}
