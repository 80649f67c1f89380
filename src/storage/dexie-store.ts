// The garden's store on IndexedDB (Dexie). In Node the same code runs on fake-indexeddb.
//
// The living garden (sources, nodes, vectors, edges, compost) is a log of commits, one row each, folded now and
// then into a snapshot (snapshot.ts): a commit writes one row, and opening reads the snapshot's few big rows
// and replays the log after it. Segments, the journal and the gut are one row each: read by key and index,
// never all at once.
import { pickOrder, type ChangeSet, type GutEntry, type LivingChange } from '../core/kernel/changes';
import {
  StorageFullError,
  StoreDiscardedError,
  type Discarded,
  type GardenStore,
  type JournalQuery,
  type Opening,
  type Snapshot,
} from '../core/kernel/store';
import type { JournalEntry, Segment, SourceText } from '../core/types';
import type { BlobRow } from './blob-row';
import { OlderStoreError, openDb, type GardenDb, type LogRow, type MetaRow, type SnapshotInfo } from './db';
import { reportingDataLoss } from './data-loss';
import { guardQuota } from './quota';
import { readSnapshotRows, snapshotRows } from './snapshot';

/**
 * When the log is folded into a new snapshot: once it holds `minItems` items and a quarter of what the
 * snapshot holds (so snapshots cost a constant share of the writes), or `maxRows` rows (so opening reads few).
 */
export interface SnapshotPolicy {
  minItems: number;
  maxRows: number;
}

const DEFAULT_POLICY: SnapshotPolicy = { minItems: 2000, maxRows: 500 };

/** How often, and after how long a first pause (doubled each time), a broken store is opened again. */
const REOPEN_ATTEMPTS = 5;
const REOPEN_PAUSE_MS = 50;

/** The store's own mark (see MetaRow 'store'), put at opening and by a restore. */
const storeMark = (): MetaRow => ({ key: 'store', value: { since: Date.now() } });

/** What a change or a snapshot holds, by item: a node's vector travels with its node and is not counted apart. */
const itemCount = (c: LivingChange | Snapshot): number =>
  c.sources.length + c.nodes.length + c.edges.length + c.compost.length;

interface StoredRows {
  snapshot: BlobRow[];
  log: LogRow[];
  meta: MetaRow[];
}

/** Everything a backup holds, read as one consistent whole. */
export interface StoreContents {
  opening: Opening;
  segments: Segment[];
  texts: SourceText[];
  journal: JournalEntry[];
  gut: GutEntry[];
}

export class DexieStore implements GardenStore {
  /** Log rows written since the snapshot, with how many items each holds. */
  private logged: { seq: number; items: number }[] = [];
  private kept: SnapshotInfo = { covers: 0, items: 0 };
  discarded: Discarded | undefined;
  /** Whether the store holds its mark (see MetaRow 'store'): only then can a missing one say it was emptied. */
  private marked = false;

  private constructor(
    readonly db: GardenDb,
    private readonly policy: SnapshotPolicy,
  ) {}

  /**
   * Opens the store; one written by an earlier development build is refused (OlderStoreError), unchanged.
   * `factory`: the IndexedDB to open it in.
   */
  static async open(name = 'metabolic-garden', policy = DEFAULT_POLICY, factory = indexedDB): Promise<DexieStore> {
    // When the browser closes a connection, Dexie opens the store again at the next transaction; a loss the
    // browser reports then happened while the garden was open.
    const heard: { store?: DexieStore; before?: Discarded } = {};
    const db = openDb(
      name,
      reportingDataLoss(factory, (message) => {
        if (heard.store) heard.store.discarded = { message, whileOpen: true };
        else heard.before = { message, whileOpen: false };
      }),
    );
    try {
      await db.open();
    } catch (error) {
      const inner: unknown = error instanceof Error && 'inner' in error ? error.inner : undefined;
      if (error instanceof OlderStoreError || inner instanceof OlderStoreError) throw new OlderStoreError();
      throw error;
    }
    const store = new DexieStore(db, policy);
    store.discarded = heard.before;
    heard.store = store;
    await store.mark();
    return store;
  }

  /** Puts the store's mark if it lacks it; a store that cannot take it (a full disk) goes on without it. */
  private async mark(): Promise<void> {
    const db = this.db;
    try {
      if (!(await db.meta.get('store'))) await db.meta.put(storeMark());
      this.marked = true;
    } catch {
      this.marked = false;
    }
  }

  /**
   * Inside a transaction, after any reopening: a store the browser discarded (it said so on the reopening), or
   * one emptied from outside (it lacks its mark), takes no write and is not read as the garden: writes would
   * leave a garden of fragments, a rollback would empty the garden in memory, a backup would hold nothing.
   */
  private async refuseIfDiscarded(): Promise<void> {
    if (this.marked && !this.discarded?.whileOpen && !(await this.db.meta.get('store')))
      this.discarded = { message: '', whileOpen: true };
    if (this.discarded?.whileOpen) throw new StoreDiscardedError(this.discarded.message);
  }

  /**
   * Runs one transaction of the store. One the browser broke by closing the connection under it (the site's
   * data cleared, or the store discarded, while it ran: "The connection was closed") says nothing of why; the
   * store is opened again and asked for its mark, so that an emptied store is told as one (StoreDiscardedError)
   * and not as a passing abort. (A full disk is said as such, see guardQuota.)
   */
  private async transacting<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await guardQuota(work);
    } catch (error) {
      if (!(error instanceof StorageFullError) && !(error instanceof StoreDiscardedError)) await this.markStill();
      throw error;
    }
  }

  /**
   * After a broken transaction: whether the store still holds its mark, once the browser lets it be opened
   * again (a deletion in progress refuses opening for a moment). Throws StoreDiscardedError when it does not.
   */
  private async markStill(): Promise<void> {
    for (let attempt = 0; attempt < REOPEN_ATTEMPTS; attempt++) {
      try {
        if (!this.db.isOpen()) await this.db.open();
        await this.db.transaction('r', [this.db.meta], () => this.refuseIfDiscarded());
        return;
      } catch (error) {
        if (error instanceof StoreDiscardedError) throw error;
        await new Promise((resolve) => setTimeout(resolve, REOPEN_PAUSE_MS * 2 ** attempt));
      }
    }
  }

  /** The garden to open: the snapshot's edges are deferred (see DeferredEdges). */
  load(): Promise<Opening> {
    return this.read({ deferEdges: true });
  }

  /** The snapshot, the log after it and the garden's meta, read in one transaction. */
  async read(options: { deferEdges?: boolean } = {}): Promise<Opening> {
    const db = this.db;
    const rows = await this.transacting(() =>
      db.transaction('r', [db.snapshot, db.log, db.meta], async () => {
        await this.refuseIfDiscarded();
        return this.livingRows();
      }),
    );
    // What the garden opens from is what later commits add to: the snapshot policy counts from here.
    this.kept = rows.meta.find((r) => r.key === 'snapshot')?.value ?? { covers: 0, items: 0 };
    this.logged = rows.log.map((row) => ({ seq: row.seq ?? 0, items: itemCount(row) }));
    return this.decode(rows, options);
  }

  /**
   * Everything a backup holds, as one consistent whole: every row is read in one transaction, and the
   * snapshot's blob bytes only after it (awaiting anything but IndexedDB inside a transaction commits it early).
   */
  async contents(): Promise<StoreContents> {
    const db = this.db;
    const [rows, segments, texts, journal, gut] = await this.transacting(() =>
      db.transaction('r', [db.snapshot, db.log, db.meta, db.segments, db.texts, db.journal, db.gut], async () => {
        await this.refuseIfDiscarded();
        return Promise.all([
          this.livingRows(),
          db.segments.toArray(),
          db.texts.toArray(),
          db.journal.toArray(),
          db.gut.toArray(),
        ]);
      }),
    );
    return { opening: await this.decode(rows), segments, texts, journal, gut };
  }

  /** The snapshot's rows and the log after it, as stored; inside a transaction over snapshot, log and meta. */
  private async livingRows(): Promise<StoredRows> {
    const db = this.db;
    const meta = await db.meta.toArray();
    const covers = meta.find((r) => r.key === 'snapshot')?.value.covers ?? 0;
    const [snapshot, log] = await Promise.all([db.snapshot.toArray(), db.log.where('seq').above(covers).toArray()]);
    return { snapshot, log, meta };
  }

  /** The garden the rows hold: the snapshot's blobs read (after their transaction), the log after it in order. */
  private async decode({ snapshot, log, meta }: StoredRows, options: { deferEdges?: boolean } = {}): Promise<Opening> {
    const garden = meta.find((r): r is Extract<MetaRow, { key: 'garden' }> => r.key === 'garden');
    const since = [...log].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    return {
      ...(snapshot.length ? { snapshot: await readSnapshotRows(snapshot, options) } : {}),
      since,
      ...(garden ? { meta: garden.value } : {}),
    };
  }

  /** One IndexedDB transaction: if anything fails, nothing of the change is written. */
  async commit(c: ChangeSet): Promise<void> {
    const db = this.db;
    const living: LogRow = {
      sources: c.sources,
      nodes: c.nodes,
      edges: c.edges,
      compost: c.compost,
      vectors: c.vectors,
    };
    const items = itemCount(living);
    const seq = await this.transacting(() =>
      db.transaction('rw', [db.log, db.segments, db.texts, db.journal, db.gut, db.meta], async () => {
        await this.refuseIfDiscarded();
        const seq = items ? await db.log.add(living) : undefined;
        await db.segments.bulkPut(c.segments);
        if (c.texts?.length) await db.texts.bulkPut(c.texts);
        await db.journal.bulkAdd(c.journal);
        if (c.digested?.length) await db.gut.bulkDelete(c.digested);
        if (c.meta) await db.meta.put({ key: 'garden', value: c.meta });
        return seq;
      }),
    );
    if (seq !== undefined) this.logged.push({ seq, items });
  }

  wantsSnapshot(): boolean {
    const items = this.logged.reduce((sum, l) => sum + l.items, 0);
    const { minItems, maxRows } = this.policy;
    return items >= Math.max(minItems, this.kept.items / 4) || this.logged.length > maxRows;
  }

  /**
   * Folds the log into a new snapshot. It must hold every commit this store has finished: the garden passes
   * its state when nothing is on its way to the store, and only the one writer (see the worker's lock) does.
   */
  async keepSnapshot(snapshot: Snapshot): Promise<void> {
    const covers = this.logged.at(-1)?.seq ?? this.kept.covers;
    const info: SnapshotInfo = { covers, items: itemCount(snapshot) };
    const rows = snapshotRows(snapshot);
    const db = this.db;
    await this.transacting(() =>
      db.transaction('rw', [db.snapshot, db.log, db.meta], async () => {
        await this.refuseIfDiscarded();
        await db.snapshot.clear();
        await db.snapshot.bulkAdd(rows);
        await db.log.where('seq').belowOrEqual(covers).delete();
        await db.meta.put({ key: 'snapshot', value: info });
      }),
    );
    this.kept = info;
    this.logged = this.logged.filter((l) => l.seq > covers);
  }

  /** Replaces everything with a restored backup, in one transaction: its living garden is one log row. */
  async replace(
    rows: LivingChange & {
      segments: Segment[];
      texts: SourceText[];
      journal: JournalEntry[];
      gut: GutEntry[];
      meta: MetaRow[];
    },
  ): Promise<void> {
    const db = this.db;
    const tables = [db.log, db.snapshot, db.segments, db.texts, db.journal, db.gut, db.meta];
    await guardQuota(() =>
      db.transaction('rw', tables, async () => {
        await Promise.all(tables.map((t) => t.clear()));
        const { sources, nodes, edges, compost, vectors } = rows;
        const living: LogRow = { sources, nodes, edges, compost, vectors };
        if (itemCount(living)) await db.log.add(living);
        await db.segments.bulkAdd(rows.segments);
        await db.texts.bulkAdd(rows.texts);
        await db.journal.bulkAdd(rows.journal);
        await db.gut.bulkAdd(rows.gut);
        await db.meta.bulkAdd(rows.meta.filter((r) => r.key === 'garden'));
        await db.meta.put(storeMark());
      }),
    );
    this.marked = true;
    this.logged = [];
    this.kept = { covers: 0, items: 0 };
    // The whole garden is back from a backup: what the browser discarded no longer stands.
    this.discarded = undefined;
  }

  async stage(entries: GutEntry[]): Promise<void> {
    await this.transacting(() =>
      this.db.transaction('rw', [this.db.gut, this.db.meta], async () => {
        await this.refuseIfDiscarded();
        await this.db.gut.bulkPut(entries);
      }),
    );
  }

  pendingCount(): Promise<number> {
    return this.db.gut.count();
  }

  async pending(): Promise<GutEntry[]> {
    return (await this.db.gut.toArray()).sort(pickOrder);
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
    } else if (q.sourceId) {
      const [own, about] = await Promise.all([
        db.journal.where('sourceId').equals(q.sourceId).toArray(),
        q.nodeIds?.length ? db.journal.where('nodeId').anyOf(q.nodeIds).toArray() : [],
      ]);
      rows = [...new Map([...own, ...about].map((j) => [j.seq, j])).values()];
    } else rows = await db.journal.toArray();
    rows.sort((x, y) => (x.seq ?? 0) - (y.seq ?? 0));
    return q.limit ? rows.slice(-q.limit) : rows;
  }

  async segments(ids: string[]): Promise<Segment[]> {
    const rows = await this.db.segments.bulkGet(ids);
    return rows.filter((s): s is Segment => s !== undefined);
  }

  async texts(sourceId: string): Promise<SourceText[]> {
    return this.db.texts.where('[sourceId+version]').between([sourceId, 0], [sourceId, Infinity]).toArray();
  }

  close(): Promise<void> {
    this.db.close();
    return Promise.resolve();
  }
}
