// Elimination by a contradicting signal: a unit that reports a state ("my subscription now shows active")
// eliminates an earlier open unit about the same thing that reported the opposite ("my subscription
// expired"). The states are a small table of opposites; "the same thing" is a shared content word and a
// similar embedding.
import type { Enzyme } from '../../enzymes/enzyme';
import { terms } from '../../text/terms';
import { isOpenUnit } from './signals';

/** Pairs of opposite states: [the trouble, the settled state]. */
const OPPOSITES: [RegExp, RegExp][] = [
  [/\b(?:expired|lapsed|cancell?ed|inactive|suspended|deactivated)\b/i, /\b(?:active|renewed|reactivated)\b/i],
  [/\b(?:down|offline|unreachable|not loading)\b/i, /\b(?:back up|online|loading (?:fine|again))\b/i],
  [/\b(?:unpaid|overdue|declined|bounced)\b/i, /\b(?:went through|payment (?:cleared|succeeded)|settled)\b/i],
  [/\b(?:locked(?: out)?|blocked)\b/i, /\b(?:unlocked|unblocked)\b/i],
  [/\b(?:disabled|switched off|turned off)\b/i, /\b(?:enabled|switched on|turned on)\b/i],
];
const MIN_SIMILARITY = 0.5;

/** A state a text reports: the index of its pair and which side. */
interface State {
  pair: number;
  settled: boolean;
}

function states(text: string): State[] {
  return OPPOSITES.flatMap(([trouble, settled], pair): State[] => {
    // "active" in "inactive" is the trouble side only: test trouble first and take one side per pair.
    if (trouble.test(text)) return [{ pair, settled: false }];
    return settled.test(text) ? [{ pair, settled: true }] : [];
  });
}

export const contradictionEnzyme: Enzyme = {
  id: 'conversation/contradiction',
  description: 'A unit reporting the opposite state of an earlier open unit ("active" after "expired") eliminates it.',
  digest: ({ arrival, source, near }) => {
    if (source.kind !== 'conversation') return undefined;
    const now = states(arrival.text);
    if (now.length === 0) return undefined;
    const own = new Set(terms(arrival.text));
    const target = near.live.find((m) => {
      if (!isOpenUnit(m.node) || m.comparison.similarity < MIN_SIMILARITY) return false;
      const shared = terms(m.node.text).some((t) => own.has(t));
      const before = states(m.node.text);
      return shared && now.some((s) => before.some((b) => b.pair === s.pair && b.settled !== s.settled));
    });
    if (!target) return undefined;
    return {
      eliminate: [{ nodeId: target.node.id, note: `contradicted by a later signal: "${arrival.text.slice(0, 100)}"` }],
      reason: `contradicts node ${target.node.id} (opposite state; similarity ${target.comparison.similarity.toFixed(2)})`,
    };
  },
};
