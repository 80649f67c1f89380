// Counts and sizes as a person reads them, in every message that names one: the worker's and the UI's alike.

const plurals = new Intl.PluralRules('en');
const counts = new Intl.NumberFormat('en');

/** "1 source", "1,428 sources", "0 lesions": a count with its noun in the number English gives it. */
export const plural = (n: number, one: string, many = `${one}s`): string =>
  `${counts.format(n)} ${plurals.select(n) === 'one' ? one : many}`;

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const sizes = [0, 1].map((digits) => new Intl.NumberFormat('en', { maximumFractionDigits: digits }));

/** A size in the unit that reads best, to one decimal where it says something: "812 B", "4.2 KB", "1 GB". */
export function byteSize(bytes: number): string {
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${(sizes[unit ? 1 : 0] as Intl.NumberFormat).format(value)} ${UNITS[unit] ?? 'B'}`;
}

/** "6 MB, over the 5 MB limit"; a size that rounds to the limit is "just over the 5 MB limit", never "5 MB, over 5 MB". */
export function overLimit(bytes: number, limit: number): string {
  const [size, most] = [byteSize(bytes), byteSize(limit)];
  return size === most ? `just over the ${most} limit` : `${size}, over the ${most} limit`;
}

/**
 * A text cut to at most `max` characters at the end of a word, with an ellipsis: a quoted note never ends in
 * the middle of a value ("opens at 1…" for "opens at 10:30").
 */
/** A note as a journal line names it: by its words, quoted and cut short (a node's id means nothing to a reader). */
export const quoted = (text: string): string => `“${excerpt(text, 60)}”`;

export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const end = cut.search(/\s+\S*$/);
  return `${(end > max / 2 ? cut.slice(0, end) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** What a side set aside says of the conflict it lost: in the search card, the note's page and its rest's card. */
export const settledFor = (keptText: string): string => `the conflict was settled for “${excerpt(keptText, 80)}”`;
