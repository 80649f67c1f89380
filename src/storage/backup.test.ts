import { describe, expect, it } from 'vitest';
import { feed, makeDexieGarden } from '../../tests/support/garden';
import { exportBackup, importBackup } from './backup';

const withoutTime = (json: string) => ({ ...(JSON.parse(json) as Record<string, unknown>), exportedAt: 0 });
const exported = async (...args: Parameters<typeof exportBackup>): Promise<string> =>
  (await exportBackup(...args)).text();

describe('JSON backup', () => {
  it('round-trips losslessly: export → wipe → import → export gives the same data', async () => {
    const { garden, store, clock } = await makeDexieGarden();
    await feed(garden, '# Home\n\nThe boiler is in the loft.\n\nThe spare key is in the blue tin.');
    await feed(garden, 'Bus was late again.', { trust: 'session' });
    clock.advanceDays(120);
    await garden.catchUp();
    const first = await exported(store, clock.now());
    await Promise.all(store.db.tables.map((t) => t.clear()));
    expect((await store.read())[0].nodes).toHaveLength(0);
    const result = await importBackup(store, first);
    expect(result.ok).toBe(true);
    const second = await exported(store, clock.now() + 1);
    expect(withoutTime(second)).toEqual(withoutTime(first));
    // The restored garden is in the log; its nodes' vectors as int8 codes and a scale.
    const [row] = await store.db.log.toArray();
    expect(row?.nodes[0]?.vector).toBeInstanceOf(Int8Array);
    expect(row?.nodes[0]?.vectorScale).toBeGreaterThan(0);
    expect((await store.db.journal.toArray()).length).toBeGreaterThan(5);
  });

  it('exports a garden whose snapshot is packed into blobs: their bytes are read after the transaction', async () => {
    const { garden, store } = await makeDexieGarden({ minItems: 1, maxRows: 1 });
    for (let i = 0; i < 6; i++)
      await feed(
        garden,
        `Shelf ${String(i)} holds the ${['red', 'blue', 'green', 'grey', 'tan', 'pink'][i] ?? ''} box.`,
      );
    expect(await store.db.packs.count()).toBeGreaterThan(0);
    const backup = JSON.parse(await exported(store, 0)) as { tables: { nodes: { text: string }[] } };
    expect(backup.tables.nodes.map((n) => n.text)).toContain('Shelf 5 holds the pink box.');
    expect(backup.tables.nodes).toHaveLength(garden.state.nodes.size);
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
    const before = await exported(store, 0);
    const result = await importBackup(store, text);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toMatch(/JSON|backup/);
    expect(await exported(store, 0)).toBe(before);
  });
});
