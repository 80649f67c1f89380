import type { Trust } from './types';

/**
 * How much a trust label is believed. Settles challenges: an equal or higher rank supersedes, a lower one
 * opens a lesion. The garden's own synthesis stands with the operator: it is the operator's considered view.
 */
export const TRUST_RANK: Record<Trust, number> = { operator: 5, synthesis: 5, external: 3, session: 2, foreign: 1 };

/** Salience a node starts with (and returns to when touched). */
export const BASE_SALIENCE: Record<Trust, number> = {
  operator: 1,
  synthesis: 1,
  external: 0.8,
  session: 0.6,
  foreign: 0.5,
};

/** Ranking weight of a trust label in recall. */
export const TRUST_WEIGHT: Record<Trust, number> = {
  operator: 1,
  synthesis: 1,
  external: 0.85,
  session: 0.75,
  foreign: 0.6,
};

export const outranks = (a: Trust, b: Trust): boolean => TRUST_RANK[a] > TRUST_RANK[b];
export const atLeast = (a: Trust, b: Trust): boolean => TRUST_RANK[a] >= TRUST_RANK[b];
