// The rhizome's level of detail, against a recording canvas: every node in view is drawn in every frame; in
// motion a big graph draws dots and a sample of its ordinary edges; at rest, circles and every edge.
import { describe, expect, it } from 'vitest';
import { detailAt, draw, MOTION_MS, type DrawEdge, type DrawNode, type Palette } from './draw';

function recordingContext() {
  const calls: Record<string, number> = {};
  const count = (name: string) => (): void => {
    calls[name] = (calls[name] ?? 0) + 1;
  };
  const ctx = new Proxy(
    {},
    {
      get: (_target, name: string) =>
        name === 'measureText'
          ? () => {
              count(name)();
              return { width: 60 };
            }
          : count(name),
      set: () => true,
    },
  ) as unknown as CanvasRenderingContext2D;
  return { ctx, calls };
}

const palette: Palette = {
  state: { active: 'green', dormant: 'grey', quarantined: 'orange', composted: 'brown' },
  trust: { operator: 'blue', synthesis: 'navy', session: 'teal', external: 'purple', foreign: 'red' },
  type: {
    principle: 'a',
    correction: 'b',
    decision: 'c',
    guideline: 'd',
    pitfall: 'e',
    process: 'f',
    model: 'g',
    untyped: 'h',
  },
  edge: 'grey',
  lesion: 'red',
  text: 'black',
  background: 'white',
  highlight: 'blue',
};

function graph(n: number, edgesPerNode: number) {
  const nodes: DrawNode[] = Array.from({ length: n }, (_, i) => ({
    id: `n${String(i)}`,
    state: 'active',
    trust: 'operator',
    weight: 1,
    label: `node ${String(i)}`,
  }));
  const edges: DrawEdge[] = [];
  for (let i = 1; i < n; i++)
    for (let k = 0; k < edgesPerNode; k++)
      edges.push({ s: i, t: (i * 7 + k) % i, kind: k === 0 && i % 50 === 0 ? 'lesion' : 'related' });
  // Every node inside a 400 × 400 view at scale 1.
  const pos = Float32Array.from({ length: 2 * n }, (_, j) => ((j * 37) % 380) - 190);
  return { nodes, edges, pos };
}

describe('drawing the rhizome', () => {
  const size = { w: 400, h: 400 };
  const tf = { x: 200, y: 200, k: 1 };

  it('in motion, a big graph draws every node as a dot and a sample of its ordinary edges, lesions all', () => {
    const { nodes, edges, pos } = graph(10_000, 3);
    const { ctx, calls } = recordingContext();
    draw(ctx, size, nodes, edges, pos, tf, palette, -1, -1, 'state', 'motion');
    expect(calls.fillRect).toBe(1 + nodes.length); // the background, then one dot a node
    expect(calls.arc ?? 0).toBe(0);
    const lesions = edges.filter((e) => e.kind === 'lesion').length;
    expect(calls.lineTo).toBeGreaterThanOrEqual(lesions);
    expect(calls.lineTo).toBeLessThan(3000 + lesions);
  });

  it('at rest, draws circles with their rings and every edge', () => {
    const { nodes, edges, pos } = graph(3_000, 3);
    const { ctx, calls } = recordingContext();
    draw(ctx, size, nodes, edges, pos, tf, palette, -1, -1, 'state', 'full');
    expect(calls.arc).toBe(2 * nodes.length); // a fill and a ring each
    expect(calls.lineTo).toBe(edges.length);
  });

  it('labels, at rest, the large nodes whose labels overlap none drawn, and the found ones always', () => {
    const { nodes, edges } = graph(6, 0);
    nodes.forEach((n, i) => {
      n.weight = i < 4 ? 40 : 1; // radius 3 + 2·√40 ≈ 15.6 px at scale 1: large enough for a label
    });
    // Nodes 0 and 1 far apart, 2 and 3 on top of 1 (their labels would overlap it), 4 and 5 small.
    const pos = Float32Array.from([-150, -150, 50, 50, 52, 52, 50, 55, 100, -100, -100, 100]);
    const { ctx, calls } = recordingContext();
    draw(ctx, size, nodes, edges, pos, tf, palette, -1, -1, 'state', 'full');
    expect(calls.fillText).toBe(2);
    const found = Uint8Array.from(nodes, (_, i) => (i === 3 || i === 5 ? 1 : 0));
    const again = recordingContext();
    draw(again.ctx, size, nodes, edges, pos, tf, palette, -1, -1, 'state', 'full', found);
    expect(again.calls.fillText).toBe(3); // the two found, and the one large node clear of them
    // In motion only the found ones: the big graph's labels wait until it rests.
    const moving = recordingContext();
    draw(moving.ctx, size, nodes, edges, pos, tf, palette, -1, -1, 'state', 'motion', found);
    expect(moving.calls.fillText).toBe(2);
  });

  it('draws full detail only once nothing has moved for a while and the layout rests', () => {
    expect(detailAt(1000, 1000 - MOTION_MS / 2, false)).toBe('motion');
    expect(detailAt(1000, 1000 - MOTION_MS * 2, false)).toBe('full');
    // A slow layout leaves long gaps between its frames: still motion until it rests.
    expect(detailAt(1000, 1000 - MOTION_MS * 2, true)).toBe('motion');
  });

  it('leaves out what lies beyond the view, but not an edge that crosses it', () => {
    const nodes = graph(3, 0).nodes;
    const pos = Float32Array.from([-1000, 0, 1000, 0, 5000, 5000]); // two ends either side, one far away
    const edges: DrawEdge[] = [
      { s: 0, t: 1, kind: 'related' },
      { s: 1, t: 2, kind: 'related' },
    ];
    const { ctx, calls } = recordingContext();
    draw(ctx, size, nodes, edges, pos, tf, palette, -1, -1, 'state', 'full');
    expect(calls.arc ?? 0).toBe(0);
    expect(calls.lineTo).toBe(1);
  });
});
