// What the whole sentence binds once each value has its own link (claims.ts, readSentence): a list, a day and
// its hour, a value set against another, "as the S", an appositive, an aside that says what a code is, a cleft,
// a headline's change, a label's one value, the one attribute a sentence speaks of; then which values it
// asserts and which it only names.
import type { Slot } from './claims';
import { agentNoun, asideAfter, clauseMark, itAfterPause, past, POSSESSIVE, reported, strongPause } from './grammar';
import { isBe, isLabelLink, nominal, spacedDash, type Token } from './language';
import { EXCHANGE_LEMMAS } from './lexicon';
import type { Phrases } from './phrases';
import { terms } from './terms';
import { completedFrom, spanText, unitOf, type ValueSpan } from './values';

/** Words after a label that make a clause with a subject of its own: the label is who speaks, or a frame. */
export const ownClause = (rest: Token[]): boolean =>
  rest.some((t, k) => (t.pos === 'PRON' || nominal(t)) && /^(AUX|VERB)$/.test(rest[k + 1]?.pos ?? ''));

/**
 * Values of one kind joined by a comma or a conjunction are a list ("Dynalist, Workflowy"); a value of
 * another kind after a comma says more of the first ("Kestrel Room, 2nd floor").
 */
export function markLists(p: Phrases, slots: Slot[], spans: ValueSpan[]): void {
  const { tokens } = p;
  spans.forEach((v, k) => {
    const next = spans[k + 1];
    // (Amounts in two units are two measures of one thing: "120,000 miles or 10 years, whichever comes first".)
    const joined =
      next &&
      next.kind === v.kind &&
      (v.kind !== 'number' || unitOf(v.key) === unitOf(next.key)) &&
      next.from - v.to <= 2 &&
      tokens.slice(v.to + 1, next.from).every((t) => /^(,|and|or|&)$/i.test(t.text));
    // ("the PIN stayed 2284, 7730 is the safe": after a value a verb took, one that a verb follows opens a clause
    // of its own. "Dynalist, Workflowy and Remnote are …" lists what the clause is about.)
    if (!next || !joined) return;
    // ("Brampton Community Centre, 41 Fenner Road": a street address after a name says where that one is.)
    const address = (x: ValueSpan): boolean => x.kind === 'name' && /^\d+\p{L}?\s+\p{Lu}/u.test(x.text);
    if (address(next) && !address(v)) {
      for (const s of slots) if (s.value === next) s.where = true;
      return;
    }
    const clause =
      /^(AUX|VERB)$/.test(tokens[next.to + 1]?.pos ?? '') && slots.some((s) => s.value === v && s.link !== 'none');
    if (clause) return;
    for (const s of slots) if (s.value === v || s.value === next) s.listed = true;
  });
}

/**
 * "concert: Saturday 11 March, 7.30 pm, St Aldhelm's church": the items of a label's list are all its values.
 * ("the group is on Sunday 10:30": a day and the time right after it are one when, however they are bound.)
 */
export function withTheValueBefore(p: Phrases, slots: Slot[]): void {
  const { tokens } = p;
  slots.forEach((s, k) => {
    const before = slots[k - 1];
    // ("moved to 19 January at 15:00": a day and its hour after "at" are one when, whatever the hour was bound to.)
    const at =
      before?.value.kind === 'date' &&
      s.value.kind === 'time' &&
      before.value.to + 2 === s.value.from &&
      tokens[s.value.from - 1]?.lemma === 'at' &&
      !before.denied;
    if (at && before.attribute.length && !s.denied)
      Object.assign(s, { attribute: before.attribute, link: before.link });
    if (s.attribute.length || s.link !== 'none' || s.denied || !before?.attribute.length) return;
    const next = before.value.to + 1 === s.value.from; // "Friday 8 pm": one when, in two values
    const comma = tokens[s.value.from - 1]?.text === ',' && before.value.to + 2 === s.value.from;
    // (So is "Wednesday mornings, 09:30–11:30".)
    const when = (next || comma) && before.value.kind === 'date' && s.value.kind === 'time';
    const listed = before.link === 'label' && (next || comma);
    if (when || listed) Object.assign(s, { attribute: before.attribute, link: before.link });
  });
}

/**
 * "Porto, not Lisbon", "Porto and not Lisbon": a value set against another of its kind replaces it.
 * ("the 7th of June, not the 17th": a bare number set against a value is read with it, see completedFrom.)
 */
export function setAgainst(p: Phrases, slots: Slot[], spans: ValueSpan[]): void {
  const { tokens } = p;
  spans.forEach((v, k) => {
    const w = spans[k + 1];
    const completed = w && (completedFrom(v, w) ?? (w.kind === v.kind ? w : undefined));
    if (!w || !completed) return;
    // ("we're plot 22A now, not 14B anymore": past a word that says when.)
    let after = v.to + 1;
    while (tokens[after]?.pos === 'ADV' && after < w.from) after++;
    const between = tokens
      .slice(after, w.from)
      .map((t) => t.lower)
      .join(' ');
    if (!/^(,\s)?(and |but )?not( the| a| an)?$/.test(between)) return;
    const denied = slots.find((s) => s.value === w && s.denied);
    if (!denied) return;
    denied.replaced = true;
    Object.assign(w, { kind: completed.kind, key: completed.key });
  });
}

/**
 * "Library card – Lena: 2938…", "Passwords — Work VPN: …": a name between a dash and a colon is a step of the
 * label's path, which says whose or which the thing is; it is no value of the label. The value after the colon
 * is of that thing: [library card lena]. (So "Library card – Tomas: …" is another card.)
 */
export function pathNames(tokens: Token[], slots: Slot[], mentions: ValueSpan[]): void {
  for (const step of slots) {
    const { from, to, kind, text } = step.value;
    const dash = tokens[from - 1];
    if (kind !== 'name' || step.link !== 'label' || !dash || dash.text === ':' || tokens[to + 1]?.text !== ':')
      continue;
    // (A key and its value: the value right after the colon, and nothing after it but an aside.)
    const value = slots.find((s) => s.value.from === to + 2 && s.link === 'label');
    const rest = value ? tokens.slice(value.value.to + 1) : [];
    if (!value || !(rest.length === 0 || /^[(.]$/.test(rest[0]?.text ?? ''))) continue;
    value.attribute = [...step.attribute, ...terms(text)];
    slots.splice(slots.indexOf(step), 1);
    mentions.push(step.value);
    return;
  }
}

/**
 * "Merged PR #4821 - CI now runs on V", "Rang the surgery: Dr Kim now sees the cat on Fridays": a label that tells
 * what the writer did is no thing with a value. A name after its link that a verb of its own follows is the
 * subject of its clause, and the values that clause binds to the label are the name's. (Not after "is" or "has",
 * whose clause other passes read: "Clearview rang - Priya's off" gives Priya up.)
 */
export function eventLabel(tokens: Token[], slots: Slot[], mentions: ValueSpan[]): void {
  const step = slots.find((s) => s.link === 'label' && s.value.kind === 'name');
  if (!step) return;
  const { from, to } = step.value;
  const link = from - 1;
  const done = tokens.slice(0, link).some((t) => past(t) && !/ing$/.test(t.lower));
  let next = to + 1;
  while (tokens[next]?.pos === 'ADV') next++;
  if (!done || !isLabelLink(tokens[link]) || tokens[next]?.pos !== 'VERB') return;
  const label = step.attribute.join(' ');
  // (The values the label would have had, in any clause after the name: the name is whose they are.)
  for (const s of slots)
    if (s !== step && s.value.from > next && (!s.attribute.length || s.attribute.join(' ') === label))
      s.attribute = terms(step.value.text);
  slots.splice(slots.indexOf(step), 1);
  mentions.push(step.value);
}

/**
 * Values in plain words: "the spare key is under the blue doormat", "the pool is not open". A predicate
 * after a copula or a label, with no name, number or date in it, is the value of the phrase before the link.
 */
export function phraseValues(
  tokens: Token[],
  spanAt: ReadonlyMap<number, ValueSpan>,
  phraseBefore: (end: number) => string[] | undefined,
): Slot[] {
  const out: Slot[] = [];
  tokens.forEach((t, i) => {
    if (!isBe(t) && !isLabelLink(t)) return;
    const attribute = phraseBefore(i);
    if (!attribute) return;
    let start = i + 1;
    while (/^(ADV|PART)$/.test(tokens[start]?.pos ?? '')) start++;
    if (!/^(ADJ|ADP)$/.test(tokens[start]?.pos ?? '')) return;
    let end = start;
    while (end + 1 < tokens.length && tokens[end + 1]?.pos !== 'PUNCT' && tokens[end + 1]?.pos !== 'CCONJ') end++;
    for (let k = start; k <= end; k++) if (spanAt.has(k)) return;
    // "is different now - V": the value comes after the label, not in the words before it.
    if (isLabelLink(tokens[end + 1])) return;
    const said = terms(spanText(tokens, start, end));
    if (!said.length) return;
    const value: ValueSpan = {
      from: start,
      to: end,
      kind: 'phrase',
      text: spanText(tokens, start, end),
      key: said.join(' '),
    };
    const denied = tokens.slice(i + 1, end + 1).some((x) => x.negated);
    out.push({ attribute, value, denied, link: isBe(t) ? 'copula' : 'label' });
  });
  return out;
}

/**
 * "V takes over from W as the S": the attribute comes last, after "as", and is the clause's.
 */
export function asTheAttribute(p: Phrases, slots: Slot[]): void {
  const { tokens, spanAt } = p;
  tokens.forEach((t, i) => {
    if (t.lemma !== 'as' || t.pos !== 'ADP' || spanAt.has(i + 1)) return;
    const attribute = p.phraseAfter(i + 1);
    if (!attribute) return;
    // (An imperative's object too: "please use V as the S".)
    const unboundBefore = (s: Slot): boolean =>
      s.value.to < i && (s.link === 'none' || (s.link === 'verb' && !s.attribute.length));
    for (const s of slots) if (unboundBefore(s)) Object.assign(s, { attribute, link: 'as' });
  });
}

/**
 * "Ashby Vets have a new vet, Priya Patel, …", "point at the new print server, 192.0.2.77": a name or a code
 * set after a noun phrase with its article names it (an appositive). A list ("milk, Tesco") has no article.
 */
export function appositives(p: Phrases, slots: Slot[]): void {
  const { tokens } = p;
  for (const s of slots) {
    const naming = s.value.kind === 'name' || s.value.kind === 'code';
    if (s.attribute.length || s.link !== 'none' || !naming || tokens[s.value.from - 1]?.text !== ',') continue;
    const idx = p.runBefore(s.value.from - 1);
    const article = tokens[(idx[0] ?? 0) - 1];
    if (!idx.length || !/^(DET|PRON)$/.test(article?.pos ?? '') || tokens[idx.at(-1) ?? 0]?.pos !== 'NOUN') continue;
    const named = p.phraseBefore(s.value.from - 1);
    if (named) Object.assign(s, { attribute: named, link: 'label' });
  }
}

/**
 * "CT-5521-QL (council tax account ref)": a noun phrase in an aside right after a code or a number bound to
 * nothing says what it is, as a label before it would. (Up to a pause inside the aside: "(… ref - new number
 * since …)".) After a name, an aside says who or which ("Squad C (the juniors)", "Biscuit (our dog)").
 */
export function asideNames(p: Phrases, slots: Slot[]): void {
  const { tokens } = p;
  for (const s of slots) {
    const open = s.value.to + 1;
    const coded = s.value.kind === 'code' || s.value.kind === 'number';
    if (s.attribute.length || s.link !== 'none' || s.denied || !coded || tokens[open]?.text !== '(') continue;
    const close = tokens.findIndex((t, k) => k > open && (t.text === ')' || t.text === ',' || spacedDash(t)));
    const idx: number[] = [];
    for (let k = open + 1; k < close; k++) if (!/^(DET|PRON)$/.test(tokens[k]?.pos ?? '') || k > open + 1) idx.push(k);
    // (A common noun: "(PG)" or "(Mira)" says no more than which.)
    const common = idx.some((k) => {
      const t = tokens[k];
      return t?.pos === 'NOUN' && /^\p{Ll}/u.test(t.text);
    });
    if (!common || idx.some((k) => !p.inPhrase(k))) continue;
    const named = p.attributeOf(idx);
    if (named) Object.assign(s, { attribute: named, link: 'label' });
  }
}

/**
 * "Thursday evenings at the Hollybush - that's when book club happens now": a cleft names, after "that's
 * when / where / who", what the values before it are.
 */
export function clefts(p: Phrases, slots: Slot[]): void {
  const { tokens } = p;
  const cleft = tokens.findIndex(
    (t, i) =>
      /^(that|this)$/.test(t.lower) &&
      isBe(tokens[i + 1]) &&
      /^(when|where|who|what)$/.test(tokens[i + 2]?.lower ?? ''),
  );
  // (What follows the wh-word is a clause: its subject is the phrase before its verb.)
  const clausal = (): number => tokens.findIndex((t, i) => i > cleft + 3 && t.pos === 'VERB' && nominal(tokens[i - 1]));
  const clefted = cleft > 0 ? (p.phraseAfter(cleft + 3) ?? p.phraseBefore(clausal())) : undefined;
  if (clefted)
    for (const s of slots)
      if (!s.attribute.length && !s.denied && s.value.to < cleft)
        Object.assign(s, { attribute: clefted, link: 'inverted' });
}

/**
 * "Physio moved — Anouk's switching me to V": a sentence that opens by reporting what changed tells of it;
 * a value its later clauses bind to nothing named is the changed thing's.
 */
export function headlineChange(p: Phrases, slots: Slot[]): void {
  const { tokens, spanAt } = p;
  const opening = tokens.findIndex((t, k) => (t.pos === 'VERB' || t.pos === 'AUX') && !p.inPhrase(k));
  // A headline ("Physio moved —": the verb, then a pause) gives the values of every clause after it, a name
  // that opens it included (no one speaks there); otherwise only values its later verbs bind to nothing
  // ("App frozen when export a block to Markdown" tells of no change of the app's). "Ana went to Porto"
  // tells where Ana went, which is no value of Ana's.
  const opener = spanAt.get(opening - 1);
  const pause = tokens[opening + 1];
  const headline = opening > 0 && pause !== undefined && clauseMark(pause);
  const named = headline && opener?.kind === 'name' && opener.from === 0 ? terms(opener.text) : [];
  const changed =
    opening > 0 && reported(tokens, opening)
      ? (p.phraseBefore(opening) ?? (named.length ? named : undefined))
      : undefined;
  if (changed)
    for (const s of slots)
      if (
        !s.attribute.length &&
        !s.denied &&
        s.value.from > opening + 1 &&
        (headline || s.link === 'change' || s.link === 'verb')
      )
        Object.assign(s, { attribute: changed, link: 'change' });
}

/**
 * The first value after `from` names the new one of a thing exchanged, when it is a name or a code bound to
 * nothing: "We switched vets; Dr Kim at Oakwood sees the cat now".
 */
export function giveExchanged(thing: string[], slots: Slot[], from = -1): void {
  const first = slots.find((s) => s.value.from > from && !s.denied);
  if (first && !first.attribute.length && (first.value.kind === 'name' || first.value.kind === 'code'))
    Object.assign(first, { attribute: thing, link: 'change' });
}

/**
 * "We switched vets", "I've changed dentists": a clause that opens with who did it and a verb of exchange told
 * as done, with a bare noun and no value after it, says that thing is another one now. The thing, and where the
 * clause ends (at a pause or the end of the sentence).
 */
export function exchangedThing(p: Phrases): { thing: string[]; pause: number } | undefined {
  const { tokens, spanAt } = p;
  const verb = tokens.findIndex((t) => t.pos === 'VERB');
  const who = tokens.slice(0, verb).filter((t) => t.pos !== 'AUX' && t.pos !== 'ADV');
  if (verb < 1 || who.length !== 1 || who[0]?.pos !== 'PRON') return undefined;
  if (!EXCHANGE_LEMMAS.has(tokens[verb]?.lemma ?? '') || !reported(tokens, verb)) return undefined;
  // (A bare noun, as the idiom has it: "changed our plans" or "switched the lights off" exchange no one thing.)
  if (!nominal(tokens[verb + 1])) return undefined;
  let end = verb + 1;
  while (end < tokens.length && !clauseMark(tokens[end] as Token) && !/^[.!?]$/.test(tokens[end]?.text ?? '')) end++;
  if ([...spanAt.keys()].some((k) => k > verb && k < end)) return undefined;
  const thing = p.phraseAfter(verb + 1);
  return thing ? { thing, pause: end } : undefined;
}

/**
 * "Work VPN: connect to vpn.example.io": a sentence that opens with a label and holds one value otherwise
 * unbound gives it the label, unless what follows the label is a speaker's own clause.
 * (A day said to be when it starts, "starting Monday", "from the 3rd", says when, not what.)
 */
export function labelOfOne(p: Phrases, slots: Slot[]): void {
  const { tokens } = p;
  const since = (s: Slot): boolean =>
    s.value.kind === 'date' && /^(from|starting|since)$/.test(tokens[s.value.from - 1]?.lower ?? '');
  const unbound = slots.filter((s) => !s.attribute.length && !s.denied && !since(s));
  const labelAt = tokens.findIndex((t, i) => i > 0 && i <= 5 && isLabelLink(t));
  // After a speaker ("Agent: I have escalated it (ticket 1)") or a frame ("Quick note - Ana's flight is …")
  // comes a clause with a subject of its own before the value, or the value is that subject ("since The Crooked
  // Billet shut"): the label names neither. (A clause after it, "Route 23 — the district merged two routes",
  // says why.)
  const spoken = ownClause(tokens.slice(labelAt + 1, (unbound[0]?.value.to ?? tokens.length) + 2));
  if (
    unbound.length === 1 &&
    labelAt > 0 &&
    !spoken &&
    !p.framing(labelAt) &&
    (unbound[0]?.value.from ?? 0) > labelAt
  ) {
    const label = p.phraseBefore(labelAt);
    if (label && p.runBefore(labelAt)[0] === 0) Object.assign(unbound[0] ?? {}, { attribute: label, link: 'label' });
  }
}

/**
 * A value with no attribute of its own ("no longer with W", "it is still W") is of the one attribute the
 * sentence speaks of.
 * (Not one a plain-word value or a value said to be another thing's binds: in "Went back to Dr Haddad;
 * Riverside's waiting list was hopeless", Dr Haddad is no waiting list's; in "Sam lands at 18:20 after all,
 * 19:05 is the Dublin flight", 18:20 is no Dublin flight's. "W is no longer our groomer; we use V" binds V.)
 */
export function oneAttribute(p: Phrases, slots: Slot[]): void {
  const { tokens } = p;
  const binding = (s: Slot): boolean =>
    s.attribute.length > 0 && s.value.kind !== 'phrase' && (s.link !== 'inverted' || s.denied);
  const bound = [...new Set(slots.filter(binding).map((s) => s.attribute.join(' ')))];
  if (bound.length === 1) {
    // (Of one clause: in "escalate to W if the primary doesn't ack within 15 min", W is not the ack's.)
    const clauseAt: number[] = [];
    // (…nor of a clause an "it" opens after a pause, which stands for a phrase of its own: "got Ottilie into the
    // chess club - it runs Tuesday".)
    const opens = (t: Token, k: number): boolean => t.pos === 'SCONJ' || itAfterPause(tokens, k);
    tokens.reduce((n, t, k) => (clauseAt[k] = opens(t, k) ? n + 1 : n), 0);
    const clauses = new Set(slots.filter(binding).map((o) => clauseAt[o.value.from]));
    // (Nor is what a verb with no subject of its own takes in a phrase set before the clause: "For anyone going
    // in to see Grandad this week, Ward 12 visiting is 2pm till 4pm" does not see the visiting.)
    const comma = tokens.findIndex((t) => t.text === ',');
    const fronted = /^(ADP|SCONJ)$/.test(tokens[0]?.pos ?? '') && comma > 0;
    const paused = (s: Slot): boolean =>
      fronted && !!s.act && s.value.to < comma && slots.some((o) => binding(o) && o.value.from > comma);
    for (const s of slots)
      if (!s.attribute.length && (s.denied || s.link !== 'none') && clauses.has(clauseAt[s.value.from]) && !paused(s))
        s.attribute = bound[0]?.split(' ') ?? [];
  }
}

/** The value among `values` that an aside `v` opens right after ("Bloom Bakery (Leith)"): what it says which of. */
export const asideHost = (tokens: Token[], values: ValueSpan[], v: ValueSpan): ValueSpan | undefined =>
  tokens[v.from - 1]?.text === '(' ? values.find((o) => o.to === v.from - 2) : undefined;

/**
 * The values the sentence asserts, the rest named in passing (`mentions`): who a clause is about, a place or an
 * owner said in passing, an aside that says which; a name that does what a verb says holds that verb's role.
 */
export function assertedOf(p: Phrases, slots: Slot[], mentions: ValueSpan[], undoneTo: Set<ValueSpan>): Slot[] {
  const { tokens } = p;
  // "Mireille has gone to the benefits team": a name bound to nothing that a verb follows is who the clause
  // is about, not a value the sentence asserts. It is still named. (So is a day: "Wednesdays clashed with …".)
  const subject = (s: Slot): boolean =>
    s.link === 'none' &&
    !s.attribute.length &&
    !s.denied &&
    (s.value.kind === 'name' || (s.value.kind === 'date' && !/\d/.test(s.value.text))) &&
    /^(AUX|VERB)$/.test(tokens[asideAfter(tokens, s.value.to + 1)]?.pos ?? '');
  // "the Studio Girasole (12 Cobden Street, first floor)": an aside that opens right after a value says where
  // or which that value is; it is named, not asserted of anything.
  const values = slots.map((o) => o.value);
  const aside = (s: Slot): boolean => asideHost(tokens, values, s.value) !== undefined;
  // "Ines Duarte drives the Monday carpool": a name that does to a thing what a verb says holds the role the
  // verb's agent noun names, the Monday carpool's driver, when the language has that noun.
  const role = (s: Slot): Slot[] => {
    const verb = tokens[s.value.to + 1];
    // (Of one particular thing: "drives the carpool", not "announces fare changes".)
    const the = tokens[s.value.to + 2];
    const definite = the?.lemma === 'the' || (the?.pos === 'PRON' && POSSESSIVE.test(the.lower));
    if (s.value.kind !== 'name' || verb?.pos !== 'VERB' || !definite) return [];
    const agent = agentNoun(verb.lemma);
    const object = agent ? p.phraseAfter(s.value.to + 2) : undefined;
    return agent && object ? [{ ...s, attribute: [...object, ...terms(agent)], link: 'verb', role: true }] : [];
  };
  // A name that owns an attribute is named, not asserted (see p.ownerAfterOf). So is a place no verb or link
  // binds: "in the St Brigid's annexe" in passing says where, as the plain name did.
  const namedOnly = (s: Slot): boolean =>
    !s.attribute.length && (p.owners.has(s.value) || (!!s.value.place && !(s.link === 'verb' && (s.verb ?? s.act))));
  // "msgmerge is faster now, if compiled with GCC 4.2 or newer": a value in a clause that says on what condition
  // the rest holds is that condition, not a value the sentence asserts.
  const conditional = (s: Slot): boolean => {
    for (let k = s.value.from - 1; k >= 0; k--) {
      const t = tokens[k] as Token;
      if (/^(if|unless)$/.test(t.lower) && t.pos === 'SCONJ') return true;
      if (clauseMark(t)) return false;
    }
    return false;
  };
  // "Email from Dagny: the AGM moves to 9 June", "update from Harbourline — the renewal slips to 15 October": a
  // name after "from" that closes the sentence's opening label says whom the news came from, not a value.
  const source = (s: Slot): boolean =>
    s.value.kind === 'name' &&
    tokens[s.value.from - 1]?.lemma === 'from' &&
    (isLabelLink(tokens[s.value.to + 1]) || strongPause(tokens[s.value.to + 1])) &&
    !tokens.slice(0, s.value.from).some(strongPause) &&
    !slots.some((o) => o !== s && o.value.to < s.value.from);
  const subjects = slots.filter(
    (s) => subject(s) || namedOnly(s) || undoneTo.has(s.value) || conditional(s) || source(s),
  );
  mentions.push(...slots.filter((s) => subjects.includes(s) || aside(s)).map((s) => s.value));
  const asserted = [...slots.filter((s) => !subjects.includes(s) && !aside(s)), ...subjects.flatMap(role)];
  // (A label's value keeps the act of an instruction after the label: see enzymes/slots-alike.ts, `act`.)
  for (const s of asserted)
    if ((s.attribute.length && s.link !== 'label') || !/^(verb|change|label)$/.test(s.link)) delete s.act;
  return asserted;
}

/**
 * "It's Hillview Practice now", and "The new one is PB9120366": a pronoun, or "the (…) one", stands for a
 * thing said before when a copula follows it (past an adverb).
 */
export function opensWithIt(tokens: Token[]): boolean {
  let pronoun = /^(it|that|this)$/.test(tokens[0]?.lower ?? '') && tokens[0]?.pos === 'PRON' ? 0 : -1;
  if (tokens[0]?.lemma === 'the') {
    let k = 1;
    while (tokens[k]?.pos === 'ADJ') k++;
    if (tokens[k]?.lower === 'one') pronoun = k;
  }
  let copula = pronoun + 1;
  while (/^(ADV|PART)$/.test(tokens[copula]?.pos ?? '')) copula++;
  return pronoun >= 0 && isBe(tokens[copula]);
}
