// Excretion and reabsorption. Composting moves a node out of ordinary recall; it never deletes it.
import { quoted } from '../words';
import type { Draft } from '../kernel/draft';
import { newId } from '../kernel/ids';
import type { CompostCause, CompostEntry, CompostReason, GardenNode } from '../types';
import { terms } from '../text/terms';

/** A short topic label for the aggregate byproducts: the node's first distinct content terms. */
export function topicOf(node: GardenNode): string {
  const context = node.context.at(-1);
  if (context) return context.slice(0, 60);
  return [...new Set(terms(node.text))].slice(0, 3).join(' ') || 'misc';
}

/**
 * Why a node was composted, in words: its reason and its cause's note, the reason not said twice when the
 * note starts with it ("superseded by …", not "superseded: superseded by …").
 */
export function whyComposted(entry: Pick<CompostEntry, 'reason' | 'cause'>): string {
  const { reason, cause } = entry;
  return cause.note.toLowerCase().startsWith(reason) ? cause.note : `${reason}: ${cause.note}`;
}

export function excrete(draft: Draft, node: GardenNode, reason: CompostReason, cause: CompostCause): GardenNode {
  const composted = draft.updateNode(node.id, { state: 'composted' });
  draft.putCompost({
    id: newId('c'),
    nodeId: node.id,
    reason,
    cause,
    at: draft.now,
    topic: topicOf(node),
    trust: node.trust,
    sourceIds: node.sourceIds,
    ...(node.labels?.friction ? { friction: node.labels.friction } : {}),
  });
  draft.journal({
    event: 'excrete',
    nodeId: node.id,
    ...(cause.nodeId ? { otherId: cause.nodeId } : {}),
    ...(cause.sourceId ? { sourceId: cause.sourceId } : {}),
    reason: `${reason}: ${cause.note}`,
  });
  // A lesion with a composted side has nothing left to settle.
  for (const edge of draft.edgesOf(node.id))
    if (edge.kind === 'lesion' && edge.open) {
      draft.putEdge({ ...edge, open: false, resolvedAt: draft.now, resolution: `side composted (${reason})` });
      draft.journal({
        event: 'lesion-resolved',
        nodeId: edge.from,
        otherId: edge.to,
        reason: `${quoted(node.text)} was composted (${reason})`,
      });
    }
  return composted;
}

/** Brings a composted node back to the living garden; the caller re-evaluates it. */
export function reabsorb(draft: Draft, node: GardenNode, why: string, base: number): GardenNode {
  const entry = draft.latestCompost(node.id);
  if (entry) draft.putCompost({ ...entry, reabsorbedAt: draft.now });
  const graduated = node.trust !== 'foreign' || node.retention !== 'foreign';
  const back = draft.updateNode(node.id, {
    state: graduated ? 'active' : 'quarantined',
    touchedAt: draft.now,
    base,
    salience: base,
    belowFloorSince: undefined,
    lostLesionAt: undefined,
    ...(graduated ? {} : { quarantineUntil: draft.now + draft.state.settings.quarantineDays * 86_400_000 }),
  });
  draft.journal({ event: 'reabsorb', nodeId: node.id, reason: why });
  return back;
}
