import { describe, expect, it } from 'vitest';
import { compare, read } from './compare';

const r = (text: string) => read(text, 12);

describe('enzyme comparison', () => {
  it('confirms the same claim in other words', () => {
    const c = compare(r('Double-checked the gym: still Ironworks Gym.'), r('My gym is Ironworks Gym.'), 0.79);
    expect(c.relation).toBe('confirm');
  });

  it('challenges the same subject with a different value, and says which', () => {
    const c = compare(
      r('Note to self: Riverside Fitness is the gym from now on.'),
      r('My gym is Ironworks Gym.'),
      0.61,
    );
    expect(c.relation).toBe('challenge');
    expect(c.cue).toContain('riverside');
  });

  it('challenges on an update that names the old value too', () => {
    const c = compare(
      r('I switched to a new dentist: Dr. Okafor. No longer going with Dr. Ames.'),
      r('The dentist is Dr. Ames.'),
      0.62,
    );
    expect(c.relation).toBe('challenge');
  });

  it('challenges on an explicit correction even when both name the same values', () => {
    const c = compare(
      r('Correction: the change of dentist to Dr. Okafor was a mistake; it is still Dr. Ames.'),
      r('I switched to a new dentist: Dr. Okafor. No longer going with Dr. Ames.'),
      0.8,
    );
    expect(c.relation).toBe('challenge');
    expect(c.cue).toBe('explicit correction');
  });

  it('reads the same correction made again as agreement, not as a challenge', () => {
    const c = compare(
      r('Actually, the staging database port is 5433, not 5432.'),
      r('Correction: the staging database listens on port 5433, not 5432.'),
      0.85,
    );
    expect(c.relation).toBe('confirm');
  });

  it('never challenges across subjects, however alike the sentences', () => {
    expect(
      compare(
        r('For reference, the vet clinic is Maple Vet Clinic.'),
        r('For reference, the dentist is Dr. Ames.'),
        0.55,
      ).relation,
    ).not.toBe('challenge');
    expect(
      compare(
        r('Someone on a forum claims the library closing time is 5 pm.'),
        r('Someone on a forum claims the school start is 9:00.'),
        0.68,
      ).relation,
    ).not.toBe('challenge');
  });

  it('treats two foreign reports of the same claim as confirmation, whoever reported them', () => {
    const c = compare(
      r('Council newsletter scan: the farmers market moves to Quay Square.'),
      r('Word is the farmers market moves to Quay Square in spring.'),
      0.83,
    );
    expect(c.relation).toBe('confirm');
  });

  it('calls unrelated text unrelated', () => {
    expect(compare(r('Bus was late again by 12 minutes.'), r('The boiler is a Vaillant.'), 0.1).relation).toBe(
      'unrelated',
    );
  });

  it('sees a change of plain-word values when an update says so, or when two short claims disagree', () => {
    expect(
      compare(
        r('As of this month the allergy changed to latex.'),
        r('Filed under home: the allergy is penicillin.'),
        0.62,
      ).relation,
    ).toBe('challenge');
    expect(
      compare(
        r('Someone on a neighbourhood forum claims the water meter is in the cellar.'),
        r('Remember: water meter - under the front steps.'),
        0.56,
      ).relation,
    ).toBe('challenge');
    expect(
      compare(
        r('Double-checked the water meter: still under the front steps.'),
        r('Remember: water meter - under the front steps.'),
        0.78,
      ).relation,
    ).toBe('confirm');
  });

  it('keeps a confirmation that adds something as a node of its own, and merges a bare repeat', () => {
    expect(
      compare(
        r('My dentist is Dr. Ames. Keep this in the household binder.'),
        r('For reference, the dentist is Dr. Ames.'),
        0.67,
      ),
    ).toMatchObject({ relation: 'confirm', repeat: false });
    expect(
      compare(r('Double-checked the dentist: still Dr. Ames.'), r('For reference, the dentist is Dr. Ames.'), 0.7),
    ).toMatchObject({ relation: 'confirm', repeat: true });
  });

  it('settles only explicit updates by rule', () => {
    expect(
      compare(r('As of this month the bike lock code changed to 8830.'), r('The bike lock code is 4719.'), 0.84)
        .explicit,
    ).toBe(true);
    expect(
      compare(
        r('Household facts: boiler model = Worcester Bosch 4000.'),
        r('Filed under home: the boiler model is Vaillant ecoTEC 832.'),
        0.67,
      ),
    ).toMatchObject({ relation: 'challenge', explicit: false });
  });
});
