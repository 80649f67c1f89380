// How a value is bound to what it is the value of, beyond a plain link: a label without its colon, an
// apposition, a preposition after a noun, a verb's purpose, a participle, an adjective said of a subject; and
// the words that tell a change around a value ("from W to V", "swapped W for V", "instead of W").
import type { Slot } from './claims';
import { clauseMark, inception, POSSESSIVE, reported, strongPause } from './grammar';
import { isBe, isLabelLink, knownWord, nominal, type Token } from './language';
import { EXCHANGE_LEMMAS } from './lexicon';
import type { Phrases } from './phrases';
import { terms } from './terms';
import { CURRENCY, moneyKey, objectVerb, slashRate, type ValueSpan } from './values';

/** How a value is bound, before the value itself is known to be denied. */
export type Binding = Omit<Slot, 'value' | 'denied'>;

/**
 * "from W to V" tells a change when a verb of its clause moves something ("changed the venue from W to V",
 * "moved from W to V"); "the last departure from W to V" is a route. Between two times of day, only a verb
 * that reports the change does: "the shop opens from 9:00 to 17:00" gives its hours.
 */
export const changedFrom = (p: Phrases, from: number): boolean => {
  const { tokens, spanAt } = p;
  const w = spanAt.get(from + 1);
  // ("from Monday to Friday", "from 9am to 5pm" are spans, unless a reported change moved them.)
  const span =
    tokens[from]?.entity === 'DURATION' ||
    (w?.kind === 'time' && tokens[w.to + 1]?.lemma === 'to' && spanAt.get(w.to + 2)?.kind === 'time');
  for (let k = from - 1; k >= 0; k--) {
    const t = tokens[k] as Token;
    if (clauseMark(t)) return false;
    if (t.pos === 'VERB') return span ? reported(tokens, k) : !wanted(tokens, k);
  }
  return false;
};

/**
 * A verb in an infinitive that a noun governs ("no justification for projects to upgrade from v8", "asked the
 * landlord to move us from flat 2"): a change named as wanted, needed or asked for, not told as done.
 */
const wanted = (tokens: Token[], verb: number): boolean =>
  tokens[verb - 1]?.lower === 'to' && nominal(tokens[verb - 2]);

/**
 * After "from W": "to V" or "as the S" names what replaced W ("to implement" does not), and so does "to" a
 * place with V where it is ("relocated from W to bigger premises at V"). Only within W's clause: after a dash,
 * a colon or a semicolon, "update from Harbourline — the renewal slips to 15 October" names where the news came
 * from, not what the date was.
 */
export const replacedBy = (p: Phrases, start: number): boolean => {
  const end = p.tokens.findIndex((t, k) => k >= start && strongPause(t));
  return p.tokens.slice(start, end < 0 ? undefined : end).some((t, k) => {
    if (t.lemma !== 'to' && t.lemma !== 'as') return false;
    let i = start + k + 1;
    while (/^(DET|ADJ|PRON)$/.test(p.tokens[i]?.pos ?? '')) i++;
    if (p.spanAt.has(i) || (t.lemma === 'as' && nominal(p.tokens[i]))) return true;
    if (t.lemma !== 'to' || !nominal(p.tokens[i])) return false;
    while (nominal(p.tokens[i]) && !p.spanAt.has(i)) i++;
    if (!/^(at|in|on)$/.test(p.tokens[i]?.lemma ?? '')) return false;
    for (i++; p.tokens[i]?.pos === 'DET';) i++;
    return p.spanAt.has(i);
  });
};

/**
 * What a past verb closing a label tells of: its subject ("New PIN issued: 4471"), unless the subject and its
 * verb are a clause of their own, opened by a preposition or a conjunction, that says when or why of the
 * thing before it ("new payment reference after the discount was applied: V" is a payment reference's).
 */
export const befallen = (p: Phrases, verb: number): string[] | undefined => {
  const { tokens } = p;
  const aux = p.skipBack(verb - 1, /^(ADV|PART)$/);
  const subject = p.runBefore(verb);
  const opener = p.skipBack((subject[0] ?? verb) - 1, /^(DET|PRON)$/);
  const clause = tokens[aux]?.pos === 'AUX' && subject.length > 0 && /^(ADP|SCONJ)$/.test(tokens[opener]?.pos ?? '');
  return (clause ? p.phraseBefore(opener) : undefined) ?? p.phraseBefore(verb);
};

// "We ditched W for V", "swapped the 9:15 for the 9:45": a verb of exchange gives up its object for a value
// of the same kind. ("We use W for V", "booked W for V" give up nothing.)
export const exchanged = (p: Phrases, v: ValueSpan): boolean => {
  const { tokens, spanAt } = p;
  const verb = tokens[p.skipBack(v.from - 1, /^DET$/)];
  const other = spanAt.get(tokens[v.to + 2]?.pos === 'DET' ? v.to + 3 : v.to + 2);
  return (
    verb?.pos === 'VERB' &&
    EXCHANGE_LEMMAS.has(verb.lemma) &&
    tokens[v.to + 1]?.lemma === 'for' &&
    other?.kind === v.kind
  );
};

// The verb of exchange and its object that the "for" at `at` closes, the object a thing named by no value
// ("swapped my preventer for V"; "swapped the 9:15 for the 9:45" gives up a value: see `exchanged`).
export const swappedFor = (p: Phrases, at: number): { verb: number; object: string[] } | undefined => {
  const { tokens } = p;
  const verb = p.verbBefore(at - 1, 5);
  if (verb < 0 || verb >= at - 1 || !EXCHANGE_LEMMAS.has(tokens[verb]?.lemma ?? '') || !nominal(tokens[at - 1]))
    return undefined;
  const object = p.phraseBefore(at, false, verb);
  return object ? { verb, object } : undefined;
};

// ("Switched the nominated pharmacy for my thyroid tablets to V": a verb's object may be qualified by a phrase
// after a preposition, however far that puts the verb from "to".)
export const verbOverObject = (p: Phrases, j: number): number => {
  const { tokens, spanAt } = p;
  const phrase = (t: Token): boolean =>
    /^(NOUN|PROPN|ADJ|DET)$/.test(t.pos) || (t.pos === 'PRON' && POSSESSIVE.test(t.lower));
  let k = j;
  while (k >= 0 && tokens[k] && phrase(tokens[k] as Token) && !spanAt.has(k)) k--;
  const adp = tokens[k];
  return k < j && adp?.pos === 'ADP' && adp.lemma !== 'to' && nominal(tokens[k - 1]) ? p.verbBefore(k - 1, 4) : -1;
};

// ("the bus now gathers by the scout hut gates on Linden Way": the place a verb's preposition names may
// itself be placed by a name, however many words the place takes.)
export const verbOverPlace = (p: Phrases, j: number): number => {
  const { tokens, spanAt } = p;
  let k = j;
  while (k >= 0 && /^(NOUN|ADJ|DET)$/.test(tokens[k]?.pos ?? '') && !spanAt.has(k)) k--;
  const adp = tokens[k];
  return k < j && adp?.pos === 'ADP' && adp.lemma !== 'of' ? p.verbBefore(k - 1, 1) : -1;
};

// ("Ferry to Brodick leaves Ardrossan at 13:45", "the choir meets St Anne's hall on Thursdays": a time or a day
// after a verb's object, itself a name, says when the verb's subject does what it does.)
export const verbOverName = (p: Phrases, j: number): number => {
  const object = p.spanAt.get(j);
  if (!object || object.to !== j || (object.kind !== 'name' && object.kind !== 'code')) return -1;
  const verb = p.skipBack(object.from - 1, /^DET$/);
  return p.tokens[verb]?.pos === 'VERB' ? verb : -1;
};

/** How many words at `k` say an amount's rate: "a month", "per week", "/month", "pcm". */
const rateAt = (p: Phrases, k: number): number => {
  const { tokens } = p;
  const [t, next] = [tokens[k], tokens[k + 1]];
  if (!t) return 0;
  if (/^(a|an|per|every)$/.test(t.lower) && next && nominal(next) && next.entity === 'DURATION') return 2;
  if (slashRate(tokens, k)) return 2;
  return /^\p{Ll}{2,4}$/u.test(t.text) && t.spaced && !knownWord(t.text) ? 1 : 0;
};

/**
 * "booking ref BK-90312", "…, defence room K7": a clause of a noun phrase and a value with nothing between
 * them (but an adverb) is a label without its colon. The phrase must open its clause (after "Add Norwegian
 * translation 9771" the number names which translation a verb acts on) and name its attribute in two words or
 * more ("Day 12" is a heading).
 */
export const juxtaposed = (p: Phrases, v: ValueSpan): Binding | undefined => {
  const { tokens } = p;
  const amount = /^(MONEY|PERCENT)$/.test(tokens[v.from]?.entity ?? '') || CURRENCY.test(tokens[v.from]?.text ?? '');
  // (A time may be followed by how often, and an amount by its rate, and then by where or how: "stand-up 9:45
  // on Teams", "standup 9:15 daily in the Birch room", "Rent £725 a month by standing order".)
  const often =
    v.kind === 'time' && /^(ADV|ADJ)$/.test(tokens[v.to + 1]?.pos ?? '') ? 1 : amount ? rateAt(p, v.to + 1) : 0;
  const after = tokens[v.to + 1 + often];
  const ends = !after || /^(PUNCT|CCONJ)$/.test(after.pos) || ((v.kind === 'time' || often > 0) && after.pos === 'ADP');
  if (!ends) return undefined;
  // (One adverb may stand between: "door code now 8802", "gym fee still £45 a month".)
  const gap = tokens[v.from - 1]?.pos === 'ADV' && p.inPhrase(v.from - 2) ? 1 : 0;
  if (!p.inPhrase(v.from - 1 - gap) || !tokens[v.from]?.spaced) return undefined;
  const idx = p.runBefore(v.from - gap);
  let k = (idx[0] ?? 0) - 1;
  while (/^(DET|PRON)$/.test(tokens[k]?.pos ?? '')) k--;
  const opens = k < 0 || clauseMark(tokens[k] as Token);
  const attribute = opens ? p.attributeOf(idx) : undefined;
  // (An amount or a clock time needs no second word: "groceries £540", "stand-up 9:45" are a label and its
  // value, as a heading never is.)
  return attribute && (attribute.length >= 2 || amount || v.kind === 'time') ? { attribute, link: 'label' } : undefined;
};

/**
 * "Went back to 72% for the house loaf": a value a change binds to nothing named, that "for" and a definite
 * phrase follow, is that phrase's. (Not a purpose, "for a refit", nor another value, "for Friday the 3rd".)
 */
export const changedFor = (p: Phrases, v: ValueSpan): string[] | undefined => {
  const { tokens, spanAt } = p;
  const det = tokens[v.to + 2];
  if (tokens[v.to + 1]?.lower !== 'for' || !det || !(det.lower === 'the' || POSSESSIVE.test(det.lower)))
    return undefined;
  // (Nor where a name before says whose the change is: "Priya went to Gdansk for the weekend".)
  if (spanAt.has(v.to + 3) || [...spanAt.keys()].some((k) => k < v.from)) return undefined;
  return p.phraseAfter(v.to + 2);
};

/**
 * "Spin with Liv, Tuesdays 6:15am", "Dentist 3pm", "Tickets £5 each": a line with no verb that opens with a
 * common noun is about that noun, and a time, a day that recurs or a price it gives with nothing else to bind it
 * is the noun's. (A day with its number may say when the line was written, "Weekly digest, 4 March"; a name says
 * who or where.)
 */
export const fragmentHead = (p: Phrases, v: ValueSpan): Binding | undefined => {
  const { tokens } = p;
  const price = v.kind === 'number' && moneyKey(v.key);
  // (Days that recur, "Tuesdays", "every Friday": "Meeting with Ana on Monday" says when, once.)
  const weekday =
    v.kind === 'date' &&
    !/\d/.test(v.text) &&
    (/s$/i.test(v.text) || /^(every|each)$/.test(tokens[v.from - 1]?.lower ?? ''));
  if (v.kind !== 'time' && !weekday && !price) return undefined;
  let head = 0;
  while (tokens[head]?.pos === 'DET' || POSSESSIVE.test(tokens[head]?.lower ?? '')) head++;
  const first = tokens[head];
  if (!first || p.spanAt.has(head) || head >= v.from) return undefined;
  // (The tagger reads a capitalised word that opens a line as a name, or as an order: "Dentist", "Spin".)
  const noun =
    first.pos === 'NOUN' ||
    (/^(PROPN|VERB)$/.test(first.pos) && /^\p{Lu}/u.test(first.text) && head === 0 && knownWord(first.lower));
  // (A line with a label is read by its label; a plural the tagger may have made of a verb, "the 47 leaves Market
  // Square", may be the line's verb.)
  const verbLike = (t: Token, k: number): boolean =>
    t.pos === 'VERB' ||
    t.pos === 'AUX' ||
    isLabelLink(t) ||
    (t.pos === 'NOUN' && /[^s]s$/.test(t.lower) && /^(DET|PROPN|NUM)$/.test(tokens[k + 1]?.pos ?? ''));
  if (!noun || tokens.some((t, k) => k !== head && verbLike(t, k))) return undefined;
  const attribute = terms(first.lower);
  return attribute.length
    ? { attribute: [...attribute, ...(p.phraseAfter(head + 1) ?? [])], link: 'label' }
    : undefined;
};

/**
 * "The projector in room 101 now uses the password halo93", "the printer has the IP 10.0.0.4": a verb's object
 * of an article and a noun, with the value right after it, names what the value is; whose it is, the verb's
 * subject says ("projector password").
 */
export const namedByKind = (p: Phrases, v: ValueSpan): Binding | undefined => {
  const { tokens } = p;
  const idx = p.runBefore(v.from);
  const article = (idx[0] ?? 0) - 1;
  const verb = objectVerb(tokens, article);
  if (!idx.length || tokens[article]?.pos !== 'DET' || verb < 0) return undefined;
  const kind = p.attributeOf(idx);
  if (!kind) return undefined;
  const { attribute, ...slot } = verbSlot(p, verb);
  return { ...slot, attribute: [...attribute, ...kind], ...(attribute.length ? { owned: true as const } : {}) };
};

// "she's reinstated my original setting, 9 cmH2O, from tonight": a value set off by commas right after a
// particular thing ("the", a possessive) says what that thing is. (The items of a list have no article of
// their own: "apples, pears, 3 bananas"; "the kids, 4 of them" counts them.)
export const apposed = (p: Phrases, v: ValueSpan): Binding | undefined => {
  const { tokens, spanAt } = p;
  const comma = v.from - 1;
  if (tokens[comma]?.text !== ',' || !nominal(tokens[comma - 1]) || spanAt.has(comma - 1)) return undefined;
  // ("the Kelby sync bug, issue 4410": a number a noun introduces says which one the thing is.)
  if (tokens[v.from]?.pos === 'NOUN') return undefined;
  const after = tokens[v.to + 1];
  if (after && !/^[,.;:)!]$/.test(after.text)) return undefined;
  const idx = p.runBefore(comma);
  // (An adjective may stand between: "back to the old bike store code, 4471".)
  const article = tokens[p.skipBack((idx[0] ?? 0) - 1, /^ADJ$/)]?.lower ?? '';
  if (article !== 'the' && !POSSESSIVE.test(article)) return undefined;
  const attribute = p.attributeOf(idx);
  return attribute ? { attribute, link: 'label' } : undefined;
};

/**
 * "switched to the Thursday 7:30pm spin", "we're on the 8:15 train now": a day or a time between a
 * particular's article ("the", "my", "our") and a noun says which value that thing has. (An ordinal says which
 * one, "the 3rd floor"; the tagger may read a noun that closes its phrase as a verb: "spin".)
 */
export const modifies = (p: Phrases, v: ValueSpan): Binding | undefined => {
  const { tokens, spanAt } = p;
  // (An amount before a noun, "the $9.99 Spotify plan", is left to what else binds it: a price names less of
  // whose thing it is than a time names which one.)
  if (!/^(time|date)$/.test(v.kind) || tokens[v.from]?.entity === 'ORDINAL') return undefined;
  let k = v.from - 1;
  for (let before = spanAt.get(k); before; before = spanAt.get(k)) k = before.from - 1;
  // (The writer's own, "my 7:30 class", or one named by "the": another's, "her 6pm yoga", may be another thing.)
  if (!/^(the|my|our)$/.test(tokens[k]?.lower ?? '')) return undefined;
  let i = v.to + 1;
  // (A name between says which one: "the 9am Pilates class" is the Pilates class.)
  const which: string[] = [];
  for (let next = spanAt.get(i); next; next = spanAt.get(i)) {
    if (next.kind === 'name' || next.kind === 'code') which.push(...terms(next.text));
    i = next.to + 1;
  }
  const idx: number[] = [];
  for (; nominal(tokens[i]) && !spanAt.has(i); i++) idx.push(i);
  const closes = (t: Token | undefined): boolean => !t || /^(PUNCT|ADP|CCONJ|AUX|VERB|ADV|PART)$/.test(t.pos);
  if (!idx.length && tokens[i]?.pos === 'VERB' && /^\p{Ll}+$/u.test(tokens[i]?.text ?? '') && closes(tokens[i + 1]))
    idx.push(i++);
  // ("the 21 March date was for Year 5": a noun that only names the value's kind names no thing.)
  if (!idx.length || !closes(tokens[i]) || (idx.length === 1 && tokens[idx[0] ?? -1]?.lemma === v.kind))
    return undefined;
  const attribute = p.attributeOf(idx);
  return attribute ? { attribute: [...which, ...attribute], link: 'label' } : undefined;
};

/**
 * "cache box upgraded over lunch, redis 7.2.4 now", "Moved the standup again, 9:30 from Monday": a value set off
 * by a comma after a clause that reports a change, and said to hold now or from a day on, is what the change made
 * of the thing it moved, its object, or else its subject. ("Introduced a template variable, Documentation" says
 * no such thing.)
 */
export const changedTo = (p: Phrases, v: ValueSpan): Binding | undefined => {
  const { tokens } = p;
  const comma = p.skipBack(v.from - 1, /^DET$/);
  // (A version is what an upgrade makes of its thing however it is told: "updated the streaming PC, OBS 30.0.2".)
  const holds =
    tokens[v.to + 1]?.lower === 'now' ||
    (!!tokens[v.to + 1] && inception(tokens, v.to + 1)) ||
    (v.kind === 'code' && /\d\.\d+\.\d/.test(v.text));
  if (tokens[comma]?.text !== ',' || !holds) return undefined;
  // ("Fixed the Kelby sync bug, issue 4410": a number a noun introduces says which one the thing is.)
  if (tokens[v.from]?.pos === 'NOUN' && /^\d+$/.test(tokens[v.to]?.text ?? '')) return undefined;
  let verb = comma - 1;
  // (Told as done: "Booking reference …, V" reports nothing.)
  const told = (k: number): boolean => reported(tokens, k) && !/ing$/.test(tokens[k]?.lower ?? '');
  while (verb >= 0 && !clauseMark(tokens[verb] as Token) && !(tokens[verb]?.pos === 'VERB' && told(verb))) verb--;
  if (tokens[verb]?.pos !== 'VERB') return undefined;
  const object = /^(DET|NOUN|PROPN|ADJ)$/.test(tokens[verb + 1]?.pos ?? '') ? p.phraseAfter(verb + 1) : undefined;
  const attribute = object ?? p.phraseBefore(verb);
  return attribute ? { attribute, link: 'label' } : undefined;
};

// "VAT at 20%", "standup at 9:30": with no verb in reach, an amount or a time after a preposition is the
// value of the noun before it. So is a day written with its number ("car MOT on 2027-05-14"); a weekday
// alone recurs, and says when. (A name there says which one: "bug fixes for Logseq Sync".)
export const nounBefore = (p: Phrases, adp: number, v: ValueSpan): Binding | undefined => {
  const { tokens, spanAt } = p;
  // ("on the 3rd of each month" says when, as an ordinal does.)
  const dated = v.kind === 'date' && /\d/.test(v.text);
  if ((v.kind !== 'number' && v.kind !== 'time' && !dated) || tokens[v.from]?.entity === 'ORDINAL') return undefined;
  // "car MOT at Hillside Garage on 14 May": the place named after the noun says where it is.
  const end = p.pastQualifiers(adp);
  if (!(nominal(tokens[end - 1]) || p.hyphenated(end - 1)) || spanAt.has(end - 1)) return undefined;
  const attribute = p.phraseBefore(end);
  return attribute ? { attribute, link: 'verb' } : undefined;
};

// "We booked Saltbox Kitchen to cater the retreat": the one booked to do something is the one who does it
// (the retreat's caterer).
export const purpose = (p: Phrases, v: ValueSpan): Binding | undefined => {
  const { tokens } = p;
  const verb = tokens[v.to + 2];
  if (tokens[v.to + 1]?.lemma !== 'to' || verb?.pos !== 'VERB') return undefined;
  const object = p.phraseAfter(v.to + 3);
  const doing = terms(verb.lemma);
  return object && doing.length ? { attribute: [...object, ...doing], link: 'verb' } : undefined;
};

// A verb's object or complement: of the verb's subject, or of nothing named yet ("we use X now").
export const verbSlot = (p: Phrases, verb: number): Binding => {
  const { tokens } = p;
  const subject = p.phraseBefore(verb) ?? p.itBefore(verb) ?? p.labelled(verb, true);
  const lemma = terms(tokens[verb]?.lemma ?? '')[0];
  return { attribute: subject ?? [], link: 'verb', ...(lemma ? (subject ? { verb: lemma } : { act: lemma }) : {}) };
};

// "Ana's flight is delayed, landing at 16:05": a participle after a comma speaks of the clause's subject.
export const participleSlot = (p: Phrases, at: number): Binding | undefined => {
  const { tokens } = p;
  const word = tokens[at];
  if (!word || !/[^aeiou]ing$/.test(word.lower) || tokens[at - 1]?.text !== ',') return undefined;
  const finite = tokens.findIndex((t, k) => k < at - 1 && (t.pos === 'AUX' || t.pos === 'VERB'));
  const subject = finite > 0 ? p.phraseBefore(finite) : undefined;
  const lemma = terms(word.lower)[0];
  return subject && lemma ? { attribute: subject, link: 'verb', verb: lemma } : undefined;
};

// "The MOT is due on 3 March", "timing belt due at 90,000 miles": an adjective said of a noun phrase, with or
// without its copula, binds the value after its preposition to that phrase. The adjective and the preposition
// say which of its slots ("open from 9" / "open until 6").
export const predicateAdjective = (p: Phrases, adj: number): Binding | undefined => {
  const { tokens, spanAt } = p;
  const word = tokens[adj];
  const adp = tokens[adj + 1];
  if (word?.pos !== 'ADJ' || !adp || spanAt.has(adj)) return undefined;
  const be = p.skipBack(adj - 1, /^(ADV|PART)$/);
  const subject = isBe(tokens[be]) ? p.phraseBefore(be) : nominal(tokens[adj - 1]) ? p.phraseBefore(adj) : undefined;
  return subject ? { attribute: subject, link: 'copula', verb: `${word.lemma} ${adp.lemma}` } : undefined;
};

// "moved the server to a new host, 203.0.113.87": a value in apposition to where a reported change went is
// where it went. (Only a phrase with no value of its own after "to"; "talks to the new gateway, V" names
// the gateway.)
export const appositeTo = (p: Phrases, at: number): number => {
  const { tokens, spanAt } = p;
  if (tokens[at]?.text !== ',' || !nominal(tokens[at - 1]) || spanAt.has(at - 1)) return at;
  const to = p.skipBack(at - 1, /^(DET|ADJ|NOUN)$/, 'to');
  if (tokens[to]?.lemma !== 'to' || to >= at - 1) return at;
  const verb = p.verbBefore(to - 1, 6);
  return verb >= 0 && reported(tokens, verb) ? to : at;
};
