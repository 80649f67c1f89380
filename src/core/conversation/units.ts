// The conversation buffer: sentences of a transcript are gathered into units, the way the memory-as-metabolism
// seed's intake does. A unit is cut only on a sentence boundary, and only when
// - the topic shifts: a speaker opens a turn with a new-topic marker ("also", "one more thing", "by the way"),
//   or the speaker who opened the unit opens a new turn whose embedding is more than 0.4 (cosine distance)
//   from the running centroid of the unit and which shares no content word with it (the other side's reply
//   answers the topic rather than changing it). (The distance alone does not do: this model puts sentences of
//   one support thread 0.4–0.65 from their centroid, so the words must agree that the subject changed.)
//   Replies that open by acknowledging or pointing back ("sorry", "thanks", "still", "it") continue the topic, and sentences
//   too short to carry a topic never shift it;
// - an emphasis marker ("importantly", "always", "never") opens the sentence: it starts a unit of its own,
//   which begins with more salience;
// - or the buffer already holds 8 raw turns.
// A unit's vector is the normalised mean of its sentences' vectors: no second pass through the model.
import { cosine, normalise } from '../embedding/vector';
import type { SegmentDraft } from '../segmentation/segment';
import { density } from '../segmentation/density';
import { terms, words } from '../text/terms';

export const BUFFER_TURNS = 8;
export const TOPIC_SHIFT_DISTANCE = 0.4;
/** Sentences with fewer words than this ("Thanks!", "OK, one moment.") carry no topic of their own. */
const TOPICAL_WORDS = 5;
/**
 * "Importantly" anywhere; "always" / "never" when they open the sentence or follow "please" — a rule being laid
 * down ("Never send invoices to…"), not a habit or a plain negation ("the email never arrived").
 */
const EMPHASIS = /\b(importantly)\b|(?:^|\bplease\s+)(always|never)\b(?!\s+mind)/i;
const NEW_TOPIC =
  /^(?:also|and also|one more thing|another thing|another (?:issue|question|problem)|separately|by the way|btw|on another note|unrelated(?:ly)?|next)\b/i;
/** Openings that answer or point back at what was just said: the topic goes on. */
const CONTINUES =
  /^(?:sorry|apologies|apologi[sz]e|understood|thanks|thank you|ok(?:ay)?|sure|got it|i see|right|great|no problem|yes|no|still|and|but|so|it|this|that|they|them|these|those)\b/i;

export interface Unit {
  draft: SegmentDraft;
  vector: Float32Array;
}

interface Open {
  sentences: { speaker: string; text: string }[];
  sum: Float32Array;
  terms: Set<string>;
  topical: number;
  turns: number;
  emphasis?: string;
  mass: number;
}

/** How the sentences of one unit read: consecutive sentences of one speaker share a `Speaker:` line. */
function render(sentences: Open['sentences']): string {
  const lines: string[] = [];
  let speaker: string | undefined;
  for (const s of sentences) {
    if (s.speaker === speaker) lines[lines.length - 1] = `${lines.at(-1) ?? ''} ${s.text}`;
    else lines.push(`${s.speaker}: ${s.text}`);
    speaker = s.speaker;
  }
  return lines.join('\n');
}

export function gatherUnits(pieces: SegmentDraft[], vectors: Float32Array[]): Unit[] {
  const units: Unit[] = [];
  let open: Open | undefined;
  const close = (): void => {
    if (!open) return;
    const text = render(open.sentences);
    const draft: SegmentDraft = {
      text,
      boundary: 'turn',
      context: [],
      mass: open.mass,
      density: density(text),
      ...(open.emphasis ? { emphasis: open.emphasis } : {}),
    };
    units.push({ draft, vector: normalise(Float32Array.from(open.sum)) });
    open = undefined;
  };
  pieces.forEach((piece, i) => {
    const vector = vectors[i];
    if (!vector) throw new Error(`no embedding for sentence ${i}`);
    const topical = words(piece.text).length >= TOPICAL_WORDS;
    const marker = EMPHASIS.exec(piece.text);
    const emphasis = (marker?.[1] ?? marker?.[2])?.toLowerCase();
    const newTurn = piece.boundary === 'turn';
    const own = new Set(terms(piece.text));
    const speaker = piece.context[0] ?? 'unknown';
    if (open) {
      const centroid = normalise(Float32Array.from(open.sum));
      const unit = open;
      const shifted =
        newTurn &&
        topical &&
        (NEW_TOPIC.test(piece.text) ||
          (open.topical > 0 &&
            speaker === open.sentences[0]?.speaker &&
            !CONTINUES.test(piece.text) &&
            1 - cosine(vector, centroid) > TOPIC_SHIFT_DISTANCE &&
            ![...own].some((t) => unit.terms.has(t))));
      const full = newTurn && open.turns >= BUFFER_TURNS;
      if (shifted || emphasis || full) close();
    }
    open ??= { sentences: [], sum: new Float32Array(vector.length), terms: new Set(), topical: 0, turns: 0, mass: 0 };
    for (const t of own) open.terms.add(t);
    if (emphasis && open.sentences.length === 0) open.emphasis = emphasis;
    open.sentences.push({ speaker, text: piece.text });
    // Only sentences with a topic move the centroid: "Thanks!" says nothing about what is being discussed.
    if (topical || open.topical === 0)
      for (let d = 0; d < vector.length; d++) open.sum[d] = (open.sum[d] ?? 0) + (vector[d] ?? 0);
    if (topical) open.topical++;
    if (newTurn) open.turns++;
    open.mass += piece.mass;
  });
  close();
  return units;
}
