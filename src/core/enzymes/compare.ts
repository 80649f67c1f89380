// One enzyme reading: how a new segment stands to one node of the garden. A conflict needs the same context,
// the same attribute and different values; when in doubt the two are only related: a false conflict
// destroys what a user trusted the garden to keep. The rules it weighs live beside it: changes.ts,
// corrections.ts, disagreement.ts, agreement.ts (and brings-back.ts for a change taken back), on the
// sameness of values and of slots (values-alike.ts, slots-alike.ts) and the words of comparison.ts.
import type { Claim, Slot } from '../text/claims';
import { labelsApart } from '../text/context';
import { readBeside } from './beside';
import {
  oneContext,
  PARAPHRASE,
  RELATED_SIMILARITY,
  type Comparison,
  type PairRelation,
  type Placement,
  type Reading,
} from './comparison';
import { qualifiedApart } from './qualified-apart';
import {
  changedSoleValue,
  changedTheOne,
  replacedItsKind,
  restatedInPlace,
  slotConflict,
  tookThePlace,
} from './changes';
import { clash, differentEvents, disagreement, toldAsChange } from './disagreement';
import { correctedOfNode, correctedValue, denial, deniedOfNode, deniedOfSaid, undoneChange } from './corrections';
import { holds, sameValue } from './values-alike';
import { slotMatch } from './slots-alike';
import { sharedSpecificValue } from './agreement';
import { changedPlace, type ChangedPlace } from './in-place';
import { terms } from '../text/terms';

const OTHER_VALUES = 'same subject, other values';

/** Similarity above which two texts say the same thing, word for word or nearly. */
const IDENTICAL = 0.97;

/**
 * Same subject: the mean of embedding similarity and subject-term overlap reaches this, and at least one
 * subject term is shared. The model alone cannot tell "the gym is X" from "the vet is Y" (similar sentences,
 * similarity 0.5–0.7); the overlap of what the sentences are about can.
 */
const SAME_SUBJECT_SCORE = 0.6;

/** …and at least this share of the two subjects' terms is shared (Jaccard). */
const MIN_SUBJECT_OVERLAP = 0.5;

/** A confirmation must be this close (an explicit "still" / "confirmed" needs less). */
const CONFIRM_SIMILARITY = 0.7;

const CUED_CONFIRM_SIMILARITY = 0.5;

/** An agreeing text that adds something of its own stands beside the node it supports. */
const AGREE_SIMILARITY = 0.6;

/**
 * A correction that rewrites a value of the node (see correctedValue) must be at least this close: it ties the
 * two by the shape of their values, which short notes of two things share often enough below it.
 */
const CORRECTED_SIMILARITY = 0.6;

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
 * Whether a later text tells of the older one's subject again: a conflict, settled or not, other values of
 * one kind for the same subject, a stated change to another value (unless `changes` is false), or an agreement
 * that adds to it. Search puts such a later telling first.
 */
export function retells(newer: Reading, older: Reading, similarity: number, changes = true): boolean {
  const c = compare(newer, older, similarity);
  return (
    c.relation === 'challenge' ||
    c.otherValues === true ||
    (changes && c.changed === true) ||
    (c.relation === 'confirm' && !c.repeat)
  );
}

/**
 * Compares a newcomer with an existing node. Texts in sibling contexts are at most related; between texts
 * whose contexts neither match nor differ, only a stated change (an update, a denial, a correction) settles a
 * conflict: a bare restatement of a specific attribute there is a disagreement to look at (a lesion).
 */
export function compare(
  asRead: Reading,
  nodeAsRead: Reading,
  similarity: number,
  placement: Placement = 'same',
): Comparison {
  const [newcomer, node] = [readBeside(asRead, nodeAsRead, true), readBeside(nodeAsRead, asRead, false)];
  const subjectOverlap = overlap(newcomer.claim.subject, node.claim.subject);
  const result = (relation: PairRelation, cue: string, explicit = false, repeat = false): Comparison => ({
    relation,
    similarity,
    subjectOverlap,
    cue,
    explicit,
    repeat,
  });
  if (placement === 'apart' || labelsApart(newcomer.claim, node.claim))
    return similarity >= RELATED_SIMILARITY
      ? result('related', 'the same words in another context')
      : result('unrelated', 'another context');
  if (qualifiedApart(newcomer.claim, node.claim))
    return result(similarity >= RELATED_SIMILARITY ? 'related' : 'unrelated', 'two things of one kind');
  const outcome = compareInContext(newcomer, node, { similarity, subjectOverlap, placement }, result);
  // (A text that gives the same thing another value does not agree with it, whatever else they share.)
  if (outcome.relation === 'challenge' || outcome.repeat) return outcome;
  const rivals = disagreement(newcomer, node, similarity);
  if (!rivals) return outcome;
  const [p, q] = rivals;
  const disagrees = `${p.value.text} against ${q.value.text}`;
  const toldChanged = toldAsChange(newcomer, node, p, q) ? { toldChanged: true as const } : {};
  return { ...outcome, relation: 'related', cue: OTHER_VALUES, otherValues: true, disagrees, ...toldChanged };
}

/**
 * A code of letters and digits both name ("TP1347", "INV-20931"): two short notes that fill one slot of the
 * thing it names speak of one thing, however little their words are alike ("TP1347 - dep 09:20" / "TP1347 from
 * Gatwick …, departs 06:55").
 */
const sharedCode = (a: Claim, b: Claim): boolean =>
  a.slots.some(
    (s) =>
      s.value.kind === 'code' &&
      !s.denied &&
      /\d/.test(s.value.key) &&
      /\p{L}/u.test(s.value.key) &&
      b.values.has(s.value.key),
  );

/** compare(), for two texts that are not in sibling contexts. */
function compareInContext(
  newcomer: Reading,
  node: Reading,
  { similarity, subjectOverlap, placement }: { similarity: number; subjectOverlap: number; placement: Placement },
  result: (relation: PairRelation, cue: string, explicit?: boolean, repeat?: boolean) => Comparison,
): Comparison {
  const sharedSlot = newcomer.claim.slots.some((a) => node.claim.slots.some((b) => slotMatch(a, b)));
  const vouched = sharedSpecificValue(newcomer.claim, node.claim);
  const tied =
    deniedOfNode(newcomer.claim, node.claim, similarity) ??
    correctedOfNode(newcomer.claim, node.claim, similarity) ??
    deniedOfSaid(newcomer.claim, node.claim);
  // A stated change of the one value of its kind is itself a tie between the two ("use V as the VPN address
  // from today" / "Work VPN: connect to W").
  const changed = changedSoleValue(newcomer.claim, node.claim, similarity, placement);
  const rewritten = similarity >= CORRECTED_SIMILARITY ? correctedValue(newcomer.claim, node.claim) : undefined;
  // (Where the newer changed the older's words, if in one place: read once for the rules that ask.)
  const place = changedPlace(node.text, newcomer.text);
  const inPlace = restatedInPlace(newcomer, node, place, oneContext(placement));
  const succeeded =
    similarity >= RELATED_SIMILARITY
      ? (tookThePlace(newcomer.claim, node.claim) ?? replacedItsKind(newcomer.claim, node.claim))
      : undefined;
  const about = subjectOverlap >= MIN_SUBJECT_OVERLAP && (similarity + subjectOverlap) / 2 >= SAME_SUBJECT_SCORE;
  // (Under one title, a change whose value no words of its own tie to a thing, "it's 18:15 from now on", is of
  // what the title names: its one value of that kind.)
  const ofContext =
    placement === 'named' && similarity >= RELATED_SIMILARITY
      ? changedTheOne(newcomer.claim, node.claim, about, true)
      : undefined;
  const sameSubject =
    ofContext !== undefined ||
    similarity >= PARAPHRASE ||
    about ||
    (sharedSlot && (similarity >= RELATED_SIMILARITY || sharedCode(newcomer.claim, node.claim))) ||
    vouched !== undefined ||
    tied !== undefined ||
    changed !== undefined ||
    rewritten !== undefined ||
    inPlace !== undefined ||
    succeeded !== undefined;
  if (!sameSubject)
    return similarity >= RELATED_SIMILARITY
      ? result('related', 'similar wording')
      : result('unrelated', 'no shared subject');

  // Fragments, titles and code assert nothing that another text could contradict.
  if (!newcomer.claim.assertive || !node.claim.assertive)
    return confirmation(newcomer, node, similarity, place, result);
  // Two dated accounts ("Beta 0.4.2, Sep 29th" / "Beta 0.4.3, Oct 11th") are two events, not one fact changing.
  // Neither confirms the other: each is its own account.
  if (
    differentEvents(newcomer.claim, node.claim) &&
    !newcomer.claim.slots.some((s) => s.updated) &&
    !newcomer.claim.correction
  )
    return result('related', 'two dated accounts');
  const denied = denial(newcomer.claim, node.claim, tied) ?? undoneChange(newcomer.claim, node.claim, vouched);
  if (denied) return result('challenge', denied.cue, true);
  const conflict =
    slotConflict(newcomer.claim, node.claim, oneContext(placement)) ??
    changed ??
    rewritten ??
    inPlace ??
    succeeded ??
    ofContext ??
    (similarity >= RELATED_SIMILARITY ? changedTheOne(newcomer.claim, node.claim, about) : undefined);
  if (conflict)
    return { ...result('challenge', conflict.cue, conflict.explicit), ...(conflict.loose ? { loose: true } : {}) };
  const plain = confirmation(newcomer, node, similarity, place, result);
  // Two texts that name the same specific value of the same thing agree, however differently worded. (Not a
  // correction, whose shared value may be the one it says was wrong: "P-204 is the place of my neighbour, the
  // letter was for him".)
  if (
    plain.relation !== 'confirm' &&
    plain.cue !== CHANGED_VALUE &&
    plain.cue !== SAID_OTHERWISE &&
    vouched &&
    !newcomer.claim.correction &&
    !newcomer.claim.denied.size &&
    !node.claim.denied.size
  )
    return result('confirm', `both say ${vouched}`);
  return plain;
}

const CHANGED_VALUE = 'a stated change to another value';
const SAID_OTHERWISE = 'the same words, something else in one place';

/**
 * The same words with other words in one place say something else there, whatever the reader made of them
 * ("The weather today is windy" / "The weather today is rain", two journal days): neither agrees with the
 * other, and neither is credited with the other's source. (Words added or taken away are no other place.)
 */
function saysOtherwise(newcomer: Reading, node: Reading, place: ChangedPlace | undefined): boolean {
  // (A place at the very start is how each tells it, "For reference, …" / "A forum post says …".)
  if (!place?.opener.word) return false;
  const gone = terms(place.before).some((t) => !newcomer.claim.content.has(t));
  const put = terms(place.after).some((t) => !node.claim.content.has(t));
  return gone && put;
}

function confirmation(
  newcomer: Reading,
  node: Reading,
  similarity: number,
  place: ChangedPlace | undefined,
  result: (relation: PairRelation, cue: string, explicit?: boolean, repeat?: boolean) => Comparison,
): Comparison {
  const added = [...newcomer.claim.values].filter((v) => !holds(node.claim.values, v));
  const dropped = [...node.claim.values].filter((v) => !holds(newcomer.claim.values, v));
  // The same words with the same values: a repeat. ("brewed at 80 degrees" and "brewed at 70 degrees" are
  // the same words, near enough, and not the same statement.)
  // (Nor is a list with one more item: "milk, eggs, bread" / "milk, eggs, bread, butter".)
  const nothingNew = coverage(newcomer.claim.content, node.claim.content) === 1;
  if (similarity >= IDENTICAL && !added.length && !dropped.length && nothingNew)
    return result('confirm', 'same wording', false, true);
  // Two texts that give a time, a date, a number or a code of one kind and share none of them do not agree,
  // however alike their words.
  if (clash(newcomer.claim, node.claim)) return { ...result('related', OTHER_VALUES), otherValues: true };
  // A stated change that gives another value of a kind the node holds does not agree with it, whatever it
  // shares: the shared value is the one it left ("I'm getting the 7:51 now, the 7:42 is gone" / "the 7:42 to
  // Leeds"; "Dr Okafor has retired, Mum's been reassigned to Dr Lindqvist" / "Mum's GP is Dr Okafor"). So does
  // a correction: the shared value is the one it says was wrong ("the £2,780 PDF was for the Hendersons' job …
  // £2,340 stands").
  const heldKind = (kind: Slot['value']['kind']): boolean =>
    node.claim.slots.some((s) => !s.denied && s.value.kind === kind);
  // (Unless it gives the node's value to the node's very attribute: then the other value is another thing's,
  // "the rent for a full plot shall be £68 and for a half plot £36" / "the plot rent is going up to £68".)
  const keptSlot = newcomer.claim.slots.some(
    (s) =>
      !s.denied && node.claim.slots.some((t) => !t.denied && sameValue(s.value.key, t.value.key) && slotMatch(s, t)),
  );
  if (
    !keptSlot &&
    (newcomer.claim.update || newcomer.claim.correction) &&
    newcomer.claim.slots.some((s) => !s.denied && added.includes(s.value.key) && heldKind(s.value.kind))
  )
    return { ...result('related', CHANGED_VALUE), changed: true };
  if (saysOtherwise(newcomer, node, place)) return result('related', SAID_OTHERWISE);
  const covered = coverage(newcomer.claim.content, node.claim.content) === 1 && added.length === 0;
  const cued = newcomer.claim.confirmation && similarity >= CUED_CONFIRM_SIMILARITY;
  // Nothing new: a repeat, merged into the node.
  if (covered && (similarity >= CONFIRM_SIMILARITY || cued))
    return result('confirm', 'same subject, same values', false, true);
  // Same subject, compatible, with something of its own: it supports the node and stands beside it.
  if (similarity >= AGREE_SIMILARITY || cued) return result('confirm', 'same subject, agrees and adds to it');
  return result('related', 'same subject, nothing to settle');
}
