// Reading two texts and comparing them, for the enzymes' unit tests (src/core/enzymes/*.test.ts).
import { expect } from 'vitest';
import { compare } from '../../src/core/enzymes/compare';
import { read, type Placement } from '../../src/core/enzymes/comparison';

export const r = (text: string) => read(text, 12);
export const relation = (a: string, b: string, similarity: number, placement: Placement = 'same') =>
  compare(r(a), r(b), similarity, placement).relation;
/**
 * A stated change that settles between texts alike in one context, but not between two pages about two things,
 * nor between texts alike in little.
 */
export const settlesOnlyAlike = (newcomer: string, node: string): void => {
  expect(compare(r(newcomer), r(node), 0.6)).toMatchObject({ relation: 'challenge', explicit: true });
  expect(relation(newcomer, node, 0.6, 'apart')).not.toBe('challenge');
  expect(relation(newcomer, node, 0.4)).not.toBe('challenge');
};
