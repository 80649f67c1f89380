// What English grammar says of a clause, whatever it is about: a verb's tense, a change reported or announced
// ("moved to", "is moving to", "from today", "again"), how far a negation reaches, a verb the tagger missed,
// where an aside in brackets stands.
// The claim reader (claims.ts) asks these of the tokens of a sentence.
import {
  canBeVerb,
  isBe,
  isLabelLink,
  knownWord,
  nominal,
  OBJECT_PRONOUN,
  spacedDash,
  thirdPersonVerb,
  type Token,
} from './language';

export { OBJECT_PRONOUN } from './language';
import { namesADay, type ValueSpan } from './values';

/** Where the words before an aside closing at `at` end ("Vet of Pepper (our cat)" → "Pepper"), or `at`. */
export function asideBefore(tokens: Token[], at: number): number {
  const open = tokens[at]?.text === ')' ? tokens.findLastIndex((t, k) => k < at && t.text === '(') : -1;
  return open > 0 ? open - 1 : at;
}

/** Past an aside that opens at `at` ("Squad B (Mira's group) trains …"), or `at`. */
export function asideAfter(tokens: Token[], at: number): number {
  const close = tokens[at]?.text === '(' ? tokens.findIndex((t, k) => k > at && t.text === ')') : -1;
  return close > 0 ? close + 1 : at;
}

/** A verb in a past form ("switched", "went"): not its lemma, and not a present "-s" form. */
export const past = (t: Token | undefined): boolean =>
  t?.pos === 'VERB' &&
  ((t.lower !== t.lemma && !(t.lower.endsWith('s') && !t.lower.endsWith('ss'))) ||
    // A verb the lemmatizer does not know ("upped", "re-banded") still shows its past by its ending
    // ("need", "proceed" end in -eed as they stand).
    (t.lower === t.lemma && /[^e]ed$/.test(t.lower)));

/**
 * English verbs whose past is written as their base form (a closed class of the language): the lemmatizer
 * cannot tell "I cut it to 14 days" from an instruction to cut it.
 */
const UNMARKED_PAST = new Set(['cut', 'put', 'set', 'shut', 'let', 'hit', 'quit', 'cast', 'cost', 'split', 'spread']);

/** "I cut the retention down to 14 days", "Dr Aziz put me on …": such a verb right after its subject is past. */
const pastAfterSubject = (tokens: Token[], at: number): boolean => {
  const [verb, subject] = [tokens[at], tokens[at - 1]];
  return (
    verb?.pos === 'VERB' &&
    UNMARKED_PAST.has(verb.lower) &&
    (nominal(subject) || (subject?.pos === 'PRON' && /^(i|we|they|he|she|you)$/.test(subject.lower)))
  );
};

/**
 * A change reported as done: a past verb ("moved to"), or a passive whose "be" is past or perfect ("was
 * raised to", "has been moved to"). "will be capped to" or "is rounded to" say what always happens.
 */
export function reported(tokens: Token[], at: number): boolean {
  let k = at - 1;
  while (tokens[k]?.pos === 'ADV' || tokens[k]?.pos === 'PART') k--;
  const be = tokens[k];
  // "the concert is moving to the Corn Exchange": a change under way, or arranged, is announced as one.
  const verb = tokens[at];
  if (verb?.pos === 'VERB' && verb.lower.endsWith('ing') && isBe(be)) return true;
  if (!past(tokens[at]) && !pastAfterSubject(tokens, at)) return false;
  // ("the room's changed to C1-015": the tagger may take "'s" for a possessive; before a participle that goes
  // straight to where the thing went, it is "has".)
  if (tokens[at - 1]?.lower === "'s" && tokens[at + 1]?.lemma === 'to') return true;
  // "Key entries respect the ttl passed to …": a participle after a noun, once the clause has its verb,
  // describes the noun.
  if (nominal(be) || be?.pos === 'ADJ') {
    let c = k - 1;
    while (c >= 0 && !clauseMark(tokens[c] as Token)) c--;
    // (A noun right before an article is a verb the tagger missed: "Key entries respect the ttl passed to …". A
    // participle that opens the clause before a noun qualifies it: "Shared test iPhone updated to iOS 17.3".)
    const verbed = (t: Token, i: number): boolean =>
      (t.pos === 'VERB' && !(i === c + 1 && /ed$/.test(t.lower) && nominal(tokens[i + 1]))) ||
      t.pos === 'AUX' ||
      (t.pos === 'NOUN' && tokens[i + 1]?.pos === 'DET');
    if (tokens.slice(c + 1, k).some((t, i) => verbed(t, c + 1 + i))) return false;
  }
  // "she's upped the pressure to 11": a participle with an object after "'s" is a perfect ("has"), not a passive.
  const perfect = be?.lower === "'s" && /^(DET|PRON|PROPN|NOUN)$/.test(tokens[at + 1]?.pos ?? '');
  return !isBe(be) || perfect || /^(was|were|been)$/i.test(be?.text ?? '');
}

/**
 * "the signing is moved to 19 January", "the deadline is pushed to 15:00": a present passive that puts a
 * thing on a day of a month or a time of day announces a change; "is rounded to two places" or "is moved to
 * the trash" still say what always happens.
 */
export function announced(tokens: Token[], at: number, value: ValueSpan): boolean {
  const verb = tokens[at];
  if (value.kind !== 'time' && value.kind !== 'date') return false;
  let k = at - 1;
  while (tokens[k]?.pos === 'ADV' || tokens[k]?.pos === 'PART') k--;
  const be = tokens[k];
  const passive = verb?.pos === 'VERB' && past(verb) && isBe(be) && /^(is|are|'s)$/i.test(be?.text ?? '');
  // (One weekday, not a weekday's plural, is a day too: "the freeze is pushed to Thursday noon"; "the class is
  // moved to Thursdays" may be its rule.)
  if (passive)
    return (
      value.kind === 'time' || namesADay(value.key) || (/^dweekday=\d$/.test(value.key) && !/days\b/i.test(value.text))
    );
  // "Standup moves to 10:00", "Piano switches to Wednesdays": a headline's present, its verb right before the
  // "to" (past an adverb: "moves back to"). ("The shop opens from 9:00 to 17:00" is a span.)
  let to = at + 1;
  while (tokens[to]?.pos === 'ADV' || tokens[to]?.pos === 'PART') to++;
  const present = verb?.pos === 'VERB' && /[^s]s$/.test(verb.lower) && verb.lemma !== verb.lower;
  // (A "from" before it in its clause makes a span; one before a dash is where the news came from: "update from
  // Harbourline — the renewal slips to 15 October".)
  const clause = tokens.findLastIndex((t, i) => i < at && strongPause(t)) + 1;
  return present && tokens[to]?.lemma === 'to' && !tokens.slice(clause, at).some((t) => t.lemma === 'from');
}

/**
 * A clause with no verb before its value, whose last noun before the value can be a verb in the third person
 * ("Home insurance with Larchmont costs €1,140"), has that verb: the tagger reads it as a plural noun.
 */
export function verbOfVerblessClause(tokens: Token[], spans: ValueSpan[]): Token[] {
  // The clause starts after a leading label ("Quick note - …"). (Its subject may be a value itself: "Squad B
  // (Mira's group) trains Tuesdays …".)
  const startOf = (v: ValueSpan): number => tokens.findLastIndex((t, i) => i < v.from && isLabelLink(t)) + 1;
  const first = spans.find((v) => v.from - startOf(v) >= 2 && v.from > 0);
  if (!first) return tokens;
  const start = startOf(first);
  // (A verb-looking word between two nouns is inside a noun phrase: "the parking permit renewal".)
  const finite = (t: Token, i: number): boolean =>
    t.pos === 'AUX' || (t.pos === 'VERB' && !(nominal(tokens[i - 1]) && nominal(tokens[i + 1])));
  if (tokens.some((t, i) => i >= start && i < first.from && finite(t, i))) return tokens;
  let at = first.from - 1;
  // "costs €1,140", "lives at 10.0.0.1".
  // ("returns to £540": the tagger may call that "to" a particle. "costs us £10.99": whom it costs is an
  // object pronoun.)
  const skipped = (t: Token | undefined): boolean =>
    /^(DET|SYM|ADP)$/.test(t?.pos ?? '') || t?.lemma === 'to' || OBJECT_PRONOUN.test(t?.lower ?? '');
  while (at > start && skipped(tokens[at])) at--;
  const word = tokens[at];
  // ("Squad B (Mira's group) trains Tuesdays at 17:15": an aside may stand between the subject and its verb.)
  const before = tokens[asideBefore(tokens, at - 1)];
  if (word?.pos !== 'NOUN' || !nominal(before)) return tokens;
  const endsInS = (t: Token): boolean => /[^s]s$/.test(t.lower);
  // ("Sessions cost £11.40": after a plural subject the verb has no -s. "Swimming lessons for Ivy cost £8.50":
  // nor after a plural whose name follows it.)
  const owned = before?.pos === 'PROPN' && tokens[at - 2]?.pos === 'ADP' ? tokens[at - 3] : before;
  const plural = owned?.pos === 'NOUN' && endsInS(owned) && owned.lemma !== owned.lower;
  const verb = endsInS(word) ? thirdPersonVerb(word.text) : plural && canBeVerb(word.lower) ? word.lower : undefined;
  if (!verb) return tokens;
  return tokens.map((t, i) => (i === at ? { ...t, pos: 'VERB', lemma: verb } : t));
}

/**
 * "from today", "as of this week", "starting next month": a value said to hold from a day on is a change. ("from
 * Monday to Friday" is a span, which the tagger marks as a duration.)
 */
export function inception(tokens: Token[], at: number): boolean {
  const t = tokens[at] as Token;
  // "going forward", "from now on", "henceforth": from this point, a closed set of English idioms.
  const next = tokens[at + 1]?.lower;
  if ((t.lower === 'going' && next === 'forward') || (t.lower === 'now' && next === 'on') || t.lower === 'henceforth')
    return true;
  const opens =
    (t.lower === 'from' && t.pos === 'ADP') ||
    // (The tagger may take "starting" before a day for a noun: no noun stands there.)
    (t.lower === 'starting' && (t.pos === 'VERB' || t.pos === 'NOUN')) ||
    (t.lower === 'as' && tokens[at + 1]?.lower === 'of');
  // "is on V since the switch swap on Friday": a state that holds since a day began then. (Within its phrase:
  // "since" also gives a reason.)
  if (t.lower === 'since') {
    for (let k = at + 1; k <= at + 6 && tokens[k] && !clauseMark(tokens[k] as Token); k++)
      if (tokens[k]?.entity === 'DATE') return true;
    return sinceAnEvent(tokens, at);
  }
  if (!opens) return false;
  const k = at + (t.lower === 'as' ? 2 : 1);
  return [tokens[k], tokens[k + 1]].some((x) => x?.entity === 'DATE');
}

/**
 * "£21.99/mo since the price rise", "in Hall B since the refit": a state that holds since an event, named by a
 * noun that is also a verb. (Not a reason: "since the shop closes at 6" goes on with the clause's verb.)
 */
function sinceAnEvent(tokens: Token[], at: number): boolean {
  let k = at + 1;
  if (tokens[k]?.pos !== 'DET') return false;
  while (/^(DET|ADJ|NOUN)$/.test(tokens[k + 1]?.pos ?? '')) k++;
  const head = tokens[k];
  const next = tokens[k + 1];
  return head?.pos === 'NOUN' && canBeVerb(head.lower) && !/^(VERB|AUX)$/.test(next?.pos ?? '');
}

/**
 * "The new one is PB9120366", "our new wifi password is halo93": what a copula says of a thing called new (after
 * "the" or an owner, opening its phrase) replaces what it was. (`be` is the copula's index.)
 */
export function newlyNamed(tokens: Token[], be: number): boolean {
  let k = be - 1;
  while (k > 0 && /^(NOUN|PROPN|ADJ|NUM)$/.test(tokens[k]?.pos ?? '') && tokens[k]?.lower !== 'new') k--;
  const owner = tokens[k - 1];
  return k < be - 1 && tokens[k]?.lower === 'new' && (owner?.lemma === 'the' || POSSESSIVE.test(owner?.lower ?? ''));
}

/**
 * "Tidepool escalations go to Marisol again", "Membership is £42 once more": a state said to hold again is
 * back, a change from what held since. ("The boiler broke again" tells of an event repeated: a past verb.)
 */
export function restored(tokens: Token[], at: number): boolean {
  const t = tokens[at] as Token;
  const again = (t.lower === 'again' && t.pos === 'ADV') || (t.lower === 'more' && tokens[at - 1]?.lower === 'once');
  // ("the Mac mini is back on Xcode 15.0.1": so is one said to be back where it was.)
  // ("back to V" is read where "to" binds it: see claims.ts.)
  const back =
    t.lower === 'back' &&
    tokens[at + 1]?.pos === 'ADP' &&
    tokens[at + 1]?.lemma !== 'to' &&
    /^(is|are|'s|'re)$/i.test(tokens[at - 1]?.text ?? '');
  if (back) return true;
  if (!again) return false;
  let k = at - 1;
  while (k >= 0 && !clauseMark(tokens[k] as Token) && tokens[k]?.pos !== 'VERB' && tokens[k]?.pos !== 'AUX') k--;
  const verb = tokens[k];
  if (!verb || (verb.pos !== 'VERB' && verb.pos !== 'AUX')) return false;
  return !past(verb) && !/^(was|were|had|did)$/i.test(verb.text);
}

/**
 * The noun for who does what a verb says ("drive" → "driver", "lead" → "leader", "run" → "runner"), if the
 * lexicon knows it.
 */
export function agentNoun(verb: string): string | undefined {
  const doubled = /[^aeiou][aeiou][^aeiouwxy]$/.test(verb) ? `${verb}${verb.at(-1) ?? ''}er` : undefined;
  const noun = verb.endsWith('e') ? `${verb}r` : `${verb}er`;
  return [doubled, noun].find((n) => n !== undefined && knownWord(n));
}

/** A verb in its base form: after a noun, often a noun the tagger mistook ("school start", "bike lock"). */
export const baseVerb = (t: Token | undefined): boolean => t?.pos === 'VERB' && t.lower === t.lemma;
export const POSSESSIVE = /^(my|our|your|his|her|their|its)$/;
/** Words that negate: a closed class of English grammar. */
const NEGATORS = new Set(['not', "n't", 'no', 'never', 'nor', 'neither', 'none', 'nothing']);
/** Where a negation's reach ends: "I don't forget: the code = 4471" negates nothing of the code. */
export const clauseMark = (t: Token): boolean => /^[:;,(=—]$/.test(t.text) || (/^[-–]$/.test(t.text) && t.spaced);
/** A pause stronger than a comma: a colon, a semicolon or a dash between words, where one clause gives way. */
export const strongPause = (t: Token | undefined): boolean => !!t && (/^[:;—]$/.test(t.text) || spacedDash(t));
/**
 * An "it" that opens a clause after a pause ("got Ottilie into the chess club - it runs Tuesday"): it stands for
 * the phrase that closed the clause before, and starts a clause of its own.
 */
export const itAfterPause = (tokens: Token[], k: number): boolean => {
  const pause = tokens[k - 1];
  return tokens[k]?.lower === 'it' && !!pause && clauseMark(pause);
};

/**
 * A negation of what held until now: "no longer", "not … anymore" ("any more"), a change of state told by
 * what stopped.
 */
export const ceased = (tokens: Token[], at: number): boolean => {
  const t = tokens[at];
  if (!t) return false;
  if (t.lower === 'longer') return tokens[at - 1]?.lower === 'no';
  const anymore = t.lower === 'anymore' || (t.lower === 'more' && tokens[at - 1]?.lower === 'any');
  return anymore && tokens.slice(0, at).some((x) => x.negated || NEGATORS.has(x.lower));
};

/** A value that a negation of what held until now stands before in its clause: "no longer at the Elm Street Hall". */
export function ceasedBefore(tokens: Token[], v: ValueSpan): boolean {
  for (let k = v.from - 1; k >= 0 && !clauseMark(tokens[k] as Token); k--) if (ceased(tokens, k)) return true;
  return false;
}

/** A value under a negation said in its own clause ("not 7:30", "no longer with Nadia Rahim"). */
export function negatedInClause(tokens: Token[], v: ValueSpan): boolean {
  if (!tokens.slice(v.from, v.to + 1).some((t) => t.negated)) return false;
  for (let k = v.from - 1; k >= 0; k--) {
    const t = tokens[k] as Token;
    if (clauseMark(t)) return false;
    if (NEGATORS.has(t.lower)) return true;
    // "We were never moved to Band E. Council tax stays at £2,086": a verb the negation does not reach
    // opens a clause of its own.
    if (t.pos === 'VERB' && !negatedVerb(tokens, k)) return false;
  }
  return false;
}

/** The verb at `at` is the one a negation stands before ("did not move", "never changed"). */
function negatedVerb(tokens: Token[], at: number): boolean {
  let j = at - 1;
  while (j >= 0 && /^(ADV|AUX|PART)$/.test(tokens[j]?.pos ?? '') && !NEGATORS.has(tokens[j]?.lower ?? '')) j--;
  return NEGATORS.has(tokens[j]?.lower ?? '');
}
