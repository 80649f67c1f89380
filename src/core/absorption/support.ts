// Confirmation: a repeat strengthens its node; an agreeing segment with something of its own stands beside
// it, and a second origin lifts a foreign claim out of quarantine.
import { quoted } from '../words';
import type { Draft } from '../kernel/draft';
import type { GardenNode, Segment, Trust } from '../types';
import { BASE_SALIENCE, TRUST_RANK } from '../trust';
import type { Arrival, Match } from '../enzymes/verdict';
import { createNode, link } from './nodes';

const higher = (a: Trust, b: Trust): Trust => (TRUST_RANK[a] >= TRUST_RANK[b] ? a : b);

/** Refresh a node with a new assertion of the same claim: weight and refs up, provenance added. */
export function strengthen(
  draft: Draft,
  node: GardenNode,
  arrival: Arrival,
  segment: Segment,
  sourceId: string,
): GardenNode {
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

/**
 * A segment that agrees with a node and adds something of its own becomes a node beside it, linked by
 * `confirms` — or `corroborates` when it is a second origin for a foreign claim, which lifts both claims
 * out of quarantine.
 */
export function absorbSupport(
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
      reason: `agrees with ${quoted(target.text)} (origins: ${[...new Set([...target.origins, arrival.origin])].join(', ')})`,
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

/** A challenger that also confirms a node links to it and refreshes it. */
export function strengthenLink(draft: Draft, node: GardenNode, m: Match): void {
  link(draft, 'confirms', node.id, m.node.id, m.comparison.similarity);
  const current = draft.node(m.node.id);
  if (current && current.state !== 'composted')
    draft.updateNode(current.id, { touchedAt: draft.now, refs: current.refs + 1 });
}
