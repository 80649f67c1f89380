// The canvas side of the rhizome, wired: the layout worker's client, the frame loop and the input, around one
// shared scene; and the view's controls (zoom, fit) and search highlight.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { LayoutClient } from '../../workers/layout/layout-client';
import { attachInput, zoomBy } from './canvas-input';
import type { ColourBy, DrawEdge, DrawNode } from './draw';
import { fitTransform } from './fit';
import { startFrameLoop } from './frame-loop';
import { changed, newScene, type Scene } from './scene';

/** Where a node the layout has not placed yet starts: scattered over a square this wide around the middle. */
const SCATTER = 400;

export interface RhizomeGraph {
  nodes: DrawNode[];
  /** What is drawn. */
  edges: DrawEdge[];
  /** What the layout pulls together: the edges, and the nodes of one note (see RhizomeView). */
  links: DrawEdge[];
}

export interface RhizomeControls {
  hovered: string;
  fps: number;
  layingOut: boolean;
  zoom: (factor: number) => void;
  fit: () => void;
  /** Rings the nodes with these ids that the view shows (none: clears); says how many it rang. */
  highlight: (ids: ReadonlySet<string> | undefined) => number;
}

const fitScene = (canvas: HTMLCanvasElement, scene: Scene): void => {
  const r = canvas.getBoundingClientRect();
  scene.transform = fitTransform(scene.positions, { w: r.width, h: r.height });
  changed(scene);
};

export function useRhizomeCanvas(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  graph: RhizomeGraph,
  on: { open(id: string): void; inspect(id: string): void },
  theme: string,
  colourBy: ColourBy = 'state',
): RhizomeControls {
  const { nodes, edges, links } = graph;
  const scene = useRef<Scene>(newScene());
  const [hovered, setHovered] = useState('');
  const [fps, setFps] = useState(0);
  const [layingOut, setLayingOut] = useState(false);
  const layout = useRef<LayoutClient | null>(null);
  layout.current ??= new LayoutClient((positions, running) => {
    const s = scene.current;
    const settled = s.running && !running;
    s.positions = positions;
    s.running = running;
    s.movedAt = performance.now();
    // The layout has come to rest: the whole garden in view, unless the user has taken the view.
    if (settled && !s.userMoved && canvasRef.current) fitScene(canvasRef.current, s);
    changed(s);
    setLayingOut(running);
  });

  // A new graph: keep the positions of nodes already placed.
  useEffect(() => {
    const s = scene.current;
    const previous = s.positions;
    const initial = new Float32Array(nodes.length * 2).fill(NaN);
    if (previous.length === initial.length) initial.set(previous);
    s.positions = initial.map((v) => (Number.isNaN(v) ? (Math.random() - 0.5) * SCATTER : v));
    s.highlight = undefined;
    layout.current?.layOut(
      nodes.map((n) => n.id),
      Float32Array.from(nodes, (n) => n.weight),
      Uint32Array.from(links.flatMap((e) => [e.s, e.t])),
      initial,
    );
    changed(s);
  }, [nodes, links]);

  useEffect(() => () => layout.current?.stop(), []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    return startFrameLoop(canvas, scene.current, { nodes, edges }, colourBy, setFps);
    // The theme is read by the loop's palette: a new theme starts a new loop.
  }, [canvasRef, nodes, edges, theme, colourBy]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const client = layout.current;
    if (!canvas || !client) return;
    return attachInput(canvas, scene.current, nodes, client, { ...on, hover: setHovered });
  }, [canvasRef, nodes, on]);

  const zoom = useCallback(
    (factor: number) => {
      if (canvasRef.current) zoomBy(canvasRef.current, scene.current, factor);
    },
    [canvasRef],
  );
  const fit = useCallback(() => {
    if (canvasRef.current) fitScene(canvasRef.current, scene.current);
  }, [canvasRef]);
  const highlight = useCallback(
    (ids: ReadonlySet<string> | undefined) => {
      const s = scene.current;
      s.highlight = ids ? Uint8Array.from(nodes, (n) => (ids.has(n.id) ? 1 : 0)) : undefined;
      changed(s);
      return s.highlight?.reduce((sum, v) => sum + v, 0) ?? 0;
    },
    [nodes],
  );
  return { hovered, fps, layingOut, zoom, fit, highlight };
}
