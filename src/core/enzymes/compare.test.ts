import { describe, expect, it } from 'vitest';
import { corroborates } from './agreement';
import { bringsBack } from './brings-back';
import { compare } from './compare';
import { read, type Comparison, type Placement } from './comparison';

const r = (text: string) => read(text, 12);
const relation = (a: string, b: string, similarity: number, placement: Placement = 'same') =>
  compare(r(a), r(b), similarity, placement).relation;
/**
 * A stated change that settles between texts alike in one context, but not between two pages about two things,
 * nor between texts alike in little.
 */
const settlesOnlyAlike = (newcomer: string, node: string): void => {
  expect(compare(r(newcomer), r(node), 0.6)).toMatchObject({ relation: 'challenge', explicit: true });
  expect(relation(newcomer, node, 0.6, 'apart')).not.toBe('challenge');
  expect(relation(newcomer, node, 0.4)).not.toBe('challenge');
};

describe('enzyme comparison', () => {
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

  it('replaces the thing a node names by a name in parts, when the newcomer gives that name up', () => {
    const food = 'Pepper (the cat): Oakfield Farm chicken dinner, one pouch morning and night.';
    const swapped =
      'Vet says the rash is the chicken. Swapped the Oakfield Farm for Greenway sensitive fish this week.';
    expect(compare(r(swapped), r(food), 0.65)).toMatchObject({ relation: 'challenge', explicit: true });
    expect(relation(swapped, food, 0.4)).not.toBe('challenge');
    // (Naming it is no giving it up.)
    expect(relation('Sign-ups for Oakfield Farm open days start Monday.', food, 0.65)).not.toBe('challenge');
  });

  it('reads a change of what the newcomer binds to a thing the node names in parts, whatever each calls it', () => {
    const exam = 'Marine Ecology III final: 9 June, 14:00, room C12.';
    const moved =
      'Heads up: the exam of Marine Ecology III is not on the 9th anymore, they push it to 23 June, in the main hall (H1).';
    expect(compare(r(moved), r(exam), 0.6)).toMatchObject({ relation: 'challenge', explicit: true });
    // (Another course is another thing.)
    expect(relation(moved, 'Marine Ecology II final: 9 June, 14:00, room C12.', 0.6)).not.toBe('challenge');
  });

  it('reads a word written short as the word it begins, and a code both name as one thing, however little alike', () => {
    const trip = 'Rome trip! BA2490 out of Heathrow on Sat 3 May, arrives 13:40. Hotel near Termini.';
    expect(compare(r('BA2490 - arr 14:05 (text from the airline)'), r(trip), 0.45)).toMatchObject({
      relation: 'challenge',
    });
    // (Another flight is another thing.)
    expect(relation('BA2491 - arr 14:05 (text from the airline)', trip, 0.45)).not.toBe('challenge');
  });

  it('reads a change told around the old value: the new name takes its place, of what the node bound it to', () => {
    const quiz = 'Pub quiz team meets at the Crown on Tuesdays.';
    const moved = "The Crown has stopped doing quiz nights, so we're at the Red Lion now.";
    settlesOnlyAlike(moved, quiz);
    // (Between notes whose titles neither match nor differ too: "Pub quiz" / "Tuesday plans".)
    expect(compare(r(moved), r(quiz), 0.6, 'unknown')).toMatchObject({ relation: 'challenge', explicit: true });
    const lane = "Leo's swimming lessons are in Lane 3 at Hollins Baths, Saturdays.";
    const closed = 'Hollins Baths closed lane 3 for repairs, so from next week Leo swims in the Parkway pool.';
    expect(compare(r(closed), r(lane), 0.6)).toMatchObject({ relation: 'challenge', explicit: true });
    // (Of two names it binds, the one said of a thing, not the one a verb takes.)
    const carer = "The agency says Dad's evening carer is Rosalind, six till seven. I'll let Mum know.";
    const rota =
      "Rota's changed, Mum says: Rosalind's been moved to the Westfield round, so it's Obi doing Dad's evenings.";
    expect(compare(r(rota), r(carer), 0.65)).toMatchObject({ relation: 'challenge', explicit: true });
    // Not without a change said, nor when the old one still holds, nor when the new name is another thing's.
    expect(relation('The Crown was packed last night; the Red Lion is quieter.', quiz, 0.6)).not.toBe('challenge');
    expect(relation('The quiz is still at the Crown; we go on to the Red Lion now.', quiz, 0.6)).not.toBe('challenge');
    expect(relation('The Crown has stopped doing food, so now the Red Lion is our local.', quiz, 0.6)).not.toBe(
      'challenge',
    );
  });

  it('reads a change told around the old name said by its first word, of a thing both texts speak of', () => {
    const booked =
      'Boiler service booked: Wed 19 June, morning slot. HeatRight are sending Gethin Morgan (he did it last year).';
    settlesOnlyAlike(
      "HeatRight rang - Gethin's off, so they're sending Ruth Baptiste for the boiler on the 19th instead.",
      booked,
    );
    // Another first name is another person: the old one is not named, and nothing says what the new one replaces.
    expect(
      relation(
        "HeatRight rang - Gareth's off, so they're sending Ruth Baptiste for the boiler on the 19th instead.",
        booked,
        0.6,
      ),
    ).not.toBe('challenge');
    // A thing named by ordinary words is no name both give: two licences' boilerplate (in the npm READMEs, a
    // first version of this rule superseded one with the other).
    const mit =
      "Permission is hereby granted, free of charge, to any person obtaining a copy of this software (the 'Software'), to deal in the Software without restriction.";
    const apache =
      'Unless required by applicable law or agreed to in writing, software distributed under the License is distributed on an "AS IS" BASIS.';
    expect(relation(apache, mit, 0.6)).not.toBe('challenge');
    // A first word that opens another name of the newcomer's own names that one, not the node's ("Logseq Core" /
    // "Logseq Portals", in the Logseq docs read in one file order).
    const whiteboards =
      'What makes Whiteboards unique is the outliner. Thanks to Logseq Portals, you can group blocks.';
    const core = 'Conclusion: the team is going to refocus on Logseq Core and nail the foundation now.';
    expect(relation(core, whiteboards, 0.6)).not.toBe('challenge');
  });

  it("reads a change of the thing the node's value is named as: the new name replaces the old one", () => {
    const gp = 'Registered at Riverside Surgery with Dr Patel since 2019.';
    const moved = 'Changed my GP surgery to Northgate Medical Centre after the move.';
    settlesOnlyAlike(moved, gp);
    // Not when the old one still holds, nor a name that is only the word, nor a name a verb puts somewhere.
    const still = 'Changed my GP surgery to Northgate Medical Centre; Riverside Surgery still does my bloods.';
    expect(relation(still, gp, 0.6)).not.toBe('challenge');
    expect(relation(moved, 'Registered at the Surgery with Dr Patel since 2019.', 0.6)).not.toBe('challenge');
    // (Two lines of the Logseq changelog.)
    const shown = 'Relative file path issue, local images should be displayed well on GitHub now';
    expect(relation(shown, 'Update nginx version in Docker image', 0.6)).not.toBe('challenge');
  });

  it('reads a stated change of the one price on each side as one price, when one text speaks of what the other prices', () => {
    const gym = 'Gym membership: £38 a month, taken on the 3rd.';
    const letter = 'Letter from the gym today: the fees have gone up to £42 from March.';
    expect(compare(r(letter), r(gym), 0.6)).toMatchObject({ relation: 'challenge', explicit: true });
    // Not a price of something neither speaks of, nor between two pages, nor between texts alike in little.
    expect(relation('Water bill has gone up to £41 a month from April.', gym, 0.6)).not.toBe('challenge');
    expect(relation(letter, gym, 0.6, 'unknown')).not.toBe('challenge');
    expect(relation(letter, gym, 0.45)).not.toBe('challenge');
  });

  it('reads two names of one kind, told by the ordinary word that ends both, as one changed for the other', () => {
    const dentist = "Kids' dentist - Brightwater Family Dental, Coleman Street. Six-monthly check-ups.";
    const now = 'Harbourview Dental is who the kids go to now. They do Saturday mornings, which was the whole point.';
    expect(compare(r(now), r(dentist), 0.6)).toMatchObject({ relation: 'challenge', explicit: true });
    // (Names of two kinds are no such pair: the street is where the old one is.)
    const garage = 'Harbourview Motors is who services the car now. They do Saturday mornings.';
    expect(compare(r(garage), r(dentist), 0.6).relation).not.toBe('challenge');
  });

  it('reads a bare attribute in two notes alike in little, from unlike titles, naming things apart, as two things', () => {
    const veg =
      'Veg box - good news, Fellfoot wrote us that the price is going back to £21.50 from next week, like before. Dani is happy.';
    const invoice =
      'Please note: from this month the price per clean is now £23.00 due to fuel & water costs. Bank: K Whitlow 20-44-61.';
    expect(compare(r(veg), r(invoice), 0.47, 'unlike').relation).not.toBe('challenge');
    // (From titles with a word in common, or naming nothing else, the one price is still one.)
    expect(compare(r(veg), r(invoice), 0.47, 'unknown')).toMatchObject({ relation: 'challenge', explicit: true });
    const gateway = [
      'Prod API gateway runs in us-west-1.',
      'Weekend migration done: the gateway is now serving out of us-east-2.',
    ];
    expect(compare(r(gateway[1] ?? ''), r(gateway[0] ?? ''), 0.47, 'unlike')).toMatchObject({ relation: 'challenge' });
  });

  it('reads labels whose brackets name two rotas as two things, and one label told again as a change', () => {
    const payments = 'On-call (payments): Priya Natarajan, pager 4471 - escalate to Jon after fifteen minutes.';
    expect(relation('On-call (search): Tomasz Wierzbicki, pager 4490.', payments, 0.44)).not.toBe('challenge');
    expect(relation('On-call (payments): Femi Adeyemi from today, pager 4412.', payments, 0.74)).toBe('challenge');
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

  it("reads a stated change to the node's one code of a form as that code changed, beside codes of other forms", () => {
    const printer = '3F printer (HP LaserJet M507)\nIP: 10.20.3.41\nQueue: printsrv02\nToner: CF289X';
    settlesOnlyAlike('FYI the third-floor printer is on 10.20.3.118 since the switch swap on Friday.', printer);
    // Nothing of the one is spoken of in the other: another device's address.
    expect(relation('FYI the NAS is on 10.20.3.118 since the switch swap on Friday.', printer, 0.6)).not.toBe(
      'challenge',
    );
    // Two codes of the newcomer's own: which of them is the change, nothing says (the Logseq changelog, in one
    // file order, once lost an entry this way).
    const entry =
      'Config option to allow for longer, richer property values, new config option :rich-property-values? #6336';
    const added =
      "A new option :ref/default-open-blocks-level was added to config.edn #Settings, the default value is 2. If we set the level's value to 3, b will be opened.";
    expect(relation(added, entry, 0.6)).not.toBe('challenge');
  });

  it('reads two things, each qualified its own way and bound by two verbs, as two slots, however told as a change', () => {
    const [companion, android] = [
      'The companion app supports Android 10 and later on phones and tablets.',
      'Our Android app targets API 34 (Android 14) since the December release.',
    ];
    expect(relation(android, companion, 0.65)).not.toBe('challenge');
  });

  it('changes the value counted in the unit of the new one, not another number of the node', () => {
    const cut = compare(
      r('Volume 1 at 91% so I cut snapshot retention down to 14 days.'),
      r('Synology snapshot retention for volume 1: keep 30 days.'),
      0.62,
    );
    expect(cut).toMatchObject({ relation: 'challenge', explicit: true });
    expect(cut.cue).toContain('14 days instead of 30 days');
  });

  it('does not change one of two names a label gives one attribute', () => {
    const homelab =
      'Homelab as of this week: Proxmox VE 8.1 on the host, TrueNAS SCALE 23.10.1 in a VM, Home Assistant on the NUC.';
    expect(relation('Mac mini build host is on Xcode 15.2 now.', homelab, 0.4)).not.toBe('challenge');
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

  it('a switch to another person at another place changes the one slot: where each one is makes no two things', () => {
    expect(
      compare(
        r('Switched our dentist to Dr Varga at Castle Dental.'),
        r('Our dentist is Dr Pike at Northgate Dental Care.'),
        0.58,
      ),
    ).toMatchObject({ relation: 'challenge', explicit: true });
    // Two options that each name a thing of their own are still two things.
    expect(relation('Plan B is £30 with Lumen.', 'Plan A is £25 with Orbit.', 0.8)).not.toBe('challenge');
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

  it('reads a change as the change of the values its own sentence tells, not of every value in a long text', () => {
    // Two days of one chat: the later one says something is so now, but not of its own date.
    const later =
      'Date: Tue 9 Mar 2027\nAna: boxes everywhere, that is my life now.\nBen: ha, how is the commute\nAna: the tram takes 20 minutes, not bad';
    const earlier =
      "Date: Mon 1 Feb 2027\nAna: work is mad this month.\nBen: same here, the audit never ends\nAna: let's get dinner soon";
    expect(relation(later, earlier, 0.64)).not.toBe('challenge');
    // A date line giving the day the text was written is when it was written, whatever the rest says.
    const july = Date.UTC(2027, 6, 4, 13);
    const june = Date.UTC(2027, 5, 12, 9);
    const day = (text: string, at: number) => read(text, 12, false, at);
    expect(
      compare(
        day('Date: Sun 4 Jul 2027\nKeiko: that is my flat now.', july),
        day('Date: Sat 12 Jun 2027\nKeiko: the interview went fine.', june),
        0.66,
      ).relation,
    ).not.toBe('challenge');
    // A change announced on its own, just before the value it changes, is still that value's.
    const c = compare(
      r('Change of plan, sorry. The leaving drinks are at The Anchor on Friday.'),
      r('The leaving drinks are at The Swan on Friday.'),
      0.8,
    );
    expect(c).toMatchObject({ relation: 'challenge', explicit: true });
  });

  it('confirms the same claim in other words', () => {
    expect(relation('Checked again: the gym is still Ironworks Gym.', 'My gym is Ironworks Gym.', 0.79)).toBe(
      'confirm',
    );
    expect(relation('wifi: BlueFalcon7 (still the same)', 'The wifi password is BlueFalcon7.', 0.72)).toBe('confirm');
  });

  it('challenges one attribute given another value, and says which', () => {
    const c = compare(
      r('We moved the staging database to us-east-2 on Friday.'),
      r('The staging database runs in eu-west-1.'),
      0.7,
    );
    expect(c).toMatchObject({ relation: 'challenge', explicit: true });
    expect(c.cue).toContain('us-east-2');
    expect(c.cue).toContain('eu-west-1');
  });

  it('takes a new value that mentions the old one in passing for a change, and a list of both for none', () => {
    const old = 'Book group venue: The Crooked Billet.';
    expect(relation('Book group venue: The Wheatsheaf, since The Crooked Billet shut its back room.', old, 0.8)).toBe(
      'challenge',
    );
    expect(relation('Book group venues: The Wheatsheaf, The Crooked Billet.', old, 0.8)).not.toBe('challenge');
  });

  it('takes a stated change of the one value of its kind for a change, however each sentence binds it', () => {
    const old = 'The broadband plan gives 80 Mbps down.';
    const c = compare(r("The broadband plan's speed was upgraded to 150 Mbps this week."), r(old), 0.7);
    expect(c).toMatchObject({ relation: 'challenge', explicit: true });
    // Without a stated change, or with a second value of the kind, nothing is settled.
    expect(relation("The broadband plan's speed is 150 Mbps.", old, 0.7)).not.toBe('challenge');
    expect(
      relation("The broadband plan's speed was upgraded to 150 Mbps, and 300 Mbps comes next year.", old, 0.7),
    ).not.toBe('challenge');
  });

  it('lets a name replaced "as" an attribute deny a note that gives that name for the same thing', () => {
    const update = 'Owen Baptiste takes over from Priya Nair as the holiday requests contact.';
    for (const old of ['Holiday requests are handled by Priya Nair.', 'If you have holiday requests, ask Priya Nair.'])
      expect(compare(r(update), r(old), 0.6)).toMatchObject({ relation: 'challenge', explicit: true });
    expect(
      relation('Owen Baptiste takes over from Priya Nair as the fire warden.', 'Ask Priya Nair about holidays.', 0.6),
    ).not.toBe('challenge');
  });

  it('reads a value of another kind after a comma as more of the first, not as a list', () => {
    expect(
      relation('Storage unit: Bay 7 at Riverside, 3rd aisle.', 'Storage unit: Bay 12 at Riverside, 1st aisle.', 0.9),
    ).toBe('challenge');
    expect(relation('Storage units: Bay 7, Bay 12.', 'Storage unit: Bay 12.', 0.8)).not.toBe('challenge');
  });

  it('hears a second telling that names the same place only in passing ("the Mill Lane move")', () => {
    const rumour = 'Heard at the school gate: the Sunday car boot sale is moving to Mill Lane.';
    const c = compare(r('Parish newsletter - car boot sale set for Mill Lane move next month'), r(rumour), 0.55);
    expect(c.relation).toBe('confirm');
    expect(c.cue).toContain('Mill Lane');
    // Naming the same place is no agreement when the days differ.
    const lessons = 'Swimming lessons for Leo are on Mondays at the Leisure Centre pool.';
    expect(relation('Leo swims on Fridays at the Leisure Centre since his group changed.', lessons, 0.65)).not.toBe(
      'confirm',
    );
    // A name in passing with nothing else shared is no second telling.
    expect(relation('The Mill Lane bakery sells rye on Fridays', rumour, 0.4)).not.toBe('confirm');
  });

  it('reads an update in the shape of the sentence, not in a list of words', () => {
    const old = 'The partner API rate limit is 600 requests per minute.';
    for (const update of [
      'After the meeting, the partner API rate limit is 1,500 requests per minute (was 600).',
      'partner API rate limit: 1,500 requests per minute instead of 600 requests per minute',
      'We raised the partner API rate limit to 1,500 requests per minute.',
    ])
      expect(compare(r(update), r(old), 0.75)).toMatchObject({ relation: 'challenge', explicit: true });
  });

  it('an inverted sentence and a replacement name the attribute at the end', () => {
    expect(
      compare(
        r('Tobias Wren takes over from Mireille Fontaine as the payroll contact.'),
        r('The payroll contact is Mireille Fontaine.'),
        0.7,
      ),
    ).toMatchObject({ relation: 'challenge', explicit: true });
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

  it('treats two reports of the same value as confirmation, whoever reported them', () => {
    expect(
      relation(
        'Council newsletter: the farmers market moves to Quay Square.',
        'Word is the farmers market moves to Quay Square in spring.',
        0.83,
      ),
    ).toBe('confirm');
  });

  it('calls unrelated text unrelated', () => {
    expect(relation('Bus was late again by 12 minutes.', 'The boiler is a Vaillant.', 0.1)).toBe('unrelated');
  });

  it('sees a change of plain-word values only when the text says it changed', () => {
    expect(relation('The spare key is now in the garden shed.', 'The spare key is under the blue doormat.', 0.7)).toBe(
      'challenge',
    );
    expect(relation('The pool is not open.', 'The pool is open.', 0.9)).toBe('challenge');
    // Two wordings of where something is are not a conflict without a word of change.
    expect(
      relation('The water meter is in the cellar by the stairs.', 'The water meter is under the front steps.', 0.7),
    ).not.toBe('challenge');
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

  it('a restatement of the very same attribute settles in one context; elsewhere it only disagrees', () => {
    const restated = ['The boiler model is Worcester Bosch 4000.', 'The boiler model is Vaillant ecoTEC 832.'] as const;
    expect(compare(r(restated[0]), r(restated[1]), 0.67, 'unknown')).toMatchObject({
      relation: 'challenge',
      explicit: false,
    });
    expect(
      relation(
        'The boiler model changed to Worcester Bosch 4000.',
        'The boiler model is Vaillant ecoTEC 832.',
        0.67,
        'unknown',
      ),
    ).toBe('challenge');
    expect(
      relation(
        'This module exports a function named matchPropertyValue.',
        'This module exports a function named matchProperty.',
        0.9,
        'unknown',
      ),
    ).not.toBe('challenge');
  });

  it('a restatement of the very same attribute settles; a qualified one is no conflict at all', () => {
    expect(
      compare(r('The boiler model is Worcester Bosch 4000.'), r('The boiler model is Vaillant ecoTEC 832.'), 0.67),
    ).toMatchObject({ relation: 'challenge', explicit: true });
    expect(
      relation('The kitchen boiler model is Baxi 600.', 'The boiler model is Vaillant ecoTEC 832.', 0.67),
    ).not.toBe('challenge');
  });

  it('reads the same words around one changed value as that value restated, in one context or as a stated change', () => {
    // Neither value is bound to anything the reader could name: the words around them are the attribute.
    const older = 'Spare key safe, back porch 4471-09';
    const newer = 'Spare key safe, back porch 8302-17';
    const inPlace = (c: Comparison): [string, boolean] => [c.relation, c.cue.includes('8302-17 in place of 4471-09')];
    const same = compare(r(newer), r(older), 0.98, 'same');
    expect([...inPlace(same), same.explicit]).toEqual(['challenge', true, true]);
    // Outside one context, the same sentence with another value may be about another thing…
    expect(relation(newer, older, 0.98, 'unknown')).not.toBe('challenge');
    // …unless the newer says it changed.
    expect(inPlace(compare(r(`${newer} as of today`), r(older), 0.95, 'unknown'))).toEqual(['challenge', true]);
    // A short bare number numbers anything; more words than a value's changed is another sentence.
    expect(relation('Write chapter 2 of the report', 'Write chapter 1 of the report', 0.95)).not.toBe('challenge');
    expect(relation('Spare key safe, back porch: ask the caretaker', older, 0.8)).not.toBe('challenge');
    // A name right after a noun names the thing itself (two items of a changelog); a label gives a value.
    expect(
      relation(
        'New Configuration option :shortcut/doc-mode-enter-for-new-block?',
        'New configuration option :editor/command-trigger',
        0.9,
      ),
    ).not.toBe('challenge');
    expect(compare(r('Booking ref (Kraków, Feb): RW2P9T'), r('Booking ref (Kraków, Feb): QZ7K4M'), 0.93)).toMatchObject(
      {
        relation: 'challenge',
        explicit: true,
      },
    );
  });

  it('reads the same key with another name in its path as another thing, not a value restated', () => {
    const lena = 'Hemsworth library card – Lena: 29381004417726';
    const tomas = 'Hemsworth library card – Tomas: 29381004420091';
    expect(relation(tomas, lena, 0.89)).not.toBe('challenge');
    expect(relation('Hemsworth library card – Lena: 29381005530118 (replacement)', lena, 0.89)).toBe('challenge');
  });

  it('reads a number that says which one, on each side, as two things restated, not one changed', () => {
    expect(relation('Bedroom 2 radiator: valve setting 5', 'Bedroom 1 radiator: valve setting 3', 0.9)).not.toBe(
      'challenge',
    );
    expect(relation('Order #4412: 3 x oat milk, pending', 'Order #4411: 2 x oat milk, delivered', 0.85)).not.toBe(
      'challenge',
    );
    // A stated change still settles.
    expect(relation('Bedroom 1 radiator: valve setting now 5', 'Bedroom 1 radiator: valve setting 3', 0.9)).toBe(
      'challenge',
    );
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

  it('never calls two texts with other times, numbers or codes of one kind agreement', () => {
    // Two dated accounts are two events; neither vouches for the other.
    expect(
      relation(
        'The plumber came on 9 April and fixed the boiler for £140.',
        'The plumber came on 3 March and fixed the tap for £80.',
        0.8,
      ),
    ).toBe('related');
    expect(
      relation('Ana: the cabin booking ref is BK-71002', 'Ana: cabin sorted, booking ref BK-71544', 0.62, 'unknown'),
    ).toBe('related');
  });

  it('hears two accounts of one amount or one day as agreement, though worded apart and with other details', () => {
    expect(
      relation(
        'A neighbour reckons the Elm Road gas works will run for 5 weeks.',
        'Gas network notice — Elm Road mains renewal: works expected to run 5 weeks, lane closed.',
        0.66,
        'unknown',
      ),
    ).toBe('confirm');
    expect(
      relation(
        'Heard at the school gate that the Lido opens again on the 2nd of May, fingers crossed.',
        'Council news: after the repairs, the Lido will open to swimmers again from the 2nd of May. Call 01632 960000.',
        0.7,
        'unknown',
      ),
    ).toBe('confirm');
    // A day of the month with its weekday is one day, with or without its month.
    const heard = 'Bev says they are turning the water off next Tuesday the 23rd, from about nine in the morning.';
    const notice =
      'Notice: we will turn off the water supply on Tuesday the 23rd of September 2025 between 09:00 and 15:00.';
    expect(relation(notice, heard, 0.62, 'unknown')).toBe('confirm');
    expect(relation(notice.replace('Tuesday the 23rd', 'Thursday the 25th'), heard, 0.62, 'unknown')).not.toBe(
      'confirm',
    );
    // For a second origin, a date the other text does not give ("reply by 31 July") does not stop them sharing
    // the one they both give; a clock time alone is no such value.
    const replyBy = read(`${notice} Reply by 31 July 2025.`, 12);
    const [rumour, letter] = [r(heard), replyBy];
    expect(corroborates(letter, rumour, compare(letter, rumour, 0.62, 'unknown'))).toBe(
      'Tuesday the 23rd of September 2025',
    );
    const timeOnly = r('Notice: we will turn off the water supply between 09:00 and 15:00.');
    expect(corroborates(timeOnly, rumour, compare(timeOnly, rumour, 0.62, 'unknown'))).toBeUndefined();
    // One amount and one shared word is not enough: "3 weeks" recurs.
    expect(relation('The loft conversion will take 3 weeks.', 'Our holiday lasts 3 weeks this year.', 0.55)).not.toBe(
      'confirm',
    );
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

  it('never hears one name given to two roles as one fact told twice', () => {
    expect(
      relation(
        'The allotment society has a new treasurer, Omar Haddad, from the spring.',
        'The choir has a new conductor — Omar Haddad, who trained in Leeds.',
        0.6,
        'unknown',
      ),
    ).not.toBe('confirm');
  });

  it('takes "V, not W" for a denial of a note that gives W, though the two name the attribute differently', () => {
    expect(
      relation('Quiz night venue: the Crown Inn, not the Old Mill.', 'The quiz night is at the Old Mill pub.', 0.55),
    ).toBe('challenge');
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

  it('never reads one appointment moved as another changed, nor two counts of other units as one slot', () => {
    expect(
      relation(
        "Mum's cataract op has been pushed back to 23 November.",
        "Mum's pre-op assessment is on 2 November, bring her glasses.",
        0.78,
      ),
    ).not.toBe('challenge');
    expect(
      relation(
        'Standing order from the joint account on the 3rd of each month: £320.',
        'Mortgage with Fernhill, account ending 4471.',
        0.61,
        'unknown',
      ),
    ).not.toBe('challenge');
  });

  it('reads two near paraphrases in one context that each measure one thing in one unit as that measure changed', () => {
    const older = 'Sourdough log: proofed the dough at 24 °C overnight.';
    const newer = 'Sourdough log: lowered the proofing temperature to 21 °C, it was rising too fast.';
    expect(relation(newer, older, 0.92)).toBe('challenge');
    // Not between pages about two things, nor when the texts are only alike, nor without a stated change.
    expect(relation(newer, older, 0.92, 'unknown')).not.toBe('challenge');
    expect(relation(newer, older, 0.8)).not.toBe('challenge');
    expect(relation('Sourdough log: the proofing temperature was 21 °C.', older, 0.92)).not.toBe('challenge');
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

  it('reads a clock time that leaves the half of the day open as either half: "7:30" is "7:30 pm"', () => {
    const node = 'The book group meets at 7:30 pm in the back room of the Crown.';
    expect(relation('The book group meets at 7:30 in the back room of the Crown.', node, 0.95)).toBe('confirm');
    expect(relation('The book group meets at 8:30 in the back room of the Crown.', node, 0.95)).toBe('challenge');
    expect(relation('The book group meets at 7:30 am in the back room of the Crown.', node, 0.95)).toBe('challenge');
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

  it('reads a second value the attribute is told to change to as more of the change, not as another thing', () => {
    const c = compare(
      r("Letter from the council: we've been re-banded to E, so council tax goes up to £2,549.90 for the year."),
      r('Council tax (Band D): £2,086.40 for the year, ten instalments from April.'),
      0.62,
      'unknown',
    );
    expect(c).toMatchObject({ relation: 'challenge', explicit: true });
  });

  describe('a weaker telling of the same named thing with another value', () => {
    const own = 'Our bus to Kelby: the 47 leaves Market Square at 07:50 on school days.';
    const clipped = 'Timetable notice: from Monday the Kelby bus (route 47) leaves Market Square at 07:35.';

    it('is read as a disagreement, which settles nothing', () => {
      const c = compare(r(clipped), r(own), 0.72, 'unknown');
      expect(c).toMatchObject({ relation: 'related', explicit: false });
      expect(c.disagrees).toBe('07:35 against 07:50');
    });

    it('needs more than alike wording: the same named thing, and one value of one kind on each side', () => {
      // Nothing named in common: a gym and a library are two places, however alike the sentences.
      expect(
        compare(r('The library opens at 09:30 on weekdays.'), r('The gym opens at 06:00 on weekdays.'), 0.7).disagrees,
      ).toBeUndefined();
      // Two times on one side: which one would the other contradict?
      expect(
        compare(r(clipped), r('The 47 to Kelby leaves Market Square at 07:50 and 08:20.'), 0.72).disagrees,
      ).toBeUndefined();
      // A bare number counts or numbers anything; a code or a name names a thing (two items of a changelog).
      expect(
        compare(r('Fixed the Kelby sync bug, issue 4410.'), r('Fixed the Kelby export bug, issue 3872.'), 0.8)
          .disagrees,
      ).toBeUndefined();
      expect(
        compare(r('New config option :ui/show-dots for Kelby.'), r('New config option :ui/wide-mode for Kelby.'), 0.8)
          .disagrees,
      ).toBeUndefined();
      // Too far apart in meaning to be one statement.
      expect(compare(r(clipped), r(own), 0.5).disagrees).toBeUndefined();
    });

    it('is told as a change of that very thing when the newcomer says so, and neither names a thing of its own', () => {
      const home = 'Willowbank care home: visiting from 2 pm daily, sign the book at reception.';
      const rota = 'The Willowbank manager says the doors open at 10 am now, since the new staff rota.';
      expect(compare(r(rota), r(home), 0.7, 'unknown')).toMatchObject({
        relation: 'related',
        disagrees: '10 am against 2 pm',
        toldChanged: true,
      });
      // Without a word of a change, only a disagreement.
      const plain = 'The Willowbank manager says the doors open at 10 am, staff rota permitting.';
      expect(compare(r(plain), r(home), 0.7, 'unknown')).toMatchObject({ disagrees: '10 am against 2 pm' });
      expect(compare(r(plain), r(home), 0.7, 'unknown').toldChanged).toBeUndefined();
      // One word in common is not the same thing: two appointments of one person.
      expect(
        compare(
          r("Mum's cataract op has been pushed back to 23 November."),
          r("Mum's pre-op assessment is on 2 November, bring her glasses."),
          0.78,
        ).toldChanged,
      ).toBeUndefined();
    });

    it('finds the one tied pair in a record of many values, when both name the same thing', () => {
      const note = 'Bike stuff: road bike is a Kestrel Tour AL, bought 2021. Frame size 56 cm. Saddle height 74.5 cm.';
      const sheet =
        'Job sheet\nBike: Kestrel Tour AL, 54 cm frame\nParts £46.50 · Labour £30.00\nCollected after 5 days.';
      expect(compare(r(sheet), r(note), 0.74, 'unknown').disagrees).toBe('54 cm against 56 cm');
      // Long values of one pattern are one sort of value, however each is labelled.
      const listing = 'Oakfield Vets\n14 Mill Road, Ashby\nCall: 01632 960118\nOpening hours: Mon–Sat 8:00–18:00';
      const contacts = 'Vet: Oakfield Vets on Mill Road. Phone 01632 960443. Boosters every 12 months.';
      expect(compare(r(listing), r(contacts), 0.76, 'unknown').disagrees).toBe('01632 960118 against 01632 960443');
      // Without a name both hold, two phone numbers are two places' numbers.
      const other = 'Vet: Hillside Vets on Mill Road. Phone 01632 960443. Boosters every 12 months.';
      expect(compare(r(listing), r(other), 0.76, 'unknown').disagrees).toBeUndefined();
      // An amount is one of its unit: a bare number beside it is no second value of that sort.
      expect(
        compare(
          r('Reply from a forum: the Aldren Combi wants to sit at 1.5 bar cold.'),
          r('Boiler: Aldren Combi. Keep the pressure at 1.2 bar when cold, top up if it drops below 1.'),
          0.76,
          'unknown',
        ).disagrees,
      ).toBe('1.5 bar against 1.2 bar');
      // A day is rivalled by a day: a month beside it ("compare quotes mid-September") is of another sort.
      expect(
        compare(
          r('Our records show that your home insurance policy expires on 28/09/2025.'),
          r('Home insurance: Lumen Insure. Renews 2025-10-03, compare quotes mid-September before it auto-renews.'),
          0.68,
          'unknown',
        ).disagrees,
      ).toBe('28/09/2025 against 2025-10-03');
      // A code of letters and digits is rivalled by one of its pattern (two registrations of one car).
      expect(
        compare(
          r('Parking charge notice. Vehicle registration mark: KX19 PLN. Make: Skoda Fabia, blue.'),
          r('Car: Skoda Fabia estate, blue. Reg KX19 PLM. Insured with Lanyard Insurance.'),
          0.63,
          'unknown',
        ).disagrees,
      ).toBe('KX19 PLN against Reg KX19 PLM');
      // Versions name releases, as two items of a changelog do: however alike their patterns, no rivals.
      expect(
        compare(
          r('Update KaTeX from 0.13.18 to 0.16.7 in #9625'),
          r('Update the version of KaTeX from 0.11.1 to 0.13.8'),
          0.8,
        ).disagrees,
      ).toBeUndefined();
      // (So do versions with a letter before them, whatever names them.)
      expect(
        compare(
          r('This plugin requires an LTS Node version (v14.0.0+) and Rollup v2.78.0+.'),
          r('This plugin requires an LTS Node version (v14.0.0+) and Rollup v1.20.0+.'),
          0.95,
          'unknown',
        ).disagrees,
      ).toBeUndefined();
      // A word in common is no tie where each side names a thing the other does not.
      expect(
        compare(
          r('We charge £1,150 for the Morningside flat, tenants pay on the 5th.'),
          r('Rent on the Leith flat is £950, paid on the 28th.'),
          0.7,
        ).disagrees,
      ).toBeUndefined();
      // A disagreement is the same thing told with other values: search puts the later telling first.
      expect(
        compare(
          r("Finally cancelled PureFit. We're with Anytime Fitness these days, £31/month."),
          r('Gym membership is with PureFit on Canal Road, £24.99 a month.'),
          0.7,
        ),
      ).toMatchObject({ disagrees: '£31 against £24.99', otherValues: true });
      // Two pairs tied alike: which one would the other contradict?
      const two = 'Kestrel Tour AL: frame size 54 cm, stem 90 mm.\nKestrel Tour AL: frame size 58 cm, stem 110 mm.';
      expect(compare(r(two), r(note), 0.74, 'unknown').disagrees).toBeUndefined();
    });
  });
});

describe('a verb and the noun of its act', () => {
  it('reads "we rehearse in X" and "rehearsals have moved to Y" as one slot changed, but never two acts as one', () => {
    const before = 'We rehearse in the Ashgrove Chapel vestry on Mondays.';
    const after = 'Rehearsals have moved to the Tollbar Lane scout hut.';
    expect(compare(r(after), r(before), 0.62)).toMatchObject({ relation: 'challenge', explicit: true });
    // Two outings told with one verb are two outings, whoever went.
    expect(
      relation('We went to the Grafton Street cinema on Friday.', 'We went to the Harbour Road bowling alley.', 0.7),
    ).not.toBe('challenge');
  });

  it('takes no act from a value denied: what was sped up from 4 µs is no speed of 4 (two READMEs)', () => {
    const faster = 'Both are fast, and speeding up an infrequent operation from 4µs to 400ns will not move the needle.';
    const speed = 'The tokenizer processes text at a speed close to 4 million tokens/second on a laptop browser.';
    expect(relation(faster, speed, 0.6, 'unknown')).not.toBe('challenge');
    expect(relation(speed, faster, 0.6, 'unknown')).not.toBe('challenge');
  });

  it('keeps two labels a short path leads to apart, whatever their clauses share', () => {
    const ten = 'Club news - Under-10s team: rehearsal is Friday 17:00 at the Mill Road hall.';
    const twelve = 'Club news - Under-12s team: the hall is flooded, so from Monday they rehearse 18:00 instead.';
    expect(relation(twelve, ten, 0.85)).not.toBe('challenge');
  });
});

describe('an instruction and the change of what it fills', () => {
  it('matches "escalate to W" with "escalations go to V instead", a name cut short in passing tying the two', () => {
    const rota = 'Payments on-call: escalate to Ruth Okafor if the alert is not acked within 10 min.';
    const cover = 'While Ruth is away (a week), payments escalations go to Dariusz Nowak instead.';
    expect(compare(r(cover), r(rota), 0.35, 'unknown')).toMatchObject({ relation: 'challenge', explicit: true });
    // (Without the change told, the two only stand side by side.)
    const plain = 'Payments escalations go to Dariusz Nowak.';
    expect(relation(plain, rota, 0.35, 'unknown')).not.toBe('challenge');
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

describe('what ties a foreign claim to a note', () => {
  it('ties a note named by its label to a text naming the same model, and weighs their one measure each', () => {
    const note = 'Fabia: timing belt due at 90,000 miles per the service book. Odometer says 71k today, so not yet.';
    const answer =
      'For a 2019 Skoda Fabia 1.0 TSI, the cambelt replacement interval is 120,000 miles or 10 years, whichever comes first.';
    expect(compare(r(answer), r(note), 0.72, 'unknown')).toMatchObject({
      relation: 'related',
      disagrees: '120,000 miles against 90,000 miles',
    });
    // Another car's interval is no rival.
    const other = 'For a 2019 Ford Focus 1.0, the cambelt replacement interval is 120,000 miles.';
    expect(compare(r(other), r(note), 0.72, 'unknown').disagrees).toBeUndefined();
  });

  it('ties a listing to a note by a name both open with, when that word is no ordinary word', () => {
    const note =
      'Harbourside Vets - out-of-hours emergency number for Biscuit: 01632 960418 (it diverts to the Tollgate animal hospital after 7pm).';
    const listing = (name: string): string =>
      `${name} · Vet · 4.6 (212 reviews)\nSuggested edit by a Local Guide: Emergency phone → 01632 960953`;
    expect(compare(r(listing('Harbourside Veterinary Centre')), r(note), 0.71, 'unknown')).toMatchObject({
      disagrees: '01632 960953 against 01632 960418',
    });
    // Another practice's listing is no rival, nor is one that shares only an ordinary word.
    expect(compare(r(listing('Quayside Veterinary Centre')), r(note), 0.71, 'unknown').disagrees).toBeUndefined();
  });

  it('reads one span of time said in two measures as one value', () => {
    const note = 'Marlowe Street library: you can keep books for three weeks.';
    expect(
      compare(r('Marlowe Street library: loans last 21 days.'), r(note), 0.8, 'unknown').disagrees,
    ).toBeUndefined();
    expect(compare(r('Marlowe Street library: loans last 14 days now.'), r(note), 0.8, 'unknown')).toMatchObject({
      disagrees: '14 days against three weeks',
    });
  });
});

describe('a record restated in place', () => {
  it('reads a record whose key changes with its value as another slot, and the same key with another value as a change', () => {
    const mooring = "Wayfarer dinghy 'Puffin' :PROPERTIES: :MOORING: buoy Y-17 :END:";
    const bay = "Wayfarer dinghy 'Puffin' :PROPERTIES: :TRAILER_BAY: T-05 :END:";
    const moved = "Wayfarer dinghy 'Puffin' :PROPERTIES: :MOORING: buoy G-03 :END:";
    expect(relation(bay, mooring, 0.93)).not.toBe('challenge');
    expect(compare(r(moved), r(mooring), 0.93)).toMatchObject({ relation: 'challenge', explicit: true });
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
