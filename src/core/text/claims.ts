// What a segment asserts, as far as cheap cues can tell: the values it names (names, numbers, times,
// dates) and the cues that say it updates, corrects, negates or re-confirms something.
import { normaliseWord, terms, words } from './terms';

const WEEKDAYS_MONTHS =
  /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)$/i;
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
const NUMBERISH = /\d/;
const ABBREVIATIONS = new Set(['dr', 'mr', 'mrs', 'ms', 'st', 'prof', 'jr', 'sr', 'vs', 'etc', 'no', 'mt', 'ft']);

export interface Cues {
  /** "switched to", "from now on", "changed to", "no longer", "as of", "moved to", "replaced", "now" … */
  update: boolean;
  /** "correction", "was a mistake", "actually", "turns out", "wrong" … */
  correction: boolean;
  /** "not", "never", "no longer", "isn't" … */
  negation: boolean;
  /** "still", "double-checked", "confirmed", "as before", "unchanged" … */
  confirmation: boolean;
}

const UPDATE =
  /\b(switched (?:over )?to|changed (?:it )?to|changes to|change(?:d)? of|from now on|no longer|as of (?:this|next|today|now)|moved to|moves to|moving to|replaced (?:by|with)|instead of|now (?:is|are|uses|at|on|in)|is now|are now|updated|anymore|any more)\b/i;
const CORRECTION =
  /\b(correction|corrected|was a mistake|was wrong|is wrong|mistaken|actually|turns out|in fact|erratum|never mind|scratch that|not true|retract)\b/i;
const NEGATION = /\b(not|never|no longer|isn't|aren't|wasn't|weren't|doesn't|don't|didn't|won't|cannot|can't|none)\b/i;
const CONFIRMATION =
  /\b(still|double[- ]checked|confirmed|confirms|as before|unchanged|same as|again verified|verified)\b/i;

export function cues(text: string): Cues {
  return {
    update: UPDATE.test(text),
    correction: CORRECTION.test(text),
    negation: NEGATION.test(text),
    confirmation: CONFIRMATION.test(text),
  };
}

export interface Claim {
  /** Numbers, times, dates, weekdays, months and capitalised names (not sentence-initial), lower-cased. */
  values: Set<string>;
  /** Content terms outside the values: what the text is about ("gym" in "my gym is Ironworks Gym"). */
  subject: Set<string>;
  /** Values under a negation ("not 9:00", "no longer going with Dr. Ames"): denied, not asserted. */
  negated: Set<string>;
  /** The values that are parts of a date (months, years, days of the month). */
  dates: Set<string>;
  /** How many sentences the claim spans. */
  sentences: number;
  /** Whether it can assert anything at all: a sentence of a few words, not a fragment of code or a title. */
  assertive: boolean;
}

/** A claim needs a subject, a link and a value: fewer words than this is a label or a title. */
const MIN_CLAIM_WORDS = 4;
/** Text with this share of symbols is code or markup, which asserts nothing about the world. */
const MAX_SYMBOL_SHARE = 0.08;

const NEGATOR = /^(not|never|no|isn't|aren't|wasn't|weren't|doesn't|don't|didn't|won't|cannot|can't|nor)$/i;
/** How many words after a negation it still reaches, within one clause. */
const NEGATION_REACH = 6;

function negatedValues(text: string, vals: Set<string>): Set<string> {
  const negated = new Set<string>();
  let reach = 0;
  let previous = '';
  for (const [token] of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*(?:[.:]\d+)*|[.;!?,]/gu)) {
    // A clause ends the reach of a negation, but the full stop of "Dr." does not end a clause.
    if (/^[.;!?,]$/.test(token)) {
      if (!(token === '.' && ABBREVIATIONS.has(previous))) reach = 0;
      continue;
    }
    const t = normaliseWord(token);
    previous = t;
    if (t === 'but') reach = 0;
    else if (NEGATOR.test(t)) reach = NEGATION_REACH;
    else if (reach > 0) {
      if (vals.has(t)) negated.add(t);
      reach--;
    }
  }
  return negated;
}

// Reported speech: who said it is provenance, not part of the claim ("Someone on a forum claims that …",
// "… , says a commuter forum.", "According to the council, …").
const REPORTING_VERB =
  '(?:says?|said|claims?|claimed|reports?|reported|writes?|wrote|mentions?|mentioned|thinks?|believes?|suggests?|states?|stated|alleges?|insists?|heard|hears|reckons?|tweeted|posted)';
const LEADING_ATTRIBUTION = new RegExp(
  `^(?:[^.!?:;]{0,80}?\\b${REPORTING_VERB}\\b(?:\\s+that)?[:,]?\\s+|according to [^,]{1,60},\\s*)`,
  'i',
);
const TRAILING_ATTRIBUTION = new RegExp(`,\\s*(?:${REPORTING_VERB}|according to)\\b[^.!?]*[.!?]?\\s*$`, 'i');

// A label before a colon ("Note to self:", "Local radio transcript:") frames the claim after it.
const LABEL = /^[^.!?:]{1,40}:\s+/;

/** The claim without its attribution, and without a leading label when the rest still names a subject. */
export function claimText(text: string): string {
  const stripped = text.replace(TRAILING_ATTRIBUTION, '.').replace(LEADING_ATTRIBUTION, '');
  const claimed = stripped.trim() ? stripped : text;
  const unlabelled = claimed.replace(LABEL, '');
  const rest = terms(unlabelled.replace(/\b\p{Lu}[\p{L}'’-]*/gu, '')).filter((t) => !/\d/.test(t));
  return unlabelled !== claimed && rest.length >= 2 ? unlabelled : claimed;
}

// Links and file names are references, not claims.
const REFERENCES =
  /\bhttps?:\/\/\S+|\bwww\.\S+|\S+\.(?:png|jpe?g|gif|svg|webp|pdf|mp4|mov|zip)\b|\{\{[^}]*\}\}|\(\([^)]*\)\)|#\+\w+/gi;

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

const MONTHS =
  /^(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)$/i;
const YEAR = /^(19|20)\d\d$/;

function readSentence(sentence: string): { values: Set<string>; dates: Set<string>; subjectWords: string[] } {
  const values = new Set<string>();
  const dates = new Set<string>();
  // Numbers with their inner punctuation kept: 8:15, 555-0142, 4.50, 1,200.
  for (const m of sentence.matchAll(/\d+(?:[.:,/-]\d+)*/g)) {
    values.add(m[0]);
    if (YEAR.test(m[0]) || /^\d{4}-\d\d-\d\d$/.test(m[0])) dates.add(m[0]);
  }
  const wordsHere = [...sentence.matchAll(/[\p{L}][\p{L}'’-]*/gu)].map((m) => m[0]);
  // In Title Case Text capitals mark the style, not names.
  const later = wordsHere.slice(1);
  const titleCase = later.length > 0 && later.filter((w) => /^\p{Lu}/u.test(w)).length / later.length >= 0.75;
  const subjectWords: string[] = [];
  wordsHere.forEach((w, i) => {
    const lower = normaliseWord(w);
    if (WEEKDAYS_MONTHS.test(lower) || MONTHS.test(lower)) {
      values.add(lower);
      if (MONTHS.test(lower)) dates.add(lower);
    } else if (!titleCase && i > 0 && /^\p{Lu}\p{L}/u.test(w) && !NOT_NAMES.has(lower)) values.add(lower);
    else subjectWords.push(w);
  });
  // A day of the month next to a month name ("Aug 7th", "7 August") is part of the date.
  for (const m of sentence.matchAll(
    /\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?\p{L}+|\p{L}+\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b/gu,
  )) {
    const around = m[0].match(/\p{L}{3,}/u)?.[0] ?? '';
    if (MONTHS.test(around)) dates.add(m[1] ?? m[2] ?? '');
  }
  return { values, dates, subjectWords };
}

function isAssertive(text: string): boolean {
  const wordCount = words(text).length;
  // EDN keywords (":height") count as markup too; a colon in "8:15" or "Note:" does not.
  const symbols = (text.match(/[{}[\]()<>$#=|\\/*+^~`@]|:(?=\p{L})/gu) ?? []).length;
  return wordCount >= MIN_CLAIM_WORDS && symbols / Math.max(1, text.length) <= MAX_SYMBOL_SHARE;
}

/**
 * What a text claims: the values it names and what it names them about. The subject comes from the
 * sentences that carry values ("My gym is Ironworks Gym." — not "Keep this in the binder.").
 */
// Task markers of outliners and markdown checklists frame an item; they are not part of its claim.
const TASK_MARKER = /^\s*(?:(?:TODO|DOING|DONE|LATER|NOW|WAITING|CANCELED|CANCELLED)\b|\[[ xX]\])\s*/;

export function claim(fullText: string): Claim {
  const task = TASK_MARKER.test(fullText);
  const text = claimText(fullText).replace(REFERENCES, ' ').replace(TASK_MARKER, '');
  const read = claimSentences(text).map(readSentence);
  const values = new Set(read.flatMap((r) => [...r.values]));
  const claiming = read.filter((r) => r.values.size > 0);
  const subjectWords = (claiming.length ? claiming : read).flatMap((r) => r.subjectWords);
  return {
    values,
    subject: new Set(terms(subjectWords.join(' '))),
    negated: negatedValues(text, values),
    dates: new Set(read.flatMap((r) => [...r.dates])),
    sentences: read.length,
    // A task is something to do, not something that is so.
    assertive: !task && isAssertive(fullText.replace(REFERENCES, ' ')),
  };
}

/** Values of one claim that another text does not mention anywhere. */
export function valuesMissingFrom(vals: Set<string>, otherText: string): string[] {
  const otherWords = new Set(words(otherText).map(normaliseWord));
  const lower = otherText.toLowerCase();
  return [...vals].filter((v) => !(otherWords.has(v) || (NUMBERISH.test(v) && lower.includes(v))));
}
