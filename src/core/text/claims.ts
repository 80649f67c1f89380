// What a segment asserts, as far as cheap cues can tell: what it is about (the subject), what it says of
// it (values: names, numbers, times, dates; and the words of the predicate), and what it denies.
import { claimText } from './attribution';
import { negatedValues } from './negation';
import { claimSentences, LINK } from './sentences';
import { normaliseWord, terms, words } from './terms';

export { claimText } from './attribution';
export { cues, type Cues } from './cues';

export interface Claim {
  /** Numbers, times, dates, weekdays, months and capitalised names (not sentence-initial), lower-cased. */
  values: Set<string>;
  /** What it is about: the terms before the link ("the spare key" in "the spare key is under the mat"). */
  subject: Set<string>;
  /** What it says of the subject, in plain words ("under the mat"): values that are not names or numbers. */
  predicate: Set<string>;
  /** Every content term outside the values. */
  content: Set<string>;
  /** Values under a negation ("not 9:00", "no longer going with Dr. Ames"): denied, not asserted. */
  negated: Set<string>;
  /** The values that are parts of a date (months, years, days of the month). */
  dates: Set<string>;
  /** How many sentences the claim spans. */
  sentences: number;
  /** How many words it has. */
  words: number;
  /** Whether it can assert anything at all: a sentence of a few words, not a fragment of code or a title. */
  assertive: boolean;
}

const WEEKDAYS = /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;
const MONTHS =
  /^(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)$/i;
const FULL_MONTHS = /^(january|february|march|april|may|june|july|august|september|october|november|december)$/i;
const YEAR = /^(19|20)\d\d$/;
// Capitalised words that are grammar, not names.
const NOT_NAMES = new Set([
  'i',
  "i'm",
  "i've",
  "i'd",
  'the',
  'a',
  'an',
  'my',
  'our',
  'it',
  'this',
  'that',
  'ok',
  'yes',
  'no',
]);

// Nouns that label with a number: the number identifies which one, it is not a value of it.
const IDENTIFIER =
  /\b(number|no\.?|#|job|issue|ticket|item|step|part|chapter|page|room|flat|apartment|unit|bed|plot|day|week|reminder|task|order|invoice|episode|season|lesson|visit|version|release)\s*#?(\d+)\b|^(\p{Lu}\p{Ll}+)\s+(\d+)\b/giu;

/** A claim needs a subject, a link and a value: fewer words than this is a label or a title. */
const MIN_CLAIM_WORDS = 4;
/** Text with this share of symbols is code or markup, which asserts nothing about the world. */
const MAX_SYMBOL_SHARE = 0.08;
// Links, file names, macros and block references are references, not claims.
const REFERENCES =
  /\bhttps?:\/\/\S+|\bwww\.\S+|\S+\.(?:png|jpe?g|gif|svg|webp|pdf|mp4|mov|zip)\b|\{\{[^}]*\}\}|\(\([^)]*\)\)|#\+\w+/gi;
// Task markers of outliners and markdown checklists frame an item; they are not part of its claim.
const TASK_MARKER = /^\s*(?:(?:TODO|DOING|DONE|LATER|NOW|WAITING|CANCELED|CANCELLED)\b|\[[ xX]\])\s*/;

interface SentenceReading {
  values: Set<string>;
  dates: Set<string>;
  subject: string[];
  predicate: string[];
}

function readSentence(sentence: string): SentenceReading {
  const values = new Set<string>();
  const dates = new Set<string>();
  // Numbers with their inner punctuation kept: 8:15, 555-0142, 4.50, 1,200.
  // A number that names rather than measures ("Day 12", "bed 3", "visit number 5") is part of the subject.
  const identifiers: { word: string; at: number }[] = [];
  for (const m of sentence.matchAll(IDENTIFIER)) {
    const [label, number] = [m[1] ?? m[3] ?? '', m[2] ?? m[4] ?? ''];
    identifiers.push({ word: `${normaliseWord(label).replace(/\W/g, '') || 'no'}_${number}`, at: m.index });
  }
  for (const m of sentence.matchAll(/\d+(?:[.:,/-]\d+)*/g)) {
    if (identifiers.some((id) => id.word.endsWith(`_${m[0]}`) && m.index > id.at && m.index - id.at < 24)) continue;
    values.add(m[0]);
    if (YEAR.test(m[0]) || /^\d{4}-\d\d-\d\d$/.test(m[0])) dates.add(m[0]);
  }
  const found = [...sentence.matchAll(/[\p{L}][\p{L}'’-]*/gu)];
  const isCapital = (w: string | undefined): boolean => !!w && /^\p{Lu}\p{L}/u.test(w);
  // In Title Case Text capitals mark the style, not names.
  const later = found.slice(1).map((m) => m[0]);
  const titleCase =
    isCapital(found[0]?.[0]) &&
    later.length >= 3 &&
    later.filter((w) => /^\p{Lu}/u.test(w)).length / later.length >= 0.75;
  const plain: { word: string; at: number }[] = [...identifiers];
  found.forEach((m, i) => {
    const w = m[0];
    const lower = normaliseWord(w);
    // "May" at the start of a sentence is a verb more often than a month.
    const month = MONTHS.test(lower) && (FULL_MONTHS.test(lower) ? i > 0 || lower !== 'may' : /^\p{Lu}/u.test(w));
    // A capitalised first word followed by another is the start of a name ("Pawfect Salon is …").
    const name = isCapital(w) && !NOT_NAMES.has(lower) && (i > 0 || isCapital(found[1]?.[0]));
    if (WEEKDAYS.test(lower) || month) {
      values.add(lower);
      if (month) dates.add(lower);
    } else if (!titleCase && name) values.add(lower);
    else plain.push({ word: w, at: m.index });
  });
  // A day of the month next to a month name ("Aug 7th", "7 August") is part of the date.
  for (const m of sentence.matchAll(
    /\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?\p{L}+|\p{L}+\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b/gu,
  )) {
    const around = m[0].match(/\p{L}{3,}/u)?.[0] ?? '';
    if (MONTHS.test(around)) dates.add(m[1] ?? m[2] ?? '');
  }
  // The subject ends at the first link ("is", "=", "changed to" …) with a subject before it.
  for (const link of sentence.matchAll(LINK)) {
    const before = plain.filter((p) => p.at < link.index).map((p) => p.word);
    if (terms(before.join(' ')).length === 0) continue;
    const after = plain.filter((p) => p.at > link.index).map((p) => p.word);
    // "latex is the allergy": a definite description after the link is the subject, what comes before its value.
    const inverted =
      /^the\s/i.test(sentence.slice(link.index + link[0].length)) && !/^(?:the|my|our|a|an)\s/i.test(sentence);
    return inverted
      ? { values, dates, subject: after, predicate: before }
      : { values, dates, subject: before, predicate: after };
  }
  return { values, dates, subject: plain.map((p) => p.word), predicate: [] };
}

function isAssertive(text: string): boolean {
  // EDN keywords (":height") count as markup too; a colon in "8:15" or "Note:" does not.
  const symbols = (text.match(/[{}[\]()<>$#=|\\/*+^~`@]|:(?=\p{L})/gu) ?? []).length;
  return words(text).length >= MIN_CLAIM_WORDS && symbols / Math.max(1, text.length) <= MAX_SYMBOL_SHARE;
}

const termSet = (ws: string[]): Set<string> => new Set(terms(ws.join(' ')));

/**
 * The subject comes from the sentences that say something of it ("My gym is Ironworks Gym." — not
 * "Keep this in the binder.").
 */
export function claim(fullText: string): Claim {
  const task = TASK_MARKER.test(fullText);
  const text = claimText(fullText).replace(REFERENCES, ' ').replace(TASK_MARKER, '');
  const read = claimSentences(text).map(readSentence);
  const values = new Set(read.flatMap((r) => [...r.values]));
  const claiming = read.filter((r) => r.values.size > 0 || terms(r.predicate.join(' ')).length > 0);
  const from = claiming.length ? claiming : read;
  return {
    values,
    subject: termSet(from.flatMap((r) => r.subject)),
    predicate: termSet(from.flatMap((r) => r.predicate)),
    content: termSet(read.flatMap((r) => [...r.subject, ...r.predicate])),
    negated: negatedValues(text, values),
    dates: new Set(read.flatMap((r) => [...r.dates])),
    sentences: read.length,
    words: words(text).length,
    // A task is something to do, not something that is so.
    assertive: !task && isAssertive(fullText.replace(REFERENCES, ' ')),
  };
}

/** Values of one claim that another text does not mention anywhere. */
export function valuesMissingFrom(vals: Set<string>, otherText: string): string[] {
  const otherWords = new Set(words(otherText).map(normaliseWord));
  const lower = otherText.toLowerCase();
  return [...vals].filter((v) => !(otherWords.has(v) || (/\d/.test(v) && lower.includes(v))));
}
