// The rhizome's input: drag a node or pan the view, wheel to zoom, hover to name a node, click to open its
// note; the keyboard reaches every node (arrows walk them, Enter opens its note, I inspects it, + and - zoom).
import type { LayoutClient } from '../../workers/layout/layout-client';
import { hit, type DrawNode } from './draw';
import { changed, type Scene } from './scene';

const MIN_ZOOM = 0.05;
const MAX_ZOOM = 20;
/** A press that moves less than this (in pixels) is a click, not a drag. */
const CLICK_SLOP = 3;

const clampZoom = (k: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));
/** One press of + or -, or of a zoom button. */
export const ZOOM_STEP = 1.25;

/** Zooms about the middle of the view (the keys and the buttons); the view is the user's from then on. */
export function zoomBy(canvas: HTMLCanvasElement, scene: Scene, factor: number): void {
  const r = canvas.getBoundingClientRect();
  const tf = scene.transform;
  const k = clampZoom(tf.k * factor);
  const [cx, cy] = [r.width / 2, r.height / 2];
  scene.transform = { k, x: cx - ((cx - tf.x) * k) / tf.k, y: cy - ((cy - tf.y) * k) / tf.k };
  scene.userMoved = true;
  changed(scene);
}

export function attachInput(
  canvas: HTMLCanvasElement,
  scene: Scene,
  nodes: DrawNode[],
  layout: LayoutClient,
  on: { open(id: string): void; inspect(id: string): void; hover(label: string): void },
): () => void {
  let dragging: { node: number; startX: number; startY: number; tx: number; ty: number; moved: boolean } | undefined;
  const local = (e: PointerEvent | WheelEvent) => {
    const r = canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const select = (index: number, how: 'open' | 'inspect' = 'open'): void => {
    scene.selected = index;
    const id = nodes[index]?.id;
    if (id) on[how](id);
  };
  const down = (e: PointerEvent) => {
    const p = local(e);
    canvas.setPointerCapture(e.pointerId);
    const tf = scene.transform;
    const node = hit(nodes, scene.positions, tf, p.x, p.y);
    dragging = { node, startX: p.x, startY: p.y, tx: tf.x, ty: tf.y, moved: false };
  };
  const move = (e: PointerEvent) => {
    const p = local(e);
    const tf = scene.transform;
    if (dragging) {
      if (Math.abs(p.x - dragging.startX) + Math.abs(p.y - dragging.startY) > CLICK_SLOP) {
        dragging.moved = true;
        scene.userMoved = true;
      }
      if (dragging.node >= 0) {
        const x = (p.x - tf.x) / tf.k;
        const y = (p.y - tf.y) / tf.k;
        scene.positions[2 * dragging.node] = x;
        scene.positions[2 * dragging.node + 1] = y;
        layout.drag(dragging.node, x, y);
        scene.stale = true;
      } else
        scene.transform = { ...tf, x: dragging.tx + p.x - dragging.startX, y: dragging.ty + p.y - dragging.startY };
      scene.dirty = true;
      scene.movedAt = performance.now();
      return;
    }
    const h = hit(nodes, scene.positions, tf, p.x, p.y);
    if (h !== scene.hover) {
      scene.hover = h;
      on.hover(h >= 0 ? (nodes[h]?.label ?? '') : '');
      canvas.style.cursor = h >= 0 ? 'pointer' : 'grab';
      changed(scene);
    }
  };
  const up = () => {
    if (dragging && !dragging.moved && dragging.node >= 0) select(dragging.node);
    if (dragging && dragging.node >= 0) layout.release(dragging.node);
    dragging = undefined;
    changed(scene);
  };
  const wheel = (e: WheelEvent) => {
    e.preventDefault();
    const p = local(e);
    const tf = scene.transform;
    const k = clampZoom(tf.k * Math.exp(-e.deltaY * 0.0015));
    scene.transform = { k, x: p.x - ((p.x - tf.x) * k) / tf.k, y: p.y - ((p.y - tf.y) * k) / tf.k };
    scene.userMoved = true;
    changed(scene);
    scene.movedAt = performance.now();
  };
  const key = (e: KeyboardEvent) => {
    if (nodes.length === 0) return;
    const step =
      e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (step) {
      e.preventDefault();
      scene.hover = (scene.hover + step + nodes.length) % nodes.length;
      const i = scene.hover;
      on.hover(nodes[i]?.label ?? '');
      // The node walked to comes to the middle of the view.
      const tf = scene.transform;
      const r = canvas.getBoundingClientRect();
      scene.transform = {
        ...tf,
        x: r.width / 2 - (scene.positions[2 * i] ?? 0) * tf.k,
        y: r.height / 2 - (scene.positions[2 * i + 1] ?? 0) * tf.k,
      };
    } else if ((e.key === 'Enter' || e.key === ' ') && scene.hover >= 0) {
      e.preventDefault();
      select(scene.hover);
    } else if ((e.key === 'i' || e.key === 'I') && scene.hover >= 0) {
      e.preventDefault();
      select(scene.hover, 'inspect');
    } else if (e.key === '+' || e.key === '=' || e.key === '-') {
      zoomBy(canvas, scene, e.key === '-' ? 1 / ZOOM_STEP : ZOOM_STEP);
    } else return;
    changed(scene);
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
}
