import { describe, expect, it } from 'vitest';
import { claim, claimText, cues, valuesMissingFrom } from './claims';

describe('claims', () => {
  it('finds names, numbers, times and days as values, and what the text is about as subject', () => {
    const c = claim('My gym is Ironworks Gym. Keep this in the household binder.');
    expect([...c.values]).toEqual(['ironworks', 'gym']);
    expect(c.subject.has('gym')).toBe(true);
    expect([...claim('Remember: school start - 8:15.').values]).toEqual(['8:15']);
    expect([...claim('The recycling day is Tuesday.').values]).toEqual(['tuesday']);
  });

  it('does not take a title after "Dr." for the start of a sentence', () => {
    expect([...claim('I switched to Dr. Okafor.').values]).toEqual(['dr', 'okafor']);
  });

  it('strips reported-speech attribution from the claim', () => {
    expect(claimText('Someone on a neighbourhood forum claims the school start is 9:00.')).toBe(
      'the school start is 9:00.',
    );
    expect(claimText('The ferry fare rises to 4.50 next month, says a commuter forum.')).toMatch(
      /^The ferry fare rises to 4\.50\s*\.$/,
    );
    expect(claimText('According to the council, bins go out on Monday.')).toBe('bins go out on Monday.');
  });

  it('reads update, correction, negation and confirmation cues', () => {
    expect(cues('Note to self: Bluestone is the car insurer from now on.').update).toBe(true);
    expect(cues('I switched to a new dentist.').update).toBe(true);
    expect(cues('Correction: that was a mistake.').correction).toBe(true);
    expect(cues('The pool is not open.').negation).toBe(true);
    expect(cues('Double-checked the gym: still Ironworks.').confirmation).toBe(true);
    expect(cues('The library closes at 8 pm.')).toEqual({
      update: false,
      correction: false,
      negation: false,
      confirmation: false,
    });
  });

  it('lists the values one text names that another never mentions', () => {
    expect(valuesMissingFrom(new Set(['okafor', 'ames']), 'the dentist is Dr. Ames')).toEqual(['okafor']);
    expect(valuesMissingFrom(new Set(['8:15']), 'school starts 8:15 sharp')).toEqual([]);
  });
});

describe('negated values', () => {
  it('marks values under a negation as denied', () => {
    expect([...claim('The school start is 8:15, not 9:00.').negated]).toEqual(['9:00']);
    expect([...claim('I switched to Dr. Okafor. No longer going with Dr. Ames.').negated]).toContain('ames');
    expect(claim('The school start is 8:15.').negated.size).toBe(0);
  });
});

describe('subject and predicate', () => {
  it('splits at the link word, and reads an inverted copula the right way round', () => {
    const plain = claim('The spare key is under the blue doormat.');
    expect([...plain.subject]).toEqual(['spare', 'kei']);
    expect([...plain.predicate]).toEqual(['blue', 'doormat']);
    const inverted = claim('Note to self: latex is the allergy from now on.');
    expect([...inverted.subject]).toEqual(['allergi']);
    expect([...inverted.predicate]).toEqual(['latex']);
  });

  it('keeps a label that holds the subject ("the gym: still X"), drops one that frames a whole claim', () => {
    expect([...claim('Double-checked the water meter: still under the front steps.').subject]).toEqual([
      'water',
      'meter',
    ]);
    expect([...claim('Local radio transcript: ferry fare rises to 4.50.').subject]).toEqual(['ferri', 'fare']);
  });

  it('leaves out when it holds: "as of this month" is not what a claim is about', () => {
    expect([...claim('As of this month the allergy changed to latex.').subject]).toEqual(['allergi']);
  });

  it('does not take code, links or tasks for claims', () => {
    expect(claim('{:height 452, :width 785}').assertive).toBe(false);
    expect(claim('CleanShot 2021-09-22 at 21.47.58.png').assertive).toBe(false);
    expect(claim('TODO Write changelog for v0.0.10').assertive).toBe(false);
    expect(claim('The recycling day is Tuesday.').assertive).toBe(true);
  });
});
