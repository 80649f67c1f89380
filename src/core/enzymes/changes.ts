// A newcomer that changes a node's value: the same slot restated with another value, a stated change of the
// one value of its kind, a new name that takes the old one's place, the same words around one changed place.
import type { Claim, Slot } from '../text/claims';
import { knownWord } from '../text/language';
import { moneyKey } from '../text/values';
import { terms } from '../text/terms';
import type { ChangedPlace } from './in-place';
import { oneContext, PARAPHRASE, RELATED_SIMILARITY, type Conflict, type Placement, type Reading } from './comparison';
import {
  act,
  bound,
  headShared,
  namedThing,
  namesApart,
  nameWordsOfBoth,
  slotMatch,
  slotName,
  spokenIn,
  stated,
  twoThings,
  twoValuesOf,
} from './slots-alike';
import {
  codesAlike,
  comparable,
  form,
  holds,
  identifier,
  inThreeParts,
  namedIn,
  oneKind,
  opening,
  opensAName,
  sameDimension,
  sameValue,
  unit,
  whichOne,
} from './values-alike';

/** A slot of the newcomer that the node fills with another value. */
export function slotConflict(newcomer: Claim, node: Claim, restatements: boolean): Conflict | undefined {
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

/**
 * A stated change of the one value of its kind on each side, bound differently by the two sentences ("the API
 * allows 600 requests a minute" / "the API limit has been raised to 1,500 requests a minute"): each side
 * speaks of a word of the other's attribute, neither names something the other lacks, and the newcomer says
 * the value changed. Two values of a kind on either side are too many to tell which one changed.
 */
export function changedSoleValue(
  newcomer: Claim,
  node: Claim,
  similarity: number,
  placement: Placement,
): Conflict | undefined {
  const [one, unlike] = [oneContext(placement), placement === 'unlike'];
  if (!newcomer.update) return undefined;
  const [paraphrase, priced] = [one && similarity >= PARAPHRASE, one && similarity >= RELATED_SIMILARITY];
  // (Two versions of one thing are of one kind, however each is written: "Xcode 15.2" / "Xcode 15.0.1".)
  const alike = (c: Claim, a: Slot): Slot[] =>
    c.slots.filter(
      (s) => !s.denied && (s.value.kind === a.value.kind || oneKind(s, a)) && unit(s) === unit(a) && codesAlike(s, a),
    );
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
  const whole = (x: string[], c: Claim): boolean => x.every((t) => c.content.has(t));
  let whose: Set<string> | undefined;
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
    const price = priced && a.value.kind === 'number' && moneyKey(a.value.key);
    // (So is the one code of a form in three parts or more, an address or an image tag: "the third-floor printer
    // is on 10.20.3.118 since the switch swap" / "3F printer … IP: 10.20.3.41".)
    // (So are two names of one kind, told by the ordinary word that ends both: "Harbourview Dental is who the
    // kids go to now" / "Kids' dentist - Brightwater Family Dental".)
    // (So is a change of what the newcomer binds to a thing the node names outright, in parts: "the exam of
    // Statistics II … they postpone it to May 27" / "Statistics II final: May 13".)
    const ofNamed = priced && namedThing(a, node);
    if (price || (priced && inThreeParts(a) && form(a) === form(b)) || (priced && oneKind(a, b)) || ofNamed) {
      // (Not only by whose it is, a name both hold: "Ember Lane's film club membership has gone up to £25" speaks
      // of no entry to Ember Lane.)
      const names = (whose ??= nameWordsOfBoth(newcomer, node));
      const tie = (t: string): boolean => names.has(t);
      if (!spokenIn(a.attribute, node, tie) && !spokenIn(b.attribute, newcomer, tie)) continue;
    } else if (!measured) {
      if (!spokenIn(a.attribute, node) || !spokenIn(b.attribute, newcomer)) continue;
      // (A bare word on each side, "the price", names no thing by itself: two notes alike in little, from
      // sources whose titles share no word, that each name things the other never names give two things their
      // prices: "Fellfoot wrote us that the price is going back to £21.50" / "the price per clean is now £23.00
      // … Bank: K Whitlow".)
      const bare = a.attribute.length < 2 || b.attribute.length < 2;
      if (unlike && similarity < RELATED_SIMILARITY && bare && namesApart(newcomer, node, a, b)) continue;
      // One attribute names what the other qualifies: a head is shared ("API" / "partner API limit"), not
      // just a word ("cataract op" / "pre-op assessment" are two appointments). Or, in one context, one text
      // names the other's attribute whole ("the Tigers group is on Sunday now" / "Theo judo: …, group Tigers").
      if (
        !headShared(a.attribute, b.attribute) &&
        !(priced && (whole(b.attribute, newcomer) || whole(a.attribute, node)))
      )
        continue;
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
    // (Nor are two things each qualified by a name of its own: "Maya swimming" / "Ollie swimming".)
    if (loose && ownName(a, b, newcomer) && ownName(b, a, node)) continue;
    return {
      cue: `update (${a.attribute.join(' ')}: ${a.value.text} instead of ${b.value.text})`,
      explicit: true,
      ...(loose ? { loose } : {}),
    };
  }
  return undefined;
}

/** Whether `x`'s attribute holds a word written as a name (see Claim.names) that `y`'s does not. */
const ownName = (x: Slot, y: Slot, c: Claim): boolean =>
  x.attribute.some((t) => !y.attribute.includes(t) && c.names.has(t));

/**
 * A stated change to the one value of its kind that each side holds, however each binds it ("Repair Café has
 * moved to Room G21" / "We're in Community Room G12"): two texts already about one subject that give one time,
 * one date, one amount or one code each, where the newer says its own changed, speak of one slot. Two of a
 * kind on either side are too many to tell which one changed. (`about`: the two are mostly about the same thing,
 * by the terms of their subjects; compare() asks only of texts alike in meaning.)
 */
export function changedTheOne(newcomer: Claim, node: Claim, about: boolean, unnamed = false): Conflict | undefined {
  if (!newcomer.update) return undefined;
  const ofKind = (c: Claim, s: Slot): Slot[] => c.slots.filter((x) => !x.denied && x.value.kind === s.value.kind);
  for (const a of newcomer.slots) {
    if (a.denied || !a.updated || a.listed || a.value.kind === 'phrase' || a.value.kind === 'name') continue;
    // (`unnamed`: only a value no words tie to a thing, bound at most to what its verb does, "moving to 18:15 from
    // next week"; not a code, which a changelog's lines give to releases: "Introduced by the release 0.2.4".)
    if (unnamed && (a.attribute.length || a.value.kind === 'code')) continue;
    // (A subject has amounts of many things, a ticket, a drink, a year's membership: one amount each is the same
    // amount only of texts mostly about the same thing.)
    if (a.value.kind === 'number' && !about) continue;
    const [b, more] = ofKind(node, a);
    if (!b || more || b.listed || ofKind(newcomer, a).length !== 1 || unit(a) !== unit(b)) continue;
    // (An old value bound to nothing may be anything the subject has; so may a new code, named in passing as
    // often as set: "much slower than path.resolve()". A time, a date or an amount a change tells is what it
    // changed to: "moved to the 26th".)
    if (!bound(b) || (!bound(a) && a.value.kind === 'code')) continue;
    if (sameValue(a.value.key, b.value.key) || holds(node.values, a.value.key) || holds(newcomer.values, b.value.key))
      continue;
    if (twoThings(newcomer, node, a, b, identifier)) continue;
    if (!codesAlike(a, b)) continue;
    const what = `${slotName(a).join(' ') || slotName(b).join(' ')}: ${a.value.text} instead of ${b.value.text}`;
    return { cue: `update of its one ${a.value.kind} (${what})`, explicit: true, loose: true };
  }
  return undefined;
}

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
export function tookThePlace(newcomer: Claim, node: Claim): Conflict | undefined {
  if (!newcomer.update) return undefined;
  const fresh = newNames(newcomer, node).filter((s) => !s.where);
  // (By its first word alone, when that is no ordinary word: "Gethin's off" names "Gethin Morgan"; "Logseq
  // Core" names no "Logseq Portals".)
  const namedBy = (s: Slot): boolean => {
    // (A code of digits alone, "0.3.0", is named only whole: its parts are numbers any text may hold, "0.3.2".)
    if (!/\p{L}/u.test(s.value.text)) return false;
    const first = opening(s.value.key);
    const alone = !!first && terms(first).every((t) => newcomer.content.has(t)) && !opensAName(newcomer, first);
    // (A name of no word the garden indexes, a letter or an abbreviation, "C", "E.g", is named by nothing.)
    const words = terms(s.value.text);
    return alone || (words.length > 0 && words.every((t) => newcomer.content.has(t)));
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
export function replacedItsKind(newcomer: Claim, node: Claim): Conflict | undefined {
  if (!newcomer.update) return undefined;
  const fresh = newNames(newcomer, node).filter((s) => s.attribute.length > 0 && s.link !== 'verb');
  const [a] = fresh;
  const head = a?.attribute[a.attribute.length - 1];
  if (!a || !head || fresh.length > 1) return undefined;
  const namesIt = (s: Slot): boolean => {
    const words = terms(s.value.text);
    return words.length > 1 && words.includes(head);
  };
  // (A code carries words that are no kind of thing: "dirmngr.conf" is no dirmngr, "keys.openpgp.org" no key.)
  const old = node.slots.filter((s) => !s.denied && s.value.kind === 'name' && namesIt(s));
  const [b] = old;
  if (!b || old.some((s) => !sameValue(s.value.key, b.value.key)) || holds(newcomer.values, b.value.key))
    return undefined;
  return { cue: `update (${head}: ${a.value.text} in place of ${b.value.text})`, explicit: true };
}

/**
 * The same words around one changed place, where each side holds one value of one kind ("GP surgery phone
 * 01632 960311" / "GP surgery phone 01632 960874"): the newer restates the slot with another value, however
 * the reader bound the two, when both stand in one context or the newer says it changed. Elsewhere the same
 * sentence with another name or amount is as often about another thing ("exports a function named
 * matchProperty" on two pages of one library). A short bare number numbers anything ("post 1" / "post 2").
 */
export function restatedInPlace(
  newcomer: Reading,
  node: Reading,
  place: ChangedPlace | undefined,
  restatements: boolean,
): Conflict | undefined {
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
