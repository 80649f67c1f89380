import { describe, expect, it } from 'vitest';
import { fitTransform } from './fit';

const onScreen = (tf: { x: number; y: number; k: number }, x: number, y: number) => [tf.x + x * tf.k, tf.y + y * tf.k];

describe('fitting the rhizome to its canvas', () => {
  it('shows every node inside the margin, centred', () => {
    const positions = Float32Array.from([-500, -100, 1500, 300, 200, 50]);
    const tf = fitTransform(positions, { w: 800, h: 400 }, 40);
    const points = [0, 1, 2].map((i) => onScreen(tf, positions[2 * i] ?? 0, positions[2 * i + 1] ?? 0));
    for (const [x = 0, y = 0] of points) {
      expect(x).toBeGreaterThanOrEqual(40 - 1e-6);
      expect(x).toBeLessThanOrEqual(760 + 1e-6);
      expect(y).toBeGreaterThanOrEqual(40 - 1e-6);
      expect(y).toBeLessThanOrEqual(360 + 1e-6);
    }
    // The wider extent fills the width between the margins.
    expect(Math.min(...points.map(([x = 0]) => x))).toBeCloseTo(40);
    expect(Math.max(...points.map(([x = 0]) => x))).toBeCloseTo(760);
  });

  it('does not blow a tiny garden up, and leaves unplaced nodes out', () => {
    const tf = fitTransform(Float32Array.from([0, 0, 10, 0, NaN, NaN]), { w: 800, h: 400 });
    expect(tf.k).toBe(2);
    expect(onScreen(tf, 5, 0)).toEqual([400, 200]);
    expect(fitTransform(new Float32Array(0), { w: 800, h: 400 })).toEqual({ x: 400, y: 200, k: 1 });
  });
});
