// BM25 keyword search over node texts, with the garden's own notion of a term. A query leaves out the terms so
// common in the garden that they pick nothing out (their BM25 weight is small, and scoring their long posting
// lists is what makes keyword search slow in a big garden); a query made only of common terms keeps its rarest.
//
// The index is ours rather than a library's: the enzymes need each rare term's own posting list (candidate
// blocking within a budget), and once those lists exist BM25 is one formula over them. A library kept beside
// them was most of the cost of opening a big garden: MiniSearch took 2.1 s to index 100k notes, and 1.8 s to
// load its own saved index, on top of the 1.5 s that working out the terms and lists takes.
import { indexTerm, words } from '../text/terms';

export interface KeywordHit {
  id: string;
  score: number;
}

/** A term in more documents than this (and than COMMON_SHARE of them) is left out of queries. */
const COMMON_MIN_DOCS = 1000;
const COMMON_SHARE = 0.01;
/** Terms in at most this many documents keep their own postings, for lookups within a budget. */
export const RARE_DOCS = 1000;
/** BM25+ with MiniSearch's parameters, so that scores compare with the library the bench measures as the floor. */
const K1 = 1.2;
const B = 0.7;
const DELTA = 0.5;

/** A text's index terms, in order, repeats kept: what BM25 counts. */
const termsIn = (text: string): string[] => words(text).flatMap((w) => indexTerm(w) ?? []);
const termsOf = (text: string): string[] => [...new Set(termsIn(text))];

export class KeywordIndex {
  /** How many documents hold each term; each document's terms, repeats kept (for their frequencies). */
  private readonly df = new Map<string, number>();
  private readonly docTerms = new Map<string, string[]>();
  /** A document's length for BM25: its distinct terms, as MiniSearch counts it. */
  private readonly lengths = new Map<string, number>();
  private totalLength = 0;
  /**
   * The documents of each rare term. A term that grows past RARE_DOCS loses its list for good (`common`):
   * a lookup reads only complete lists.
   */
  private readonly rare = new Map<string, string[]>();
  private readonly common = new Set<string>();

  upsert(id: string, text: string): void {
    const before = this.docTerms.get(id);
    if (before) {
      this.totalLength -= this.lengths.get(id) ?? 0;
      for (const t of new Set(before)) {
        this.df.set(t, (this.df.get(t) ?? 1) - 1);
        const list = this.rare.get(t);
        if (list) list.splice(list.indexOf(id), 1);
      }
    }
    const all = termsIn(text);
    const own = new Set(all);
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
    this.docTerms.set(id, all);
    this.lengths.set(id, own.size);
    this.totalLength += own.size;
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

  /**
   * The `k` documents sharing the most weight of a query's rarest terms (read up to `postings` documents),
   * scored by the sum of those terms' inverse document frequencies: the enzymes' keyword candidates.
   */
  rareMatches(query: string, postings: number, k: number): KeywordHit[] {
    const scores = new Map<string, number>();
    for (const t of this.queryTerms(query, Math.min(postings, RARE_DOCS))) {
      const list = this.rare.get(t);
      if (!list) continue;
      const idf = this.idf(list.length);
      for (const id of list) scores.set(id, (scores.get(id) ?? 0) + idf);
    }
    return best(scores, k);
  }

  /**
   * BM25+ over the query's terms, times how many of them a document holds (as MiniSearch ranks an OR query),
   * best first; only documents that pass `accept`.
   */
  search(query: string, accept: (id: string) => boolean): KeywordHit[] {
    const averageLength = this.totalLength / Math.max(1, this.docTerms.size);
    const scores = new Map<string, number>();
    const matched = new Map<string, number>();
    for (const t of this.queryTerms(query)) {
      const ids = this.postings(t);
      const idf = this.idf(ids.length);
      for (const id of ids) {
        if (!matched.has(id) && !accept(id)) continue;
        let tf = 0;
        for (const u of this.docTerms.get(id) ?? []) if (u === t) tf++;
        const norm = 1 - B + (B * (this.lengths.get(id) ?? 0)) / averageLength;
        scores.set(id, (scores.get(id) ?? 0) + idf * (DELTA + (tf * (K1 + 1)) / (tf + K1 * norm)));
        matched.set(id, (matched.get(id) ?? 0) + 1);
      }
    }
    for (const [id, count] of matched) scores.set(id, (scores.get(id) ?? 0) * count);
    return best(scores, Infinity);
  }

  private idf(docs: number): number {
    const n = this.docTerms.size;
    return Math.log(1 + (n - docs + 0.5) / (docs + 0.5));
  }

  /**
   * A term's documents: its rare list, or for a term without one (past RARE_DOCS in a garden so big that a
   * query still keeps it, or the only term left) a scan of every document's terms.
   */
  private postings(term: string): string[] {
    const list = this.rare.get(term);
    if (list) return list;
    const ids: string[] = [];
    for (const [id, terms] of this.docTerms) if (terms.includes(term)) ids.push(id);
    return ids;
  }
}

function best(scores: Map<string, number>, k: number): KeywordHit[] {
  return [...scores]
    .map(([id, score]) => ({ id, score }))
    .sort((a, b) => b.score - a.score)
    .slice(0, k);
}
