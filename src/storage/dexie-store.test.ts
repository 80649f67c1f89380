// The store's contract on IndexedDB (fake-indexeddb in Node): atomic ingests, a faithful reload, and a gut
// that survives a crash mid-ingest.
import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../core/clock';
import { HashEmbedder } from '../core/embedding/hash-embedder';
import { cosine } from '../core/embedding/vector';
import { Garden } from '../core/garden/garden';
import { GardenState } from '../core/kernel/state';
import { StoreDiscardedError } from '../core/kernel/store';
import { exportBackup, importBackup } from './backup';
import type { DexieStore } from './dexie-store';
import { feed, fingerprint, makeDexieGarden, makeGarden, note, T0 } from '../../tests/support/garden';

async function tableCounts(store: DexieStore) {
  const db = store.db;
  const living = GardenState.open(await store.read(), 256);
  return {
    sources: living.sources.size,
    segments: await db.segments.count(),
    nodes: living.nodes.size,
    vectors: living.vectors.size,
    edges: living.edges.size,
    compost: living.compost.size,
    journal: await db.journal.count(),
    log: await db.log.count(),
  };
}

describe('DexieStore', () => {
  it('reloads exactly the garden it stored, vectors included', async () => {
    const { garden, store } = await makeDexieGarden();
    await feed(garden, '# Home\n\nThe boiler is in the loft.\n\nThe spare key is in the blue tin.');
    await feed(garden, 'Bus was late again.', { trust: 'session' });
    const before = fingerprint(garden);
    const reopened = await Garden.open({ store, embedder: new HashEmbedder(), clock: new ManualClock(T0) });
    expect(fingerprint(reopened)).toEqual(before);
    const [node] = reopened.state.nodes.values();
    const id = node?.id ?? '';
    expect(Object.keys(node ?? {})).not.toContain('vector');
    expect(reopened.state.vectors.size).toBe(garden.state.nodes.size);
    // A node's vector is int8 codes wherever it is: a quarter of the bytes, the same direction as the model's.
    expect(reopened.state.vectors.codesOf(id)).toEqual(garden.state.vectors.codesOf(id));
    const model = (await new HashEmbedder().embed([node?.text ?? '']))[0] ?? new Float32Array(256);
    expect(cosine(model, reopened.state.vectors.vector(id) ?? new Float32Array(256))).toBeGreaterThan(0.9999);
    const row = (await store.db.log.toArray()).flatMap((r) => r.vectors).find((v) => v.id === id);
    expect(row?.codes).toBeInstanceOf(Int8Array);
  });

  it('an ingest that fails midway leaves every table exactly as it was', async () => {
    const { garden, store: dexie } = await makeDexieGarden();
    await feed(garden, 'The boiler model is Vaillant ecoTEC 832.');
    const before = { tables: await tableCounts(dexie), garden: fingerprint(garden) };
    // Fail after the log row and the segments were written inside the transaction (the batch's, then the
    // source's own when it is tried again alone).
    const spy = vi.spyOn(dexie.db.journal, 'bulkAdd').mockRejectedValue(new Error('disk on fire'));
    await expect(
      garden.ingest(note('The boiler model is Vaillant ecoTEC 832, serviced in May.\n\nThe loft hatch sticks.')),
    ).rejects.toThrow('disk on fire');
    spy.mockRestore();
    expect(await tableCounts(dexie)).toEqual(before.tables);
    expect(fingerprint(garden)).toEqual(before.garden);
    // The source waits in the gut, and the next opening digests it.
    expect(await dexie.pending()).toHaveLength(1);
  });

  it('a batch whose commit fails once is committed source by source, each once', async () => {
    const { garden, store: dexie } = await makeDexieGarden();
    const spy = vi.spyOn(dexie.db.journal, 'bulkAdd').mockRejectedValueOnce(new Error('disk hiccup'));
    const results = await garden.ingestMany([
      note('The boiler model is Vaillant ecoTEC 832.'),
      note('The loft hatch sticks in winter.'),
      note('The boiler model is Vaillant ecoTEC 832.'),
    ]);
    spy.mockRestore();
    expect(results.map((r) => r?.status)).toEqual(['absorbed', 'absorbed', 'duplicate']);
    expect((await tableCounts(dexie)).sources).toBe(2);
    expect(await dexie.pending()).toHaveLength(0);
    expect(garden.state.sources.size).toBe(2);
  });

  it('a source that was in the gut when the tab closed is digested once the garden opens again', async () => {
    const { garden, store, clock } = await makeDexieGarden();
    const dexie = store;
    await feed(garden, 'The vet clinic is Maple Vet Clinic.');
    // Simulate a crash: the embedder dies after the source was staged.
    const broken = { id: 'broken', dimensions: 256, embed: () => Promise.reject(new Error('worker crashed')) };
    const crashing = await Garden.open({ store, embedder: broken, clock });
    await expect(crashing.ingest(note('The plumber is Castillo Plumbing.'))).rejects.toThrow('worker crashed');
    expect(await dexie.pending()).toHaveLength(1);
    const recovered = await Garden.open({ store, embedder: new HashEmbedder(), clock });
    await recovered.resume();
    expect(await dexie.pending()).toHaveLength(0);
    expect([...recovered.state.nodes.values()].map((n) => n.text).sort()).toEqual([
      'The plumber is Castillo Plumbing.',
      'The vet clinic is Maple Vet Clinic.',
    ]);
  });

  it('answers journal queries per node and per source', async () => {
    const { garden } = await makeGarden({ store: 'dexie' });
    const r = await feed(garden, 'The library closes at 8 pm.');
    const nodeId = r.segments[0]?.nodeId ?? '';
    const bySource = await garden.journal({ sourceId: r.source.id });
    expect(bySource.map((j) => j.event)).toEqual(['intake', 'segment', 'verdict', 'label', 'absorb']);
    const byNode = await garden.journal({ nodeId });
    expect(byNode.map((j) => j.event)).toContain('absorb');
    expect(byNode.every((j) => j.nodeId === nodeId || j.otherId === nodeId)).toBe(true);
    expect(bySource.every((j, i) => i === 0 || (j.seq ?? 0) > (bySource[i - 1]?.seq ?? 0))).toBe(true);
  });
});

describe('garden settings and hand reabsorption', () => {
  it('persists changed half-lives across a reload', async () => {
    const { garden, store, clock } = await makeDexieGarden();
    await garden.updateSettings({ halfLifeDays: { ...garden.settings.halfLifeDays, session: 3 } });
    const reopened = await Garden.open({ store, embedder: new HashEmbedder(), clock });
    expect(reopened.settings.halfLifeDays.session).toBe(3);
  });

  it('reabsorbs a composted node by hand, keeping its compost history', async () => {
    const { garden, clock } = await makeDexieGarden();
    const r = await feed(garden, 'Watched a documentary about moss.', { trust: 'session' });
    clock.advanceDays(150);
    await garden.catchUp();
    const id = r.segments[0]?.nodeId ?? '';
    expect(garden.state.nodes.get(id)?.state).toBe('composted');
    const { node: back, lesionWith } = await garden.reabsorb(id);
    expect(back.state).toBe('active');
    expect(lesionWith).toBeUndefined();
    expect(garden.state.compostByNode.get(id)?.reabsorbedAt).toBe(clock.now());
    expect((await garden.journal({ nodeId: id })).map((j) => j.event)).toEqual(
      expect.arrayContaining(['excrete', 'reabsorb']),
    );
    await expect(garden.reabsorb(id)).rejects.toThrow(/not in the compost/);
  });
});

describe('a read-only garden (a second tab)', () => {
  it('loads and searches but never sweeps, touches or writes', async () => {
    const { garden, store, clock } = await makeDexieGarden();
    await feed(garden, 'The boiler is in the loft.');
    const reader = await Garden.open({ store, embedder: new HashEmbedder(), clock, readOnly: true });
    clock.advanceDays(400);
    const before = await store.read();
    expect((await reader.recall('boiler loft'))[0]?.node.text).toBe('The boiler is in the loft.');
    await reader.catchUp();
    expect(await store.read()).toEqual(before);
    await expect(reader.ingest({ content: 'x y z', trust: 'operator' })).rejects.toThrow(/another tab/);
  });
});

/**
 * IndexedDB as Chromium behaves when it finds a store damaged: the open connection is closed, the store is
 * deleted, and the next open (Dexie's, at the next write) reports the loss on its `upgradeneeded` event.
 */
function damagingBrowser(reports = true) {
  let damaged = false;
  const factory = new Proxy(indexedDB, {
    get(target, key) {
      if (key === 'open')
        return (name: string, version?: number) => {
          const request = target.open(name, version);
          if (damaged && reports)
            request.addEventListener('upgradeneeded', (event) =>
              Object.assign(event, { dataLoss: 'total', dataLossMessage: 'Corruption: block checksum mismatch' }),
            );
          return request;
        };
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  const damage = (name: string) =>
    new Promise<void>((resolve, reject) => {
      damaged = true;
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = () => {
        resolve();
      };
      request.onerror = () => {
        reject(request.error ?? new Error('not deleted'));
      };
    });
  return { factory, damage };
}

/** A garden holding one note, on IndexedDB that behaves as `damagingBrowser`; `damage` discards its store. */
async function gardenInDamagingBrowser(reports = true) {
  const browser = damagingBrowser(reports);
  const made = await makeDexieGarden(undefined, browser.factory);
  await feed(made.garden, '# Home\n\nThe boiler is in the loft.');
  return { ...made, held: fingerprint(made.garden), damage: () => browser.damage(made.store.db.name) };
}

describe('a store the browser discards while the garden has it open', () => {
  it('takes no more writes, and the garden keeps in memory what it held', async () => {
    const { garden, store, held, damage } = await gardenInDamagingBrowser();
    expect(store.discarded).toBeUndefined();
    await damage();

    // The next write opens the empty store the browser put in place, hears why, and writes nothing to it.
    await expect(garden.ingest(note('# Shed\n\nThe mower is in the shed.'))).rejects.toThrow(
      /storage was emptied while the garden was open/,
    );
    expect(store.discarded).toEqual({ message: 'Corruption: block checksum mismatch', whileOpen: true });
    expect(await store.db.log.count()).toBe(0);
    expect(await store.db.segments.count()).toBe(0);
    // Memory was not reloaded from the empty store: what the garden held is still there to export.
    expect(fingerprint(garden)).toEqual(expect.arrayContaining(held));
    expect(garden.state.sources.size).toBeGreaterThanOrEqual(1);
  });
});

describe('a batch whose commit meets the browser discarding the store', () => {
  it('fails, and the garden in memory is not reloaded from the empty store the browser put in place', async () => {
    const { garden, store, held, damage } = await gardenInDamagingBrowser();
    // The commit fails as Chromium's does when it meets corruption, and the browser discards the store.
    const spy = vi.spyOn(store.db.journal, 'bulkAdd').mockImplementationOnce(() => {
      void damage();
      return Dexie.Promise.reject(new Error('Internal error committing transaction'));
    });
    await expect(garden.ingestMany([note('The loft hatch sticks in winter.')])).rejects.toThrow(
      /storage was emptied while the garden was open/,
    );
    spy.mockRestore();
    expect(fingerprint(garden)).toEqual(expect.arrayContaining(held));
    await expect(store.contents()).rejects.toThrow(/nothing more is saved/);
  });
});

describe('a store emptied from outside with no word from the browser (the site data cleared)', () => {
  it('is known by its missing mark, and takes no more writes', async () => {
    const { garden, store, held, damage } = await gardenInDamagingBrowser(false);
    await damage();
    await expect(garden.ingest(note('# Shed\n\nThe mower is in the shed.'))).rejects.toThrow(
      /storage was emptied while the garden was open, so nothing more is saved$/,
    );
    expect(store.discarded).toEqual({ message: '', whileOpen: true });
    expect(await store.db.log.count()).toBe(0);
    expect(fingerprint(garden)).toEqual(held);
  });

  it('is known by its mark when the browser breaks the commit and refuses the store for a moment after', async () => {
    const { garden, store, held, damage } = await gardenInDamagingBrowser(false);
    // Chromium clearing the site's data mid-commit: the transaction aborts ("The connection was closed"), and
    // opening is refused while the deletion runs (here, the next two transactions).
    const commit = vi.spyOn(store.db.journal, 'bulkAdd').mockImplementationOnce(() => {
      void damage();
      return Dexie.Promise.reject(new Dexie.AbortError('The connection was closed.'));
    });
    const transaction = store.db.transaction.bind(store.db) as (...args: unknown[]) => unknown;
    let calls = 0;
    const opening = vi
      .spyOn(store.db, 'transaction')
      .mockImplementation(((...args: unknown[]) =>
        ++calls > 1 && calls <= 3
          ? Dexie.Promise.reject(new Dexie.OpenFailedError('AbortError The connection was closed.'))
          : transaction(...args)) as typeof store.db.transaction);
    await expect(garden.ingestMany([note('The loft hatch sticks in winter.')])).rejects.toThrow(StoreDiscardedError);
    commit.mockRestore();
    opening.mockRestore();
    expect(store.discarded).toEqual({ message: '', whileOpen: true });
    expect(fingerprint(garden)).toEqual(expect.arrayContaining(held));
  });

  it('a backup imported into it is whole again, and takes writes', async () => {
    const { garden, store, clock, damage } = await gardenInDamagingBrowser(false);
    const backup = await (await exportBackup(store, clock.now())).text();
    await damage();
    await expect(garden.ingest(note('The mower is in the shed.'))).rejects.toThrow(StoreDiscardedError);
    expect((await importBackup(store, backup)).ok).toBe(true);
    expect(store.discarded).toBeUndefined();
    const reopened = await Garden.open({ store, embedder: new HashEmbedder(), clock });
    await feed(reopened, 'The mower is in the shed.');
    expect(reopened.state.sources.size).toBe(2);
  });
});
