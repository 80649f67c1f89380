// Feedback: the garden's own synthesis notes settle the conflicts they speak to.
import type { Draft } from '../garden/draft';
import type { GardenNode } from '../model';

/**
 * When a synthesis note contradicts one side of an open lesion, the lesion is resolved for the other side
 * and the losing node loses its immunity so that it decays (rather than being composted on the spot).
 * Returns false when the challenged node is not in an open lesion.
 */
export function settleLesion(draft: Draft, synthesis: GardenNode, loser: GardenNode): boolean {
  const lesions = draft.edgesOf(loser.id).filter((e) => e.kind === 'lesion' && e.open);
  if (lesions.length === 0) return false;
  for (const lesion of lesions) {
    const winnerId = lesion.from === loser.id ? lesion.to : lesion.from;
    draft.putEdge({
      ...lesion,
      open: false,
      resolvedAt: draft.now,
      resolution: `settled by synthesis ${synthesis.id} for ${winnerId}`,
    });
    draft.journal({
      event: 'lesion-resolved',
      nodeId: winnerId,
      otherId: loser.id,
      reason: `synthesis note ${synthesis.id} settled the conflict against ${loser.id}`,
    });
    const winner = draft.node(winnerId);
    if (winner) draft.updateNode(winnerId, { touchedAt: draft.now, refs: winner.refs + 1 });
  }
  // It now decays like unverified material, starting today.
  draft.updateNode(loser.id, {
    lostLesionAt: draft.now,
    base: loser.base * 0.5,
    retention: 'foreign',
    touchedAt: draft.now,
  });
  draft.journal({
    event: 'feedback',
    nodeId: synthesis.id,
    otherId: loser.id,
    reason: 'synthesis settled a lesion; the losing side now decays without immunity',
  });
  return true;
}
