// Many strings stored as one, with where each ends: reading them back cuts out each string when it is wanted,
// where parsing them as a JSON array makes every one at once (300k edge ids, 100k node texts at opening).
// A stored section keeps both as fields of its own, so that its blob holds them as bytes (storage/blob-row.ts).

/** The strings end to end, and where each ends. */
export function join(strings: readonly string[]): [text: string, ends: Uint32Array] {
  const ends = new Uint32Array(strings.length);
  let end = 0;
  strings.forEach((s, k) => {
    ends[k] = end += s.length;
  });
  return [strings.join(''), ends];
}

/** String k of `join`: text[ends[k-1] … ends[k]) (from 0 for the first). */
export const cut = (text: string, ends: Uint32Array, k: number): string =>
  text.slice(k ? (ends[k - 1] ?? 0) : 0, ends[k] ?? 0);
