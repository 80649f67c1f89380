// The canvas side of the rhizome: feeds the layout worker, draws each frame, and handles pan, zoom, drag,
// hover and click.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { WorkerBridge } from '../../workers/bridge';
import type { LayoutFrame, ToLayout } from '../../workers/layout/layout-protocol';
import { detailAt, draw, hit, type ColourBy, type Detail, type DrawEdge, type DrawNode, type Transform } from './draw';
import { readPalette } from './palette';

/** d3-force stops below alpha 0.001. */
const LAYOUT_REST_ALPHA = 0.001;

export function useRhizomeCanvas(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  nodes: DrawNode[],
  edges: DrawEdge[],
  onSelect: (id: string) => void,
  theme: string,
  colourBy: ColourBy = 'state',
): { hovered: string; fps: number; layingOut: boolean } {
  const positions = useRef<Float32Array>(new Float32Array(0));
  const transform = useRef<Transform>({ x: 0, y: 0, k: 1 });
  const hover = useRef(-1);
  const selected = useRef(-1);
  const dirty = useRef(true);
  /** When the layout or the user last moved something: until MOTION_MS later, frames are drawn lighter. */
  const movedAt = useRef(0);
  /** Whether the layout is still running: no full frame is drawn until it rests (see detailAt). */
  const running = useRef(false);
  /**
   * Whether the last full frame still shows the graph as it is (only the view has moved since): while it
   * does, panning moves that picture instead of drawing again.
   */
  const stale = useRef(true);
  const changed = (): void => {
    dirty.current = true;
    stale.current = true;
  };
  const [hovered, setHovered] = useState('');
  const [fps, setFps] = useState(0);
  const [layingOut, setLayingOut] = useState(false);
  const bridge = useRef<WorkerBridge<ToLayout, LayoutFrame> | null>(null);
  bridge.current ??= new WorkerBridge<ToLayout, LayoutFrame>(
    () =>
      new Worker(new URL('../../workers/layout/layout.worker.ts', import.meta.url), { type: 'module', name: 'layout' }),
    (frame) => {
      positions.current = frame.positions;
      // The worker's last frame of a run is the one at rest (its alpha has fallen to the minimum).
      running.current = frame.alpha > LAYOUT_REST_ALPHA;
      setLayingOut(running.current);
      changed();
      movedAt.current = performance.now();
    },
  );

  // A new graph: keep the positions of nodes already placed.
  useEffect(() => {
    const previous = positions.current;
    const initial = new Float32Array(nodes.length * 2).fill(NaN);
    if (previous.length === initial.length) initial.set(previous);
    const weights = Float32Array.from(nodes, (n) => n.weight);
    const links = Uint32Array.from(edges.flatMap((e) => [e.s, e.t]));
    positions.current = initial.map((v) => (Number.isNaN(v) ? (Math.random() - 0.5) * 400 : v));
    bridge.current?.post({ type: 'graph', ids: nodes.map((n) => n.id), weights, links, initial }, [
      weights.buffer,
      links.buffer,
      initial.buffer,
    ]);
    changed();
  }, [nodes, edges]);

  useEffect(() => () => bridge.current?.terminate(), []);

  // The frame loop: draw only when something changed; count frames for the fps readout.
  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const palette = readPalette(canvas);
    let frames = 0;
    let lastCount = performance.now();
    let raf = 0;
    let drawn: Detail = 'full';
    let picture: { image: HTMLCanvasElement; tf: Transform } | undefined;
    stale.current = true;
    const resize = () => {
      const r = canvas.getBoundingClientRect();
      canvas.width = Math.max(1, Math.round(r.width * devicePixelRatio));
      canvas.height = Math.max(1, Math.round(r.height * devicePixelRatio));
      if (transform.current.x === 0 && transform.current.y === 0)
        transform.current = { x: r.width / 2, y: r.height / 2, k: 1 };
      changed();
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    const loop = () => {
      frames++;
      const now = performance.now();
      if (now - lastCount >= 1000) {
        setFps(Math.round((frames * 1000) / (now - lastCount)));
        frames = 0;
        lastCount = now;
      }
      const detail = detailAt(now, movedAt.current, running.current);
      // Motion has ended: one frame in full detail.
      if (detail === 'full' && drawn === 'motion') dirty.current = true;
      const tf = transform.current;
      if (dirty.current && detail === 'motion' && !stale.current && picture && picture.tf.k === tf.k) {
        // Only the view moved: the last full frame, moved by as much (the uncovered edge fills in at rest).
        dirty.current = false;
        drawn = 'motion';
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.fillStyle = palette.background;
        ctx.fillRect(0, 0, canvas.width, canvas.height);
        ctx.drawImage(
          picture.image,
          Math.round((tf.x - picture.tf.x) * devicePixelRatio),
          Math.round((tf.y - picture.tf.y) * devicePixelRatio),
        );
      } else if (dirty.current) {
        dirty.current = false;
        drawn = detail;
        ctx.setTransform(devicePixelRatio, 0, 0, devicePixelRatio, 0, 0);
        draw(
          ctx,
          { w: canvas.width / devicePixelRatio, h: canvas.height / devicePixelRatio },
          nodes,
          edges,
          positions.current,
          transform.current,
          palette,
          hover.current,
          selected.current,
          colourBy,
          detail,
        );
        if (detail === 'full') {
          picture ??= { image: document.createElement('canvas'), tf };
          picture.image.width = canvas.width;
          picture.image.height = canvas.height;
          picture.image.getContext('2d')?.drawImage(canvas, 0, 0);
          picture.tf = tf;
          stale.current = false;
        }
      }
      raf = requestAnimationFrame(loop);
    };
    raf = requestAnimationFrame(loop);
    return () => {
      cancelAnimationFrame(raf);
      observer.disconnect();
    };
  }, [canvasRef, nodes, edges, theme, colourBy]);

  // Pointer interaction.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let dragging: { node: number; startX: number; startY: number; tx: number; ty: number; moved: boolean } | undefined;
    const local = (e: PointerEvent | WheelEvent) => {
      const r = canvas.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    const down = (e: PointerEvent) => {
      const p = local(e);
      canvas.setPointerCapture(e.pointerId);
      dragging = {
        node: hit(nodes, positions.current, transform.current, p.x, p.y),
        startX: p.x,
        startY: p.y,
        tx: transform.current.x,
        ty: transform.current.y,
        moved: false,
      };
    };
    const move = (e: PointerEvent) => {
      const p = local(e);
      const tf = transform.current;
      if (dragging) {
        if (Math.abs(p.x - dragging.startX) + Math.abs(p.y - dragging.startY) > 3) dragging.moved = true;
        if (dragging.node >= 0) {
          const x = (p.x - tf.x) / tf.k;
          const y = (p.y - tf.y) / tf.k;
          positions.current[2 * dragging.node] = x;
          positions.current[2 * dragging.node + 1] = y;
          bridge.current?.post({ type: 'drag', index: dragging.node, x, y });
          stale.current = true;
        } else
          transform.current = { ...tf, x: dragging.tx + p.x - dragging.startX, y: dragging.ty + p.y - dragging.startY };
        dirty.current = true;
        movedAt.current = performance.now();
        return;
      }
      const h = hit(nodes, positions.current, tf, p.x, p.y);
      if (h !== hover.current) {
        hover.current = h;
        setHovered(h >= 0 ? (nodes[h]?.label ?? '') : '');
        canvas.style.cursor = h >= 0 ? 'pointer' : 'grab';
        changed();
      }
    };
    const up = () => {
      if (dragging && !dragging.moved && dragging.node >= 0) {
        selected.current = dragging.node;
        const id = nodes[dragging.node]?.id;
        if (id) onSelect(id);
      }
      if (dragging && dragging.node >= 0) bridge.current?.post({ type: 'release', index: dragging.node });
      dragging = undefined;
      changed();
    };
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      const p = local(e);
      const tf = transform.current;
      const k = Math.min(20, Math.max(0.05, tf.k * Math.exp(-e.deltaY * 0.0015)));
      transform.current = { k, x: p.x - ((p.x - tf.x) * k) / tf.k, y: p.y - ((p.y - tf.y) * k) / tf.k };
      changed();
      movedAt.current = performance.now();
    };
    // The keyboard reaches every node: arrows walk them, Enter inspects, + and - zoom.
    const key = (e: KeyboardEvent) => {
      if (nodes.length === 0) return;
      const step =
        e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
      if (step) {
        e.preventDefault();
        hover.current = (hover.current + step + nodes.length) % nodes.length;
        const i = hover.current;
        setHovered(nodes[i]?.label ?? '');
        const tf = transform.current;
        const r = canvas.getBoundingClientRect();
        transform.current = {
          ...tf,
          x: r.width / 2 - (positions.current[2 * i] ?? 0) * tf.k,
          y: r.height / 2 - (positions.current[2 * i + 1] ?? 0) * tf.k,
        };
      } else if ((e.key === 'Enter' || e.key === ' ') && hover.current >= 0) {
        e.preventDefault();
        selected.current = hover.current;
        const id = nodes[hover.current]?.id;
        if (id) onSelect(id);
      } else if (e.key === '+' || e.key === '=' || e.key === '-') {
        const tf = transform.current;
        transform.current = { ...tf, k: Math.min(20, Math.max(0.05, tf.k * (e.key === '-' ? 0.8 : 1.25))) };
      } else return;
      changed();
    };
    canvas.addEventListener('keydown', key);
    canvas.addEventListener('pointerdown', down);
    canvas.addEventListener('pointermove', move);
    canvas.addEventListener('pointerup', up);
    canvas.addEventListener('wheel', wheel, { passive: false });
    return () => {
      canvas.removeEventListener('keydown', key);
      canvas.removeEventListener('pointerdown', down);
      canvas.removeEventListener('pointermove', move);
      canvas.removeEventListener('pointerup', up);
      canvas.removeEventListener('wheel', wheel);
    };
  }, [canvasRef, nodes, onSelect]);

  return { hovered, fps, layingOut };
}
