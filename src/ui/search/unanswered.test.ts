import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../workers/garden/garden-api';
import { unanswered } from './unanswered';

// Only what the sentence reads of a hit: whether it answers.
const hit = (answers: boolean): SearchHit => ({ answers }) as SearchHit;

describe('what the search says when nothing living answers', () => {
  it('says nothing when a living note answers', () => {
    expect(unanswered('wifi password', undefined, [hit(true), hit(false)], [hit(true)])).toBeUndefined();
  });

  it('points to the compost only when something there answers', () => {
    expect(unanswered('gym', undefined, [hit(false)], [hit(true)])).toBe(
      'Nothing in your garden mentions “gym”. The nearest notes follow, loosely related. The compost holds closer answers, below.',
    );
    // (After a simulation the compost's nearest may answer nothing either: no "closer answers" then.)
    expect(unanswered('Roth IRA', undefined, [hit(false)], [hit(false)])).toBe(
      'Nothing in your garden mentions “Roth IRA”. The nearest notes follow, loosely related.',
    );
    expect(unanswered('Roth IRA', 'decision', [], [hit(false)])).toBe(
      'No decision in your garden mentions “Roth IRA”. The nearest notes in the compost follow, loosely related.',
    );
    expect(unanswered('Roth IRA', undefined, [], [])).toBe('Nothing in your garden mentions “Roth IRA”.');
  });
});
