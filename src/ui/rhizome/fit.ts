// Fitting the rhizome to its canvas: the transform that shows every placed node with a margin, centred.
import type { Transform } from './draw';

/** The most a fit zooms in: a garden of three nodes is not blown up to fill the screen. */
const MAX_FIT_ZOOM = 2;

export function fitTransform(positions: Float32Array, size: { w: number; h: number }, margin = 40): Transform {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i + 1 < positions.length; i += 2) {
    const x = positions[i] as number;
    const y = positions[i + 1] as number;
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  if (minX > maxX) return { x: size.w / 2, y: size.h / 2, k: 1 };
  const width = Math.max(1, maxX - minX);
  const height = Math.max(1, maxY - minY);
  const k = Math.min(MAX_FIT_ZOOM, (size.w - 2 * margin) / width, (size.h - 2 * margin) / height);
  const zoom = Math.max(0.01, k);
  return { k: zoom, x: size.w / 2 - ((minX + maxX) / 2) * zoom, y: size.h / 2 - ((minY + maxY) / 2) * zoom };
}
