import { describe, expect, it } from 'vitest';
import { sourceName } from './source-name';

describe('sourceName', () => {
  it('calls a note by "note" where its title only repeats the words the card shows', () => {
    const text = 'The allotment water is switched off until March, says the committee.';
    expect(sourceName('The allotment water is switched off until March, says', text)).toBe('note');
    expect(sourceName('The allotment  water is switched off…', text)).toBe('note');
  });

  it('keeps a title of its own, and a short one that happens to open the text', () => {
    expect(sourceName('Allotment rules', 'The allotment water is switched off until March.')).toBe('Allotment rules');
    expect(sourceName('Gym', 'Gym opens at 6.')).toBe('Gym');
  });
});
