// Edges stored as columns load back as the same edges: every kind, the optional fields, and an end that is
// not among the snapshot's nodes.
import { describe, expect, it } from 'vitest';
import { EDGE_KINDS, type Edge } from '../core/types';
import { edgeColumns, edgeReader } from './edge-columns';

const nodeIds = ['n_a', 'n_b', 'n_c'];
const nodeIndex = new Map(nodeIds.map((id, k) => [id, k]));

const edges: Edge[] = [
  ...EDGE_KINDS.map((kind, k): Edge => ({
    id: `e_${kind}`,
    kind,
    from: 'n_a',
    to: nodeIds[(k % 2) + 1] ?? 'n_b',
    weight: 0.1 * (k + 1),
    createdAt: 1_700_000_000_123 + k,
    touchedAt: 1_700_000_500_456.5 + k,
  })),
  {
    id: 'e_lesion',
    kind: 'lesion',
    from: 'n_c',
    to: 'n_gone',
    weight: 1,
    createdAt: 5,
    touchedAt: 6,
    open: false,
    resolvedAt: 7,
    resolution: 'n_c won: the newer note',
  },
  { id: 'e_thin', kind: 'related', from: 'n_b', to: 'n_b', weight: 0.01, createdAt: 1, touchedAt: 2, atrophiedAt: 3 },
];

describe('edge columns', () => {
  it('load back as the same edges', () => {
    const columns = edgeColumns(edges, nodeIndex);
    // Only the two edges with optional fields or an end outside the snapshot carry JSON; ids are one string.
    expect(JSON.parse(columns.json)).toEqual({
      rest: [
        [EDGE_KINDS.length, expect.anything()],
        [EDGE_KINDS.length + 1, expect.anything()],
      ],
    });
    expect(columns.idText).toBe(edges.map((e) => e.id).join(''));
    expect([...columns.ends.slice(-4)]).toEqual([2, -1, 1, 1]);
    const reader = edgeReader(structuredClone(columns), nodeIds);
    expect(Array.from({ length: reader.count }, (_, k) => reader.at(k))).toEqual(edges);
    // The lesions are found by their kind's column alone.
    expect(reader.lesions().map((k) => edges[k]?.id)).toEqual(['e_lesion', 'e_lesion']);
  });

  it('refuses an edge of a kind it cannot store', () => {
    const odd = { ...edges[0], kind: 'rumour' } as unknown as Edge;
    expect(() => edgeColumns([odd], nodeIndex)).toThrow(/unknown kind rumour/);
  });
});
