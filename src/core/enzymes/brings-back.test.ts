import { describe, expect, it } from 'vitest';
import { bringsBack } from './brings-back';
import { r } from '../../../tests/support/comparing';

describe('a change taken back', () => {
  it('takes a change back by a name the loser speaks of, when no attribute is said', () => {
    const [loser, winner] = [r('Spotify costs us £11.99 a month.'), r('Spotify went up to £12.99 a month.')];
    expect(bringsBack(r("We downgraded Spotify, so it's back down to £11.99."), winner, loser, 0.8)).toBe('£11.99');
    expect(bringsBack(r("We downgraded the gym, so it's back down to £11.99."), winner, loser, 0.8)).toBeUndefined();
    // A name the loser holds as its value, or where that value is, ties nothing: a visit is no return.
    const [gp, switched] = [
      r('Our GP is Dr Haddad at Elm Surgery.'),
      r('Switched GP to Dr Moreno at Riverside Practice.'),
    ];
    expect(bringsBack(r('Went to Elm Surgery to see Dr Haddad about my knee.'), switched, gp, 0.6)).toBeUndefined();
  });

  it('brings back what the winner said it gave up: "X\'s off, so they\'re sending Y" is no agreement on X', () => {
    const booked = r(
      'Window cleaning booked for Thu 12 June. Clearview are sending Priya Shah (she knows the ladder access).',
    );
    const swapped = r("Clearview rang - Priya's off, so they're sending Tom Reddy on the 12th instead.");
    const undone = r(
      "Ignore Monday's note about the window cleaner: turns out Clearview's call was for next door. Nothing changed - Priya Shah, 12th.",
    );
    expect(bringsBack(undone, swapped, booked, 0.6)).toBe('Priya Shah');
  });

  it("takes a change back that states the loser's value and names the winner's only as what went wrong", () => {
    const [loser, winner] = [
      r('Base image pins openssl 3.0.13 (the LTS branch).'),
      r('Bumped openssl to 3.2.1 in the base image, we need it for the QUIC work.'),
    ];
    const back = 'Reverted the openssl bump. 3.2.1 broke the FIPS build, so the base image is back to 3.0.13.';
    expect(bringsBack(r(back), winner, loser, 0.68)).toBe('3.0.13');
    // Told as no change, the two side by side settle nothing.
    const both = '3.2.1 broke the FIPS build on one box; the base image is on 3.0.13 there.';
    expect(bringsBack(r(both), winner, loser, 0.68)).toBeUndefined();
    // (…or only as what did something to another thing.)
    const [built, host] = [
      r('iOS archives on the Mac mini are built with Xcode 15.0.1.'),
      r('Mac mini build host is on Xcode 15.2 now.'),
    ];
    const broke = 'Xcode 15.2 broke the archive step, so the Mac mini is back on Xcode 15.0.1.';
    expect(bringsBack(r(broke), host, built, 0.86)).toBe('Xcode 15.0.1');
    const blames = 'Xcode 15.2 broke the archive step on the laptop; the Mac mini is on Xcode 15.0.1 there.';
    expect(bringsBack(r(blames), host, built, 0.86)).toBeUndefined();
  });

  it('takes a change back by a correction that names a value in parts, whatever else the loser names', () => {
    const [loser, winner] = [
      r('STAT2002 resit - room B2-104, 9.30 start, two hours.'),
      r("Portal says the stats resit room's changed to C1-015."),
    ];
    const text = 'the portal listing was a typo. The resit is in B2-104 after all, second floor of the Bayes Building.';
    expect(bringsBack(r(`Registry emailed everyone: ${text}`), winner, loser, 0.49)).toBe('room B2-104');
    // Worded as far apart, a note that is no correction ties nothing.
    expect(
      bringsBack(r('The resit is in B2-104, second floor of the Bayes Building.'), winner, loser, 0.49),
    ).toBeUndefined();
  });
});
