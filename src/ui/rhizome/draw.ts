// Drawing the rhizome on a canvas: size is weight, fill is state (or entry type), ring is trust; lesions are
// red edges, supersessions dashed. Labels only where they can be read.
import type { EdgeKind, EntryType, NodeState, Trust } from '../../core/model';

export interface DrawNode {
  id: string;
  state: NodeState;
  trust: Trust;
  weight: number;
  label: string;
  type?: EntryType;
}

/** What a node's fill shows. */
export type ColourBy = 'state' | 'type';

export interface DrawEdge {
  s: number;
  t: number;
  kind: EdgeKind;
}

export interface Transform {
  x: number;
  y: number;
  k: number;
}

export interface Palette {
  state: Record<NodeState, string>;
  trust: Record<Trust, string>;
  type: Record<EntryType | 'untyped', string>;
  edge: string;
  lesion: string;
  text: string;
  background: string;
}

export const radius = (weight: number): number => 3 + Math.sqrt(weight) * 2;

export function draw(
  ctx: CanvasRenderingContext2D,
  size: { w: number; h: number },
  nodes: DrawNode[],
  edges: DrawEdge[],
  pos: Float32Array,
  tf: Transform,
  palette: Palette,
  hover: number,
  selected: number,
  colourBy: ColourBy = 'state',
): void {
  ctx.save();
  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, size.w, size.h);
  ctx.translate(tf.x, tf.y);
  ctx.scale(tf.k, tf.k);
  const px = (i: number) => pos[2 * i] ?? 0;
  const py = (i: number) => pos[2 * i + 1] ?? 0;

  // Edges, batched by style: one path per kind keeps thousands of edges cheap.
  const styles: { kinds: EdgeKind[]; color: string; width: number; dash: number[]; alpha: number }[] = [
    {
      kinds: ['related', 'confirms', 'corroborates'],
      color: palette.edge,
      width: 0.6,
      dash: [],
      alpha: nodes.length > 2000 ? 0.25 : 0.5,
    },
    { kinds: ['supersedes'], color: palette.edge, width: 1, dash: [4, 3], alpha: 0.8 },
    { kinds: ['lesion'], color: palette.lesion, width: 2, dash: [], alpha: 1 },
  ];
  for (const st of styles) {
    ctx.beginPath();
    for (const e of edges) {
      if (!st.kinds.includes(e.kind)) continue;
      ctx.moveTo(px(e.s), py(e.s));
      ctx.lineTo(px(e.t), py(e.t));
    }
    ctx.globalAlpha = st.alpha;
    ctx.strokeStyle = st.color;
    ctx.lineWidth = st.width / tf.k;
    ctx.setLineDash(st.dash.map((d) => d / tf.k));
    ctx.stroke();
  }
  ctx.setLineDash([]);
  ctx.globalAlpha = 1;

  nodes.forEach((n, i) => {
    const r = radius(n.weight);
    ctx.beginPath();
    ctx.arc(px(i), py(i), r, 0, Math.PI * 2);
    ctx.fillStyle = colourBy === 'type' ? palette.type[n.type ?? 'untyped'] : palette.state[n.state];
    ctx.fill();
    ctx.lineWidth = (i === selected ? 3 : 1.2) / tf.k;
    ctx.strokeStyle = i === selected ? palette.text : palette.trust[n.trust];
    ctx.stroke();
  });

  // Labels: the hovered and selected node always; others only when zoomed in far enough to read them.
  ctx.fillStyle = palette.text;
  ctx.font = `${String(12 / tf.k)}px system-ui, sans-serif`;
  const labelAll = tf.k > 2.5 && nodes.length < 3000;
  nodes.forEach((n, i) => {
    if (i === hover || i === selected || labelAll)
      ctx.fillText(n.label, px(i) + radius(n.weight) + 2 / tf.k, py(i) + 4 / tf.k);
  });
  ctx.restore();
}

/** The node under a screen point, if any. */
export function hit(nodes: DrawNode[], pos: Float32Array, tf: Transform, sx: number, sy: number): number {
  const x = (sx - tf.x) / tf.k;
  const y = (sy - tf.y) / tf.k;
  let best = -1;
  let bestD = Infinity;
  nodes.forEach((n, i) => {
    const dx = (pos[2 * i] ?? 0) - x;
    const dy = (pos[2 * i + 1] ?? 0) - y;
    const d = dx * dx + dy * dy;
    const r = radius(n.weight) + 3 / tf.k;
    if (d < r * r && d < bestD) {
      best = i;
      bestD = d;
    }
  });
  return best;
}
