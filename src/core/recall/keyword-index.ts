// BM25 keyword search over node texts, with the garden's own notion of a term. A query leaves out the terms so
// common in the garden that they pick nothing out (their BM25 weight is small, and scoring their long posting
// lists is what makes keyword search slow in a big garden); a query made only of common terms keeps its rarest.
//
// The index is ours rather than a library's: the enzymes read the rare terms' posting lists directly (candidate
// blocking within a budget), and once every term has a list BM25 is one formula over them. A library kept beside
// them was most of the cost of opening a big garden: MiniSearch took 2.1 s to index 100k notes, and 1.8 s to
// load its own saved index, on top of the 1.5 s that working out the terms and lists takes.
import { append } from '../append';
import { indexTerm, words } from '../text/terms';

export interface KeywordHit {
  id: string;
  score: number;
}

/** A term in more documents than this (and than COMMON_SHARE of them) is left out of queries. */
const COMMON_MIN_DOCS = 1000;
const COMMON_SHARE = 0.01;
/** An enzyme's lookup reads only terms in at most this many documents. */
export const RARE_DOCS = 1000;
/** BM25+ with MiniSearch's parameters, so that scores compare with the library the bench measures as the floor. */
const K1 = 1.2;
const B = 0.7;
const DELTA = 0.5;

/** A text's index terms, in order, repeats kept: what BM25 counts. */
function termsIn(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    const term = indexTerm(w);
    if (term !== null) out.push(term);
  }
  return out;
}
const termsOf = (text: string): string[] => [...new Set(termsIn(text))];

/**
 * The index as a store keeps it, so that opening a garden does not work out every text's terms again.
 * Document `k` is the `k`-th item it was dumped for.
 */
export interface KeywordDump {
  /** Every term once. */
  terms: string[];
  /** Document k's terms, repeats kept, are termIds[ends[k-1] … ends[k]) (from 0 for the first). */
  ends: Uint32Array;
  termIds: Uint32Array;
  /** A hash of each document's id and text: a document whose text has changed since is indexed again. */
  hashes: Uint32Array;
}

/** FNV-1a over the id and the text: cheap next to working out the terms, and a change shows. */
function hashOf(id: string, text: string): number {
  let h = 0x811c9dc5;
  const mix = (s: string) => {
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  };
  mix(id);
  mix('\u0000');
  mix(text);
  return h >>> 0;
}

export class KeywordIndex {
  /** The documents of each term, in no order (its document count is the list's length). */
  private readonly postings = new Map<string, string[]>();
  /**
   * Each document's terms, repeats kept (for their frequencies). A restored document's are its place in the
   * dump instead, read from there when needed: making 100k arrays of terms was a third of restoring.
   */
  private readonly docTerms = new Map<string, string[] | number>();
  private restored: KeywordDump | undefined;
  /** A document's length for BM25: its distinct terms, as MiniSearch counts it. */
  private readonly lengths = new Map<string, number>();
  private totalLength = 0;

  has(id: string): boolean {
    return this.docTerms.has(id);
  }

  /** The index of `items`, in order, each with the text it was indexed from (see KeywordDump). */
  dump<T extends { id: string }>(items: readonly T[], textOf: (item: T) => string): KeywordDump {
    const termIndex = new Map<string, number>();
    const ends = new Uint32Array(items.length);
    const hashes = new Uint32Array(items.length);
    const ids: number[] = [];
    items.forEach((item, k) => {
      for (const t of this.docTermsOf(item.id)) {
        let n = termIndex.get(t);
        if (n === undefined) termIndex.set(t, (n = termIndex.size));
        ids.push(n);
      }
      ends[k] = ids.length;
      hashes[k] = hashOf(item.id, textOf(item));
    });
    return { terms: [...termIndex.keys()], ends, termIds: Uint32Array.from(ids), hashes };
  }

  /**
   * Takes back the documents of a dump that are still what `items` hold at the same places: same id, same
   * text. The others are left for `upsert`.
   */
  restore<T extends { id: string }>(dump: KeywordDump, items: readonly T[], textOf: (item: T) => string): void {
    if (this.restored) throw new Error('an index takes back one dump, once');
    this.restored = dump;
    const { terms, ends, termIds, hashes } = dump;
    // Posting lists by term number: no lookup of a term's string per occurrence.
    const lists: string[][] = terms.map(() => []);
    const count = Math.min(items.length, ends.length);
    for (let k = 0; k < count; k++) {
      const item = items[k] as T;
      if (hashes[k] !== hashOf(item.id, textOf(item)) || this.docTerms.has(item.id)) continue;
      let distinct = 0;
      for (let i = k ? (ends[k - 1] as number) : 0; i < (ends[k] as number); i++) {
        const list = lists[termIds[i] as number] as string[];
        if (list[list.length - 1] !== item.id) {
          list.push(item.id);
          distinct++;
        }
      }
      this.docTerms.set(item.id, k);
      this.lengths.set(item.id, distinct);
      this.totalLength += distinct;
    }
    lists.forEach((list, n) => {
      const t = terms[n] as string;
      const known = this.postings.get(t);
      if (known) append(known, list);
      else if (list.length) this.postings.set(t, list);
    });
  }

  upsert(id: string, text: string): void {
    if (this.docTerms.has(id)) {
      const before = this.docTermsOf(id);
      this.totalLength -= this.lengths.get(id) ?? 0;
      for (const t of new Set(before)) {
        const list = this.postings.get(t) ?? [];
        const at = list.indexOf(id);
        if (at < 0) continue;
        // Order does not matter: the last id takes the leaving one's place.
        const last = list.pop() as string;
        if (at < list.length) list[at] = last;
        if (list.length === 0) this.postings.delete(t);
      }
    }
    const all = termsIn(text);
    // A term already listed for this document ends its list with it: no set of its distinct terms needed.
    let distinct = 0;
    for (const t of all) {
      const list = this.postings.get(t);
      if (!list) this.postings.set(t, [id]);
      else if (list[list.length - 1] !== id) list.push(id);
      else continue;
      distinct++;
    }
    this.docTerms.set(id, all);
    this.lengths.set(id, distinct);
    this.totalLength += distinct;
  }

  /**
   * The terms a query is searched by: all but the common ones, or the rarest when nothing else is left. With
   * a `postings` budget: only the rarest terms whose document counts fit in it, maybe none — the names and
   * rare words that weigh most, at a cost that stays flat as the garden grows.
   */
  queryTerms(query: string, postings?: number): string[] {
    const df = (t: string): number => this.postings.get(t)?.length ?? 0;
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
      const list = this.postings.get(t) ?? [];
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
      const ids = this.postings.get(t) ?? [];
      const idf = this.idf(ids.length);
      for (const id of ids) {
        if (!matched.has(id) && !accept(id)) continue;
        const tf = this.frequency(id, t);
        const norm = 1 - B + (B * (this.lengths.get(id) ?? 0)) / averageLength;
        scores.set(id, (scores.get(id) ?? 0) + idf * (DELTA + (tf * (K1 + 1)) / (tf + K1 * norm)));
        matched.set(id, (matched.get(id) ?? 0) + 1);
      }
    }
    for (const [id, count] of matched) scores.set(id, (scores.get(id) ?? 0) * count);
    return best(scores, Infinity);
  }

  /** A document's terms, repeats kept. */
  private docTermsOf(id: string): string[] {
    const at = this.docTerms.get(id);
    if (typeof at !== 'number') return at ?? [];
    const { terms, termIds } = this.restored as KeywordDump;
    const [start, end] = this.restoredSpan(at);
    const out: string[] = [];
    for (let i = start; i < end; i++) out.push(terms[termIds[i] as number] as string);
    return out;
  }

  /** How often term `t` is in a document. */
  private frequency(id: string, t: string): number {
    const at = this.docTerms.get(id);
    let tf = 0;
    if (typeof at === 'number') {
      const { terms, termIds } = this.restored as KeywordDump;
      const [start, end] = this.restoredSpan(at);
      for (let i = start; i < end; i++) if (terms[termIds[i] as number] === t) tf++;
    } else for (const u of at ?? []) if (u === t) tf++;
    return tf;
  }

  /** Where document `k` of the restored dump has its terms. */
  private restoredSpan(k: number): [number, number] {
    const { ends } = this.restored as KeywordDump;
    return [k ? (ends[k - 1] as number) : 0, ends[k] as number];
  }

  private idf(docs: number): number {
    const n = this.docTerms.size;
    return Math.log(1 + (n - docs + 0.5) / (docs + 0.5));
  }
}

function best(scores: Map<string, number>, k: number): KeywordHit[] {
  return [...scores]
    .map(([id, score]) => ({ id, score }))
    .sort((a, b) => b.score - a.score)
    .slice(0, k);
}
