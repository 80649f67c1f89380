// The model embeds each distinct text once. Real notes repeat themselves (a changelog's "Fixed issues", a
// template's headings, a journal's "Thanks", a folder dropped twice): the same text always has the same
// vector, so a repeat in one call, or in one of the last calls, takes the vector already made or being made.
import type { Embedder } from './embedder';

/** Texts whose vectors are remembered, most recently used last: 2,048 of 512 floats hold 4 MB. */
const REMEMBERED = 2048;

export function distinctTexts(embedder: Embedder, remembered = REMEMBERED): Embedder {
  // Promises, so a repeat of a text still being embedded waits for that one call instead of making another.
  const memo = new Map<string, Promise<Float32Array>>();
  const remember = (text: string, vector: Promise<Float32Array>): void => {
    memo.delete(text);
    memo.set(text, vector);
    while (memo.size > remembered) memo.delete(memo.keys().next().value ?? '');
  };
  return {
    id: embedder.id,
    dimensions: embedder.dimensions,
    ...(embedder.maxTokens !== undefined ? { maxTokens: embedder.maxTokens } : {}),
    ...(embedder.countTokens ? { countTokens: embedder.countTokens.bind(embedder) } : {}),
    async embed(texts: string[]): Promise<Float32Array[]> {
      const wanted = new Map<string, Promise<Float32Array>>();
      for (const text of texts) {
        const known = memo.get(text);
        if (known) wanted.set(text, known);
      }
      const fresh = [...new Set(texts.filter((text) => !wanted.has(text)))];
      if (fresh.length) {
        const made = embedder.embed(fresh);
        fresh.forEach((text, i) => {
          const vector = made.then((vectors) => {
            const v = vectors[i];
            if (!v) throw new Error('the embedder returned fewer vectors than texts');
            return v;
          });
          // A failed call is forgotten, so the next one asks the model again; its own caller hears the error.
          vector.catch(() => {
            if (memo.get(text) === vector) memo.delete(text);
          });
          wanted.set(text, vector);
        });
      }
      for (const [text, vector] of wanted) remember(text, vector);
      // Copies: whoever receives a vector may keep or change it without touching another's.
      return Promise.all(texts.map(async (text) => (await (wanted.get(text) as Promise<Float32Array>)).slice()));
    },
  };
}
