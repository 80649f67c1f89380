import { describe, expect, it } from 'vitest';
import { whyComposted } from './compost';

describe('why a node was composted, in words', () => {
  it('says the reason once, when the cause already starts with it', () => {
    expect(whyComposted({ reason: 'superseded', cause: { note: 'superseded by "The gym code is 9082."' } })).toBe(
      'superseded by "The gym code is 9082."',
    );
    expect(whyComposted({ reason: 'decayed', cause: { note: 'salience under 0.1 for 30 days' } })).toBe(
      'decayed: salience under 0.1 for 30 days',
    );
  });
});
