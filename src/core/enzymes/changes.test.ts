import { describe, expect, it } from 'vitest';
import { compare } from './compare';
import { read, type Comparison } from './comparison';
import { r, relation, settlesOnlyAlike } from '../../../tests/support/comparing';

describe('a change of a value', () => {
  it('reads a label without its colon, its number bare or after "now", as a value that a later one changes', () => {
    const code = 'Pottery studio kiln room code 6614.';
    expect(compare(r('Pottery studio kiln room code now 7302.'), r(code), 0.8)).toMatchObject({
      relation: 'challenge',
      explicit: true,
    });
    // (Another of the studio's things is another thing.)
    expect(relation('Pottery studio wifi password now Kiln2027.', code, 0.8)).not.toBe('challenge');
  });

  it('reads a change of what the newcomer binds to a thing the node names in parts, whatever each calls it', () => {
    const exam = 'Marine Ecology III final: 9 June, 14:00, room C12.';
    const moved =
      'Heads up: the exam of Marine Ecology III is not on the 9th anymore, they push it to 23 June, in the main hall (H1).';
    expect(compare(r(moved), r(exam), 0.6)).toMatchObject({ relation: 'challenge', explicit: true });
    // (Another course is another thing.)
    expect(relation(moved, 'Marine Ecology II final: 9 June, 14:00, room C12.', 0.6)).not.toBe('challenge');
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

  it('reads two versions of one thing as one changed for the other, however each version is written', () => {
    const built = 'iOS archives on the Mac mini are built with Xcode 15.0.1.';
    const host = 'Mac mini build host is on Xcode 15.2 now.';
    expect(compare(r(host), r(built), 0.85)).toMatchObject({ relation: 'challenge', explicit: true });
    // (Another thing's version is no such pair.)
    expect(compare(r('Mac mini build host is on Node 15.2 now.'), r(built), 0.85).relation).not.toBe('challenge');
    // A version set off after the change reported is what the change made of its thing.
    const redis = 'heads up, the cache box is on redis 6.2.14 so no FUNCTION or LMPOP stuff yet';
    const upgraded = 'cache box upgraded over lunch, redis 7.2.4 now, functions are fair game';
    expect(compare(r(upgraded), r(redis), 0.75)).toMatchObject({ relation: 'challenge', explicit: true });
  });

  it('reads an aside that says which one the subject is, each side its own, as two things', () => {
    const leith = 'Bloom Bakery (Leith) closes at 18:00; rye loaf £3.90.';
    const morningside = 'Bloom Bakery (Morningside) closes at 17:00; rye loaf £3.60.';
    expect(compare(r(leith), r(morningside), 0.95, 'named').relation).not.toBe('challenge');
    // (One branch told again with another time is still a change of it.)
    const later = 'Bloom Bakery (Morningside) closes at 18:30 now; rye loaf £3.60.';
    expect(compare(r(later), r(morningside), 0.95, 'named')).toMatchObject({ relation: 'challenge', explicit: true });
  });

  it('reads two codes of unlike forms that share no word as two sorts of thing, not one value changed', () => {
    const image = 'Bumped the build agent image to debian-13.1 today. Cloud-config needed no edits.';
    const script = 'Cloud-config lives in ops/agents/cloud-config.yaml; two agents are kept warm.';
    expect(compare(r(image), r(script), 0.6).relation).not.toBe('challenge');
    // (The same sort, by form or by a word both hold, is still one value changed.)
    const before = 'The build agent image is debian-12.4, provisioned at start-up.';
    expect(compare(r(image), r(before), 0.6)).toMatchObject({ relation: 'challenge', explicit: true });
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

  it('reads a stated change to the one date or code each side holds as that value changed, however each binds it', () => {
    const agm = 'Allotment AGM: the committee meets on 12 March at the Scout hut, bring the seed swap box.';
    const pushed = 'Heads up from Bev: the Allotment AGM got pushed back, 26 March now, the hut roof is leaking.';
    expect(compare(r(pushed), r(agm), 0.55)).toMatchObject({ relation: 'challenge', explicit: true });
    // Not with two dates on the older side, nor without a stated change, nor between texts alike in little.
    const two = 'Allotment AGM: the committee meets on 12 March at the Scout hut, and the plant sale is on 19 April.';
    expect(relation(pushed, two, 0.55)).not.toBe('challenge');
    expect(relation('Note from Bev: the Allotment AGM, 26 March, the hut roof is leaking.', agm, 0.55)).not.toBe(
      'challenge',
    );
    expect(relation(pushed, agm, 0.45)).not.toBe('challenge');
    // A code the change names only in passing is no value it set (two READMEs).
    const cached = 'Setting it to 0 will mean that no operations are cached, and much slower than path.resolve().';
    expect(relation(cached, 'realpath Set to true to call fs.realpath on all of the results.', 0.65)).not.toBe(
      'challenge',
    );
  });

  it('reads two things each qualified by a name of its own as two things, one named again as the same', () => {
    const maya = 'Maya swimming is at 5.30 on Wednesdays';
    expect(relation('Ollie swimming moved to 10.30', maya, 0.76)).not.toBe('challenge');
    expect(relation('Maya swimming moved to 6.15', maya, 0.8)).toBe('challenge');
  });

  it('reads days of the month as one unit, whatever ending each ordinal takes', () => {
    expect(relation('Rent now goes out on the 28th.', 'Rent is paid on the 1st.', 0.7)).toBe('challenge');
    expect(
      relation('Council tax payment date changed to the 15th.', 'Council tax: paid on the 1st by direct debit.', 0.7),
    ).toBe('challenge');
  });

  it('reads two amounts of one owner, each said of its own thing, as two things, however one is told changed', () => {
    const gig = 'At Ember Lane on Friday the doors open at 19:30 and entry is £8 on the door.';
    const film = "Ember Lane's film club membership has gone up to £25 a year.";
    const c = compare(r(film), r(gig), 0.6);
    expect(c.relation).not.toBe('challenge');
    expect(c.toldChanged).toBeUndefined();
  });

  it('reads a change of a thing the other text names whole as that thing changed, though their heads differ', () => {
    const lesson = 'Theo judo lesson: Saturday 9:00 at the leisure centre, group Tigers, coach Ana.';
    const moved = 'Judo club wrote: from next week the Tigers group is on Sunday 10:30, the hall is being relaid.';
    expect(compare(r(moved), r(lesson), 0.6)).toMatchObject({ relation: 'challenge', explicit: true });
    // (Another group is another thing.)
    const pandas = 'Judo club wrote: from next week the Pandas group is on Sunday 10:30, the hall is being relaid.';
    expect(relation(pandas, lesson, 0.6)).not.toBe('challenge');
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

  it('reads a second value the attribute is told to change to as more of the change, not as another thing', () => {
    const c = compare(
      r("Letter from the council: we've been re-banded to E, so council tax goes up to £2,549.90 for the year."),
      r('Council tax (Band D): £2,086.40 for the year, ten instalments from April.'),
      0.62,
      'unknown',
    );
    expect(c).toMatchObject({ relation: 'challenge', explicit: true });
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

  it('takes no name of no indexed word, a letter, for a name the newcomer says was replaced (two release notes)', () => {
    expect(
      relation('See our guide on porting to Vega 12.', 'Some features are now added to the C standard.', 0.7),
    ).toBe('related');
  });

  it('reads no code as a kind of thing whose name another takes (a config file, a host: two NEWS files)', () => {
    const host = 'We now ship with the sturdier keys.example.org as the default server.';
    const option = 'The new option --keep is now needed to let the agent add a key to the keylist.txt.';
    expect(relation(option, host, 0.7)).not.toBe('challenge');
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

describe('a record restated in place', () => {
  it('reads a record whose key changes with its value as another slot, and the same key with another value as a change', () => {
    const mooring = "Wayfarer dinghy 'Puffin' :PROPERTIES: :MOORING: buoy Y-17 :END:";
    const bay = "Wayfarer dinghy 'Puffin' :PROPERTIES: :TRAILER_BAY: T-05 :END:";
    const moved = "Wayfarer dinghy 'Puffin' :PROPERTIES: :MOORING: buoy G-03 :END:";
    expect(relation(bay, mooring, 0.93)).not.toBe('challenge');
    expect(compare(r(moved), r(mooring), 0.93)).toMatchObject({ relation: 'challenge', explicit: true });
  });
});
