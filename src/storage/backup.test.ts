import { describe, expect, it } from 'vitest';
import { feed, makeDexieGarden } from '../../tests/support/garden';
import { fromCodes } from '../core/embedding/codes';
import { StoreDiscardedError } from '../core/kernel/store';
import { exportBackup, importBackup } from './backup';

const withoutTime = (json: string) => ({ ...(JSON.parse(json) as Record<string, unknown>), exportedAt: 0 });
const exported = async (...args: Parameters<typeof exportBackup>): Promise<string> =>
  (await exportBackup(...args)).text();

describe('JSON backup', () => {
  it('round-trips losslessly: export → wipe → import → export gives the same data', async () => {
    const { garden, store, clock } = await makeDexieGarden();
    const home = await feed(garden, '# Home\n\nThe boiler is in the loft.\n\nThe spare key is in the blue tin.');
    await feed(garden, 'Bus was late again.', { trust: 'session' });
    clock.advanceDays(120);
    await garden.catchUp();
    const first = await exported(store, clock.now());
    // Each note's text as written travels with it.
    expect((JSON.parse(first) as { tables: { texts: unknown[] } }).tables.texts).toHaveLength(2);
    await Promise.all(store.db.tables.map((t) => t.clear()));
    // Wiped from outside, the store is not read as an empty garden; the backup makes it whole again.
    await expect(store.read()).rejects.toThrow(StoreDiscardedError);
    const result = await importBackup(store, first);
    expect(result.ok).toBe(true);
    const second = await exported(store, clock.now() + 1);
    expect(withoutTime(second)).toEqual(withoutTime(first));
    // The restored garden is in the log: plain nodes, and their vectors as int8 codes beside them.
    const [row] = await store.db.log.toArray();
    expect(row?.nodes[0]).not.toHaveProperty('vector');
    expect(row?.vectors.map((v) => v.id).sort()).toEqual(row?.nodes.map((n) => n.id).sort());
    expect(row?.vectors[0]?.codes).toBeInstanceOf(Int8Array);
    expect((await store.db.journal.toArray()).length).toBeGreaterThan(5);
    expect((await store.texts(home.source.id)).map((t) => t.text)).toEqual([
      '# Home\n\nThe boiler is in the loft.\n\nThe spare key is in the blue tin.',
    ]);
    // A backup made before notes kept their texts restores as it was, its notes read from their segments.
    const older = JSON.parse(first) as { tables: Record<string, unknown> };
    delete older.tables.texts;
    expect((await importBackup(store, JSON.stringify(older))).ok).toBe(true);
    expect(await store.texts(home.source.id)).toEqual([]);
  });

  it('exports a garden kept as a snapshot of blobs: their bytes are read after the transaction', async () => {
    const { garden, store } = await makeDexieGarden({ minItems: 1, maxRows: 1 });
    for (let i = 0; i < 6; i++)
      await feed(
        garden,
        `Shelf ${String(i)} holds the ${['red', 'blue', 'green', 'grey', 'tan', 'pink'][i] ?? ''} box.`,
      );
    expect(await store.db.snapshot.count()).toBeGreaterThan(0);
    const backup = JSON.parse(await exported(store, 0)) as { tables: { nodes: { text: string }[] } };
    expect(backup.tables.nodes.map((n) => n.text)).toContain('Shelf 5 holds the pink box.');
    expect(backup.tables.nodes).toHaveLength(garden.state.nodes.size);
  });

  /** A backup of a small garden, as parsed JSON, to break in one way or another. */
  const small = async () => {
    const { garden, store } = await makeDexieGarden();
    await feed(garden, 'The boiler is in the loft.\n\nThe spare key is in the blue tin.');
    const before = await exported(store, 0);
    const backup = JSON.parse(before) as {
      format: string;
      tables: Record<string, Record<string, unknown>[]>;
    };
    return { store, before, backup };
  };

  it.each<[string, (b: { format: string; tables: Record<string, Record<string, unknown>[]> }) => unknown, RegExp]>([
    ['not JSON', () => '{oops', /^this is not a JSON file$/],
    ['another format', (b) => ({ ...b, format: 'something-else/1' }), /^this is not a Metabolic Garden backup/],
    [
      'a newer format',
      (b) => ({ ...b, format: 'metabolic-garden-backup/2' }),
      /^this backup was made by a newer version of Metabolic Garden \(format 2\); this version reads format 1: update the app to restore it$/,
    ],
    [
      'a node without text',
      (b) => ({ ...b, tables: { ...b.tables, nodes: [{ ...b.tables.nodes?.[0], text: undefined }] } }),
      /^the backup is damaged: node 1: text /,
    ],
    [
      'a relation to a missing node',
      (b) => ({
        ...b,
        tables: {
          ...b.tables,
          edges: [
            {
              id: 'e_x',
              kind: 'related',
              from: 'n_gone',
              to: b.tables.nodes?.[0]?.id,
              weight: 1,
              createdAt: 0,
              touchedAt: 0,
            },
          ],
        },
      }),
      /^the backup does not hold together: relations that point at nodes it does not hold: 1 \(e_x\)$/,
    ],
    [
      'a vector of three numbers',
      (b) => ({
        ...b,
        tables: { ...b.tables, nodes: b.tables.nodes?.map((n, i) => (i ? n : { ...n, vector: [1, 2, 3] })) },
      }),
      /^the backup does not hold together: nodes whose vector is not 256 numbers long \(the model's size\): 1 \(n_\w+: 3\)$/,
    ],
    [
      'settings a user could not have set',
      (b) => ({
        ...b,
        tables: {
          ...b.tables,
          meta: b.tables.meta?.map((m) => ({
            ...m,
            value: { ...(m.value as object), settings: { halfLifeDays: { session: -3 }, dormantBelow: 2 } },
          })),
        },
      }),
      /^the backup's settings are not valid: half-life for session must be a positive number of days; thresholds must satisfy 0 < compost floor < dormant threshold < 1$/,
    ],
  ])("refuses %s with a reason in a user's words, and changes nothing", async (_name, breakIt, reason) => {
    const { store, before, backup } = await small();
    const broken = breakIt(backup);
    const result = await importBackup(store, typeof broken === 'string' ? broken : JSON.stringify(broken), 256);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toMatch(reason);
    expect(await exported(store, 0)).toBe(before);
  });
});

describe('a backup from before vectors were codes', () => {
  it('holds the model’s floats: they come back as the very codes they were taken from', async () => {
    const { garden, store } = await makeDexieGarden();
    await feed(garden, 'The boiler is in the loft.\n\nThe spare key is in the blue tin.');
    type Nodes = { tables: { nodes: ({ vector: number[]; vectorScale?: number } & Record<string, unknown>)[] } };
    const backup = JSON.parse(await exported(store, 0)) as Nodes;
    const codes = backup.tables.nodes.map((n) => n.vector);
    expect(codes.flat().every((x) => Number.isInteger(x) && Math.abs(x) <= 127)).toBe(true);
    // As an earlier build wrote it: each vector as the unit vector's floats, and no `vectorScale`.
    for (const node of backup.tables.nodes) {
      node.vector = Array.from(fromCodes(Int8Array.from(node.vector)));
      delete node.vectorScale;
    }
    expect((await importBackup(store, JSON.stringify(backup), 256)).ok).toBe(true);
    const again = JSON.parse(await exported(store, 0)) as Nodes;
    expect(again.tables.nodes.map((n) => n.vector)).toEqual(codes);
  });
});
