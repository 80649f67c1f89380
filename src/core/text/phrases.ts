// The noun phrases of a sentence, found around a position: the phrase that ends before a link or a value, the
// one after it, what a pronoun stands for, whether a value is a role. The reader (claims.ts) binds values to
// what these name; bindings.ts holds the ways a value is bound.
import { asideBefore, baseVerb, clauseMark, itAfterPause, past, POSSESSIVE } from './grammar';
import { isBe, isLabelLink, knownWord, nominal, type Token } from './language';
import { CHECK_LEMMAS, ERROR_LEMMAS } from './lexicon';
import { terms } from './terms';
import { temporalPhrase, type ValueSpan } from './values';

/** A sentence's tokens and its values by position, read for the noun phrases around each place. */
export class Phrases {
  /** Names read as whose a noun is ("Vet of Pepper"): no value of their own. */
  readonly owners = new Set<ValueSpan>();

  constructor(
    readonly tokens: Token[],
    readonly spanAt: Map<number, ValueSpan>,
  ) {}

  /** The token at `i` is the second half of a word joined by a hyphen ("check-up", "drop-off"). */
  readonly hyphenated = (i: number): boolean =>
    this.tokens[i - 1]?.text === '-' &&
    !this.tokens[i - 1]?.spaced &&
    !this.tokens[i]?.spaced &&
    /\p{L}/u.test(this.tokens[i]?.text ?? '');

  /** Whether a day or a time said as when ("from this Saturday", "on Monday") ends at `k`. */
  readonly fronted = (k: number): boolean => {
    const { tokens, spanAt } = this;
    const when = spanAt.get(k);
    if (!when || when.to !== k || (when.kind !== 'date' && when.kind !== 'time')) return false;
    const open = this.skipBack(when.from - 1, /^DET$/);
    return tokens[open]?.pos === 'ADP' && (open === 0 || clauseMark(tokens[open - 1] as Token));
  };

  readonly inPhrase = (i: number): boolean => {
    const { tokens, spanAt } = this;
    const t = tokens[i];
    if (!t || spanAt.has(i)) return false;
    // "payment-terms", "sign-in page": a hyphen inside a word.
    if (t.text === '-' && !t.spaced && tokens[i + 1] && !tokens[i + 1]?.spaced) return true;
    // (…and the word after it, whatever the tagger calls it: "check-up", "drop-off", "top-up".)
    if (this.hyphenated(i)) return true;
    // (…and the word before it: "pick-up", "check-in", whose first half the tagger reads as a verb.)
    if (this.hyphenated(i + 2) && /^\p{L}+$/u.test(t.text)) return true;
    if (t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'ADJ') return true;
    // ("the gate 4 code", "Room 101 projector", "the projector in room 101": a number after a noun that no value
    // holds says which one.)
    if (t.pos === 'NUM' && /^\d+$/.test(t.text) && nominal(tokens[i - 1])) return true;
    // "Digests are posted …", "Tutoring moved …": no clause opens with a finite verb and then another. (Nor
    // after a pause or a when: "from this Saturday sorting is pushed back to V".)
    const opens = i === 0 || clauseMark(tokens[i - 1] as Token) || this.fronted(i - 1);
    const after = tokens[i + 1];
    if (opens && t.pos === 'VERB' && (after?.pos === 'AUX' || (/ing$/.test(t.lower) && past(after)))) return true;
    // A participle or a verb-looking word inside a noun phrase ("the deploy region", "the standing order").
    const before = tokens[i - 1]?.pos;
    const participle = /(ing|ed)$/.test(t.lower) && (before !== 'PRON' || POSSESSIVE.test(tokens[i - 1]?.lower ?? ''));
    return (
      (t.pos === 'VERB' &&
        nominal(tokens[i + 1]) &&
        !spanAt.has(i + 1) &&
        (before === 'DET' || before === 'ADJ' || (before === 'NOUN' && !t.lower.endsWith('s')) || participle)) ||
      (baseVerb(t) && nominal(tokens[i - 1]) && tokens[i + 1]?.pos === 'ADJ')
    );
  };

  readonly attributeOf = (idx: number[]): string[] | undefined => {
    const { tokens, spanAt } = this;
    const chosen = idx.map((i) => tokens[i] as Token);
    // An attribute is a common noun phrase: a phrase of proper names only ("Ana:") is who speaks or is spoken to.
    // (A capitalised common noun that opens a sentence, "Dentist: …", is a noun whatever the tagger says; so is
    // one the lexicon lacks that a preposition and a name follow, "Physio with Gareth is …".)
    const common = (t: Token, k: number): boolean =>
      t.pos === 'NOUN' ||
      t.pos === 'ADJ' ||
      t.pos === 'VERB' ||
      /^\p{Lu}{2,}/u.test(t.text) ||
      (idx[k] === 0 && (knownWord(t.text) || (tokens[1]?.pos === 'ADP' && spanAt.get(2)?.kind === 'name')));
    if (!chosen.some(common)) return undefined;
    // The nouns and the head name the attribute; adjectives ("a new dentist") qualify it, unless there is
    // nothing else.
    // ("swimming", "closing" name a kind of lesson or time, whatever the tagger calls them.)
    const nouns = chosen.filter((t) => t.pos !== 'ADJ' || t.lower.endsWith('ing'));
    // "pre-op assessment": a word made with a prefix is one word ("op" alone is no part of it); "garden-waste
    // bin" is two words, as "garden waste bin" is.
    // ("check-out", "log-in": the particle that ends a word joined by a hyphen is half of it, no stopword: the
    // check-in date and the check-out date are two.)
    const termsOf = (t: Token, k: number): string[] => {
      if (this.hyphenated(idx[k] ?? -1) && /^\p{Ll}{2,}$/u.test(t.text) && t.pos === 'ADP') return [t.lower];
      const parts = terms(t.text);
      const pieces = t.text.split('-');
      const prefixed = pieces.length > 1 && pieces.some((p) => p.length < 3 || !knownWord(p));
      return prefixed && /\p{L}-\p{L}/u.test(t.text) && parts.length > 1 ? [parts.join('-')] : parts;
    };
    // An acronym is a name: "NAS" is not the plural of "na".
    const out = (nouns.length ? nouns : chosen).flatMap((t) =>
      /^\p{Lu}{2,}s?$/u.test(t.text) ? [t.lower] : termsOf(t, chosen.indexOf(t)),
    );
    return out.length ? out : undefined;
  };

  readonly skipBack = (j: number, skip: RegExp, keep?: string): number => {
    const { tokens, spanAt } = this;
    let k = j;
    while (k >= 0 && skip.test(tokens[k]?.pos ?? '') && !spanAt.has(k) && tokens[k]?.lemma !== keep) k--;
    return k;
  };

  /** "instead of (the) W": the value at `j + 1` is given up. */
  readonly insteadOf = (j: number): boolean => {
    const { tokens } = this;
    const of = this.skipBack(j, /^(DET|PRON)$/);
    return tokens[of]?.lemma === 'of' && tokens[of - 1]?.lemma === 'instead';
  };

  /**
   * Where a noun phrase ends when names and days follow it after a preposition: "Knee physio at Kelvinside
   * Physio with Anouk:", "a new head coach from November —" (but "moved to V", "more than V" bind V itself).
   */
  readonly pastQualifiers = (end: number): number => {
    const { tokens, spanAt } = this;
    let at = end;
    for (;;) {
      const named = spanAt.get(at - 1);
      // (A day of the month is a when too: "Standing order … on the 3rd of each month:".)
      const when = named && (named.kind === 'name' || named.kind === 'date' || /\d(st|nd|rd|th)$/i.test(named.text));
      let k = named ? named.from - 1 : -1;
      while (tokens[k]?.pos === 'DET') k--;
      const adp = when ? tokens[k] : undefined;
      if (!named || adp?.pos !== 'ADP' || /^(to|than|as|about|of)$/.test(adp.lemma)) return at;
      at = k;
    }
  };

  readonly beforeAside = (at: number): number => asideBefore(this.tokens, at);

  /**
   * "Vet of Pepper (our cat)", "the head of Sales": a name after "of", closing the phrase at `last` (an aside
   * after it skipped), is whose the noun before it is: [pepper, vet], as "Pepper's vet" reads.
   */
  readonly ownerAfterOf = (last: number): string[] | undefined => {
    const { tokens, spanAt } = this;
    const end = this.beforeAside(last);
    const name = spanAt.get(end);
    if (name?.kind !== 'name' || name.to !== end || tokens[name.from - 1]?.lemma !== 'of') return undefined;
    const head = this.attributeOf(this.runBefore(name.from - 1));
    if (!head) return undefined;
    this.owners.add(name);
    return [...terms(name.text), ...head];
  };

  /** The positions of the noun phrase that ends just before `end` (adverbs and auxiliaries skipped). */
  readonly runBefore = (end: number, floor = -1): number[] => {
    const { tokens } = this;
    const idx: number[] = [];
    let i = this.skipBack(end - 1, /^(ADV|PART|AUX)$/);
    // "Garden waste (the brown bin) is collected": an aside between a phrase and its verb.
    i = this.beforeAside(i);
    // "fire drill start -": a noun the tagger took for a verb closes the phrase.
    const last = tokens[i];
    if (baseVerb(last) && nominal(tokens[i - 1])) idx.unshift(i--);
    for (; i > floor && this.inPhrase(i); i--) idx.unshift(i);
    return idx;
  };

  /**
   * Whether the noun phrase ending before `end` says what kind of note it is, not what it is about:
   * "Correction: the 21 March date was for Year 5", "Erratum -".
   */
  readonly framing = (end: number): boolean => {
    const { tokens } = this;
    const idx = this.runBefore(end);
    return (
      idx.length > 0 &&
      idx.every((k) => ERROR_LEMMAS.has(tokens[k]?.lemma ?? '') || CHECK_LEMMAS.has(tokens[k]?.lemma ?? ''))
    );
  };

  /**
   * "Booking: HX7731", "Check in: 2027-05-03", "Parking: bay P17": a label of a word or two that opens its line
   * names a thing, though the tagger reads a verb in it (a gerund, a verb and its particle). (A past form
   * tells what befell the thing: "Moved: …" is read by `befallen`.)
   */
  readonly lineLabel = (colon: number): string[] | undefined => {
    const words = this.tokens.slice(0, colon);
    if (!words.length || words.length > 3 || words[0]?.pos === 'ADP') return undefined;
    const wordLike = (t: Token): boolean =>
      /^(NOUN|PROPN|VERB|ADP|ADJ)$/.test(t.pos) && /^\p{L}[\p{L}-]*$/u.test(t.text);
    if (!words.every(wordLike) || words.some((t) => t.pos === 'VERB' && /ed$/i.test(t.text))) return undefined;
    // (Only a verb's form that names an activity or a phrasal verb, or a lone verb's form in -s that no subject
    // precedes, which is a plural noun ("retries: 3", "Logs: 14 days"): a speaker's name opens a line of a
    // chat, "Keiko: …", and is no label.)
    const plural = words.length === 1 && words[0]?.pos === 'VERB' && /[^s]s$/i.test(words[0].text);
    // (Nor is a verb that a noun follows in a label, "Start date:", "Return time:", an order: it qualifies
    // the noun. A lone verb keys a value it is set right beside, "address: 14 Larkspur Road", "start: 9am",
    // never a clause: "Remember: the code is …", "Update: Brightwater Singers rehearse in …".)
    const compound = words.length > 1 && words.at(-1)?.pos === 'NOUN';
    const keyed =
      words.length === 1 &&
      /^(NUM|SYM|PROPN)$/.test(this.tokens[colon + 1]?.pos ?? '') &&
      !this.tokens.some((t, i) => i > colon && (t.pos === 'VERB' || t.pos === 'AUX'));
    const named =
      plural ||
      compound ||
      keyed ||
      words.some(
        (t, i) =>
          (t.pos === 'VERB' && /ing$/i.test(t.text)) || (/^(VERB|NOUN)$/.test(t.pos) && words[i + 1]?.pos === 'ADP'),
      );
    if (!named || words.some((t) => t.pos === 'PROPN')) return undefined;
    // (A verb's particle tells two things apart: "check in" and "check out" are two dates.)
    return words.flatMap((t) => (t.pos === 'ADP' ? [t.lower] : terms(t.text)));
  };

  /**
   * The attribute named by the noun phrase ending before `end`. `governed`: the phrase may be the object of
   * "of"/"for" after the noun that heads it ("the Q2 budget for the marketing team"); not so in "the change
   * of dentist to V", where what changes is the dentist. `floor`: the phrase starts after it (a verb's object
   * starts after the verb: "Switched GP to V" changes the GP).
   */
  readonly phraseBefore = (end: number, governed = true, floor = -1): string[] | undefined => {
    const { tokens, spanAt } = this;
    let idx = this.runBefore(end, floor);
    const linked = this.skipBack(end - 1, /^(ADV|PART|AUX)$/);
    // "the insurance with Larchmont Mutual costs …": a name after a preposition qualifies the phrase before it.
    if (!idx.length) idx = this.runBefore(this.pastQualifiers(linked + 1));
    // "Vet of Pepper (our cat) is …": a name after "of" owns the thing, as in "Pepper's vet".
    if (!idx.length) {
      const owned = this.ownerAfterOf(linked);
      if (owned) return owned;
    }
    // "Hearing ref KB-22/0917 (…) has been relisted": codes and numbers after a noun say which one it is, and
    // are part of what is talked about ("option :ref/x was added to …" is not any option).
    if (!idx.length) {
      let j = this.beforeAside(linked);
      const which = (k: number): boolean => /^(code|number)$/.test(spanAt.get(k)?.kind ?? '');
      const named: number[] = [];
      for (; j > 0 && (which(j) || tokens[j]?.pos === 'SYM'); j--) if (which(j)) named.unshift(j);
      if (named.length && nominal(tokens[j])) idx = [...this.runBefore(j + 1), ...named];
    }
    // "sprint demo Thursday is in the Lovelace room": a day right after the phrase says when, not what.
    if (!idx.length) {
      const day = spanAt.get(linked);
      if (day?.kind === 'date' && day.to === linked && nominal(tokens[day.from - 1])) idx = this.runBefore(day.from);
    }
    // "the shop alarm PIN as of this week:", "the new landlord as of May is …": when it holds is not what it is.
    const [start = 0, last = start] = [idx[0], idx.at(-1)];
    const when =
      idx.every((k) => tokens[k]?.entity) || (tokens[start - 1]?.pos === 'ADP' && temporalPhrase(tokens, start, last));
    if (idx.length && when) {
      let k = start - 1;
      while (k >= 0 && /^(DET|ADP)$/.test(tokens[k]?.pos ?? '')) k--;
      // ("Last sailing back from Skjelvik on weekdays is …": past the name that qualifies it too.)
      idx = k < (idx[0] ?? 0) - 1 ? this.runBefore(this.pastQualifiers(k + 1)) : idx;
    }
    const first = idx[0] ?? end;
    // "the gateway is different now - V": what is different is the subject of "is".
    if (idx.length && idx.every((k) => tokens[k]?.pos === 'ADJ') && isBe(tokens[first - 1]))
      return this.phraseBefore(first - 1);
    const main = this.attributeOf(idx);
    if (!main) return undefined;
    // "the booking app's staging database", "the Q2 budget for the marketing team": the owner qualifies the
    // head, which stays last.
    const owner = tokens[first - 1];
    if (owner?.pos === 'PART' && /^['’]s$/.test(owner.text)) {
      // ("Ana's passport" is not "my passport": a name that owns the thing is part of what it is.)
      const whose = this.runBefore(first - 1);
      return [...(this.attributeOf(whose) ?? whose.flatMap((i) => terms(tokens[i]?.text ?? ''))), ...main];
    }
    // "the ISP swapped the router; its admin page is …": "its" after a pause stands for the thing the clause
    // before it names last. (His, her and their stand for people, whose things are not the thing just named.)
    if (tokens[first - 1]?.lower === 'its' && tokens[first - 2] && clauseMark(tokens[first - 2] as Token)) {
      const owner = this.attributeOf(this.runBefore(first - 2));
      if (owner) return [...owner, ...main];
    }
    let k = first - 1;
    // ("the repeat prescription for his blood pressure tablets": a possessive stands where an article would.)
    while (tokens[k]?.pos === 'DET' || (tokens[k]?.pos === 'PRON' && POSSESSIVE.test(tokens[k]?.lower ?? ''))) k--;
    // "New locker combination since the refit:": a subordinate phrase says when, not what. ("Our records show
    // that your policy expires …": after "that", a clause of its own begins, and its subject is the policy.)
    if (tokens[k]?.pos === 'SCONJ' && tokens[k]?.lower !== 'that') {
      const head = this.attributeOf(this.runBefore(k));
      if (head) return head;
    }
    // (So is a phrase after another preposition that follows a noun: "standard VAT on freelance work went up".
    // "about" names a topic: in "my note about the gym changing to V", what changes is the gym.)
    // ("my parking place in the garage of the building": the head is the first phrase of the chain.)
    if (governed && tokens[k]?.pos === 'ADP' && !/^(to|than|as|about)$/.test(tokens[k]?.lemma ?? '')) {
      const head = this.runBefore(k).length ? this.phraseBefore(k) : undefined;
      if (head) return [...main, ...head];
    }
    return main;
  };

  readonly phraseAfter = (start: number): string[] | undefined => {
    const { tokens } = this;
    let i = start;
    while (i < tokens.length && /^(DET|PRON|ADV)$/.test(tokens[i]?.pos ?? '')) i++;
    const idx: number[] = [];
    for (; i < tokens.length && this.inPhrase(i); i++) idx.push(i);
    // "our drill start.": a noun the tagger took for a verb closes the phrase, as it does before a link.
    const last = tokens[i];
    const after = tokens[i + 1]?.pos ?? 'PUNCT';
    if (idx.length && baseVerb(last) && /^(PUNCT|ADV|ADP|CCONJ)$/.test(after)) idx.push(i);
    return this.attributeOf(idx);
  };

  /** "Checked the doctor again, it's still Dr. Brennan": "it" is what was checked. */
  readonly antecedent = (be: number): string[] | undefined => {
    const { tokens } = this;
    const subject = tokens[this.skipBack(be - 1, /^(ADV|PART)$/)];
    if (subject?.pos !== 'PRON' || !/^(it|that|this)$/.test(subject.lower)) return undefined;
    // The object of the sentence's first verb ("Checked the doctor …").
    const verb = tokens.findIndex((t, k) => k < be && t.pos === 'VERB');
    if (verb < 0) return undefined;
    // ("the opener was reset overnight - it's V": a word that says how the verb went is no object.)
    let object = verb + 1;
    while (/^(DET|PRON|ADV)$/.test(tokens[object]?.pos ?? '')) object++;
    if (tokens[object]?.pos === 'ADJ' && !nominal(tokens[object + 1])) return undefined;
    return this.phraseAfter(verb + 1);
  };

  /**
   * "Got Ottilie into the chess club - it runs Tuesday 3:30-4:30": an "it" that opens a clause after a pause, as
   * its verb's subject, is the phrase that closed the clause before.
   */
  readonly itBefore = (verb: number): string[] | undefined => {
    const it = this.skipBack(verb - 1, /^(ADV|AUX|PART)$/);
    return itAfterPause(this.tokens, it) ? this.phraseBefore(it - 1) : undefined;
  };

  /** See SentenceReading.topic. (A when is no topic: "changed last week".) */
  readonly topicOf = (): string[] | undefined => {
    const { tokens } = this;
    const verb = tokens.findIndex((t) => t.pos === 'VERB');
    if (verb < 0) return undefined;
    let at = verb + 1;
    while (/^(DET|PRON|ADV)$/.test(tokens[at]?.pos ?? '')) at++;
    const next = tokens[at];
    // ("Ordered the blue one.": a phrase headed by "one" names nothing of its own.)
    const proform = tokens.slice(at).find((t) => !/^(ADJ|NOUN|PROPN)$/.test(t.pos))?.lower === 'one';
    const object = next?.entity || next?.pos === 'ADP' || proform ? undefined : this.phraseAfter(verb + 1);
    return object ?? this.phraseBefore(verb);
  };

  /**
   * "Dad's repeat prescription, the blood pressure one — that's been switched to V": a pronoun subject after a
   * pause stands for the phrase the sentence opened with.
   */
  readonly dislocated = (at: number): string[] | undefined => {
    const { tokens, spanAt } = this;
    const k = this.skipBack(at - 1, /^(ADV|PART|AUX)$/);
    const pronoun = tokens[k];
    if (pronoun?.pos !== 'PRON' || !/^(it|that|this|they)$/.test(pronoun.lower)) return undefined;
    // The phrase is the nearest one before a pause that names something ("the blood pressure one" names
    // nothing of its own), a few pauses back at most.
    let mark = k - 1;
    for (let pauses = 0; pauses < 3 && tokens[mark] && clauseMark(tokens[mark] as Token); pauses++) {
      // ("the test tenant was rebuilt overnight - it's V now": a clause with a verb of its own before the pause
      // is about its subject, not about how it ends.)
      const opens = tokens.findLastIndex((t, j) => j < mark && clauseMark(t)) + 1;
      const verb = tokens.findIndex((t, j) => j > opens && j < mark && (t.pos === 'VERB' || t.pos === 'AUX'));
      const subject = verb > 0 ? this.phraseBefore(verb) : undefined;
      if (subject) return subject;
      // ("school trip to the Science Discovery Centre — it's £14.50": the name says where the trip goes.)
      const named = spanAt.get(mark - 1);
      let adp = named ? named.from - 1 : -1;
      while (tokens[adp]?.pos === 'DET') adp--;
      const phrase = this.phraseBefore(mark) ?? (tokens[adp]?.pos === 'ADP' ? this.phraseBefore(adp) : undefined);
      if (phrase) return phrase;
      mark = tokens.findLastIndex((t, j) => j < mark && clauseMark(t));
    }
    return undefined;
  };

  /**
   * "V is the team lead", "V is our groomer": an inverted link names a definite noun after it. "X was a
   * mistake" or "X was incorrect" classifies X; it names no attribute X fills.
   */
  readonly nounAfter = (start: number): boolean => {
    const { tokens } = this;
    let i = start;
    // "is no longer our groomer", "is not the insurer", "is still the gym".
    while (/^(ADV|PART)$/.test(tokens[i]?.pos ?? '') || tokens[i]?.lemma === 'no') i++;
    const first = tokens[i];
    if (!(first?.pos === 'PRON' || (first?.pos === 'DET' && /^(the|this|that)$/.test(first.lemma)))) return false;
    return this.phraseAfter(i) !== undefined;
  };

  /**
   * "Hana Vesterberg is acting team lead until …", "Marta is treasurer": a role needs no article. A noun phrase
   * right after the link that closes the clause, with a noun in it, names the role the name fills.
   */
  readonly roleAfter = (start: number): boolean => {
    const { tokens } = this;
    let i = start;
    while (tokens[i]?.pos === 'ADV') i++;
    const idx: number[] = [];
    for (; i < tokens.length && this.inPhrase(i); i++) idx.push(i);
    // (A noun the tagger took for a verb may close it: "team lead".)
    if (idx.length && baseVerb(tokens[i])) idx.push(i++);
    // (…or a when: "Marta is treasurer this year".)
    const closes = !tokens[i] || /^(PUNCT|ADP|SCONJ|CCONJ)$/.test(tokens[i]?.pos ?? '') || tokens[i]?.entity === 'DATE';
    return closes && idx.some((k) => tokens[k]?.pos === 'NOUN' || (k === idx.at(-1) && baseVerb(tokens[k])));
  };

  readonly verbBefore = (j: number, reach: number): number => {
    const { tokens, spanAt } = this;
    for (let k = j; k >= Math.max(0, j - reach); k--) {
      const t = tokens[k];
      if (!t || t.pos === 'PUNCT' || spanAt.has(k)) return -1;
      // ("changed the bike lock code to V": a base form between two nouns is a word of the noun phrase.)
      const inNoun = baseVerb(t) && nominal(tokens[k - 1]) && nominal(tokens[k + 1]);
      if (t.pos === 'VERB' && !inNoun) return k;
    }
    return -1;
  };

  /**
   * "spring term: ends Friday 31 March", "staging deploy window: moved to V": a verb right after a label speaks
   * of the label. (`imperative`: so may one in its base form; "Tidepool on-call: escalate to W" tells what to do,
   * and there its act is what the value fills.)
   */
  readonly labelled = (verb: number, imperative: boolean): string[] | undefined =>
    isLabelLink(this.tokens[verb - 1]) && (imperative || !baseVerb(this.tokens[verb]))
      ? this.phraseBefore(verb - 1)
      : undefined;
}
