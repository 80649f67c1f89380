// Counting a text's tokens a word at a time. The shipped tokenizer (Unigram; its normaliser applies NFKC, puts
// a word-start marker before the text and turns every space into one; no piece of its vocabulary holds a
// marker past its first character) never makes a token across a space: a text's tokens are its
// space-separated words' tokens, each word's the same wherever it stands. Words repeat, so each distinct one
// is tokenized once: cutting a source into segments counts every piece that might not fit the model.

/** A word longer than this is counted in pieces (see countInChunks). */
export const CHUNK_CHARS = 4096;
/** Distinct words remembered; past it the memory starts again. */
const WORDS_KEPT = 65_536;

/**
 * Counts with `encode` (the tokenizer's token count of a text), a word at a time, each word once. A text that
 * holds one of the tokenizer's `special` tokens ("<s>") is counted whole: the tokenizer cuts it there first.
 */
export function wordTokenCounter(
  encode: (text: string) => number,
  special: readonly string[],
): (text: string) => number {
  const known = new Map<string, number>();
  const ofWord = (word: string): number => {
    // An empty word (a space at the start, or two in a row) is a marker standing alone: one token.
    if (!word) return 1;
    let n = known.get(word);
    if (n === undefined) {
      n = countInChunks(word, encode);
      if (known.size >= WORDS_KEPT) known.clear();
      known.set(word, n);
    }
    return n;
  };
  return (text) => {
    if (!text) return 0;
    if (special.some((s) => text.includes(s))) return countInChunks(text, encode);
    let total = 0;
    for (const word of text.normalize('NFKC').split(' ')) total += ofWord(word);
    return total;
  };
}

/**
 * The tokenizer gathers a text's tokens with a spread that overflows the call stack past a few hundred
 * thousand (a 2 MB log line). A long text is counted in pieces cut after whitespace, where the tokenizer
 * starts a new word anyway: the sum differs from one pass by at most the two markers it adds per piece.
 */
export function countInChunks(text: string, count: (text: string) => number): number {
  if (text.length <= CHUNK_CHARS) return count(text);
  let total = 0;
  for (let start = 0; start < text.length;) {
    let end = Math.min(text.length, start + CHUNK_CHARS);
    const space = text.lastIndexOf(' ', end);
    if (end < text.length && space > start) end = space + 1;
    total += count(text.slice(start, end));
    start = end;
  }
  return total;
}
