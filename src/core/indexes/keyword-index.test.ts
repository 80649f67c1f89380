import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { indexTerm, words } from '../text/terms';
import { KeywordIndex, RARE_DOCS, type KeywordHit } from './keyword-index';

const terms = (text: string): string[] => words(text).flatMap((w) => indexTerm(w) ?? []);

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
    expect(index.rareMatches('harbour mast', 10, 8)).toEqual([]);
    expect(index.rareMatches('harbour mast boat', 100, 8)[0]?.id).toBe('x');
  });

  it('finds the documents that share the most weight of the rarest terms, and follows changes', () => {
    const index = new KeywordIndex();
    for (let i = 0; i < 40; i++) index.upsert(`n${String(i)}`, `shed ${i % 2 ? 'paint' : 'roof'}`);
    index.upsert('a', 'shed paint Farrow');
    index.upsert('b', 'Farrow roof');
    // "farrow" is the rarest term, and "a" also shares "paint": it ranks first; k bounds the answer.
    expect(index.rareMatches('Farrow paint for the shed', 1000, 2).map((h) => h.id)).toEqual(['a', 'b']);
    index.upsert('a', 'shed paint');
    expect(index.rareMatches('Farrow', 1000, 8).map((h) => h.id)).toEqual(['b']);
  });

  it('reads a term for lookups only while it is rare, and again once it shrinks', () => {
    const index = new KeywordIndex();
    for (let i = 0; i <= RARE_DOCS; i++) index.upsert(`n${String(i)}`, 'kettle');
    expect(index.rareMatches('kettle', 5000, 8)).toEqual([]);
    for (let i = 0; i < 10; i++) index.upsert(`n${String(i)}`, 'teapot');
    const kettles = index.rareMatches('kettle', 5000, 2000).map((h) => h.id);
    expect(kettles).toHaveLength(RARE_DOCS - 9);
    expect(kettles).toContain('n500');
    expect(kettles).not.toContain('n0');
    expect(index.rareMatches('teapot', 5000, 20)).toHaveLength(10);
  });

  it('keeps document counts right when a text changes', () => {
    const index = new KeywordIndex();
    for (let i = 0; i < 1200; i++) index.upsert(`n${String(i)}`, 'alpha');
    expect(index.queryTerms('alpha beta')).toEqual(['beta']);
    for (let i = 0; i < 1200; i++) index.upsert(`n${String(i)}`, i < 100 ? 'alpha' : 'gamma');
    expect(index.queryTerms('alpha beta')).toEqual(['beta', 'alpha']);
  });
});

describe('BM25 over our own postings', () => {
  it('scores as MiniSearch does over the same terms, after edits as if indexed afresh', () => {
    const nouns = ['boiler', 'dentist', 'invoice', 'garden', 'ferry', 'printer', 'Oslo', 'budget', 'kettle', 'roof'];
    const verbs = ['opens', 'broke', 'costs', 'moved', 'needs'];
    const texts = new Map<string, string>();
    for (let i = 0; i < 400; i++)
      texts.set(
        `n${String(i)}`,
        `The ${nouns[i % 10] ?? ''} ${verbs[i % 5] ?? ''} near the ${nouns[(i * 7) % 10] ?? ''} ${i % 3 ? 'again' : 'on Monday and the ' + (nouns[(i * 3) % 10] ?? '')}`,
      );
    const index = new KeywordIndex();
    for (const [id, text] of texts) index.upsert(id, text);
    // Edits: document counts, frequencies and lengths follow.
    for (const [id, text] of [
      ['n7', 'The ferry to Oslo costs more, the ferry says'],
      ['n8', 'Nothing'],
    ] as const) {
      index.upsert(id, text);
      texts.set(id, text);
    }
    const library = new MiniSearch<{ id: string; text: string }>({
      fields: ['text'],
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term || false,
    });
    library.addAll([...texts].map(([id, text]) => ({ id, text: terms(text).join(' ') })));
    for (const query of ['ferry to Oslo', 'dentist opens on Monday', 'kettle roof budget again']) {
      const ours = index.search(query, () => true);
      const theirs = library.search(index.queryTerms(query).join(' '));
      // The same documents with the same scores (ties may come in another order), best first.
      const theirScore = new Map(theirs.map((r) => [String(r.id), r.score]));
      expect(ours).toHaveLength(theirs.length);
      for (const hit of ours) expect(hit.score).toBeCloseTo(theirScore.get(hit.id) ?? NaN, 6);
      expect(ours.map((h) => h.score)).toEqual(ours.map((h) => h.score).sort((a, b) => b - a));
    }
  });

  it('is taken back from its image as it was, and goes on from there as the original does', () => {
    const docs = Array.from({ length: 1500 }, (_, i) => ({
      id: `n${String(i)}`,
      text: `The ${i % 2 ? 'kettle' : 'ferry'} to ${['Oslo', 'Bergen', 'Tromsø'][i % 3] ?? ''} leaves at ${String(i % 24)} (${String(i)})`,
    }));
    const index = new KeywordIndex();
    for (const d of docs) index.upsert(d.id, d.text);
    const image = structuredClone(index.image());

    const back = KeywordIndex.fromImage(image);
    for (const query of ['ferry to Oslo', 'kettle Bergen 7', 'leaves at 12 (1212)', 'Tromsø'])
      expect(back.search(query, () => true)).toEqual(index.search(query, () => true));
    expect(back.rareMatches('kettle Bergen 7', 1000, 20)).toEqual(index.rareMatches('kettle Bergen 7', 1000, 20));
    // A restored document's terms are read from the image: written out again, as the original.
    expect(back.image()).toEqual(image);

    // A document changed since and one added since are indexed as the original indexes them. Posting lists
    // are in no order, so ties may come in another one.
    const byId = (hits: KeywordHit[]) => [...hits].sort((x, y) => x.id.localeCompare(y.id));
    for (const i of [back, index]) {
      i.upsert('n5', 'The boat to Stavanger');
      i.upsert('n1500', 'The kettle to Oslo is early');
    }
    for (const query of ['boat to Stavanger', 'ferry to Oslo', 'kettle Bergen 7', 'kettle Oslo early', 'leaves at 5'])
      expect(byId(back.search(query, () => true))).toEqual(byId(index.search(query, () => true)));
  });

  it('refuses an image of another version, or whose documents and terms do not fit together', () => {
    const index = new KeywordIndex();
    index.upsert('a', 'The ferry to Oslo');
    index.upsert('b', 'The kettle is in the shed');
    expect(() => KeywordIndex.fromImage({ ...index.image(), version: 0 })).toThrow(/version 0/);
    const image = index.image();
    expect(() => KeywordIndex.fromImage({ ...image, ends: image.ends.subarray(1) })).toThrow(/do not fit/);
  });
});
