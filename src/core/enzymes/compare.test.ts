import { describe, expect, it } from 'vitest';
import { compare } from './compare';
import { read } from './comparison';
import { r, relation } from '../../../tests/support/comparing';

describe('enzyme comparison', () => {
  it('reads a word written short as the word it begins, and a code both name as one thing, however little alike', () => {
    const trip = 'Rome trip! BA2490 out of Heathrow on Sat 3 May, arrives 13:40. Hotel near Termini.';
    expect(compare(r('BA2490 - arr 14:05 (text from the airline)'), r(trip), 0.45)).toMatchObject({
      relation: 'challenge',
    });
    // (Another flight is another thing.)
    expect(relation('BA2491 - arr 14:05 (text from the airline)', trip, 0.45)).not.toBe('challenge');
  });

  it('reads a thing named by its number as the same thing, however the note words it, and another number as another', () => {
    const older = 'Room 101 projector password is lumen42.';
    expect(relation('The projector in room 101 now uses the password halo93.', older, 0.75)).toBe('challenge');
    expect(relation('The projector in room 102 now uses the password halo93.', older, 0.75)).not.toBe('challenge');
    // (Whose the password is, the verb's subject says: the printer's is not the projector's.)
    expect(relation('The printer in room 101 now uses the password halo93.', older, 0.61)).not.toBe('challenge');
    expect(relation('Gate 5 code is now 9876.', 'Gate 4 code is 1234.', 0.88)).not.toBe('challenge');
    expect(relation('Gate 4 code is now 9876.', 'Gate 4 code is 1234.', 0.88)).toBe('challenge');
  });

  it('reads a thing called new as the one that replaces the old, of a more qualified name', () => {
    expect(compare(r('The new code is 5522.'), r('Door code: 4411.'), 0.45)).toMatchObject({
      relation: 'challenge',
      explicit: true,
    });
    // (Said plainly, a code of no door may be another one.)
    expect(relation('The code is 5522.', 'Door code: 4411.', 0.45)).not.toBe('challenge');
  });

  it('reads names that open with one rare word as one name, not as two things told apart', () => {
    const [station, leaflet] = [
      "Our polling station is St Aidan's Church Hall on Cope Street (ward: Millbrook East).",
      'MILLBROOK RESIDENTS - IMPORTANT\nDue to building works your polling station has MOVED to\nBrampton Community Centre, 41 Fenner Road',
    ];
    expect(compare(r(leaflet), r(station), 0.7)).toMatchObject({ relation: 'challenge', explicit: true });
    // A name of its own on each side still tells two things apart.
    const other = leaflet.replace('MILLBROOK RESIDENTS', 'HARTWELL RESIDENTS');
    expect(relation(other, station, 0.7)).not.toBe('challenge');
  });

  it('the same words with other values are no repeat: the newer text is kept, not merged away', () => {
    const older = 'Bread is baked at 220 degrees for forty minutes.';
    const newer = 'Bread is baked at 200 degrees for forty minutes.';
    const c = compare(r(newer), r(older), 0.99, 'unknown');
    expect(c.relation).not.toBe('confirm');
    expect(c.repeat).toBe(false);
    // The very same statement is a repeat.
    expect(compare(r(older), r(older), 0.99, 'unknown')).toMatchObject({ relation: 'confirm', repeat: true });
  });

  it('confirms the same claim in other words', () => {
    expect(relation('Checked again: the gym is still Ironworks Gym.', 'My gym is Ironworks Gym.', 0.79)).toBe(
      'confirm',
    );
    expect(relation('wifi: BlueFalcon7 (still the same)', 'The wifi password is BlueFalcon7.', 0.72)).toBe('confirm');
  });

  it('reads a value of another kind after a comma as more of the first, not as a list', () => {
    expect(
      relation('Storage unit: Bay 7 at Riverside, 3rd aisle.', 'Storage unit: Bay 12 at Riverside, 1st aisle.', 0.9),
    ).toBe('challenge');
    expect(relation('Storage units: Bay 7, Bay 12.', 'Storage unit: Bay 12.', 0.8)).not.toBe('challenge');
  });

  it('never challenges across subjects, however alike the sentences', () => {
    expect(relation('The vet clinic is Maple Vet Clinic.', 'The dentist is Dr. Ames.', 0.55)).not.toBe('challenge');
    expect(relation('door code: 4471', 'gate code: 1190', 0.7)).not.toBe('challenge');
    // A leading label is where a note was written down, not what it is about.
    expect(relation('Meeting recap - catering: Luigi Deli.', 'Meeting recap - venue: Kestrel Room.', 0.75)).not.toBe(
      'challenge',
    );
  });

  it('reads notes whose opening labels name two things as two things, as sibling pages are', () => {
    // Sibling labels, and two names that no speaker is: a stated change in one is no change of the other.
    const spotify = 'Spotify: set streaming quality to Very High on wifi, Normal on mobile data.';
    expect(relation('Pocket Casts: set streaming quality to Low on mobile data.', spotify, 0.8)).toBe('related');
    expect(
      relation('Fiesta tyre pressures: 32 psi front, 29 rear.', 'Golf tyre pressures: 36 psi front, 33 rear.', 0.9),
    ).toBe('related');
    expect(
      relation('Libby app: font size set to 4, dark mode off.', 'Kindle app: font size set to 6, dark mode on.', 0.9),
    ).toBe('related');
    // One label, or one that only adds to the other, is one thing; a speaker is who says it, not what about.
    expect(relation('Dentist: Dr Okafor now, Dr Ames retired.', 'Dentist: Dr Ames on Hill Road.', 0.8)).toBe(
      'challenge',
    );
    expect(relation('New dentist: Dr Okafor from Monday.', 'Dentist: Dr Ames.', 0.8)).toBe('challenge');
    // A speaker says "I", "we" or "you" (or is one of several labelled lines): who says it, not what about.
    expect(relation('Ben: we moved the quiz to 8pm, same pub.', 'Ana: the quiz is at 7pm at the Crown.', 0.8)).toBe(
      'challenge',
    );
    // A name before a clause in the third person may be a thing as well as a person: two such are two things.
    expect(
      relation(
        'Safari: search engine set to Ecosia, suggestions on.',
        'Firefox: search engine set to DuckDuckGo, suggestions off.',
        0.8,
      ),
    ).toBe('related');
    // Frames are no names ("myself" in "Memo to myself" only follows a preposition): one thing, told again.
    expect(
      relation(
        "Memo to myself: 0161 496 0733 is the plumber's number from now on.",
        'House admin: plumber number = 0161 496 0018.',
        0.8,
      ),
    ).toBe('challenge');
  });

  it('reads a change under one title that ties its value to no words of its own as a change of the one value of that kind', () => {
    const older = 'Pottery class is 19:00 on Wednesdays at the Mill studio.';
    const newer = "Moved up a level, so it's 18:00 from next week, same room.";
    expect(compare(r(newer), r(older), 0.6, 'named')).toMatchObject({ relation: 'challenge', explicit: true });
    // (With no title on one side, or titles that only share a word, nothing says the two are of one thing.)
    expect(compare(r(newer), r(older), 0.6, 'same').relation).not.toBe('challenge');
    expect(compare(r(newer), r(older), 0.6, 'unknown').relation).not.toBe('challenge');
    // (Nor a release a changelog's line names: a code tells of a version, not of the title's one thing.)
    expect(
      compare(r('Blank screen after updating to 2.1.4'), r('Bump libfoo to 2.1.0'), 0.6, 'named').relation,
    ).not.toBe('challenge');
    // (Nor does a value its own words tie to a thing: "the bridge" is not the op.)
    expect(
      compare(r('The bridge is shut at night till 20 December.'), r('Op is on 23 November.'), 0.6, 'named').relation,
    ).not.toBe('challenge');
  });

  it('reads a version of digits alone as named only whole, not by the numbers of another version', () => {
    // (One library's version bumped is not the app's: "2.1.0" is no name that "2.1.4" says again.)
    expect(relation('Blank screen after updating to 0.3.2', 'Update libfoo to 0.3.0', 0.6)).not.toBe('challenge');
  });

  it('reads a stated change to another value of a kind the node holds as no agreement, whatever they share', () => {
    const older = "Dad's GP is Dr Rao at the Elm Lane practice.";
    const newer = 'Dr Rao has retired, so Dad has been moved to Dr Kemp at the same practice.';
    // (Told around the old name, it is the change itself: the new name takes the old one's place.)
    expect(compare(r(newer), r(older), 0.72, 'same').relation).toBe('challenge');
    // Without a stated change, naming one more value of that kind adds to it.
    expect(relation('Dr Rao at Elm Lane is Dad’s GP, and Dr Kemp sees him for his knee.', older, 0.72)).toBe('confirm');
    // So does a change that gives the node's value to the node's very attribute: the other value is another
    // thing's (the half plot's rent). And a date only one text gives ("by 31 July") is no rival of the day
    // both give, "from October" / "with effect from 1 October".
    const rumour = 'Has anyone else heard the plot rent is going up to £68 a year from October??';
    const minutes =
      'b) RESOLVED: that with effect from 1 October 2025 the annual rent for a full-size allotment plot shall be £68.00 and for a half plot £36.00.\nc) Clerk to write to all tenants by 31 July 2025.';
    expect(compare(r(minutes), r(rumour), 0.58, 'unknown').relation).toBe('confirm');
    expect(compare(r(minutes.replace('£68.00', '£72.00')), r(rumour), 0.58, 'unknown').relation).not.toBe('confirm');
  });

  it('calls unrelated text unrelated', () => {
    expect(relation('Bus was late again by 12 minutes.', 'The boiler is a Vaillant.', 0.1)).toBe('unrelated');
  });

  it('keeps a confirmation that adds something as a node of its own, and merges a bare repeat', () => {
    expect(
      compare(r('My dentist is Dr. Ames. Keep this in the household binder.'), r('The dentist is Dr. Ames.'), 0.67),
    ).toMatchObject({ relation: 'confirm', repeat: false });
    expect(compare(r('Checked: the dentist is still Dr. Ames.'), r('The dentist is Dr. Ames.'), 0.7)).toMatchObject({
      relation: 'confirm',
      repeat: true,
    });
    // Nearly the same words with one more item is no repeat: merged, the item would be lost to search.
    expect(compare(r('Shopping: milk, eggs, bread, butter'), r('Shopping: milk, eggs, bread'), 0.98)).toMatchObject({
      relation: 'confirm',
      repeat: false,
    });
  });

  it('code asserts nothing', () => {
    const [a, b] = ['The server port is 5433.', 'The server port is 5432.'];
    expect(compare(read(a, 5), read(b, 5), 0.95).relation).toBe('challenge');
    expect(compare(read(a, 5, true), read(b, 5, true), 0.95).relation).not.toBe('challenge');
  });

  it('does nothing between sibling contexts, between two verbs of one thing, or between two named things', () => {
    expect(
      relation('Select the export file and click Import.', 'Select the export file and click Import.', 1, 'apart'),
    ).toBe('related');
    expect(relation('The library opens at 9 am.', 'The library closes at 6 pm.', 0.8)).not.toBe('challenge');
    expect(
      relation(
        'A new option :ref/linked-references-collapsed-threshold was added, the default value is 100.',
        'A new option :ref/default-open-blocks-level was added, the default value is 2.',
        0.8,
      ),
    ).not.toBe('challenge');
  });

  it('compares values by what they mean: one time written twice, a name and its short form', () => {
    expect(relation('The library closing time is 8:00 PM.', 'The library closing time is 8 pm.', 0.9)).toBe('confirm');
    expect(relation('The gym is Ironworks.', 'My gym is Ironworks Gym.', 0.8)).toBe('confirm');
    // Both values said by both sides: a list, not a change.
    expect(
      relation('The office is open Monday and Friday.', 'The office is open Friday and Monday, by appointment.', 0.8),
    ).not.toBe('challenge');
  });

  it('reads a number written as hours and minutes as a time beside a text that gives a time, not alone', () => {
    const shift = "Signed up for the food bank sorting shift - Saturdays 8.30am at St Aidan's church hall.";
    const sms =
      'SMS from Marguerite (food bank): from this Saturday sorting is pushed back to 10.15 so the van can unload.';
    expect(compare(r(sms), r(shift), 0.56)).toMatchObject({ relation: 'challenge', explicit: true });
    expect(relation('The hall opens at 10.15 on Saturdays.', 'The hall opens at 10:15 on Saturdays.', 0.9)).toBe(
      'confirm',
    );
    // (Beside amounts it is an amount: 10.15 and 10:15 are no one value there.)
    expect(relation('The parking fee is 10.15 now.', 'The parking fee is 9.80.', 0.8)).toBe('challenge');
  });

  it('reads a noun that heads a code as what the code is beside a text that states the noun so, and alone as no slot', () => {
    const booking = 'Keys: key safe to the left of the front door, code 4471';
    expect(compare(r('We have had to change the key safe, new code is 9012'), r(booking), 0.6)).toMatchObject({
      relation: 'challenge',
      explicit: true,
    });
    expect(relation('the db runs on port 5433 now', 'The db port is 5432.', 0.7)).toBe('challenge');
    expect(relation('The text was wrong: my unit is still B-117.', 'You are now in unit C-204.', 0.55)).toBe(
      'challenge',
    );
    // (Beside another noun's value, a value of another kind, or a bare restatement, it says which one.)
    expect(relation('The court is 15.', 'We sit at court 12 on Sundays.', 0.6)).not.toBe('challenge');
    // (Only the newer text's change counts: an older note that told a change of its own licenses nothing.)
    expect(relation('The court is 15.', 'We moved to court 12 now.', 0.6)).not.toBe('challenge');
    expect(relation('The room code is 2291 now.', 'The quiz is in room 4 this week.', 0.5)).not.toBe('challenge');
    expect(relation('The code is the one on the fridge now.', 'Keys: in the safe, code 4471', 0.5)).not.toBe(
      'challenge',
    );
  });

  it("never reads two mails' envelopes as a change of a date, whenever they are pasted", () => {
    const mail = (subject: string, date: string): string =>
      `From: Gary Pellow <gary@pellow.co.uk>\nTo: me\nSubject: ${subject}\nDate: ${date}`;
    const first = mail('Re: dripping tap', 'Fri, 13 Aug 2027 18:40:22 +0100');
    const second = mail('Re: dripping tap - moved to Monday', 'Mon, 16 Aug 2027 08:02:10 +0100');
    expect(relation(second, first, 0.92)).not.toBe('challenge');
  });

  it('reads one amount or one day however it is written, and no common word as a short form of a name', () => {
    const rumour = 'Someone at the swim club said the annual membership goes up to £120 from May.';
    expect(
      relation(
        'Club notice: from 1 May the annual membership fee will be £120.00 for adults.',
        rumour,
        0.62,
        'unknown',
      ),
    ).toBe('confirm');
    expect(
      relation(
        'Bus fares on the 14 route rise by 4.5% from March, the operator confirmed.',
        'heard bus fares on the 14 are going up 4.5 percent from march',
        0.6,
        'unknown',
      ),
    ).toBe('confirm');
    expect(
      relation(
        'Tickets: Greenway Jazz Night, Fri 21 Nov 2025, doors 19:00, Millhouse Theatre.',
        'apparently Greenway Jazz Night is on fri 21 nov at the Millhouse',
        0.6,
        'unknown',
      ),
    ).toBe('confirm');
    // "Street" names no street: two streets are two places.
    expect(
      relation(
        'The bakery on Mill Street has a new owner, they say.',
        'The bakery on Bell Street is shutting, they say.',
        0.6,
        'unknown',
      ),
    ).not.toBe('confirm');
  });

  it('ties a stated change to a note only through a value that note binds to something', () => {
    const cache = 'cacheTtl: the longest a cache entry may live. Default is undefined (no limit).';
    expect(relation('Sessions now hand the token passed to refreshToken.', cache, 0.55, 'unknown')).not.toBe(
      'challenge',
    );
    expect(
      relation(
        'Please use gw7.example.net as the VPN address from today.',
        'Work VPN: connect to vpn.example.org.',
        0.5,
        'unknown',
      ),
    ).toBe('challenge');
  });

  it('reads a clock time that leaves the half of the day open as either half: "7:30" is "7:30 pm"', () => {
    const node = 'The book group meets at 7:30 pm in the back room of the Crown.';
    expect(relation('The book group meets at 7:30 in the back room of the Crown.', node, 0.95)).toBe('confirm');
    expect(relation('The book group meets at 8:30 in the back room of the Crown.', node, 0.95)).toBe('challenge');
    expect(relation('The book group meets at 7:30 am in the back room of the Crown.', node, 0.95)).toBe('challenge');
  });
});
