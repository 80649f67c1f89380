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
  /\b(switched (?:over )?to|changed (?:it )?to|changes to|change(?:d)? of|from now on|no longer|as of (?:this|next|today|now)|moved to|moves to|moving to|replaced (?:by|with)|instead of|now (?:is|are|uses|at|on|in)|is now|are now|new\b|updated|anymore|any more)\b/i;
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
}

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

/** The claim without its attribution. */
export function claimText(text: string): string {
  const stripped = text.replace(TRAILING_ATTRIBUTION, '.').replace(LEADING_ATTRIBUTION, '');
  return stripped.trim() ? stripped : text;
}

export function claim(fullText: string): Claim {
  const text = claimText(fullText);
  const vals = new Set<string>();
  // Numbers with their inner punctuation kept: 8:15, 555-0142, 4.50, 1,200.
  for (const m of text.matchAll(/\d+(?:[.:,/-]\d+)*/g)) vals.add(m[0]);
  const sentenceStarts = new Set<number>();
  for (const m of text.matchAll(/(^|[.!?]\s+|\n\s*|^[-*]\s+)(\p{L})/gu)) {
    const before = text
      .slice(0, m.index)
      .match(/(\p{L}+)$/u)?.[1]
      ?.toLowerCase();
    if (m[1]?.startsWith('.') && before && ABBREVIATIONS.has(before)) continue;
    sentenceStarts.add(m.index + (m[1]?.length ?? 0));
  }
  const subjectWords: string[] = [];
  for (const m of text.matchAll(/[\p{L}][\p{L}'’-]*/gu)) {
    const w = m[0];
    const lower = normaliseWord(w);
    if (WEEKDAYS_MONTHS.test(lower)) {
      vals.add(lower);
      continue;
    }
    const name = /^\p{Lu}/u.test(w) && !NOT_NAMES.has(lower) && !sentenceStarts.has(m.index);
    if (name) vals.add(lower);
    else subjectWords.push(w);
  }
  return { values: vals, subject: new Set(terms(subjectWords.join(' '))), negated: negatedValues(text, vals) };
}

/** Values of one claim that another text does not mention anywhere. */
export function valuesMissingFrom(vals: Set<string>, otherText: string): string[] {
  const otherWords = new Set(words(otherText).map(normaliseWord));
  const lower = otherText.toLowerCase();
  return [...vals].filter((v) => !(otherWords.has(v) || (NUMBERISH.test(v) && lower.includes(v))));
}
