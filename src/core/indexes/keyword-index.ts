// BM25 keyword search over node texts, with the garden's own notion of a term. A query leaves out the terms so
// common in the garden that they pick nothing out (their BM25 weight is small, and scoring their long posting
// lists is what makes keyword search slow in a big garden); a query made only of common terms keeps its rarest.
//
// The index is ours rather than a library's: the enzymes read the rare terms' posting lists directly (candidate
// blocking within a budget), and once every term has a list BM25 is one formula over them. A library kept beside
// them was most of the cost of opening a big garden: MiniSearch indexing the notes, or loading its own saved
// index, cost more than working out the terms and lists does.
import { cut, join } from '../joined';
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

/** The version of `KeywordImage` (2: a node's source title is read too): an image of another version is not taken back. */
export const KEYWORD_IMAGE_VERSION = 2;

/**
 * The index as it writes itself out for a store to keep (typed arrays, strings and numbers), so that opening
 * a garden does not work out every text's terms again.
 */
export interface KeywordImage {
  version: number;
  /** The documents' ids, joined (see joined.ts). */
  ids: string;
  idEnds: Uint32Array;
  /** Every term once, as a JSON array. */
  terms: string;
  /** Document k's terms, repeats kept, are termIds[ends[k-1] … ends[k]) (from 0 for the first). */
  ends: Uint32Array;
  termIds: Uint32Array;
}

/** A taken-back image's terms, as the index reads them. */
interface Restored {
  terms: string[];
  ends: Uint32Array;
  termIds: Uint32Array;
}

export class KeywordIndex {
  /** The documents of each term, in no order (its document count is the list's length). */
  private readonly postings = new Map<string, string[]>();
  /**
   * Each document's terms, repeats kept (for their frequencies). A restored document's are its place in the
   * image instead, read from there when needed: making 100k arrays of terms was a third of restoring.
   */
  private readonly docTerms = new Map<string, string[] | number>();
  private restored: Restored | undefined;
  /**
   * A restored image's posting lists, each made into `postings` when its term is first used (making 100k
   * lists of ids was most of restoring): term n's documents are numbers into `ids`, docs[starts[n] …
   * starts[n+1]). A term is in `postings` or here, never both.
   */
  private unmade:
    { termOf: Map<string, number>; starts: Uint32Array; docs: Uint32Array; ids: readonly string[] } | undefined;
  /** A document's length for BM25: its distinct terms, as MiniSearch counts it. */
  private readonly lengths = new Map<string, number>();
  private totalLength = 0;

  has(id: string): boolean {
    return this.docTerms.has(id);
  }

  /** The whole index, as a store keeps it. */
  image(): KeywordImage {
    const ids = [...this.docTerms.keys()];
    const termIndex = new Map<string, number>();
    const ends = new Uint32Array(ids.length);
    const termIds: number[] = [];
    ids.forEach((id, k) => {
      for (const t of this.docTermsOf(id)) {
        let n = termIndex.get(t);
        if (n === undefined) termIndex.set(t, (n = termIndex.size));
        termIds.push(n);
      }
      ends[k] = termIds.length;
    });
    const [joined, idEnds] = join(ids);
    return {
      version: KEYWORD_IMAGE_VERSION,
      ids: joined,
      idEnds,
      terms: JSON.stringify([...termIndex.keys()]),
      ends,
      termIds: Uint32Array.from(termIds),
    };
  }

  /** The index an image holds. An image of another version, or whose arrays do not fit together, is refused. */
  static fromImage(image: KeywordImage): KeywordIndex {
    const { ends, termIds, idEnds } = image;
    if (image.version !== KEYWORD_IMAGE_VERSION)
      throw new Error(
        `the stored keyword index is of version ${String(image.version)}, this app reads ${String(KEYWORD_IMAGE_VERSION)}`,
      );
    if (ends.length !== idEnds.length || (ends.length && ends[ends.length - 1] !== termIds.length))
      throw new Error('the stored keyword index cannot be read: its documents and terms do not fit together');
    const terms = JSON.parse(image.terms) as string[];
    const ids = Array.from({ length: idEnds.length }, (_, k) => cut(image.ids, idEnds, k));
    const index = new KeywordIndex();
    index.restore({ terms, ends, termIds }, ids);
    return index;
  }

  /** Takes back the documents of an image, document k as `ids[k]`, into this empty index. */
  private restore(restored: Restored, ids: readonly string[]): void {
    const { terms, ends, termIds } = restored;
    this.restored = restored;
    // The documents' distinct terms (a term repeated in a document counts once), walked twice: to count each
    // term's documents, then to lay them out.
    const lastDoc = new Int32Array(terms.length);
    const walk = (visit: (k: number, n: number) => void): void => {
      lastDoc.fill(-1);
      for (let k = 0; k < ends.length; k++) {
        for (let i = k ? (ends[k - 1] as number) : 0; i < (ends[k] as number); i++) {
          const n = termIds[i] as number;
          if (lastDoc[n] === k) continue;
          lastDoc[n] = k;
          visit(k, n);
        }
      }
    };
    const starts = new Uint32Array(terms.length + 1);
    const distinct = new Uint32Array(ends.length);
    walk((k, n) => {
      starts[n + 1] = (starts[n + 1] as number) + 1;
      distinct[k] = (distinct[k] as number) + 1;
    });
    ids.forEach((id, k) => {
      this.docTerms.set(id, k);
      this.lengths.set(id, distinct[k] as number);
      this.totalLength += distinct[k] as number;
    });
    for (let n = 0; n < terms.length; n++) starts[n + 1] = (starts[n + 1] as number) + (starts[n] as number);
    const docs = new Uint32Array(starts[terms.length] as number);
    const next = starts.slice(0, terms.length);
    walk((k, n) => {
      docs[next[n] as number] = k;
      next[n] = (next[n] as number) + 1;
    });
    const termOf = new Map<string, number>();
    terms.forEach((t, n) => {
      if ((starts[n + 1] as number) > (starts[n] as number)) termOf.set(t, n);
    });
    this.unmade = { termOf, starts, docs, ids };
  }

  upsert(id: string, text: string): void {
    if (this.docTerms.has(id)) {
      const before = this.docTermsOf(id);
      this.totalLength -= this.lengths.get(id) ?? 0;
      for (const t of new Set(before)) {
        const list = this.listOf(t) ?? [];
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
      const list = this.listOf(t);
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
    const df = (t: string): number => this.documentsWith(t);
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
      const list = this.listOf(t) ?? [];
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
      const ids = this.listOf(t) ?? [];
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

  /** The documents of term `t`, if any: a restored term's list is made now. */
  private listOf(t: string): string[] | undefined {
    const list = this.postings.get(t);
    const n = list || !this.unmade ? undefined : this.unmade.termOf.get(t);
    if (n === undefined || !this.unmade) return list;
    const { termOf, starts, docs, ids } = this.unmade;
    termOf.delete(t);
    const made: string[] = [];
    for (let i = starts[n] as number; i < (starts[n + 1] as number); i++) made.push(ids[docs[i] as number] as string);
    this.postings.set(t, made);
    return made;
  }

  /** How much a term tells, as search weighs it (its IDF): a term no document holds weighs most. */
  termWeight(t: string): number {
    return this.idf(this.documentsWith(t));
  }

  /** Whether any document holds term `t`. */
  holds(t: string): boolean {
    return this.documentsWith(t) > 0;
  }

  /** How many documents hold term `t`, without making a restored term's list. */
  private documentsWith(t: string): number {
    const list = this.postings.get(t);
    if (list || !this.unmade) return list?.length ?? 0;
    const n = this.unmade.termOf.get(t);
    return n === undefined ? 0 : (this.unmade.starts[n + 1] as number) - (this.unmade.starts[n] as number);
  }

  /** A document's terms, repeats kept. */
  private docTermsOf(id: string): string[] {
    const at = this.docTerms.get(id);
    if (typeof at !== 'number') return at ?? [];
    const { terms, termIds } = this.restored as Restored;
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
      const { terms, termIds } = this.restored as Restored;
      const [start, end] = this.restoredSpan(at);
      for (let i = start; i < end; i++) if (terms[termIds[i] as number] === t) tf++;
    } else for (const u of at ?? []) if (u === t) tf++;
    return tf;
  }

  /** Where document `k` of the restored image has its terms. */
  private restoredSpan(k: number): [number, number] {
    const { ends } = this.restored as Restored;
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
