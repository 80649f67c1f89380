import { describe, expect, it } from 'vitest';
import { KeywordIndex } from './keyword-index';

describe('the keyword index', () => {
  it('leaves terms common to the whole garden out of a query, and keeps the rarest when nothing else is left', () => {
    const index = new KeywordIndex();
    for (let i = 0; i < 1500; i++) index.upsert(`n${String(i)}`, `Meeting notes number ${String(i)} about the budget`);
    index.upsert('boat', 'The budget for the boat trip is small');
    expect(index.queryTerms('budget for the boat')).toEqual(['boat']);
    expect(index.search('budget for the boat', () => true)[0]?.id).toBe('boat');
    // Only common terms: the rarest is kept, so the query still finds something.
    expect(index.queryTerms('meeting budget notes')).toHaveLength(1);
    expect(index.search('meeting budget notes', () => true).length).toBeGreaterThan(0);
  });

  it('within a postings budget reads the rarest terms that fit, and nothing when none does', () => {
    const index = new KeywordIndex();
    for (let i = 0; i < 300; i++) index.upsert(`n${String(i)}`, i < 50 ? 'harbour mast' : 'harbour');
    index.upsert('x', 'mast boat');
    expect(index.queryTerms('harbour mast boat')).toEqual(['boat', 'mast', 'harbour']);
    expect(index.queryTerms('harbour mast boat', 100)).toEqual(['boat', 'mast']);
    expect(index.queryTerms('harbour mast', 60)).toEqual(['mast']);
    // A budget is strict: a query of common terms only reads nothing.
    expect(index.queryTerms('harbour mast', 10)).toEqual([]);
    expect(index.search('harbour mast', () => true, 10)).toEqual([]);
    expect(index.search('harbour mast boat', () => true, 100)[0]?.id).toBe('x');
  });

  it('keeps document counts right when a text changes', () => {
    const index = new KeywordIndex();
    for (let i = 0; i < 1200; i++) index.upsert(`n${String(i)}`, 'alpha');
    expect(index.queryTerms('alpha beta')).toEqual(['beta']);
    for (let i = 0; i < 1200; i++) index.upsert(`n${String(i)}`, i < 100 ? 'alpha' : 'gamma');
    expect(index.queryTerms('alpha beta')).toEqual(['beta', 'alpha']);
  });
});
