// Absorption: a verdict becomes a change in the rhizome. Confirmations strengthen, challenges settle by
// rule (supersede, or open a lesion), novel foreign claims wait in quarantine, stale repeats go to compost.
import { excrete, reabsorb } from '../compost/compost';
import type { Draft } from '../garden/draft';
import type { GardenNode, Segment, Trust } from '../model';
import { atLeast, BASE_SALIENCE, TRUST_RANK } from '../trust';
import { IMPLICIT_SETTLE_OVERLAP, IMPLICIT_SETTLE_SIMILARITY } from '../enzymes/compare';
import { judge, type Arrival, type Match, type Verdict } from '../enzymes/verdict';
import { settleLesion } from './feedback';
import { createNode, link } from './nodes';

const higher = (a: Trust, b: Trust): Trust => (TRUST_RANK[a] >= TRUST_RANK[b] ? a : b);
/** A new node links to at most this many neighbours: the rhizome stays legible. */
const MAX_RELATED_EDGES = 3;
/** How many generations of reverted supersessions one arrival may unwind. */
const MAX_REABSORB_DEPTH = 3;

/** Refresh a node with a new assertion of the same claim: weight and refs up, provenance added. */
function strengthen(draft: Draft, node: GardenNode, arrival: Arrival, segment: Segment, sourceId: string): GardenNode {
  const trust = higher(node.trust, arrival.trust);
  const newOrigin = !node.origins.includes(arrival.origin);
  let updated = draft.updateNode(node.id, {
    trust,
    retention: trust === node.trust ? node.retention : trust,
    weight: node.weight + 1,
    refs: node.refs + 1,
    origins: newOrigin ? [...node.origins, arrival.origin] : node.origins,
    sourceIds: node.sourceIds.includes(sourceId) ? node.sourceIds : [...node.sourceIds, sourceId],
    segmentIds: [...node.segmentIds, segment.id],
    assertedAt: Math.max(node.assertedAt, arrival.generatedAt),
    touchedAt: draft.now,
    base: Math.max(node.base, BASE_SALIENCE[trust]),
    belowFloorSince: undefined,
  });
  if (updated.state === 'dormant') updated = draft.updateNode(node.id, { state: 'active' });
  // A second, independent origin (or any stronger voice) lifts a foreign claim out of quarantine.
  if (updated.state === 'quarantined' && (newOrigin || arrival.trust !== 'foreign')) {
    updated = draft.updateNode(node.id, {
      state: 'active',
      retention: trust === 'foreign' ? 'external' : trust,
      quarantineUntil: undefined,
    });
    draft.journal({
      event: 'graduate',
      nodeId: node.id,
      sourceId,
      reason: `corroborated by ${arrival.origin} (${arrival.trust}); origins: ${updated.origins.join(', ')}`,
    });
  }
  return updated;
}

function supersede(draft: Draft, winner: GardenNode, loser: GardenNode, sourceId: string, depth: number): void {
  link(draft, 'supersedes', winner.id, loser.id, 1);
  draft.journal({
    event: 'supersede',
    nodeId: winner.id,
    otherId: loser.id,
    sourceId,
    reason: `newer ${winner.trust} source replaces ${loser.trust} node`,
  });
  excrete(draft, loser, 'superseded', {
    nodeId: winner.id,
    sourceId,
    note: `superseded by "${winner.text.slice(0, 80)}"`,
  });
  // Whatever the loser had pushed out is judged again: a reverted update brings the old claim back.
  if (depth >= MAX_REABSORB_DEPTH) return;
  for (const entry of draft.state.compost.values()) {
    if (entry.reason !== 'superseded' || entry.cause.nodeId !== loser.id) continue;
    const victim = draft.node(entry.nodeId);
    if (!victim || victim.state !== 'composted' || draft.latestCompost(victim.id)?.id !== entry.id) continue;
    reevaluate(
      draft,
      reabsorb(
        draft,
        victim,
        `the node that superseded it (${loser.id}) was itself challenged`,
        BASE_SALIENCE[victim.trust],
      ),
      sourceId,
      depth + 1,
    );
  }
}

/** A reabsorbed node meets the garden again, as the older party: a newer, at-least-as-trusted conflict wins. */
function reevaluate(draft: Draft, node: GardenNode, sourceId: string, depth: number): void {
  const verdict = judge(arrivalOf(node), draft);
  draft.journal({
    event: 'verdict',
    nodeId: node.id,
    reason: `re-evaluated: ${verdict.reason}`,
    data: { relation: verdict.relation },
  });
  const winner = verdict.challenged.find(
    (m) => m.node.assertedAt > node.assertedAt && atLeast(m.node.trust, node.trust),
  );
  if (winner) {
    supersede(draft, winner.node, node, sourceId, depth);
    return;
  }
  // An old claim that came back does not open new conflicts: it only finds its place again.
  for (const m of verdict.related)
    link(
      draft,
      m.comparison.relation === 'confirm' ? 'confirms' : 'related',
      node.id,
      m.node.id,
      m.comparison.similarity,
    );
}

function arrivalOf(node: GardenNode): Arrival {
  return {
    text: node.text,
    vector: node.vector,
    mass: node.text.length / 4,
    density: 0.5,
    trust: node.trust,
    origin: node.origins[0] ?? 'local',
    generatedAt: node.assertedAt,
    exclude: node.id,
  };
}

function openLesion(draft: Draft, challenger: GardenNode, m: Match, why: string): void {
  link(draft, 'lesion', challenger.id, m.node.id, 1, { open: true });
  draft.journal({
    event: 'lesion-opened',
    nodeId: challenger.id,
    otherId: m.node.id,
    reason: `${why}: ${m.comparison.cue}; ${challenger.trust} cannot overrule ${m.node.trust}`,
  });
}

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
      draft.journal({
        event: node.state === 'quarantined' ? 'quarantine' : 'absorb',
        nodeId: node.id,
        sourceId,
        segmentId: segment.id,
        reason:
          node.state === 'quarantined'
            ? `novel foreign claim from ${arrival.origin}: waits for a second origin`
            : verdict.reason,
      });
      for (const m of verdict.related.slice(0, MAX_RELATED_EDGES))
        link(draft, 'related', node.id, m.node.id, m.comparison.similarity);
      return node;
    }
    case 'challenge':
      return absorbChallenge(draft, segment, arrival, verdict, sourceId);
  }
}

/**
 * A segment that agrees with a node and adds something of its own becomes a node beside it, linked by
 * `confirms` — or `corroborates` when it is a second origin for a foreign claim, which lifts both claims
 * out of quarantine.
 */
function absorbSupport(
  draft: Draft,
  segment: Segment,
  arrival: Arrival,
  target: GardenNode,
  sourceId: string,
  reason: string,
): GardenNode {
  const supported = strengthen(draft, target, { ...arrival, text: target.text }, segment, sourceId);
  let node = createNode(draft, segment, arrival, sourceId);
  const corroborating = arrival.trust === 'foreign' && !target.origins.includes(arrival.origin);
  const vouched = arrival.trust === 'foreign' && supported.state !== 'quarantined';
  if (node.state === 'quarantined' && (corroborating || vouched)) {
    node = draft.updateNode(node.id, { state: 'active', retention: 'external', quarantineUntil: undefined });
    draft.journal({
      event: 'graduate',
      nodeId: node.id,
      otherId: target.id,
      sourceId,
      reason: `agrees with node ${target.id} (origins: ${[...new Set([...target.origins, arrival.origin])].join(', ')})`,
    });
  }
  draft.journal({
    event: node.state === 'quarantined' ? 'quarantine' : 'absorb',
    nodeId: node.id,
    otherId: target.id,
    sourceId,
    segmentId: segment.id,
    reason,
  });
  link(draft, corroborating ? 'corroborates' : 'confirms', node.id, target.id, 1);
  return node;
}

function absorbChallenge(
  draft: Draft,
  segment: Segment,
  arrival: Arrival,
  verdict: Verdict,
  sourceId: string,
): GardenNode {
  // An older source that contradicts what a newer, at-least-as-trusted one says is already out of date.
  const newer = verdict.challenged.find(
    (m) => m.node.assertedAt > arrival.generatedAt && atLeast(m.node.trust, arrival.trust),
  );
  if (newer) {
    const node = createNode(draft, segment, arrival, sourceId);
    return excrete(draft, node, 'stale', {
      nodeId: newer.node.id,
      sourceId,
      note: `older than ${newer.node.id}, which says otherwise`,
    });
  }
  const node = createNode(draft, segment, arrival, sourceId);
  draft.journal({
    event: node.state === 'quarantined' ? 'quarantine' : 'absorb',
    nodeId: node.id,
    sourceId,
    segmentId: segment.id,
    reason: verdict.reason,
  });
  for (const m of verdict.challenged) {
    const current = draft.node(m.node.id);
    if (!current || current.state === 'composted') continue;
    if (arrival.trust === 'synthesis' && settleLesion(draft, node, current)) continue;
    if (!atLeast(arrival.trust, current.trust)) openLesion(draft, node, m, 'lower-trust challenge');
    else if (settlesByRule(m)) supersede(draft, node, current, sourceId, 0);
    else openLesion(draft, node, m, 'a different value with no word of an update');
  }
  for (const m of verdict.related)
    if (m.comparison.relation === 'confirm') {
      strengthenLink(draft, node, m);
    } else if (m.comparison.relation !== 'challenge')
      link(draft, 'related', node.id, m.node.id, m.comparison.similarity);
  return node;
}

/** Explicit updates settle; a bare value difference settles only between near-identical statements. */
function settlesByRule(m: Match): boolean {
  const c = m.comparison;
  return c.explicit || (c.similarity >= IMPLICIT_SETTLE_SIMILARITY && c.subjectOverlap >= IMPLICIT_SETTLE_OVERLAP);
}

function strengthenLink(draft: Draft, node: GardenNode, m: Match): void {
  link(draft, 'confirms', node.id, m.node.id, m.comparison.similarity);
  const current = draft.node(m.node.id);
  if (current && current.state !== 'composted')
    draft.updateNode(current.id, { touchedAt: draft.now, refs: current.refs + 1 });
}
