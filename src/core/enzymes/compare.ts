// One enzyme reading: how a new segment stands to one node of the garden.
import { claim, cues, valuesMissingFrom, type Claim, type Cues } from '../text/claims';
import { terms } from '../text/terms';

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
  /**
   * For challenges: the newcomer says outright that the node is wrong or out of date (a correction, a
   * denial, an update cue). A bare value difference is implicit: it settles only when the two are very close.
   */
  explicit: boolean;
  /** For confirmations: the newcomer adds nothing (merge it); otherwise it supports the node as a node of its own. */
  repeat: boolean;
  similarity: number;
  subjectOverlap: number;
  /** The cue that decided it, for the journal. */
  cue: string;
}

/** Similarity above which two texts are about the same thing whatever their words. */
const PARAPHRASE = 0.9;
/** Similarity above which two texts say the same thing, word for word or nearly. */
const IDENTICAL = 0.97;
/**
 * Same subject: the mean of embedding similarity and subject-term overlap reaches this, and at least one
 * subject term is shared. The model alone cannot tell "the gym is X" from "the vet is Y" (similar
 * sentences, similarity 0.5–0.7); the overlap of what the sentences are about can.
 */
const SAME_SUBJECT_SCORE = 0.6;
/** …and at least this share of the two subjects' terms is shared (Jaccard). */
const MIN_SUBJECT_OVERLAP = 0.5;
/** Long segments carry many values: they need to be closer before a value difference counts. */
const LONG_SEGMENT_TOKENS = 40;
const LONG_SAME_SUBJECT_SCORE = 0.8;
/** A confirmation must be this close (an explicit "still" / "confirmed" needs less). */
const CONFIRM_SIMILARITY = 0.7;
const CUED_CONFIRM_SIMILARITY = 0.5;
/** Plain-word values only count between short claims about exactly the same subject. */
const SHORT_CLAIM_WORDS = 12;
/** An agreeing text that adds something of its own stands beside the node it supports. */
const AGREE_SIMILARITY = 0.6;
/** "The pool is open" / "The pool is not open": only near-identical sentences flip on a negation. */
const NEGATION_FLIP_SIMILARITY = 0.88;
/** A bare value difference (no cue) settles by rule only between texts this close; otherwise it is a lesion. */
export const IMPLICIT_SETTLE_SIMILARITY = 0.75;
export const IMPLICIT_SETTLE_OVERLAP = 0.75;
/** Below this, two nodes are not worth an edge. */
export const RELATED_SIMILARITY = 0.5;

/** The share of `a` that `b` holds (all of it when `a` is empty). */
function coverage(a: Set<string>, b: Set<string>): number {
  if (a.size === 0) return 1;
  let held = 0;
  for (const t of a) if (b.has(t)) held++;
  return held / a.size;
}

/** Jaccard overlap of two subjects: both must be mostly about the same thing. */
function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
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
  const sameSubject =
    similarity >= PARAPHRASE || (subjectOverlap >= MIN_SUBJECT_OVERLAP && (similarity + subjectOverlap) / 2 >= needed);
  const result = (relation: PairRelation, cue: string, explicit = false, repeat = false): Comparison => ({
    relation,
    similarity,
    subjectOverlap,
    cue,
    explicit,
    repeat,
  });

  if (!sameSubject)
    return similarity >= RELATED_SIMILARITY
      ? result('related', 'similar wording')
      : result('unrelated', 'no shared subject');

  const asserted = (r: Reading): Set<string> => new Set([...r.claim.values].filter((v) => !r.claim.negated.has(v)));
  const added = valuesMissingFrom(asserted(newcomer), node.text);
  const dropped = valuesMissingFrom(asserted(node), newcomer.text);
  const denied = [...newcomer.claim.negated].filter((v) => asserted(node).has(v));
  const confirmOrRelated = (): Comparison => confirmation(newcomer, node, similarity, added, result);
  // Fragments, titles and code assert nothing that another text could contradict.
  if (!newcomer.claim.assertive || !node.claim.assertive) return confirmOrRelated();
  // Two dated accounts ("Beta 0.4.2, Sep 29th" / "Beta 0.4.3, Oct 11th") are two events, not one fact changing.
  if (differentEvents(newcomer, node, added, dropped) && !newcomer.cues.update && !newcomer.cues.correction)
    return confirmOrRelated();
  // The same correction made again (both are corrections, with the same values) agrees with it.
  const sameCorrection = node.cues.correction && !added.length && !dropped.length && !denied.length;
  if (newcomer.cues.correction && !sameCorrection) return result('challenge', 'explicit correction', true);
  if (newcomer.cues.correction) return confirmOrRelated();
  if (denied.length) return result('challenge', `denies ${denied.join(', ')}`, true);
  if (newcomer.cues.update && added.length) return result('challenge', `update to ${added.join(', ')}`, true);
  if (added.length && dropped.length)
    return result('challenge', `different value: ${added.join(', ')} instead of ${dropped.join(', ')}`);
  // Values in plain words ("under the doormat" / "in the garden shed") when no name or number differs.
  const said = (r: Reading, other: Reading): string[] =>
    [...r.claim.predicate].filter((t) => !other.claim.content.has(t));
  const saidNew = said(newcomer, node);
  const saidOld = said(node, newcomer);
  if (!added.length && !dropped.length && saidNew.length && saidOld.length) {
    const cue = `says "${saidNew.join(' ')}" where it said "${saidOld.join(' ')}"`;
    if (newcomer.cues.update) return result('challenge', cue, true);
    // Without an update cue, only two short claims that share nothing of what they say of one subject.
    const short = Math.max(newcomer.claim.words, node.claim.words) <= SHORT_CLAIM_WORDS;
    const disjoint = saidNew.length === newcomer.claim.predicate.size && saidOld.length === node.claim.predicate.size;
    if (short && disjoint && subjectOverlap === 1) return result('challenge', cue);
  }
  const bothPlain =
    !added.length &&
    !dropped.length &&
    !newcomer.claim.negated.size &&
    !node.claim.negated.size &&
    newcomer.claim.sentences === 1 &&
    node.claim.sentences === 1;
  if (bothPlain && newcomer.cues.negation !== node.cues.negation && similarity >= NEGATION_FLIP_SIMILARITY)
    return result('challenge', 'negation on one side only', true);
  return confirmOrRelated();
}

function confirmation(
  newcomer: Reading,
  node: Reading,
  similarity: number,
  added: string[],
  result: (relation: PairRelation, cue: string, explicit?: boolean, repeat?: boolean) => Comparison,
): Comparison {
  if (similarity >= IDENTICAL) return result('confirm', 'same wording', false, true);
  const nodeTerms = new Set([...node.claim.content, ...terms([...node.claim.values].join(' '))]);
  const covered = coverage(newcomer.claim.content, nodeTerms) === 1 && added.length === 0;
  const cued = newcomer.cues.confirmation && similarity >= CUED_CONFIRM_SIMILARITY;
  // Nothing new: a repeat, merged into the node.
  if (covered && (similarity >= CONFIRM_SIMILARITY || cued))
    return result('confirm', 'same subject, same values', false, true);
  // Same subject, compatible, with something of its own: it supports the node and stands beside it.
  if (similarity >= AGREE_SIMILARITY || cued)
    return result('confirm', 'same subject, agrees and adds to it', false, false);
  return result('related', 'same subject, nothing to settle');
}

/** Both sides are dated and also say something besides the date, and the dates differ. */
function differentEvents(a: Reading, b: Reading, added: string[], dropped: string[]): boolean {
  const dated = (r: Reading): boolean =>
    r.claim.dates.size > 0 && [...r.claim.values].some((v) => !r.claim.dates.has(v));
  if (!dated(a) || !dated(b)) return false;
  return added.some((v) => a.claim.dates.has(v)) || dropped.some((v) => b.claim.dates.has(v));
}
