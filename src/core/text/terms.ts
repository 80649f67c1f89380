// Words as the garden counts them: lower-cased, stemmed, without stopwords. Shared by density, the
// enzymes' subject overlap and the keyword index so that all three agree on what a "term" is.
import { stemmer } from 'stemmer';
import { eng } from 'stopword';

/** English stopwords (the stopword package's list): words of grammar, not of any subject. */
export const STOPWORDS: ReadonlySet<string> = new Set(eng);

// (An underscore joins words in identifiers, "ci_agent_pool": each is a word to search by.)
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** Raw word tokens, case kept. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

export function normaliseWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/['’]/g, '');
}

/** Stemmed content terms, in order, repeats kept. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    const n = normaliseWord(w);
    // "well-known" is two words; "555-0142" is one value.
    for (const part of /\d/.test(n) ? [n] : n.split('-')) {
      if (part.length < 2 && !/\d/.test(part)) continue;
      if (STOPWORDS.has(part)) continue;
      out.push(/\d/.test(part) ? part : stemmer(part));
    }
  }
  return out;
}

/**
 * Where a text says any of `wanted` (terms as `terms` makes them): the character spans of those words, in
 * order, so a result can show which of its words answered the query.
 */
export function termSpans(text: string, wanted: ReadonlySet<string>): [start: number, end: number][] {
  const spans: [number, number][] = [];
  if (wanted.size === 0) return spans;
  for (const m of text.matchAll(WORD))
    if (terms(m[0]).some((t) => wanted.has(t))) spans.push([m.index, m.index + m[0].length]);
  return spans;
}

/**
 * Words repeat (a garden's vocabulary is far smaller than its word count), so each word's term is worked out
 * once: indexing 100k notes spent most of its time lower-casing and stemming the same words. Bounded, so a
 * stream of unique tokens cannot grow it without end.
 */
const termOf = new Map<string, string | null>();
const TERM_CACHE_MAX = 200_000;

export function indexTerm(word: string): string | null {
  let term = termOf.get(word);
  if (term === undefined) {
    const n = normaliseWord(word);
    term = n.length === 0 || STOPWORDS.has(n) ? null : /\d/.test(n) ? n : stemmer(n);
    if (termOf.size >= TERM_CACHE_MAX) termOf.clear();
    termOf.set(word, term);
  }
  return term;
}

/** Model word pieces, estimated without the tokenizer: long words split into several pieces. */
export function estimateTokens(text: string): number {
  let tokens = 0;
  for (const w of words(text)) tokens += Math.max(1, Math.ceil(w.length / 6));
  tokens += (text.match(/[^\s\p{L}\p{N}]/gu) ?? []).length;
  return tokens;
}
