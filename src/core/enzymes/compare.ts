// One enzyme reading: how a new segment stands to one node of the garden.
import { claim, cues, valuesMissingFrom, type Claim, type Cues } from '../text/claims';

export interface Reading {
  text: string;
  claim: Claim;
  cues: Cues;
  mass: number;
}

export function read(text: string, mass: number): Reading {
  return { text, claim: claim(text), cues: cues(text), mass };
}

export type PairRelation = 'confirm' | 'challenge' | 'related' | 'unrelated';

export interface Comparison {
  relation: PairRelation;
  similarity: number;
  subjectOverlap: number;
  /** The cue that decided it, for the journal. */
  cue: string;
}

/** Similarity above which two texts say the same thing whatever their words. */
const PARAPHRASE = 0.9;
/**
 * Same subject: the mean of embedding similarity and subject-term overlap reaches this, and at least one
 * subject term is shared. The model alone cannot tell "the gym is X" from "the vet is Y" (similar
 * sentences, similarity 0.5–0.7); the overlap of what the sentences are about can.
 */
const SAME_SUBJECT_SCORE = 0.6;
/** Long segments carry many values: they need to be closer before a value difference counts. */
const LONG_SEGMENT_TOKENS = 40;
const LONG_SAME_SUBJECT_SCORE = 0.8;
/** A confirmation must be this close. */
const CONFIRM_SIMILARITY = 0.6;
/** Below this, two nodes are not worth an edge. */
export const RELATED_SIMILARITY = 0.5;

function overlap(a: Set<string>, b: Set<string>): number {
  const small = a.size <= b.size ? a : b;
  const large = small === a ? b : a;
  if (small.size === 0) return 0;
  let shared = 0;
  for (const t of small) if (large.has(t)) shared++;
  return shared / small.size;
}

/**
 * Compares a newcomer with an existing node. A challenge needs the same subject and a different value, a
 * negation on one side only, or an explicit correction; a confirmation needs the same subject and no
 * conflicting value.
 */
export function compare(newcomer: Reading, node: Reading, similarity: number): Comparison {
  const subjectOverlap = overlap(newcomer.claim.subject, node.claim.subject);
  const long = Math.max(newcomer.mass, node.mass) > LONG_SEGMENT_TOKENS;
  const needed = long ? LONG_SAME_SUBJECT_SCORE : SAME_SUBJECT_SCORE;
  const sameSubject = similarity >= PARAPHRASE || (subjectOverlap > 0 && (similarity + subjectOverlap) / 2 >= needed);
  const result = (relation: PairRelation, cue: string): Comparison => ({ relation, similarity, subjectOverlap, cue });

  if (!sameSubject)
    return similarity >= RELATED_SIMILARITY
      ? result('related', 'similar wording')
      : result('unrelated', 'no shared subject');

  const asserted = (r: Reading): Set<string> => new Set([...r.claim.values].filter((v) => !r.claim.negated.has(v)));
  const added = valuesMissingFrom(asserted(newcomer), node.text);
  const dropped = valuesMissingFrom(asserted(node), newcomer.text);
  const denied = [...newcomer.claim.negated].filter((v) => asserted(node).has(v));
  if (newcomer.cues.correction) return result('challenge', 'explicit correction');
  if (denied.length) return result('challenge', `denies ${denied.join(', ')}`);
  if (added.length && dropped.length)
    return result('challenge', `different value: ${added.join(', ')} instead of ${dropped.join(', ')}`);
  if (newcomer.cues.update && added.length) return result('challenge', `update to ${added.join(', ')}`);
  const bothPlain = !added.length && !dropped.length && !newcomer.claim.negated.size && !node.claim.negated.size;
  if (bothPlain && newcomer.cues.negation !== node.cues.negation && similarity >= CONFIRM_SIMILARITY)
    return result('challenge', 'negation on one side only');
  if (similarity >= CONFIRM_SIMILARITY || (newcomer.cues.confirmation && !added.length))
    return result('confirm', similarity >= PARAPHRASE ? 'same wording' : 'same subject, same values');
  return result('related', 'same subject, nothing to settle');
}
