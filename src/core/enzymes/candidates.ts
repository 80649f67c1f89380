// Where the enzymes look: vector neighbours and keyword matches, in the garden and in this step's draft.
import type { Draft } from '../garden/draft';
import type { GardenNode } from '../model';
import { cosine } from '../embedding/vector';

export interface Candidate {
  node: GardenNode;
  similarity: number;
}

const VECTOR_K = 12;
const KEYWORD_K = 8;
const COMPOST_K = 4;

export function findCandidates(
  vector: Float32Array,
  text: string,
  draft: Draft,
  exclude?: string,
): { living: Candidate[]; composted: Candidate[] } {
  const ids = new Set<string>();
  for (const hit of draft.state.vectors.search(vector, VECTOR_K + COMPOST_K, () => true)) ids.add(hit.id);
  for (const hit of draft.state.keywords.search(text, () => true).slice(0, KEYWORD_K)) ids.add(hit.id);
  for (const node of draft.touchedNodes()) ids.add(node.id);
  if (exclude) ids.delete(exclude);

  const living: Candidate[] = [];
  const composted: Candidate[] = [];
  for (const id of ids) {
    const node = draft.node(id);
    if (!node) continue;
    const c = { node, similarity: cosine(vector, node.vector) };
    (node.state === 'composted' ? composted : living).push(c);
  }
  const bySimilarity = (a: Candidate, b: Candidate): number => b.similarity - a.similarity;
  return {
    living: living.sort(bySimilarity).slice(0, VECTOR_K),
    composted: composted.sort(bySimilarity).slice(0, COMPOST_K),
  };
}
