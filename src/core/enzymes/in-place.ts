// Where two texts differ when they are the same words around one changed place ("GP surgery phone 01632 960311"
// / "GP surgery phone 01632 960874"): the span each side holds there. The words they share say what the place
// is of, however the reader bound them; compare.ts decides whether each span is a value of one slot.

/** Words (with the marks inside them: "us-east-2", "10:30", and between digits "£2,086.40"), lower-cased. */
const WORD = /[\p{L}\p{N}\p{Sc}%]+(?:(?:['’:/@&+-]|(?<=\d)[.,](?=\d))[\p{L}\p{N}\p{Sc}%]+)*/gu;

const WORD_CHAR = /[\p{L}\p{N}\p{Sc}%]/u;

/**
 * The first or the last character of a text's words: two texts that share a first or last word share it. (A
 * character outside the basic plane is skipped alike in both texts, so equal words still give equal answers.)
 */
function edge(text: string, from: 'start' | 'end'): string | undefined {
  const step = from === 'start' ? 1 : -1;
  for (let i = from === 'start' ? 0 : text.length - 1; i >= 0 && i < text.length; i += step) {
    const ch = text.charAt(i);
    if (WORD_CHAR.test(ch)) return ch.toLowerCase();
  }
  return undefined;
}

/** The changed place may be a value and a word or two around it, never a clause. */
const MAX_CHANGED_WORDS = 4;
/** What they share is most of each text: the same words, not a text that also mentions the same thing. */
const MIN_SHARED_SHARE = 0.5;
const MIN_SHARED_WORDS = 3;

export interface ChangedPlace {
  /** The older text's words at the changed place, and the newer's. */
  before: string;
  after: string;
  /** The words both share around it. */
  shared: string[];
  /** In the newer text, the shared word just before the place and what stands between them (": ", ", "). */
  opener: { word: string; marks: string };
}

/**
 * The one place where `newer` differs from `older`, if they are otherwise the same words in the same order:
 * a common beginning and a common end, and between them a few words on each side.
 */
export function changedPlace(older: string, newer: string): ChangedPlace | undefined {
  // Most pairs compared share neither their first nor their last word: told by one letter each, before the
  // texts are cut into words (this runs for every pair the enzymes compare).
  if (edge(older, 'start') !== edge(newer, 'start') && edge(older, 'end') !== edge(newer, 'end')) return undefined;
  const a = older.toLowerCase().match(WORD) ?? [];
  const found = [...newer.matchAll(WORD)];
  const b = found.map((m) => m[0].toLowerCase());
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const before = a.slice(head, a.length - tail);
  const after = b.slice(head, b.length - tail);
  const shared = [...a.slice(0, head), ...a.slice(a.length - tail)];
  if (!before.length || !after.length || before.length > MAX_CHANGED_WORDS || after.length > MAX_CHANGED_WORDS)
    return undefined;
  // A word on both sides of it splits it in two: two places changed ("Room A: seats 8" / "Room C: seats 20"
  // are two rooms, not one room's seats).
  if (before.some((w) => after.includes(w))) return undefined;
  if (shared.length < MIN_SHARED_WORDS || shared.length < MIN_SHARED_SHARE * Math.max(a.length, b.length))
    return undefined;
  const last = found[head - 1];
  const start = found[head]?.index ?? newer.length;
  const end = last ? last.index + last[0].length : 0;
  return {
    before: before.join(' '),
    after: after.join(' '),
    shared,
    // (A sigil glued to the place after a space is part of it: "option :editor/x".)
    opener: {
      word: b[head - 1] ?? '',
      marks: newer
        .slice(end, start)
        .replace(/\s[:#@]+$/, ' ')
        .trim(),
    },
  };
}
