// The temporal stripper: relative time ("expired last Tuesday", "two weeks ago") becomes absolute time, counted
// from when the source was written, and the unit is labelled with how recent the newest date was. Dates are
// read by chrono-node; the enzyme decides which ones need anchoring and writes them into the node's text.
import * as chrono from 'chrono-node';
import { DAY_MS } from '../../clock';
import type { Enzyme } from '../../enzymes/enzyme';
import type { NodeLabels } from '../../types';

/** Words that make a date expression relative to when it was said. */
const RELATIVE =
  /\b(?:yesterday|today|tonight|tomorrow|last|next|this|ago|earlier|later|in \d+|in (?:a|an|one|two|three|a few) |(?:mon|tues|wednes|thurs|fri|satur|sun)day)/i;
/** Expressions chrono reads as "now": they anchor nothing ("that's fixed now"). */
const NOW = /^(?:now|right now|just now|at the moment|currently)$/i;

const day = (t: number): string => new Date(t).toISOString().slice(0, 10);

export function recencyOf(eventAt: number, saidAt: number): NonNullable<NodeLabels['recency']> {
  const days = (saidAt - eventAt) / DAY_MS;
  return days <= 7 ? 'high' : days <= 30 ? 'medium' : 'low';
}

/** The relative dates in a text, each with the absolute day it means and where it ends. */
export function anchorDates(text: string, saidAt: number): { phrase: string; day: string; at: number; time: number }[] {
  const results = chrono.en.casual.parse(text, { instant: new Date(saidAt), timezone: 0 }, { forwardDate: false });
  return results.flatMap((r) => {
    // chrono may take the punctuation after a date with it; the annotation goes right after the words.
    const phrase = r.text.replace(/[\s,.;:!?]+$/, '');
    const knowsDay = r.start.isCertain('day') || r.start.isCertain('weekday');
    if (NOW.test(phrase) || !knowsDay || !RELATIVE.test(phrase)) return [];
    const time = r.start.date().getTime();
    return [{ phrase, day: day(time), at: r.index + phrase.length, time }];
  });
}

export const temporalStripper: Enzyme = {
  id: 'conversation/temporal',
  description: 'Turns relative time into absolute dates from the source’s time, with a recency label.',
  digest: ({ arrival, source }) => {
    if (source.kind !== 'conversation') return undefined;
    const anchors = anchorDates(arrival.text, arrival.generatedAt);
    if (anchors.length === 0) return undefined;
    const newest = Math.max(...anchors.map((a) => a.time));
    const recency = recencyOf(newest, arrival.generatedAt);
    return {
      annotations: anchors.map((a) => ({ at: a.at, note: a.day })),
      labels: { dates: anchors.map((a) => a.day), recency },
      reason: `${anchors.map((a) => `"${a.phrase}" → ${a.day}`).join(', ')} (said ${day(arrival.generatedAt)}); recency ${recency}`,
    };
  },
};
