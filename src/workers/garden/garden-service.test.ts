import { describe, expect, it, vi } from 'vitest';
import { HashEmbedder } from '../../core/embedding/hash-embedder';
import { GardenState } from '../../core/garden/state';
import { feed, makeGarden, T0 } from '../../../tests/support/garden';
import { describeFailure, GardenService } from './garden-service';

describe('describeFailure', () => {
  it('says plainly when the storage is full', () => {
    const quota = Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
    expect(describeFailure(quota)).toMatch(/storage for this site is full/);
    expect(describeFailure(new Error('disk on fire'))).toBe('disk on fire');
  });
});

describe('opening the garden', () => {
  it('reads the store and builds the garden while the model loads, not after it', async () => {
    const { garden, store } = await makeGarden();
    await feed(garden, 'The boiler is in the loft.');
    let built!: () => void;
    const building = new Promise<void>((resolve) => (built = resolve));
    const from = GardenState.from.bind(GardenState);
    const spy = vi.spyOn(GardenState, 'from').mockImplementation((snapshot, dimensions) => {
      built();
      return from(snapshot, dimensions);
    });
    const service = new GardenService({
      openStore: () => Promise.resolve(store),
      // The model is ready only once the garden is being built: building after the model would never finish.
      loadEmbedder: async () => {
        await building;
        return new HashEmbedder();
      },
      announce: () => undefined,
      writerLock: { tryAcquire: () => Promise.resolve(true), whenFree: () => undefined },
      exportBackup: () => Promise.resolve(''),
      importBackup: () => Promise.resolve({ ok: true }),
    });
    const summary = await service.open({ today: T0 }, () => undefined);
    expect(summary.now).toBeGreaterThanOrEqual(T0); // the pinned day, running on from there
    expect(service.role).toBe('writer');
    expect(summary.counts.active).toBe(1);
    expect(spy).toHaveBeenCalledTimes(1); // built once, before the model, and not again after it
    spy.mockRestore();
  });
});
