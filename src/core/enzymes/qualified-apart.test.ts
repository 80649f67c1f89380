import { describe, expect, it } from 'vitest';
import { compare } from './compare';
import { r, relation } from '../../../tests/support/comparing';

describe('two things of one kind, each qualified its own way', () => {
  it('gives no value of one to the other: no change, no conflict, no agreement', () => {
    expect(compare(r('The west gate code is now 9920.'), r('The east gate code is 4471.'), 0.85)).toMatchObject({
      relation: 'related',
    });
    expect(relation('The west gate code is 4471.', 'The east gate code is 4471.', 0.9)).toBe('related');
    // (An adverb, as the tagger reads "north" between an article and a noun, qualifies as an adjective does.)
    expect(relation('The south car park now closes at 23:00.', 'The north car park closes at 22:00.', 0.9)).toBe(
      'related',
    );
    // (…and one it calls a verb between two nouns: "deploy".)
    expect(
      relation('The production deploy window is now Thursday 09:00.', 'Staging deploy window is Tuesday 14:00.', 0.66),
    ).toBe('related');
    // (A helper trying the app found this one composted: no note named a glaze room before.)
    expect(relation('The glaze room code is now 7302.', 'The kiln room code is 6614.', 0.71)).toBe('related');
  });

  it('tells two things apart by what each names where neither binds a value: neither confirms the other', () => {
    const upstairs = 'The upstairs bathroom tap washer was replaced in May.';
    expect(compare(r('The downstairs bathroom tap washer was replaced in August.'), r(upstairs), 0.98)).toMatchObject({
      relation: 'related',
      cue: 'two things of one kind',
    });
    expect(
      relation('Fixed the upstairs bathroom tap washer again.', 'Fixed the upstairs bathroom tap washer.', 0.97),
    ).toBe('confirm');
  });

  it('reads the thing a phrase after the noun names: the code for the east entrance is the east entrance code', () => {
    // (A helper trying the app saw the west entrance's code composted by this change of the east one's.)
    const changed = 'We changed the code for the east entrance to 2468.';
    expect(relation(changed, 'The west entrance code is 5678.', 0.67)).toBe('related');
    expect(relation(changed, 'The east entrance code is 1234.', 0.67)).toBe('challenge');
  });

  it('is no other thing where one side only adds a word, or says the other side’s word too', () => {
    expect(relation('The north car park now closes at 23:00.', 'The car park closes at 22:00.', 0.88)).toBe(
      'challenge',
    );
    expect(
      relation('The west gate code is now 9920.', 'The west gate code is 5502. The east gate code is 4471.', 0.88),
    ).toBe('challenge');
    // ("error" is a word about the telling, left out of what a text says of its subject, but said all the same.)
    expect(
      relation(
        'Search’s error threshold was lowered to 1% per hour.',
        'The search service error threshold is 2% per hour.',
        0.83,
      ),
    ).toBe('challenge');
  });

  it('is no other thing where the words before it say which version, not which thing', () => {
    expect(relation('Our new dentist is Dr. Okafor.', 'Our dentist is Dr. Ames.', 0.7)).toBe('challenge');
    expect(relation('The current start time is now 9:30.', 'The usual start time is 9:00.', 0.87)).toBe('challenge');
  });
});
