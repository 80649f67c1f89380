// Drawing the rhizome on a canvas: size is weight, fill is state (or entry type), ring is trust; lesions are
// red edges, supersessions dashed. Labels only where they can be read.
import type { EdgeKind, EntryType, NodeState, Trust } from '../../core/types';
import type { GraphSnapshot } from '../../workers/garden/garden-api';

/** A node as the garden worker sends it for the rhizome. */
export type DrawNode = GraphSnapshot['nodes'][number];

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
  /** The ring of a node a search found. */
  highlight: string;
}

export const radius = (weight: number): number => 3 + Math.sqrt(weight) * 2;

/** Full detail at rest; while the layout runs or the view moves, a big graph is drawn lighter. */
export type Detail = 'full' | 'motion';

/** For this long after anything moved, frames are drawn in motion detail. */
export const MOTION_MS = 250;

/**
 * The detail of a frame at `now`: motion while anything moved lately, and all the while the layout runs — a
 * busy machine can leave more than MOTION_MS between its frames, and a full frame drawn in such a gap (hundreds
 * of milliseconds at 10k nodes) would stall the view.
 */
export const detailAt = (now: number, movedAt: number, layoutRunning: boolean): Detail =>
  layoutRunning || now - movedAt < MOTION_MS ? 'motion' : 'full';

/** In motion, at most this many ordinary edges are drawn (an even sample; lesions and supersessions all). */
const MOTION_EDGES = 2500;
/** In motion, a graph of more nodes than this draws them as squares without rings. */
const MOTION_CIRCLES = 2000;

/**
 * One frame. Rasterising is the cost (a software canvas fills 10k circles at ~4 frames a second), so: one
 * path per edge style and per node colour; nothing outside the view; a square and no ring for a node under
 * four pixels on screen; and in motion a big graph draws squares and a sample of its ordinary edges. Every
 * node is drawn in every frame, and at rest everything is drawn in full.
 */
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
  detail: Detail = 'full',
  highlight?: Uint8Array,
): void {
  ctx.save();
  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, size.w, size.h);
  ctx.translate(tf.x, tf.y);
  ctx.scale(tf.k, tf.k);
  const px = (i: number) => pos[2 * i] ?? 0;
  const py = (i: number) => pos[2 * i + 1] ?? 0;
  // The view in layout coordinates, with a margin for radii.
  const margin = 12 / tf.k + 12;
  const left = -tf.x / tf.k - margin;
  const top = -tf.y / tf.k - margin;
  const right = (size.w - tf.x) / tf.k + margin;
  const bottom = (size.h - tf.y) / tf.k + margin;
  const inView = (i: number): boolean => {
    const x = px(i);
    const y = py(i);
    return x >= left && x <= right && y >= top && y <= bottom;
  };
  // An edge is left out only when both ends lie beyond the same side of the view (it cannot cross it).
  const edgeOutside = (a: number, b: number): boolean =>
    (px(a) < left && px(b) < left) ||
    (px(a) > right && px(b) > right) ||
    (py(a) < top && py(b) < top) ||
    (py(a) > bottom && py(b) > bottom);

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
  const stride = detail === 'motion' ? Math.max(1, Math.ceil(edges.length / MOTION_EDGES)) : 1;
  for (const st of styles) {
    ctx.beginPath();
    const sampled = st.kinds.includes('related') ? stride : 1;
    for (let n = 0; n < edges.length; n += sampled) {
      const e = edges[n];
      if (!e || !st.kinds.includes(e.kind) || edgeOutside(e.s, e.t)) continue;
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

  // Nodes by fill colour, then their rings by trust colour: one path each.
  const fills = new Map<string, number[]>();
  const rings = new Map<string, number[]>();
  nodes.forEach((n, i) => {
    if (!inView(i)) return;
    const fill = colourBy === 'type' ? palette.type[n.type ?? 'untyped'] : palette.state[n.state];
    let group = fills.get(fill);
    if (!group) fills.set(fill, (group = []));
    group.push(i);
    const ring = palette.trust[n.trust];
    let ringGroup = rings.get(ring);
    if (!ringGroup) rings.set(ring, (ringGroup = []));
    ringGroup.push(i);
  });
  // A dot of a few pixels stands for a node that is small on screen, or for every node of a big graph in motion.
  const dot = radius(1) * tf.k < 4 || (detail === 'motion' && nodes.length > MOTION_CIRCLES);
  const half = 1.5 / tf.k;
  const shapes = (indices: number[]): void => {
    ctx.beginPath();
    for (const i of indices) {
      const r = radius(nodes[i]?.weight ?? 1);
      ctx.moveTo(px(i) + r, py(i));
      ctx.arc(px(i), py(i), r, 0, Math.PI * 2);
    }
  };
  for (const [fill, indices] of fills) {
    ctx.fillStyle = fill;
    // Dots as rectangles filled one by one: a rasteriser's fastest shape, far cheaper than one big path.
    if (dot) for (const i of indices) ctx.fillRect(px(i) - half, py(i) - half, 2 * half, 2 * half);
    else {
      shapes(indices);
      ctx.fill();
    }
  }
  if (!dot) {
    ctx.lineWidth = 1.2 / tf.k;
    for (const [ring, indices] of rings) {
      shapes(indices);
      ctx.strokeStyle = ring;
      ctx.stroke();
    }
  }
  if (highlight) {
    shapes(nodes.flatMap((_, i) => (highlight[i] && inView(i) ? [i] : [])));
    ctx.lineWidth = 4 / tf.k;
    ctx.strokeStyle = palette.highlight;
    ctx.stroke();
  }
  if (selected >= 0 && selected < nodes.length) {
    shapes([selected]);
    ctx.lineWidth = 3 / tf.k;
    ctx.strokeStyle = palette.text;
    ctx.stroke();
  }

  // Labels: the hovered, selected and found nodes always; at rest, the nodes large enough on screen to
  // carry one (the biggest first, at most LABELS), or every node in view once zoomed in far enough.
  ctx.fillStyle = palette.text;
  ctx.font = `${String(12 / tf.k)}px system-ui, sans-serif`;
  const labelAll = tf.k > 2.5 && nodes.length < 3000;
  const large = detail === 'full' && !labelAll ? largeOnScreen(nodes, tf.k, inView) : [];
  // The hovered, selected and found nodes' labels always; a large node's only where it overlaps none drawn.
  const placed: [number, number, number, number][] = [];
  const label = (i: number, always: boolean): void => {
    const n = nodes[i];
    if (!n) return;
    const x = px(i) + radius(n.weight) + 2 / tf.k;
    const y = py(i) + 4 / tf.k;
    const box: [number, number, number, number] = [x, y - 12 / tf.k, x + ctx.measureText(n.label).width, y + 3 / tf.k];
    if (!always && placed.some((b) => box[0] < b[2] && b[0] < box[2] && box[1] < b[3] && b[1] < box[3])) return;
    placed.push(box);
    ctx.fillText(n.label, x, y);
  };
  nodes.forEach((_, i) => {
    if (i === hover || i === selected || highlight?.[i] || (labelAll && inView(i))) label(i, true);
  });
  for (const i of large) label(i, false);
  ctx.restore();
}

/** At most this many nodes are labelled for their size alone. */
const LABELS = 60;
/** A node this wide on screen (its radius, in pixels) or wider carries its label. */
const LABEL_RADIUS = 9;

/** The nodes in view whose circle is large enough on screen to carry a label, the biggest first. */
function largeOnScreen(nodes: DrawNode[], k: number, inView: (i: number) => boolean): number[] {
  const big: number[] = [];
  nodes.forEach((n, i) => {
    if (radius(n.weight) * k >= LABEL_RADIUS && inView(i)) big.push(i);
  });
  big.sort((a, b) => (nodes[b]?.weight ?? 0) - (nodes[a]?.weight ?? 0));
  return big.slice(0, LABELS);
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
