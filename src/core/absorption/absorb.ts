// Absorption: a verdict becomes a change in the rhizome. Confirmations strengthen, challenges settle by
// rule (challenge.ts), novel foreign claims wait in quarantine, stale repeats go straight to compost.
import { excrete, reabsorb } from '../compost/compost';
import type { Draft } from '../kernel/draft';
import type { GardenNode, Segment } from '../types';
import { BASE_SALIENCE } from '../trust';
import type { Arrival, Verdict } from '../enzymes/verdict';
import { absorbChallenge } from './challenge';
import { createNode, journalNew, link } from './nodes';
import { absorbSupport, strengthen } from './support';

/** A new node links to at most this many neighbours: the rhizome stays legible. */
const MAX_RELATED_EDGES = 3;

/** Applies a verdict to the draft and returns the node the segment ended up in. */
export function absorb(
  draft: Draft,
  segment: Segment,
  arrival: Arrival,
  verdict: Verdict,
  sourceId: string,
): GardenNode {
  switch (verdict.relation) {
    case 'confirm': {
      if (!verdict.target) throw new Error('confirm without a target');
      if (verdict.confirmation?.comparison.repeat !== false)
        return strengthen(draft, verdict.target, arrival, segment, sourceId);
      return absorbSupport(draft, segment, arrival, verdict.target, sourceId, verdict.reason);
    }
    case 'stale': {
      const node = createNode(draft, segment, arrival, sourceId);
      return excrete(draft, node, 'stale', { nodeId: verdict.target?.id, sourceId, note: verdict.reason });
    }
    case 'novel': {
      // A composted claim that a new source repeats comes back: decayed knowledge or an expired foreign claim.
      const back = verdict.compostMatch?.node;
      if (back && draft.latestCompost(back.id)?.reason !== 'superseded') {
        const revived = reabsorb(draft, back, `repeated by source ${sourceId}`, BASE_SALIENCE[back.trust]);
        return strengthen(draft, revived, arrival, segment, sourceId);
      }
      const node = createNode(draft, segment, arrival, sourceId);
      const waiting = `novel foreign claim from ${arrival.origin}: waits for a second origin`;
      journalNew(draft, node, segment, sourceId, node.state === 'quarantined' ? waiting : verdict.reason);
      for (const m of verdict.related.slice(0, MAX_RELATED_EDGES))
        link(draft, 'related', node.id, m.node.id, m.comparison.similarity);
      return node;
    }
    case 'challenge':
      return absorbChallenge(draft, segment, arrival, verdict, sourceId);
  }
}
