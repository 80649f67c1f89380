import { describe, expect, it } from 'vitest';
import { scoreConflicts, type ConflictRelation } from './conflicts';

const rel = (a: [string, string[]], b: [string, string[]]): ConflictRelation => ({
  kind: 'lesion',
  at: '2026-01-01T00:00:00Z',
  sides: [
    { text: a[0], sources: a[1] },
    { text: b[0], sources: b[1] },
  ],
});

const truth = new Map([
  ['s1', [{ slot: 'dentist', value: 'Dr. Ames' }]],
  ['s2', [{ slot: 'dentist', value: 'Dr. Okafor' }]],
  ['s3', [{ slot: 'Dentist', value: 'dr. ames' }]],
  ['s4', [{ slot: 'gym', value: 'Ironworks' }]],
]);

describe('conflict precision and recall (FORMAT.md version 2)', () => {
  it('a relation is true when its sides hold different values of one slot, each in its own text', () => {
    const relations = [
      rel(['The dentist is Dr. Okafor.', ['s2']], ['The dentist is Dr. Ames.', ['s1', 's3']]),
      // Same value on both sides (slot and value compared without case): not a conflict.
      rel(['Dr. Ames it is.', ['s1']], ['still dr. ames', ['s3']]),
      // The side's text must contain its value: a node that holds s2 but says something else is no witness.
      rel(['The waiting room is blue.', ['s2']], ['The dentist is Dr. Ames.', ['s1']]),
      rel(['The gym is Ironworks.', ['s4']], ['The dentist is Dr. Ames.', ['s1']]),
    ];
    const score = scoreConflicts(relations, truth);
    expect(relations.map((r) => r.true)).toEqual([true, false, false, false]);
    expect(score).toMatchObject({ relations: 4, true: 1, pairs: 2, found: 2 });
    expect(score.precision).toBe(0.25);
    expect(score.recall).toBe(1);
  });

  it('a conflicting pair no relation holds is missed; nothing made and nothing to find scores 1', () => {
    expect(scoreConflicts([], truth)).toMatchObject({ pairs: 2, found: 0, recall: 0, precision: 1 });
    expect(scoreConflicts([], new Map())).toMatchObject({ precision: 1, recall: 1 });
  });
});
