// A change taken back: a newcomer that tells again the value a change replaced brings it back from compost.
import type { Claim, Slot } from '../text/claims';
import { RELATED_SIMILARITY, UNRELATED_SIMILARITY, type Reading } from './comparison';
import { act, attributeMatch, headShared, slotMatch, spokenIn, stated } from './slots-alike';
import { bareNumber, identifier, inParts, namedIn, patterned, sameValue } from './values-alike';
import { rivalsBySort, sortOf } from './disagreement';

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
      // something else is about, or as what did something to it: "Reverted the openssl bump. 3.2.1 broke the
      // FIPS build, so the base image is back to 3.0.13"; "Xcode 15.2 broke the archive step, so the Mac mini is
      // back on Xcode 15.0.1".)
      const blamed =
        n.update &&
        told.attribute.length > 0 &&
        ((!wonTold.attribute.length && wonTold.link === 'none') || wonTold.role === true);
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
