// Feedback: the garden's own synthesis notes, and the user's own choices, settle the conflicts they speak to.
import { reabsorb } from '../compost/compost';
import { successorOf } from '../compost/successor';
import { cosine } from '../embedding/vector';
import { readingOf } from '../enzymes/verdict';
import type { Draft } from '../kernel/draft';
import { BASE_SALIENCE } from '../trust';
import type { Edge, GardenNode } from '../types';
import { link } from './nodes';
import { splitOff } from './split';

/**
 * Closes the open lesions of `loser`: each is resolved for the other side, and the loser loses its
 * immunity and decays like unverified material from now on (rather than being composted on the spot).
 * Only what the other side disputes loses: the rest of the loser's text lives on as a node of its own, as
 * after a supersession (split.ts). `by` says who settled it, for the journal. Returns false when the loser is
 * in no open lesion.
 */
export function settleAgainst(draft: Draft, whole: GardenNode, by: { nodeId?: string; reason: string }): boolean {
  const lesions = draft.edgesOf(whole.id).filter((e) => e.kind === 'lesion' && e.open);
  if (lesions.length === 0) return false;
  // (Against two sides or more, what each disputes may differ: in doubt the whole loses, as before.)
  const loser = lesions.length === 1 ? disputedPart(draft, whole, lesions[0] as Edge) : whole;
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

/** The part of `whole` that the other side of `lesion` disputes (the whole when nothing stands apart). */
function disputedPart(draft: Draft, whole: GardenNode, lesion: Edge): GardenNode {
  const other = draft.node(lesion.from === whole.id ? lesion.to : lesion.from);
  const [a, b] = [draft.vectorOf(whole.id), other && draft.vectorOf(other.id)];
  if (!other || !a || !b) return whole;
  return splitOff(draft, whole, readingOf(other), cosine(a, b), other.sourceIds[0] ?? '', 'disputes').part;
}

/** A synthesis note that contradicts one side of an open lesion settles it for the other side. */
export function settleLesion(draft: Draft, synthesis: GardenNode, loser: GardenNode): boolean {
  return settleAgainst(draft, loser, {
    nodeId: synthesis.id,
    reason: `synthesis note ${synthesis.id} settled the conflict`,
  });
}

/** What a reabsorption by hand came to: the node back, and the living note it now stands in conflict with. */
export interface HandReabsorption {
  node: GardenNode;
  lesionWith?: GardenNode;
}

/**
 * The user brings a composted node back. One that a newer note superseded comes back in conflict with the
 * living end of that line of versions: the user doubts the replacement, and both values living side by side
 * unmarked would answer one question two ways. The lesion shows it, and the user settles it there.
 */
export function reabsorbByHand(draft: Draft, node: GardenNode): HandReabsorption {
  const entry = draft.latestCompost(node.id);
  const back = reabsorb(draft, node, 'reabsorbed by hand', BASE_SALIENCE[node.trust]);
  if (back.state !== 'active' || !entry) return { node: back };
  const successorId = successorOf(
    entry,
    (id) => ['active', 'dormant'].includes(draft.node(id)?.state ?? ''),
    (id) => (draft.node(id)?.state === 'composted' ? draft.latestCompost(id) : undefined),
  );
  const successor = successorId === undefined ? undefined : draft.node(successorId);
  if (!successor) return { node: back };
  link(draft, 'lesion', back.id, successor.id, 1, { open: true });
  draft.journal({
    event: 'lesion-opened',
    nodeId: back.id,
    otherId: successor.id,
    reason: `brought back by hand against the note that had superseded it: ${entry.cause.note} (${back.trust} against ${successor.trust})`,
  });
  return { node: back, lesionWith: successor };
}
