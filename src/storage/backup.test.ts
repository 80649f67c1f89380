import { describe, expect, it } from 'vitest';
import { feed, makeDexieGarden } from '../../tests/support/garden';
import { exportBackup, importBackup } from './backup';

const withoutTime = (json: string) => ({ ...(JSON.parse(json) as Record<string, unknown>), exportedAt: 0 });

describe('JSON backup', () => {
  it('round-trips losslessly: export → wipe → import → export gives the same data', async () => {
    const { garden, store, clock } = await makeDexieGarden();
    await feed(garden, '# Home\n\nThe boiler is in the loft.\n\nThe spare key is in the blue tin.');
    await feed(garden, 'Bus was late again.', { trust: 'session' });
    clock.advanceDays(120);
    await garden.catchUp();
    const first = await exportBackup(store, clock.now());
    await Promise.all(store.db.tables.map((t) => t.clear()));
    expect((await store.read())[0].nodes).toHaveLength(0);
    const result = await importBackup(store, first);
    expect(result.ok).toBe(true);
    const second = await exportBackup(store, clock.now() + 1);
    expect(withoutTime(second)).toEqual(withoutTime(first));
    // The restored garden is in the log; its nodes' vectors as int8 codes and a scale.
    const [row] = await store.db.log.toArray();
    expect(row?.nodes[0]?.vector).toBeInstanceOf(Int8Array);
    expect(row?.nodes[0]?.vectorScale).toBeGreaterThan(0);
    expect((await store.db.journal.toArray()).length).toBeGreaterThan(5);
  });

  it.each([
    ['not JSON', '{oops'],
    ['another format', JSON.stringify({ format: 'something-else/1', tables: {} })],
    [
      'a node without text',
      JSON.stringify({
        format: 'metabolic-garden-backup/1',
        exportedAt: 0,
        tables: {
          sources: [],
          segments: [],
          nodes: [{ id: 'n1' }],
          edges: [],
          compost: [],
          journal: [],
          gut: [],
          meta: [],
        },
      }),
    ],
  ])('refuses %s with a clear message and changes nothing', async (_name, text) => {
    const { garden, store } = await makeDexieGarden();
    await feed(garden, 'The boiler is in the loft.');
    const before = await exportBackup(store, 0);
    const result = await importBackup(store, text);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toMatch(/JSON|backup/);
    expect(await exportBackup(store, 0)).toBe(before);
  });
});
