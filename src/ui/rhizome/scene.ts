// What the rhizome's canvas shows right now, shared by the frame loop, the pointer and keyboard input and the
// layout's frames: plain mutable fields, read on every animation frame without a React render.
import type { Transform } from './draw';

export interface Scene {
  /** x, y per node, in the order of the drawn nodes. */
  positions: Float32Array;
  transform: Transform;
  hover: number;
  selected: number;
  /** Something changed since the last frame was drawn. */
  dirty: boolean;
  /**
   * The last full frame no longer shows the graph as it is (not only the view has moved): while it still does,
   * panning moves that picture instead of drawing again.
   */
  stale: boolean;
  /** When the layout or the user last moved something: until MOTION_MS later, frames are drawn lighter. */
  movedAt: number;
  /** Whether the layout is still running: no full frame is drawn until it rests (see detailAt). */
  running: boolean;
  /** Nodes a search found (1 each), ringed; none when nothing is searched. */
  highlight: Uint8Array | undefined;
  /** The user has panned, zoomed or dragged: the view is theirs, and a finished layout no longer refits it. */
  userMoved: boolean;
}

export const newScene = (): Scene => ({
  positions: new Float32Array(0),
  transform: { x: 0, y: 0, k: 1 },
  hover: -1,
  selected: -1,
  dirty: true,
  stale: true,
  movedAt: 0,
  running: false,
  highlight: undefined,
  userMoved: false,
});

/** The graph itself changed: draw again, in full. */
export function changed(scene: Scene): void {
  scene.dirty = true;
  scene.stale = true;
}
