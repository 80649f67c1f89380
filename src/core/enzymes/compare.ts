// One enzyme reading: how a new segment stands to one node of the garden. A conflict needs the same context,
// the same attribute and different values; when in doubt the two are only related: a false conflict
// destroys what a user trusted the garden to keep.
import { claim, type Claim, type Slot } from '../text/claims';
import { labelsApart } from '../text/context';
import { escapeRegExp } from '../text/escape';
import { knownWord } from '../text/language';
import { terms } from '../text/terms';
import { namesADay, sameDay, sameTime, unitOf } from '../text/values';
import { readBeside } from './beside';
import { changedPlace } from './in-place';

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
 * Where two texts stand to each other: in one context (the same title, or no title to tell), in sibling
 * contexts about different things (see text/context.ts), or in contexts that neither match nor differ.
 */
export type Placement = 'same' | 'apart' | 'unknown' | 'unlike';

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

const OTHER_VALUES = 'same subject, other values';

/** Similarity above which two texts are about the same thing whatever their words. */
const PARAPHRASE = 0.9;
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

/** How two attributes match: the same terms, one a qualified form of the other (same head), or not at all. */
function attributeMatch(x: string[], y: string[]): 'same' | 'qualified' | undefined {
  if (!x.length || !y.length) return undefined;
  const match = termsMatch(x, y);
  if (match) return match;
  // (Only when the words as written do not match: most pairs have no word written short.)
  const [a, b] = [unabbreviated(x, y), unabbreviated(y, x)];
  return a === x && b === y ? undefined : termsMatch(a, b);
}

function termsMatch(a: string[], b: string[]): 'same' | 'qualified' | undefined {
  const sa = new Set(a);
  const sb = new Set(b);
  if (sa.size === sb.size && a.every((t) => sb.has(t))) return 'same';
  if (a.at(-1) !== b.at(-1)) return undefined;
  return a.every((t) => sb.has(t)) || b.every((t) => sa.has(t)) ? 'qualified' : undefined;
}

/**
 * A word written short is the word of the other attribute it begins, when it is no word of the language itself
 * ("dep 09:20" / "departs 06:55", "account ref" / "account reference"): the terms of `x`, so read beside `y`.
 */
function unabbreviated(x: string[], y: string[]): string[] {
  const short = (t: string, u: string): boolean =>
    t.length >= 3 && t.length < u.length && u.startsWith(t) && /^\p{L}+$/u.test(t) && !knownWord(t);
  return x.some((t) => y.some((u) => short(t, u))) ? x.map((t) => y.find((u) => short(t, u)) ?? t) : x;
}

/** One attribute holds the other's head: it names what the other qualifies, or the same thing. */
const headShared = (a: readonly string[], b: readonly string[]): boolean =>
  a.includes(b.at(-1) ?? '') || b.includes(a.at(-1) ?? '');

/** Two values are one when their keys are equal or one names part of the other ("Kestrel" / "Kestrel Print"). */
function sameValue(a: string, b: string): boolean {
  if (a === b) return true;
  const day = sameDay(a, b) ?? sameTime(a, b);
  if (day !== undefined) return day;
  const [wa, wb] = [a.split(/\s+/), b.split(/\s+/)];
  const [small, big] = wa.length <= wb.length ? [wa, wb] : [wb, wa];
  // One word is a short form of a name by its first word, or by another when it is no ordinary word ("Rahim" /
  // "Nadia Rahim", "Fabia" / "Skoda Fabia 1.0"); "Street" is no short form of "King Street" or "Harlow Street
  // Food Festival".
  const [word = ''] = small;
  if (small.length === 1 && big.length > 1)
    // (A number stands for a name only as the second of two: "5433" / "port 5433".)
    return (
      word === big[0] ||
      ((big.length === 2 || /\p{L}/u.test(word)) && big.includes(word) && (!knownWord(word) || /\d/.test(word)))
    );
  const words = new Set(big);
  return small.every((w) => words.has(w));
}

const holds = (values: Set<string>, key: string): boolean => [...values].some((v) => sameValue(v, key));

/** Whether claim `c` names a value at all: asserts it, denies it or mentions it in passing. */
export const namedIn = (c: Claim, key: string): boolean =>
  holds(c.values, key) || holds(c.denied, key) || holds(c.mentions, key);

/** The first word of a name of two words or more, when it is no ordinary word ("Harbourside" of "Harbourside Vets"). */
const opening = (v: string): string | undefined => {
  const [first = '', ...rest] = v.split(/\s+/);
  return rest.length && /^\p{L}{4,}$/u.test(first) && !knownWord(first) ? first : undefined;
};

/** Whether one of the names `c` gives opens with `first` (see `opening`). */
const opensAName = (c: Claim, first: string): boolean => [...c.values, ...c.mentions].some((v) => opening(v) === first);

/** Named in `c`, or named alike: a name that opens with the word one of its names opens with ("Millbrook"). */
const namedAlike = (c: Claim, key: string): boolean => {
  const first = opening(key);
  return namedIn(c, key) || (!!first && opensAName(c, first));
};

/** Whether claim `c` speaks of a word of `attribute` (one `unless` does not rule out). */
const spokenIn = (attribute: readonly string[], c: Claim, unless?: (term: string) => boolean): boolean =>
  attribute.some((t) => c.content.has(t) && !unless?.(t));

/** Kinds that can stand for one another: a name and a code are both identifiers, times and dates are not numbers. */
const comparable = (a: Slot, b: Slot): boolean => {
  const group = (k: Slot['value']['kind']): string => (k === 'name' || k === 'code' ? 'id' : k);
  return group(a.value.kind) === group(b.value.kind);
};

const identifier = (s: Slot): boolean => s.value.kind === 'name' || s.value.kind === 'code';
/** What a number is counted in ("requests", "€", "%"): two values of one slot are counted alike. */
const unit = (s: Slot): string => (s.value.kind === 'number' ? unitOf(s.value.key) : '');

/** A count and a bare number ("3rd", "4471") are not one slot's values; "300 Mbps" and "1 Gbps" may be. */
const sameDimension = (a: Slot, b: Slot): boolean => (unit(a) === '') === (unit(b) === '');

/**
 * Values `which` picks that one claim holds besides the slot in question and the other never names. (A second
 * value that very attribute is told to change to is more of the change, not another thing: "re-banded to E, so
 * council tax goes up to £2,549.90"; nor is a field of another kind under its label, "final: May 13, 9:00, room B204";
 * nor is where a name is: "Dr Moreno at Riverside Practice".)
 */
function ownValues(c: Claim, other: Claim, slot: Slot, which: (s: Slot) => boolean): string[] {
  return c.slots
    .filter(
      (s) =>
        s !== slot &&
        which(s) &&
        !s.where &&
        !(
          (s.link === 'change' || (s.link === 'label' && !comparable(s, slot))) &&
          attributeMatch(s.attribute, slot.attribute) === 'same'
        ),
    )
    .map((s) => s.value.key)
    .filter((key) => !sameValue(key, slot.value.key) && !namedAlike(other, key));
}

/** Each side holds such a value that the other lacks: the two speak of two things (two options, two rooms). */
const twoThings = (newcomer: Claim, node: Claim, a: Slot, b: Slot, which: (s: Slot) => boolean): boolean =>
  ownValues(newcomer, node, a, which).length > 0 && ownValues(node, newcomer, b, which).length > 0;

/**
 * One label gives the attribute of `b` two names or codes ("Homelab: Proxmox VE 8.1 on the host, TrueNAS SCALE
 * 23.10.1 in a VM", read as the host's both): which of the two a newcomer changes, nothing says.
 */
const twoValuesOf = (node: Claim, b: Slot): boolean => {
  const labelled = (s: Slot): boolean => identifier(s) && s.link === 'label' && !s.act && !s.denied && !s.where;
  return (
    labelled(b) &&
    node.slots.some(
      (o) =>
        o !== b &&
        labelled(o) &&
        !sameValue(o.value.key, b.value.key) &&
        attributeMatch(o.attribute, b.attribute) === 'same',
    )
  );
};

/**
 * A number bound to nothing says which one ("Bedroom 1 radiator", "Order #4411"). (An ordinal, "3rd aisle",
 * says where.)
 */
const whichOne = (s: Slot): boolean =>
  s.value.kind === 'number' && !s.attribute.length && !s.denied && !/\d(st|nd|rd|th)\b/i.test(s.value.text);

interface Conflict {
  cue: string;
  explicit: boolean;
  /** See Comparison.loose. */
  loose?: true;
}

/** A value stated of its attribute ("is", ":", "as"), not one a verb happens to take ("works on Web"). */
const stated = (s: Slot): boolean => s.link !== 'verb' && s.link !== 'change' && s.link !== 'none';

/**
 * The attribute a verb's slot fills, said as a noun: "Cantilena rehearses in X" fills [rehears], as "rehearsals
 * are at Y" does; "we record on Tuesdays" fills [record], as "recordings are moving to Sundays" does.
 */
function act(s: Slot): string[] | undefined {
  // (Not of a value denied: "speeding it up from 4µs to 400ns" says of no speed that it is 4.)
  if (s.denied) return undefined;
  if (s.link === 'verb' || s.link === 'change') return s.verb ? [...s.attribute, s.verb] : s.act ? [s.act] : undefined;
  // ("Payments on-call: escalate to W": the value a label gives also fills the act of the instruction after it.)
  return s.link === 'label' && s.act ? [s.act] : undefined;
}

/** What a slot is said to fill: its attribute, or else its act. */
const slotName = (s: Slot): string[] => (s.attribute.length ? s.attribute : (act(s) ?? []));

/** How two slots' attributes match: as attributes, or one's act against the other's attribute (see `act`). */
function slotMatch(a: Slot, b: Slot): ReturnType<typeof attributeMatch> {
  // (Never two acts: "we go to X" and "we go to Y" may be two outings.)
  return (
    attributeMatch(a.attribute, b.attribute) ??
    attributeMatch(act(a) ?? [], b.attribute) ??
    attributeMatch(a.attribute, act(b) ?? [])
  );
}

/** A slot of the newcomer that the node fills with another value. */
function slotConflict(newcomer: Claim, node: Claim, restatements: boolean): Conflict | undefined {
  for (const a of newcomer.slots) {
    if (a.denied || !(a.attribute.length || act(a))) continue;
    // (A value counted in the same unit first: "cut retention down to 14 days" changes the "30 days" of
    // "retention for volume 1: keep 30 days", not the volume.)
    const sameUnitFirst = [...node.slots].sort((x, y) => Number(unit(y) === unit(a)) - Number(unit(x) === unit(a)));
    for (const b of sameUnitFirst) {
      // One of a list ("apps: Dynalist, Workflowy, Remnote") is a member, not the value of a slot.
      if (b.denied || !comparable(a, b) || !sameDimension(a, b) || a.listed || b.listed) continue;
      const match = slotMatch(a, b);
      if (!match || sameValue(a.value.key, b.value.key)) continue;
      // "opens at 9" and "closes at 6" are two slots of one thing.
      if (a.verb && b.verb && a.verb !== b.verb) continue;
      // Each side names something the other does not (two options, two plugins): two different things.
      if (twoThings(newcomer, node, a, b, identifier) || twoValuesOf(node, b)) continue;
      // The node already says the new value too, or the newcomer gives the old one the same attribute: two
      // values of one list, not a change. (The newcomer may still mention the old value in passing: "Osprey
      // Hall, since the Kestrel Room was double-booked".)
      if (holds(node.values, a.value.key)) continue;
      if (newcomer.slots.some((s) => s !== a && !s.denied && sameValue(s.value.key, b.value.key) && slotMatch(s, a)))
        continue;
      const replaced = holds(newcomer.denied, b.value.key);
      // (A value told in a correction's own words says the other was wrong: "My mistake … the boiler service is
      // done by V".)
      const explicit = a.updated === true || replaced || (newcomer.correction && a.corrected === true);
      // So does a bare restatement where each side says which one by a number the other lacks ("Bedroom 1
      // radiator: valve setting 3" / "Bedroom 2 radiator: …", "Order #4411: 2 x oat milk" / "Order #4412: …").
      if (!explicit && twoThings(newcomer, node, a, b, whichOne)) continue;
      // Plain-word values ("under the mat" / "in the shed") differ in wording as often as in fact: only a
      // stated change counts. A bare restatement must name the very same attribute.
      if (a.value.kind === 'phrase' && !explicit) continue;
      if (!explicit && match !== 'same') continue;
      // Between contexts that neither match nor differ, a bare restatement only disagrees (a lesion, never a
      // supersession), and only of an attribute specific enough to be the same thing: "the library closing
      // time", not "the function" or "the default value".
      if (!explicit && !restatements && (a.attribute.length < 2 || !stated(a) || !stated(b))) continue;
      const what = `${slotName(a).join(' ')}: ${a.value.text} instead of ${b.value.text}`;
      return {
        cue: replaced ? `replaces ${b.value.text} (${what})` : explicit ? `update (${what})` : what,
        // In one context, a later statement of the very same slot is itself the evidence that it replaces
        // the earlier one.
        explicit: explicit || restatements,
      };
    }
  }
  return undefined;
}

/** A code of three parts or more ("10.20.3.41", "node:18.19-bullseye"): its form says what sort of thing it is. */
const inThreeParts = (s: Slot): boolean =>
  s.value.kind === 'code' && (s.value.key.match(/[\p{L}\d]+/gu) ?? []).length >= 3;
/** A code's form: each run of digits and each run of letters as one of its class ("10.20.3.41" → "9.9.9.9"). */
const form = (s: Slot): string => s.value.key.replace(/\d+/g, '9').replace(/\p{L}+/gu, 'A');

/** A name of two words or more, or a code of two parts or more ("us-west-1", "B2-104"): specific enough. */
const inParts = (s: Slot): boolean =>
  s.value.key.includes(' ') || (s.value.kind === 'code' && /[\p{L}\d][-./_:][\p{L}\d]/u.test(s.value.key));

/**
 * A name or code the newcomer says was replaced as an attribute (negation alone is too loose a tie), which
 * the node asserts where it speaks of that attribute
 * ("holiday requests go to W" / "V takes over from W as the holiday requests contact"): both speak of what it
 * was, however the node binds it.
 */
function deniedOfNode(newcomer: Claim, node: Claim, similarity: number): Slot | undefined {
  return newcomer.slots.find(
    (d) =>
      d.replaced &&
      identifier(d) &&
      (mentionReplaced(d, node, similarity) ||
        (holds(node.values, d.value.key) &&
          // (A name of two words or more, or a code of two parts or more, that a verb replaces, with no attribute
          // said, is tie enough: "relocated from 27 Mallory Street to …" / "our practice, 27 Mallory Street";
          // "ditched us-east-1 for …" / "The API gateway lives in us-east-1".)
          // (So is a code, letters and digits, even cut short: "we're plot 22A now, not 14B anymore" / "Allotment -
          // plot 14B".)
          (spokenIn(d.attribute, node, (t) => d.value.key.includes(t)) ||
            (!d.attribute.length &&
              ((inParts(d) && node.values.has(d.value.key)) ||
                (d.value.kind === 'code' && holds(node.values, d.value.key))))))),
  );
}

/** Whether the attribute `a` is bound to holds every word of a name in parts that `c` asserts or mentions. */
const namedThing = (a: Slot, c: Claim): boolean =>
  [...c.values, ...c.mentions].some((key) => {
    const words = terms(key);
    return key.includes(' ') && words.length > 1 && words.every((t) => a.attribute.includes(t));
  });

/**
 * A name in parts that the newcomer's verb gives up, with no attribute said, which the node names as what its
 * noun is ("Dropped the Harrow Farm for Pinewood sensitive salmon" / "Biscuit: Harrow Farm lamb & rice"): the
 * thing the node speaks of is the one replaced, if the two are alike at all.
 */
const mentionReplaced = (d: Slot, node: Claim, similarity: number): boolean =>
  similarity >= RELATED_SIMILARITY && !d.attribute.length && inParts(d) && holds(node.mentions, d.value.key);

/**
 * A value a correction denies that the node binds to something, one text speaking of what the other binds it
 * to ("Physio did not go to Thursdays — the card was someone else's" / "Physio moved: Thursdays 17:40"): a
 * text that says the node's very value was a mistake speaks of the node, if the two are alike at all (or the
 * value is in parts, see `inParts`). A specific value only: a bare number is too common. ("does not result in
 * ESLint reporting more errors" says nothing of "npm run lint checks … with ESLint".)
 */
function correctedOfNode(newcomer: Claim, node: Claim, similarity: number): Slot | undefined {
  if (!newcomer.correction || similarity < UNRELATED_SIMILARITY) return undefined;
  return newcomer.slots.find(
    (d) =>
      d.denied &&
      // (A value in parts, "us-east-2", is tie enough however the two are worded.)
      (similarity >= RELATED_SIMILARITY || (inParts(d) && d.value.kind !== 'number')) &&
      (identifier(d) || d.value.kind === 'date' || d.value.kind === 'time' || unit(d) !== '') &&
      !holds(newcomer.values, d.value.key) &&
      node.slots.some(
        (b) =>
          !b.denied &&
          sameValue(b.value.key, d.value.key) &&
          (spokenIn(b.attribute, newcomer) || spokenIn(d.attribute, node)),
      ),
  );
}

/**
 * A stated change of the one value of its kind on each side, bound differently by the two sentences ("the API
 * allows 600 requests a minute" / "the API limit has been raised to 1,500 requests a minute"): each side
 * speaks of a word of the other's attribute, neither names something the other lacks, and the newcomer says
 * the value changed. Two values of a kind on either side are too many to tell which one changed.
 */
function changedSoleValue(
  newcomer: Claim,
  node: Claim,
  similarity: number,
  placement: Placement,
): Conflict | undefined {
  const [oneContext, unlike] = [placement === 'same', placement === 'unlike'];
  if (!newcomer.update) return undefined;
  const [paraphrase, priced] = [oneContext && similarity >= PARAPHRASE, oneContext && similarity >= RELATED_SIMILARITY];
  const alike = (c: Claim, a: Slot): Slot[] =>
    c.slots.filter((s) => !s.denied && s.value.kind === a.value.kind && unit(s) === unit(a));
  // (Of the node's several codes, one in three parts or more is the rival only of the one of its form:
  // "10.20.3.118" / "10.20.3.41", beside a printer's other codes.)
  const rivals = (a: Slot): Slot[] => {
    const kin = alike(node, a);
    if (kin.length < 2) return kin;
    if (inThreeParts(a)) return kin.filter((s) => form(s) === form(a));
    // (…and of several names, one of a kind, the one of its kind: see oneKind.)
    const kind = kin.filter((s) => oneKind(s, a));
    return kind.length === 1 ? kind : kin;
  };
  for (const a of newcomer.slots) {
    if (a.denied || !a.updated || !a.attribute.length || a.value.kind === 'phrase') continue;
    // (A value the node binds to nothing, "tickets from Margaret", is no rival of the one that changed.)
    const [b, more] = rivals(a).filter((s) => s.attribute.length > 0);
    if (!b || more || alike(newcomer, a).length !== 1 || sameValue(a.value.key, b.value.key)) continue;
    if (holds(node.values, a.value.key) || holds(newcomer.values, b.value.key)) continue;
    // (Near paraphrases in one context that each measure one thing in one unit measure the same thing, however
    // they name it: "pitched the yeast at 19 °C" / "dropped the fermentation temperature to 17 °C".)
    const measured = paraphrase && a.value.kind === 'number' && unit(a) !== '';
    // (The one price on each side of two notes alike in one context, when one speaks of what the other's is a
    // price of, is one price however each names it: "the committee voted the annual sub up to £55" / "annual
    // membership: £42"; "Letter from the council … Instalments have gone up to £151.20" / "Council tax DD:
    // £142.50 a month".)
    const price = priced && a.value.kind === 'number' && /^\p{Sc}/u.test(unit(a));
    // (So is the one code of a form in three parts or more, an address or an image tag: "the third-floor printer
    // is on 10.20.3.118 since the switch swap" / "3F printer … IP: 10.20.3.41".)
    // (So are two names of one kind, told by the ordinary word that ends both: "Harbourview Dental is who the
    // kids go to now" / "Kids' dentist - Brightwater Family Dental".)
    // (So is a change of what the newcomer binds to a thing the node names outright, in parts: "the exam of
    // Statistics II … they postpone it to May 27" / "Statistics II final: May 13".)
    const ofNamed = priced && namedThing(a, node);
    if (price || (priced && inThreeParts(a) && form(a) === form(b)) || (priced && oneKind(a, b)) || ofNamed) {
      if (!spokenIn(a.attribute, node) && !spokenIn(b.attribute, newcomer)) continue;
    } else if (!measured) {
      if (!spokenIn(a.attribute, node) || !spokenIn(b.attribute, newcomer)) continue;
      // (A bare word on each side, "the price", names no thing by itself: two notes alike in little, from
      // sources whose titles share no word, that each name things the other never names give two things their
      // prices: "Fellfoot wrote us that the price is going back to £21.50" / "the price per clean is now £23.00
      // … Bank: K Whitlow".)
      const bare = a.attribute.length < 2 || b.attribute.length < 2;
      if (unlike && similarity < RELATED_SIMILARITY && bare && namesApart(newcomer, node, a, b)) continue;
      // One attribute names what the other qualifies: a head is shared ("API" / "partner API limit"), not
      // just a word ("cataract op" / "pre-op assessment" are two appointments).
      if (!headShared(a.attribute, b.attribute)) continue;
    }
    // (Of a label's two names, one of the new one's kind is the one it replaces: see oneKind.)
    if (twoThings(newcomer, node, a, b, identifier) || (twoValuesOf(node, b) && !oneKind(a, b))) continue;
    // (Each attribute qualified its own way may be two things, "staging deploy window" / "production deploy
    // window", or one named twice, "Dad's repeat prescription" / "the blood pressure tablets' repeat
    // prescription": see `loose`.)
    const own = (x: string[], y: string[]): boolean => x.some((t) => !y.includes(t));
    const loose = !measured && own(a.attribute, b.attribute) && own(b.attribute, a.attribute);
    // (Two things, each qualified its own way, that two verbs bind are two slots: "the companion app supports
    // Android 10" / "our Android app targets API 34 since the December release".)
    if (loose && a.verb && b.verb && a.verb !== b.verb) continue;
    return {
      cue: `update (${a.attribute.join(' ')}: ${a.value.text} instead of ${b.value.text})`,
      explicit: true,
      ...(loose ? { loose } : {}),
    };
  }
  return undefined;
}

/**
 * Besides the two values in question, each text names things (asserted or in passing), and none that the other
 * names: they speak of two things.
 */
const namesApart = (a: Claim, b: Claim, p: Slot, q: Slot): boolean => {
  const others = (k: string): boolean => !sameValue(k, p.value.key) && !sameValue(k, q.value.key);
  const names = (c: Claim): string[] =>
    [...c.slots.filter((s) => identifier(s)).map((s) => s.value.key), ...c.mentions].filter(others);
  const [x, y] = [names(a), names(b)];
  return x.length > 0 && y.length > 0 && !x.some((k) => namedAlike(b, k)) && !y.some((k) => namedAlike(a, k));
};

/** The ordinary word that ends a name of two words or more and says what kind of thing it names ("Dental"). */
const kindWord = (s: Slot): string | undefined => {
  const words = s.value.text.split(/\s+/);
  const last = words.at(-1) ?? '';
  return s.value.kind === 'name' && words.length > 1 && /^\p{L}{3,}$/u.test(last) && knownWord(last)
    ? last.toLowerCase()
    : undefined;
};
const oneKind = (a: Slot, b: Slot): boolean => kindWord(a) !== undefined && kindWord(a) === kindWord(b);

/** The names and codes the newcomer says a thing changed to, bound by some link, that the node never names. */
const newNames = (newcomer: Claim, node: Claim): Slot[] =>
  newcomer.slots.filter(
    (s) => !s.denied && s.updated && identifier(s) && s.link !== 'none' && !namedIn(node, s.value.key),
  );

/**
 * A change told around the old value: the newcomer names the node's one bound name or place, and, saying it
 * changed, binds one new one of that kind ("soundforge double-booked room 6 all month, so we're at the Bunker
 * from this Thursday" / "booked us Room 6 at Soundforge"; "the Esso's shut for a refit, so from tomorrow I'll
 * grab you in the Tesco Extra car park" / "I'll pick you up at the Esso"): the new one takes the old one's
 * place, of whatever the node bound it to. (Of texts alike in meaning: a name in common is no tie by itself.)
 */
function tookThePlace(newcomer: Claim, node: Claim): Conflict | undefined {
  if (!newcomer.update) return undefined;
  const bound = (s: Slot): boolean => s.attribute.length > 0 || act(s) !== undefined;
  const fresh = newNames(newcomer, node).filter((s) => !s.where);
  // (By its first word alone, when that is no ordinary word: "Gethin's off" names "Gethin Morgan"; "Logseq
  // Core" names no "Logseq Portals".)
  const namedBy = (s: Slot): boolean => {
    const first = opening(s.value.key);
    const alone = !!first && terms(first).every((t) => newcomer.content.has(t)) && !opensAName(newcomer, first);
    return alone || terms(s.value.text).every((t) => newcomer.content.has(t));
  };
  const named = node.slots.filter((s) => !s.denied && identifier(s) && bound(s) && namedBy(s));
  // (Of two, the one said of a thing rather than taken by a verb: "Mrs P's morning carer is Bernadette … I'll
  // let Mum know".)
  const said = named.filter((s) => s.attribute.length > 0);
  const old = named.length > 1 && said.length === 1 ? said : named;
  const [a, b] = [fresh[0], old[0]];
  if (!a || !b || fresh.length > 1 || old.length > 1 || holds(newcomer.values, b.value.key)) return undefined;
  // (A new value said of a thing of its own is that thing's: "the Bunker is our drummer's studio". One the node
  // names too, by a word of no ordinary use, is no thing of the newcomer's own: "HeatRight rang - Gethin's off,
  // so they're sending V". Ordinary words are not enough: "software distributed under the License".)
  const namedByBoth = (): boolean => {
    const names = [...node.values, ...node.mentions].filter((v) => !v.split(/\s+/).every(knownWord));
    return a.attribute.every((t) => names.some((v) => terms(v).includes(t)));
  };
  if (a.attribute.length && !slotMatch(a, b) && !namedByBoth()) return undefined;
  return { cue: `update (${slotName(b).join(' ')}: ${a.value.text} in place of ${b.value.text})`, explicit: true };
}

/**
 * A change of the thing the node's value is named as: the newcomer, saying it changed, binds one new name to an
 * attribute whose head word the node's one such value carries in its own name ("Switched the nominated
 * pharmacy for my thyroid tablets to Larchmont Chemist" / "repeat prescription -> Hadley Pharmacy, Mill
 * Lane"). The name says what the old value is, so the new one replaces it, of whatever each text binds it to.
 * (A name that is only the head word, "the Pharmacy", says no more than the word. The new name must be what
 * the attribute is, not where a verb puts it: "local images should be displayed well on GitHub now".)
 */
function replacedItsKind(newcomer: Claim, node: Claim): Conflict | undefined {
  if (!newcomer.update) return undefined;
  const fresh = newNames(newcomer, node).filter((s) => s.attribute.length > 0 && s.link !== 'verb');
  const [a] = fresh;
  const head = a?.attribute[a.attribute.length - 1];
  if (!a || !head || fresh.length > 1) return undefined;
  const namesIt = (s: Slot): boolean => {
    const words = terms(s.value.text);
    return words.length > 1 && words.includes(head);
  };
  const old = node.slots.filter((s) => !s.denied && identifier(s) && namesIt(s));
  const [b] = old;
  if (!b || old.some((s) => !sameValue(s.value.key, b.value.key)) || holds(newcomer.values, b.value.key))
    return undefined;
  return { cue: `update (${head}: ${a.value.text} in place of ${b.value.text})`, explicit: true };
}

/**
 * A correction that gives the node's value rewritten ("Typo in the sofa tracking I saved - the DPD number is
 * 1549 7730 2218" / "Tracking for the sofa delivery: DPD 1549 7730 2281"; "Sorry, I had the wrong room: the
 * interview panel is in 3.41" / "… in room 3.14"): the newcomer tells a value as a correction, and of each
 * sort of value in which the two differ, each side gives exactly one that the other lacks (a day, a time, an
 * amount in one unit; a code or a number of one pattern of digits and letters).
 */
function correctedValue(newcomer: Claim, node: Claim): Conflict | undefined {
  if (!newcomer.slots.some((s) => s.corrected) || !newcomer.assertive || !node.assertive) return undefined;
  const sortKey = (s: Slot): string | undefined =>
    s.value.kind === 'number' || s.value.kind === 'code'
      ? `pattern ${shape(s)}`
      : s.value.kind === 'name'
        ? undefined
        : sortOf(s);
  const groups = rivalsBySort(newcomer, node, sortKey);
  // The node's value that the correction sets its own against is a rival too, and a tie by itself ("it's 160C
  // not 180" / "Nan's ginger cake: 180C").
  const named = new Set<Slot>();
  for (const q of node.slots) {
    const group = q.denied ? undefined : groups.get(sortKey(q) ?? '');
    if (!group || group.y.includes(q) || !newcomer.slots.some((d) => d.replaced && sameValue(d.value.key, q.value.key)))
      continue;
    group.y.push(q);
    named.add(q);
  }
  const pairs: [Slot, Slot][] = [];
  for (const { x, y } of groups.values()) {
    if (!x.length || !y.length) continue;
    const [p, q] = [x[0] as Slot, y[0] as Slot];
    if (x.length > 1 || y.length > 1 || sameValue(p.value.key, q.value.key)) return undefined;
    if (p.corrected) pairs.push([p, q]);
  }
  const [first] = pairs;
  if (!first) return undefined;
  // (Otherwise one text must speak of something the other binds a value to: "Correction on the boiler: …" /
  // "Boiler service done by Gareth, cost £95". A word both happen to use is not enough: two corrections of two
  // things share words of error and of change.)
  const valueTerms = new Set(pairs.flatMap(([p, q]) => terms(`${p.value.text} ${q.value.text}`)));
  const speaksOf = (c: Claim, other: Claim): boolean =>
    c.slots.some((s) => spokenIn(s.attribute, other, (t) => valueTerms.has(t)));
  if (!pairs.some(([, q]) => named.has(q)) && !speaksOf(newcomer, node) && !speaksOf(node, newcomer)) return undefined;
  return { cue: `corrects ${first[1].value.text} to ${first[0].value.text}`, explicit: true };
}

/**
 * The same words around one changed place, where each side holds one value of one kind ("GP surgery phone
 * 01632 960311" / "GP surgery phone 01632 960874"): the newer restates the slot with another value, however
 * the reader bound the two, when both stand in one context or the newer says it changed. Elsewhere the same
 * sentence with another name or amount is as often about another thing ("exports a function named
 * matchProperty" on two pages of one library). A short bare number numbers anything ("post 1" / "post 2").
 */
function restatedInPlace(newcomer: Reading, node: Reading, restatements: boolean): Conflict | undefined {
  const place = changedPlace(node.text, newcomer.text);
  if (!place) return undefined;
  // (The place may hold the value and a word beside it, or only the part of a value that changed.)
  const at = (c: Claim, words: string): Slot[] =>
    c.slots.filter((s) => {
      const v = s.value.text.toLowerCase();
      return words.includes(v) || v.includes(words);
    });
  const [b, moreB] = at(node.claim, place.before);
  const [a, moreA] = at(newcomer.claim, place.after);
  if (!a || !b || moreA || moreB || a.denied || b.denied || a.value.kind === 'phrase') return undefined;
  if (!comparable(a, b) || unit(a) !== unit(b) || sameValue(a.value.key, b.value.key)) return undefined;
  // (A place that changes the key with the value, ":MOORING: buoy Y-17" / ":TRAILER_BAY: T-05", is another slot.)
  if (a.attribute.length && b.attribute.length && !a.attribute.some((t) => b.attribute.includes(t))) return undefined;
  // (A place that changes whose it is too, "card – Lena: 2938…" / "card – Tomas: 2938…", is another thing's.)
  const whose = (c: Claim, other: Claim, words: string): boolean =>
    [...c.mentions].some((m) => words.includes(m) && !namedIn(other, m));
  if (whose(node.claim, newcomer.claim, place.before) && whose(newcomer.claim, node.claim, place.after))
    return undefined;
  // A name or a code right after a noun names the thing itself ("new configuration option :editor/x"): it
  // is a value only where a label, a list's comma or "is" gives it ("booking ref: QZ7K4M").
  const given = /[:,=\n–—-]/.test(place.opener.marks) || /^(is|are|was|were)$/.test(place.opener.word);
  if (identifier(a) && !given) return undefined;
  if (a.value.kind === 'number' && unit(a) === '' && (a.value.text.match(/\d/g) ?? []).length < 4) return undefined;
  if (!restatements && !a.updated) return undefined;
  const what = `${a.value.text} in place of ${b.value.text}`;
  return { cue: a.updated ? `update (${what})` : `restated (${what})`, explicit: restatements || a.updated === true };
}

/**
 * A value the newcomer denies that the node asserts, of an attribute the newcomer speaks of (or of none it
 * names, when the texts are otherwise about the same thing), or the replaced value `tied` to the node by
 * deniedOfNode.
 */
function denial(newcomer: Claim, node: Claim, tied: Slot | undefined): Conflict | undefined {
  for (const d of newcomer.slots) {
    if (!d.denied) continue;
    for (const b of node.slots) {
      if (b.denied || !sameValue(d.value.key, b.value.key)) continue;
      // A value denied of nothing named can only deny a node that binds it to something.
      const bound = b.attribute.length > 0 && (!d.attribute.length || attributeMatch(d.attribute, b.attribute));
      if (!bound && d !== tied) continue;
      if (holds(newcomer.values, b.value.key)) continue;
      return { cue: `${newcomer.correction ? 'corrects' : 'denies'} ${b.value.text}`, explicit: true };
    }
  }
  if (tied && holds(node.mentions, tied.value.key) && !holds(newcomer.values, tied.value.key))
    return { cue: `replaces ${tied.value.text}`, explicit: true };
  return undefined;
}

/**
 * A correction that says the change the node told never happened ("sorry, my colleague told you wrong — the
 * appointment was not moved" / "the signing is moved to 19 January"): it negates the very verb of the node's
 * change, and the two are tied by a specific value both name.
 */
function undoneChange(newcomer: Claim, node: Claim, vouched: string | undefined): Conflict | undefined {
  if (!newcomer.correction || vouched === undefined || !node.update || node.negation) return undefined;
  if (!node.slots.some((s) => s.updated && !s.denied)) return undefined;
  const verb = [...newcomer.undone].find((v) => node.content.has(v));
  return verb ? { cue: `corrects: not ${verb}`, explicit: true } : undefined;
}

/**
 * The slot two texts were read to fill with different values: the attribute (stemmed terms) and each one's
 * value as written; none when they share no attribute (a conflict read from other cues).
 */
export function sharedSlot(a: Reading, b: Reading): { attribute: string[]; values: [string, string] } | undefined {
  for (const x of a.claim.slots)
    for (const y of b.claim.slots)
      if (slotMatch(x, y) && x.value.key !== y.value.key)
        return { attribute: slotName(x), values: [x.value.text, y.value.text] };
  return undefined;
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
  const [newcomer, node] = [readBeside(asRead, nodeAsRead), readBeside(nodeAsRead, asRead)];
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

/** Whether `text` matches `around`, a pattern with `term` (as written) in place of its `$`. */
const termFound = (around: string, term: string, text: string): boolean =>
  new RegExp(
    around.replace('$', () => escapeRegExp(term)),
    'iu',
  ).test(text);
/** A word of its own in `text`, not only half of one joined by a hyphen: "pre-op" speaks of no "op". */
const wordOf = (term: string, text: string): boolean =>
  !termFound('\\p{L}-$', term, text) || termFound('(?<![\\p{L}\\d-])$', term, text);
/** Whose a thing is, in `text` ("Mum's cataract op"): that says which thing only with the thing itself. */
const ownerIn = (term: string, text: string): boolean => termFound("\\b$\\p{L}*['’]s\\b", term, text);

/**
 * Whether the newcomer tells its rival value `p` (against the node's `q`, see disagreement()) as a change of
 * that very thing: its own sentence says it changed; the two are named by both, or one text speaks of what the
 * other's value is of (a word of its own, beyond whose it is); and neither names a thing of its own ("The
 * Willowbank manager says the doors open at 10 am now" / "Willowbank care home: visiting from 2 pm daily").
 * ("Mum's cataract op has been pushed back to 23 November" shares only whose it is with "Mum's pre-op
 * assessment is on 2 November".)
 */
function toldAsChange(newcomer: Reading, node: Reading, p: Slot, q: Slot): boolean {
  const [a, b] = [newcomer.claim, node.claim];
  if (!p.updated || twoThings(a, b, p, q, identifier) || twoThings(a, b, p, q, whichOne)) return false;
  const spokenBy = (x: Slot, mine: Reading, other: Reading): boolean =>
    spokenIn(
      x.attribute,
      other.claim,
      (t) => !wordOf(t, other.text) || ownerIn(t, mine.text) || ownerIn(t, other.text),
    );
  return namedBoth(a, b, p, q) || spokenBy(p, newcomer, node) || spokenBy(q, node, newcomer);
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
    deniedOfNode(newcomer.claim, node.claim, similarity) ?? correctedOfNode(newcomer.claim, node.claim, similarity);
  // A stated change of the one value of its kind is itself a tie between the two ("use V as the VPN address
  // from today" / "Work VPN: connect to W").
  const changed = changedSoleValue(newcomer.claim, node.claim, similarity, placement);
  const rewritten = similarity >= CORRECTED_SIMILARITY ? correctedValue(newcomer.claim, node.claim) : undefined;
  const inPlace = restatedInPlace(newcomer, node, placement === 'same');
  const succeeded =
    similarity >= RELATED_SIMILARITY
      ? (tookThePlace(newcomer.claim, node.claim) ?? replacedItsKind(newcomer.claim, node.claim))
      : undefined;
  const sameSubject =
    similarity >= PARAPHRASE ||
    (subjectOverlap >= MIN_SUBJECT_OVERLAP && (similarity + subjectOverlap) / 2 >= SAME_SUBJECT_SCORE) ||
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
  if (!newcomer.claim.assertive || !node.claim.assertive) return confirmation(newcomer, node, similarity, result);
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
    slotConflict(newcomer.claim, node.claim, placement === 'same') ?? changed ?? rewritten ?? inPlace ?? succeeded;
  if (conflict)
    return { ...result('challenge', conflict.cue, conflict.explicit), ...(conflict.loose ? { loose: true } : {}) };
  const plain = confirmation(newcomer, node, similarity, result);
  // Two texts that name the same specific value of the same thing agree, however differently worded. (Not a
  // correction, whose shared value may be the one it says was wrong: "P-204 is the place of my neighbour, the
  // letter was for him".)
  if (
    plain.relation !== 'confirm' &&
    plain.cue !== CHANGED_VALUE &&
    vouched &&
    !newcomer.claim.correction &&
    !newcomer.claim.denied.size &&
    !node.claim.denied.size
  )
    return result('confirm', `both say ${vouched}`);
  return plain;
}

const CHANGED_VALUE = 'a stated change to another value';

function confirmation(
  newcomer: Reading,
  node: Reading,
  similarity: number,
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
  const covered = coverage(newcomer.claim.content, node.claim.content) === 1 && added.length === 0;
  const cued = newcomer.claim.confirmation && similarity >= CUED_CONFIRM_SIMILARITY;
  // Nothing new: a repeat, merged into the node.
  if (covered && (similarity >= CONFIRM_SIMILARITY || cued))
    return result('confirm', 'same subject, same values', false, true);
  // Same subject, compatible, with something of its own: it supports the node and stands beside it.
  if (similarity >= AGREE_SIMILARITY || cued) return result('confirm', 'same subject, agrees and adds to it');
  return result('related', 'same subject, nothing to settle');
}

/** Close enough in meaning for a weaker source's other value to be a disagreement (unrelated texts: under 0.4). */
const DISAGREE_SIMILARITY = 0.6;

/**
 * The pattern of a value as written, digits and letters each as one class ("01632 960443" → "99999 999999",
 * "KX19 PLM" → "AA99 AAA"): two long values of one pattern are values of one sort (two phone numbers, two
 * registrations), whatever words stand beside them.
 */
const pattern = (text: string): string => text.replace(/\d/g, '9').replace(/\p{L}/gu, 'A');
/** A value without the words that name it ("room 3.14" and "3.41", "Reg KX19 PLM" and "KX19 PLN"). */
const bare = (s: Slot): string => s.value.text.replace(/^(\p{L}+\s+)+(?=\S*\d)/u, '');
const shape = (s: Slot): string => pattern(bare(s));
/** A bare number long enough that its pattern says what sort of thing it is (a phone or an account number). */
const patterned = (s: Slot): boolean => bareNumber(s) && (s.value.text.match(/\d/g) ?? []).length >= 6;
/** A number with no unit: it counts or numbers anything (an issue, a step). */
const bareNumber = (s: Slot): boolean => s.value.kind === 'number' && unit(s) === '';

/**
 * The same named thing told with another value of one kind, and they are tied by more than wording: a name or
 * code both hold, or a word of what one value is of that the other speaks of. ("Last sailing back from
 * Skjelvik … 18:45" / "the last departure from Skjelvik … is at 17.15".) Where each side gives exactly one
 * value of the kind (a time, a date, an amount with its unit) that the other does not hold, that is enough.
 * A record or a long note gives many: then exactly one pair of them must be tied as one slot (their attributes
 * share a word: "Frame size 56 cm" / "54 cm frame"; or they are long values of one pattern: "Phone 01632
 * 960443" / "Call: 01632 960118"), and a name or code both hold must say it is the same thing. Two accounts
 * dated on two days are two events. Returns the two rivals, the newcomer's first.
 */
function disagreement(newcomer: Reading, node: Reading, similarity: number): [Slot, Slot] | undefined {
  const [a, b] = [newcomer.claim, node.claim];
  if (similarity < DISAGREE_SIMILARITY || !a.assertive || !b.assertive || differentEvents(a, b)) return undefined;
  // (Within a sort the two are of one dimension: only their keys can still make them one value.)
  for (const { x, y } of rivalsBySort(a, b, disputedSort).values()) {
    const [p, q] = [x[0], y[0]];
    if (p && q && x.length === 1 && y.length === 1 && !(patterned(p) && patterned(q))) {
      if (sameValue(p.value.key, q.value.key) || bareNumber(p)) continue;
      const spoken = spokenIn(p.attribute, b) || spokenIn(q.attribute, a);
      // (A word in common is no tie where each side names a thing the other never does: "the Leith flat" /
      // "the Morningside flat".)
      if (namedBoth(a, b, p, q) || (spoken && !twoThings(a, b, p, q, identifier))) return [p, q];
      continue;
    }
    let pair: [Slot, Slot] | undefined;
    for (const p of x)
      for (const q of y) {
        if (sameValue(p.value.key, q.value.key)) continue;
        const tied =
          patterned(p) && patterned(q)
            ? pattern(p.value.text) === pattern(q.value.text)
            : !bareNumber(p) && p.attribute.some((t) => q.attribute.includes(t));
        if (!tied) continue;
        if (pair) return undefined;
        pair = [p, q];
      }
    if (pair && namedBoth(a, b, ...pair)) return pair;
  }
  return undefined;
}

/**
 * The sort of value a disagreement weighs: a time, a day, another date by what it names (a month is no rival of
 * a weekday), an amount in one unit ("1.5 bar" is no rival of a bare "1"); none for names and codes, which
 * name things, as the items of a changelog do ("new option :ui/x" / "new option :ui/y", "KaTeX from 0.11.1 to
 * 0.13.8" / "… to 0.16.7").
 */
function sortOf(s: Slot): string | undefined {
  if (s.value.kind === 'time') return 'time';
  if (s.value.kind === 'date')
    return namesADay(s.value.key) ? 'day' : `date ${s.value.key.replace(/=[^,]*/g, '').replace(/year,?/, '')}`;
  return s.value.kind === 'number' ? `number ${unit(s)}` : undefined;
}

/**
 * Each side's values by sort that the other side neither holds as a value of that sort, nor denies, nor
 * mentions: "28/09/2025" is another day than "2025-10-03", whatever a "mid-September" beside it says.
 */
function rivalsBySort(
  a: Claim,
  b: Claim,
  sortBy: (s: Slot) => string | undefined = sortOf,
): Map<string, { x: Slot[]; y: Slot[] }> {
  const sorted = (c: Claim): { slot: Slot; sort: string }[] =>
    c.slots.flatMap((slot) => {
      const sort = slot.denied ? undefined : sortBy(slot);
      return sort === undefined ? [] : [{ slot, sort }];
    });
  const [sa, sb] = [sorted(a), sorted(b)];
  const groups = new Map<string, { x: Slot[]; y: Slot[] }>();
  const gather = (mine: typeof sa, theirs: typeof sa, other: Claim, side: 'x' | 'y'): void => {
    for (const { slot, sort } of mine) {
      const key = slot.value.key;
      if (slot.listed || holds(other.denied, key) || holds(other.mentions, key)) continue;
      if (theirs.some((o) => o.sort === sort && sameValue(o.slot.value.key, key))) continue;
      let group = groups.get(sort);
      if (!group) groups.set(sort, (group = { x: [], y: [] }));
      group[side].push(slot);
    }
  };
  gather(sa, sb, b, 'x');
  gather(sb, sa, a, 'y');
  return groups;
}

/**
 * The sorts a disagreement weighs: sortOf's, and a code of letters and digits by its pattern ("BR-88213" /
 * "BR-88917", "KX19 PLM" / "KX19 PLN": two part numbers, two registrations). A code of digits and dots alone
 * is a version or an address (so is one with a single letter, "v2.78.0", "v42"), and one of letters alone
 * names an option or a command: a changelog or a list of supported versions gives them anew in every item.
 */
const disputedSort = (s: Slot): string | undefined =>
  sortOf(s) ??
  (s.value.kind === 'code' && /\p{L}.*\p{L}/u.test(bare(s)) && /\d/.test(bare(s)) ? `code ${shape(s)}` : undefined);

/**
 * A name or code `a` holds besides the two values that `b` holds too, or a name of two words or more that opens
 * with the same word as one of `b`'s, when that word is no ordinary word: "Harbourside Vets" and "Harbourside
 * Veterinary Centre" name one practice ("King Street" and "King's Road" share an ordinary word).
 */
const namedBoth = (a: Claim, b: Claim, p: Slot, q: Slot): boolean => {
  const others = (c: Claim): string[] =>
    [...c.values, ...c.mentions].filter((v) => v !== p.value.key && v !== q.value.key && /\p{L}/u.test(v));
  const theirs = new Set(others(b).map(opening));
  theirs.delete(undefined);
  return others(a).some((v) => holds(b.values, v) || holds(b.mentions, v) || theirs.has(opening(v)));
};

/**
 * A value both assert that names one thing in the world (a name, a code, a long number or a day of a month) and a
 * word of what it is about that both share besides it: "the farmers market … Elm Square" twice; or an amount
 * with its unit and two such words.
 */
function sharedSpecificValue(a: Claim, b: Claim, considered: (s: Slot) => boolean = () => true): string | undefined {
  if (clash(a, b)) return undefined;
  // An amount with its unit ("£9.80", "72 hours", "3 weeks") is less rare: two words of the subject must be
  // shared besides it.
  const measured = (s: Slot): boolean =>
    s.value.kind === 'number' &&
    /\d/.test(s.value.text) &&
    /[\p{L}\p{Sc}%]/u.test(s.value.text) &&
    !/^\d+(st|nd|rd|th)$/i.test(s.value.text); // ("the 3rd" is a day, of any month)
  const rare = (s: Slot): boolean =>
    identifier(s) || namesADay(s.value.key) || (s.value.text.match(/\d/g) ?? []).length >= 4;
  const specific = (s: Slot): boolean => !s.denied && considered(s) && (rare(s) || measured(s));
  // One side may name the thing only in passing ("set for the Elm Square move").
  // (The same value given to two different things, "a new vet, Priya Patel" / "a new head coach — Priya Patel",
  // is two facts, not one told twice.)
  const apart = (s: Slot, x: Slot): boolean =>
    identifier(x) &&
    s.attribute.length > 0 &&
    x.attribute.length > 0 &&
    !s.attribute.some((t) => x.attribute.includes(t));
  const named = (c: Claim, x: Slot): string | undefined =>
    c.slots.find((s) => specific(s) && sameValue(s.value.key, x.value.key) && !apart(s, x))?.value.text ??
    // (A name in passing may be cut short: "While Marisol is on holiday" names "Marisol Oyelaran".)
    (identifier(x) && x.value.key.includes(' ') && [...c.mentions].some((m) => sameValue(m, x.value.key))
      ? x.value.key
      : undefined);
  for (const [one, other] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const x of one.slots) {
      if (!specific(x)) continue;
      const y = named(other, x);
      if (y === undefined) continue;
      const own = new Set(terms(`${x.value.text} ${y}`));
      const shared = [...one.content].filter((t) => !own.has(t) && other.content.has(t)).length;
      if (shared >= (rare(x) ? 1 : 2)) return x.value.text;
    }
  }
  return undefined;
}

/**
 * Whether a second source tells the node's claim again, for lifting a foreign claim out of quarantine: the two
 * name the same specific value of the same thing (see sharedSpecificValue) and the comparison found nothing
 * they disagree on. Confirming a node in general asks more (a restated claim with another date beside it is
 * "two dated accounts"; a denial on one side only, or a change told beside the value, is left open). A rumour
 * and the notice that later confirms it are worded and dated apart as a rule ("the 42 is going to Redline
 * Buses from the new year" / "Route 42 will be operated by Redline Buses from Sunday 4 January"), and a
 * second origin only lets the claim be found: it settles nothing. Two texts that each name a thing the other
 * never does, and share no name, tell of two things however alike their values; and a clock time is shared by
 * too many things to tell one ("Repair Café … opens 10:30" / "Corn Exchange farmers' market … opens 10:30 not
 * 9"). Returns the value both tell.
 */
export function corroborates(newcomer: Reading, node: Reading, comparison: Comparison): string | undefined {
  if (comparison.relation === 'challenge' || comparison.disagrees !== undefined) return undefined;
  const [a, b] = [newcomer.claim, node.claim];
  if (!a.assertive || !b.assertive) return undefined;
  // (A clock time says when, not what: two events of one morning share it.)
  const value = sharedSpecificValue(a, b, (s) => s.value.kind !== 'time');
  if (value === undefined) return undefined;
  const names = (c: Claim): string[] => [
    ...c.slots.filter((s) => identifier(s) && !s.denied).map((s) => s.value.key),
    ...c.mentions,
  ];
  const [na, nb] = [names(a), names(b)];
  const shared = na.some((k) => nb.some((l) => sameValue(k, l)));
  const own = (x: string[], other: Claim): boolean => x.some((k) => !namedIn(other, k));
  return !shared && own(na, b) && own(nb, a) ? undefined : value;
}

/**
 * A change taken back: the winner replaced the loser's one value of a sort with its own, and the newcomer tells
 * the loser's value again without the winner's, of a thing one of them speaks of ("Rolled back the upstream
 * change — Pi-hole forwards to 198.51.100.53 again" after "Pointed the Pi-hole upstream at 203.0.113.53" replaced
 * "Pi-hole upstream DNS: 198.51.100.53"). A later statement of the very slot the winner changed: the winner's
 * value is the stale one now. (A bare number says too little of what it is; a value mentioned beside the
 * winner's is no statement of it; nor is the value given to another thing that only shares a word with the
 * two.) It must be about what the change was about: close to the winner in meaning (`similarity`), or, for a
 * correction that names both values, not unrelated. Returns the value brought back.
 */
export function bringsBack(newcomer: Reading, winner: Reading, loser: Reading, similarity: number): string | undefined {
  const [n, w, l] = [newcomer.claim, winner.claim, loser.claim];
  if (!n.assertive || !w.assertive || !l.assertive || similarity < UNRELATED_SIMILARITY) return undefined;
  const sort = (s: Slot): string | undefined =>
    identifier(s) ? 'id' : bareNumber(s) && !patterned(s) ? undefined : sortOf(s);
  // (A value bound to nothing beside bound ones says which thing it is, "STAT2002 resit - room B2-104": no rival.)
  const bound = (slots: Slot[]): Slot[] => {
    const some = slots.filter((s) => s.attribute.length > 0 || act(s));
    return some.length ? some : slots;
  };
  // (The value the winner says it gave up is the one a newcomer may bring back, no agreement between the two:
  // "Gethin's off, so they're sending Ruth Baptiste" / "HeatRight are sending Gethin Morgan".)
  const gaveUp: Claim = { ...w, denied: new Set() };
  for (const group of rivalsBySort(l, gaveUp, sort).values()) {
    const [x, y] = [bound(group.x), bound(group.y)];
    // (Of several, the pair that fills one slot: "groceries £540, eating out £120" / "groceries cut to £450".)
    const pairs = x.flatMap((p) => y.flatMap((q) => (x.length + y.length === 2 || slotMatch(p, q) ? [[p, q]] : [])));
    const [lost, won] = pairs.length === 1 ? (pairs[0] as [Slot, Slot]) : [];
    if (!lost || !won) continue;
    const at = n.slots.findIndex((s) => !s.denied && !s.listed && sameValue(s.value.key, lost.value.key));
    const told = n.slots[at];
    if (!told) continue;
    // (A correction names the value that was wrong before the one that holds: "the £2,780 PDF was for the
    // Hendersons' job … Ours is unchanged, £2,340 stands". Otherwise the two side by side settle nothing.)
    const wonAt = n.slots.findLastIndex((s) => !s.denied && sameValue(s.value.key, won.value.key));
    // Such a correction, naming both, is tied to the change by the two values themselves ("the 21 March date was
    // for Year 5 only; ours is still 14 March"); so is one that gives the winner's value to another thing, while
    // it is about the change ("Sam lands at 18:20 after all, 19:05 is the Dublin flight").
    const wonTold = n.slots[wonAt];
    if (wonTold) {
      const corrected = n.correction && wonAt < at;
      // (So does a change back that states the loser's value of a thing and names the winner's only as what
      // something else is about: "Reverted the openssl bump. 3.2.1 broke the FIPS build, so the base image is
      // back to 3.0.13".)
      const blamed = n.update && told.attribute.length > 0 && !wonTold.attribute.length && wonTold.link === 'none';
      if (corrected || (similarity >= RELATED_SIMILARITY && (blamed || givenElsewhere(wonTold, told, lost, w, l))))
        return lost.value.text;
      continue;
    }
    // (A correction that names a value in parts is tied by it however it is worded: see correctedOfNode.)
    if (similarity < RELATED_SIMILARITY && !(n.correction && inParts(told))) continue;
    // It gives the value to what the change was of, one naming the other's head ("grocery budget" / "groceries";
    // not "CPAP humidifier" / "CPAP pressure"); or states it (said as a change, or of its attribute: "reinstated
    // my original setting, 9 cmH2O") of a thing either text speaks of. ("Mum saw Dr Okafor at the GP walk-in"
    // states no GP.)
    if (headShared(told.attribute, lost.attribute) || headShared(told.attribute, won.attribute)) return lost.value.text;
    if (!(n.update || stated(told) || told.link === 'change')) continue;
    // (A name the loser speaks of, not as a value, that the newcomer names speaks of it too: "We downgraded
    // Netflix, so it's back down to £10.99" / "Netflix costs us £10.99 a month". A name the loser holds as a
    // value may be the value brought back itself, or where it is: no tie.)
    const spoken =
      spokenIn(told.attribute, l) ||
      spokenIn(lost.attribute, n) ||
      spokenIn(won.attribute, n) ||
      [...l.mentions].some((k) => namedIn(n, k));
    if (spoken) return lost.value.text;
  }
  return undefined;
}

/**
 * The winner's value, as the newcomer states it, is another thing's: "19:05 is the Dublin flight" says of no
 * flight the change and its loser speak of.
 */
function givenElsewhere(won: Slot, told: Slot, lost: Slot, w: Claim, l: Claim): boolean {
  if (!stated(won) || !won.attribute.length || attributeMatch(told.attribute, won.attribute)) return false;
  // (And the value brought back is of no other thing itself: "Dentist at 9:15, 10:00 is the school run".)
  if (told.attribute.length && !headShared(told.attribute, lost.attribute)) return false;
  return won.attribute.some((t) => !w.content.has(t) && !l.content.has(t));
}

/**
 * Both state a time, a date, a number or a code, and share none of them ("on Tuesdays at the Leisure Centre" /
 * "on Thursdays at the Leisure Centre"): naming the same place is then no agreement.
 */
function clash(a: Claim, b: Claim): boolean {
  const ofKind = (c: Claim, kind: string): Slot[] => c.slots.filter((s) => !s.denied && s.value.kind === kind);
  // (A value bound to something the other text never speaks of, "Text from +44 7700 900332", is no rival; it
  // may still be the one they share: "from October" / "with effect from 1 October".)
  const rival = (s: Slot, other: Claim): boolean =>
    !s.attribute.length || s.attribute.some((t) => other.content.has(t));
  return (['time', 'date', 'number', 'code'] as const).some((kind) => {
    const [x, y] = [ofKind(a, kind), ofKind(b, kind)];
    if (!x.some((s) => rival(s, b)) || !y.some((s) => rival(s, a))) return false;
    return !x.some((s) => y.some((t) => sameValue(s.value.key, t.value.key)));
  });
}

/** Both sides are dated and also say something besides the date, and the dates differ. */
function differentEvents(a: Claim, b: Claim): boolean {
  const dated = (c: Claim): boolean => c.dates.size > 0 && [...c.values].some((v) => !c.dates.has(v));
  if (!dated(a) || !dated(b)) return false;
  return [...a.dates].some((d) => !holds(b.dates, d)) || [...b.dates].some((d) => !holds(a.dates, d));
}
