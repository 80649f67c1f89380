// The resolution classifier: resolved, unresolved or ambiguous, from the conversation's closure signals. The
// last signal in a unit wins ("still broken… I've refunded it… thanks, that's sorted" is resolved); a complaint
// with no closure is unresolved; a unit with neither is ambiguous.
import type { Enzyme } from '../../enzymes/enzyme';
import type { Resolution } from '../../types';
import { CLOSED, lastAt, OPEN } from './signals';

const NEGATED = /\b(?:not|isn't|wasn't|hasn't|haven't|never)\s+(?:been\s+|yet\s+)?$/i;

export function resolutionOf(text: string, complaint: boolean): Resolution {
  // "not fixed", "hasn't been resolved" close nothing: they are open signals.
  const negated = (i: number): boolean => NEGATED.test(text.slice(Math.max(0, i - 20), i));
  const closed = lastAt(CLOSED, text, negated);
  const open = Math.max(
    lastAt(OPEN, text),
    lastAt(CLOSED, text, (i) => !negated(i)),
  );
  if (closed < 0 && open < 0) return complaint ? 'unresolved' : 'ambiguous';
  return closed > open ? 'resolved' : 'unresolved';
}

export const resolutionClassifier: Enzyme = {
  id: 'conversation/resolution',
  description: 'Tags each unit resolved, unresolved or ambiguous from closure signals.',
  digest: ({ arrival, source, labels }) => {
    if (source.kind !== 'conversation') return undefined;
    const complaint = (labels.valence ?? 0) < 0 || labels.friction !== undefined;
    const resolution = resolutionOf(arrival.text, complaint);
    const why =
      resolution === 'resolved'
        ? 'the last signal closes it'
        : resolution === 'unresolved'
          ? complaint && lastAt(OPEN, arrival.text) < 0
            ? 'a complaint with no closure'
            : 'the last signal leaves it open'
          : 'no closure signal either way';
    return { labels: { resolution }, reason: `${resolution}: ${why}` };
  },
};
