// When two values are one, and what a value's shape says of it: a name cut short, a day written two ways, a
// code's form, a number's unit. The enzymes' rules weigh values with these.
import type { Claim, Slot } from '../text/claims';
import { knownWord } from '../text/language';
import { namesADay, sameDay, sameTime, unitOf } from '../text/values';

/** Two values are one when their keys are equal or one names part of the other ("Kestrel" / "Kestrel Print"). */
export function sameValue(a: string, b: string): boolean {
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
  return small.every((w) => words.has(w)) || initialled(wa, wb) || initialled(wb, wa);
}

/** A person's name with one word cut to its initial: "mr d" / "mr delacroix", "j okafor" / "jo okafor". */
const TITLE = /^(mr|mrs|ms|miss|dr|prof)\.?$/;
function initialled(short: string[], long: string[]): boolean {
  if (short.length !== long.length || short.length < 2) return false;
  const at = short.findIndex((w) => /^\p{L}\.?$/u.test(w));
  const person = TITLE.test(short[0] ?? '') || at === 0;
  return (
    person &&
    at >= 0 &&
    short.every((w, i) => (i === at ? (long[i] ?? '').length > 1 && long[i]?.startsWith(w[0] ?? '') : w === long[i]))
  );
}

export const holds = (values: Set<string>, key: string): boolean => [...values].some((v) => sameValue(v, key));

/** Whether claim `c` names a value at all: asserts it, denies it or mentions it in passing. */
export const namedIn = (c: Claim, key: string): boolean =>
  holds(c.values, key) || holds(c.denied, key) || holds(c.mentions, key);

/** The first word of a name of two words or more, when it is no ordinary word ("Harbourside" of "Harbourside Vets"). */
export const opening = (v: string): string | undefined => {
  const [first = '', ...rest] = v.split(/\s+/);
  return rest.length && /^\p{L}{4,}$/u.test(first) && !knownWord(first) ? first : undefined;
};

/** Whether one of the names `c` gives opens with `first` (see `opening`). */
export const opensAName = (c: Claim, first: string): boolean =>
  [...c.values, ...c.mentions].some((v) => opening(v) === first);

/** Named in `c`, or named alike: a name that opens with the word one of its names opens with ("Millbrook"). */
export const namedAlike = (c: Claim, key: string): boolean => {
  const first = opening(key);
  return namedIn(c, key) || (!!first && opensAName(c, first));
};

/** Kinds that can stand for one another: a name and a code are both identifiers, times and dates are not numbers. */
export const comparable = (a: Slot, b: Slot): boolean => {
  const group = (k: Slot['value']['kind']): string => (k === 'name' || k === 'code' ? 'id' : k);
  return group(a.value.kind) === group(b.value.kind);
};

export const identifier = (s: Slot): boolean => s.value.kind === 'name' || s.value.kind === 'code';

/** What a number is counted in ("requests", "€", "%"): two values of one slot are counted alike. */
export const unit = (s: Slot): string => (s.value.kind === 'number' ? unitOf(s.value.key) : '');

/** A count and a bare number ("3rd", "4471") are not one slot's values; "300 Mbps" and "1 Gbps" may be. */
export const sameDimension = (a: Slot, b: Slot): boolean => (unit(a) === '') === (unit(b) === '');

/**
 * A number bound to nothing says which one ("Bedroom 1 radiator", "Order #4411"). (An ordinal, "3rd aisle",
 * says where.)
 */
export const whichOne = (s: Slot): boolean =>
  s.value.kind === 'number' && !s.attribute.length && !s.denied && !/\d(st|nd|rd|th)\b/i.test(s.value.text);

/** A code of three parts or more ("10.20.3.41", "node:18.19-bullseye"): its form says what sort of thing it is. */
export const inThreeParts = (s: Slot): boolean =>
  s.value.kind === 'code' && (s.value.key.match(/[\p{L}\d]+/gu) ?? []).length >= 3;

/** A code's form: each run of digits and each run of letters as one of its class ("10.20.3.41" → "9.9.9.9"). */
export const form = (s: Slot): string => s.value.key.replace(/\d+/g, '9').replace(/\p{L}+/gu, 'A');

/**
 * Two codes of one sort share a form or a word: "ubuntu-20.04" / "ubuntu-24.04", "Room G12" / "Room G21",
 * "10.20.3.118" / "10.20.3.41"; a path, "infra/runners/cloud-init.yaml", is no image tag. (Anything else is alike.)
 */
export function codesAlike(a: Slot, b: Slot): boolean {
  if (a.value.kind !== 'code' || b.value.kind !== 'code' || form(a) === form(b)) return true;
  const words = (s: Slot): string[] => s.value.key.match(/\p{L}+/gu) ?? [];
  return words(a).some((w) => words(b).includes(w));
}

/** A name of two words or more, or a code of two parts or more ("us-west-1", "B2-104"): specific enough. */
export const inParts = (s: Slot): boolean =>
  s.value.key.includes(' ') || (s.value.kind === 'code' && /[\p{L}\d][-./_:][\p{L}\d]/u.test(s.value.key));

/** The ordinary word that ends a name of two words or more and says what kind of thing it names ("Dental"). */
const kindWord = (s: Slot): string | undefined => {
  const words = s.value.text.split(/\s+/);
  const last = words.at(-1) ?? '';
  return s.value.kind === 'name' && words.length > 1 && /^\p{L}{3,}$/u.test(last) && knownWord(last)
    ? last.toLowerCase()
    : undefined;
};

/** What a version is the version of: the name written before it ("Xcode 15.0.1", "firmware v2.4.1"). */
const versionOf = (s: Slot): string | undefined =>
  s.value.kind === 'code' || s.value.kind === 'name'
    ? /^(\p{L}[\p{L}\d]*)[\s/_-]+v?\d+(?:\.\d+)+(?:-\S+)?$/u.exec(s.value.text)?.[1]?.toLowerCase()
    : undefined;

/** Two names of one kind ("… Dental"), or two versions of one thing ("Xcode 15.0.1" / "Xcode 15.2"). */
export const oneKind = (a: Slot, b: Slot): boolean =>
  (kindWord(a) !== undefined && kindWord(a) === kindWord(b)) ||
  (versionOf(a) !== undefined && versionOf(a) === versionOf(b));

/**
 * The pattern of a value as written, digits and letters each as one class ("01632 960443" → "99999 999999",
 * "KX19 PLM" → "AA99 AAA"): two long values of one pattern are values of one sort (two phone numbers, two
 * registrations), whatever words stand beside them.
 */
export const pattern = (text: string): string => text.replace(/\d/g, '9').replace(/\p{L}/gu, 'A');

/** A value without the words that name it ("room 3.14" and "3.41", "Reg KX19 PLM" and "KX19 PLN"). */
export const bare = (s: Slot): string => s.value.text.replace(/^(\p{L}+\s+)+(?=\S*\d)/u, '');

export const shape = (s: Slot): string => pattern(bare(s));

/** A bare number long enough that its pattern says what sort of thing it is (a phone or an account number). */
export const patterned = (s: Slot): boolean => bareNumber(s) && (s.value.text.match(/\d/g) ?? []).length >= 6;

/** A number with no unit: it counts or numbers anything (an issue, a step). */
export const bareNumber = (s: Slot): boolean => s.value.kind === 'number' && unit(s) === '';

/** A value rare enough to name one thing in the world: a name, a code, a day of a month, a number of four digits or more. */
export const rare = (s: Slot): boolean =>
  identifier(s) || namesADay(s.value.key) || (s.value.text.match(/\d/g) ?? []).length >= 4;

/** An amount with its unit ("£9.80", "72 hours", "3 weeks"); "the 3rd" is a day, of any month. */
export const measured = (s: Slot): boolean =>
  s.value.kind === 'number' &&
  /\d/.test(s.value.text) &&
  /[\p{L}\p{Sc}%]/u.test(s.value.text) &&
  !/^\d+(st|nd|rd|th)$/i.test(s.value.text);
