// Feedback: the garden's own synthesis notes, and the user's own choices, settle the conflicts they speak to.
import type { Draft } from '../kernel/draft';
import type { GardenNode } from '../types';

/**
 * Closes the open lesions of `loser`: each is resolved for the other side, and the loser loses its
 * immunity and decays like unverified material from now on (rather than being composted on the spot).
 * `by` says who settled it, for the journal. Returns false when the loser is in no open lesion.
 */
export function settleAgainst(draft: Draft, loser: GardenNode, by: { nodeId?: string; reason: string }): boolean {
  const lesions = draft.edgesOf(loser.id).filter((e) => e.kind === 'lesion' && e.open);
  if (lesions.length === 0) return false;
  for (const lesion of lesions) {
    const winnerId = lesion.from === loser.id ? lesion.to : lesion.from;
    draft.putEdge({ ...lesion, open: false, resolvedAt: draft.now, resolution: `${by.reason}: for ${winnerId}` });
    draft.journal({
      event: 'lesion-resolved',
      nodeId: winnerId,
      otherId: loser.id,
      reason: `${by.reason}, against ${loser.id}`,
    });
    const winner = draft.node(winnerId);
    if (winner) draft.updateNode(winnerId, { touchedAt: draft.now, refs: winner.refs + 1, lostLesionAt: undefined });
  }
  draft.updateNode(loser.id, {
    lostLesionAt: draft.now,
    base: loser.base * 0.5,
    retention: 'foreign',
    touchedAt: draft.now,
  });
  draft.journal({
    event: 'feedback',
    ...(by.nodeId ? { nodeId: by.nodeId } : {}),
    otherId: loser.id,
    reason: `${by.reason}; the losing side now decays without immunity`,
  });
  return true;
}

/** A synthesis note that contradicts one side of an open lesion settles it for the other side. */
export function settleLesion(draft: Draft, synthesis: GardenNode, loser: GardenNode): boolean {
  return settleAgainst(draft, loser, {
    nodeId: synthesis.id,
    reason: `synthesis note ${synthesis.id} settled the conflict`,
  });
}
