import { unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../core/clock';
import { HashEmbedder } from '../../core/embedding/hash-embedder';
import { Garden } from '../../core/garden/garden';
import { GardenState } from '../../core/kernel/state';
import { StorageFullError, type GardenStore } from '../../core/kernel/store';
import type { OpeningProgress } from './garden-api';
import { feed, FillingStore, makeDexieGarden, makeGarden, note, T0 } from '../../../tests/support/garden';
import { describeFailure, GardenService } from './garden-service';

describe('describeFailure', () => {
  it('says plainly when the storage is full', () => {
    expect(describeFailure(new StorageFullError())).toMatch(/^storage is full \(export a backup or free some space\)/);
    expect(describeFailure(new Error('disk on fire'))).toBe('disk on fire');
  });
});

const serviceOver = (store: GardenStore, loadEmbedder = () => Promise.resolve(new HashEmbedder())) =>
  new GardenService({
    openStore: () => Promise.resolve(store),
    loadEmbedder,
    announce: () => undefined,
    writerLock: { tryAcquire: () => Promise.resolve(true), whenFree: () => undefined },
    exportBackup: () => Promise.resolve(new Blob([])),
    importBackup: () => Promise.resolve({ ok: true }),
  });

describe('opening the garden', () => {
  it('reads the store and builds the garden while the model loads, not after it', async () => {
    const { garden, store } = await makeGarden();
    await feed(garden, 'The boiler is in the loft.');
    let built!: () => void;
    const building = new Promise<void>((resolve) => (built = resolve));
    const open = GardenState.open.bind(GardenState);
    const spy = vi.spyOn(GardenState, 'open').mockImplementation((opening, dimensions) => {
      built();
      return open(opening, dimensions);
    });
    // The model is ready only once the garden is being built: building after the model would never finish.
    const service = serviceOver(store, async () => {
      await building;
      return new HashEmbedder();
    });
    const summary = await service.open({ today: T0 }, () => undefined);
    expect(summary.now).toBeGreaterThanOrEqual(T0); // the pinned day, running on from there
    expect(service.role).toBe('writer');
    expect(summary.counts.active).toBe(1);
    expect(spy).toHaveBeenCalledTimes(1); // built once, before the model, and not again after it
    spy.mockRestore();
  });

  it('answers a search before the edges opening deferred are indexed, and indexes them right after', async () => {
    const { garden, store } = await makeDexieGarden();
    await feed(garden, 'The boiler is in the loft.\n\nThe boiler was serviced in May.');
    await feed(garden, 'The boiler is in the attic, not the loft.');
    await store.keepSnapshot(garden.state.snapshot());
    expect(garden.state.edges.size).toBeGreaterThan(0);
    const settle = vi.spyOn(GardenState.prototype, 'settle');
    const service = serviceOver(store);
    await service.open({ today: T0 }, () => undefined);
    // Nothing is indexed until the first idle slice: a search right after opening does not wait for it.
    expect(settle).not.toHaveBeenCalled();
    const hits = await service.search('where is the boiler', { scope: 'ordinary' });
    expect(hits.length).toBeGreaterThan(0);
    await vi.waitFor(() => {
      expect(settle).toHaveLastReturnedWith(false);
    });
    expect(settle).toHaveBeenCalledWith(20_000);
    settle.mockRestore();
  });

  it('leaves the deferred edges alone while a call is running', async () => {
    const { garden, store } = await makeDexieGarden();
    await feed(garden, 'The boiler is in the loft.\n\nThe boiler was serviced in May.');
    await store.keepSnapshot(garden.state.snapshot());
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let embedding = false;
    const model = new HashEmbedder();
    const held = Object.assign(Object.create(model) as HashEmbedder, {
      embed: async (texts: string[]) => {
        embedding = true;
        await gate;
        return model.embed(texts);
      },
    });
    const service = serviceOver(store, () => Promise.resolve(held));
    // The idle slices are timers: faked, so the test moves time on instead of waiting for it. (The store's
    // own scheduling, setImmediate, stays real.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await service.open({ today: T0 }, () => undefined);
      const settle = vi.spyOn(GardenState.prototype, 'settle');
      const search = service.search('where is the boiler', { scope: 'ordinary' });
      await vi.waitFor(() => {
        expect(embedding).toBe(true);
      });
      // Time enough for many idle slices, had they not waited for the call.
      await vi.advanceTimersByTimeAsync(1_000);
      expect(settle).not.toHaveBeenCalled();
      release();
      expect((await search).length).toBeGreaterThan(0);
      await vi.waitFor(() => {
        expect(settle).toHaveLastReturnedWith(false);
      });
      settle.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('what the gut holds', () => {
  it('opens at once, then resumes what the last session left, saying so step by step', async () => {
    const { store } = await makeGarden();
    const picked = ['The kiln fires at dawn.', 'The glaze needs a week.', 'The kiln fires at dawn.'];
    await store.stage(
      picked.map((text, order) => ({ id: `gut_${String(order)}`, stagedAt: T0, order, input: note(text) })),
    );
    const steps: OpeningProgress[] = [];
    const service = serviceOver(store);
    const opened = await service.open(
      { today: T0 },
      () => undefined,
      (p) => steps.push(p),
    );
    expect(opened.sources).toBe(0);
    expect(opened.waiting).toBe(3);
    await vi.waitFor(() => {
      expect(steps.at(-1)?.step).toBe('resumed');
    });
    expect(steps[0]).toEqual({ step: 'reading' });
    expect(steps.filter((p) => p.step === 'resuming').map((p) => p.done)).toEqual([0, 1, 2, 3]);
    expect(steps.at(-1)).toEqual({
      step: 'resumed',
      total: 3,
      absorbed: 2,
      duplicate: 1,
      rejected: 0,
      fromLastTime: true,
    });
    const after = await service.summary();
    expect([after.sources, after.waiting]).toEqual([2, 0]);
  });

  it('on a full disk, a batch that could not be staged goes back to the feed; one that was staged waits', async () => {
    const store = new FillingStore();
    const service = serviceOver(store);
    await service.open({ today: T0 }, () => undefined);
    store.full = true;
    const refused = await service.ingest([{ ...note('The shed key is blue.'), name: 'shed.md' }], () => undefined);
    expect(refused.map((o) => [o.status, o.unstored])).toEqual([['failed', true]]);
    expect(refused[0]?.reason).toMatch(/^storage is full/);
    expect((await service.summary()).storageFull).toBe(true);
    store.full = false;
    store.fillAfterStaging = true;
    const waiting = await service.ingest([{ ...note('The shed key is red.'), name: 'shed.md' }], () => undefined);
    expect(waiting.map((o) => o.status)).toEqual(['waiting']);
    expect(await service.summary()).toMatchObject({ waiting: 1, storageFull: true, sources: 0 });
    // A search still answers on a full disk.
    await expect(service.search('shed key', { scope: 'ordinary' })).resolves.toEqual([]);
    // Space freed: trying again digests what waited.
    store.full = false;
    store.fillAfterStaging = false;
    await service.resumeWaiting();
    expect(await service.summary()).toMatchObject({ waiting: 0, storageFull: false, sources: 1 });
  });
});

describe('simulated time', () => {
  it('is a rehearsal: back on the real clock, the garden is as stored, whatever the simulation did', async () => {
    const { garden, store } = await makeDexieGarden();
    await feed(garden, 'Had a cheese sandwich for lunch.', { trust: 'session' });
    await feed(garden, 'The boiler is in the loft.');
    const service = serviceOver(store);
    await service.open({ today: T0 }, () => undefined);

    const vault = async () => Object.keys(unzipSync(await service.exportVault())).sort();
    const before = await vault();
    const future = await service.fastForward(182);
    expect(future).toMatchObject({ simulated: true, counts: { composted: 1 } });
    await service.ingest([{ ...note('The shed key is blue.'), name: 'shed.md' }], () => undefined);
    expect(await service.summary()).toMatchObject({ sources: 3, addedInSimulation: 1 });
    // The vault is the garden as stored, as the backup is: no simulated compost, no simulated note.
    expect(await vault()).toEqual(before);

    const today = await service.realClock();
    expect(today).toMatchObject({ simulated: false, sources: 2, counts: { active: 2, composted: 0 } });
    expect(today.now - T0).toBeLessThan(60_000); // the pinned day again, running on from there
    // Nothing of the simulation reached the store: no compost, no touch dated in the future.
    const stored = await Garden.open({ store, embedder: new HashEmbedder(), clock: new ManualClock(T0) });
    expect([...stored.state.nodes.values()].map((n) => [n.state, n.touchedAt < T0 + 60_000])).toEqual([
      ['active', true],
      ['active', true],
    ]);
    expect((await store.journal({})).map((j) => j.event)).not.toContain('excrete');
  });
});

describe('screening what is picked', () => {
  it('says why a file can never be read, whatever its label, and passes what can', async () => {
    const service = serviceOver((await makeGarden()).store);
    const bytes = (s: string) => new TextEncoder().encode(s);
    const why = await service.unreadable([
      bytes('   \n '),
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]),
      'Shed key: blue.',
    ]);
    expect(why[0]).toMatch(/^empty/);
    expect(why[1]).toMatch(/^binary content/);
    expect(why[2]).toBeNull();
  });
});
