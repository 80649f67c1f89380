// BM25 keyword search over node texts through MiniSearch, with the garden's own notion of a term. A query
// leaves out the terms so common in the garden that they pick nothing out (their BM25 weight is small, and
// scoring their long posting lists is what makes keyword search slow in a big garden); a query made only of
// common terms keeps its rarest.
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

/** A term in more documents than this (and than COMMON_SHARE of them) is left out of queries. */
const COMMON_MIN_DOCS = 1000;
const COMMON_SHARE = 0.01;
/** Terms in at most this many documents keep their own postings, for lookups within a budget. */
export const RARE_DOCS = 1000;

/** A text's index terms, in order, repeats kept: worked out once, for our counts and the library's index. */
const termsIn = (text: string): string[] => words(text).flatMap((w) => indexTerm(w) ?? []);
const termsOf = (text: string): string[] => [...new Set(termsIn(text))];

export class KeywordIndex {
  private readonly search_ = new MiniSearch<Doc>({
    fields: ['text'],
    idField: 'id',
    // Documents and queries reach the library as index terms joined by spaces (see termsIn).
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term || false,
    searchOptions: { prefix: false, fuzzy: false, combineWith: 'OR' },
  });
  /** How many documents hold each term, and each document's terms (to keep the counts right on a change). */
  private readonly df = new Map<string, number>();
  private readonly docTerms = new Map<string, string[]>();
  /**
   * The documents of each rare term. A term that grows past RARE_DOCS loses its list for good (`common`):
   * a lookup reads only complete lists.
   */
  private readonly rare = new Map<string, string[]>();
  private readonly common = new Set<string>();

  upsert(id: string, text: string): void {
    for (const t of this.docTerms.get(id) ?? []) {
      this.df.set(t, (this.df.get(t) ?? 1) - 1);
      const list = this.rare.get(t);
      if (list) list.splice(list.indexOf(id), 1);
    }
    const all = termsIn(text);
    const own = [...new Set(all)];
    for (const t of own) {
      const df = (this.df.get(t) ?? 0) + 1;
      this.df.set(t, df);
      if (this.common.has(t)) continue;
      if (df > RARE_DOCS) {
        this.rare.delete(t);
        this.common.add(t);
      } else {
        const list = this.rare.get(t);
        if (list) list.push(id);
        else this.rare.set(t, [id]);
      }
    }
    this.docTerms.set(id, own);
    const doc = { id, text: all.join(' ') };
    if (this.search_.has(id)) this.search_.replace(doc);
    else this.search_.add(doc);
  }

  /**
   * The terms a query is searched by: all but the common ones, or the rarest when nothing else is left. With
   * a `postings` budget: only the rarest terms whose document counts fit in it, maybe none — the names and
   * rare words that weigh most, at a cost that stays flat as the garden grows.
   */
  queryTerms(query: string, postings?: number): string[] {
    const df = (t: string): number => this.df.get(t) ?? 0;
    const rarestFirst = termsOf(query).sort((a, b) => df(a) - df(b));
    const common = Math.max(COMMON_MIN_DOCS, this.docTerms.size * COMMON_SHARE);
    const kept: string[] = [];
    let read = 0;
    for (const t of rarestFirst) {
      read += df(t);
      if (df(t) > common || read > (postings ?? Infinity)) break;
      kept.push(t);
    }
    return kept.length || postings !== undefined ? kept : rarestFirst.slice(0, 1);
  }

  /** The library's plain BM25 over every term of the query: what a keyword-only system pays (the bench's floor). */
  searchEveryTerm(query: string): KeywordHit[] {
    return this.search_.search(termsIn(query).join(' ')).map((r) => ({ id: String(r.id), score: r.score }));
  }

  /**
   * The `k` documents sharing the most weight of a query's rarest terms (read up to `postings` documents),
   * scored by the sum of those terms' inverse document frequencies: the enzymes' keyword candidates. It reads
   * the rare terms' own lists, not the library's scoring, whose cost per matching document is what made
   * lookups slow.
   */
  rareMatches(query: string, postings: number, k: number): KeywordHit[] {
    const n = this.docTerms.size;
    const scores = new Map<string, number>();
    for (const t of this.queryTerms(query, Math.min(postings, RARE_DOCS))) {
      const list = this.rare.get(t);
      if (!list) continue;
      const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
      for (const id of list) scores.set(id, (scores.get(id) ?? 0) + idf);
    }
    return [...scores]
      .map(([id, score]) => ({ id, score }))
      .sort((a, b) => b.score - a.score)
      .slice(0, k);
  }

  search(query: string, accept: (id: string) => boolean): KeywordHit[] {
    const terms = this.queryTerms(query);
    if (terms.length === 0) return [];
    const hits: KeywordHit[] = [];
    for (const r of this.search_.search(terms.join(' '))) {
      const id = String(r.id);
      if (accept(id)) hits.push({ id, score: r.score });
    }
    return hits;
  }
}
