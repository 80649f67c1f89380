// How a claim reads beside the one it is compared with, where its own words leave a value open.
import type { Claim, Slot } from '../text/claims';
import { terms } from '../text/terms';
import { clockKeyOf } from '../text/values';
import type { Reading } from './comparison';

/** A reading beside another: itself, unless its claim reads otherwise there (no copy on the common path). */
export function readBeside(r: Reading, other: Reading, newer: boolean): Reading {
  const c = headedBeside(claimBeside(r.claim, other.claim), other.claim, newer);
  return c === r.claim ? r : { ...r, claim: c };
}

/** A value a common noun heads, written before a code or a number: "code 4471", "port 5433", "unit C-204". */
const HEADED = /^(\p{Ll}[\p{Ll}-]*) (\S*\d\S*)$/u;
/** A value its own sentence tells as a change or a correction. */
const told = (s: Slot): boolean => s.updated === true || s.corrected === true;

/**
 * "Keys: key safe by the door, code 4471" beside "new code is 9012": a noun that heads a value may say which
 * one ("in rack R07") or what the value is (the code is 4471); beside a text that states that noun as the
 * attribute of a value of the same kind, and the newer of the two tells a change, it is the attribute ("code",
 * 4471), as "the db runs on port 5433 now" is the db port's 5433 beside "the db port is 5432".
 */
function headedBeside(c: Claim, other: Claim, newer: boolean): Claim {
  const added: string[] = [];
  const slots = c.slots.map((s): Slot => {
    const m = HEADED.exec(s.value.text);
    if (!m || (s.value.kind !== 'number' && s.value.kind !== 'code')) return s;
    const [, noun = '', rest = ''] = m;
    const head = terms(noun)[0];
    // (Only for a change the newer text tells: a bare restatement, "table 12" / "the table is 15", may speak of
    // two, and so may a newer "V (not W)" beside an older note that told a change of its own.)
    const stated = other.slots.some(
      (o) =>
        !o.denied &&
        o.attribute.at(-1) === head &&
        o.value.kind === s.value.kind &&
        o.link !== 'none' &&
        told(newer ? s : o),
    );
    if (!head || !stated || !s.value.key.startsWith(`${noun.toLowerCase()} `)) return s;
    const key = s.value.key.slice(noun.length + 1);
    added.push(key);
    return { ...s, attribute: [...s.attribute, head], value: { ...s.value, text: rest, key } };
  });
  return added.length ? { ...c, slots, values: new Set([...c.values, ...added]) } : c;
}

/**
 * "sorting is pushed back to 10.15" beside "sorting shift - Saturdays 8.30am": a bare number written as hours
 * and minutes is a time when the other text gives a time (UK writing dots its clock times). Alone, "10.15"
 * may as well be an amount or a version, so the claim reads it as a number.
 */
function claimBeside(c: Claim, other: Claim): Claim {
  // (Beside a number written with a dot, "room 3.14", it is that number's rival: "in 3.41".)
  const dotted = (s: Slot): boolean => s.value.kind === 'number' && /\d\.\d/.test(s.value.text);
  if (!other.slots.some((s) => s.value.kind === 'time') || other.slots.some(dotted)) return c;
  const renamed = new Map<string, string>();
  const slots = c.slots.map((s): Slot => {
    const key = s.value.kind === 'number' ? clockKeyOf(s.value.text) : undefined;
    if (!key) return s;
    renamed.set(s.value.key, key);
    return { ...s, value: { ...s.value, kind: 'time', key } };
  });
  if (!renamed.size) return c;
  const keyed = (keys: Set<string>): Set<string> => new Set([...keys].map((k) => renamed.get(k) ?? k));
  return { ...c, slots, values: keyed(c.values), denied: keyed(c.denied) };
}
