// Messages between the rhizome view and the layout worker. Positions travel as transferable buffers.

export interface LayoutGraph {
  type: 'graph';
  ids: string[];
  weights: Float32Array;
  /** Pairs of node indices, flattened: [s0, t0, s1, t1, …]. */
  links: Uint32Array;
  /** Where nodes were last drawn (x, y per node; NaN for new ones), so a restarted worker does not reshuffle. */
  initial: Float32Array;
}

export type ToLayout =
  | LayoutGraph
  | { type: 'drag'; index: number; x: number; y: number }
  | { type: 'release'; index: number }
  | { type: 'reheat' };

export interface LayoutFrame {
  type: 'positions';
  /** x, y per node, in the order of the last graph's ids. */
  positions: Float32Array;
  alpha: number;
}
