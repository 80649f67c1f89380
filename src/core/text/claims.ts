// What a segment asserts, read from its grammar: slots (an attribute, the noun phrase a value is bound to,
// whatever links them: "is", ":", "=", " - ", "as", "changed … to", a verb and its object), the values it
// denies, and whether it updates, corrects or re-confirms. What frames a claim (a leading label, who said it,
// when it holds) is simply not bound to its value, so it never becomes the subject.
import { isBe, isLabelLink, knownWord, nominal, parse, readTemporal, spacedDash, type Token } from './language';
import {
  announced,
  ceased,
  clauseMark,
  inception,
  negatedInClause,
  ceasedBefore,
  newlyNamed,
  OBJECT_PRONOUN,
  past,
  reported,
  restored,
  verbOfVerblessClause,
} from './grammar';
import { bracketedFields, keyedLines, recordFields } from './records';
import { Phrases } from './phrases';
import {
  appositives,
  asideNames,
  assertedOf,
  asideHost,
  asTheAttribute,
  clefts,
  exchangedThing,
  giveExchanged,
  headlineChange,
  labelOfOne,
  markLists,
  oneAttribute,
  withTheValueBefore,
  opensWithIt,
  ownClause,
  pathNames,
  eventLabel,
  phraseValues,
  setAgainst,
} from './sentence-passes';
import {
  apposed,
  appositeTo,
  befallen,
  changedFrom,
  exchanged,
  changedTo,
  juxtaposed,
  modifies,
  namedByKind,
  fragmentHead,
  nounBefore,
  participleSlot,
  predicateAdjective,
  purpose,
  replacedBy,
  changedFor,
  swappedFor,
  verbOverName,
  verbOverObject,
  verbOverPlace,
  verbSlot,
  type Binding,
} from './bindings';
import {
  CALL_OFF_LEMMAS,
  CHECK_LEMMAS,
  DISMISS_LEMMAS,
  ERROR_LEMMAS,
  FACTIVE,
  RETURN_LEMMAS,
  TIME_ADJECTIVES,
  UNDO_LEMMAS,
} from './lexicon';
import { terms, words } from './terms';
import { message, readChat } from './stamps';
import { titleTerms, type Lead } from './context';
import { dayKeyOf, namesADay, sameDay, spanText, valueSpans, type ValueSpan } from './values';

export type { ValueKind, ValueSpan } from './values';

export interface Slot {
  /** Stemmed terms of the attribute's noun phrase ("the print shop" → print, shop); empty when unbound. */
  attribute: string[];
  value: ValueSpan;
  /** Denied or replaced ("not 7:30", "no longer with Nadia Rahim", "from W to V", "(was 200)"). */
  denied: boolean;
  /** Said to be replaced by another value ("from W to V", "instead of W", "V replaces W"), not merely negated. */
  replaced?: true;
  /** A name that does to a thing what a verb says, in the role of the verb's agent ("Xcode 15.2 broke the build"). */
  role?: true;
  /** One of several values listed together ("Dynalist, Workflowy, Remnote"; "Monday and Friday"). */
  listed?: boolean;
  /**
   * Told as a change: its own sentence says one, or the sentence before it does without binding a value of
   * its own ("Change of plan. The party is at the Old Granary"). A change said elsewhere in a long text is
   * not this value's.
   */
  updated?: true;
  /**
   * Told as a correction: its own sentence or the one before says something was wrong ("Misread the slip -
   * parents' evening is Thursday 14th"), or its sentence sets a value against one it replaces ("160C not 180").
   */
  corrected?: true;
  /** The lexical verb that binds it ("runs in", "closes at"): two different verbs are two different slots. */
  verb?: string;
  /**
   * The verb that binds a value when no noun phrase says whose it is ("we record on Tuesday evenings"): the
   * act itself is what it fills (see enzymes/slots-alike.ts, `act`). Gone once an attribute is found for it.
   */
  act?: string;
  /** It says where the name before it is ("Dr Moreno at Riverside Practice"): part of that value, no thing apart. */
  where?: true;
  /**
   * Its attribute is a verb's object named by its kind, after whose it is ("the printer in room 101 now uses the
   * password V": room 101 printer password): every word before the kind says which one.
   */
  owned?: true;
  /** How the value is bound to its attribute. */
  link: 'copula' | 'label' | 'change' | 'as' | 'verb' | 'inverted' | 'none';
}

export interface Claim {
  slots: Slot[];
  /** Keys of the values it asserts. */
  values: Set<string>;
  /** Keys of the values it denies. */
  denied: Set<string>;
  /** Keys of the names and codes it mentions without asserting them ("the Elm Square move"). */
  mentions: Set<string>;
  /** The label the text opens with, if any (see context.ts, `labelsApart`). */
  lead?: Lead;
  /** Keys of the values that are dates: two dated accounts are two events. */
  dates: Set<string>;
  /** What it is about: the attributes of its slots, or all its content when it binds none. */
  subject: Set<string>;
  /** Every content term. */
  content: Set<string>;
  /** The terms of words written as names: capitalised, and no word of the language ("Maya", "Ollie"). */
  names: Set<string>;
  /**
   * What each noun phrase's head is qualified by: the terms of the nouns and adjectives before it ("the east
   * gate code": code → east, gate), less the adjectives of time and standing (TIME_ADJECTIVES).
   */
  qualifiers: Map<string, Set<string>>;
  /** Each name an aside right after a value gives ("Bloom Bakery (Leith)"), with the value it is said of. */
  asides: Map<string, string>;
  /** It says a value replaced another: a change of state, "now", a value replaced or no longer held. */
  update: boolean;
  /** It says something said before was wrong (a mistake, an error, a correction). */
  correction: boolean;
  /** It says something still holds or was checked. */
  confirmation: boolean;
  negation: boolean;
  /** Verbs it says did not happen ("the appointment was not moved"), as terms. */
  undone: Set<string>;
  sentences: number;
  words: number;
  /** Whether it can assert anything at all: not code, markup, a task or a bare title. */
  assertive: boolean;
}

/**
 * A line that ends on a word no sentence ends with (a preposition, an article, a conjunction, a form of "be" or
 * "have": a closed class of English) goes on in the next one, as wrapped mail and scanned print do ("your
 * polling station has MOVED to" / "Brampton Community Centre, 41 Fenner Road").
 */
const OPEN_END =
  /\b(?:to|at|in|on|of|for|from|with|by|into|the|a|an|and|or|but|is|are|was|were|be|been|has|have|had|our|your|my|their)$/i;
const unwrapped = (lines: string[]): string[] =>
  lines.reduce<string[]>((out, line) => {
    const last = out.at(-1);
    // (Not a line of its own speaker or label: "… my avó would want me to" / "Keiko: Thank you.")
    const labelled = /^\s*[^\s:][^:]{0,40}:\s/u.test(line);
    if (last !== undefined && OPEN_END.test(last.trimEnd()) && /^\s*[\p{L}\d]/u.test(line) && !labelled)
      out[out.length - 1] = `${last.trimEnd()} ${line.trim()}`;
    else out.push(line);
    return out;
  }, []);

/** Text with this share of symbols is code or markup, which asserts nothing about the world. */
const MAX_SYMBOL_SHARE = 0.08;
/** Without a bound slot, a claim needs a subject, a link and a value: fewer words is a label or a title. */
const MIN_CLAIM_WORDS = 4;
// Links, file names, macros and block references are references, not claims.
const REFERENCES =
  /\bhttps?:\/\/\S+|\bwww\.\S+|\S+\.(?:png|jpe?g|gif|svg|webp|pdf|mp4|mov|zip)\b|\{\{[^}]*\}\}|\(\([^)]*\)\)|#\+\w+/gi;
// Task markers of outliners and markdown checklists: a task is something to do, not something that is so.
const TASK_MARKER = /^\s*(?:(?:TODO|DOING|DONE|LATER|NOW|WAITING|CANCELED|CANCELLED)\b|\[[ xX]\])\s*/;
/**
 * A leader: the row of dots (or underscores) that joins a label to its value in a list or a directory
 * ("Garage remote code ........ 6-1-9-3-0"). An ellipsis in prose ("before I forget... Dad's", "so ... yes") is
 * short.
 */
const LEADER = /(?:[ \t]+(?:\.{4,}|…{2,}|_{3,}|·{3,})|\.{6,}|_{6,})[ \t]*(?=[^\s.…_·])/gu;
/**
 * Host names, file names, paths and keys ("vpn.northwind.io", "config.edn", ":ref/default-level") would be cut
 * apart by the reader: each is read as one made-up name and put back afterwards.
 */
const DOTTED =
  /(?<![\p{L}\d])(?:[\p{L}\d][\p{L}\d_-]*(?:\.[\p{L}\d_-]+)*\.\p{L}[\p{L}\d_-]*|:\p{L}[\p{L}\d_/.-]*|[\p{L}\d_-]+(?:\/(?:[\p{L}\d_.-]*[\p{L}\d_-])?){2,})/gu;
/**
 * A name joined by a hyphen or a slash to a version in dotted digits ("ubuntu-20.04", "nginx/1.25.3"), a version marked by its
 * "v" ("v2.4.1") or by what it comes before ("6.0.0-RC1", "2.3.0-beta.2"): the splitter would end a sentence at
 * its dot, and the tokenizer cut the "v" or the pre-release away.
 */
const VERSIONED =
  /(?<![\p{L}\d./])(?:(?:\p{L}[\p{L}\d_]*(?:-[\p{L}][\p{L}\d_]*)*[-_/]|[vV])\d+(?:\.\d+)+|\d+(?:\.\d+){2}-\p{L}[\p{L}\d]*(?:\.\d+)?)(?![\p{L}\d]|\.\d)/gu;
/** A British postcode: an outward code of letters and digits, a space, a digit and two letters. */
const POSTCODE = /(?<![\p{L}\d])\p{Lu}{1,2}\d[\p{Lu}\d]? \d\p{Lu}{2}(?![\p{L}\d])/gu;
/** An e-mail address ("finance-ap@lindqvistmoor.example"): one code, its local part and all. */
const EMAIL = /(?<![\p{L}\d._%+-])[\p{L}\d][\p{L}\d._%+-]*@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+/gu;
/**
 * Letters and digits joined by a symbol, with no space ("Orchard!2024", "blue#42"): a password or a code, which
 * the tokenizer would cut at the symbol. (Not "A&E", not "3+2": a code holds a letter and a digit.)
 */
const SYMBOL_JOINED = /(?<![\p{L}\d])(?=[^\s]*\p{L})(?=[^\s]*\d)[\p{L}\d]+(?:[!#$%&*+=~^][\p{L}\d]+)+(?![\p{L}\d])/gu;
/** A stand-in the reader takes for one name: the same text always gets the same one, so terms still match. */
function stand(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return `Idq${(h >>> 0).toString(10)}z`;
}

interface SentenceReading {
  slots: Slot[];
  mentions: ValueSpan[];
  /** Asides right after a value, each with that value: [aside, value]. */
  asides: [ValueSpan, ValueSpan][];
  /** What a question asks for ("what's the sandbox for X?", "which box runs the builds?"): its attribute. */
  asks?: string[];
  /**
   * What a sentence with a verb and no value of its own speaks of: what its verb acts on, or else its subject
   * ("We switched GP surgery." → GP surgery; "The door code changed last week." → door code).
   */
  topic?: string[];
  /** What it says was exchanged, binding no value ("We switched vets."): the next sentence may name the new one. */
  exchanged?: string[];
  /** It opens with "it", "that" or "this" and a copula ("It's Hillview Practice now."): it says what `topic` is. */
  opensWithIt?: boolean;
  /** The values it says held until now ("we're no longer at W"): replaced, if the text tells what holds instead. */
  ceased: Slot[];
  update: boolean;
  correction: boolean;
  confirmation: boolean;
  negation: boolean;
  undone: string[];
}

/** The label a text opens with: a few words and a colon, with something after it. */
function leadOf(sentences: Token[][]): Lead | undefined {
  const tokens = sentences[0];
  const at = labelEnd(tokens, true);
  if (!tokens || at < 1 || !tokens.slice(at + 1).some((t) => /[\p{L}\d]/u.test(t.text))) return undefined;
  const terms = titleTerms(spanText(tokens, 0, at - 1));
  if (!terms.length) return undefined;
  // Who speaks says "I", "we" or "you", or is one of several labelled lines (a transcript). A label before a
  // clause in the third person may be a thing as well as a person ("Firefox: search engine set to
  // DuckDuckGo", "Ana: the quiz is at 7"): in doubt, a name is a thing, and two things are never one.
  const rest = tokens.slice(at + 1);
  const transcript = sentences.slice(1).some((s) => labelEnd(s) > 0);
  const speaks = ownClause(rest) && (transcript || rest.some((t) => PERSONAL.test(t.lower)));
  // A name: a word written with a capital where no sentence asks for one, or that the lexicon does not hold.
  const first = tokens.findIndex((t) => /\p{L}/u.test(t.text));
  const names = tokens
    .slice(0, at)
    .some((t, k) => /^\p{Lu}/u.test(t.text) && (k > first || !(knownWord(t.text) || knownWord(t.lemma))));
  // (A label that is a name and nothing else, "Fabia:", "Pocket Casts:", names what the note is about; in a
  // transcript of labelled lines it is who speaks, whatever the line after it says.)
  const label = tokens.slice(0, at);
  const name =
    names && !speaks && !transcript && label.length <= 3 && label.every((t) => /^\p{Lu}/u.test(t.text))
      ? spanText(tokens, 0, at - 1)
      : undefined;
  return { terms, speaks, names, ...(name ? { name } : {}) };
}

/**
 * Where a short label that opens a sentence ends (its colon), or -1. A `path` of short steps may lead to it
 * ("Club app update - Under-12s squad:"): each step is a label's length, counted in words ("On-call
 * (payments):" is a label of three).
 */
function labelEnd(tokens: Token[] | undefined, path = false): number {
  if (!tokens) return -1;
  let [from, words] = [0, 0];
  for (const [i, t] of tokens.entries()) {
    if (i > from && (t.text === ':' || (path && spacedDash(t)))) {
      if (t.text === ':') return i;
      [from, words] = [i + 1, 0];
    } else if (/[\p{L}\d]/u.test(t.text) && ++words > LABEL_WORDS) return -1;
  }
  return -1;
}
/** A label, or a step of its path, is this many words at most. */
const LABEL_WORDS = 4;

/** The pronouns of the first and second person: the words of someone speaking. */
const PERSONAL = /^(i|me|my|we|us|our|you|your)$/;

/**
 * One sentence read: its values by shape (values.ts), each bound by the link before or around it (the loop
 * below, with phrases.ts and bindings.ts), then what the whole sentence binds (sentence-passes.ts), then what
 * it denies, corrects, asks or re-confirms.
 */
function readSentence(sentence: Token[]): SentenceReading {
  let mentions: ValueSpan[] = [];
  let spans = valueSpans(sentence, mentions);
  const tokens = verbOfVerblessClause(sentence, spans);
  // A verb found where the tagger saw none changes what is a value: read them again.
  if (tokens !== sentence) spans = valueSpans(tokens, (mentions = []));
  const spanAt = new Map<number, ValueSpan>();
  for (const s of spans) for (let i = s.from; i <= s.to; i++) spanAt.set(i, s);
  const p = new Phrases(tokens, spanAt);
  /** Values after "to" that a verb of undoing's object goes to (see the "to" link below). */
  const undoneTo = new Set<ValueSpan>();
  const slots: Slot[] = [];
  let update = false;
  for (const v of spans) {
    // ("the plan costs us £40": whom a verb gives or costs the value to stands between them.)
    const whom = OBJECT_PRONOUN.test(tokens[v.from - 1]?.lower ?? '') && tokens[v.from - 2]?.pos === 'VERB';
    const nextTo = p.skipBack(v.from - (whom ? 2 : 1), /^(DET|ADV|PART|ADJ)$/, 'to');
    const linkAt = appositeTo(p, nextTo);
    // ("serving out of us-east-2", "physio is up in room 22": a preposition after another is one with it, the
    // first saying how the thing stands. "Moved up to V" still moves it to V.)
    const [particle, link] = [tokens[linkAt - 1], tokens[linkAt]];
    // (The half of a word joined by a hyphen is no preposition: "Check-in from 3pm".)
    const compound =
      link?.pos === 'ADP' &&
      link.lemma !== 'to' &&
      particle?.pos === 'ADP' &&
      !/^(of|to)$/.test(particle.lemma) &&
      !p.hyphenated(linkAt - 1);
    const prevAt = compound ? linkAt - 1 : linkAt;
    const prev = tokens[prevAt];
    const after = tokens[v.to + 1];
    const negated = negatedInClause(tokens, v);
    let slot: Binding = { attribute: [], link: 'none' };
    // "Kestrel Print is the print shop": a value that opens the link, the attribute after it.
    const inverted =
      isBe(after) && (p.nounAfter(v.to + 2) || (v.kind === 'name' && p.roleAfter(v.to + 2)))
        ? p.phraseAfter(v.to + 2)
        : undefined;
    let linkNegated = false;
    const swapped = prev?.lemma === 'for' ? swappedFor(p, prevAt) : undefined;
    // "a 54 cm frame", "a 2 TB drive": a measure with its unit that stands before a noun is that noun's size.
    const measures =
      v.kind === 'number' &&
      v.to > v.from &&
      nominal(tokens[v.to]) &&
      nominal(tokens[v.to + 1]) &&
      !tokens[v.to + 1]?.entity &&
      !spanAt.has(v.to + 1)
        ? p.phraseAfter(v.to + 1)
        : undefined;
    // (Whose it is, when a verb gives it to its subject: "my road bike has a 54 cm frame".)
    const owner =
      measures && (prev?.pos === 'VERB' || (prev?.pos === 'AUX' && !isBe(prev))) ? p.phraseBefore(prevAt) : undefined;
    if (measures) slot = { attribute: [...(owner ?? []), ...measures], link: 'label' };
    else if (inverted && !isBe(prev)) {
      slot = { attribute: inverted, link: 'inverted' };
      // "Pawfect Salon is no longer our groomer": the negation stands between the value and its attribute.
      linkNegated = tokens.slice(v.to + 1, v.to + 5).some((t) => t.negated || t.lemma === 'not');
    } else if (isBe(prev)) {
      slot = {
        attribute: p.phraseBefore(prevAt) ?? p.antecedent(prevAt) ?? p.dislocated(prevAt) ?? [],
        link: 'copula',
      };
      update ||= newlyNamed(tokens, prevAt);
    }
    // ("Gareth's revised quote arrived: £2,780", "New PIN issued: 4471": a past verb that closes the label tells
    // what befell the thing before it, whose value this is.)
    else if (isLabelLink(prev))
      slot = {
        attribute: p.framing(prevAt)
          ? []
          : // (A label the tagger opens with a verb, "Start date:", is read whole: the phrase reader stops at it.)
            ((tokens[0]?.pos === 'VERB' && tokens[prevAt]?.text === ':' ? p.lineLabel(prevAt) : undefined) ??
            p.phraseBefore(prevAt) ??
            (past(tokens[prevAt - 1]) ? befallen(p, prevAt - 1) : undefined) ??
            (tokens[prevAt]?.text === ':' ? p.lineLabel(prevAt) : undefined) ??
            []),
        link: 'label',
      };
    else if (prev?.lemma === 'to') {
      // ("changed the standup from 9:30 to V": what changed stands before the value it changed from.)
      const from = spanAt.get(prevAt - 1);
      const toAt = from && tokens[from.from - 1]?.lemma === 'from' ? from.from - 1 : prevAt;
      const near = p.verbBefore(toAt - 1, 6);
      const verb = near >= 0 ? near : verbOverObject(p, toAt - 1);
      // "put the family plan up to V": the verb's particle stands between its object and "to".
      const particle = tokens[toAt - 1]?.pos === 'ADP' && verb >= 0 && verb < toAt - 2 ? 1 : 0;
      // (An object qualified by a phrase after a preposition is headed by the phrase before it.)
      const object = verb >= 0 ? p.phraseBefore(toAt - particle, near < 0, verb) : undefined;
      const subject =
        verb >= 0
          ? (p.phraseBefore(verb) ?? p.dislocated(verb) ?? p.labelled(verb, false))
          : p.phraseBefore(prevAt, false);
      // ("Fieldstone pushed opening back to V": a bare noun after the verb is its named subject's, a name the
      // reader took for a value or capitalised words it did not.)
      const bare = object !== undefined && nominal(tokens[verb + 1]);
      let named = verb;
      while (bare && !spanAt.has(named - 1) && tokens[named - 1]?.pos === 'PROPN') named--;
      const owner = bare ? spanAt.get(verb - 1) : undefined;
      const whose =
        owner?.kind === 'name' ? terms(owner.text) : tokens.slice(named, verb).flatMap((t) => terms(t.text));
      const attribute = (object && verb < toAt - 1 ? [...whose, ...object] : subject) ?? [];
      // ("Tidepool on-call: escalate to W": with nothing named whose it is, the act is what it fills.)
      const lemma = verb >= 0 && !attribute.length ? terms(tokens[verb]?.lemma ?? '')[0] : undefined;
      slot = { attribute, link: 'change', ...(lemma ? { act: lemma } : {}) };
      // "moved to", "switched to" report a change; "transforms X to Y", "rises to" describe or forecast one.
      update ||= verb >= 0 && (reported(tokens, verb) || announced(tokens, verb, v));
      // "Undid the move to V", "reverted the upgrade to V": V is where the change undone went, or, as in
      // "reverted the config to V", where the thing is now; which, the words do not say, so V is only named.
      // ("Rolled the database back to V" and "reverted to V" restore V.)
      if (object && verb < toAt - 1 && undoes(tokens, verb) && tokens[prevAt - 1]?.lemma !== 'back') undoneTo.add(v);
    } else if (prev?.lemma === 'as' && prev.pos === 'ADP')
      slot = { attribute: p.phraseBefore(prevAt) ?? [], link: 'as' };
    // "she's swapped my preventer for Fostair 100/6": a verb of exchange gives its object a new value after "for".
    else if (swapped) {
      slot = { attribute: swapped.object, link: 'change' };
      update ||= reported(tokens, swapped.verb) || /ing$/.test(tokens[swapped.verb]?.lower ?? '');
    }
    // ("stand-up 9:45": the half of a word joined by a hyphen is no preposition.)
    else if (prev?.pos === 'ADP' && prev.lemma !== 'of' && !p.hyphenated(prevAt)) {
      // "bin collection is on Monday": a copula before the preposition links like any copula.
      const be = p.skipBack(prevAt - 1, /^(ADV|PART)$/);
      const near = p.verbBefore(prevAt - 1, 4);
      const overName = near < 0 && (v.kind === 'time' || v.kind === 'date') ? verbOverName(p, prevAt - 1) : -1;
      const verb = near >= 0 ? near : overName >= 0 ? overName : verbOverPlace(p, prevAt - 1);
      const predicate = predicateAdjective(p, prevAt - 1);
      if (isBe(tokens[be])) slot = { attribute: p.phraseBefore(be) ?? [], link: 'copula' };
      else if (predicate) slot = predicate;
      // "the clinic set the CPAP pressure at 9 cmH2O": a level ("at") after a verb's object is the object's.
      // ("Update the translation in 9771" only says which one.)
      else if (
        verb >= 0 &&
        // (Not past a name: "leaves Ardrossan at 13:45" is when it leaves, no level of Ardrossan.)
        overName < 0 &&
        verb < prevAt - 1 &&
        prev.lemma === 'at' &&
        nominal(tokens[prevAt - 1]) &&
        (v.kind === 'number' || v.kind === 'time')
      )
        slot = { ...verbSlot(p, verb), attribute: p.phraseBefore(prevAt, false) ?? verbSlot(p, verb).attribute };
      else if (verb >= 0) slot = verbSlot(p, verb);
      else slot = participleSlot(p, prevAt - 1) ?? nounBefore(p, prevAt, v) ?? slot;
    }
    // ("streaming PC has OBS 29.1.3": "have" right before a value is the verb itself, not an auxiliary.)
    else if (prev?.pos === 'VERB' || (prev?.pos === 'AUX' && prev.lemma === 'have'))
      slot = purpose(p, v) ?? verbSlot(p, prevAt);
    else slot = juxtaposed(p, v) ?? apposed(p, v) ?? namedByKind(p, v) ?? slot;
    // ("We're on the 8:15 train now": bound by its link to nothing, a value that modifies a noun is its; one
    // set off after a reported change is what the change made of its thing; one set beside the phrase after
    // "to", "we're going back to the old bike store code, 4471", is that phrase's.)
    const modified = slot.attribute.length
      ? undefined
      : ((linkAt !== nextTo ? apposed(p, v) : undefined) ?? modifies(p, v) ?? changedTo(p, v));
    const forThat = !modified && !slot.attribute.length && slot.link === 'change' ? changedFor(p, v) : undefined;
    if (modified) slot = { ...slot, attribute: modified.attribute };
    else if (forThat) slot = { ...slot, attribute: forThat };
    else if (!slot.attribute.length && slot.link === 'none') slot = fragmentHead(p, v) ?? slot;
    // A value replaced: "from W to V", "over from W", "instead of (the) W", "(was W)", "V replaces W".
    const before = tokens[v.from - 1];
    const replaced =
      (before?.lemma === 'from' && changedFrom(p, v.from - 1) && replacedBy(p, v.to + 1)) ||
      (/^replac/.test(tokens[p.skipBack(v.from - 1, /^(DET|PRON)$/)]?.lemma ?? '') && v.from > 0) ||
      p.insteadOf(v.from - 1) ||
      exchanged(p, v) ||
      (isBe(before) && /^(was|were)$/i.test(before?.text ?? '') && tokens[v.from - 2]?.text === '(');
    if (replaced) update = true;
    // "Dr Moreno at Riverside Practice", "Dentist: Dr Ames on Hill Road": a name bound to nothing or by a label,
    // right after a name or code and "at", "in", "on" or "of", says where that one is.
    const where =
      (slot.link === 'none' || slot.link === 'label') &&
      v.kind === 'name' &&
      /^(at|in|on|of)$/.test(before?.lemma ?? '') &&
      /^(name|code)$/.test(spanAt.get(v.from - 2)?.kind ?? '');
    slots.push({
      ...slot,
      value: v,
      denied: negated || replaced || linkNegated,
      ...(replaced ? { replaced } : {}),
      ...(where ? { where } : {}),
    });
  }
  markLists(p, slots, spans);
  withTheValueBefore(p, slots);
  setAgainst(p, slots, spans);
  pathNames(tokens, slots, mentions);
  eventLabel(tokens, slots, mentions);
  slots.push(...phraseValues(tokens, spanAt, p.phraseBefore));
  asTheAttribute(p, slots);
  appositives(p, slots);
  asideNames(p, slots);
  clefts(p, slots);
  headlineChange(p, slots);
  // ("We switched vets; Dr Kim sees the cat now": the new one, named after the pause. Asserting nothing, the
  // sentence leaves the thing to the next.)
  const swap = exchangedThing(p);
  if (swap) giveExchanged(swap.thing, slots, swap.pause);
  labelOfOne(p, slots);
  oneAttribute(p, slots);
  const asserted = assertedOf(p, slots, mentions, undoneTo);
  const lemmas = tokens.map((t) => t.lemma);
  // "an error budget", "the error rate": a word of error that modifies a noun speaks of something else.
  // ("the wrong room" says it: an adjective of error qualifies what was wrong.) So does a verb made with "mis-",
  // which says a thing was done wrongly: "misread", "misheard", "mistyped".
  const correction = tokens.some(
    (t, i) =>
      (ERROR_LEMMAS.has(t.lemma) && (t.pos === 'ADJ' || !nominal(tokens[i + 1])) && !errorCode(tokens, i)) ||
      (t.pos === 'VERB' && /^mis\p{L}{3,}/u.test(t.lower)),
  );
  if (correction) denyInErrorClause(tokens, asserted);
  denyCalledOff(tokens, asserted);
  const retraction = retracts(tokens);
  // A question of "what" or "which" asks for the phrase after it ("what's the sandbox for X?") or that it
  // determines ("which box runs …?"), when it asserts no value after it.
  const wh = tokens.findIndex((t) => /^(what|which)$/.test(t.lower));
  const asks =
    tokens.at(-1)?.text === '?' && wh >= 0 && asserted.every((x) => x.value.to < wh)
      ? nominal(tokens[wh + 1])
        ? p.phraseAfter(wh + 1)
        : isBe(tokens[wh + 1])
          ? p.phraseAfter(wh + 2)
          : undefined
      : undefined;
  const topic = asserted.length === 0 && tokens.at(-1)?.text !== '?' ? p.topicOf() : undefined;
  const itOpens = opensWithIt(tokens);
  const given = asserted.length === 0 ? swap?.thing : undefined;
  return {
    slots: asserted,
    mentions,
    asides: mentions.flatMap((m) => {
      const host = asideHost(tokens, spans, m);
      return host ? [[m, host] as [ValueSpan, ValueSpan]] : [];
    }),
    ...(asks ? { asks } : {}),
    ...(topic ? { topic } : {}),
    ...(itOpens ? { opensWithIt: true } : {}),
    ...(given ? { exchanged: given } : {}),
    ceased: asserted.filter((s) => s.denied && !s.replaced && ceasedBefore(tokens, s.value)),
    update:
      update ||
      tokens.some(
        (t, i) =>
          (t.lemma === 'now' && t.pos === 'ADV') ||
          // "not anymore on the 13, they postpone it to May 27": a negation of what held until now, beside the
          // value that holds instead, tells a change of state. ("is no longer an EventEmitter, and all events
          // are unnecessary" gives no value instead: a state described.)
          (ceased(tokens, i) &&
            asserted.some((s) => s.denied) &&
            asserted.some((s) => !s.denied && s.value.kind !== 'phrase')) ||
          // "We booked V to cater it instead": what was said before is replaced.
          (t.lower === 'instead' && tokens[i + 1]?.lower !== 'of') ||
          // "Side door code changed → 7316", "Rent went up: £760": a thing's past change closing a label, with
          // the value it changed to after the label.
          (isLabelLink(tokens[i + 1]) &&
            nominal(tokens[i - 1]) &&
            reported(tokens, i) &&
            asserted.some((s) => !s.denied && closeAfter(tokens, i + 1, s.value.from))) ||
          // "the boat actually goes at 14:20", "expiry is actually 09.04.2028": a value said to hold against
          // what was thought.
          (t.lower === 'actually' && asserted.some((s) => !s.denied && closeAfter(tokens, i, s.value.from))) ||
          // ("they've bumped us to the late slot": whom the change moved may stand before its "to".)
          ((tokens[i + 1]?.lemma === 'to' ||
            (OBJECT_PRONOUN.test(tokens[i + 1]?.lower ?? '') && tokens[i + 2]?.lemma === 'to')) &&
            reported(tokens, i)) ||
          inception(tokens, i) ||
          restored(tokens, i) ||
          // "Reverted the openssl bump", "restored the old rota": a change undone is a change.
          (past(t) && (undoes(tokens, i) || (t.pos === 'VERB' && RETURN_LEMMAS.has(t.lemma)))),
      ),
    correction: correction || retraction,
    confirmation: lemmas.some((l) => CHECK_LEMMAS.has(l)),
    negation: tokens.some((t) => t.negated),
    undone: tokens.filter((t) => t.negated && t.pos === 'VERB').flatMap((t) => terms(t.lemma)),
  };
}

/** Whether a value at `at` follows the word at `i` closely, in its clause: at most two words between. */
const closeAfter = (tokens: Token[], i: number, at: number): boolean =>
  at > i && at <= i + 3 && !tokens.slice(i + 1, at).some(clauseMark);

/** Where a sentence's own words open, past the speaker or label of a question or an answer ("Q:", "Maya:"). */
const ownStart = (s: Token[]): number => (s[1]?.text === ':' && s.length > 2 ? 2 : 0);

/** A question that a yes or a no answers: it opens with its auxiliary ("Did …?", "Is …?"). */
const polar = (s: Token[] | undefined): boolean => s?.at(-1)?.text === '?' && s[ownStart(s)]?.pos === 'AUX';

/**
 * Where the clause a polar question passes on opens ("Did you know [the pool shuts at 6]?", "Has anyone heard
 * [the rent is going up]?"): after a factive verb, a clause with a subject and a verb of its own. The end of
 * the sentence when there is none: "Did the kickoff move to Room 3C?" passes nothing on. ("Has anyone heard
 * whether …" or "… if …" asks; it does not pass on.)
 */
function heardClause(s: Token[]): number {
  const verb = s.findIndex((t, k) => k > ownStart(s) && t.pos === 'VERB');
  if (verb < 0 || !FACTIVE.has(s[verb]?.lemma ?? '')) return s.length;
  const from = s[verb + 1]?.lower === 'that' ? verb + 2 : verb + 1;
  const opens = nominal(s[from]) || /^(DET|PRON)$/.test(s[from]?.pos ?? '');
  return opens && ownClause(s.slice(from)) ? from : s.length;
}

/** An answer that opens with a bare yes or no ("No, I got that wrong", "Yep."). */
function answered(s: Token[] | undefined): 'yes' | 'no' | undefined {
  if (!s) return undefined;
  const word = s[ownStart(s)];
  const next = s[ownStart(s) + 1];
  if (!word || (next && !clauseMark(next) && !/^[.!]$/.test(next.text))) return undefined;
  if (/^(no|nope|nah)$/.test(word.lower)) return 'no';
  return /^(yes|yeah|yep|yup)$/.test(word.lower) ? 'yes' : undefined;
}

/**
 * Whether a clause takes back what was said before: a verb of dismissal that opens it, whose object is something
 * said ("Scratch that", "Ignore my note from yesterday", "Disregard my last message", "forget what I said"), or
 * "Turns out" before a clause found out to be so. The object is a pronoun or a thing of the writer's own: "Ignore
 * the fire alarm test at 11" dismisses an event, not a note; "the cake turns out great" finds nothing out.
 */
function retracts(tokens: Token[]): boolean {
  return tokens.some((t, i) => {
    const before = tokens[i - 1];
    const opens = !before || /^(PUNCT|INTJ|CCONJ)$/.test(before.pos);
    if (t.lemma === 'turn' && tokens[i + 1]?.lower === 'out' && (opens || (before.lower === 'it' && i === 1)))
      return tokens[i + 2] !== undefined && tokens[i + 2]?.pos !== 'PUNCT';
    if (!DISMISS_LEMMAS.has(t.lower) && !DISMISS_LEMMAS.has(t.lemma)) return false;
    if (!opens && before.pos !== 'ADJ') return false;
    return /^(that|this|what|everything|my|our)$/.test(tokens[i + 1]?.lower ?? '');
  });
}

/** A noun of error with a number after it is an error's name, not a judgement: "Error 404", "102 - subsystem error 103". */
const errorCode = (tokens: Token[], at: number): boolean => tokens[at]?.pos === 'NOUN' && tokens[at + 1]?.pos === 'NUM';

/**
 * In "the move to room 4 was a mistake; it is still room 2" the values of the clause that says
 * "mistake" are denied; the others are what the correction reinstates.
 */
function denyInErrorClause(tokens: Token[], slots: Slot[]): void {
  const clauseEnd = (t: Token): boolean => t.text === ';' || t.text === '—' || (t.pos === 'CCONJ' && t.lemma === 'but');
  const pause = (t: Token): boolean => clauseEnd(t) || t.text === ',' || t.text === ':' || /^[-–]$/.test(t.text);
  // (A name that says whose or from whom the wrong thing was is not what was wrong: "the message from
  // ClearView was wrong".)
  const whose = (v: ValueSpan): boolean =>
    v.kind === 'name' && /^(from|by)$/.test(tokens[v.from - 1]?.lower ?? '') && tokens[v.from - 2]?.pos === 'NOUN';
  tokens.forEach((t, at) => {
    if (!ERROR_LEMMAS.has(t.lemma) || t.negated || nominal(tokens[at + 1]) || errorCode(tokens, at)) return;
    // What the error is said of comes before it in its clause ("the change to V was a mistake") or right
    // after it ("wrong about V"); what follows a pause is what the writer puts in its place.
    let from = reach(tokens, at, -1, clauseEnd);
    // …unless the writer says it of themself after a pause, in a clause holding no value ("the invoice says
    // £85, I wrote it down wrong"): the error is then what they wrote before, and the values ahead are its
    // correction. ("…changing to V: that was wrong" points back at V.)
    for (let k = at - 1; k > from; k--)
      if (pause(tokens[k] as Token)) {
        const clause = tokens.slice(k + 1, at);
        const valued = slots.some((s) => s.value.from > k && s.value.to < at);
        if (!valued && ownClause(clause) && clause.some((t) => PERSONAL.test(t.lower))) from = at;
        break;
      }
    const to = reach(tokens, at, 1, pause);
    for (const s of slots) if (s.value.from >= from && s.value.to <= to && !whose(s.value)) s.denied = true;
  });
}

/** How far from `at`, one `step` at a time, the tokens go before one that `stops` them. */
function reach(tokens: Token[], at: number, step: 1 | -1, stops: (t: Token) => boolean): number {
  let k = at;
  while (tokens[k + step] && !stops(tokens[k + step] as Token)) k += step;
  return k;
}

/** "reverted", "undid", "rolled back", "backed out": a verb that undoes what it takes. */
function undoes(tokens: Token[], at: number): boolean {
  const t = tokens[at];
  const particle = tokens[at + 1]?.lemma;
  return (
    t?.pos === 'VERB' &&
    (UNDO_LEMMAS.has(t.lemma) ||
      (t.lemma === 'roll' && particle === 'back') ||
      (t.lemma === 'back' && particle === 'out'))
  );
}

/**
 * "The 19 May slot fell through; the dentist is on 12 May", "the 19:15 start is off, we stay at 18:30": the
 * values of the clause that calls a plan off are denied, when the text gives another value of their kind in
 * their place. (A plan called off with nothing in its place, or on one day, "the 7:42 was cancelled this
 * morning", may be one day's: it denies nothing.)
 */
function denyCalledOff(tokens: Token[], slots: Slot[]): void {
  const pause = (t: Token): boolean => clauseMark(t) || t.pos === 'SCONJ' || (t.pos === 'CCONJ' && t.lemma === 'but');
  tokens.forEach((t, at) => {
    const next = tokens[at + 1]?.lower;
    const off =
      (t.pos === 'VERB' && CALL_OFF_LEMMAS.has(t.lemma)) ||
      (t.lemma === 'fall' && next === 'through') ||
      (t.lemma === 'call' && next === 'off') ||
      (t.lower === 'off' && isBe(tokens[at - 1]));
    if (!off || t.negated) return;
    const [from, to] = [reach(tokens, at, -1, pause), reach(tokens, at, 1, pause)];
    const inClause = (s: Slot): boolean => s.value.from >= from && s.value.to <= to;
    // ("the 7:42 was cancelled this morning, I got the 8:05": a day said apart from the values is one day's.)
    const valueAt = (k: number): boolean => slots.some((s) => k >= s.value.from && k <= s.value.to);
    const once = tokens.some((x, k) => k >= from && k <= to && /^(DATE|TIME)$/.test(x.entity ?? '') && !valueAt(k));
    if (once) return;
    const kept = (s: Slot): boolean => !inClause(s) && !s.denied;
    for (const s of slots)
      if (inClause(s) && slots.some((o) => kept(o) && o.value.kind === s.value.kind)) s.denied = true;
  });
}

function isAssertive(text: string, slots: Slot[]): boolean {
  // EDN keywords (":height") count as markup too; a colon in "8:15" or "Note:" does not.
  const count = (t: string): number => (t.match(/[{}[\]()<>$#=|\\/*+^~`@]|:(?=\p{L})/gu) ?? []).length;
  // (A path or a key given as a thing's value is that value, not markup: "photo sync target: /mnt/tank/photos".)
  const given = slots.filter((s) => s.attribute.length && s.value.kind === 'code').map((s) => s.value.text);
  const symbols = count(text) - count(given.join(' '));
  if (symbols / Math.max(1, text.length) > MAX_SYMBOL_SHARE) return false;
  return words(text).length >= MIN_CLAIM_WORDS || slots.some((s) => s.attribute.length > 0);
}

/** A header of a mail's envelope (RFC 5322): who sent it, to whom, about what. */
const ENVELOPE = /^\s*(?:from|to|cc|subject):/i;
/**
 * "Date: Fri, 13 Aug 2027 18:40:22 +0100" among a mail's From, To and Subject lines says when the mail was sent,
 * as a chat's stamp does: no value of anything, and two mails of two days are no change of a "date".
 */
const envelopeStamp = (lines: readonly string[], i: number): boolean =>
  /^\s*(?:date|sent):/i.test(lines[i] ?? '') && lines.slice(Math.max(0, i - 3), i + 4).some((l) => ENVELOPE.test(l));

/**
 * The claim a text makes. `writtenOn`, when known, is when it was written: a label giving that very day
 * ("Date: Sun 4 Jul 2027" atop the day's chat, "Date: 1 November 2027" atop the minutes) says when the text
 * was written, not a value of anything, and two such texts of two days are no change of a "date".
 */
export function claim(asWritten: string, writtenOn?: number): Claim {
  const dotted = new Map<string, string>();
  const masked = (m: string): string => {
    const id = stand(m);
    dotted.set(id.toLowerCase(), m);
    return id;
  };
  // A record's fields are read as labelled statements (see records.ts), a cell of words as one value: the
  // reader would take "Fixed" in "tariff: Fixed Saver 28" for a verb. (A cell that is a date stays a date.)
  const fields = recordFields(asWritten);
  const cell = (v: string): string =>
    /\p{L}.*\s/u.test(v) && (readTemporal(v)[0]?.text.length ?? 0) < v.trim().length ? masked(v) : v;
  const fullText = fields
    ? fields.map(([k, v]) => `${k}: ${cell(v)}`).join('\n')
    : keyedLines(bracketedFields(asWritten));
  const task = TASK_MARKER.test(fullText);
  const text = fullText
    .replace(REFERENCES, ' ')
    .replace(TASK_MARKER, '')
    // An outliner's property ("payment-terms:: net 30") is a label.
    .replace(/::/g, ':')
    .replace(LEADER, ': ')
    // A postcode in two halves ("NR3 4BL", "SW1A 2AA"): the tokenizer would cut its digit from its letters.
    .replace(POSTCODE, masked)
    .replace(/(?<![\p{L}\d])\d+\p{Lu}(?![\p{L}\d])/gu, (m) => {
      // "Room 3C": the reader would cut a number and its letter apart.
      return masked(m);
    })
    .replace(EMAIL, masked)
    .replace(VERSIONED, masked)
    .replace(SYMBOL_JOINED, masked)
    .replace(DOTTED, (m) => {
      // (A date written with slashes or dots, "16/12/2027", "23.10.27", is read as the date it is.)
      if (/^(dr|mr|mrs|ms|st|vs|etc|no)\./i.test(m) || /^\d{1,4}([/.])\d{1,2}\1\d{1,4}$/.test(m)) return m;
      return masked(m);
    });
  // A line is a boundary of its own: a transcript's "Customer:" opens a line, not the middle of a sentence.
  // (A line wholly in brackets is a caption or an editor's note: "[photo of a leaflet - OCR]".)
  const lines = unwrapped(text.split(/\n+/)).filter(
    (line, i, all) => !/^\s*(\[[^[\]]*\]|\([^()]*\))\s*$/.test(line) && !envelopeStamp(all, i),
  );
  const chat = lines.length > 1 ? readChat(lines) : undefined;
  const sentences = lines
    .map((line) => message(line, lines.length > 1, chat))
    .flatMap((line) => parse(line))
    .filter((s) => s.some((t) => /[\p{L}\d]/u.test(t.text)));
  const read = sentences.map(readSentence);
  // (A correction is of the next values told, past sentences that tell none: "Misread the letter. Nobody is
  // moving anywhere. We stay in room B12 as always.")
  let correcting = false;
  read.forEach((r, i) => {
    const before = read[i - 1];
    if (r.update || (before?.update && before.slots.length === 0)) for (const s of r.slots) s.updated = true;
    if (r.correction || correcting || r.slots.some((s) => s.replaced)) for (const s of r.slots) s.corrected = true;
    correcting = r.correction || (correcting && r.slots.length === 0);
    // An answer that opens with its value, right after the question, gives what was asked for ("which box runs
    // the nightly builds?" / "ci-03.lab.internal, the one under the desk").
    const opening = r.slots[0];
    if (before?.asks && opening && opening.value.from === 0 && !opening.attribute.length && !opening.denied)
      Object.assign(opening, { attribute: before.asks, link: 'label' });
    // "We switched GP surgery. It's Hillview Practice now.": "it" stands for what the sentence before spoke of.
    if (r.opensWithIt && before?.topic) {
      for (const s of r.slots) if (s.link === 'copula' && !s.attribute.length) s.attribute = before.topic;
    }
    // "We switched vets. Dr Kim at Oakwood sees the cat now.": the new one, named next.
    else if (before?.exchanged) giveExchanged(before.exchanged, r.slots);
    // "Did the kickoff move to Room 3C?" asserts nothing: a "no" after it denies what it asked, a "yes" says
    // it; unanswered, it only names its values.
    if (!polar(sentences[i])) return;
    const answer = answered(sentences[i + 1]);
    if (answer === 'no') for (const s of r.slots) s.denied = true;
    else if (answer !== 'yes') {
      // ("Has anyone else heard the plot rent is going up to £68?" passes on what was heard: a rumour.)
      const heard = heardClause(sentences[i] as Token[]);
      r.mentions.push(...r.slots.filter((s) => s.value.from < heard).map((s) => s.value));
      r.slots = r.slots.filter((s) => s.value.from >= heard);
      r.update &&= r.slots.length > 0;
    }
  });
  // ("We're no longer at the Elm Street Hall. Rehearsals are now in the Wool Exchange": what held until now, beside
  // what the text says holds instead, was replaced by it.)
  const sort = (s: Slot): string => (s.value.kind === 'code' ? 'name' : s.value.kind);
  const instead = read.flatMap((r) => r.slots).filter((s) => s.updated && !s.denied);
  for (const s of read.flatMap((r) => r.ceased)) if (instead.some((n) => sort(n) === sort(s))) s.replaced = true;
  const written = writtenOn === undefined ? undefined : dayKeyOf(writtenOn);
  const stamp = (s: Slot): boolean =>
    written !== undefined &&
    // (So is a day bound to nothing, "@harlow_eats · Jul 22", or taken by a verb with no subject of its
    // own, a log's "Received 16/12/2027 09:40".)
    (s.link === 'label' || (s.link === 'none' && !s.attribute.length) || (s.link === 'verb' && !s.verb)) &&
    namesADay(s.value.key) &&
    sameDay(s.value.key, written) === true;
  const slots = read.flatMap((r) => {
    const stamped = r.slots.filter(stamp);
    // (The clock time written right after that day says when too: "Received 21/12/2027 17:05 from …".)
    const stampedTime = (s: Slot): boolean =>
      s.value.kind === 'time' && stamped.some((d) => d.value.to + 1 === s.value.from);
    return r.slots.filter((s) => !stamped.includes(s) && !stampedTime(s));
  });
  // The identifiers masked before reading are written back as they were.
  const unmask = (v: string): string => v.replace(/idq\d+z/gi, (m) => dotted.get(m.toLowerCase()) ?? m);
  for (const s of slots) {
    s.value.text = unmask(s.value.text);
    s.value.key = unmask(s.value.key).toLowerCase();
    s.attribute = s.attribute.map((t) => unmask(t).toLowerCase());
  }
  const mentions = new Set(read.flatMap((r) => r.mentions).map((m) => unmask(m.key).toLowerCase()));
  const key = (v: ValueSpan): string => unmask(v.key).toLowerCase();
  const asides = new Map(read.flatMap((r) => r.asides).map(([m, host]) => [key(m), key(host)] as const));
  // A value denied in one sentence and asserted in another ("it is still X … not X") is asserted.
  const denied = new Set(slots.filter((s) => s.denied).map((s) => s.value.key));
  const values = new Set(slots.filter((s) => !s.denied).map((s) => s.value.key));
  const attributes = slots.flatMap((s) => s.attribute);
  // What it is about, without the words that say it was checked or wrong: those are about the telling.
  // ("Cross-checked": the words hyphened to such a word go with it.)
  const telling = (s: Token[], i: number): boolean => {
    const told = (t: Token | undefined): boolean => !!t && (CHECK_LEMMAS.has(t.lemma) || ERROR_LEMMAS.has(t.lemma));
    if (told(s[i])) return true;
    for (let k = i; s[k + 1]?.text === '-' && !s[k + 1]?.spaced && !s[k + 2]?.spaced; k += 2)
      if (told(s[k + 2])) return true;
    return false;
  };
  const content = new Set(
    terms(sentences.flatMap((s) => s.filter((_, i) => !telling(s, i)).map((t) => unmask(t.text))).join(' ')),
  );
  const names = new Set(
    sentences
      .flat()
      .filter((t) => /^\p{Lu}\p{Ll}+$/u.test(t.text) && !knownWord(t.lower))
      .flatMap((t) => terms(t.text)),
  );
  const qualifiers = qualifiersOf(sentences, unmask);
  const lead = leadOf(sentences);
  if (lead?.name) mentions.add(lead.name.toLowerCase());
  return {
    ...(lead ? { lead } : {}),
    slots,
    values,
    denied,
    mentions,
    dates: new Set(slots.filter((s) => s.value.kind === 'date').map((s) => s.value.key)),
    subject: attributes.length ? new Set(attributes) : content,
    content,
    names,
    qualifiers,
    asides,
    update: read.some((r) => r.update),
    correction: read.some((r) => r.correction),
    confirmation: read.some((r) => r.confirmation),
    negation: read.some((r) => r.negation),
    undone: new Set(read.flatMap((r) => r.undone)),
    sentences: read.length,
    words: words(text).length,
    assertive: !task && isAssertive(fullText.replace(REFERENCES, ' '), slots),
  };
}

/** See Claim.qualifiers: each run of nouns and adjectives that ends on a noun, its head and what stands before. */
function qualifiersOf(sentences: Token[][], unmask: (t: string) => string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const modifier = (t: Token | undefined): boolean =>
    !!t && (t.pos === 'NOUN' || t.pos === 'ADJ') && !TIME_ADJECTIVES.has(t.lemma) && /^\p{L}/u.test(t.text);
  for (const s of sentences)
    for (let i = 0; i < s.length; i++) {
      if (s[i]?.pos !== 'NOUN' || s[i + 1]?.pos === 'NOUN') continue;
      let k = i;
      // (A word the tagger calls an adverb between an article and a noun qualifies it, "the north car park"; so
      // does one it calls a verb between a noun or adjective and a noun, "staging deploy window".)
      // (A number after a noun says which one: "the room 101 projector".)
      const inPhrase = (j: number): boolean =>
        modifier(s[j]) ||
        (s[j]?.pos === 'NUM' && /^\d+$/.test(s[j].text) && s[j - 1]?.pos === 'NOUN') ||
        (s[j]?.pos === 'ADV' && s[j - 1]?.pos === 'DET') ||
        (s[j]?.pos === 'VERB' && (s[j - 1]?.pos === 'NOUN' || s[j - 1]?.pos === 'ADJ'));
      while (k > 0 && inPhrase(k - 1)) k--;
      // (Each noun of the run is qualified by the words before it: "the west entrance code" qualifies the
      // entrance by "west" as well as the code by "west entrance", and "the code for the east entrance" names the
      // east one.)
      for (let m = k + 1; m <= i; m++) {
        const head = terms(unmask(s[m]?.text ?? '')).at(-1);
        if (!head || s[m]?.pos !== 'NOUN') continue;
        const before = terms(
          s
            .slice(k, m)
            .map((t) => unmask(t.text))
            .join(' '),
        );
        const known = out.get(head) ?? new Set<string>();
        for (const t of before) known.add(t);
        out.set(head, known);
      }
    }
  return out;
}
