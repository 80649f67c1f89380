// What of an older text a newer one replaces. A note often tells several things at once ("The wifi password
// is TulipField42. The router is in the hallway cupboard."): a newer note that changes one of them replaces
// that one, not the rest. The older text is cut into its sentences, and the sentences into groups that stand
// apart; the groups the newer one tells otherwise, or that name its values, or hold values of the kind those
// groups hold, are what it replaces, and the rest stands. When the cut is in any doubt, there is none: the
// whole text is replaced.
import { compare } from './compare';
import { read, type Comparison, type Reading } from './comparison';
import { stripAnnotations } from './annotations';
import { parse, sentences, type Token } from '../text/language';
import { message } from '../text/stamps';
import type { ValueKind } from '../text/values';

export interface Parts {
  /** The sentences the newer text replaces, as written. */
  replaced: string;
  /** The sentences it leaves standing, as written. */
  kept: string;
}

/**
 * Third-person and demonstrative pronouns (a closed class of English): a sentence with one that stands for
 * nothing in the sentence itself speaks of what the sentence before it said ("It was set by the landlord", "He
 * writes it on the fridge card"), so it goes wherever that sentence goes (see `antecedent`).
 */
const POINTS_BACK = /^(?:it|its|they|them|their|theirs|he|him|his|she|her|hers|this|that|these|those|such|same)$/i;
/**
 * Whether a pronoun has what it stands for in its own sentence, before it: a thing for "it", things for "they",
 * a name for "he" or "she" ("The service date was set by the landlord, it is every March"; but "Members only,
 * don't write it on the whiteboard" and "Tom's on it as a named driver" speak of the sentence before).
 */
function antecedent(before: Token[], pronoun: string): boolean {
  const plural = (t: Token): boolean => t.pos === 'NOUN' && t.lower !== t.lemma;
  if (/^(it|its|this|that)$/.test(pronoun)) return before.some((t) => t.pos === 'NOUN' && !plural(t));
  if (/^(they|them|their|theirs|these|those)$/.test(pronoun)) return before.some((t) => plural(t));
  if (/^(he|him|his|she|her|hers)$/.test(pronoun)) return before.some((t) => t.pos === 'PROPN');
  return false;
}

/** "there" points back too, past the first word: "… go in there" (an opening "There is …" points nowhere). */
const THERE = /\s\S*\bthere\b/i;

/** Values of these kinds name one thing each: a phrase ("in the blue drawer") may be of anything. */
const SPECIFIC: ReadonlySet<ValueKind> = new Set(['name', 'code', 'number', 'time', 'date']);

const readText = (text: string): Reading => {
  const plain = stripAnnotations(text);
  return read(plain, plain.length / 4);
};

/** The newer text says the part is wrong or out of date. */
const conflicts = (c: Comparison): boolean => c.relation === 'challenge' || c.disagrees !== undefined;

/** The newer text tells of the part's subject at all: other values, a change, a conflict. */
const touches = (c: Comparison): boolean => conflicts(c) || c.otherValues === true || c.changed === true;

interface Piece {
  text: string;
  line: number;
  reading: Reading;
  /** It says something: not a heading, a fragment or a question. */
  asserts: boolean;
  /** A chat's header line ("Rina — Today at 9:02 PM"): who wrote what follows, and when. */
  header: boolean;
  /** It leans on the sentence before it: a pronoun, or a verb with no subject of its own. */
  leans: boolean;
  /** The kinds of the specific values it holds or denies. */
  kinds: Set<ValueKind>;
  /** The kinds of the specific values it says no longer hold ("No longer seeing Dr. Whitlow"). */
  given: Set<ValueKind>;
}

/**
 * The sentences of a text, line by line, as written. (The splitter may end a sentence inside a word, at the
 * dot of "ubuntu-22.04": a sentence that the next one follows with no space between them goes on in it.)
 */
function sentencesOf(text: string): { text: string; line: number }[] | undefined {
  const out: { text: string; line: number }[] = [];
  for (const [line, written] of text.split('\n').entries()) {
    let from = 0;
    for (const s of sentences(written)) {
      const at = written.indexOf(s, from);
      // (A sentence the splitter gave back otherwise than written cannot be cut out of the text as it is.)
      if (at < 0) return undefined;
      const last = out.at(-1);
      if (last?.line === line && at === from && from > 0) last.text += s;
      else out.push({ text: s, line });
      from = at + s.length;
    }
  }
  return out;
}

function pieceOf(text: string, line: number, inLog: boolean): Piece {
  const reading = readText(text);
  const tokens = parse(text)[0] ?? [];
  const first = tokens.find((t) => /[\p{L}\d]/u.test(t.text));
  const pointsBack = tokens.some((t, k) => POINTS_BACK.test(t.text) && !antecedent(tokens.slice(0, k), t.lower));
  // (A verb that opens a sentence leaves its subject to the one before: "Will top up ParentPay.", "Bring the
  // blue padlock." A gerund names an act, a subject of its own: "Recycling goes out every other Friday.")
  const gerund = first?.pos === 'VERB' && first.lemma !== first.lower && /ing$/i.test(first.text);
  const verb = (first?.pos === 'VERB' && !gerund) || first?.pos === 'AUX';
  const header = message(text, inLog).trim() === '';
  return {
    text,
    line,
    reading,
    asserts: reading.claim.assertive && !/\?\s*$/.test(text) && !header,
    header,
    leans: pointsBack || THERE.test(text) || verb,
    kinds: new Set(header ? [] : reading.claim.slots.map((s) => s.value.kind).filter((k) => SPECIFIC.has(k))),
    given: new Set(
      header ? [] : reading.claim.slots.flatMap((s) => (s.denied && SPECIFIC.has(s.value.kind) ? [s.value.kind] : [])),
    ),
  };
}

/**
 * Sentences that stand or fall together: one that leans on the one before joins it, and one that asserts
 * nothing (a speaker's header, a date line) joins the one after it, which it introduces.
 */
function groupsOf(pieces: Piece[]): Piece[][] {
  const groups: Piece[][] = [];
  let open: Piece[] = [];
  for (const piece of pieces) {
    const last = groups.at(-1);
    if (!open.length && piece.leans && last) last.push(piece);
    else if (piece.asserts || piece.leans) {
      groups.push([...open, piece]);
      open = [];
    } else open.push(piece);
  }
  const last = groups.at(-1);
  if (open.length) {
    if (last) last.push(...open);
    else groups.push(open);
  }
  return groups;
}

/** Pieces as one text: a space between sentences of one line, a line break between lines. */
const joined = (pieces: Piece[]): string =>
  pieces.map((p, i) => (i === 0 ? '' : pieces[i - 1]?.line === p.line ? ' ' : '\n') + p.text).join('');

/** A short label a text opens with, as written ("Biscuit (the dog):"), when the reader takes it for one. */
const LABEL = /^[^:.!?]{1,60}:(?=\s)/u;

/**
 * The part of `older` that `newer` replaces, and the part it leaves standing; undefined when nothing stands
 * apart. A group of sentences is replaced when the newer text, compared with it alone, tells it otherwise (a
 * conflict, other values, a change), when it names a value the newer text gives, or when it holds a value of a
 * kind that a replaced group holds and it says no longer holds ("No longer seeing Dr. Whitlow" beside "I moved
 * my GP registration to Dr. Farrant"); what stands must assert something and not be touched by the newer text at all, and what is
 * replaced must still be in conflict with it. `similarity`: of the two whole texts, the nearest the model's
 * reading gets to either part.
 */
export function replacedPart(older: string, newer: Reading, similarity: number): Parts | undefined {
  const written = sentencesOf(older);
  if (!written || written.length < 2) return undefined;
  const inLog = older.includes('\n');
  const pieces = written.map((s) => pieceOf(s.text, s.line, inLog));
  const told = new Set([...newer.claim.values, ...newer.claim.denied, ...newer.claim.mentions]);
  // (Sharing a word is not enough: "The boiler is in the attic" is not what "The boiler service moved" changes.)
  const speaksOf = (p: Piece): boolean =>
    touches(compare(newer, p.reading, similarity)) ||
    [...p.reading.claim.values, ...p.reading.claim.denied, ...p.reading.claim.mentions].some((v) => told.has(v));
  // (What opens the text without asserting anything, a heading or "Lisbon trip booked!!", frames both parts.)
  const opening = pieces.findIndex((p) => p.asserts);
  const lead = pieces.slice(0, Math.max(0, opening));
  const frame = lead.some((p) => speaksOf(p) || p.header) ? [] : lead;
  const groups = groupsOf(pieces.slice(frame.length));
  const replaced = new Set(groups.filter((g) => g.some(speaksOf)));
  for (let grew = true; grew;) {
    grew = false;
    const kinds = new Set([...replaced].flatMap((g) => g.flatMap((p) => [...p.kinds])));
    for (const g of groups)
      // (Only the other half of a change: a value of a kind given up. A phone number beside a changed door code
      // is no half of it: "For plumbing problems, call Marta at 555-0142.")
      if (!replaced.has(g) && g.some((p) => [...p.given].some((k) => kinds.has(k)))) {
        replaced.add(g);
        grew = true;
      }
  }
  const kept = groups.filter((g) => !replaced.has(g)).flat();
  if (!replaced.size || !kept.some((p) => p.asserts)) return undefined;
  const gone = groups.filter((g) => replaced.has(g)).flat();
  // (So does a label that opens it, "Biscuit (the dog): …": the rest is still Biscuit's.)
  const label = kept[0] === pieces[0] || LABEL.test(kept[0]?.text ?? '') ? undefined : labelOf(older, pieces[0]);
  const keptText = (label ? `${label} ` : '') + joined([...frame, ...kept]);
  const replacedText = joined([...frame, ...gone]);
  if (touches(compare(newer, readText(keptText), similarity))) return undefined;
  if (!conflicts(compare(newer, readText(replacedText), similarity))) return undefined;
  return { replaced: replacedText, kept: keptText };
}

function labelOf(text: string, first: Piece | undefined): string | undefined {
  if (!first || !readText(text).claim.lead) return undefined;
  return LABEL.exec(first.text)?.[0];
}
