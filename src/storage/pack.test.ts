// The log and the pack: a garden reloads the same whether its changes are still in the log, folded into a
// pack, or carried over from the one-row-per-node layout of version 1.
import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../core/clock';
import { HashEmbedder } from '../core/embedding/hash-embedder';
import { pendingCodes, unitFactor } from '../core/embedding/int8';
import { cosine } from '../core/embedding/vector';
import { Garden } from '../core/garden/garden';
import { GardenState } from '../core/kernel/state';
import { KeywordIndex } from '../core/indexes/keyword-index';
import { ANN_MIN, VectorIndex } from '../core/indexes/vector-index';
import type { Edge, GardenNode, Source } from '../core/types';
import { feed, fingerprint, makeGarden, T0 } from '../../tests/support/garden';
import { fromStoredRow, isBlobRow } from './blob-row';
import { V1_STORES } from './db';
import { DexieStore } from './dexie-store';
import { CHUNK_ITEMS, packRows, replay, type LogRow, type PackRow } from './pack';
import { toRow } from './vector-codec';

let counter = 0;
const freshName = () => `pack-test-${String(process.pid)}-${String(++counter)}`;
const open = (store: DexieStore, clock = new ManualClock(T0)) =>
  Garden.open({ store, embedder: new HashEmbedder(), clock });

const NOTES = [
  '# Home\n\nThe boiler is in the loft.\n\nThe spare key is in the blue tin.',
  'The vet clinic is Maple Vet Clinic, open until 6 pm.',
  '- The bins go out on Tuesday.\n- Recycling goes out every other Thursday.',
  'The plumber is Castillo Plumbing.',
  'The library closes at 8 pm on weekdays.',
];

/** A store whose garden of NOTES has been folded into a pack, and that garden. */
async function packedGarden() {
  const store = await DexieStore.open(freshName());
  const garden = await open(store);
  for (const text of NOTES) await feed(garden, text);
  await store.pack(garden.state.parts());
  return { store, garden };
}

/** The store's pack chunks as the garden reads them back. */
const chunksOf = async (store: DexieStore): Promise<PackRow[]> =>
  Promise.all((await store.db.packs.toArray()).map((row) => fromStoredRow<PackRow>(row)));

describe('the log and the pack', () => {
  it('folds the log into a pack once it has grown, and reloads the same garden', async () => {
    const store = await DexieStore.open(freshName(), { minItems: 4, maxRows: 100 });
    const garden = await open(store);
    for (const text of NOTES) await feed(garden, text);
    expect(await store.db.packs.count()).toBeGreaterThan(0);
    // Each note committed at least one log row; those the pack covers are gone.
    expect(await store.db.log.count()).toBeLessThan(NOTES.length);

    // A change after the pack (a confirmation) is read from the log over the pack's older version.
    await garden.ingest({ content: 'The plumber is Castillo Plumbing.', trust: 'external', origin: 'site' });
    const reopened = await open(store);
    expect(fingerprint(reopened)).toEqual(fingerprint(garden));
    expect(reopened.state.edges.size).toBe(garden.state.edges.size);
    expect(reopened.state.sources.size).toBe(garden.state.sources.size);
    for (const node of garden.state.nodes.values()) {
      const back = reopened.state.nodes.get(node.id);
      expect(back?.refs).toBe(node.refs);
      expect(cosine(back?.vector ?? new Float32Array(256), node.vector)).toBeGreaterThan(0.9999);
    }
  });

  it('keeps every change in the log until the garden packs, then reads few rows', async () => {
    const store = await DexieStore.open(freshName());
    const garden = await open(store);
    for (const text of NOTES) await feed(garden, text);
    expect(await store.db.packs.count()).toBe(0);
    const commits = await store.db.log.count();
    expect(commits).toBeGreaterThanOrEqual(NOTES.length);
    const parts = garden.state.parts();
    await store.pack(parts);
    expect(await store.db.log.count()).toBe(0);
    // One chunk per kind that has anything (a garden this small fits in one), and the keyword index.
    const kinds = [parts.sources, parts.nodes, parts.edges, parts.compost].filter((rows) => rows.length);
    expect(await store.db.packs.count()).toBe(kinds.length + 1);
    // A chunk of nodes keeps their vectors as one block of int8 codes, a scale per node.
    const stored = await store.db.packs.toArray();
    expect(stored.every(isBlobRow)).toBe(true);
    const chunk = (await chunksOf(store)).find((row) => row.kind === 'node-columns');
    expect(chunk?.kind === 'node-columns' && chunk.codes.length).toBe(parts.nodes.length * 256);
    expect(chunk?.kind === 'node-columns' && chunk.scales.length).toBe(parts.nodes.length);
    // And each node's unit factor, which reopening takes instead of reading the codes for it.
    if (chunk?.kind !== 'node-columns') throw new Error('no chunk of nodes');
    parts.nodes.forEach((_, k) => {
      expect(chunk.units?.[k]).toBe(unitFactor(chunk.codes.subarray(k * 256, (k + 1) * 256)));
    });
    const unpacked = replay([chunk], []).nodes.map((node) => pendingCodes(node)?.unit);
    expect(unpacked).toEqual([...(chunk.units ?? [])]);
    expect(fingerprint(await open(store))).toEqual(fingerprint(garden));
  });

  it('opens a packed garden with its vectors still codes, searched as codes, unpacked only when read', async () => {
    const { store, garden } = await packedGarden();

    const reopened = await open(store);
    const nodes = [...reopened.state.nodes.values()];
    expect(nodes.every((node) => pendingCodes(node))).toBe(true);
    // Their codes share one buffer of codes alone, not the whole row's bytes read from its blob.
    expect(new Set(nodes.map((node) => pendingCodes(node)?.codes.buffer.byteLength))).toEqual(
      new Set([nodes.length * 256]),
    );
    // The index finds a node by its codes without unpacking anything.
    const plumber = [...garden.state.nodes.values()].find((n) => n.text.includes('Castillo'));
    const hit = reopened.state.vectors.search(plumber?.vector ?? new Float32Array(256), 1, () => true)[0];
    expect(hit?.id).toBe(plumber?.id);
    expect(hit?.score).toBeGreaterThan(0.999);
    expect(nodes.every((node) => pendingCodes(node))).toBe(true);
    // Read once, a vector is unpacked and kept; packing again writes the codes it came from.
    const first = nodes[0];
    if (!first) throw new Error('the garden is empty');
    const vector = first.vector;
    expect(first.vector).toBe(vector);
    expect(pendingCodes(first)).toBeUndefined();
    const original = garden.state.nodes.get(first.id)?.vector ?? new Float32Array(256);
    expect(cosine(vector, original)).toBeGreaterThan(0.9999);
    const before = (await chunksOf(store)).find((row) => row.kind === 'node-columns');
    await store.pack(reopened.state.parts());
    const after = (await chunksOf(store)).find((row) => row.kind === 'node-columns');
    expect(after?.kind === 'node-columns' && [...after.codes]).toEqual(
      before?.kind === 'node-columns' && [...before.codes],
    );
    expect(nodes.slice(1).every((node) => pendingCodes(node))).toBe(true);
    expect(fingerprint(await open(store))).toEqual(fingerprint(garden));
  });

  it('keeps the keyword index with the pack: reopening works out only the terms of nodes the log holds', async () => {
    const { store, garden } = await packedGarden();
    await feed(garden, 'The piano tuner is Ingrid Solberg.');
    const fromLog = [...garden.state.nodes.values()].filter((n) => n.text.includes('Solberg'));
    expect(fromLog).toHaveLength(1);

    const upsert = vi.spyOn(KeywordIndex.prototype, 'upsert');
    const reopened = await open(store);
    expect(upsert.mock.calls.map(([id]) => id)).toEqual(fromLog.map((n) => n.id));
    upsert.mockRestore();
    for (const query of ['Castillo Plumbing', 'piano tuner', 'when do the bins go out', 'spare key'])
      expect(reopened.state.keywords.search(query, () => true)).toEqual(
        garden.state.keywords.search(query, () => true),
      );
  });

  it('keeps the vector index’s codes with the pack: reopening codes only the vectors the log changed', async () => {
    const { garden } = await makeGarden();
    await feed(garden, NOTES[0] ?? '');
    const template = [...garden.state.nodes.values()][0];
    if (!template) throw new Error('no node');
    let seed = 5;
    const unit = () => {
      const v = Float32Array.from({ length: 256 }, () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32 - 0.5);
      const norm = Math.hypot(...v);
      return v.map((x) => x / norm);
    };
    const nodes = Array.from({ length: ANN_MIN + 200 }, (_, k) => ({
      ...template,
      id: `n_${String(k)}`,
      text: `note ${String(k)}`,
      vector: unit(),
    }));
    const rows = packRows(GardenState.from({ sources: [], nodes, edges: [], compost: [] }, 256).parts());
    expect(rows.filter((row) => row.kind === 'vector-codes')).toHaveLength(1);
    const changed = { ...nodes[7], vector: unit() } as GardenNode;
    const log: LogRow[] = [{ seq: 1, sources: [], nodes: [toRow(changed)], edges: [], compost: [] }];

    const upsertMany = vi.spyOn(VectorIndex.prototype, 'upsertMany');
    const reopened = GardenState.from(replay(structuredClone(rows), log, { deferEdges: true }), 256);
    expect(upsertMany.mock.calls.flatMap(([entries]) => entries.map(([id]) => id))).toEqual(['n_7']);
    upsertMany.mockRestore();
    const { vectorCodes, keywords, ...plain } = replay(structuredClone(rows), log);
    expect(vectorCodes && keywords).toBeTruthy();
    const scratch = GardenState.from(plain, 256);
    // Each vector finds its own node first, whether its code was kept or made again.
    for (const [id, q] of [
      ['n_7', changed.vector],
      ['n_0', nodes[0]?.vector],
      ['n_900', nodes[900]?.vector],
    ] as const) {
      const top = (state: GardenState) => state.vectors.search(q ?? unit(), 1, () => true)[0]?.id;
      expect([top(reopened), top(scratch)]).toEqual([id, id]);
    }
  });

  it('logs a packed node that a search touched with its own codes, not its chunk’s', async () => {
    const { store } = await packedGarden();
    const reopened = await open(store);
    const touched = await reopened.recall('Who is the plumber?');
    expect(touched.length).toBeGreaterThan(0);
    const logged = (await store.db.log.toArray()).flatMap((row) => row.nodes);
    expect(logged.length).toBeGreaterThan(0);
    for (const row of logged) {
      expect(row.vector.length).toBe(256);
      expect(row.vector.buffer.byteLength).toBe(256);
    }
    expect(fingerprint(await open(store))).toEqual(fingerprint(reopened));
  });

  it('opens a pack written before its rows were blobs, and writes blobs when it packs again', async () => {
    const { store, garden } = await packedGarden();
    await store.db.packs.clear();
    await store.db.packs.bulkAdd(packRows(garden.state.parts()));
    const reopened = await open(store);
    expect(fingerprint(reopened)).toEqual(fingerprint(garden));
    await store.pack(reopened.state.parts());
    expect((await store.db.packs.toArray()).every(isBlobRow)).toBe(true);
    expect(fingerprint(await open(store))).toEqual(fingerprint(garden));
  });

  it('carries a version-1 database (one row per node) into the log, losing nothing', async () => {
    const { garden } = await makeGarden();
    for (const text of NOTES) await feed(garden, text);
    const name = freshName();
    const v1 = new Dexie(name);
    v1.version(1).stores(V1_STORES);
    const parts = garden.state.parts();
    await v1.table('sources').bulkAdd(parts.sources);
    // Rows written before vectors were packed hold a Float32Array: the first one keeps it.
    await v1.table('nodes').bulkAdd(parts.nodes.map((n, i) => (i === 0 ? n : toRow(n))));
    await v1.table('edges').bulkAdd(parts.edges);
    await v1.table('meta').put({ key: 'garden', value: { sweptUntil: T0, settings: garden.settings } });
    v1.close();

    const store = await DexieStore.open(name);
    const reopened = await open(store);
    expect(fingerprint(reopened)).toEqual(fingerprint(garden));
    expect(reopened.state.edges.size).toBe(parts.edges.length);
    expect(store.db.tables.map((t) => t.name).sort()).toEqual(['gut', 'journal', 'log', 'meta', 'packs', 'segments']);
  });

  it('packs edges as columns whose ends point at the pack’s nodes, and replays them as they were', async () => {
    const { garden } = await makeGarden();
    for (const text of NOTES) await feed(garden, text);
    const parts = garden.state.parts();
    const [a, b] = parts.nodes;
    if (!a || !b) throw new Error('too few nodes');
    const edges: Edge[] = [
      { id: 'e1', kind: 'confirms', from: a.id, to: b.id, weight: 0.5, createdAt: T0, touchedAt: T0 + 1 },
      { id: 'e2', kind: 'lesion', from: b.id, to: 'n_elsewhere', weight: 1, createdAt: T0, touchedAt: T0, open: true },
    ];
    const rows = packRows({ ...parts, edges });
    const columns = rows.find((row) => row.kind === 'edge-columns');
    expect(columns?.kind === 'edge-columns' && [...columns.ends]).toEqual([0, 1, 1, -1]);
    expect(replay(structuredClone(rows), []).edges).toEqual(edges);
  });

  it('cuts a pack into chunks of each kind, and replays them as the garden they came from', async () => {
    const { garden } = await makeGarden();
    for (const text of NOTES) await feed(garden, text);
    await garden.ingest({ content: 'The plumber is Castillo Plumbing.', trust: 'external', origin: 'site' });
    const parts = garden.state.parts();
    const rows = packRows(parts, { sources: 2, nodes: 3, edges: 2, compost: 1 });
    const chunks = (kind: PackRow['kind']) => rows.filter((row) => row.kind === kind).length;
    expect(chunks('node-columns')).toBe(Math.ceil(parts.nodes.length / 3));
    expect(chunks('node-columns')).toBeGreaterThan(1);
    expect(chunks('edge-columns')).toBe(Math.ceil(parts.edges.length / 2));
    expect(chunks('sources')).toBe(Math.ceil(parts.sources.length / 2));
    expect(rows.map((row) => row.id)).toEqual(rows.map((_, k) => k));
    const back = replay(structuredClone(rows), []);
    // Edges whose ends sit in other chunks of nodes point at them all the same.
    expect(back.edges).toEqual(parts.edges);
    expect(back.sources).toEqual(parts.sources);
    expect(back.nodes.map((node) => [node.id, node.text, node.refs])).toEqual(
      parts.nodes.map((node) => [node.id, node.text, node.refs]),
    );
    back.nodes.forEach((node, k) => {
      expect(cosine(node.vector, parts.nodes[k]?.vector ?? new Float32Array(256))).toBeGreaterThan(0.9999);
    });
  });

  it('defers the pack’s edges for opening: open lesions made at once, the rest by slices, the log’s on top', async () => {
    const { garden } = await makeGarden();
    for (const text of NOTES) await feed(garden, text);
    const parts = garden.state.parts();
    const [a, b, c] = parts.nodes;
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
    const rows = packRows({ ...parts, edges }, { sources: 2, nodes: 2, edges: 3, compost: 2 });
    const later = { ...lesion('e_resolved_later', c.id, a.id, false), resolvedAt: T0 + 5 };
    const log: LogRow[] = [{ seq: 1, sources: [], nodes: [], edges: [later], compost: [] }];

    const lazy = replay(structuredClone(rows), log, { deferEdges: true });
    expect(lazy.edges).toEqual([later]);
    const deferred = lazy.deferredEdges;
    expect(deferred?.openLesions).toEqual([opened, edges[3]]);
    expect(deferred?.count).toBe(edges.length);
    expect(deferred?.slice(0, edges.length)).toEqual(edges);
    expect(deferred?.slice(2, 4)).toEqual(edges.slice(2, 4));

    // Opened from either replay, the garden is the same.
    const eager = GardenState.from(replay(structuredClone(rows), log), 256);
    const state = GardenState.from(lazy, 256);
    expect(state.openLesions()).toEqual([opened]);
    expect(state.settle(1)).toBe(true);
    expect([...state.edges.values()].sort((x, y) => x.id.localeCompare(y.id))).toEqual(
      [...eager.edges.values()].sort((x, y) => x.id.localeCompare(y.id)),
    );
    expect(state.edges.get('e_resolved_later')).toEqual(later);
  });

  it('replays a chunk of more items than a call can take as arguments', async () => {
    const { garden } = await makeGarden();
    await feed(garden, NOTES[0] ?? '');
    const parts = garden.state.parts();
    const [a, b] = parts.nodes;
    if (!a || !b) throw new Error('too few nodes');
    // A 100k-node garden's chunk of edges: spreading it into a push overflows the stack.
    const edges = Array.from({ length: 250_000 }, (_, k): Edge => ({
      id: `e${String(k)}`,
      kind: 'related',
      from: a.id,
      to: b.id,
      weight: 1,
      createdAt: k,
      touchedAt: k,
    }));
    const back = replay(packRows({ ...parts, edges }, { ...CHUNK_ITEMS, edges: edges.length }), []);
    expect(back.edges.length).toBe(edges.length);
    expect(back.edges.at(-1)).toEqual(edges.at(-1));
  });

  it('replays log rows in order over the pack: the latest version of each item wins', () => {
    const source = { id: 's1', hash: 'h' } as Source;
    const edge = (weight: number): Edge => ({
      id: 'e1',
      kind: 'related',
      from: 'a',
      to: 'b',
      weight,
      createdAt: 0,
      touchedAt: 0,
    });
    const pack: PackRow[] = [
      { id: 0, kind: 'sources', json: JSON.stringify([source]) },
      { id: 1, kind: 'edges', json: JSON.stringify([edge(0.1)]) },
    ];
    const log: LogRow[] = [
      { seq: 9, sources: [], nodes: [], edges: [edge(0.9)], compost: [] },
      { seq: 3, sources: [], nodes: [], edges: [edge(0.3)], compost: [] },
    ];
    const parts = replay(pack, log);
    expect(parts.edges.map((e) => e.weight)).toEqual([0.9]);
    expect(parts.sources).toEqual([source]);
  });
});
