// The page's side of the layout worker: it starts on the first graph, stops when idle or when the view goes
// away (see WorkerBridge), and hands each frame of positions to the view.
import { WorkerBridge } from '../bridge';
import type { LayoutFrame, ToLayout } from './layout-protocol';

/** d3-force stops below alpha 0.001: a frame at or under it is the layout at rest. */
const LAYOUT_REST_ALPHA = 0.001;

export class LayoutClient {
  private readonly bridge: WorkerBridge<ToLayout, LayoutFrame>;

  constructor(onFrame: (positions: Float32Array, running: boolean) => void) {
    this.bridge = new WorkerBridge<ToLayout, LayoutFrame>(
      () => new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module', name: 'layout' }),
      (frame) => {
        onFrame(frame.positions, frame.alpha > LAYOUT_REST_ALPHA);
      },
    );
  }

  /**
   * Lays out a new graph. `initial` holds where nodes were last drawn (x, y per node; NaN for new ones), so a
   * restarted worker does not reshuffle. The buffers are handed over, not copied.
   */
  layOut(ids: string[], weights: Float32Array, links: Uint32Array, initial: Float32Array): void {
    this.bridge.post({ type: 'graph', ids, weights, links, initial }, [weights.buffer, links.buffer, initial.buffer]);
  }

  drag(index: number, x: number, y: number): void {
    this.bridge.post({ type: 'drag', index, x, y });
  }

  release(index: number): void {
    this.bridge.post({ type: 'release', index });
  }

  stop(): void {
    this.bridge.terminate();
  }
}
