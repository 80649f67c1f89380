/** Abbreviations whose full stop does not end a sentence. */
export const ABBREVIATIONS = new Set([
  'dr',
  'mr',
  'mrs',
  'ms',
  'st',
  'prof',
  'jr',
  'sr',
  'vs',
  'etc',
  'no',
  'mt',
  'ft',
]);

/** Sentences, without breaking after "Dr." and the like. */
export function claimSentences(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(/(?<=[.!?])\s+|\n+/)) {
    const previous = out.at(-1);
    const lastWord = previous?.match(/(\p{L}+)\.$/u)?.[1]?.toLowerCase();
    if (previous !== undefined && lastWord && ABBREVIATIONS.has(lastWord)) out[out.length - 1] = `${previous} ${part}`;
    else if (part.trim()) out.push(part.trim());
  }
  return out;
}

/** The link between a subject and what is said of it ("is", "=", " - ", "changed to", ": " …). */
export const LINK =
  /\s(?:is now|are now|is|are|was|were|=|–|-|changed to|moved to|moves to|rises to|falls to|switched to|goes to|went to)\s|:\s/gi;
