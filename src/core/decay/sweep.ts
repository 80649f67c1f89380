// The decay sweep: salience is recomputed; nodes sink to dormant, rise back, or fall into compost once
// they have stayed under the floor for longer than their class allows; quarantine expires.
import { DAY_MS } from '../clock';
import { excrete } from '../compost/compost';
import type { Draft } from '../kernel/draft';
import type { GardenNode } from '../types';
import { compostNote, edgeStrength, effectiveHalfLife, floorGraceDays, salienceAt } from './salience';
import { plural } from '../words';

export interface SweepCounts {
  dormant: number;
  revived: number;
  atrophied: number;
  composted: number;
  expired: number;
}

/** Paths not walked thin out: an edge whose strength falls under the floor is marked atrophied. */
function atrophyEdges(draft: Draft): number {
  let atrophied = 0;
  for (const edge of draft.state.edges.values()) {
    if (edge.atrophiedAt !== undefined || edge.kind === 'lesion' || edge.kind === 'supersedes') continue;
    const ends = [draft.node(edge.from), draft.node(edge.to)];
    const halfLife = Math.min(...ends.map((n) => (n ? effectiveHalfLife(n, draft.state.settings) : 1)));
    if (edgeStrength(edge, draft.now, halfLife) < draft.state.settings.edgeFloor) {
      draft.putEdge({ ...edge, atrophiedAt: draft.now });
      atrophied++;
    }
  }
  return atrophied;
}

export function sweep(draft: Draft, nodes: Iterable<GardenNode>): SweepCounts {
  const s = draft.state.settings;
  const now = draft.now;
  const counts: SweepCounts = { dormant: 0, revived: 0, composted: 0, expired: 0, atrophied: 0 };
  for (const node of nodes) {
    if (node.state === 'composted') continue;
    if (node.state === 'quarantined') {
      if (node.quarantineUntil !== undefined && now >= node.quarantineUntil) {
        excrete(draft, node, 'quarantine-expired', {
          note: `no second origin corroborated it within ${plural(s.quarantineDays, 'day')}`,
        });
        counts.expired++;
      }
      continue;
    }
    const salience = salienceAt(node, now, s, draft.state.sessions);
    const grace = floorGraceDays(node, s) * DAY_MS;
    if (salience < s.compostFloor) {
      const since = node.belowFloorSince ?? now;
      if (now - since >= grace) {
        const reason = node.lostLesionAt !== undefined ? 'lesion-lost' : 'decayed';
        excrete(draft, { ...node, salience }, reason, {
          note: compostNote(node, salience, Math.round((now - since) / DAY_MS), s, now),
        });
        counts.composted++;
        continue;
      }
      if (node.belowFloorSince === undefined) draft.updateNode(node.id, { belowFloorSince: now, salience });
    } else if (node.belowFloorSince !== undefined) {
      draft.updateNode(node.id, { belowFloorSince: undefined, salience });
    }
    const shouldSleep = salience < s.dormantBelow;
    if (shouldSleep && node.state === 'active') {
      draft.updateNode(node.id, { state: 'dormant', salience });
      draft.journal({
        event: 'decay',
        nodeId: node.id,
        reason: `salience ${salience.toFixed(3)} fell below ${s.dormantBelow}: dormant`,
      });
      counts.dormant++;
    } else if (!shouldSleep && node.state === 'dormant') {
      draft.updateNode(node.id, { state: 'active', salience });
      draft.journal({
        event: 'decay',
        nodeId: node.id,
        reason: `salience ${salience.toFixed(3)} is back above ${s.dormantBelow}: active`,
      });
      counts.revived++;
    }
  }
  counts.atrophied = atrophyEdges(draft);
  return counts;
}
