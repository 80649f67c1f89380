// BM25 keyword search over node texts through MiniSearch, with the garden's own notion of a term.
import MiniSearch from 'minisearch';
import { indexTerm, words } from '../text/terms';

export interface KeywordHit {
  id: string;
  score: number;
}

interface Doc {
  id: string;
  text: string;
}

export class KeywordIndex {
  private readonly search_ = new MiniSearch<Doc>({
    fields: ['text'],
    idField: 'id',
    tokenize: (text) => words(text),
    processTerm: (term) => indexTerm(term) ?? false,
    searchOptions: { prefix: false, fuzzy: false, combineWith: 'OR' },
  });

  upsert(id: string, text: string): void {
    if (this.search_.has(id)) this.search_.replace({ id, text });
    else this.search_.add({ id, text });
  }

  search(query: string, accept: (id: string) => boolean): KeywordHit[] {
    const hits: KeywordHit[] = [];
    for (const r of this.search_.search(query)) {
      const id = String(r.id);
      if (accept(id)) hits.push({ id, score: r.score });
    }
    return hits;
  }
}
