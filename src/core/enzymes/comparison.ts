// The words of a comparison: how a text is read for the enzymes, how two texts stand to each other, what a
// comparison says, and the similarities its rules share. compare.ts compares; the files beside it hold its rules.
import { claim, type Claim } from '../text/claims';

export interface Reading {
  text: string;
  claim: Claim;
  mass: number;
}

/** A code block is read as text, but asserts nothing. `writtenOn`: when the text was written, if known. */
export function read(text: string, mass: number, code = false, writtenOn?: number): Reading {
  const c = claim(text, writtenOn);
  return { text, claim: code ? { ...c, assertive: false } : c, mass };
}

/**
 * Where two texts stand to each other: in one context (`named`: both titles name the same thing; `same`: no
 * title on one side to tell), in sibling contexts about different things (see text/context.ts), or in contexts
 * that neither match nor differ.
 */
export type Placement = 'named' | 'same' | 'apart' | 'unknown' | 'unlike';

/** In one context: the same title, or no title to tell. */
export const oneContext = (p: Placement): boolean => p === 'same' || p === 'named';

export type PairRelation = 'confirm' | 'challenge' | 'related' | 'unrelated';

export interface Comparison {
  relation: PairRelation;
  /**
   * For challenges: the newcomer says the node is wrong or out of date (an update read from its language, a
   * denial of the node's value, a correction naming it), or restates the very same slot with another value.
   * Anything less settles nothing.
   */
  explicit: boolean;
  /** For confirmations: the newcomer adds nothing (merge it); otherwise it supports the node as a node of its own. */
  repeat: boolean;
  similarity: number;
  subjectOverlap: number;
  /** The cue that decided it, for the journal. */
  cue: string;
  /** Related: the same subject told with other values, which the garden could not settle. */
  otherValues?: true;
  /** Related: a stated change to another value of a kind the node holds, of a slot the garden could not tie. */
  changed?: true;
  /**
   * Related, and more: the same named thing told with one other value of one kind (see disagreement()). A
   * weaker source that says so is a disagreement to look at (a lesion); it never settles anything.
   */
  disagrees?: string;
  /**
   * A disagreement the newcomer tells as a change of that very thing (see compare()): from a source as strong
   * as the node's, and written after it, its own words are the evidence that it replaces the older value.
   */
  toldChanged?: true;
  /**
   * Challenge: tied only by a shared head, each attribute qualified its own way (see changedSoleValue). Where a
   * node names the changed thing as the newcomer does, that one is its rival, not this.
   */
  loose?: true;
}

/** Similarity above which two texts are about the same thing whatever their words. */
export const PARAPHRASE = 0.9;

/** Below this, two nodes are not worth an edge. */
export const RELATED_SIMILARITY = 0.5;

/** Below this, two texts are unrelated for this model (the same claim in other words scores above it). */
export const UNRELATED_SIMILARITY = 0.3;

/** Two texts too far apart to compare. */
export const unrelated = (similarity: number): Comparison => ({
  relation: 'unrelated',
  explicit: false,
  repeat: false,
  similarity,
  subjectOverlap: 0,
  cue: 'too far apart to compare',
});

/** What a rule of the comparison found: its cue for the journal, and whether the newcomer says the node is replaced. */
export interface Conflict {
  cue: string;
  explicit: boolean;
  /** See Comparison.loose. */
  loose?: true;
}
