// Honest search: a question about something the garden does not hold gets nothing, not its nearest notes.
// A result answers when it is close enough in meaning to the question, or when it names most of what the
// question asks by name (a code, a name: its rarest words weigh most). Measured on questions written by
// someone who never saw this code (README, "Honest search").
import type { KeywordIndex } from '../indexes/keyword-index';
import { terms } from '../text/terms';

/** Close enough in meaning to answer (unrelated texts score up to about 0.4 with this model). */
export const MEANING_FLOOR = 0.4;
/** A result naming this share of a question's weight (in the words the garden holds) answers whatever its meaning. */
const NAMED_SHARE = 0.5;

export interface WeighedQuery {
  /** Its distinct terms that some note holds, each with its weight in the garden (rare terms weigh most). */
  weights: ReadonlyMap<string, number>;
  total: number;
  /** How close in meaning a result must be when it names too little of the question. */
  floor: number;
}

export function weighQuery(index: KeywordIndex, text: string, floor = MEANING_FLOOR): WeighedQuery {
  // Words no note holds are left out: no result can name them, and a question in other words than the
  // garden's ("allergic" for "allergy") must not be held against the notes that answer it.
  const weights = new Map<string, number>();
  for (const t of terms(text)) if (index.holds(t)) weights.set(t, index.termWeight(t));
  let total = 0;
  for (const w of weights.values()) total += w;
  return { weights, total, floor };
}

/** The question's terms a text names, and whether it answers (see above). */
export function judge(query: WeighedQuery, text: string, cosine: number): { named: number; answers: boolean } {
  let named = 0;
  let weight = 0;
  for (const t of new Set(terms(text))) {
    const w = query.weights.get(t);
    if (w === undefined) continue;
    named++;
    weight += w;
  }
  const answers = cosine >= query.floor || (query.total > 0 && weight / query.total >= NAMED_SHARE);
  return { named, answers };
}
