import { describe, expect, it } from 'vitest';
import { changedPlace } from './in-place';

describe('the one place where two texts differ', () => {
  it('finds the words each side holds there, amounts and codes whole', () => {
    expect(
      changedPlace(
        'Council tax for the year: £2,086.40, paid monthly',
        'Council tax for the year: £2,549.90, paid monthly',
      ),
    ).toEqual({
      before: '£2,086.40',
      after: '£2,549.90',
      shared: ['council', 'tax', 'for', 'the', 'year', 'paid', 'monthly'],
      opener: { word: 'year', marks: ':' },
    });
    expect(changedPlace('Deploy region for the API: us-east-2', 'Deploy region for the API: eu-west-1')).toMatchObject({
      before: 'us-east-2',
      after: 'eu-west-1',
    });
  });

  it('finds none when more than a few words change, when one side only adds words, or when little is shared', () => {
    expect(
      changedPlace('The gate code is 4471', 'The gate code was changed by the caretaker last week to 9032'),
    ).toBeUndefined();
    expect(changedPlace('The gate code is 4471', 'The gate code is 4471 again')).toBeUndefined();
    expect(changedPlace('Call Ana', 'Call Bo')).toBeUndefined();
    expect(changedPlace('Lunch with Ana on Monday', 'Dinner with Bo on Monday')).toBeUndefined();
    // Two places changed, with a word between them that did not: two things, not one changed.
    expect(changedPlace('Room A: seats 8, has a projector.', 'Room C: seats 20, has a projector.')).toBeUndefined();
    expect(changedPlace('Today I ran 5 km in 28 minutes.', 'Today I ran 8 km in 47 minutes.')).toBeUndefined();
  });
});
