// Two texts that tell the same specific value of the same thing: they agree however they are worded, and a
// second source that does so lifts a foreign claim out of quarantine.
import type { Claim, Slot } from '../text/claims';
import { terms } from '../text/terms';
import type { Comparison, Reading } from './comparison';
import { clash } from './disagreement';
import { identifier, measured, namedIn, rare, sameValue } from './values-alike';

/**
 * A value both assert that names one thing in the world (a name, a code, a long number or a day of a month) and a
 * word of what it is about that both share besides it: "the farmers market … Elm Square" twice; or an amount
 * with its unit and two such words.
 */
export function sharedSpecificValue(
  a: Claim,
  b: Claim,
  considered: (s: Slot) => boolean = () => true,
): string | undefined {
  if (clash(a, b)) return undefined;
  // (An amount with its unit is less rare: two words of the subject must be shared besides it.)
  const specific = (s: Slot): boolean => !s.denied && considered(s) && (rare(s) || measured(s));
  // One side may name the thing only in passing ("set for the Elm Square move").
  // (The same value given to two different things, "a new vet, Priya Patel" / "a new head coach — Priya Patel",
  // is two facts, not one told twice.)
  // (Unless one says a word of the other's attribute elsewhere: "the number 12 bus is going over to Bluebird" /
  // "Following a tender, Route 12 will be operated by Bluebird".)
  const apart = (s: Slot, c: Claim, x: Slot, one: Claim): boolean =>
    identifier(x) &&
    s.attribute.length > 0 &&
    x.attribute.length > 0 &&
    !s.attribute.some((t) => x.attribute.includes(t) || one.content.has(t)) &&
    !x.attribute.some((t) => c.content.has(t));
  const named = (c: Claim, x: Slot, one: Claim): string | undefined =>
    c.slots.find((s) => specific(s) && sameValue(s.value.key, x.value.key) && !apart(s, c, x, one))?.value.text ??
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
      const y = named(other, x, one);
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
