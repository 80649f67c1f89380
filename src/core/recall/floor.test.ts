import { describe, expect, it } from 'vitest';
import { KeywordIndex } from '../indexes/keyword-index';
import { termSpans, terms } from '../text/terms';
import { judge, MEANING_FLOOR, weighQuery } from './floor';

const garden = (): KeywordIndex => {
  const index = new KeywordIndex();
  const notes = [
    'The invoice INV-20931 was paid on Friday.',
    'Set up the weekly review schedule on Sundays.',
    'The backup drive sits in the hall cupboard.',
    'Logseq syncs the graph between devices.',
  ];
  notes.forEach((text, i) => {
    index.upsert(`n${String(i)}`, text);
  });
  return index;
};

describe('the relevance floor', () => {
  it('lets a result that names what the question asks by name answer, however far its meaning', () => {
    const q = weighQuery(garden(), 'INV-20931');
    expect(judge(q, 'The invoice INV-20931 was paid on Friday.', 0.1)).toEqual({ named: 1, answers: true });
  });

  it('lets a result answer by name only when it names most of what the question asks', () => {
    const q = weighQuery(garden(), 'review the invoice schedule');
    const low = MEANING_FLOOR - 0.05;
    expect(judge(q, 'The invoice INV-20931 was paid on Friday.', low)).toEqual({ named: 1, answers: false });
    expect(judge(q, 'Set up the weekly review schedule on Sundays.', low)).toEqual({ named: 2, answers: true });
  });

  it('does not hold against a note the question’s words that no note uses', () => {
    // "allergic" where the notes say "allergy": only the words the garden holds are weighed.
    const q = weighQuery(garden(), 'is the backup drive waterproof');
    expect([...q.weights.keys()]).toEqual(['backup', 'drive']);
    expect(judge(q, 'The backup drive sits in the hall cupboard.', 0.1).answers).toBe(true);
  });

  it('lets what is close enough in meaning answer, and nothing less close', () => {
    const q = weighQuery(garden(), 'where is the backup drive kept');
    expect(judge(q, 'Logseq syncs the graph between devices.', MEANING_FLOOR - 0.01).answers).toBe(false);
    expect(judge(q, 'Logseq syncs the graph between devices.', MEANING_FLOOR).answers).toBe(true);
  });

  it('marks the words of a text that name the question’s terms, in any form', () => {
    const text = 'Backups run nightly; the backup drive is labelled.';
    const spans = termSpans(text, new Set(terms('backup drives')));
    expect(spans.map(([a, b]) => text.slice(a, b))).toEqual(['Backups', 'backup', 'drive']);
  });
});
