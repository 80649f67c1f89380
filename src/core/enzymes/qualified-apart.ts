// Two things of one kind: the same thing named, each side qualifying it its own way ("the east gate code" /
// "the west gate code", "the kiln room code" / "the glaze room code"). A value of one is no value of the other.
import type { Claim } from '../text/claims';

/** The heads of the attributes a text binds values to ("gate code" → code). */
const headsOf = (c: Claim): Set<string> =>
  new Set(c.slots.flatMap((s) => (s.attribute.length ? [s.attribute.at(-1) as string] : [])));

/**
 * What a text qualifies a head by: the words before it in its noun phrases, and the numbers that say which one
 * in the attributes it binds values to ("the projector in room 101 … the password" binds the room 101 projector
 * password). (Only the numbers: an attribute also holds whose a thing is and the label it stands under, which
 * name one thing in two ways: "Dad's repeat prescription" / "the repeat prescription for his tablets". Where
 * the whose is a verb's subject and the thing its object named by kind, see Slot.owned, all of it.)
 */
function qualifiersOf(c: Claim, head: string): Set<string> {
  const which = c.slots.flatMap((s) =>
    s.attribute.at(-1) !== head ? [] : s.owned ? s.attribute.slice(0, -1) : s.attribute.filter((t) => /^\d+$/.test(t)),
  );
  return new Set([...(c.qualifiers.get(head) ?? []), ...which]);
}

/** Whether a text says a term anywhere (its content leaves out the words about the telling, "error"). */
const says = (c: Claim, term: string): boolean =>
  c.content.has(term) ||
  c.slots.some((s) => s.attribute.includes(term)) ||
  [...c.qualifiers.values()].some((q) => q.has(term));

/**
 * Whether every attribute head the two texts share is qualified apart: each side puts a word before it (a noun
 * or an adjective other than one of time or standing, see Claim.qualifiers) that the other text never says.
 * A word one side adds and the other lacks ("the gate code" / "the east gate code") is no other thing.
 */
export function qualifiedApart(a: Claim, b: Claim): boolean {
  const theirs = headsOf(b);
  const bound = [...headsOf(a)].filter((h) => theirs.has(h));
  // (Where they bind no value to one thing, the things they name: "the upstairs bathroom tap washer was
  // replaced in May" / "the downstairs bathroom tap washer was replaced in August".)
  const shared = bound.length ? bound : [...a.qualifiers.keys()].filter((h) => b.qualifiers.has(h));
  const own = (x: Claim, y: Claim, head: string): boolean => [...qualifiersOf(x, head)].some((t) => !says(y, t));
  return shared.length > 0 && shared.every((h) => own(a, b, h) && own(b, a, h));
}
