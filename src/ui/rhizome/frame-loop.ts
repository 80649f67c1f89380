// The rhizome's frame loop: draws only when something changed, lighter while things move, and while only the
// view moves, shifts the last full picture instead of drawing every node again. Counts frames for the readout.
import { detailAt, draw, type ColourBy, type Detail, type DrawEdge, type DrawNode, type Transform } from './draw';
import { readPalette } from './palette';
import { changed, type Scene } from './scene';

/** How many placed nodes lie inside the canvas under the scene's transform. */
function countInView(scene: Scene, count: number, canvas: HTMLCanvasElement): number {
  const { x, y, k } = scene.transform;
  const w = canvas.width / devicePixelRatio;
  const h = canvas.height / devicePixelRatio;
  let n = 0;
  for (let i = 0; i < count; i++) {
    const sx = x + (scene.positions[2 * i] ?? NaN) * k;
    const sy = y + (scene.positions[2 * i + 1] ?? NaN) * k;
    if (sx >= 0 && sx <= w && sy >= 0 && sy <= h) n++;
  }
  return n;
}

export function startFrameLoop(
  canvas: HTMLCanvasElement,
  scene: Scene,
  graph: { nodes: DrawNode[]; edges: DrawEdge[] },
  colourBy: ColourBy,
  onFps: (fps: number) => void,
): () => void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return () => undefined;
  const palette = readPalette(canvas);
  let frames = 0;
  let lastCount = performance.now();
  let raf = 0;
  let drawn: Detail = 'full';
  let picture: { image: HTMLCanvasElement; tf: Transform } | undefined;
  scene.stale = true;
  const resize = () => {
    const r = canvas.getBoundingClientRect();
    canvas.width = Math.max(1, Math.round(r.width * devicePixelRatio));
    canvas.height = Math.max(1, Math.round(r.height * devicePixelRatio));
    if (scene.transform.x === 0 && scene.transform.y === 0) scene.transform = { x: r.width / 2, y: r.height / 2, k: 1 };
    changed(scene);
  };
  resize();
  const observer = new ResizeObserver(resize);
  observer.observe(canvas);

  /** Only the view moved: the last full frame, moved by as much (the uncovered edge fills in at rest). */
  const shiftPicture = (image: HTMLCanvasElement, from: Transform, to: Transform): void => {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = palette.background;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(
      image,
      Math.round((to.x - from.x) * devicePixelRatio),
      Math.round((to.y - from.y) * devicePixelRatio),
    );
  };

  const drawScene = (detail: Detail): void => {
    ctx.setTransform(devicePixelRatio, 0, 0, devicePixelRatio, 0, 0);
    draw(
      ctx,
      { w: canvas.width / devicePixelRatio, h: canvas.height / devicePixelRatio },
      graph.nodes,
      graph.edges,
      scene.positions,
      scene.transform,
      palette,
      scene.hover,
      scene.selected,
      colourBy,
      detail,
      scene.highlight,
    );
    if (detail !== 'full') return;
    // How many nodes the view shows, for the reader of the page (and a test) to know the garden fits.
    canvas.dataset.inView = String(countInView(scene, graph.nodes.length, canvas));
    picture ??= { image: document.createElement('canvas'), tf: scene.transform };
    picture.image.width = canvas.width;
    picture.image.height = canvas.height;
    picture.image.getContext('2d')?.drawImage(canvas, 0, 0);
    picture.tf = scene.transform;
    scene.stale = false;
  };

  const loop = () => {
    frames++;
    const now = performance.now();
    if (now - lastCount >= 1000) {
      onFps(Math.round((frames * 1000) / (now - lastCount)));
      frames = 0;
      lastCount = now;
    }
    const detail = detailAt(now, scene.movedAt, scene.running);
    // Motion has ended: one frame in full detail.
    if (detail === 'full' && drawn === 'motion') scene.dirty = true;
    if (scene.dirty) {
      scene.dirty = false;
      const tf = scene.transform;
      if (detail === 'motion' && !scene.stale && picture && picture.tf.k === tf.k) {
        drawn = 'motion';
        shiftPicture(picture.image, picture.tf, tf);
      } else {
        drawn = detail;
        drawScene(detail);
      }
    }
    raf = requestAnimationFrame(loop);
  };
  raf = requestAnimationFrame(loop);
  return () => {
    cancelAnimationFrame(raf);
    observer.disconnect();
  };
}
