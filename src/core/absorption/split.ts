// A node cut in two: the part a newer text replaces, and the rest, which lives on (see
// enzymes/replaced-part.ts for where the cut falls).
import type { Draft } from '../kernel/draft';
import { newId } from '../kernel/ids';
import type { GardenNode } from '../types';
import type { Reading } from '../enzymes/comparison';
import { replacedPart } from '../enzymes/replaced-part';
import { excerpt } from '../words';
import { link } from './nodes';

export interface Split {
  /** What `newer` replaces: the node itself, with its id, its history and its edges, holding that part. */
  part: GardenNode;
  /** The rest, a node of its own split from it; none when nothing of the node stands apart. */
  rest?: GardenNode;
}

/**
 * Cuts from `whole` what `newer` replaces (or, for a lesion settled, disputes). The node keeps its id (a line of versions, and whatever it had
 * replaced itself, go on through it) with the part replaced; the rest lives on as a new node with the node's
 * standing (its trust, weight and touches), split from it. Both texts are embedded again before the step is
 * stored (see Draft.owe).
 */
export function splitOff(
  draft: Draft,
  whole: GardenNode,
  newer: Reading,
  similarity: number,
  sourceId: string,
  verb: 'replaces' | 'disputes' = 'replaces',
): Split {
  const parts = replacedPart(whole.text, newer, similarity);
  const vector = draft.vectorOf(whole.id);
  if (!parts || !vector) return { part: whole };
  const part = draft.updateNode(whole.id, { text: parts.replaced });
  const rest = draft.putNode(
    { ...whole, id: newId('n'), text: parts.kept, createdAt: draft.now, splitFrom: whole.id },
    vector,
  );
  draft.owe(part.id);
  draft.owe(rest.id);
  link(draft, 'related', rest.id, part.id, similarity);
  draft.journal({
    event: 'absorb',
    nodeId: rest.id,
    otherId: part.id,
    sourceId,
    reason: `split from "${excerpt(parts.replaced, 60)}", which "${excerpt(newer.text, 60)}" ${verb}: the rest stands apart`,
  });
  return { part, rest };
}
