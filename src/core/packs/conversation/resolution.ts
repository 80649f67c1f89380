// The resolution classifier: resolved, unresolved or ambiguous, from the conversation's closure signals. The
// last signal in a unit wins ("still broken… I've refunded it… thanks, that's sorted" is resolved); a complaint
// with no closure is unresolved; a unit with neither is ambiguous.
import type { Enzyme } from '../../enzymes/enzyme';
import type { Resolution } from '../../model';

const CLOSED =
  /\b(?:resolved|fixed|sorted|works now|working now|that did it|that worked|all set|refunded|issued a refund|refund (?:has been|was) (?:issued|processed)|problem solved|no longer (?:an issue|a problem|happening)|shipped|released|glad (?:that|it) helped|all good now|good to go)\b/gi;
const OPEN =
  /\b(?:still|not working|doesn't work|does not work|isn't working|broken|keeps|waiting|escalat\w*|will get back|looking into|investigating|filed a (?:feature )?request|feature request|known (?:issue|limitation|bug)|no update|not yet|unresolved|can't|cannot|won't|doesn't|fails?|failing|error)\b/gi;
const NEGATED = /\b(?:not|isn't|wasn't|hasn't|haven't|never)\s+(?:been\s+|yet\s+)?$/i;

function lastAt(re: RegExp, text: string, skip?: (index: number) => boolean): number {
  let last = -1;
  for (const m of text.matchAll(re)) if (!skip?.(m.index)) last = m.index;
  return last;
}

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
