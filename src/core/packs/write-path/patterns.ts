// Confident-only intake for inferred patterns (the WRITE-path seed): a correction that recurs in three
// different sources becomes a pattern node; a one-off stays a single observation. When the evidence is in
// doubt — fewer than three, or the corrections disagree (an open lesion between them) — nothing is inferred,
// and the journal says it was dropped rather than admitted (false > stale > imperfect).
import type { Enzyme } from '../../enzymes/enzyme';
import type { GardenNode } from '../../types';

export const PATTERN_RECURRENCE = 3;
/** Two corrections are the same correction when they are this close, or one confirms the other. */
const SAME_CORRECTION = 0.7;

const sourcesOf = (nodes: GardenNode[]): Set<string> => new Set(nodes.flatMap((n) => n.sourceIds));

export const patternEnzyme: Enzyme = {
  id: 'write-path/pattern',
  description: 'A correction recurring three times becomes a pattern node; doubtful inferences are dropped.',
  digest: ({ arrival, labels, near, draft, source }) => {
    if (labels.type !== 'correction') return undefined;
    const same = near.live.filter(
      (m) =>
        m.node.labels?.type === 'correction' &&
        (m.comparison.relation === 'confirm' || m.comparison.similarity >= SAME_CORRECTION),
    );
    if (same.some((m) => m.node.labels?.pattern)) return undefined;
    const members = same.filter((m) => !m.node.labels?.pattern).map((m) => m.node);
    const occurrences = sourcesOf(members);
    occurrences.add(source.id);
    const n = occurrences.size;
    if (n < PATTERN_RECURRENCE)
      return {
        drop: `no pattern inferred: this correction has been seen in ${String(n)} source(s), ${String(PATTERN_RECURRENCE)} are needed; kept as a single observation`,
        reason: `correction seen ${String(n)}× — a one-off is not a pattern`,
      };
    const ids = new Set(members.map((m) => m.id));
    const disagree = members.some((m) =>
      draft.edgesOf(m.id).some((e) => e.kind === 'lesion' && e.open && ids.has(e.from === m.id ? e.to : e.from)),
    );
    if (disagree || same.some((m) => m.comparison.relation === 'challenge'))
      return {
        drop: `no pattern inferred: the ${String(n)} corrections disagree with each other — dropped rather than admitted (false > stale > imperfect)`,
        reason: 'recurring corrections that disagree: not confident',
      };
    return {
      infer: {
        text: `Recurring correction (${String(n)}×): ${arrival.text}`,
        members: members.map((m) => m.id),
        labels: { type: 'correction', typeBy: 'enzyme', pattern: true },
      },
      reason: `correction recurred in ${String(n)} sources: a pattern`,
    };
  },
};
