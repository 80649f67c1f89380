// The garden's store on IndexedDB (Dexie). In Node the same code runs on fake-indexeddb.
import { pickOrder, type ChangeSet, type GutEntry } from '../core/kernel/changes';
import type { GardenStore, JournalQuery, Snapshot } from '../core/kernel/store';
import type { JournalEntry, Segment } from '../core/types';
import { fromStoredRow, type BlobRow } from './blob-row';
import { openDb, type GardenDb, type MetaRow } from './db';
import {
  itemCount,
  storedPack,
  replay,
  type LivingParts,
  type LivingRows,
  type LogRow,
  type PackInfo,
  type PackRow,
} from './pack';
import { guardQuota } from './quota';
import { toRow } from './vector-codec';

/**
 * When the log is folded into a new pack: once it holds `minItems` items and a quarter of what the pack holds
 * (so packing costs a constant share of the writes), or `maxRows` rows (so opening reads few rows).
 */
export interface PackPolicy {
  minItems: number;
  maxRows: number;
}

const DEFAULT_POLICY: PackPolicy = { minItems: 2000, maxRows: 500 };

interface RawLiving {
  pack: (PackRow | BlobRow)[];
  log: LogRow[];
  meta: MetaRow[];
}

export class DexieStore implements GardenStore {
  /** Log rows written since the pack, with how many items each holds. */
  private logged: { seq: number; items: number }[] = [];
  private packed: PackInfo = { covers: 0, items: 0 };

  private constructor(
    readonly db: GardenDb,
    private readonly policy: PackPolicy,
  ) {}

  static async open(name = 'metabolic-garden', policy = DEFAULT_POLICY): Promise<DexieStore> {
    const db = openDb(name);
    await db.open();
    return new DexieStore(db, policy);
  }

  /** The garden to open: the pack's edges are deferred (see DeferredEdges). */
  async load(): Promise<Snapshot> {
    const [living, meta] = await this.read({ deferEdges: true });
    return { ...living, ...(meta ? { meta } : {}) };
  }

  /** The pack and the log after it, in one transaction, replayed; the garden's meta beside them. */
  async read(options: { deferEdges?: boolean } = {}): Promise<[LivingParts, Snapshot['meta']]> {
    const db = this.db;
    const raw = await db.transaction('r', [db.packs, db.log, db.meta], () => this.livingRows());
    // What the garden opens from is what later commits add to: the packing policy counts from here.
    this.packed = raw.meta.find((r) => r.key === 'pack')?.value ?? { covers: 0, items: 0 };
    this.logged = raw.log.map((row) => ({ seq: row.seq ?? 0, items: itemCount(row) }));
    return this.decode(raw, options);
  }

  /**
   * Everything a backup holds, as one consistent snapshot: every row is read in one transaction, and the
   * packs' blob bytes only after it (awaiting anything but IndexedDB inside a transaction commits it early).
   */
  async snapshot(): Promise<{
    living: LivingParts;
    meta: Snapshot['meta'];
    segments: Segment[];
    journal: JournalEntry[];
    gut: GutEntry[];
  }> {
    const db = this.db;
    const [raw, segments, journal, gut] = await db.transaction(
      'r',
      [db.packs, db.log, db.meta, db.segments, db.journal, db.gut],
      () => Promise.all([this.livingRows(), db.segments.toArray(), db.journal.toArray(), db.gut.toArray()]),
    );
    const [living, meta] = await this.decode(raw);
    return { living, meta, segments, journal, gut };
  }

  /** The rows of the pack and the log after it, as stored; inside a transaction over packs, log and meta. */
  private async livingRows(): Promise<RawLiving> {
    const db = this.db;
    const meta = await db.meta.toArray();
    const covers = meta.find((r) => r.key === 'pack')?.value.covers ?? 0;
    const [pack, log] = await Promise.all([db.packs.toArray(), db.log.where('seq').above(covers).toArray()]);
    return { pack, log, meta };
  }

  /** The garden the rows hold: the packs' blobs read (after their transaction), the log replayed on them. */
  private async decode(
    { pack, log, meta }: RawLiving,
    options: { deferEdges?: boolean } = {},
  ): Promise<[LivingParts, Snapshot['meta']]> {
    // A blob stays readable once its transaction is over; packs written before blobs are rows as they are.
    const rows = await Promise.all(pack.map((row) => fromStoredRow<PackRow>(row)));
    const garden = meta.find((r): r is Extract<MetaRow, { key: 'garden' }> => r.key === 'garden');
    return [replay(rows, log, options), garden?.value];
  }

  /** One IndexedDB transaction: if anything fails, nothing of the change is written. */
  async commit(c: ChangeSet): Promise<void> {
    const db = this.db;
    const living = { sources: c.sources, nodes: c.nodes.map(toRow), edges: c.edges, compost: c.compost };
    const items = itemCount(living);
    const seq = await guardQuota(() =>
      db.transaction('rw', [db.log, db.segments, db.journal, db.gut, db.meta], async () => {
        const seq = items ? await db.log.add(living) : undefined;
        await db.segments.bulkPut(c.segments);
        await db.journal.bulkAdd(c.journal);
        if (c.digested?.length) await db.gut.bulkDelete(c.digested);
        if (c.meta) await db.meta.put({ key: 'garden', value: c.meta });
        return seq;
      }),
    );
    if (seq !== undefined) this.logged.push({ seq, items });
  }

  wantsPack(): boolean {
    const items = this.logged.reduce((sum, l) => sum + l.items, 0);
    const { minItems, maxRows } = this.policy;
    return items >= Math.max(minItems, this.packed.items / 4) || this.logged.length > maxRows;
  }

  /**
   * Folds the log into a new pack. `parts` must hold every commit this store has finished: the garden passes
   * its state when nothing is on its way to the store, and only the one writer (see the worker's lock) packs.
   */
  async pack(parts: LivingParts): Promise<void> {
    const covers = this.logged.at(-1)?.seq ?? this.packed.covers;
    const info: PackInfo = { covers, items: itemCount(parts) };
    const rows = storedPack(parts);
    const db = this.db;
    await guardQuota(() =>
      db.transaction('rw', [db.packs, db.log, db.meta], async () => {
        await db.packs.clear();
        await db.packs.bulkAdd(rows);
        await db.log.where('seq').belowOrEqual(covers).delete();
        await db.meta.put({ key: 'pack', value: info });
      }),
    );
    this.packed = info;
    this.logged = this.logged.filter((l) => l.seq > covers);
  }

  /** Replaces everything with `rows` (a restored backup) in one transaction. */
  async replace(rows: LivingRows & { segments: Segment[]; journal: JournalEntry[]; gut: GutEntry[]; meta: MetaRow[] }) {
    const db = this.db;
    await guardQuota(() =>
      db.transaction('rw', [db.log, db.packs, db.segments, db.journal, db.gut, db.meta], async () => {
        await Promise.all([db.log, db.packs, db.segments, db.journal, db.gut, db.meta].map((t) => t.clear()));
        const living = { sources: rows.sources, nodes: rows.nodes, edges: rows.edges, compost: rows.compost };
        if (itemCount(living)) await db.log.add(living);
        await db.segments.bulkAdd(rows.segments);
        await db.journal.bulkAdd(rows.journal);
        await db.gut.bulkAdd(rows.gut);
        await db.meta.bulkAdd(rows.meta.filter((r) => r.key === 'garden'));
      }),
    );
    this.logged = [];
    this.packed = { covers: 0, items: 0 };
  }

  async stage(entries: GutEntry[]): Promise<void> {
    await guardQuota(() => this.db.gut.bulkPut(entries));
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
