import { describe, expect, it } from 'vitest';
import { sameValue } from './values-alike';

describe('when two values are one', () => {
  it('takes a person named with one word cut to its initial for the same person', () => {
    expect(sameValue('mr d', 'mr delacroix')).toBe(true);
    expect(sameValue('j okafor', 'jo okafor')).toBe(true);
    // (Not another initial, nor a place or a room named by a letter.)
    expect(sameValue('mr k', 'mr delacroix')).toBe(false);
    expect(sameValue('studio b', 'studio bassani')).toBe(false);
  });
});
