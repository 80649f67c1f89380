import { describe, expect, it } from 'vitest';
import { claim } from './claims';

/** Each slot as "attribute=value", denied ones marked with "!". */
const slots = (text: string): string[] =>
  claim(text).slots.map((s) => `${s.denied ? '!' : ''}${s.attribute.join(' ')}=${s.value.key}`);
/** Whether each text is read as telling a change. */
const told = (texts: string[]): boolean[] => texts.map((t) => claim(t).update);
/** The same, with the binding verb where there is one ("annual fee/cost=£40"). */
const verbSlots = (text: string): string[] =>
  claim(text).slots.map((s) => `${s.attribute.join(' ')}${s.verb ? `/${s.verb}` : ''}=${s.value.key}`);

describe('values by shape and entity type', () => {
  it('keeps codes, hosts and identifiers whole', () => {
    expect(slots('The deploy region is us-east-2.')).toEqual(['deploi region=us-east-2']);
    expect(slots('wifi: BlueFalcon7')).toEqual(['wifi=bluefalcon7']);
    // Letters and digits joined by a symbol are one password; "A&E" (no digit) stays a name.
    expect(slots('Office wifi password: Orchard!2024')).toEqual(['offic wifi password=orchard!2024']);
    expect(slots('Locker combo is blue#42 now.')).toEqual(['locker combo=blue#42']);
    expect(slots('Invoice number: INV-20931.')).toEqual(['invoic number=inv-20931']);
    // (A postcode in two halves is one code: "LA1 4QP" and "LA1 4XY" are two, not one "LA1 4".)
    expect(slots('postcode: LA1 4QP')).toEqual(['postcod=la1 4qp']);
    expect(slots('Postcode is SW1A 2AA.')).toEqual(['postcod=sw1a 2aa']);
    expect(slots('SFTP host - files.kestrelbank.net')).toEqual(['sftp host=files.kestrelbank.net']);
    expect(slots('The meeting moved to room H2.')).toEqual(['meet=room h2']);
    // Numbers joined by dots are an address or a version, named, not counted.
    expect(claim('The NAS answers on 10.20.30.40 these days.').slots.map((x) => x.value.kind)).toEqual(['code']);
    // Set after a noun phrase with its article, a code names it, as a name does.
    expect(slots('The lab kit now talks to the new gateway, 10.0.8.1, since the rewiring.')).toEqual([
      'gatewai=10.0.8.1',
    ]);
  });

  it('keeps a name joined by a hyphen to a version in dotted digits whole, in one sentence', () => {
    expect(claim('The build server runs node-18.19 now.').sentences).toBe(1);
    const ditched = claim('We ditched ubuntu-20.04 for ubuntu-24.04 on the build runners yesterday.');
    expect(ditched.slots.map((x) => `${x.replaced ? '!' : ''}${x.value.key}`)).toEqual([
      '!ubuntu-20.04',
      'ubuntu-24.04',
    ]);
  });

  it('reads an arrow as a label, however the tokenizer cuts it', () => {
    expect(slots('Dentist -> Dr Ames, Hill Road')).toEqual(['dentist=dr ames', 'dentist=hill road']);
  });

  it("reaches a verb over its object's qualifier: what changes is the object, qualified", () => {
    expect(verbSlots('Switched the nominated pharmacy for my thyroid tablets to Larchmont Chemist.')).toEqual([
      'thyroid tablet pharmaci=larchmont chemist',
    ]);
    expect(claim('Moved the standing order for the allotment rent to the 3rd.').update).toBe(true);
  });

  it('keeps a name whole where the tagger reads one of its capitalised words as a verb', () => {
    expect(slots('Rehearsals have moved to the Quaker Meeting House on Belmont Street.')[0]).toBe(
      'rehears=quaker meeting house',
    );
  });

  it('reads numbers with their unit, money, times and dates by what they mean', () => {
    expect(slots('The internet plan is 300 Mbps.')).toEqual(['internet plan=300 mbps']);
    expect(slots('Q2 budget for the marketing team: €42,500.')).toEqual(['market team q2 budget=€42,500']);
    expect(claim('The library closes at 8 pm.').slots[0]?.value.key).toBe(
      claim('the library closes at 8:00 PM').slots[0]?.value.key,
    );
    expect(slots('The passport expiry is March 2031.')).toEqual(['passport expiri=dyear=2031,month=3']);
  });

  it('takes an acronym or a name that modifies a noun for part of the subject, not a value', () => {
    expect(slots('The VPN gateway is vpn-2.corp.example.com.')).toEqual(['vpn gatewai=vpn-2.corp.example.com']);
    expect(slots('The shop alarm PIN is 2284.')).toEqual(['shop alarm pin=2284']);
    expect(slots('The Alder Street bakery sells rye bread on Tuesdays.')).toEqual(['alder street bakeri=dweekday=2']);
  });

  it('never reads a number that names which one ("translation 9771") as a value of it', () => {
    expect(claim('Update Norwegian translation in 9771').slots.every((s) => !s.attribute.length)).toBe(true);
  });
});

describe('the attribute a value is bound to, whatever links them', () => {
  it('copula, label, dash, equals, "as", a change and a verb', () => {
    expect(slots('The car insurer is Harbor Mutual.')).toEqual(['car insur=harbor mutual']);
    expect(slots('Harbor Mutual is the car insurer.')).toEqual(['car insur=harbor mutual']);
    expect(slots('school start - 8:15')).toEqual(['school start=t08:15~']);
    expect(slots('landlord phone = 555-0142')).toEqual(['landlord phone=555-0142']);
    expect(slots('An outside directory gives the deploy region as us-east-2.')).toEqual(['deploi region=us-east-2']);
    expect(slots('We shifted the standup to 9:30.')).toEqual(['standup=t09:30~']);
    expect(slots('The staging database for the booking app runs in eu-west-1.')).toEqual([
      'book app stage databas=eu-west-1',
    ]);
  });

  it('leaves labels, attribution and framing out of the subject', () => {
    expect(slots('Meeting recap - venue: The Old Mill.')).toEqual(['venu=old mill']);
    expect(slots('Someone on a forum claims the school start is 9:00.')).toEqual(['school start=t09:00~']);
    expect(slots('PSA: the door code is 4471 (not confirmed).')).toEqual(['door code=4471']);
    expect(slots('Quick note - the hotel confirmation number is HX-55821.')).toEqual(['hotel confirm number=hx-55821']);
    expect(slots('Ana: will do, Hugo is driving us up')).not.toContain('ana=hugo');
  });
});

describe('denials, updates and corrections', () => {
  it('marks what a text denies or replaces', () => {
    expect(slots('The school start is 8:15, not 9:00.')).toEqual(['school start=t08:15~', '!school start=t09:00~']);
    expect(slots('Our standup moved to 9:30 instead of 9:00.')).toEqual(['standup=t09:30~', '!standup=t09:00~']);
    expect(slots('Home contents insurance: €1,265 (was €1,140).')).toEqual([
      'home content insur=€1,265',
      '!home content insur=€1,140',
    ]);
    expect(slots('Pawfect Salon is no longer our dog groomer; we use Fluffy Cuts now.')).toEqual([
      '!dog groomer=pawfect salon',
      'dog groomer=fluffy cuts',
    ]);
  });

  it('reads "instead of" the one replaced past an article, and a negation of what held until now as a change', () => {
    expect(
      claim('We planted Sungold instead of the Moneymaker this year.').slots.find((x) => x.replaced)?.value.key,
    ).toBe('moneymaker');
    // "no longer", "not … anymore" beside the value that holds instead tell a change of state.
    expect(claim("The clinic isn't on Mondays anymore, it's on Wednesdays.").update).toBe(true);
    expect(claim('The clinic is no longer on Mondays; Wednesdays from March.').update).toBe(true);
    // (With no value instead, a state is described: "is no longer a stream, and its options are optional".)
    expect(claim('The old parser is no longer a stream, and its options are optional.').update).toBe(false);
    // (A README of the ignore package.)
    expect(
      claim('ignore() instance is no longer an EventEmitter, and all events are unnecessary and removed.').update,
    ).toBe(false);
    expect(claim("The clinic isn't on Mondays, it's on Wednesdays.").update).toBe(false);
  });

  it('reads a value said to hold no longer as replaced when the text tells what holds instead, in any sentence', () => {
    const replaced = (text: string): string[] =>
      claim(text)
        .slots.filter((s) => s.replaced)
        .map((s) => s.value.key);
    expect(replaced("We're no longer at the Elm Street Hall. Rehearsals are now in the Wool Exchange.")).toEqual([
      'elm street hall',
    ]);
    // (Nothing instead, or only a value of another sort: no more than a denial.)
    expect(replaced("We're no longer at the Elm Street Hall. Rehearsals start at 19:30.")).toEqual([]);
    expect(replaced("We're not at the Elm Street Hall. Rehearsals are now in the Wool Exchange.")).toEqual([]);
  });

  it('reads a value said to hold "actually" as told against what was thought, and only a value close after it', () => {
    expect(
      told([
        'The late ferry actually leaves at 21:40.',
        'Kiln firing fee: actually £12 a shelf.',
        'Her visa is actually valid until 3 May.',
      ]),
    ).toEqual([true, true, true]);
    // ("Actually" of a feeling or a deed, or far from any value, tells of no value against another.)
    expect(
      told([
        'I actually enjoyed the tour at 10:00.',
        'The band was good actually, we stayed till 23:00.',
        'Actually, the ferry leaves at 21:40.',
      ]),
    ).toEqual([false, false, false]);
  });

  it('reads a past change that closes a label, or a state since an event, as a change', () => {
    expect(
      told([
        'Wifi password changed: kettle-17',
        'Staff room code changed - 9902',
        'Gym membership: £32/month since the price rise.',
        'Squad trains in Hall B since the refit.',
      ]),
    ).toEqual([true, true, true, true]);
    // (A label of no change, and "since" of a reason, tell none.)
    expect(told(['Wifi password: kettle-17', 'Since the shop closes at 6, go early.'])).toEqual([false, false]);
  });

  it('reads a name after "from" that closes an opening label as whom the news came from, no value', () => {
    const email = claim('Email from Dagny: the AGM is now on 9 June.');
    expect(email.values.has('dagny')).toBe(false);
    expect(email.mentions.has('dagny')).toBe(true);
    expect(claim('Update from Carrick Mills — the lease renewal slips to 12 March.').values.has('carrick mills')).toBe(
      false,
    );
    // (A name a change moves away from, inside its clause, is the value it replaced.)
    expect(slots('The AGM moved from Room 4 to Room 7.')).toContain('!agm=room 4');
  });

  it('reads "from W" before a dash or colon as where news came from, not the value a change replaced', () => {
    const renewal = claim('Update from Carrick Mills — the lease renewal slips to 12 March.');
    expect(renewal.update).toBe(true);
    expect(renewal.slots.filter((x) => x.denied).map((x) => x.value.key)).toEqual([]);
    expect(claim('Email from the club: the AGM moves to 9 June.').slots.some((x) => x.denied)).toBe(false);
    // (Within one clause, "from W to V" still names what V replaced.)
    expect(slots('The AGM moved from Room 4 to Room 7.')).toEqual(['!agm=room 4', 'agm=room 7']);
  });

  it('reads what a copula says of a thing called new as a change: the new one replaces the old', () => {
    expect(told(['Passport arrived today! The new one is PB9120366.', 'Our new wifi password is halo93.'])).toEqual([
      true,
      true,
    ]);
    // (Not a state described in plain words, nor a thing that is itself new.)
    expect(told(['The new kitchen is lovely.', 'The wifi password is new.', 'The password is halo93.'])).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('reads an update from the grammar: a reported change, "now", a replaced value', () => {
    expect(claim('We moved the standup to 9:30.').update).toBe(true);
    expect(claim('The VPN gateway is different now - vpn-2.').update).toBe(true);
    expect(claim('Riverside Fitness takes over from Ironworks Gym as the gym.').update).toBe(true);
    // Describing what something does is not a change: "transforms ES2015 modules to CommonJS".
    expect(claim('This plugin transforms ES2015 modules to CommonJS.').update).toBe(false);
    expect(claim('The library closes at 8 pm.').update).toBe(false);
    // A passive says a change was made only when its "be" is past or perfect.
    expect(claim('The upload limit was raised to 50 MB.').update).toBe(true);
    expect(claim('The upload limit has been raised to 50 MB.').update).toBe(true);
    expect(claim('Uploads without a limit will be capped to 50 MB.').update).toBe(false);
    expect(claim('Each upload is rounded to 1 MB.').update).toBe(false);
  });

  it('denies the value of a plan called off when another value of its kind stands in its place', () => {
    expect(slots('The 3 June slot fell through; the MOT is on 10 June.')).toEqual([
      '!slot=dmonth=6,day=3',
      'mot=dmonth=6,day=10',
    ]);
    expect(slots('Coach says the 17:45 session is off, we keep 17:00.')[0]).toMatch(/^!/);
    // Nothing in its place, or one day's: nothing denied.
    expect(claim('The 20:15 screening is off.').denied.size).toBe(0);
    expect(claim('The 8:10 was cancelled this morning, I caught the 8:40 instead.').denied.size).toBe(0);
  });

  it('reads a present passive that puts a thing on one weekday as a change, and a weekday cut short as a day', () => {
    expect(claim('Release freeze is pushed to Thursday noon.').update).toBe(true);
    // (On a weekday's plural it may be the rule: "is moved to Thursdays".)
    expect(claim('The class is moved to Thursdays.').update).toBe(false);
    expect(slots('reminder: release freeze starts Wed 3pm, nothing big merged after that')[0]).toBe(
      'releas freez=dweekday=3',
    );
  });

  it('reads a headline present that moves a thing to a time or a day as a change; hours are no change', () => {
    expect(claim('The choir shifts to 19:30 after half term.').update).toBe(true);
    expect(claim('Book club switches to Thursdays.').update).toBe(true);
    // "from one time to another" is a change only when a verb reports it; in the present it gives hours.
    expect(slots('The pharmacy opens from 8:30 to 18:00.')).toEqual(['pharmaci=t08:30~', 'pharmaci=t18:00']);
    expect(claim('The pharmacy opens from 8:30 to 18:00.').update).toBe(false);
    expect(slots('Book club moved from 19:00 to 19:30.')[0]).toMatch(/^!/);
    // (An amount that "rises to" is still described, not reported.)
    expect(claim('The water level rises to 3 m at high tide.').update).toBe(false);
  });

  it('reads a value in apposition to where a reported change went as where it went', () => {
    const c = claim('We switched the joint account to a new provider, Monzo, last month.');
    expect(c.update).toBe(true);
    expect(c.slots.map((s) => `${s.attribute.join(' ')}=${s.value.key}`)).toEqual(['account=monzo']);
    // No reported change: the value names the phrase it stands beside (see "keeps codes … whole").
    expect(claim('The lab kit talks to the new gateway, 10.0.8.1, since the rewiring.').update).toBe(false);
  });

  it('a change the lemmatizer does not know, a perfect after "\'s", and a change under way are changes', () => {
    // A past by its ending ("re-scheduled"); "need" and "proceed" are no pasts.
    expect(claim('The club re-scheduled the match to 3 pm.').update).toBe(true);
    expect(claim('Proceed to step 4.').update).toBe(false);
    // "'s" before a participle with an object is "has": "he's bumped the dose to 20 mg".
    expect(claim("He's bumped the dose to 20 mg.").update).toBe(true);
    expect(claim("The dose's rounded to 20 mg.").update).toBe(false);
    // "is moving to": arranged or under way; "is rounded to" still says what always happens.
    expect(claim('The book club is moving to the Red Lion.').update).toBe(true);
    // A present passive that puts a thing on a day or a time announces a change; one that says where things
    // go, or how a value is rounded, describes.
    expect(claim('The handover is moved to 14 March at 10:00.').update).toBe(true);
    expect(claim('Archived notes are moved to the trash.').update).toBe(false);
    expect(claim('The total is rounded to 2 places.').update).toBe(false);
  });

  it('the items of the list after a label are all its values, a place named with its owner too', () => {
    expect(slots("Pub quiz: Friday 8 pm, Murphy's bar.")).toEqual([
      'pub quiz=dweekday=5',
      'pub quiz=t20:00',
      "pub quiz=murphy's bar",
    ]);
    // An owner named outside such a list is part of what the value is of: Ana's passport is not mine.
    expect(slots("Ana's flight lands at 9 pm.")).toEqual(['ana flight=t21:00']);
    expect(slots("Ana's passport expires 18 May 2027.")).toEqual(['ana passport=dyear=2027,month=5,day=18']);
    expect(slots('My passport: expires 14 Feb 2031.')).toEqual(['passport=dyear=2031,month=2,day=14']);
  });

  it("a level after a verb's object belongs to the object, not to whoever set it", () => {
    expect(slots('The installer set the boiler pressure at 1.5 bar.')).toEqual(['boiler pressur=1.5 bar']);
  });

  it("gives a time or a day after a verb's named object to the verb's subject: when it does what it does", () => {
    expect(slots('The shuttle to Carlow leaves Bridge Street at 23:40.')).toEqual([
      'shuttl=carlow',
      'shuttl=bridge street',
      'shuttl=t23:40',
    ]);
    expect(slots('The chess club meets Saint Brigid Hall on Wednesdays.')).toEqual([
      'chess club=saint brigid hall',
      'chess club=dweekday=3',
    ]);
    // (A number after the name says nothing of when: it is left to what else binds it.)
    expect(slots('The chess club meets Saint Brigid Hall with 12 boards.')[1]).not.toMatch(/^chess club/);
  });

  it('a correction denies the values of the clause that says it was wrong, and restores the others', () => {
    const c = claim('Correction: the change of dentist to Dr. Okafor was a mistake; it is still Dr. Ames.');
    expect(c.correction).toBe(true);
    expect([...c.denied]).toEqual(['dr. okafor']);
    expect([...c.values]).toEqual(['dr. ames']);
    // "error" naming a kind of budget is no correction.
    expect(claim('The checkout service error budget is 0.5% per month.').correction).toBe(false);
    // A clause of its own that says it was wrong, holding no value, speaks of what was written before: the
    // values ahead of it are the correction.
    const invoice = claim('Correction on the boiler: the invoice says £85, I wrote it down wrong.');
    expect(invoice.correction).toBe(true);
    expect([...invoice.values]).toEqual(['£85']);
    expect([...invoice.denied]).toEqual([]);
  });

  it('reads a time written with a dot as a time, and an amount as an amount', () => {
    expect(
      claim('Dentist check-up moved to 10.40am on Friday.').slots.map((s) => [s.value.text, s.value.kind]),
    ).toContainEqual(['10:40am', 'time']);
    expect(claim('The call is at 3.15 pm with the Leeds office.').slots.map((s) => s.value.kind)).toContain('time');
    expect(claim('The bus fare is £3.15 each way.').slots.map((s) => [s.value.text, s.value.kind])).toEqual([
      ['£3.15', 'number'],
    ]);
  });

  it('does not take code, links or tasks for claims', () => {
    expect(claim('{:height 452, :width 785}').assertive).toBe(false);
    expect(claim('TODO Write changelog for v0.0.10').assertive).toBe(false);
    expect(claim('door code: 4471').assertive).toBe(true);
  });
});

describe('what the tagger misreads, and what frames a message', () => {
  it('reads a place a number names after a move "to" as a noun, not an infinitive', () => {
    expect(slots('We moved the retro to room 4 to fit the new starters.')).toEqual(['retro=room 4']);
    expect(claim('We moved the retro to room 4 to fit the new starters.').update).toBe(true);
    // (What a verb does to a number stays a verb: "add 5".)
    expect(claim('Remember to add 5 to the total.').slots[0]?.value.key).toBe('5');
  });

  it('reads an opening capital as the ordinary word it is ("New …"), not as a name', () => {
    expect(slots('New locker combination since the refit: 3391.')).toEqual(['locker combin=3391']);
  });

  it('finds the verb of a clause the tagger left without one ("costs", "lives at")', () => {
    expect(verbSlots('The annual gym membership with Northside Leisure costs £480.')).toContain(
      'gym membership/cost=£480',
    );
    expect(verbSlots('The printer setup page lives at 10.1.4.20.')).toEqual(['printer setup page/live=10.1.4.20']);
    // After a plural subject the verb has no -s: "Pottery classes cost £14 each".
    expect(verbSlots('Pottery classes cost £14 each, paid termly.')).toEqual(['potteri class/cost=£14']);
    // (Nor after a plural whose name follows it: "Judo lessons for Kai cost £9".)
    expect(verbSlots('Judo lessons for Kai cost £9 a week.')[0]).toMatch(/lesson\/cost=£9$/);
  });

  it('gives a verb the place its preposition names, however many words that place takes', () => {
    // ("gathers by the scout hut gates on Linden Way": the name places the gates, which the verb is by.)
    expect(verbSlots('The walking bus now gathers by the scout hut gates on Linden Way.')).toEqual([
      'walk bu/gather=linden way',
    ]);
    // "of" makes no place: "the page of the manual in Settings" is no verb's.
    expect(verbSlots('Add the page of the manual in Settings.')[0]).not.toMatch(/\/add=/);
  });

  it('reads a preposition after another as one with it, and a word the lexicon lacks opening a phrase as a noun', () => {
    expect(slots('So physio is up in room 22 for the foreseeable.')).toEqual(['physio=room 22']);
    expect(slots('Physio with Gareth is in room 14.')).toEqual(['physio=room 14']);
    // "up to" still says where a change went.
    expect(claim('Netflix went up to £12.99 a month.').update).toBe(true);
  });

  it('reads "out of" as one preposition, and a day after a code as when, not as a noun the code names', () => {
    expect(verbSlots('Weekend migration done: the gateway is now serving out of us-east-2.')).toEqual([
      'gatewai/serv=us-east-2',
    ]);
    expect(slots('Moved the gateway to us-east-2 today.')).toEqual(['gatewai=us-east-2']);
  });

  it('reads "the room\'s changed to V" as a change told, and a word between "the" and "is" as a noun', () => {
    expect(claim("Portal says the stats resit room's changed to C1-015.").update).toBe(true);
    expect(claim('Portal says the stats resit room is changed to C1-015.').update).toBe(false);
    expect(slots('The resit is in B2-104 after all.')).toEqual(['resit=b2-104']);
  });

  it('reads a verb of exchange as giving up its object for the value of its kind after "for"', () => {
    const ditched = claim('We ditched Jenkins for Buildkite last spring.');
    expect(slots('We ditched Jenkins for Buildkite last spring.')).toContain('!=jenkins');
    expect(ditched.update).toBe(true);
    // "use W for V" gives nothing up; nor does a value of another kind after "for".
    expect(slots('We use Grafana for Prometheus dashboards.').some((x) => x.startsWith('!'))).toBe(false);
    expect(slots('Swapped Room 4 for Tuesday.').some((x) => x.startsWith('!'))).toBe(false);
  });

  it('reads a change undone or a state restored as a change told, and an order to undo as none', () => {
    expect(claim('Reverted the openssl bump. The base image is back to 3.0.13.').update).toBe(true);
    expect(claim('Restored the old rota: Ana on Mondays.').update).toBe(true);
    expect(claim('Revert the bump if it breaks the build: the base image is on 3.2.1.').update).toBe(false);
  });

  it('names, and does not assert, where an undone change went; "back to" and a bare "reverted to" restore', () => {
    expect(slots('Undid the move to us-east-2.')).toEqual([]);
    expect([...claim('Undid the move to us-east-2.').mentions]).toContain('us-east-2');
    expect(slots('Reverted the bump to Postgres 16, the old one is fine.')).toEqual([]);
    expect(slots('Rolled back the switch to Teams.')).toEqual([]);
    expect(slots('Rolled the database back to us-east-1.')).toEqual(['databas=us-east-1']);
    expect(slots('Reverted to us-east-1.')).toEqual(['=us-east-1']);
  });

  it('gives a participle after a comma the subject of its clause', () => {
    expect(verbSlots('The ferry is running late, docking at 18:20 tonight.')[0]).toMatch(/^ferri\/dock=/);
  });

  it('reads the clause after a framing label for itself: the label is not its subject', () => {
    expect(slots('Heads-up - the boiler service is booked for 14 June.').some((s) => s.startsWith('heads'))).toBe(
      false,
    );
  });

  it('gives a label the one value of the clause after it, past a day it starts and a reason told after it', () => {
    // ("starting" before a day is no noun that "Route 23" would modify, and it tells a change.)
    const bus = 'Bus: she rides Route 23 starting Monday — the district merged two routes.';
    expect(slots(bus)).toEqual(['bu=route 23', '=dweekday=1']);
    expect(claim(bus).update).toBe(true);
    // "going forward", "from now on" tell a change as "from Monday" does.
    expect(claim('Re: standup — going forward the standup will be at 10:05.').update).toBe(true);
    expect(claim('From now on the standup is at 10:05.').update).toBe(true);
    // A speaker's own clause before the value still keeps the label out.
    expect(slots('Agent: I have escalated it to Route 23.').join()).not.toContain('agent=');
  });

  it('reads a name between a dash and a colon as whose the keyed thing is, not as its value', () => {
    expect(slots('Hemsworth library card – Lena: 29381004417726')).toEqual([
      'hemsworth librari card lena=29381004417726',
    ]);
    expect(slots('Hemsworth library card – Tomas: 29381004420091 (for the kids)')).toEqual([
      'hemsworth librari card toma=29381004420091',
    ]);
    // Not where more than the value follows the colon: the name may be the label's value there.
    expect(slots('Dentist – Dr Patel: call 01632 960443 to book').join()).not.toContain('dentist dr patel');
  });

  it('reads a changed value bound to nothing, that "for the X" follows, as the X\'s', () => {
    expect(slots('Went back to 72% for the house loaf, as last year.')).toContain('hous loaf=72%');
    // (Not a purpose: "for a refit" is why, not what.)
    expect(slots('The counter moved to 9am for a refit.').join()).not.toContain('refit');
  });

  it('reads an "it" that opens a clause after a pause as the phrase that closed the clause before', () => {
    const club = slots('Got Ottilie into the after-school chess club - it runs Tuesday 3:30-4:30 in the library.');
    expect(club).toContain('school chess club=dweekday=2');
    // (What the clause before took is not the club's.)
    expect(club).toContain('=ottilie');
  });

  it('reads a name after a label that tells what the writer did as the subject of its own clause', () => {
    expect(slots('Merged PR #812 - CI now runs on img-2404-v2.')).toContain('ci=img-2404-v2');
    expect(slots('Rang the surgery: Dr Kim now sees the cat on Fridays.')).toEqual(['dr kim=dweekday=5']);
    expect(slots('Done the switch: Greenmeadow now supplies us at 23.1p/kWh.')).toEqual(['greenmeadow=23.1p/kwh']);
    // A label that names a thing keeps its name: the quote is the refit's, whoever gave it.
    expect(slots('Bathroom refit - Gareth Pryce quoted £2,340 all in.')).toContain('bathroom refit=£2,340');
  });

  it('heads a chain of phrases by its first ("my parking place in the garage of the building")', () => {
    expect(slots('My parking place in the garage of the building is number P-117.')[0]).toMatch(/park place=/);
  });

  it('reads the message of a chat or log line, not its time stamp or its speaker', () => {
    expect(slots('[09:12] lucas: the staging password is Quartz-88')).toEqual(['stage password=quartz-88']);
    expect(slots('2026-11-02 - the boiler pressure reads 1.4 bar.')).not.toContainEqual(
      expect.stringContaining('2026'),
    );
    const log = 'Noor Haddad — Yesterday at 8:02 AM\nthe shuttle bus leaves from gate B12';
    expect(claim(log).values).not.toContain('noor haddad');
    // (A header set off by a middle dot, and the export's owner named "Me", are headers too.)
    const dotted = 'Priya · 09:14\nthe shuttle leaves from gate B12 now\nMe · 09:15\nthanks!';
    expect(claim(dotted).values).toEqual(new Set(['gate b12']));
    // (So is the time in brackets after a speaker's name.)
    const bracketed = 'Lucía (18:55): we go to Tiller & Co instead\nMe (18:57): sure, Tiller & Co it is';
    expect([...claim(bracketed).values].filter((v) => /\d/.test(v))).toEqual([]);
  });
});

describe('clauses the tagger or the writer leave short', () => {
  it('reads a noun phrase and a value with nothing between them as a label without its colon', () => {
    expect(slots('Got the flat sorted, tenancy ref TR-55012')).toEqual(['tenanc ref=tr-55012']);
    // After a verb the number names which one; one word is a heading.
    expect(slots('Merge Danish translation 4410')).toEqual([]);
    expect(claim('Chapter K2').slots.every((s) => !s.attribute.length)).toBe(true);
    // A bare number closes the label too, when a phrase of two nouns or more opens the clause.
    expect(slots('Pottery studio: kiln room code 6614.')).toEqual(['kiln room code=6614']);
    expect(slots('The allotment padlock code 3307')).toEqual(['allot padlock code=3307']);
    // An adverb may stand between them.
    expect(slots('Gym fee now £45 a month')).toEqual(['gym fee=£45']);
    expect(slots('Ferry 12 leaves from the north pier.').some((s) => s.endsWith('=12') && s !== '=12')).toBe(false);
  });

  it('takes a name that a verb follows for who the clause is about, not for a value', () => {
    const c = claim('The courier is Parcelwise; Dominic has gone on leave.');
    expect(slots('The courier is Parcelwise; Dominic has gone on leave.')).toEqual(['courier=parcelwise']);
    expect(c.mentions.has('dominic')).toBe(true);
  });

  it('reads the verb after a modal as a verb, and a value that holds "from" a day as a change', () => {
    expect(verbSlots('Starting next week the pharmacy will close at 7 pm.')).toEqual(['pharmaci/close=t19:00']);
    expect(claim('Starting next week the pharmacy will close at 7 pm.').update).toBe(true);
    expect(claim('The pharmacy is open from Monday to Friday.').update).toBe(false);
    expect(claim('As of June the landlord is Ms Greene.').update).toBe(true);
  });

  it('reads "V, not W" as V put in the place of W', () => {
    const c = claim('Quiz night venue: the Crown Inn, not the Old Mill.');
    expect(c.slots.find((s) => s.value.key === 'old mill')).toMatchObject({ denied: true, replaced: true });
  });

  it('reads a bare number set against a value with what the value says ("the 7th of June, not the 17th")', () => {
    const denied = (text: string): string[] =>
      claim(text)
        .slots.filter((s) => s.denied && s.replaced)
        .map((s) => s.value.key);
    expect(denied('The clinic has me down for the 7th of June, not the 17th.')).toEqual(['dmonth=6,day=17']);
    expect(denied('Dinner with the Hallorans is at 7:30pm, not 8.')).toEqual(['t20:00']);
    expect(denied('The plumber charged €140, not 410.')).toEqual(['€410']);
    // A number that cannot be a day is not set against a date; numbers of no unit stay as written.
    expect(denied('The meeting is on 3 May, not 45.')).toEqual([]);
    expect(denied('The locker code is 7730 2281, not 7730 2218.')).toEqual(['7730 2218']);
  });

  it('never reads a participle that describes a noun for a reported change', () => {
    expect(claim('The worker validates every token passed to the API.').update).toBe(false);
    // (The tagger reads "respect" as a noun; a noun before an article is a verb it missed.)
    expect(claim('Key entries respect the ttl passed to setKeyTags.').update).toBe(false);
    expect(claim('Standup moved to 10:00.').update).toBe(true);
  });

  it('ends a negation at a verb it does not govern, and keeps it on the verb it does', () => {
    expect(slots('We were never moved to Band E. Council tax stays at £2,086.40 for the year.')).toContain(
      'band council tax=£2,086.40',
    );
    expect(slots('The alarm PIN never changed to 7730.')).toEqual(['!alarm pin=7730']);
  });

  it('heads a subject by the noun before its preposition, and keeps a prefixed word whole', () => {
    expect(slots('The standard VAT on freelance work went up to 22.5% this spring.')).toEqual([
      'freelanc work vat=22.5%',
    ]);
    expect(slots("Mum's pre-op assessment is on 2 November.")[0]).toMatch(/^mum pre-op assess=/);
    expect(slots('The brown garden-waste bin goes out on Mondays.')[0]).toMatch(/^garden wast bin=/);
  });

  it('reads the clause after "that" for itself: what a record shows is about its own subject', () => {
    // (The tagger takes "show" for a noun here; "that" still opens a clause of its own.)
    expect(slots('Our records show that your home insurance policy expires on 28/09/2025.')).toEqual([
      'home insur polici=dyear=2025,month=9,day=28',
    ]);
    // A subordinate phrase of time still says when, not what.
    expect(slots('The locker combination since the refit is 4471.')).toEqual(['locker combin=4471']);
  });

  it('keeps a word joined by a hyphen whole, whatever the tagger makes of its second half ("check-up")', () => {
    expect(verbSlots('They moved my check-up to Friday.')).toEqual(['check up=dweekday=5']);
    expect(slots('The drop-off is at 8am.')).toEqual(['drop off=t08:00']);
    // (…before a preposition too: "in" is half of the word, no preposition of its own.)
    expect(slots('Check-in from 3pm, car park behind the harbour office.')).toEqual(['check in=t15:00']);
    expect(slots('Drop-off from 8:15 at the side gate.')).toEqual(['drop off=t08:15~']);
  });

  it('reads a weekday and the day of the month after it as one date ("Friday 15th")', () => {
    expect(slots('Practice rang - they had to shift my check-up to Friday 15th.')).toEqual([
      'check up=dday=15,weekday=5',
    ]);
    expect(slots('Meet on Thursday the 3rd.')).toEqual(['=dday=3,weekday=4']);
    // After a weekday chrono read with a word before it, and with the month and year after it.
    expect(claim('They turn the water off next Tuesday the 23rd.').slots.map((x) => x.value.key)).toEqual([
      'dday=23,weekday=2',
    ]);
    expect(
      claim('We turn off the supply on Tuesday the 23rd of September 2025.').slots.map((x) => x.value.key),
    ).toEqual(['dyear=2025,month=9,day=23,weekday=2']);
  });

  it('reads a leader of dots as the link between a label and its value, and an ellipsis in prose as none', () => {
    expect(slots('Shed padlock ......... 0-4-4-1')).toEqual(['shed padlock=0-4-4-1']);
    expect(slots('Boiler service ____ 14 March')[0]).toMatch(/^boiler servic=d/);
    expect(claim('so anyway... the shed is fine').slots.some((s) => s.link === 'label')).toBe(false);
  });

  it('heads a label by its common noun, past the names that say where and with whom', () => {
    expect(slots('Piano lesson at Ferris Music with Mrs Oduya: Wednesdays 16:30')).toEqual(
      expect.arrayContaining(['piano lesson=dweekday=3', 'piano lesson=t16:30']),
    );
  });

  it("gives a change whose own clause names nothing the attribute of the sentence's reported change", () => {
    expect(slots("Tutoring moved — Bilal's putting us on Mondays 18:00 from now on.")).toEqual([
      'tutor=dweekday=1',
      'tutor=t18:00',
    ]);
  });

  it('reads each "item amount" of a list as an amount of that item, not as a name', () => {
    expect(slots('Holiday kitty: flights £610, ferry £95, hotel £480.')).toEqual(
      expect.arrayContaining(['flight=£610', 'hotel=£480']),
    );
  });

  it('reads "the 8th of January" as one date, and a path or a date with slashes without the full stop after it', () => {
    expect(claim('The pool reopens on the 21st of June.').slots.map((s) => s.value.text)).toEqual(['21st of June']);
    expect(claim('The branch shuts on 30/06/2029.').slots.map((s) => s.value.text)).toEqual(['30/06/2029']);
  });

  it('gives the one booked or asked to do something the role of doing it, and hears "instead" as a change', () => {
    expect(slots('We booked Harlow Plumbing to service the boiler.')).toEqual(['boiler servic=harlow plumbing']);
    const asked = claim('Asked Kerry Dunne to chair the residents meeting instead.');
    expect(asked.slots.map((s) => s.attribute.join(' '))).toEqual(['resid meet chair']);
    expect(asked.update).toBe(true);
  });

  it('reads a cleft ("V - that is where S …") as V of S, and a weekday that a verb follows as no value', () => {
    expect(slots('Room 4B, first floor - that is where the workshop runs now.')).toEqual(['workshop=room 4b']);
    expect(slots('Choir is on Thursdays now, since Tuesdays clash with football.')).toEqual(['choir=dweekday=4']);
  });

  it('gives a line with no verb that opens with a common noun the time, recurring day or price it holds', () => {
    expect(slots('Pottery with Jun, Wednesdays 7:15pm.')).toEqual(['=jun', 'potteri=dweekday=3', 'potteri=t19:15']);
    expect(slots('Yoga every Thursday, 10am.')).toEqual(['yoga=dweekday=4', 'yoga=t10:00']);
    expect(slots('Haircut at Snips, £18.')).toContain('haircut=£18');
    // A day with its number says when; a day once says when it happens; a line with a verb binds by its verb.
    expect(slots('Quarterly newsletter, Tuesday 4 March.').every((s) => s.startsWith('='))).toBe(true);
    expect(slots('Yoga on Thursday, 10am.')).not.toContain('yoga=dweekday=4');
    expect(slots('We rehearse on Thursdays.')).not.toContain('rehears=dweekday=4');
  });

  it('binds a dated day after a verbless noun phrase to it, past the place named between them', () => {
    expect(slots('Dentist appointment at Molar Clinic on 2027-06-03.')).toContain(
      'dentist appoint=dyear=2027,month=6,day=3',
    );
    // A weekday alone says when, and recurs.
    expect(slots('Meeting with Ana on Monday.').every((s) => s.startsWith('='))).toBe(true);
  });

  it("reads a measure before a noun as that noun's size, and whose it is from the verb that gives it", () => {
    expect(slots('Bought a 2 TB drive for the backups.')).toEqual(['drive=2 tb']);
    expect(slots("My daughter's bike has a 24 inch wheel.")).toEqual(['daughter bike wheel=24 inch']);
    // A count is a count: "3 servers" names what is counted.
    expect(slots('We have 3 servers left.')).toEqual(['=3 servers']);
  });

  it('reads a name set after a noun phrase with its article as naming it, and a list as no such thing', () => {
    expect(slots('I rang the plumber, Dave Rowe, about the leak.')).toEqual(['plumber=dave rowe']);
    expect(slots('We need milk, Tesco is closed.').every((s) => s.startsWith('='))).toBe(true);
  });

  it('reads an ordinal after a preposition as when, not as an amount', () => {
    expect(slots('Standing order from the joint account on the 3rd of each month: £320.')).not.toContain(
      'joint account=3rd',
    );
  });
});

describe('what frames a message is not a value of it', () => {
  it('reads shouted words as the words they are, and keeps an acronym whole', () => {
    expect(slots('PARKING NOTICE: the car park gate code has been CHANGED to 7731.')).toEqual([
      'car park gate code=7731',
    ]);
    expect(claim('The gym is CLOSED on Sunday.').slots.map((s) => s.value.kind)).not.toContain('name');
  });

  it('takes a call, a sound or a handle that opens a message for who speaks, not for a value', () => {
    expect(slots('Hmm, the boiler service is on 9 March.')).toEqual(['boiler servic=dmonth=3,day=9']);
    expect(slots('Ana, your flight lands at 21:40.')).toEqual(['flight=t21:40']);
    expect(claim('@ashby_parents · Mar 3 sports day is now on 12 June').slots.map((s) => s.value.text)).toEqual([
      '12 June',
    ]);
    // A list goes on: its first name is a value like the others.
    expect(slots('Trello, Notion, Obsidian are the apps we tried.')).toHaveLength(3);
  });

  it('gives an answer that opens with its value what the question before it asked for', () => {
    // (The name a greeting calls is who is spoken to, not a value.)
    expect(
      slots('hi Priya, which printer takes the A3 jobs?\nlbl-07.office.example, the big one by the lifts'),
    ).toEqual(['printer=lbl-07.office.example']);
    // An answer that opens otherwise binds its values itself.
    expect(slots("what's the guest wifi password?\nno idea, ring reception on 0161 555 0199")).toEqual([
      'ring recept=0161 555 0199',
    ]);
    expect(slots('which printer takes the A3 jobs?\nI think lbl-07 does')).toEqual(['=lbl-07']);
  });

  it('reads the day a log line was written on as its stamp, not as a value', () => {
    const written = Date.UTC(2027, 2, 14, 9);
    expect(claim('Received 14/03/2027 09:12 from the garage: the car is ready.', written).dates.size).toBe(0);
    // Another day is a value.
    expect(claim('Received 14/03/2027 09:12 from the garage: the car is ready.').dates.size).toBe(1);
    // So is the clock time written right after the stamp: when it was written, too.
    const values = (at?: number): string[] =>
      claim('Received 14/03/2027 09:12 from the garage: the car is ready.', at).slots.map((s) => s.value.kind);
    expect(values(written)).not.toContain('time');
    expect(values()).toContain('time');
  });
});

describe('times, places and days as people write them', () => {
  it("reads a time after its noun and how often as the noun's, and a count's rate with a slash as its unit (money keeps its sign)", () => {
    expect(slots('yoga 7:30 weekly at the church hall.')).toEqual(['yoga=t07:30~']);
    // (An amount before its rate, and then how it is paid: "Rent £725 a month by standing order", "£725 pcm".)
    expect(slots('Rent £725 a month by standing order.')).toEqual(['rent=£725']);
    expect(slots('Rent £725 pcm by standing order.')).toEqual(['rent=£725']);
    // ("each" is no rate; the price is the tickets' as the line that opens with them is about them.)
    expect(slots('Tickets £5 each.')).toEqual(['ticket=£5']);
    expect(claim('Broadband is £28/month with Zen.').slots[0]?.value.text).toBe('£28');
    expect(claim('Max 600 requests/min per key.').slots[0]?.value.text).toBe('600 requests/min');
  });

  it('reads a name a verb takes, before when, as a value; a name of a product after a label, with its owner', () => {
    expect(slots('Upgraded the build box to Ubuntu 24 today.')).toEqual(['build box=ubuntu 24']);
    // (A name that opens a sentence before "today" still says whose the rest is: "Solent Link Ferries today
    // confirmed …".)
    expect(claim('Solent Link Ferries today confirmed the new fares.').mentions).toContain('solent link ferries');
    expect(claim("Seeds: Bishop's Choice tomatoes and two trays of basil.").mentions).toContain("bishop's choice");
  });

  it('reads clock times with seconds or a dot, degrees, and a weekday cut short', () => {
    expect(claim('12:04:55 the van is here').slots.map((s) => s.value.key)).toEqual(['t12:04~']);
    expect(slots('The pool opens at 6.45 am on weekdays.')).toEqual(['pool=t06:45']);
    expect(claim('Proof the dough at 24 °C.').slots.map((s) => s.value.text)).toEqual(['24 °C.']);
    expect(claim('The plumber comes Weds 3 Feb.').slots.map((s) => s.value.text)).toEqual(['Weds 3 Feb.']);
  });

  it('reads a keypad code with its key, a count of days or weeks in words, and a double-barrelled name whole', () => {
    expect(slots('Boulderhaus Fenwick — after-hours door code 4471#. Members only.')).toContain('hour door code=4471');
    expect(claim('Mill Lane will be shut for six weeks.').slots.map((x) => x.value.key)).toEqual(['42 days']);
    expect(claim('Mill Lane will be shut for 6 weeks.').slots.map((x) => x.value.key)).toEqual(['42 days']);
    expect(claim('I have three kids.').slots).toEqual([]);
    expect(slots('Teacher: Mrs. Delacroix-Finch, room 114')).toContain('teacher=mrs. delacroix-finch');
    expect(slots('The new head from September is a Mrs Okonkwo-Hale.')).toContain('head=mrs okonkwo-hale');
    // The key pressed after a code is no part of its key: "4471#" is the code "4471".
    expect(claim('door code 4471#').slots.map((x) => x.value.key)).toEqual(
      claim('the door code is 4471').slots.map((x) => x.value.key),
    );
  });

  it('reads an amount of money in words or with the currency named as the amount in figures', () => {
    const key = (text: string): string[] => claim(text).slots.map((x) => x.value.key);
    expect(key('The club fee is now seventy-five pounds.')).toEqual(key('The club fee is now £75.'));
    expect(key('The club fee is 75 pounds.')).toEqual(key('The club fee is £75.'));
    expect(key('Parking was twelve quid.')).toEqual(key('Parking was £12.'));
    expect(key('The ticket costs thirty euros.')).toEqual(key('The ticket costs €30.'));
    expect(key('The club fee is now 62 GBP.')).toEqual(key('The club fee is now £62.'));
    expect(key('The ticket costs 30 EUR.')).toEqual(key('The ticket costs €30.'));
    // A count in words of anything else is no amount: "sixty people", "forty pages".
    expect(claim('About sixty people came.').slots).toEqual([]);
    expect(key('The wait is twenty-five minutes.')).toEqual(key('The wait is 25 minutes.'));
  });

  it('reads an hour in words with the part of the day it falls in, or "o\'clock", as a clock time', () => {
    expect(slots('The water goes off at nine in the morning.')).toEqual(['water=t09:00']);
    expect(slots('The last bus leaves at eleven at night.').map((x) => x.split('=')[1])).toEqual(['t23:00']);
    expect(slots('The hall opens at seven in the evening.')).toEqual(['hall=t19:00']);
    expect(claim("The shop opens at ten o'clock.").slots.map((x) => x.value.key)).toEqual(['t10:00~']);
    // A number in words without either is no time: "nine in the team".
    expect(claim('There are nine in the team.').slots.map((x) => x.value.kind)).not.toContain('time');
  });

  it('reads a house number and its street, and a place named with a possessive, as one name', () => {
    expect(slots('The surgery is at 48 Tanner Lane.')).toEqual(['surgeri=48 tanner lane']);
    expect(slots('We meet at the Miller’s Arms on Friday.').map((s) => s.split('=')[1])).toContain('miller’s arms');
  });

  it('reads "from W to V" as a change only when a verb moves something', () => {
    expect(slots('The first bus from Radley to Abingdon is at 06:40.')).not.toContain('!=radley');
    expect(claim('The first bus from Radley to Abingdon is at 06:40.').denied.size).toBe(0);
    expect(claim('They moved the stall from Radley to Abingdon.').denied).toContain('radley');
  });
});

describe('what a value is of, when the sentence says it indirectly', () => {
  it('takes the phrase a sentence opens with for the pronoun that stands for it after a pause', () => {
    expect(slots("Mum's physio appointment, the Tuesday one — that's been moved to 16:30.")).toContain(
      'mum physio appoint=t16:30',
    );
  });

  it('takes the subject of the clause before a pause for "it" after it, and for "its" the thing that clause names', () => {
    // The clause before the pause has its own verb: "it" is what that clause is about, not how it ended.
    expect(slots('the garage door opener was reset overnight - it’s 8824 now')).toContain('garag door open=8824');
    // "its": the thing the clause before the pause named.
    expect(slots('the landlord replaced the boiler; its service interval is 18 months')).toContain(
      'boiler servic interv=18 months',
    );
    // ("his", "her", "their" stand for people, whose things are not the thing just named.)
    expect(slots('we saw the new GP; her surgery hours are 8:00 to 13:00')).not.toContain('gp surgeri hour=t08:00');
  });

  it('takes what the sentence before spoke of for an "it" that opens a sentence with a copula', () => {
    // What the verb acted on, or else its subject (a when is neither).
    expect(slots("We switched GP surgery. It's Hillview Practice now.")).toContain('gp surgeri=hillview practice');
    expect(slots('The door code changed last week. It is 4471 now.')).toContain('door code=4471');
    // Not what a phrase headed by "one" names, nor anything a sentence with a value of its own speaks of.
    expect(slots("Ordered the blue one. That's £45.")).toContain('=£45');
    expect(slots("The plumber fixed the boiler for £90. It's working again.").join()).not.toContain('boiler=');
    // A question is no topic.
    expect(slots("Did they change the door code? It's 4471.")).toContain('=4471');
  });

  it('reads the names in a sentence that ends with a full stop, though every word of it is capitalised', () => {
    expect(slots("Got a new dentist. It's Dr Patel on Hill Street.")).toContain('dentist=dr patel');
    expect(slots('Went to Oakfield Clinic for Pepper.').join()).toContain('=oakfield clinic');
    // A heading is still a heading: its capitals mark the style, not names.
    expect(slots('Shortcuts on Windows and Linux')).toEqual([]);
  });

  it('takes a value set off by commas after a particular thing for what that thing is', () => {
    expect(slots("She's reinstated my original setting, 9 cmH2O, from tonight.")).toContain('set=9 cmh2o');
    expect(slots('I met the new treasurer, Anna Berg, at the fete.')).toContain('treasur=anna berg');
    // Not an item of a list, a count, or a number a noun introduces (which one the thing is).
    expect(slots('Bought apples, pears, 3 bananas.')).toEqual(['=3 bananas']);
    expect(slots('The kids, 4 of them, slept.')).toEqual(['=4']);
    expect(slots('Fixed the Kelby sync bug, issue 4410.').join()).not.toContain('bug=');
  });

  it('reads a yes-or-no question as asserting nothing, a "no" after it as denying what it asked', () => {
    const asked = 'Maya: Is the choir rehearsal still at 19:30?';
    expect(slots(asked)).toEqual([]);
    expect([...claim(asked).mentions]).toContain('t19:30');
    expect(claim(asked).update).toBe(false);
    expect(slots(`${asked}\nBen: No, it starts at 20:00 now.`)).toContain('!=t19:30');
    expect(slots(`${asked}\nBen: Yep.`)).toContain('=t19:30');
    // Only a bare yes or no answers it: "No idea" is no denial.
    expect(slots(`${asked}\nBen: No idea, ask Priya.`)).not.toContain('!=t19:30');
  });

  it('reads the clause a question passes on after "heard" or "know" as said, and one it asks "whether" as not', () => {
    expect(slots('Has anyone else heard the plot rent is going up to £68 a year??')).toEqual(['plot rent=£68']);
    expect(claim('Has anyone else heard the plot rent is going up to £68 a year??').update).toBe(true);
    expect(slots('Did you know that the pool shuts at 6pm on Sundays now?')).toContain('pool=t18:00');
    expect(slots('Has anyone heard whether the pool shuts at 6pm?')).toEqual([]);
    // A question about the thing itself still asserts nothing.
    expect(slots('Did the kickoff move to Room 3C?')).toEqual([]);
    expect(slots('Do you think the rent is going up to £68?')).toEqual([]);
  });

  it('gives a name that does to a particular thing what a verb says the role its agent noun names', () => {
    expect(slots('Ines Duarte drives the Monday carpool starting this week.')).toContain(
      'mondai carpool driver=ines duarte',
    );
    expect(slots('Priya Shah leads the design team.')).toContain('design team leader=priya shah');
    // Not without a particular thing ("announces fare changes"), nor where English has no such noun.
    expect(slots('Solent Link Ferries announces fare changes.')).toEqual([]);
    expect(slots('Peel Park hosts the start this year.').join()).not.toContain('=peel park');
  });

  it('takes a label for the subject of the verb right after it', () => {
    expect(slots('Autumn term: starts 2 September.')).toEqual(['autumn term=dmonth=9,day=2']);
  });

  it('keeps the code that says which thing it is in what is talked about', () => {
    const [slot] = claim('Ticket ref HX-4410 has been reassigned to 3 May.').slots.filter(
      (s) => s.value.kind === 'date',
    );
    expect(slot?.attribute).toEqual(['ticket', 'ref', 'hx-4410']);
  });

  it('finds the phrase a value is of past the place and the day that qualify it', () => {
    expect(slots('The ferry back from Inchmore on Sundays is 17:10.')).toContain('ferri=t17:10');
  });
});

describe('what a headline and a word say', () => {
  it('gives the values of the clause after a headline of a change to the name the headline opens with', () => {
    expect(slots('Pilates moved — the studio has me on Mondays 18:15 from June.')).toEqual(
      expect.arrayContaining(['pilat=dweekday=1', 'pilat=t18:15']),
    );
    // A name whose verb takes the value itself tells where it went, not a value of its own.
    expect(slots('Priya went to Gdansk for the weekend.')).toEqual(['=gdansk']);
  });

  it('reads a weekday and a clock time after it as a day and a time, not one name', () => {
    expect(slots('Choir: Wednesdays 19:45 in the hall.')).toEqual(
      expect.arrayContaining(['choir=dweekday=3', 'choir=t19:45']),
    );
    // A clock time said in words is the time it says, keyed as its digits are.
    expect(slots('The book group meets at half seven.')).toEqual(['book group=t07:30~']);
    expect(slots('Orchestra practice ends at quarter to ten pm.')).toEqual(['orchestra practic=t21:45']);
    expect(slots('The book group meets at 7:30.')).toEqual(['book group=t07:30~']);
    // A clock time that leaves the half of the day open says so in its key; an hour after "at" is a time.
    expect(slots('The book group meets at 7:30 pm.')).toEqual(['book group=t19:30']);
    expect(slots('The book group meets at 7.')).toEqual(['book group=t07:00~']);
    expect(slots('The jacket is priced at 9 pounds.')).toEqual(['jacket=£9']);
    expect(slots('Half the orchestra was away; we ate half a cake.')).toEqual([]);
    // The hours between two clock times are one time, keyed by both ends, not a code.
    expect(slots('Orchestra practice is Thursdays 18:15-20:00.')).toEqual(
      expect.arrayContaining(['orchestra practic=dweekday=4', 'orchestra practic=t18:15-t20:00']),
    );
  });

  it("gives a time right after a day the day's attribute", () => {
    expect(slots('From May the beginners group is on Fridays 17:30.')).toEqual(
      expect.arrayContaining(['beginn group=dweekday=5', 'beginn group=t17:30']),
    );
  });

  it('names, and does not assert, what an aside right after a value says of it', () => {
    const c = claim('Choir now meets in the Old Granary (4 Mill Yard, upstairs) on Tuesdays.');
    expect(c.values).toContain('old granary');
    expect(c.values).not.toContain('4 mill yard');
    expect(c.mentions).toContain('4 mill yard');
  });

  it('reads a place named with its owner and a compound noun, after a label, as one value', () => {
    expect(slots("Pottery class — St. Mary's church hall, 18:00.")).toContain("potteri class=st. mary's church hall");
  });

  it('reads a verb the tagger took for a plural noun before "to" and its value', () => {
    expect(slots('Pocket money rises to £6 a week.')).toContain('pocket monei=£6');
    expect(slots('Parking charge drops to £3 a day.')).toContain('park charg=£3');
  });

  it('reads a date written with dots day first', () => {
    expect(slots('Car tax due 03.11.2029.')).toContain('car tax=dyear=2029,month=11,day=3');
  });

  it('reads a capital joined to a word by a hyphen as the start of a word, not a name', () => {
    expect(claim('Reset the X-ray viewer to 1.4.2 after the update.').values).not.toContain('x');
  });

  it('reads both halves of a word joined by a hyphen as one noun, whatever the tagger makes of them', () => {
    // "pick" is tagged a verb and "up" a preposition: neither ends the phrase, nor is "up" a preposition.
    expect(slots('School pick-up is 3:15 at the side gate.')).toContain('school pick up=t03:15~');
    expect(slots('Pick-up moved to 3:30 this term.')).toContain('pick up=t03:30~');
    expect(slots('Daily stand-up 9:45 on Teams.')).toContain('stand up=t09:45~');
  });

  it("reads a clock time right after a noun as that noun's value, though one word names it and a place follows", () => {
    expect(slots('Our standup 9:45 in the small room.')).toContain('standup=t09:45~');
    // (A bare number there still says which one: "Day 12" is a heading.)
    expect(slots('Day 12, in the small room.')).toEqual(['=12']);
  });

  it('reads the thing a label names past when it recurs ("on the 3rd of each month")', () => {
    expect(slots('Standing order from the joint current account on the 3rd of each month: £320.')).toContain(
      'account stand order=£320',
    );
  });

  it('marks the values a sentence tells as a correction: a word of error, a "mis-" verb, or "V not W"', () => {
    const corrected = (text: string): string[] =>
      claim(text)
        .slots.filter((s) => s.corrected)
        .map((s) => s.value.key);
    expect(corrected("Misread the slip - parents' evening is Thursday 14th, 5.40pm.")).toContain('dday=14,weekday=4');
    expect(corrected('Sorry, I had the wrong room: the interview panel is in 3.41 at 2pm.')).toContain('3.41');
    expect(corrected('Turns out I typed it wrong. The code is 4471.')).toContain('4471');
    expect(corrected('The venue is Porto, not Lisbon.')).toContain('porto');
    // (Past sentences that tell no value, to the next that does; not beyond it.)
    const past = 'Misread the letter. Nobody is moving anywhere. We stay in room B12 as always. Lunch is at 13:00.';
    expect(corrected(past)).toEqual(['room b12']);
    // A text that says nothing was wrong corrects nothing; nor does a proper name that happens to begin so.
    expect(corrected('The interview panel is in 3.41 at 2pm.')).toEqual([]);
    expect(corrected('The Mississippi trip is on 3 May.')).toEqual([]);
  });

  it('reads a noun of error with a number after it as the name of an error, not as a correction', () => {
    const correction = (text: string): boolean => claim(text).correction;
    expect(correction('Status codes: 0 - done, 3 - disk error 4 - timeout, 5 - not found.')).toBe(false);
    expect(correction('Error 404 on the login page since Monday.')).toBe(false);
    expect(correction('That was an error: the dentist is on the 14th.')).toBe(true);
  });

  it('reads a change from a value in an infinitive a noun governs as wanted or asked for, not as done', () => {
    const denied = (text: string): string[] =>
      claim(text)
        .slots.filter((s) => s.denied)
        .map((s) => s.value.text);
    expect(denied("There's no reason for the club to move from Tuesdays to Thursdays.")).toEqual([]);
    expect(denied('We asked the landlord to move us from flat 2 to flat 5.')).toEqual([]);
    expect(denied('The club moved from Tuesdays to Thursdays.')).toEqual(['Tuesdays']);
    expect(denied('We decided to move the club from Tuesdays to Thursdays.')).toEqual(['Tuesdays']);
  });

  it('reads a sentence that dismisses what was said before as a correction, not one that dismisses a thing', () => {
    const correction = (text: string): boolean => claim(text).correction;
    expect(correction('Scratch that about piano. Theo keeps his 4:30pm slot.')).toBe(true);
    expect(correction('Ignore my note from yesterday: the staff password is still tidewater-plum-88.')).toBe(true);
    expect(correction('Disregard my last message: the pickup is at 3:30.')).toBe(true);
    expect(correction('Sorry - forget what I said about Tuesday, it is Wednesday.')).toBe(true);
    expect(correction("Turns out Brightsmile's text was meant for a different Juno.")).toBe(true);
    expect(correction('It turns out the 7730 was the back door code.')).toBe(true);
    expect(correction('The cake turns out great every time.')).toBe(false);
    expect(correction('Ignore the fire alarm test at 11.')).toBe(false);
    expect(correction('I forgot my keys at the office.')).toBe(false);
  });

  it('reads a label that says what kind of note it is as no attribute ("Correction:", "Erratum -")', () => {
    expect(slots('Correction: the 21 March date was for Year 5 only.')).toContain('=dmonth=3,day=21');
    expect(slots('Erratum - the 14 March date was for Year 5.')).toContain('=dmonth=3,day=14');
    // A label that names a thing gives it the value.
    expect(slots('Fee: £40.')).toContain('fee=£40');
  });
});

describe('whose, where and what act', () => {
  it('reads a name after "of" as whose the thing is, as its possessive says, and names it without asserting it', () => {
    const of = claim('The treasurer of Wexcombe Rowing Club (since May) is Hana Ito.');
    expect(of.slots.map((s) => s.attribute)).toEqual([
      claim("Wexcombe Rowing Club's treasurer is Hana Ito.").slots[0]?.attribute,
    ]);
    expect(of.values.has('wexcombe rowing club')).toBe(false);
    expect(of.mentions.has('wexcombe rowing club')).toBe(true);
    // ("The change of dentist to V" is no name: nothing owns it.)
    expect(slots('The colour of the front door is dark green.')).not.toContain('front door colour=dark green');
  });

  it('reads a name closed by the nouns it modifies after "in" or "at" as one place; elsewhere it still only names', () => {
    expect(claim('The quiz team plays in the Harcourt Arms function room on Wednesdays.').values).toContain(
      'harcourt arms function room',
    );
    expect(claim("Rehearsals are at St Oswin's parish hall until Easter.").values).toContain("st oswin's parish hall");
    // A name that modifies a noun elsewhere is part of what is talked about, as before.
    const move = claim('Everyone is talking about the Elm Square move.');
    expect(move.values.size).toBe(0);
    expect(move.mentions).toContain('elm square');
    // A place no verb or link binds says where, in passing: it is named, not asserted.
    const passing = claim('Sunny all day in the Kelso Park bandstand, lovely.');
    expect(passing.values).not.toContain('kelso park bandstand');
  });

  it('keeps the act of a verb whose subject names nothing, until an attribute is found for it', () => {
    const acted = claim('We rehearse in the Ashgrove Chapel vestry on Mondays.').slots;
    expect(acted.map((s) => [s.attribute.join(' '), s.act])).toContainEqual(['', 'rehears']);
    // A subject that names something binds the verb as before.
    expect(verbSlots('The choir rehearses in the Ashgrove Chapel vestry.')).toEqual([
      'choir/rehears=ashgrove chapel vestry',
    ]);
    expect(claim('The choir rehearses in the Ashgrove Chapel vestry.').slots[0]?.act).toBeUndefined();
  });

  it('reads a label that a short path leads to as the label: each step says which thing', () => {
    expect(claim('Club news - Under-10s team: practice is Friday 17:00.').lead?.terms).toContain('team');
    // (A long clause before a colon is no label.)
    expect(
      claim('I told everyone at the meeting last night about the new rota: it starts Monday.').lead,
    ).toBeUndefined();
  });

  it("reads the object of a verb that opens a note as what changed, and a bare object as its named subject's", () => {
    expect(slots('Changed dentist to Dr Varga.')).toEqual(['dentist=dr varga']);
    expect(slots('Moved the team meeting to 9:30.')).toEqual(['team meet=t09:30~']);
    expect(slots('Halden Library moved storytime to 10:30.')).toEqual(['halden librari storytim=t10:30~']);
    expect(slots('Nadia: fyi Brackley pushed opening back to 9:45')).toContain('bracklei open=t09:45~');
  });

  it("gives a value bound to nothing the one attribute a sentence binds, but not a plain word's or another thing's", () => {
    const back = claim("Went back to Dr Ames at Kiln Street Surgery; the other practice's phone line was useless.");
    expect(back.slots[0]?.attribute).toEqual([]);
    expect(claim('Tom lands at 07:40 after all, 08:55 is the Oslo flight.').slots[0]?.attribute).not.toContain('oslo');
    // (A value said to be no longer the thing's still binds the one after it.)
    expect(slots('Brightside is no longer our plumber; we use Clearview Co now.')).toContain('plumber=clearview co');
    // A verb in its base form between two nouns is a word of the phrase, not the verb whose object it is.
    expect(slots('We reset the gate lock code to 5521.')).toEqual(['gate lock code=5521']);
  });

  it('reads past whom a verb gives or costs the value to ("costs us £40")', () => {
    expect(verbSlots('The plan costs me £40 a month.')).toEqual(['plan/cost=£40']);
    // (A name before the verb the tagger took for a noun is who it is about, not part of a noun phrase.)
    expect(claim('Spotify costs us £11.99 a month.').mentions).toContain('spotify');
  });

  it('reads a name after another name and "at" as where that one is', () => {
    const c = claim('Our dentist is Dr Pike at Castle Dental.');
    expect(c.slots.map((s) => [s.value.key, s.where === true])).toEqual([
      ['dr pike', false],
      ['castle dental', true],
    ]);
    expect(claim('Lunch at Castle Dental.').slots.some((s) => s.where)).toBe(false);
  });

  it('gives a label closed by a past verb the thing the verb befell ("the new quote arrived: £2,780")', () => {
    expect(slots("Kasia's revised estimate arrived: £4,120.")).toEqual(['kasia revis estim=£4,120']);
    expect(slots('New gate PIN issued: 5521')).toEqual(['gate pin=5521']);
    // A clause of its own that says when is not what the value is of.
    expect(slots('Bank letter came, a new sort code since the branches were merged: 40-12-76.')).toEqual([
      'sort code=40-12-76',
    ]);
    expect(slots('Permit renewed, new bay number after the car park was repainted: 114')).toEqual(['bai number=114']);
  });
});

describe('addresses, asides, ranges and returns', () => {
  it('keeps an e-mail address whole, its local part and all, and joins a firm named with "&"', () => {
    expect(slots('From March they want receipts sent to expenses-uk@brackwell.example.')).toContain(
      'receipt=expenses-uk@brackwell.example',
    );
    // (Whatever the tagger calls the word after the ampersand.)
    const firm = claim('Statements for Hollis & Moor Ltd go to ledger@hollismoor.example.');
    expect(firm.mentions).toContain('hollis & moor ltd');
    expect(slots('Statements for Hollis & Moor Ltd go to ledger@hollismoor.example.')).toEqual([
      'statement=ledger@hollismoor.example',
    ]);
  });

  it('gives a value bound to nothing no attribute of another clause, and keeps an imperative act', () => {
    const paged = claim('Escalate to Oskar Lindgren if the queue does not drain within 20 min.').slots;
    const oskar = paged.find((s) => s.value.key === 'oskar lindgren');
    expect(oskar?.attribute).toEqual([]);
    expect(oskar?.act).toBe('escal');
  });

  it('reads a noun phrase in an aside after a code as what the code is; after a name it says who', () => {
    expect(slots('WX-4471-BT (water board customer number)')).toEqual(['water board custom number=wx-4471-bt']);
    expect(slots('Screen 4 seats: 88213 (PG) and 88214 (PG).')).not.toContainEqual(expect.stringMatching(/^pg/));
    expect(slots('88213 (PG)')).toEqual(['=88213']);
    expect(slots('Vet of Biscuit (our dog) is Tamsin Reed.')).toEqual(['biscuit vet=tamsin reed']);
    expect(slots('Squad C (the juniors) trains Fridays.')).not.toContainEqual(expect.stringMatching(/^junior/));
  });

  it('reads a subject and its verb across an aside ("Squad C (the juniors) trains Fridays")', () => {
    const trained = claim('Squad C (the juniors) trains Fridays at 16:30 in the small pool.');
    expect(trained.mentions).toContain('squad c');
    expect(trained.slots.map((s) => s.act)).toContain('train');
  });

  it('reads a path given as a value as that value, not as markup', () => {
    expect(claim('export BACKUP_ROOT=/srv/vault/nightly').assertive).toBe(true);
    expect(claim('{:height 30 :width 20 :id "x"}').assertive).toBe(false);
  });

  it('reads days from one to another of a month as one value, and a clock range with a dash as one time', () => {
    expect(slots('Cottage booking: the Lindqvists, 12–18 August.')).toContain('cottag=dmonth=8,day=12,to=8-18');
    expect(claim('Cottage booking: the Lindqvists, 12–18 August.').values).not.toContain('12');
    const window = claim('Maintenance slot: moved to Friday evenings, 19:30–21:00, because of the backups.');
    expect(window.slots.map((s) => `${s.attribute.join(' ')}=${s.value.key}`)).toEqual([
      'mainten slot=dweekday=5',
      'mainten slot=t19:30-t21:00',
    ]);
  });

  it('reads a span of hours as one time keyed by both ends, and "from W to V" after a change as two', () => {
    // A dash glued before a clock time ("3pm-7.30pm") is no minus sign; an end says its half of the day for both.
    expect(slots('Visiting is now 3pm-7.30pm.')).toEqual(['visit=t15:00-t19:30']);
    expect(slots('Visiting is 2pm till 4pm, two at a bed.')).toEqual(['visit=t14:00-t16:00']);
    expect(slots('Gym hours: 6:00-8:00pm.')).toEqual(['gym hour=t18:00-t20:00']);
    const moved = claim('Standup moved from 9am to 10am.');
    expect(moved.update).toBe(true);
    expect(moved.denied).toContain('t09:00');
    expect(moved.values).toContain('t10:00');
    // What changed stands before the value it changed from.
    expect(slots('We changed the standup from 9:30 to 10:15.')).toEqual(['!standup=t09:30~', 'standup=t10:15~']);
    expect(claim('We moved the standup from Monday to Tuesday.').denied).toContain('dweekday=1');
    // Without a reported change, "from … to …" is a span.
    expect(claim('The shop is open from Monday to Friday.').denied.size).toBe(0);
    expect(claim('She works from 9am to 5pm.').denied.size).toBe(0);
  });

  it('reads a gerund as what changed: after a pause or a when, or right after the verb that moved it', () => {
    expect(slots('Hi all, from this Saturday sorting is pushed back to 10:15 so the van can unload.')).toEqual([
      'sort=t10:15~',
    ]);
    expect(slots("The ward's changed visiting to 3pm from today.")).toEqual(['visit=t15:00']);
    expect(slots('We pushed sorting back to 10:15.')).toEqual(['sort=t10:15~']);
  });

  it('reads a state said to hold again as a change back; an event repeated is no change', () => {
    expect(claim('Refunds go to the Carlow office again.').update).toBe(true);
    expect(claim('The parking fee is £3 once more.').update).toBe(true);
    expect(claim('The dishwasher leaked again on Sunday.').update).toBe(false);
  });
});

describe('money as people write it', () => {
  it('reads the noun after an amount of money as what it prices, not as its unit', () => {
    expect(claim('Ours is unchanged, £2,340 stands.').values).toContain('£2,340');
    expect(claim('the £95 invoice came today').values).not.toContain('£95 invoic');
    // (A count keeps its unit: "500 requests".)
    expect(claim('The API allows 500 requests a minute.').values).toContain('500 requests');
  });
});

describe('a move to a place named after what it is', () => {
  it('reads "from W to bigger premises at V" as W replaced', () => {
    const moved = claim('Pellow Physio has moved from 14 Kiln Lane to a larger unit at 3 Weir Street.');
    expect(moved.denied).toContain('14 kiln lane');
    expect(moved.slots.find((s) => s.value.key === '14 kiln lane')?.replaced).toBe(true);
    // ("from Monday to the end of the week" names no place.)
    expect(claim('The pool is shut from Monday to the end of the week.').denied.size).toBe(0);
  });
});

describe('places and roles as people name them', () => {
  it('reads a place named with an owner after "at", and a place closed by a word of how or when', () => {
    expect(claim("We meet in the back room at Pollard's Tearoom on Fridays.").values).toContain("pollard's tearoom");
    const annex = claim("so we'll be at the Eastgate library annex instead");
    expect([...annex.values, ...annex.mentions]).toContain('eastgate library annex');
    // (A pronoun with its verb is no name: "I'm".)
    expect(claim("Sam covers the desk until I'm back in June.").values).not.toContain("i'm");
  });

  it('reads a role said without an article as the role a name fills, not as any predicate', () => {
    expect(slots('Priya Raman is acting head of sales until March.')).toContainEqual(
      expect.stringMatching(/^act head=priya raman$/),
    );
    expect(slots('Marta is treasurer this year.')).toEqual(['treasur=marta']);
    expect(slots('Porto is lovely in spring.')).toEqual([]);
  });
});

describe('predicates, events and measures as notes write them', () => {
  it('binds a value after an adjective said of a noun phrase, with or without its copula', () => {
    expect(verbSlots('The MOT is due on 3 March.')).toEqual(['mot/due on=dmonth=3,day=3']);
    expect(verbSlots('Timing belt due at 90,000 miles.')).toEqual(['time belt/due at=90,000 miles']);
    // The adjective and its preposition say which slot: opening from 9 is not open until 6.
    expect(verbSlots('Parking is only free after 6pm.')).toEqual(['park/free after=t18:00']);
    // An hour with its half of the day is a clock time, though the tagger hears "until 8pm" as a duration.
    expect(verbSlots('The pool is open until 8pm on weekdays.')).toEqual(['pool/open until=t20:00']);
  });

  it('names what a note is about by a label that is a name and nothing more', () => {
    expect([...claim('Fabia: timing belt due at 90,000 miles.').mentions]).toEqual(['fabia']);
    // A label that frames ("Update") or a speaker is no such name.
    expect([...claim('Update: the pool opens at 7 now.').mentions]).toEqual([]);
    expect([...claim('Priya: I moved the stand-up to 9:45.\nTom: ok').mentions]).toEqual([]);
    // In a transcript the label is who speaks, whatever the line after it says.
    expect([...claim('Nadia: 4.0.1 passed the tests this morning\nMe: all of them?').mentions]).toEqual([]);
  });

  it('reads a year before a name as the year of a model, not a house number or a count of it', () => {
    expect(slots('For a 2019 Skoda Fabia the interval is 120,000 miles.')).toEqual([
      '=2019',
      '=skoda fabia',
      'interv=120,000 miles',
    ]);
    // A house number is still an address.
    expect(slots('Moved to 12 Cobden Street.')).toEqual(['=12 cobden street']);
  });

  it('lists values of one unit only: two measures of one thing are no list', () => {
    const listed = (text: string): boolean[] => claim(text).slots.map((s) => s.listed === true);
    expect(listed('The interval is 120,000 miles or 10 years, whichever comes first.')).toEqual([false, false]);
    expect(listed('Sizes: 10 mm, 12 mm and 14 mm.')).toEqual([true, true, true]);
  });

  it('lists no value that opens a clause of its own after one a verb took', () => {
    expect(slots('Checked with Dave: the shop alarm PIN stayed 2284, 7730 is the safe.')).toEqual(
      expect.arrayContaining(['shop alarm pin=2284', 'safe=7730']),
    );
    expect(claim('The PIN stayed 2284, 7730 is the safe.').slots.some((s) => s.listed)).toBe(false);
    // The values a clause is about are still a list.
    expect(claim('We use Dynalist, Workflowy and Remnote.').slots.every((s) => s.listed)).toBe(true);
  });

  it('keys a span of time in one measure, however it is said', () => {
    const key = (text: string): string | undefined => claim(text).slots[0]?.value.key;
    expect(key('You can keep books for three weeks.')).toBe('21 days');
    expect(key('You can keep books for 21 days.')).toBe('21 days');
    expect(key('The walk takes 1.5 hours.')).toBe(key('The walk takes 90 minutes.'));
    // Months have no fixed length in days.
    expect(key('The contract runs for 3 months.')).toBe('3 months');
  });

  it('reads a noun in -ing that closes the phrase opening a verbless clause as the event it names', () => {
    expect(slots('Deed signing at Studio Bassani on 12 January at 10:30.')).toEqual([
      '=studio bassani',
      'deed sign=dmonth=1,day=12',
      'deed sign=t10:30~',
    ]);
  });

  it('reads a day and its hour after "at" as one when, whatever the hour was bound to', () => {
    expect(slots('The signing is moved to 19 January at 15:00.')).toEqual(['sign=dmonth=1,day=19', 'sign=t15:00']);
  });

  it("reads a month's word that opens a line before a colon as who speaks, not as a date", () => {
    const kinds = (text: string): string[] => claim(text).slots.map((s) => s.value.kind);
    expect(kinds('Jun: heads up, we can get in at 08:20 now\nPriyanka: ugh ok')).not.toContain('date');
    // A month with its day is a date wherever it stands.
    expect(kinds('Jun 3: the co-working opens at 08:20')).toContain('date');
  });

  it('keeps the verbs a text says did not happen', () => {
    expect([...claim('Sorry, I told you wrong: the appointment was not moved.').undone]).toEqual(['move']);
    expect([...claim('The appointment was moved to Friday.').undone]).toEqual([]);
  });
});

describe('what the words of a sentence stand for', () => {
  it('reads a day right after the phrase that opens a clause as when, not as what the phrase is', () => {
    expect(slots('sprint demo Thursday is in the Lovelace room')).toEqual(['sprint demo=lovelace room']);
  });

  it('reads an acronym after a label that a verb follows as the subject of its clause', () => {
    expect(slots('For the release testing: UAT is on uat-west.palisade.app')).toEqual(['uat=uat-west.palisade.app']);
    // After a label with no verb to follow, it is the label's value.
    expect(slots('Protocol: UDP')).toEqual(['protocol=udp']);
  });

  it('reads a value set against the one just before it ("V, not W") as replaced by it', () => {
    const replaced = (text: string): string[] =>
      claim(text)
        .slots.filter((s) => s.replaced)
        .map((s) => s.value.key);
    expect(replaced("Swapped plots, so we're plot 22A now, not 14B anymore.")).toEqual(['14b']);
    expect(replaced('The meeting is in Porto, not Lisbon.')).toEqual(['lisbon']);
    // A negation of another kind of value replaces nothing.
    expect(replaced('The meeting is in Porto, not on Friday.')).toEqual([]);
  });

  it('reads "the new one" as the thing the sentence before spoke of, as "it" is', () => {
    expect(slots('Passport arrived today! The new one is PB9120366.')).toEqual(['passport=pb9120366']);
  });

  it('reads a verb of exchange that gives its object a value after "for" as a change of that object', () => {
    const swapped = claim("Asthma review: she's swapped my preventer for Fostair 100/6, one puff twice a day.");
    expect(swapped.update).toBe(true);
    expect(swapped.slots.map((x) => `${x.attribute.join(' ')}=${x.value.key}`)).toContain('prevent=fostair 100/6');
    // What a verb of exchange gives up for a value of its kind is replaced, as before.
    expect(claim('We swapped the 9:15 for the 9:45.').slots.find((x) => x.replaced)?.value.text).toBe('9:15');
  });

  it('reads a state said to hold since a day as one that began then, and "since" that gives a reason as none', () => {
    expect(claim('The printer is on 10.20.3.118 since the switch swap on Friday.').update).toBe(true);
    expect(claim('Since you asked, the printer is on 10.20.3.118 as it was on Friday.').update).toBe(false);
  });

  it('reads a verb whose past is its base form as past after its subject, not as an instruction', () => {
    expect(claim('Volume 1 at 91% so I cut snapshot retention down to 14 days.').update).toBe(true);
    expect(claim('The vet put the dose up to 2.5 mg.').update).toBe(true);
    expect(claim('Cut the snapshot retention down to 14 days.').update).toBe(false);
  });
});

describe('lines and names as print and scans give them', () => {
  it('reads a line that ends on a word no sentence ends with as going on in the next', () => {
    expect(slots('Due to building works your polling station has MOVED to\nBrampton Community Centre')).toEqual([
      'poll station=brampton community centre',
    ]);
    // A line that ends its sentence stands alone.
    expect(slots('Our polling station has moved.\nBrampton Community Centre')).not.toContain(
      'poll station=brampton community centre',
    );
  });

  it('keeps a line that opens with its speaker or label its own, whatever the line before ends on', () => {
    expect(claim("Diego: tell her i'm praying, my avó would want me to\nKeiko: Beatriz is my tutor").sentences).toBe(2);
    expect(claim('Your polling station has moved to\nVenue: Brampton Community Centre').sentences).toBe(2);
  });

  it('reads a line wholly in brackets as a caption that asserts nothing', () => {
    expect(slots('[photo of a leaflet pushed through the door - OCR]\nThe bins go out on Tuesday.')).toEqual([
      'bin=dweekday=2',
    ]);
  });

  it('reads a street address after a name as where that one is, not as a second item of a list', () => {
    const [centre, road] = claim('The polling station has moved to Brampton Community Centre, 41 Fenner Road.').slots;
    expect(centre).toMatchObject({ attribute: ['poll', 'station'], value: { key: 'brampton community centre' } });
    expect(centre?.listed).toBeUndefined();
    expect(road).toMatchObject({ where: true, value: { key: '41 fenner road' } });
  });

  it("reads a place named with an owner after a copula, and a capitalised word a tagger calls a verb as a name's", () => {
    expect(slots("Our polling station is St Aidan's Church Hall on Cope Street.")).toEqual([
      "poll station=st aidan's church hall",
      '=cope street',
    ]);
  });
});

describe('which one a thing is, and what a value is, as notes say it', () => {
  it('reads minutes said in words past an hour as a clock time, and a count "to" an hour as none', () => {
    expect(slots('Her class is now five past nine on Saturdays.')).toContain('class=t09:05~');
    expect(slots('Quiz night starts at twenty-five past eight pm.')).toEqual(['quiz night=t20:25']);
    expect(slots('We won ten to eight.')).toEqual([]);
    expect(slots('I read half seven pages.')).toEqual([]);
  });

  it('reads a time said again in another form right after itself as one value', () => {
    expect(slots('The class is 5.40pm (17:40) now.')).toEqual(['class=t17:40']);
  });

  it('reads a label of a word or two that opens its line as a thing, whatever the tagger makes of its words', () => {
    expect(slots('Booking: HX7731')).toEqual(['book=hx7731']);
    // (A particle keeps two things apart.)
    expect(slots('Check in: 2027-05-03\nCheck out: 2027-05-07')).toEqual([
      'check in=dyear=2027,month=5,day=3',
      'check out=dyear=2027,month=5,day=7',
    ]);
    // (…written with a hyphen too, as a label or in a sentence: the particle is half of the word.)
    expect(slots('Check-in: 2027-05-03\nCheck-out: 2027-05-07')).toEqual([
      'check in=dyear=2027,month=5,day=3',
      'check out=dyear=2027,month=5,day=7',
    ]);
    expect(slots('check-out moved to 8 May')).toEqual(['check out=dmonth=5,day=8']);
    // A lone form in -s that no subject precedes is a plural noun, not a verb: "retries: 3".
    expect(slots('retries: 3\nLogs: 14 days')).toEqual(['retri=3', 'log=14 days']);
    expect(slots('Keiko: see you at 8').join()).not.toContain('keiko');
    // A verb that a noun follows qualifies it ("Start date"); a lone verb keys a value set right beside it, never
    // a clause.
    expect(slots('Start date: 09/01/2027\nstart time: 16:45')).toEqual([
      'start date=dyear=2027,month=9,day=1',
      'start time=t16:45',
    ]);
    expect(slots('address: 14 Larkspur Road')).toEqual(['address=14 larkspur road']);
    expect(slots('Remember: the code is 4471')).toEqual(['code=4471']);
    expect(slots('Update: Brightwater Singers rehearse in the church hall').join()).not.toContain('updat');
    // A past form tells what befell the thing; a frame says what kind of note it is.
    expect(slots('Moved: Thursday').join()).not.toContain('move=');
    expect(slots('Update: the gym opens at 6').join()).not.toContain('updat');
  });

  it("reads a day or a time between a thing's article and its noun as that thing's value", () => {
    expect(slots('switched to the Thursday 7:30pm spin, mornings are killing me')).toEqual([
      'spin=dweekday=4',
      'spin=t19:30',
    ]);
    expect(slots("We're on the 8:15 train now.")).toEqual(['train=t08:15~']);
    expect(slots('Our 7:30 class is full.')).toContain('class=t07:30~');
    // (A name between says which one; an amount names less of whose thing it is: "the $9.99 Spotify plan".)
    expect(slots('We switched to the 9am Pilates class.')).toEqual(['pilat class=t09:00']);
    expect(slots('Still paying for the $9.99 Spotify plan.').join()).not.toContain('plan=');
    // (An ordinal says which one; a noun that names the value's kind names no thing.)
    expect(slots('The 3rd floor printer is down.').join()).not.toContain('floor printer=');
    expect(slots('the 21 March date was for Year 5 only.')).toContain('=dmonth=3,day=21');
  });

  it('reads a version as one value, however it is marked, and as the version of the noun before it', () => {
    const values = (text: string): string[] => claim(text).slots.map((x) => `${x.value.text}:${x.value.kind}`);
    expect(values('The relays are on firmware v2.4.1.')).toEqual(['firmware v2.4.1:code']);
    expect(values('API edge proxy: nginx/1.18.0 from the distro repo')).toEqual(['nginx/1.18.0:code']);
    expect(values('Flashed the MK4 with firmware 6.0.0-RC1.')).toContain('firmware 6.0.0-RC1:code');
    // (Numbers joined by two dots after a noun are its version; after "on" or "dated", a day.)
    expect(values('the cache box is on redis 6.2.14 so no functions yet')).toEqual(['redis 6.2.14:code']);
    expect(values('Invoice dated 6.2.14 was paid.')).toEqual(['6.2.14:date']);
  });

  it('reads a value set off after a reported change as what the change made of its thing', () => {
    expect(slots('cache box upgraded over lunch, redis 7.2.4 now')).toEqual(['cach box=redis 7.2.4']);
    expect(slots('Moved the standup again, 9:30 from Monday.')).toContain('standup=t09:30~');
    expect(slots('ok I updated the streaming PC anyway, OBS 30.0.2, scenes survived')).toEqual([
      'stream pc=obs 30.0.2',
    ]);
    // (A number a noun introduces says which one the thing is; a value not said to hold now or from a day on
    // is no outcome of the change: a link's text in the Logseq changelog.)
    expect(slots('Fixed the Kelby sync bug, issue 4410 now.').join()).not.toContain('bug=');
    expect(slots('Introduced a new template variable {date} to quick-capture, Documentation.')).toEqual([
      '=documentation',
    ]);
    // A participle that opens the clause qualifies its noun: the change is still told.
    expect(claim('Shared test iPhone updated to iOS 17.3.').update).toBe(true);
    // One said to be back where it was is a change too ("back to V" binds where "to" does).
    expect(claim('so the Mac mini is back on Xcode 15.0.1.').update).toBe(true);
    expect(claim('The Mac mini was back on Xcode 15.0.1 by noon.').update).toBe(false);
    // ("have" right before a value is the verb itself.)
    expect(slots('streaming PC has OBS 29.1.3')).toEqual(['stream pc=obs 29.1.3']);
  });

  it('reads a value set beside the phrase after "to" as that phrase\'s, when the verb moves nothing named', () => {
    expect(slots("We're going back to the old bike store code, 4471, same as before.")).toEqual([
      'bike store code=4471',
    ]);
    // (What a verb moves is what the value is of: the host is where the server went.)
    expect(slots('We moved the server to a new host, 203.0.113.87.')).toEqual(['server=203.0.113.87']);
  });

  it("reads a mail's Date among its From, To and Subject as when it was sent, not as a value", () => {
    const mail =
      'From: Gary Pellow <gary@pellow.co.uk>\nTo: me\nSubject: Re: tap - moved to Monday\nDate: Mon, 16 Aug 2027 08:02:10 +0100';
    expect(slots(mail).join()).not.toContain('date');
    expect(slots(mail)).toContain('subject=dweekday=1');
    // (Outlook's "Sent:" too; a date given as a field elsewhere is a value.)
    expect(slots('From: Ruth Abebe\nSent: 4 October 2027 09:12\nTo: Platform team').join()).not.toContain('sent');
    expect(slots('Booking: HX7731\nDate: 3 May 2027')).toEqual(['book=hx7731', 'date=dyear=2027,month=5,day=3']);
  });

  it('reads a number between the nouns of a subject as which one it is, not as a value', () => {
    expect(slots('Room 101 projector password is lumen42.')).toEqual(['room 101 projector password=lumen42']);
    expect(slots('The gate 4 code is 1234.')).toEqual(['gate 4 code=1234']);
    // (After a preposition the noun and its number are still a value: where something is.)
    expect(slots('The physio is in room 22.')).toEqual(['physio=room 22']);
    // (A day after a number says when; it is no unit of it.)
    expect(slots('We moved the physio to room 22 today.').join()).not.toContain('today');
  });

  it("reads a verb's object of an article and a noun, with a code right after it, as what the code is", () => {
    expect(slots('The printer now has the password halo93.')).toEqual(['printer password=halo93']);
    expect(slots('IT gave us the code 4471.')).toEqual(['code=4471']);
    // (A number after a preposition that qualifies the subject before its verb says which one: no value.)
    expect(slots('The projector in room 101 now uses the password halo93.')).toEqual([
      'room 101 projector password=halo93',
    ]);
  });

  it('reads a change that moves someone "to" as a change, whom it moved and all', () => {
    const bumped = claim("The pitch is flooded so they've bumped us to the late slot — Wanderers kickoff 21:25.");
    expect(bumped.update).toBe(true);
    expect(claim('The pitch is flooded — Wanderers kickoff 21:25.').update).toBe(false);
  });

  it('reads an "\'s" before an adverb that no noun follows as "is"', () => {
    expect(slots("The gym's now open at 6.")).toEqual(['gym=t06:00~']);
    expect(slots("Ana's very old bike is red.")).toEqual(['bike=red']);
  });
});

describe('a thing exchanged, and the new one named after it', () => {
  it('gives the first name after "we switched vets" to the vet, in its sentence or the next', () => {
    expect(slots('We switched vets; Dr. Kim at Oakwood sees the cat now.')).toContain('vet=dr. kim');
    expect(slots('We switched vets. Dr. Kim at Oakwood sees the cat now.')).toContain('vet=dr. kim');
    // (Not what was changed with an owner of its own, nor a value of another kind.)
    expect(slots('We changed our plans; Dr. Kim is on leave.').join()).not.toContain('plan');
    expect(slots('We switched vets. 9:30 suits us better.')).not.toContain('vet=t09:30~');
  });
});

describe('names and words the tagger splits or misreads', () => {
  it('reads a capitalised word inside a sentence with a number after it as a name, not a verb', () => {
    // ("Ward" is a verb to the tagger; what a verb before the pause takes is not the visiting's.)
    expect(slots('For anyone going in to see Grandad this week, Ward 12 visiting is 2pm till 4pm.')).toEqual([
      '=grandad',
      'ward 12 visit=t14:00-t16:00',
    ]);
    // (A sentence may open with an order.)
    expect(claim('Call 999 if the alarm goes off.').slots.map((s) => s.attribute.join(' '))).not.toContain('call');
  });

  it('reads a value in a clause that says on what condition the rest holds as that condition, not asserted', () => {
    const faster = claim('msgmerge is faster now on CPUs with many cores, if compiled with GCC 4.2 or newer.');
    expect(faster.values).not.toContain('gcc 4.2');
    expect(faster.mentions).toContain('gcc 4.2');
    expect(claim('Call me if the code 4411 does not work.').values.size).toBe(0);
    // (The clause after the condition asserts its value.)
    expect(slots("If you're coming, the meeting is at 3pm.")).toEqual(['meet=t15:00']);
  });

  it('reads a base verb after a plural and before an article as the verb', () => {
    expect(verbSlots('CI build agents use the runner image ubuntu-ci-2204-v7.')).toEqual([
      'agent runner imag/us=ubuntu-ci-2204-v7',
    ]);
  });

  it('reads a name with the nouns it qualifies, where a verb takes it "to", as one place', () => {
    expect(slots('The demo is moving to the Hopper room.')).toEqual(['demo=hopper room']);
    // (Not where no verb takes it there: the name qualifies the noun.)
    expect(claim('Send the files to the Kestrel office.').values).not.toContain('kestrel office');
  });
});
