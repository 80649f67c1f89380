// Nodes stored as columns load back as the same nodes: every trust and state, the optional fields, a number a
// node lacks; and a pack written before nodes were columns is still read.
import { describe, expect, it } from 'vitest';
import { NODE_STATES, TRUSTS, type GardenNode } from '../core/types';
import { nodeColumns, nodesFromColumns } from './node-columns';
import { replay, type PackRow } from './pack';

type Meta = Omit<GardenNode, 'vector'>;

const node = (k: number, extra: Partial<Meta> = {}): Meta => ({
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
    // Ids and texts are one string, each cut out as its node is made; chunks that kept them in JSON still read.
    expect(columns.strings).toBe(nodes.flatMap((n) => [n.id, n.text]).join(''));
    const { strings: _strings, stringEnds: _ends, json, ...rest } = columns;
    const older = {
      ...rest,
      json: JSON.stringify({
        ...(JSON.parse(json) as object),
        ids: nodes.map((n) => n.id),
        texts: nodes.map((n) => n.text),
      }),
    };
    expect(nodesFromColumns(older)).toEqual(nodes);
  });

  it('keep a number a node lacks absent, not zero', () => {
    const lacking = node(1);
    Reflect.deleteProperty(lacking, 'base');
    const [back] = nodesFromColumns(nodeColumns([lacking]));
    expect(back).toEqual(lacking);
    expect(back && 'base' in back).toBe(false);
  });

  it('refuse a node whose trust they cannot store', () => {
    expect(() => nodeColumns([node(1, { trust: 'rumour' as Meta['trust'] })])).toThrow(/unknown value rumour/);
  });

  it('leave a pack of nodes written as JSON readable', () => {
    const legacy = node(3);
    const pack: PackRow[] = [
      {
        id: 0,
        kind: 'nodes',
        json: JSON.stringify([legacy]),
        codes: new Int8Array([3, 4]),
        scales: new Float32Array([0.1]),
      },
    ];
    const [back] = replay(pack, []).nodes;
    expect({ ...back, vector: undefined }).toEqual({ ...legacy, vector: undefined });
    expect([...(back?.vector ?? [])].map((x) => x.toFixed(2))).toEqual(['0.60', '0.80']);
  });
});
