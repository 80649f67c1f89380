// A pack's decay rule: for the nodes it applies to, it replaces the class policy (the conversation pack's
// "resolved issues decay with a half-life of 2 sessions" is one).
import type { GardenNode } from '../types';
import type { Settings } from '../settings';

export type Decaying = Pick<GardenNode, 'base' | 'touchedAt' | 'retention' | 'refs' | 'lostLesionAt' | 'labels'>;

/** Time as decay counts it: the clock, and how many conversation sessions the garden has had. */
export interface DecayTime {
  now: number;
  sessions: number;
}

export interface DecayRule {
  /** `pack/name`. */
  readonly id: string;
  applies(node: Decaying): boolean;
  salience(node: Decaying, at: DecayTime, settings: Settings): number;
  /** Days a node may stay under the compost floor before it is composted (0: the next sweep). */
  readonly graceDays: number;
  /** How the rule decays, in words ("resolved: half-life 2 sessions"). */
  describe(node: Decaying): string;
}
