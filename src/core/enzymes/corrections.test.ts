import { describe, expect, it } from 'vitest';
import { compare } from './compare';
import { r, relation } from '../../../tests/support/comparing';

describe('a correction, a denial, a name given up', () => {
  it('corrects an amount with its unit that the node asserts, between texts alike, but not a bare number', () => {
    const pumped = 'The tyre shop pumped the rear tyres up to 45 psi after the tracking.';
    const wrong =
      "Rear tyres — correction: the 45 psi was wrong, the shop read the van's chart. The door sticker says 35 psi rear.";
    expect(compare(r(wrong), r(pumped), 0.7)).toMatchObject({ relation: 'challenge', explicit: true });
    expect(relation(wrong, pumped, 0.4)).not.toBe('challenge');
    expect(relation('Correction: 45 was wrong, the shop read the chart for the van.', pumped, 0.7)).not.toBe(
      'challenge',
    );
  });

  it('reads a change that names what it replaced as a change of that, not of another value the node gives', () => {
    const release =
      'The app versions shipped in Bookworm (1.0.2-4 and 1.0.2-5) had two fixes. These fixes are now part of app 1.6.';
    const renamed =
      '* A few more portability bugs have been fixed. The version number has been changed from 1.0.3b7 to 1.1, because the name was too long for old file systems.';
    expect(relation(renamed, release, 0.8)).not.toBe('challenge');
    expect(
      relation(
        'Oops, the version number was changed from 3.6 to 3.7, not 3.5.',
        'These fixes are now part of release 3.6.',
        0.7,
      ),
    ).toBe('challenge');
  });

  it('reads the sender of a message said to be wrong as no value denied: the note that names them still holds', () => {
    const regular = 'Window cleaning: Pete Marsh from ClearView Services, monthly.';
    const settled =
      'Sat 3 May 2029. Windows done. Turns out the message from ClearView was wrong — the other lad was only ' +
      'covering a sick day; Pete Marsh is still our regular cleaner and it was him who came this morning.';
    expect(relation(settled, regular, 0.6)).not.toBe('challenge');
    // (The value the wrong message gave is still denied.)
    expect(relation('Turns out ClearView Services was wrong, we use Shine Bros now.', regular, 0.6)).toBe('challenge');
  });

  it('denies a particular value of a thing the node speaks of, however the node binds it', () => {
    const told = "We've had to swap the garage lock, the new code is 5581 - see you Friday.";
    const notes = 'Garage lock: 2046 (not 5581).';
    expect(compare(r(notes), r(told), 0.45)).toMatchObject({ relation: 'challenge', explicit: true });
    // A node that does not speak of the garage lock, or a value too small to tell, is no tie.
    expect(relation(notes, 'The alarm panel code is 5581.', 0.45)).not.toBe('challenge');
    expect(
      relation('Garage lock: 2046 (not 55).', "We've had to swap the garage lock, the new code is 55.", 0.45),
    ).not.toBe('challenge');
  });

  it('replaces the thing a node names by a name in parts, when the newcomer gives that name up', () => {
    const food = 'Pepper (the cat): Oakfield Farm chicken dinner, one pouch morning and night.';
    const swapped =
      'Vet says the rash is the chicken. Swapped the Oakfield Farm for Greenway sensitive fish this week.';
    expect(compare(r(swapped), r(food), 0.65)).toMatchObject({ relation: 'challenge', explicit: true });
    expect(relation(swapped, food, 0.4)).not.toBe('challenge');
    // (Naming it is no giving it up.)
    expect(relation('Sign-ups for Oakfield Farm open days start Monday.', food, 0.65)).not.toBe('challenge');
  });

  it('ties a correction or an exchange to a node by a value in parts, however differently the two are worded', () => {
    const moved = r('Weekend migration done: the gateway is now serving out of us-east-2.');
    const correction = r(
      "Correction to Friday's note. The gateway never moved - us-east-2 is the target in Anjali's design doc and I misread it as done. It's still in us-west-1.",
    );
    expect(compare(correction, moved, 0.4)).toMatchObject({ relation: 'challenge', explicit: true });
    // Texts with nothing in common are not read for it.
    expect(compare(correction, moved, 0.2).relation).not.toBe('challenge');
    expect(
      compare(r('We ditched us-east-1 for us-west-2 last week.'), r('The API gateway lives in us-east-1.'), 0.45),
    ).toMatchObject({ relation: 'challenge', explicit: true });
    // A one-word name is too common a tie without the attribute.
    expect(relation('We ditched Jenkins for Buildkite last spring.', 'Our CI runs on Jenkins.', 0.45)).not.toBe(
      'challenge',
    );
  });

  it('ties a code set against the value that replaced it to the node holding it, however else they are worded', () => {
    const [moved, plot] = [
      "Swapped plots with the Okafors this morning, so we're plot 22A now, not 14B anymore.",
      'Allotment - plot 14B at Fernside. Water butts need emptying before the first frost.',
    ];
    expect(compare(r(moved), r(plot), 0.52)).toMatchObject({ relation: 'challenge', explicit: true });
    expect(relation(moved, plot, 0.52, 'apart')).not.toBe('challenge');
    // A code merely negated, with no value set against it, ties nothing.
    expect(relation("Swapped plots with the Okafors this morning; it's not 14B.", plot, 0.52)).not.toBe('challenge');
  });

  it('lets a name replaced "as" an attribute deny a note that gives that name for the same thing', () => {
    const update = 'Owen Baptiste takes over from Priya Nair as the holiday requests contact.';
    for (const old of ['Holiday requests are handled by Priya Nair.', 'If you have holiday requests, ask Priya Nair.'])
      expect(compare(r(update), r(old), 0.6)).toMatchObject({ relation: 'challenge', explicit: true });
    expect(
      relation('Owen Baptiste takes over from Priya Nair as the fire warden.', 'Ask Priya Nair about holidays.', 0.6),
    ).not.toBe('challenge');
  });

  it('a correction challenges only the node asserting what it denies, and agrees with what it restores', () => {
    const correction = r('Scratch that: the door code never changed to 8035, it is still 4471.');
    expect(compare(correction, r('The door code changed to 8035 this week.'), 0.8).relation).toBe('challenge');
    expect(compare(correction, r('The door code is 4471.'), 0.8).relation).toBe('confirm');
  });

  it('reads the same correction made again as agreement, not as a challenge', () => {
    expect(
      relation(
        'The staging database port is 5433, not 5432 - the wiki was wrong.',
        'The staging database listens on port 5433, not 5432.',
        0.85,
      ),
    ).toBe('confirm');
  });

  it('takes "V, not W" for a denial of a note that gives W, though the two name the attribute differently', () => {
    expect(
      relation('Quiz night venue: the Crown Inn, not the Old Mill.', 'The quiz night is at the Old Mill pub.', 0.55),
    ).toBe('challenge');
  });

  it('ties a correction to the note whose very value it says was a mistake, however differently they are worded', () => {
    const node = 'Pilates moved — the studio has me on Fridays 17:30 from June.';
    const correction =
      'My mistake earlier: Pilates did not go to Fridays, that email was for another class. Still Tuesdays 18:00.';
    expect(relation(correction, node, 0.55, 'unknown')).toBe('challenge');
    // A text about errors that denies a name the node binds to something else it never speaks of is not tied.
    expect(
      relation(
        'A new option to an existing rule that does not result in ESLint reporting more linting errors by default.',
        'npm run lint checks source codes with ESLint.',
        0.58,
      ),
    ).not.toBe('challenge');
    // A correction of something else that happens to deny a day the node gives, in unlike words, is not tied.
    expect(
      relation('Wrong again: the bins did not go out on Fridays, it is Thursdays.', node, 0.3, 'unknown'),
    ).not.toBe('challenge');
  });

  it('reads a correction that rewrites a value of the node as a challenge, tied by the shape of the two values', () => {
    const room = 'Interview panel with Rohan in room 3.14 at 2pm.';
    const fixed = 'Sorry, I had the wrong room: the interview panel is in 3.41 at 2pm.';
    expect(compare(r(fixed), r(room), 0.65)).toMatchObject({ relation: 'challenge', explicit: true });
    // An amount in its unit, with the label the correction opens with naming the thing.
    expect(
      compare(
        r('Correction on the boiler: the invoice says £85, I wrote it down wrong.'),
        r('Boiler service done by Gareth, cost £95.'),
        0.65,
      ).relation,
    ).toBe('challenge');
    // The same words without a word of error are no correction: a bare restatement under another wording.
    expect(compare(r('The interview panel is in 3.41 at 2pm.'), r(room), 0.65).relation).not.toBe('challenge');
    // Too far apart in meaning: short notes share the shapes of their values often enough.
    expect(compare(r(fixed), r(room), 0.55).relation).not.toBe('challenge');
    // Values of other shapes are of other things ("room 3.14" is no rival of a code "B-12").
    expect(
      compare(r('Sorry, I had the wrong room: the interview panel is in B-12 at 2pm.'), r(room), 0.65).relation,
    ).not.toBe('challenge');
    // A correction of another thing says nothing of this one, though both tell a time.
    expect(
      compare(
        r('I had it wrong: the dentist is at 4:15, not 3:15.'),
        r('Interview panel with Rohan in room 3.14 at 2pm.'),
        0.62,
      ).relation,
    ).not.toBe('challenge');
  });
});

describe('a replaced address the node gives', () => {
  it('ties a move from an address with the note that gives it, whatever else each says', () => {
    const letter = 'A reminder that Ada has a check-up with Dr Moss on Friday at 10am at our clinic, 14 Kiln Lane.';
    const moved = 'WE HAVE MOVED! Pellow Physio has relocated from 14 Kiln Lane to a larger unit at 3 Weir Street.';
    expect(compare(r(moved), r(letter), 0.6, 'unknown')).toMatchObject({ relation: 'challenge', explicit: true });
    // (A bare number replaced is too common a tie: "from 4 to 6 sessions" / "room 4".)
    expect(relation('We went from 4 to 6 sessions a week.', 'The class meets in room 4.', 0.6, 'unknown')).not.toBe(
      'challenge',
    );
  });
});

describe('a value told in a correction', () => {
  it('settles the slot it gives another value, wherever the two notes stand', () => {
    const node = 'Boiler service for the flat is done by Haldane Heating, usually in April.';
    const fixed = 'My mistake in the last note. The flat boiler service is done by Corrie Gas, as every year.';
    expect(compare(r(fixed), r(node), 0.6, 'unknown')).toMatchObject({ relation: 'challenge', explicit: true });
  });
});

describe('a change that never happened', () => {
  it('challenges the node whose change a correction says did not happen, tied by a value both name', () => {
    const moved = "Notary's office rang: the signing is moved to 19 January at 15:00. Need to tell the bank.";
    const undone =
      'Sorry, my colleague on the phone told you wrong: the appointment was not moved, the 19 January was for another client. For you it stays the 12 January at 10:30.';
    expect(compare(r(undone), r(moved), 0.6, 'unknown')).toMatchObject({ relation: 'challenge', explicit: true });
    // Without a correction, or without a value the two share, a negated verb settles nothing.
    const plain = 'The appointment was not moved, it stays the 12 January at 10:30.';
    expect(relation(plain, moved, 0.6, 'unknown')).not.toBe('challenge');
    const elsewhere = 'Sorry, I told you wrong: the dentist appointment was not moved, it stays on 3 May.';
    expect(relation(elsewhere, moved, 0.6, 'unknown')).not.toBe('challenge');
  });
});

describe('a correction that names the value it takes back', () => {
  it('does not agree with the node whose value it says was wrong, when it gives another of that kind', () => {
    const node = "Gareth's revised quote arrived: £2,780. He says copper prices went up.";
    const fixed =
      "EDIT re Gareth: the £2,780 PDF was for the Hendersons' job, he attached the wrong file. Ours is unchanged, £2,340 stands.";
    expect(compare(r(fixed), r(node), 0.58)).toMatchObject({ relation: 'related', changed: true });
  });

  it('does not agree with the node whose value it names, when it denies nothing in so many words', () => {
    const node = 'Administration of the building gave me a new parking place, P-204, from this month.';
    const fixed =
      'Mistake in my previous note. P-204 is the place of my neighbour Mr. Kowalczyk, the letter was for him. Mine is P-117.';
    expect(relation(fixed, node, 0.4, 'unknown')).not.toBe('confirm');
    // Without the correction, the same value of the same place agrees.
    expect(relation('P-204 is the parking place of the building, from this month.', node, 0.4, 'unknown')).toBe(
      'confirm',
    );
  });
});
