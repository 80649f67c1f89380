import { describe, expect, it } from 'vitest';
import { compare } from './compare';
import { r, relation } from '../../../tests/support/comparing';

describe('another value of one named thing', () => {
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

    it('takes a word both write as a name for the thing each speaks of, however each binds its value', () => {
      const own = 'Gridline API: the quota is 500 calls/hour.';
      const heard = 'FWIW Gridline caps every token at 300 calls/hour, at least last year.';
      expect(compare(r(heard), r(own), 0.66, 'unknown').disagrees).toBe('300 calls/hour against 500 calls/hour');
      // (With no name in common, two services may each have their quota.)
      const vendor = 'FWIW the vendor caps every token at 300 calls/hour, at least last year.';
      expect(compare(r(vendor), r(own), 0.66, 'unknown').disagrees).toBeUndefined();
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
