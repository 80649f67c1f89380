// The same named thing told with another value of one kind, which the garden could not settle as a change: a
// weaker source's disagreement is a lesion to look at; a source as strong that tells it as a change replaces it.
// Also what keeps two texts apart: values that clash, two dated accounts.
import type { Claim, Slot } from '../text/claims';
import { escapeRegExp } from '../text/escape';
import { knownWord } from '../text/language';
import { terms } from '../text/terms';
import { namesADay } from '../text/values';
import type { Reading } from './comparison';
import {
  bare,
  bareNumber,
  holds,
  identifier,
  opening,
  pattern,
  patterned,
  sameValue,
  shape,
  unit,
  whichOne,
} from './values-alike';
import { nameWordsOfBoth, spokenIn, twoThings } from './slots-alike';

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
export function toldAsChange(newcomer: Reading, node: Reading, p: Slot, q: Slot): boolean {
  const [a, b] = [newcomer.claim, node.claim];
  if (!p.updated || twoThings(a, b, p, q, identifier) || twoThings(a, b, p, q, whichOne)) return false;
  const whose = nameWordsOfBoth(a, b);
  const spokenBy = (x: Slot, mine: Reading, other: Reading): boolean =>
    spokenIn(
      x.attribute,
      other.claim,
      (t) => !wordOf(t, other.text) || ownerIn(t, mine.text) || ownerIn(t, other.text) || whose.has(t),
    );
  // (A name both hold is whose the two values are, not what they are of, where each text says that in words of
  // its own: "Ember Lane's film club membership has gone up to £25" / "at Ember Lane … entry is £8". Bound to
  // the name alone, the value is the named thing's: "Declan … he's coming Friday the 6th instead".)
  const own = (x: Slot): string[] => x.attribute.filter((t) => !whose.has(t));
  const apart = own(p).length > 0 && own(q).length > 0;
  return (namedBoth(a, b, p, q) && !apart) || spokenBy(p, newcomer, node) || spokenBy(q, node, newcomer);
}

/** Close enough in meaning for a weaker source's other value to be a disagreement (unrelated texts: under 0.4). */
const DISAGREE_SIMILARITY = 0.6;

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
export function disagreement(newcomer: Reading, node: Reading, similarity: number): [Slot, Slot] | undefined {
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
export function sortOf(s: Slot): string | undefined {
  if (s.value.kind === 'time') return 'time';
  if (s.value.kind === 'date')
    return namesADay(s.value.key) ? 'day' : `date ${s.value.key.replace(/=[^,]*/g, '').replace(/year,?/, '')}`;
  return s.value.kind === 'number' ? `number ${unit(s)}` : undefined;
}

/**
 * Each side's values by sort that the other side neither holds as a value of that sort, nor denies, nor
 * mentions: "28/09/2025" is another day than "2025-10-03", whatever a "mid-September" beside it says.
 */
export function rivalsBySort(
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
 * Veterinary Centre" name one practice ("King Street" and "King's Road" share an ordinary word), or a word of no
 * ordinary use that both write as a name outside their values.
 */
const namedBoth = (a: Claim, b: Claim, p: Slot, q: Slot): boolean => {
  const others = (c: Claim): string[] =>
    [...c.values, ...c.mentions].filter((v) => v !== p.value.key && v !== q.value.key && /\p{L}/u.test(v));
  const theirs = new Set(others(b).map(opening));
  theirs.delete(undefined);
  // (Or a word of no ordinary use that both write as a name, outside their values: the thing each speaks of,
  // "FWIW Gridline caps every token at 300 calls/hour" / "Gridline API: the quota is 500 calls/hour". "Vets" and
  // "Tuesdays" name no one thing.)
  const inValue = (c: Claim, t: string): boolean => c.slots.some((s) => terms(s.value.text).includes(t));
  const name = [...a.names].some((t) => b.names.has(t) && !knownWord(t) && !inValue(a, t) && !inValue(b, t));
  return name || others(a).some((v) => holds(b.values, v) || holds(b.mentions, v) || theirs.has(opening(v)));
};

/**
 * Both state a time, a date, a number or a code, and share none of them ("on Tuesdays at the Leisure Centre" /
 * "on Thursdays at the Leisure Centre"): naming the same place is then no agreement.
 */
export function clash(a: Claim, b: Claim): boolean {
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
export function differentEvents(a: Claim, b: Claim): boolean {
  const dated = (c: Claim): boolean => c.dates.size > 0 && [...c.values].some((v) => !c.dates.has(v));
  if (!dated(a) || !dated(b)) return false;
  return [...a.dates].some((d) => !holds(b.dates, d)) || [...b.dates].some((d) => !holds(a.dates, d));
}
