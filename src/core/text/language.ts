// The English reader every claim is read with: wink-nlp and its light web model (part of speech, lemmas,
// sentences, negation scope, and entities such as dates, times, numbers, money and percentages). It runs the
// same in a worker and in Node, reads a sentence in well under a millisecond, and keeps codes such as
// us-east-2, INV-20931 or BlueFalcon7 whole as one token.
import * as chrono from 'chrono-node';
import winkNLP, { type ItsFunction, type PartOfSpeech, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

export interface Token {
  /** The text as written. */
  text: string;
  lower: string;
  lemma: string;
  pos: PartOfSpeech;
  /** The type of the entity the token is part of (DATE, TIME, CARDINAL, MONEY, PERCENT, DURATION …). */
  entity?: string;
  /** Inside the scope of a negation ("not 7:30", "no longer with Nadia Rahim"). */
  negated: boolean;
  /** Whitespace before it: "us - east" and "us-east" differ. */
  spaced: boolean;
}

/** A noun or a proper noun. */
export const nominal = (t: Token | undefined): boolean => t?.pos === 'NOUN' || t?.pos === 'PROPN';
/** Whom a verb gives or costs something: "costs us £10.99", "charges me £40", "gave us the code". */
export const OBJECT_PRONOUN = /^(me|us|him|them)$/;
/** A copula: "is", "are", "was". */
export const isBe = (t: Token | undefined): boolean => t?.pos === 'AUX' && t.lemma === 'be';
/** A written link between a label and its value: ":", "=", an arrow, a spaced dash. */
export const isLabelLink = (t: Token | undefined): boolean => !!t && (/^(:|=|→|->|⇒)$/.test(t.text) || spacedDash(t));
/** A dash with a space before it: a pause or a link, not a hyphen inside a word. */
export const spacedDash = (t: Token | undefined): boolean => !!t && /^[-–—]$/.test(t.text) && t.spaced;
/** Any link between an attribute and its value. */
export const isLink = (t: Token | undefined): boolean => isBe(t) || isLabelLink(t);

/** A fixed reference day: a text's times and dates are read the same whatever day it is read on. */
const CHRONO_REFERENCE = new Date(Date.UTC(2000, 0, 1));

/** A date written with dots ("09.06.2028", "23.10.27"): where dots join them, the day comes first. */
const DOTTED_DATE = /\b\d{1,2}\.\d{1,2}\.\d{2,4}\b/;

/** The times and dates chrono reads in a text (stamps, values and days of a month are all read by it). */
export const readTemporal = (text: string): chrono.ParsedResult[] =>
  (DOTTED_DATE.test(text) ? chrono.en.GB : chrono.en.casual).parse(text, CHRONO_REFERENCE);

/** Whether chrono reads the whole text as a day of a month ("8th of January", "2nd of May"). */
function dayOfMonth(text: string): boolean {
  const [read] = readTemporal(text);
  return !!read && read.text.length === text.length && read.start.isCertain('day') && read.start.isCertain('month');
}

/** The words a reader knows, as its cache holds them: each word's id, and the words by id. */
interface Lexemes {
  hash: Record<string, number>;
  list: string[];
  /** How many words the model ships with: ids from here up are words met in texts. */
  intrinsicSize: number;
}

/** A wink reader and the lexicon its cache grows as it reads. */
interface Reader {
  nlp: WinkMethods;
  lexemes: Lexemes;
}

/** The lexicon may hold this many words met in texts before a reader is opened again, to bound its memory. */
const MET_WORDS_KEPT = 50_000;

function open(pipe: string[]): Reader {
  // wink builds its own copy of the model's core; it is caught here to reach the lexicon the cache grows.
  type Core = { features: { lexeme: Lexemes } };
  const build = model.core as () => Core;
  let core: Core | undefined;
  const nlp = winkNLP({ ...model, core: () => (core = build()) }, pipe);
  if (!core) throw new Error('wink-nlp built no core model');
  return { nlp, lexemes: core.features.lexeme };
}

/** What each reader reads: the tagger every annotation, the splitter sentence boundaries only. */
const PIPES = { tagger: ['sbd', 'pos', 'ner', 'negation'], splitter: ['sbd'] } as const;
type ReaderKind = keyof typeof PIPES;
const readers = new Map<ReaderKind, Reader>();

/**
 * Reads with a reader as shipped. wink's cache keeps every word outside its lexicon that it meets, as the
 * kind of token it was first read as, and later texts are read with it: after "ubuntu-20.04", the "04" of
 * "04 isn't retired" is a name, not a number; after "someone else's", "else's" is one word. So what a text
 * says would hang on what the tab read before it. The words a text added are forgotten once it is read (their
 * entries stay, for the documents that point at them, but no later text finds them).
 */
function readWith<T>(kind: ReaderKind, read: (nlp: WinkMethods, lexemes: Lexemes) => T): T {
  // Loading the model is not free: done once, when the first text is read, and again past the bound.
  let reader = readers.get(kind);
  if (!reader || reader.lexemes.list.length > reader.lexemes.intrinsicSize + MET_WORDS_KEPT) {
    reader = open([...PIPES[kind]]);
    readers.set(kind, reader);
  }
  const { hash, list } = reader.lexemes;
  const known = list.length;
  try {
    return read(reader.nlp, reader.lexemes);
  } finally {
    for (let id = known; id < list.length; id++) {
      const word = list[id];
      if (word !== undefined && hash[word] === id) Reflect.deleteProperty(hash, word);
    }
  }
}

/**
 * The one sentence splitter of the garden (windows, conversation turns and claims all cut by it): wink's
 * boundaries, which know "Dr. Smith" and "e.g. at noon" are no ends of sentences.
 */
export function sentences(text: string): string[] {
  const cut = readWith('splitter', (nlp) => nlp.readDoc(text).sentences().out())
    .flatMap((s) => s.split(CLOCK_STOP))
    .map((s) => s.trim())
    .filter(Boolean);
  // wink cuts after a stop even where no space follows it, inside a name ("sandbox.orbitpay.dev", "v2.3.1"):
  // where the text runs on without a space, the two parts are one.
  const joined: string[] = [];
  let at = 0;
  for (const s of cut) {
    const i = text.indexOf(s, at);
    const last = joined.length - 1;
    if (i > 0 && i === at && last >= 0 && !/\s/.test(text[i - 1] ?? ' ')) joined[last] = `${joined[last] ?? ''}${s}`;
    else joined.push(s);
    if (i >= 0) at = i + s.length;
  }
  return joined;
}

/** The sentences of a text, each a list of tokens. */
// wink's `its.*` helpers are plain functions that its types declare as methods.
/* eslint-disable @typescript-eslint/unbound-method */
export function parse(written: string): Token[][] {
  return readWith('tagger', (nlp) => tag(nlp, written));
}

function tag(nlp: WinkMethods, written: string): Token[][] {
  const its = nlp.its;
  const text = colonTimes(written);
  const lowered = unshouted(text);
  const doc = nlp.readDoc(lowered);
  const read = doc.tokens().out();
  const texts = lowered === text ? read : asWritten(text, read, doc.tokens().out<string>(its.precedingSpaces));
  const pos = doc.tokens().out(its.pos) as PartOfSpeech[];
  // The lemma helper's declared type disagrees with the tokens' `out` (an upstream typing slip).
  const lemmas = doc.tokens().out<string>(its.lemma as unknown as ItsFunction<string>);
  const negated = doc.tokens().out(its.negationFlag) as unknown as boolean[];
  const spaces = doc.tokens().out<string>(its.precedingSpaces);
  const entity: (string | undefined)[] = new Array<string | undefined>(texts.length);
  const spans = doc.entities().out(its.span) as unknown as [number, number][];
  const types = doc.entities().out<string>(its.type);
  spans.forEach(([from, to], i) => {
    for (let k = from; k <= to; k++) entity[k] = types[i];
  });
  // "the 8th of January" is one date; the recogniser reads an ordinal and a month (and "May" as a modal).
  entity.forEach((e, k) => {
    if (
      e === 'ORDINAL' &&
      texts[k + 1]?.toLowerCase() === 'of' &&
      dayOfMonth(`${texts[k] ?? ''} of ${texts[k + 2] ?? ''}`)
    )
      entity[k] = entity[k + 1] = entity[k + 2] = 'DATE';
  });
  // ("8 Sept", "Sept 8": a month written short that the recogniser does not know, beside a day's number.)
  const day = (i: number): boolean => /^\d{1,2}$/.test(texts[i] ?? '');
  const month = (i: number): boolean => entity[i] === undefined && /^\p{Lu}\p{Ll}{2,4}\.?$/u.test(texts[i] ?? '');
  for (let k = 0; k + 1 < texts.length; k++)
    if (((day(k) && month(k + 1)) || (month(k) && day(k + 1))) && dayOfMonth(`${texts[k]} ${texts[k + 1]}`))
      entity[k] = entity[k + 1] = 'DATE';
  const sentences = doc.sentences().out(its.span) as unknown as [number, number][];
  return sentences
    .flatMap(([from, to]) => cutAtClockStops(readSpan(from, to)))
    .map((s) => joinArrows(mendTags(sentenceCase(s))));
  function readSpan(from: number, to: number): Token[] {
    const out: Token[] = [];
    for (let k = from; k <= to; k++) {
      const t = texts[k] ?? '';
      const e = entity[k];
      out.push({
        text: t,
        lower: t.toLowerCase(),
        lemma: (lemmas[k] ?? t).toLowerCase(),
        pos: pos[k] ?? 'X',
        ...(e ? { entity: e } : {}),
        negated: negated[k] ?? false,
        spaced: (spaces[k] ?? '').length > 0,
      });
    }
    return out;
  }
}

/**
 * The stop after a time written "6:15am" ends a sentence when a capital follows ("Tuesdays 6:15am. Book on the
 * app"): the tagger reads "6:15am." as a word written short, like "a.m.", and runs the two sentences into one.
 * (Only "am." written without a dot inside: "9 a.m. Tomorrow" may be either.)
 */
const CLOCK_STOP = /(?<=\d\s?[aApP][mM]\.)\s+(?=\p{Lu})/u;
const CLOCK_STOPPED = /^\d[\d:]*[aApP][mM]\.$/;

/** A sentence's tokens cut after each time that ends one (see CLOCK_STOP), the stop its own token. */
function cutAtClockStops(tokens: Token[]): Token[][] {
  // (Most sentences hold no such time: read as they are, nothing copied.)
  if (!tokens.some((t) => CLOCK_STOPPED.test(t.text))) return [tokens];
  const out: Token[][] = [[]];
  for (const [k, t] of tokens.entries()) {
    const next = tokens[k + 1];
    if (!CLOCK_STOPPED.test(t.text) || (next && !(next.spaced && /^\p{Lu}/u.test(next.text)))) {
      out.at(-1)?.push(t);
      continue;
    }
    const [text, lower] = [t.text.slice(0, -1), t.lower.slice(0, -1)];
    const stop: Token = { text: '.', lower: '.', lemma: '.', pos: 'PUNCT', negated: false, spaced: false };
    out.at(-1)?.push({ ...t, text, lower, lemma: t.lemma.replace(/\.$/, '') }, stop);
    if (next) out.push([]);
  }
  return out.filter((s) => s.length > 0);
}

/** A word after a number that says it is a time of day: "pm", "a.m.", "o'clock", "hrs", "h". */
export const CLOCK_WORD = String.raw`(?:[ap]\.?m\.?|o'clock|clock|hrs|h)`;

/**
 * A time written with a dot and what says it is one ("10.40am", "3.15 pm", "17.15 hrs"), as the tagger reads
 * it with a colon: it cuts "10.40am" into "10.4" and "0am", and ends a sentence inside "3.15pm.". The same
 * length, so nothing else moves.
 */
const DOTTED_TIME = new RegExp(String.raw`(?<![\d.])([01]?\d|2[0-3])\.([0-5]\d)(?=\s?${CLOCK_WORD}\b)`, 'gi');
/** An en or em dash between two clock times ("09:30–11:30"), which the tagger cuts into an emoticon ":3". */
const CLOCK_DASH = /(?<=\d:\d\d)[–—](?=\d{1,2}:\d\d)/g;
/**
 * A dash glued between a time and a clock time with its half of the day ("3pm-7:30pm", "9:30–11:30pm"), which
 * the tagger cuts into "-7", ":3" and "0pm": read as a space, the two times are two tokens.
 */
const HOURS_DASH = new RegExp(String.raw`(?<=\d:\d\d|\d\s?[ap]\.?m\.?)[-–—](?=\d{1,2}:\d\d\s?${CLOCK_WORD}\b)`, 'gi');
const colonTimes = (text: string): string =>
  text.replace(DOTTED_TIME, '$1:$2').replace(HOURS_DASH, ' ').replace(CLOCK_DASH, '-');

/**
 * A word written in capitals for emphasis ("ALERT", "RELISTED", "WEDNESDAY") is tagged as the word it is: the
 * tagger reads any capitalised word as a name. A word of the language, or a verb form by its ending, is read
 * in lower case; an acronym ("PIN", "NASA") is no word of it and keeps its capitals.
 */
function unshouted(text: string): string {
  return text.replace(/(?<![\p{L}\d])\p{Lu}{4,}(?![\p{L}\d])/gu, (w) =>
    knownWord(w) || /(?:ED|ING)$/.test(w) ? w.toLowerCase() : w,
  );
}

/**
 * The tokens' texts as written: the tagger read a text whose shouted words were lowered (same length), so each
 * token is taken back from the original at the same place.
 */
function asWritten(original: string, read: string[], spaces: string[]): string[] {
  const out: string[] = [];
  let at = 0;
  for (const [k, t] of read.entries()) {
    at += (spaces[k] ?? '').length;
    const written = original.slice(at, at + t.length);
    // (Should the tagger ever drop a character, the places no longer line up: its reading stands.)
    if (written.toLowerCase() !== t.toLowerCase()) return read;
    out.push(written);
    at += t.length;
  }
  return out;
}

/**
 * A word the lexicon lacks that is who or what does what a verb it knows says ("preventer", "descaler"): as
 * ordinary a word as the verb.
 */
const doerOf = (word: string): boolean =>
  word.endsWith('er') && [word.slice(0, -2), word.slice(0, -1)].some((stem) => stem.length > 3 && knownWord(stem));

/**
 * A capital that only opens a sentence ("New shop alarm PIN: …", "Select the file …") misleads the tagger:
 * it takes an ordinary word for a name or a noun. When the first word is in the lexicon and no name follows it, the
 * sentence is tagged again as if it began in lower case, and that reading of its words is kept.
 */
function sentenceCase(tokens: Token[]): Token[] {
  const [first, second] = tokens;
  if (!/^(NOUN|PROPN|ADJ|VERB)$/.test(first?.pos ?? '') || !first) return tokens;
  if (!/^\p{Lu}\p{Ll}+$/u.test(first.text) || !(knownWord(first.text) || doerOf(first.lower))) return tokens;
  if (second?.pos === 'PROPN' && /^\p{Lu}/u.test(second.text)) return tokens;
  const text = tokens.map((t, i) => `${i && t.spaced ? ' ' : ''}${i ? t.text : t.lower}`).join('');
  const again = parse(text).flat();
  // The lower-case reading is kept where it is surer than the capital's: a name that was an ordinary word, or
  // an adjective opening a noun phrase ("New …"); "Digests are …" stays a noun.
  if (again.length !== tokens.length || (first.pos !== 'PROPN' && again[0]?.pos !== 'ADJ')) return tokens;
  return tokens.map((t, i) => ({ ...t, pos: again[i]?.pos ?? t.pos, lemma: again[i]?.lemma ?? t.lemma }));
}
/* eslint-enable @typescript-eslint/unbound-method */

/** Modal auxiliaries: what follows one (past an adverb) is a verb in its base form. */
const MODAL = /^(will|would|shall|should|can|could|may|might|must|wo|ca)$/;

/**
 * Words the tagger read as the wrong part of speech, mended in one pass:
 * - "the pharmacy will close at 7 pm": after a modal (past an adverb), an adjective or a noun that can be a
 *   verb in its base form ("close", "open") is one;
 * - "Ines Duarte drives the Monday carpool": between a name and an article, a plural-looking noun that is a
 *   verb in the third person is one (no noun phrase runs on into "the"), as is a base verb after a plural
 *   ("the build agents use the runner image");
 * - "…, Ward 12 visiting is …": a capitalised word inside a sentence with a number after it is a noun (see
 *   numberedName);
 * - "deed signing at Studio Bassani": a word in -ing that closes the noun phrase opening a verbless clause is a
 *   noun (see compoundGerund);
 * - "Centre · Vet": a mark with no letter or digit (a middle dot, an emoji) is never a noun or a name;
 * - "The resit is …": a verb between an article and the clause's "be" is a noun (see subjectAfterArticle);
 * - "at Marek's flat": a word right after an owner's "'s" is what is owned (see ownedAdverb).
 */
function mendTags(tokens: Token[]): Token[] {
  let out = tokens;
  tokens.forEach((t, k) => {
    const lemma = afterModal(tokens, k) ?? afterName(tokens, k);
    const mended: Token | undefined =
      lemma !== undefined
        ? { ...t, pos: 'VERB', lemma }
        : contractedBe(tokens, k)
          ? { ...t, pos: 'AUX', lemma: 'be' }
          : compoundGerund(tokens, k) ||
              gerundObject(tokens, k) ||
              numberedAfterTo(tokens, k) ||
              numberedName(tokens, k) ||
              subjectAfterArticle(tokens, k) ||
              ownedAdverb(tokens, k)
            ? { ...t, pos: 'NOUN' }
            : /^(PROPN|NOUN)$/.test(t.pos) && !/[\p{L}\p{N}]/u.test(t.text)
              ? { ...t, pos: 'PUNCT' }
              : undefined;
    if (!mended) return;
    if (out === tokens) out = [...tokens];
    out[k] = mended;
  });
  return out;
}

/**
 * "standup's at 9:40", "the venue's the Corn Exchange": an "'s" the tagger took for a possessive is "is" when a
 * preposition or an article follows it, which nothing owned can start with. So is one before an adverb and what
 * a copula takes ("Mochi's still twenty to six", "the gym's now open at 6"; not "Ana's very old bike").
 */
const contractedBe = (tokens: Token[], k: number): boolean => {
  const [s, next] = [tokens[k], tokens[k + 1]];
  if (s?.pos !== 'PART' || !/^['’]s$/.test(s.text)) return false;
  // (After the adverbs, what a copula takes: a preposition, an article, a number, or an adjective that no
  // noun follows. The tagger may call an adjective an adverb: "Ana's new flat is lovely".)
  if (next?.pos === 'ADV') {
    let j = k + 1;
    while (tokens[j]?.pos === 'ADV') j++;
    const after = tokens[j + 1]?.pos ?? 'PUNCT';
    return (
      /^(ADP|DET|NUM)$/.test(tokens[j]?.pos ?? '') || (tokens[j]?.pos === 'ADJ' && /^(ADP|PUNCT|CCONJ)$/.test(after))
    );
  }
  return /^(ADP|DET)$/.test(next?.pos ?? '') && next?.lemma !== 'of';
};

/**
 * "at Marek's flat instead": a word tagged as an adverb right after an owner's "'s", no adjective after it,
 * is what is owned (an adverb there says how something is, and the "'s" is then "is": see contractedBe).
 */
const ownedAdverb = (tokens: Token[], k: number): boolean =>
  tokens[k]?.pos === 'ADV' &&
  tokens[k - 1]?.pos === 'PART' &&
  /^['’]s$/.test(tokens[k - 1]?.text ?? '') &&
  !contractedBe(tokens, k - 1) &&
  tokens[k + 1]?.pos !== 'ADJ';

/** An arrow the tokenizer cut in two ("-" and ">" of "repeat prescription -> Hadley Pharmacy") is one link. */
function joinArrows(tokens: Token[]): Token[] {
  const head = (k: number): boolean => tokens[k]?.text === '-' && tokens[k + 1]?.text === '>' && !tokens[k + 1]?.spaced;
  if (!tokens.some((_, k) => head(k))) return tokens;
  return tokens.flatMap((t, k) => {
    if (head(k - 1)) return [];
    return head(k) ? [{ ...t, text: '->', lower: '->', lemma: '->', pos: 'PUNCT' as const }] : [t];
  });
}

/**
 * "The resit is in B2-104", "the move was cancelled": a word between an article and the clause's verb is the
 * noun the clause is about, whatever the tagger calls it (no verb follows "the").
 */
function subjectAfterArticle(tokens: Token[], k: number): boolean {
  const [the, word, next] = [tokens[k - 1], tokens[k], tokens[k + 1]];
  return the?.pos === 'DET' && word?.pos === 'VERB' && !/(ing|ed)$/.test(word.lower) && next?.pos === 'AUX';
}

/**
 * "the ward's changed visiting to 3pm", "we pushed sorting back to 10:15": a word in -ing right after a verb
 * in the past, before the "to" (past a particle) that says where the change went, is what changed: the verb's
 * object, a noun.
 */
function gerundObject(tokens: Token[], k: number): boolean {
  const [verb, word, next] = [tokens[k - 1], tokens[k], tokens[k + 1]];
  if (word?.pos !== 'VERB' || !/\p{L}ing$/u.test(word.lower) || verb?.pos !== 'VERB' || !/ed$/.test(verb.lower))
    return false;
  const to = next?.pos === 'ADV' ? tokens[k + 2] : next;
  return to?.lemma === 'to' && (to.pos === 'ADP' || to.pos === 'PART');
}

/**
 * "deed signing at Studio Bassani on 12 January", "car valeting on Friday": a word in -ing that closes a noun
 * phrase opening its clause, before a preposition, names an event; the clause has no verb for it to be. (A
 * clause with a verb of its own, "Dad picking up at 6 is fine", keeps its participle.)
 */
function compoundGerund(tokens: Token[], k: number): boolean {
  const [word, noun, next] = [tokens[k], tokens[k - 1], tokens[k + 1]];
  if (word?.pos !== 'VERB' || !/\p{L}ing$/u.test(word.lower) || noun?.pos !== 'NOUN' || next?.pos !== 'ADP')
    return false;
  const opens = tokens[k - 2];
  if (opens && !/^(DET|PUNCT|SYM)$/.test(opens.pos)) return false;
  let end = tokens.findIndex((t, i) => i > k && t.pos === 'PUNCT' && /^[.;:!?]$/.test(t.text));
  if (end < 0) end = tokens.length;
  return !tokens.slice(k + 1, end).some((t) => t.pos === 'AUX' || t.pos === 'VERB');
}

/**
 * "moved the staging database to port 6543", "moved to room 12 to fit everyone": after a verb and "to", a word
 * the tagger read as an infinitive, followed by a bare number that counts nothing after it, is the noun the
 * number numbers. ("to add 5 minutes", "to take 2 days off" count what follows; "remember to add 5 to the total"
 * adds.)
 */
function numberedAfterTo(tokens: Token[], k: number): boolean {
  const [to, word, number, after] = [tokens[k - 1], tokens[k], tokens[k + 1], tokens[k + 2]];
  if (to?.lower !== 'to' || word?.pos !== 'VERB' || word.lower !== word.lemma) return false;
  if (number?.pos !== 'NUM' || !/^\d+$/.test(number.text) || after?.pos === 'NOUN') return false;
  return tokens.slice(0, k - 1).some((t) => t.pos === 'VERB') && numbersAPlace(word.lower);
}

/**
 * "…, Ward 12 visiting is 2pm till 4pm": inside a sentence, a capitalised word the tagger read as a verb, with a
 * bare number right after it, is a name the number completes, when the word is a noun that numbers one of a
 * kind ("the ward 4"). (A sentence may open with an order, "Call 999", "Add 2 eggs"; none sits mid-sentence
 * capitalised.)
 */
function numberedName(tokens: Token[], k: number): boolean {
  const [before, word, number] = [tokens[k - 1], tokens[k], tokens[k + 1]];
  if (!before || (before.pos === 'PUNCT' && before.text !== ',')) return false;
  if (word?.pos !== 'VERB' || !/^\p{Lu}\p{Ll}+$/u.test(word.text)) return false;
  return number?.pos === 'NUM' && /^\d+$/.test(number.text) && numberedKind(word.lower);
}

/** Whether the tagger reads a word after `opening` as a noun that a number names one of ("in room 4"). */
const numberedAfter = (opening: string): ((word: string) => boolean) =>
  perWord((lower) => parse(`${opening} ${lower} 4`).flat()[1]?.pos === 'NOUN');
/** "in room 4", not "in add 4". */
const numbersAPlace = numberedAfter('in');
/** "the ward 4" (after "in", the tagger reads "ward" as a verb). */
const numberedKind = numberedAfter('the');

function afterModal(tokens: Token[], k: number): string | undefined {
  const word = tokens[k];
  if (!word || !/^(ADJ|NOUN)$/.test(word.pos)) return undefined;
  let i = k - 1;
  while (tokens[i]?.pos === 'ADV' || tokens[i]?.pos === 'PART') i--;
  const modal = tokens[i];
  return modal?.pos === 'AUX' && MODAL.test(modal.lower) && canBeVerb(word.text) ? word.lower : undefined;
}

function afterName(tokens: Token[], k: number): string | undefined {
  const word = tokens[k];
  if (word?.pos !== 'NOUN' || tokens[k + 1]?.pos !== 'DET') return undefined;
  // ("The build agents use the runner image V": after a plural, a noun that is a verb in its base form.)
  const before = tokens[k - 1];
  if (before?.pos === 'NOUN' && /[^s]s$/.test(before.lower) && !/s$/.test(word.lower))
    return canBeVerb(word.text) ? word.lower : undefined;
  return /[^s]s$/.test(word.lower) && before?.pos === 'PROPN' ? thirdPersonVerb(word.text) : undefined;
}

/**
 * A word's answer, looked up once: words repeat. Bounded, so a stream of unique tokens cannot grow it without
 * end. Keyed by the lower-cased word.
 */
function perWord<T>(look: (lower: string) => T): (word: string) => T {
  const cache = new Map<string, T>();
  return (word) => {
    const lower = word.toLowerCase();
    if (cache.has(lower)) return cache.get(lower) as T;
    if (cache.size >= 20_000) cache.clear();
    const answer = look(lower);
    cache.set(lower, answer);
    return answer;
  };
}

/**
 * The verb a word can be in the third person ("costs" → "cost"), or undefined: read as what follows "it".
 * The tagger calls "costs" a noun in "Home insurance costs €1,140", where the clause has no other verb.
 */
export const thirdPersonVerb = perWord((lower): string | undefined => {
  const read = parse(`it ${lower}`).flat()[1];
  return read?.pos === 'VERB' && read.lower === lower ? read.lemma : undefined;
});

/** Whether a word can be a verb in its base form: read as what follows "we". */
export const canBeVerb = perWord((lower): boolean => {
  const read = parse(`we ${lower}`).flat()[1];
  return read?.pos === 'VERB' && read.lemma === lower;
});

/**
 * Whether a word is in the model's English lexicon. A capitalised first word of a sentence is a name only if
 * it is not an ordinary word ("Word is …", "Select the …"): the tagger cannot tell from the capital alone.
 */
export const knownWord = perWord(inLexicon);

/** A word that counts time after a number ("days", "seconds", "weeks"): the tagger reads the two as a duration. */
export const unitOfTime = perWord((lower): boolean => parse(`2 ${lower}`)[0]?.[0]?.entity === 'DURATION');

function inLexicon(word: string): boolean {
  return readWith('tagger', (nlp, lexemes) => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- a plain function, typed as a method
    const uniqueId = nlp.its.uniqueId;
    const id = (nlp.readDoc(word).tokens().out(uniqueId) as unknown as number[])[0] ?? 0;
    // Words met in texts get ids from the lexicon's own size up.
    return id < lexemes.intrinsicSize;
  });
}
