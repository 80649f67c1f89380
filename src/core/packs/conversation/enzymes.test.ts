import { describe, expect, it } from 'vitest';
import { findEntities } from './entities';
import { frictionOf, valenceOf } from './frustration';
import { resolutionOf } from './resolution';
import { anchorDates, recencyOf } from './temporal';

const THU = Date.parse('2026-03-12T10:00:00Z');
const DAY = 86_400_000;

describe('the temporal stripper', () => {
  it('anchors relative dates to when the words were said, and leaves absolute ones and "now" alone', () => {
    const found = anchorDates(
      'It expired last Tuesday, I paid 3 days ago, the invoice of 2026-02-01 is fine and it works now.',
      THU,
    );
    expect(found.map((f) => [f.phrase, f.day])).toEqual([
      ['last Tuesday', '2026-03-10'],
      ['3 days ago', '2026-03-09'],
    ]);
    expect(anchorDates('Yesterday the app crashed.', THU)[0]?.day).toBe('2026-03-11');
  });

  it('labels recency from the age of the event when it was said', () => {
    expect(recencyOf(THU - 2 * DAY, THU)).toBe('high');
    expect(recencyOf(THU - 20 * DAY, THU)).toBe('medium');
    expect(recencyOf(THU - 90 * DAY, THU)).toBe('low');
  });
});

describe('the entity normaliser', () => {
  it('prefers the longest alias, and knows plan tiers and account ids', () => {
    const aliases = new Map([
      ['pro', 'Pro plan'],
      ['pro plus', 'Pro Plus plan'],
    ]);
    const found = findEntities('Moved from Pro Plus to the enterprise tier on acct #00912 yesterday', aliases);
    expect(found.map((f) => f.canonical).sort()).toEqual(['ACC-00912', 'Enterprise plan', 'Pro Plus plan']);
    expect(findEntities('a professional approach', aliases)).toEqual([]);
  });
});

describe('the frustration extractor', () => {
  it('scores valence and files under the taxonomy', () => {
    expect(valenceOf('This is ridiculous, charged AGAIN!')).toBeLessThan(-0.5);
    expect(valenceOf('Thanks, that was really helpful')).toBeGreaterThan(0.5);
    expect(frictionOf('I was charged twice on my invoice')).toBe('billing');
    expect(frictionOf('There is no way to export to PDF, please add an option')).toBe('feature-gap');
    expect(frictionOf('Nobody answered my ticket, still waiting after three days')).toBe('latency');
    expect(frictionOf('The weather is nice')).toBeUndefined();
    // A calm question about billing is not a complaint.
    expect(frictionOf('Can I get a copy of last month’s invoice?')).toBeUndefined();
  });
});

describe('the resolution classifier', () => {
  it('lets the last closure signal decide, and reads negated closures as open', () => {
    expect(resolutionOf('Still broken. I reset it. Thanks, works now!', true)).toBe('resolved');
    expect(resolutionOf('It was fixed yesterday but it is broken again', true)).toBe('unresolved');
    expect(resolutionOf('This has not been resolved', true)).toBe('unresolved');
    expect(resolutionOf('My invoice is wrong.', true)).toBe('unresolved');
    expect(resolutionOf('What time zone do you use?', false)).toBe('ambiguous');
  });
});
