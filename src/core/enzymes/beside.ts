// How a claim reads beside the one it is compared with, where its own words leave a value open.
import type { Claim, Slot } from '../text/claims';
import { clockKeyOf } from '../text/values';
import type { Reading } from './comparison';

/** A reading beside another: itself, unless its claim reads otherwise there (no copy on the common path). */
export function readBeside(r: Reading, other: Reading): Reading {
  const c = claimBeside(r.claim, other.claim);
  return c === r.claim ? r : { ...r, claim: c };
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
