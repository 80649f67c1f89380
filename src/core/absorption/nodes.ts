import type { Draft } from '../kernel/draft';
import { newId } from '../kernel/ids';
import type { Edge, EdgeKind, GardenNode, Segment } from '../types';
import { BASE_SALIENCE } from '../trust';
import type { Arrival } from '../enzymes/verdict';

const DAY = 86_400_000;

/** A new node from a segment: foreign material waits in quarantine, everything else is active. */
export function createNode(draft: Draft, segment: Segment, arrival: Arrival, sourceId: string): GardenNode {
  const foreign = arrival.trust === 'foreign';
  const base = BASE_SALIENCE[arrival.trust];
  return draft.putNode(
    {
      id: newId('n'),
      text: segment.text,
      context: segment.context,
      trust: arrival.trust,
      retention: arrival.trust,
      origins: [arrival.origin],
      sourceIds: [sourceId],
      segmentIds: [segment.id],
      state: foreign ? 'quarantined' : 'active',
      weight: 1,
      refs: 0,
      base,
      salience: base,
      assertedAt: arrival.generatedAt,
      createdAt: draft.now,
      touchedAt: draft.now,
      ...(foreign ? { quarantineUntil: draft.now + draft.state.settings.quarantineDays * DAY } : {}),
      ...(segment.boundary === 'code' ? { code: true as const } : {}),
    },
    arrival.vector,
  );
}

export function link(
  draft: Draft,
  kind: EdgeKind,
  from: string,
  to: string,
  weight: number,
  extra: Partial<Edge> = {},
): Edge {
  const existing = draft.edgesOf(from).find((e) => e.kind === kind && e.from === from && e.to === to);
  if (existing)
    return draft.putEdge({
      ...existing,
      weight: Math.min(1, existing.weight + weight / 2),
      touchedAt: draft.now,
      atrophiedAt: undefined,
      ...extra,
    });
  return draft.putEdge({
    id: newId('e'),
    kind,
    from,
    to,
    weight,
    createdAt: draft.now,
    touchedAt: draft.now,
    ...extra,
  });
}

/** Journals a new node: absorbed into the garden, or held in quarantine. */
export function journalNew(draft: Draft, node: GardenNode, segment: Segment, sourceId: string, reason: string): void {
  draft.journal({
    event: node.state === 'quarantined' ? 'quarantine' : 'absorb',
    nodeId: node.id,
    sourceId,
    segmentId: segment.id,
    reason,
  });
}
