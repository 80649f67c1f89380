// When two slots are one slot: their attributes match (the same words, one qualifying the other, a word written
// short), or a verb's act stands for a noun; and when two texts that share a word still speak of two things.
import type { Claim, Slot } from '../text/claims';
import { knownWord } from '../text/language';
import { terms } from '../text/terms';
import type { Reading } from './comparison';
import { comparable, holds, identifier, namedAlike, sameValue } from './values-alike';

/** How two attributes match: the same terms, one a qualified form of the other (same head), or not at all. */
export function attributeMatch(x: string[], y: string[]): 'same' | 'qualified' | undefined {
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
export const headShared = (a: readonly string[], b: readonly string[]): boolean =>
  a.includes(b.at(-1) ?? '') || b.includes(a.at(-1) ?? '');

/** Whether claim `c` speaks of a word of `attribute` (one `unless` does not rule out). */
export const spokenIn = (attribute: readonly string[], c: Claim, unless?: (term: string) => boolean): boolean =>
  attribute.some((t) => c.content.has(t) && !unless?.(t));

/** The words of the names both claims hold or mention ("Ember Lane"): whose a thing is, not what it is. */
export const nameWordsOfBoth = (a: Claim, b: Claim): Set<string> =>
  new Set(
    [...a.values, ...a.mentions]
      .filter((v) => /\p{L}/u.test(v) && (holds(b.values, v) || holds(b.mentions, v)))
      .flatMap((v) => terms(v)),
  );

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
export const twoThings = (newcomer: Claim, node: Claim, a: Slot, b: Slot, which: (s: Slot) => boolean): boolean =>
  (ownValues(newcomer, node, a, which).length > 0 || ownAside(newcomer, node, a)) &&
  (ownValues(node, newcomer, b, which).length > 0 || ownAside(node, newcomer, b));

/**
 * An aside that says which one something other than the slot's own value is, that the other text never names:
 * "Bloom Bakery (Leith) closes at 18:00" / "Bloom Bakery (Morningside) closes at 17:00" are two shops. (An aside to the
 * value itself, "Dr Patel (Mill Lane)", says where the new one is.)
 */
const ownAside = (c: Claim, other: Claim, slot: Slot): boolean =>
  [...c.asides].some(([aside, host]) => host !== slot.value.key && !namedAlike(other, aside));

/**
 * One label gives the attribute of `b` two names or codes ("Homelab: Proxmox VE 8.1 on the host, TrueNAS SCALE
 * 23.10.1 in a VM", read as the host's both): which of the two a newcomer changes, nothing says.
 */
export const twoValuesOf = (node: Claim, b: Slot): boolean => {
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

/** A value stated of its attribute ("is", ":", "as"), not one a verb happens to take ("works on Web"). */
export const stated = (s: Slot): boolean => s.link !== 'verb' && s.link !== 'change' && s.link !== 'none';

/**
 * The attribute a verb's slot fills, said as a noun: "Cantilena rehearses in X" fills [rehears], as "rehearsals
 * are at Y" does; "we record on Tuesdays" fills [record], as "recordings are moving to Sundays" does.
 */
export function act(s: Slot): string[] | undefined {
  // (Not of a value denied: "speeding it up from 4µs to 400ns" says of no speed that it is 4.)
  if (s.denied) return undefined;
  if (s.link === 'verb' || s.link === 'change') return s.verb ? [...s.attribute, s.verb] : s.act ? [s.act] : undefined;
  // ("Payments on-call: escalate to W": the value a label gives also fills the act of the instruction after it.)
  return s.link === 'label' && s.act ? [s.act] : undefined;
}

/** Whether a slot is bound to anything: an attribute, or the act of its verb. */
export const bound = (s: Slot): boolean => s.attribute.length > 0 || act(s) !== undefined;

/** What a slot is said to fill: its attribute, or else its act. */
export const slotName = (s: Slot): string[] => (s.attribute.length ? s.attribute : (act(s) ?? []));

/** How two slots' attributes match: as attributes, or one's act against the other's attribute (see `act`). */
export function slotMatch(a: Slot, b: Slot): ReturnType<typeof attributeMatch> {
  // (Never two acts: "we go to X" and "we go to Y" may be two outings.)
  return (
    attributeMatch(a.attribute, b.attribute) ??
    attributeMatch(act(a) ?? [], b.attribute) ??
    attributeMatch(a.attribute, act(b) ?? [])
  );
}

/** Whether the attribute `a` is bound to holds every word of a name in parts that `c` asserts or mentions. */
export const namedThing = (a: Slot, c: Claim): boolean =>
  [...c.values, ...c.mentions].some((key) => {
    const words = terms(key);
    return key.includes(' ') && words.length > 1 && words.every((t) => a.attribute.includes(t));
  });

/**
 * Besides the two values in question, each text names things (asserted or in passing), and none that the other
 * names: they speak of two things.
 */
export const namesApart = (a: Claim, b: Claim, p: Slot, q: Slot): boolean => {
  const others = (k: string): boolean => !sameValue(k, p.value.key) && !sameValue(k, q.value.key);
  const names = (c: Claim): string[] =>
    [...c.slots.filter((s) => identifier(s)).map((s) => s.value.key), ...c.mentions].filter(others);
  const [x, y] = [names(a), names(b)];
  return x.length > 0 && y.length > 0 && !x.some((k) => namedAlike(b, k)) && !y.some((k) => namedAlike(a, k));
};

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
