// Elimination by a contradicting signal: a unit that reports a state ("my subscription now shows active")
// eliminates an earlier open unit about the same thing that reported the opposite ("my subscription
// expired"). The states are a small table of opposites; "the same thing" is a noun both sentences that say
// the states share, and a similar embedding.
import type { Enzyme } from '../../enzymes/enzyme';
import { parse } from '../../text/language';
import { terms } from '../../text/terms';
import { isOpenUnit } from './signals';
import { excerpt, quoted } from '../../words';

/** Pairs of opposite states: [the trouble, the settled state]. */
const OPPOSITES: [RegExp, RegExp][] = [
  [/\b(?:expired|lapsed|cancell?ed|inactive|suspended|deactivated)\b/i, /\b(?:active|renewed|reactivated)\b/i],
  [/\b(?:down|offline|unreachable|not loading)\b/i, /\b(?:back up|online|loading (?:fine|again))\b/i],
  [/\b(?:unpaid|overdue|declined|bounced)\b/i, /\b(?:went through|payment (?:cleared|succeeded)|settled)\b/i],
  [/\b(?:locked(?: out)?|blocked)\b/i, /\b(?:unlocked|unblocked)\b/i],
  [/\b(?:disabled|switched off|turned off)\b/i, /\b(?:enabled|switched on|turned on)\b/i],
];
const MIN_SIMILARITY = 0.5;

/** A state a text reports: the index of its pair, which side, and the nouns of the sentences that say it. */
interface State {
  pair: number;
  settled: boolean;
  of: string[];
}

function states(text: string): State[] {
  const sentences = text.split(/(?<=[.!?])\s+|\n+/);
  return OPPOSITES.flatMap(([trouble, settled], pair): State[] => {
    // "active" in "inactive" is the trouble side only: test trouble first and take one side per pair.
    const side = trouble.test(text) ? false : settled.test(text) ? true : undefined;
    if (side === undefined) return [];
    const saying = sentences.filter((s) => (side ? settled : trouble).test(s));
    return [{ pair, settled: side, of: saying.flatMap(nounsOf) }];
  });
}

/** The nouns a sentence speaks of, as terms (its speaker label left out). */
function nounsOf(sentence: string): string[] {
  return parse(sentence.replace(/^\s*[^:\n]{1,30}:\s*/, ''))
    .flat()
    .filter((t) => t.pos === 'NOUN')
    .flatMap((t) => terms(t.text));
}

export const contradictionEnzyme: Enzyme = {
  id: 'conversation/contradiction',
  description: 'A unit reporting the opposite state of an earlier open unit ("active" after "expired") eliminates it.',
  digest: ({ arrival, source, near }) => {
    if (source.kind !== 'conversation') return undefined;
    const now = states(arrival.text);
    if (now.length === 0) return undefined;
    const target = near.live.find((m) => {
      if (!isOpenUnit(m.node) || m.comparison.similarity < MIN_SIMILARITY) return false;
      const before = states(m.node.text);
      // The opposite state must be said of the same thing: "my subscription expired" and "the subscription
      // shows active", not small talk that happens to say "down" and "online" about two different things.
      return now.some((s) =>
        before.some((b) => b.pair === s.pair && b.settled !== s.settled && s.of.some((t) => b.of.includes(t))),
      );
    });
    if (!target) return undefined;
    return {
      eliminate: [{ nodeId: target.node.id, note: `contradicted by a later signal: "${excerpt(arrival.text, 100)}"` }],
      reason: `contradicts ${quoted(target.node.text)} (opposite state; similarity ${target.comparison.similarity.toFixed(2)})`,
    };
  },
};
