// A newcomer that says the node was wrong or is replaced: a value it denies, corrects or gives up that the node
// asserts, a value rewritten, a change said never to have happened.
import type { Claim, Slot } from '../text/claims';
import { terms } from '../text/terms';
import { RELATED_SIMILARITY, UNRELATED_SIMILARITY, type Conflict } from './comparison';
import { attributeMatch, spokenIn } from './slots-alike';
import { holds, identifier, inParts, measured, namedIn, rare, sameValue, shape, unit } from './values-alike';
import { rivalsBySort, sortOf } from './disagreement';

/**
 * A name or code the newcomer says was replaced as an attribute (negation alone is too loose a tie), which
 * the node asserts where it speaks of that attribute
 * ("holiday requests go to W" / "V takes over from W as the holiday requests contact"): both speak of what it
 * was, however the node binds it.
 */
export function deniedOfNode(newcomer: Claim, node: Claim, similarity: number): Slot | undefined {
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
export function correctedOfNode(newcomer: Claim, node: Claim, similarity: number): Slot | undefined {
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
 * A value the newcomer denies of a thing the node speaks of in every word, which the node asserts of something,
 * with another value set against it ("key safe: 4471 (not 9012)" / "we've had to change the key safe, new code
 * is 9012"): the two speak of one thing, however each binds it, when the value is too particular to meet twice
 * by chance (rare or measured, as the values by which two texts agree: see values-alike.ts). (A value merely
 * negated ties nothing.)
 */
export function deniedOfSaid(newcomer: Claim, node: Claim): Slot | undefined {
  return newcomer.slots.find(
    (d) =>
      d.denied &&
      d.attribute.length > 0 &&
      (rare(d) || measured(d)) &&
      !holds(newcomer.values, d.value.key) &&
      d.attribute.every((t) => node.content.has(t)) &&
      newcomer.slots.some(
        (s) =>
          !s.denied &&
          s.value.kind === d.value.kind &&
          unit(s) === unit(d) &&
          attributeMatch(s.attribute, d.attribute) === 'same',
      ) &&
      node.slots.some((b) => !b.denied && b.attribute.length > 0 && sameValue(b.value.key, d.value.key)),
  );
}

/**
 * A correction that gives the node's value rewritten ("Typo in the sofa tracking I saved - the DPD number is
 * 1549 7730 2218" / "Tracking for the sofa delivery: DPD 1549 7730 2281"; "Sorry, I had the wrong room: the
 * interview panel is in 3.41" / "… in room 3.14"): the newcomer tells a value as a correction, and of each
 * sort of value in which the two differ, each side gives exactly one that the other lacks (a day, a time, an
 * amount in one unit; a code or a number of one pattern of digits and letters).
 */
export function correctedValue(newcomer: Claim, node: Claim): Conflict | undefined {
  if (!newcomer.slots.some((s) => s.corrected) || !newcomer.assertive || !node.assertive) return undefined;
  // (A change that names what it replaced, "changed from 2.0.12g11 to 2.1", replaced that, not the node's 2.6.)
  const replaced = newcomer.slots.filter((s) => s.replaced);
  if (replaced.length && !replaced.some((d) => namedIn(node, d.value.key))) return undefined;
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
 * A value the newcomer denies that the node asserts, of an attribute the newcomer speaks of (or of none it
 * names, when the texts are otherwise about the same thing), or the replaced value `tied` to the node by
 * deniedOfNode.
 */
export function denial(newcomer: Claim, node: Claim, tied: Slot | undefined): Conflict | undefined {
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
export function undoneChange(newcomer: Claim, node: Claim, vouched: string | undefined): Conflict | undefined {
  if (!newcomer.correction || vouched === undefined || !node.update || node.negation) return undefined;
  if (!node.slots.some((s) => s.updated && !s.denied)) return undefined;
  const verb = [...newcomer.undone].find((v) => node.content.has(v));
  return verb ? { cue: `corrects: not ${verb}`, explicit: true } : undefined;
}
