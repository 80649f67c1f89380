// The garden's store on IndexedDB (Dexie). In Node the same code runs on fake-indexeddb.
import type { ChangeSet, GutEntry } from '../core/garden/changes';
import type { GardenStore, JournalQuery, Snapshot } from '../core/garden/store';
import type { JournalEntry, Segment } from '../core/model';
import { openDb, type GardenDb } from './db';
import { fromRow, toRow } from './vector-codec';

export class DexieStore implements GardenStore {
  private constructor(readonly db: GardenDb) {}

  static async open(name = 'metabolic-garden'): Promise<DexieStore> {
    const db = openDb(name);
    await db.open();
    return new DexieStore(db);
  }

  async load(): Promise<Snapshot> {
    const db = this.db;
    return db.transaction('r', [db.sources, db.nodes, db.edges, db.compost, db.meta], async () => {
      const [sources, nodes, edges, compost, meta] = await Promise.all([
        db.sources.toArray(),
        db.nodes.toArray(),
        db.edges.toArray(),
        db.compost.toArray(),
        db.meta.get('garden'),
      ]);
      return { sources, nodes: nodes.map(fromRow), edges, compost, ...(meta ? { meta: meta.value } : {}) };
    });
  }

  /** One IndexedDB transaction: if anything fails, nothing of the change is written. */
  async commit(c: ChangeSet): Promise<void> {
    const db = this.db;
    await db.transaction(
      'rw',
      [db.sources, db.segments, db.nodes, db.edges, db.compost, db.journal, db.gut, db.meta],
      async () => {
        await db.sources.bulkPut(c.sources);
        await db.segments.bulkPut(c.segments);
        await db.nodes.bulkPut(c.nodes.map(toRow));
        await db.edges.bulkPut(c.edges);
        await db.compost.bulkPut(c.compost);
        await db.journal.bulkAdd(c.journal);
        if (c.digested?.length) await db.gut.bulkDelete(c.digested);
        if (c.meta) await db.meta.put({ key: 'garden', value: c.meta });
      },
    );
  }

  async stage(entries: GutEntry[]): Promise<void> {
    await this.db.gut.bulkPut(entries);
  }

  pending(): Promise<GutEntry[]> {
    return this.db.gut.orderBy('stagedAt').toArray();
  }

  async journal(q: JournalQuery): Promise<JournalEntry[]> {
    const db = this.db;
    let rows: JournalEntry[];
    if (q.nodeId) {
      const [a, b] = await Promise.all([
        db.journal.where('nodeId').equals(q.nodeId).toArray(),
        db.journal.where('otherId').equals(q.nodeId).toArray(),
      ]);
      rows = [...new Map([...a, ...b].map((j) => [j.seq, j])).values()];
      if (q.sourceId) rows = rows.filter((j) => j.sourceId === q.sourceId);
    } else if (q.sourceId) rows = await db.journal.where('sourceId').equals(q.sourceId).toArray();
    else rows = await db.journal.toArray();
    rows.sort((x, y) => (x.seq ?? 0) - (y.seq ?? 0));
    return q.limit ? rows.slice(-q.limit) : rows;
  }

  async segments(ids: string[]): Promise<Segment[]> {
    const rows = await this.db.segments.bulkGet(ids);
    return rows.filter((s): s is Segment => s !== undefined);
  }

  close(): Promise<void> {
    this.db.close();
    return Promise.resolve();
  }
}
