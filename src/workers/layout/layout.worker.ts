// The force layout (d3-force) runs here, off the main thread; each tick's positions are posted back as a
// transferable buffer, at most about 30 times a second, leaving the page time to draw them.
import { forceCenter, forceLink, forceManyBody, forceSimulation, type SimulationNodeDatum } from 'd3-force';
import type { LayoutFrame, ToLayout } from './layout-protocol';

interface N extends SimulationNodeDatum {
  id: string;
  weight: number;
}

const FRAME_MS = 33;
const known = new Map<string, { x: number; y: number }>();
let nodes: N[] = [];
const simulation = forceSimulation<N>([])
  .force('charge', forceManyBody<N>().strength(-24).theta(0.95).distanceMax(400))
  .force('center', forceCenter(0, 0))
  .alphaDecay(0.03)
  .stop();
let timer: ReturnType<typeof setTimeout> | undefined;

function post(): void {
  const positions = new Float32Array(nodes.length * 2);
  nodes.forEach((n, i) => {
    positions[2 * i] = n.x ?? 0;
    positions[2 * i + 1] = n.y ?? 0;
    known.set(n.id, { x: n.x ?? 0, y: n.y ?? 0 });
  });
  const frame: LayoutFrame = { type: 'positions', positions, alpha: simulation.alpha() };
  postMessage(frame, [positions.buffer]);
}

/**
 * Ticks as many as fit in half a frame, posts the positions, then rests at least as long as it worked: a
 * big graph's ticks would otherwise hold a whole core, and on a small machine the page needs one to draw.
 */
function run(): void {
  if (timer) return;
  const step = (): void => {
    const started = performance.now();
    do simulation.tick();
    while (performance.now() - started < FRAME_MS / 2 && simulation.alpha() > simulation.alphaMin());
    post();
    const worked = performance.now() - started;
    timer =
      simulation.alpha() > simulation.alphaMin() ? setTimeout(step, Math.max(FRAME_MS - worked, worked)) : undefined;
  };
  timer = setTimeout(step, 0);
}

onmessage = (e: MessageEvent<ToLayout>) => {
  const msg = e.data;
  if (msg.type === 'graph') {
    nodes = msg.ids.map((id, i) => {
      const ix = msg.initial[2 * i] ?? NaN;
      const iy = msg.initial[2 * i + 1] ?? NaN;
      const at =
        known.get(id) ??
        (Number.isNaN(ix) ? { x: (Math.random() - 0.5) * 400, y: (Math.random() - 0.5) * 400 } : { x: ix, y: iy });
      return { id, weight: msg.weights[i] ?? 1, x: at.x, y: at.y };
    });
    const links: { source: number; target: number }[] = [];
    for (let i = 0; i + 1 < msg.links.length; i += 2)
      links.push({ source: msg.links[i] ?? 0, target: msg.links[i + 1] ?? 0 });
    simulation
      .nodes(nodes)
      .force('link', forceLink<N, { source: number; target: number }>(links).distance(30).strength(0.3));
    simulation.alpha(known.size ? 0.3 : 1);
  } else if (msg.type === 'drag') {
    const n = nodes[msg.index];
    if (n) {
      n.fx = msg.x;
      n.fy = msg.y;
    }
    simulation.alphaTarget(0.1);
  } else if (msg.type === 'release') {
    const n = nodes[msg.index];
    if (n) {
      n.fx = null;
      n.fy = null;
    }
    simulation.alphaTarget(0);
  } else simulation.alpha(0.5);
  run();
};
