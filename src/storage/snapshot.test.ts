// The log and the snapshot: a garden reloads the same whether its changes are still in the log or folded into
// a snapshot; the snapshot's indexes come back as they were written, nothing indexed again; a snapshot of
// another format, or a database an earlier development build wrote, is refused and left as it was.
import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../core/clock';
import { HashEmbedder } from '../core/embedding/hash-embedder';
import { toCodes } from '../core/embedding/codes';
import { Garden } from '../core/garden/garden';
import type { LivingChange } from '../core/kernel/changes';
import { GardenState } from '../core/kernel/state';
import { KeywordIndex } from '../core/indexes/keyword-index';
import { ANN_MIN, VectorIndex } from '../core/indexes/vector-index';
import type { Edge } from '../core/types';
import { feed, fingerprint, makeGarden, plainNode, T0 } from '../../tests/support/garden';
import { fromBlobRow } from './blob-row';
import { OlderStoreError, V1_STORES } from './db';
import { DexieStore } from './dexie-store';
import {
  CHUNK_ITEMS,
  decodeSnapshot,
  encodeSnapshot,
  readSnapshotRows,
  SNAPSHOT_FORMAT,
  SnapshotFormatError,
  snapshotRows,
  type Section,
} from './snapshot';

let counter = 0;
const freshName = () => `snapshot-test-${String(process.pid)}-${String(++counter)}`;
const open = (store: DexieStore, clock = new ManualClock(T0)) =>
  Garden.open({ store, embedder: new HashEmbedder(), clock });

const NOTES = [
  '# Home\n\nThe boiler is in the loft.\n\nThe spare key is in the blue tin.',
  'The vet clinic is Maple Vet Clinic, open until 6 pm.',
  '- The bins go out on Tuesday.\n- Recycling goes out every other Thursday.',
  'The plumber is Castillo Plumbing.',
  'The library closes at 8 pm on weekdays.',
];

/** A store whose garden of NOTES has been folded into a snapshot, and that garden. */
async function keptGarden() {
  const store = await DexieStore.open(freshName());
  const garden = await open(store);
  for (const text of NOTES) await feed(garden, text);
  await store.keepSnapshot(garden.state.snapshot());
  return { store, garden };
}

/** The store's snapshot sections as the garden reads them back. */
const sectionsOf = async (store: DexieStore): Promise<Section[]> =>
  Promise.all((await store.db.snapshot.toArray()).map((row) => fromBlobRow<Section>(row)));

/** Every node's codes, by id: a garden's vectors. */
const codesOf = (garden: Garden) =>
  Object.fromEntries([...garden.state.nodes.keys()].map((id) => [id, garden.state.vectors.codesOf(id)]));

describe('the log and the snapshot', () => {
  it('folds the log into a snapshot once it has grown, and reloads the same garden', async () => {
    const store = await DexieStore.open(freshName(), { minItems: 4, maxRows: 100 });
    const garden = await open(store);
    for (const text of NOTES) await feed(garden, text);
    expect(await store.db.snapshot.count()).toBeGreaterThan(0);
    // Each note committed at least one log row; those the snapshot covers are gone.
    expect(await store.db.log.count()).toBeLessThan(NOTES.length);

    // A change after the snapshot (a confirmation) is read from the log over the snapshot's older version.
    await garden.ingest({ content: 'The plumber is Castillo Plumbing.', trust: 'external', origin: 'site' });
    const reopened = await open(store);
    expect(fingerprint(reopened)).toEqual(fingerprint(garden));
    expect(reopened.state.edges.size).toBe(garden.state.edges.size);
    expect(reopened.state.sources.size).toBe(garden.state.sources.size);
    expect([...reopened.state.nodes.values()].map((n) => n.refs)).toEqual(
      [...garden.state.nodes.values()].map((n) => n.refs),
    );
    // A vector is the same int8 codes in memory, in the log and in the snapshot.
    expect(codesOf(reopened)).toEqual(codesOf(garden));
  });

  it('keeps every change in the log until the garden takes a snapshot, then reads a few sections', async () => {
    const store = await DexieStore.open(freshName());
    const garden = await open(store);
    for (const text of NOTES) await feed(garden, text);
    expect(await store.db.snapshot.count()).toBe(0);
    expect(await store.db.log.count()).toBeGreaterThanOrEqual(NOTES.length);
    const snapshot = garden.state.snapshot();
    await store.keepSnapshot(snapshot);
    expect(await store.db.log.count()).toBe(0);
    // Its format first, a section per kind that has anything (a garden this small fits in one), both indexes.
    const sections = await sectionsOf(store);
    const kinds = sections.map((s) => s.kind);
    expect(kinds[0]).toBe('format');
    expect(kinds.slice(-2)).toEqual(['vectors', 'keywords']);
    expect(kinds.filter((kind) => kind === 'nodes')).toHaveLength(1);
    // The vector index's image holds every node's codes, 256 each.
    const vectors = sections.find((s) => s.kind === 'vectors');
    expect(vectors?.kind === 'vectors' && vectors.codes.length).toBe(snapshot.nodes.length * 256);
    expect(fingerprint(await open(store))).toEqual(fingerprint(garden));
  });

  it('takes both indexes back as they were: only what the log changed since is indexed again', async () => {
    const { store, garden } = await keptGarden();
    await feed(garden, 'The piano tuner is Ingrid Solberg.');
    const fromLog = [...garden.state.nodes.values()].filter((n) => n.text.includes('Solberg')).map((n) => n.id);
    expect(fromLog).toHaveLength(1);

    const upsert = vi.spyOn(KeywordIndex.prototype, 'upsert');
    const upsertMany = vi.spyOn(VectorIndex.prototype, 'upsertMany');
    const reopened = await open(store);
    expect(upsert.mock.calls.map(([id]) => id)).toEqual(fromLog);
    expect(upsertMany.mock.calls.flatMap(([entries]) => entries.map(([id]) => id))).toEqual(fromLog);
    upsert.mockRestore();
    upsertMany.mockRestore();
    for (const query of ['Castillo Plumbing', 'piano tuner', 'when do the bins go out', 'spare key'])
      expect(reopened.state.keywords.search(query, () => true)).toEqual(
        garden.state.keywords.search(query, () => true),
      );
    expect(reopened.state.vectors.image()).toEqual(garden.state.vectors.image());
  });

  it('keeps the vector index’s binary codes: a big garden is searched the same after reopening', () => {
    let seed = 5;
    const unit = () => {
      const v = Float32Array.from({ length: 256 }, () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32 - 0.5);
      const norm = Math.hypot(...v);
      return v.map((x) => x / norm);
    };
    const floats = Array.from({ length: ANN_MIN + 200 }, unit);
    const nodes = floats.map((_, k) => plainNode(`n_${String(k)}`, `note ${String(k)}`));
    const garden: LivingChange = {
      sources: [],
      nodes,
      edges: [],
      compost: [],
      vectors: floats.map((v, k) => ({ id: `n_${String(k)}`, codes: toCodes(v) })),
    };
    const made = GardenState.open({ since: [garden] }, 256);
    expect(made.vectors.approximate).toBe(true);
    const moved = unit();
    const since: LivingChange[] = [{ ...garden, nodes: [], vectors: [{ id: 'n_7', codes: toCodes(moved) }] }];
    const reopened = GardenState.open(
      { snapshot: decodeSnapshot(structuredClone(encodeSnapshot(made.snapshot()))), since },
      256,
    );
    made.apply(since[0] as LivingChange);
    expect(reopened.vectors.approximate).toBe(true);
    for (const q of [moved, floats[0], floats[900], unit()] as Float32Array[])
      expect(reopened.vectors.search(q, 10, () => true)).toEqual(made.vectors.search(q, 10, () => true));
    expect(reopened.vectors.search(moved, 1, () => true)[0]?.id).toBe('n_7');
  });

  it('logs a node that a search touched as plain data, its vector unchanged and not written again', async () => {
    const { store } = await keptGarden();
    const reopened = await open(store);
    const touched = await reopened.recall('Who is the plumber?');
    expect(touched.length).toBeGreaterThan(0);
    const rows = await store.db.log.toArray();
    expect(rows.flatMap((row) => row.nodes).length).toBeGreaterThan(0);
    expect(rows.flatMap((row) => row.nodes).some((node) => 'vector' in node)).toBe(false);
    expect(rows.flatMap((row) => row.vectors)).toEqual([]);
    expect(fingerprint(await open(store))).toEqual(fingerprint(reopened));
  });

  it('refuses a snapshot of another format, naming both, and changes nothing', async () => {
    const { store, garden } = await keptGarden();
    const sections = encodeSnapshot(garden.state.snapshot());
    expect(sections[0]).toEqual({ id: 0, kind: 'format', format: SNAPSHOT_FORMAT });
    const newer = [{ id: 0, kind: 'format', format: SNAPSHOT_FORMAT + 1 } as Section, ...sections.slice(1)];
    expect(() => decodeSnapshot(newer)).toThrow(SnapshotFormatError);
    expect(() => decodeSnapshot(sections.slice(1))).toThrow(/snapshot format unknown/);
    // As the store meets it: the garden does not open, and the rows stay as they were.
    const [format] = await store.db.snapshot.toArray();
    if (!format) throw new Error('no snapshot');
    await store.db.snapshot.put({ ...format, fields: { format: SNAPSHOT_FORMAT + 1 } });
    const rows = await store.db.snapshot.count();
    await expect(open(store)).rejects.toThrow(
      `the stored garden is in snapshot format ${String(SNAPSHOT_FORMAT + 1)}, and this version of the app reads format ${String(SNAPSHOT_FORMAT)}`,
    );
    expect(await store.db.snapshot.count()).toBe(rows);
  });
});

describe('a database an earlier development build wrote', () => {
  /** A database at version 3 (the last before this format), holding a pack row and a log row. */
  async function version3(name: string, withRows: boolean): Promise<void> {
    const db = new Dexie(name);
    db.version(1).stores(V1_STORES);
    db.version(2).stores({ log: '++seq', packs: 'id' });
    db.version(3).stores({ sources: null, nodes: null, edges: null, compost: null });
    await db.open();
    if (withRows) {
      await db.table('packs').add({ id: 0, kind: 'sources', json: '[]' });
      await db
        .table('log')
        .add({ sources: [], nodes: [{ id: 'n1', vector: new Int8Array(4) }], edges: [], compost: [] });
      await db.table('meta').put({ key: 'pack', value: { covers: 0, items: 1 } });
    }
    db.close();
  }

  it('is refused with a message that says what to do, and left exactly as it was', async () => {
    const name = freshName();
    await version3(name, true);
    await expect(DexieStore.open(name)).rejects.toThrow(OlderStoreError);
    await expect(DexieStore.open(name)).rejects.toThrow(
      /earlier development build.*Nothing was changed.*download a backup/,
    );
    const db = new Dexie(name);
    await db.open();
    expect(db.verno).toBe(3);
    expect(await db.table('packs').count()).toBe(1);
    expect(await db.table('log').count()).toBe(1);
    db.close();
  });

  it('is refused from version 1 too (one row per node), which the version-2 upgrade had moved into the log', async () => {
    const name = freshName();
    const v1 = new Dexie(name);
    v1.version(1).stores(V1_STORES);
    await v1.open();
    await v1.table('nodes').add({ id: 'n1', text: 'The boiler is in the loft.' });
    v1.close();
    await expect(DexieStore.open(name)).rejects.toThrow(OlderStoreError);
    const db = new Dexie(name);
    await db.open();
    expect(await db.table('nodes').count()).toBe(1);
    db.close();
  });

  it('opens when it holds nothing yet (a garden opened but never written)', async () => {
    const name = freshName();
    await version3(name, false);
    const store = await DexieStore.open(name);
    expect(store.db.tables.map((t) => t.name).sort()).toEqual([
      'gut',
      'journal',
      'log',
      'meta',
      'segments',
      'snapshot',
      'texts',
    ]);
    const garden = await open(store);
    await feed(garden, NOTES[0] ?? '');
    expect(fingerprint(await open(store))).toEqual(fingerprint(garden));
  });
});

describe('the snapshot codec', () => {
  it('keeps edges as columns whose ends point at the snapshot’s nodes, and reads them back as they were', async () => {
    const { garden } = await makeGarden();
    for (const text of NOTES) await feed(garden, text);
    const snapshot = garden.state.snapshot();
    const [a, b] = snapshot.nodes;
    if (!a || !b) throw new Error('too few nodes');
    const edges: Edge[] = [
      { id: 'e1', kind: 'confirms', from: a.id, to: b.id, weight: 0.5, createdAt: T0, touchedAt: T0 + 1 },
      { id: 'e2', kind: 'lesion', from: b.id, to: 'n_elsewhere', weight: 1, createdAt: T0, touchedAt: T0, open: true },
    ];
    const sections = encodeSnapshot({ ...snapshot, edges });
    const columns = sections.find((s) => s.kind === 'edges');
    expect(columns?.kind === 'edges' && [...columns.ends]).toEqual([0, 1, 1, -1]);
    expect(decodeSnapshot(structuredClone(sections)).edges).toEqual(edges);
  });

  it('cuts a snapshot into sections of each kind, and reads them back as the garden they came from', async () => {
    const { garden } = await makeGarden();
    for (const text of NOTES) await feed(garden, text);
    await garden.ingest({ content: 'The plumber is Castillo Plumbing.', trust: 'external', origin: 'site' });
    const snapshot = garden.state.snapshot();
    const sections = encodeSnapshot(snapshot, { sources: 2, nodes: 3, edges: 2, compost: 1 });
    const count = (kind: Section['kind']) => sections.filter((s) => s.kind === kind).length;
    expect(count('nodes')).toBe(Math.ceil(snapshot.nodes.length / 3));
    expect(count('nodes')).toBeGreaterThan(1);
    expect(count('edges')).toBe(Math.ceil(snapshot.edges.length / 2));
    expect(count('sources')).toBe(Math.ceil(snapshot.sources.length / 2));
    expect(sections.map((s) => s.id)).toEqual(sections.map((_, k) => k));
    // Edges whose ends sit in other sections of nodes point at them all the same.
    expect(decodeSnapshot(structuredClone(sections))).toEqual(snapshot);
  });

  it('defers the edges for opening: open lesions made at once, the rest by slices, the log’s on top', async () => {
    const { garden } = await makeGarden();
    for (const text of NOTES) await feed(garden, text);
    const snapshot = garden.state.snapshot();
    const [a, b, c] = snapshot.nodes;
    if (!a || !b || !c) throw new Error('too few nodes');
    const lesion = (id: string, from: string, to: string, open: boolean): Edge => ({
      id,
      kind: 'lesion',
      from,
      to,
      weight: 1,
      createdAt: T0,
      touchedAt: T0,
      open,
    });
    const opened = lesion('e_open', b.id, c.id, true);
    const edges: Edge[] = [
      { id: 'e_rel', kind: 'related', from: a.id, to: b.id, weight: 0.5, createdAt: T0, touchedAt: T0 },
      lesion('e_closed', a.id, c.id, false),
      opened,
      lesion('e_resolved_later', c.id, a.id, true),
    ];
    const sections = encodeSnapshot({ ...snapshot, edges }, { sources: 2, nodes: 2, edges: 3, compost: 2 });
    const later = { ...lesion('e_resolved_later', c.id, a.id, false), resolvedAt: T0 + 5 };
    const since: LivingChange[] = [{ sources: [], nodes: [], edges: [later], compost: [], vectors: [] }];

    const lazy = decodeSnapshot(structuredClone(sections), { deferEdges: true });
    expect(lazy.edges).toEqual([]);
    const deferred = lazy.deferredEdges;
    expect(deferred?.openLesions).toEqual([opened, edges[3]]);
    expect(deferred?.count).toBe(edges.length);
    expect(deferred?.slice(0, edges.length)).toEqual(edges);
    expect(deferred?.slice(2, 4)).toEqual(edges.slice(2, 4));

    // Opened either way, the garden is the same.
    const eager = GardenState.open({ snapshot: decodeSnapshot(structuredClone(sections)), since }, 256);
    const state = GardenState.open({ snapshot: lazy, since }, 256);
    expect(state.openLesions()).toEqual([opened]);
    expect(state.settle(1)).toBe(true);
    const byId = (s: GardenState) => [...s.edges.values()].sort((x, y) => x.id.localeCompare(y.id));
    expect(byId(state)).toEqual(byId(eager));
    expect(state.edges.get('e_resolved_later')).toEqual(later);
  });

  it('reads a section of more items than a call can take as arguments', async () => {
    const { garden } = await makeGarden();
    await feed(garden, NOTES[0] ?? '');
    const snapshot = garden.state.snapshot();
    const [a, b] = snapshot.nodes;
    if (!a || !b) throw new Error('too few nodes');
    // A 100k-node garden's section of edges: spreading it into a push overflows the stack.
    const edges = Array.from({ length: 250_000 }, (_, k): Edge => ({
      id: `e${String(k)}`,
      kind: 'related',
      from: a.id,
      to: b.id,
      weight: 1,
      createdAt: k,
      touchedAt: k,
    }));
    const rows = snapshotRows({ ...snapshot, edges }, { ...CHUNK_ITEMS, edges: edges.length });
    const back = await readSnapshotRows(rows);
    expect(back.edges.length).toBe(edges.length);
    expect(back.edges.at(-1)).toEqual(edges.at(-1));
  });
});
