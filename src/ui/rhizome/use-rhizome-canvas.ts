// The canvas side of the rhizome, wired: the layout worker's client, the frame loop and the input, around one
// shared scene.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { LayoutClient } from '../../workers/layout/layout-client';
import { attachInput } from './canvas-input';
import type { ColourBy, DrawEdge, DrawNode } from './draw';
import { startFrameLoop } from './frame-loop';
import { changed, newScene, type Scene } from './scene';

/** Where a node the layout has not placed yet starts: scattered over a square this wide around the middle. */
const SCATTER = 400;

export function useRhizomeCanvas(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  nodes: DrawNode[],
  edges: DrawEdge[],
  onSelect: (id: string) => void,
  theme: string,
  colourBy: ColourBy = 'state',
): { hovered: string; fps: number; layingOut: boolean } {
  const scene = useRef<Scene>(newScene());
  const [hovered, setHovered] = useState('');
  const [fps, setFps] = useState(0);
  const [layingOut, setLayingOut] = useState(false);
  const layout = useRef<LayoutClient | null>(null);
  layout.current ??= new LayoutClient((positions, running) => {
    const s = scene.current;
    s.positions = positions;
    s.running = running;
    s.movedAt = performance.now();
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
    layout.current?.layOut(
      nodes.map((n) => n.id),
      Float32Array.from(nodes, (n) => n.weight),
      Uint32Array.from(edges.flatMap((e) => [e.s, e.t])),
      initial,
    );
    changed(s);
  }, [nodes, edges]);

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
    return attachInput(canvas, scene.current, nodes, client, { select: onSelect, hover: setHovered });
  }, [canvasRef, nodes, onSelect]);

  return { hovered, fps, layingOut };
}
