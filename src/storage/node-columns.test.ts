// Nodes stored as columns load back as the same nodes: every trust and state, the optional fields, a number a
// node lacks.
import { describe, expect, it } from 'vitest';
import { NODE_STATES, TRUSTS, type GardenNode } from '../core/types';
import { nodeColumns, nodesFromColumns } from './node-columns';

const node = (k: number, extra: Partial<GardenNode> = {}): GardenNode => ({
  id: `n_${String(k)}`,
  text: `Note ${String(k)}: the boiler is in the loft.`,
  context: k % 2 ? ['Home', 'Heating'] : [],
  trust: TRUSTS[k % TRUSTS.length] ?? 'operator',
  retention: TRUSTS[(k + 1) % TRUSTS.length] ?? 'operator',
  origins: [`file-${String(k)}.md`],
  sourceIds: ['s_1', `s_${String(k)}`],
  segmentIds: [`g_${String(k)}`],
  state: NODE_STATES[k % NODE_STATES.length] ?? 'active',
  weight: 1 + k / 3,
  refs: k,
  base: 0.75,
  salience: 0.123456789,
  assertedAt: 1_700_000_000_000 + k,
  createdAt: 1_700_000_000_001 + k,
  touchedAt: 1_700_000_000_002.5 + k,
  ...extra,
});

describe('node columns', () => {
  it('load back as the same nodes', () => {
    const nodes = [
      ...Array.from({ length: 10 }, (_, k) => node(k)),
      node(10, { belowFloorSince: 5, quarantineUntil: 6, lostLesionAt: 7 }),
      node(11, { labels: { kind: 'markdown', folder: 'home', tags: ['boiler'], entities: ['Castillo'] } }),
    ];
    const columns = nodeColumns(nodes);
    // Only the two nodes with optional fields carry JSON beyond their strings.
    expect((JSON.parse(columns.json) as { rest: unknown[] }).rest).toHaveLength(2);
    expect(nodesFromColumns(structuredClone(columns))).toEqual(nodes);
    // Ids and texts are one string, each cut out as its node is made.
    expect(columns.strings).toBe(nodes.flatMap((n) => [n.id, n.text]).join(''));
  });

  it('keep a number a node lacks absent, not zero', () => {
    const lacking = node(1);
    Reflect.deleteProperty(lacking, 'base');
    const [back] = nodesFromColumns(nodeColumns([lacking]));
    expect(back).toEqual(lacking);
    expect(back && 'base' in back).toBe(false);
  });

  it('refuse a node whose trust they cannot store', () => {
    expect(() => nodeColumns([node(1, { trust: 'rumour' as GardenNode['trust'] })])).toThrow(/unknown value rumour/);
  });
});
