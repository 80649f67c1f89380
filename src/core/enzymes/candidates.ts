// Where the enzymes look: vector neighbours and keyword matches, in the garden and in this step's draft.
import type { Draft } from '../kernel/draft';
import type { GardenNode } from '../types';

export interface Candidate {
  node: GardenNode;
  similarity: number;
  /** Found by its rare words rather than by its vector: worth reading however far its vector is. */
  byKeyword?: true;
}

const VECTOR_K = 12;
const KEYWORD_K = 8;
const COMPOST_K = 4;
/**
 * Keyword matches are read from the rarest terms of the segment, up to this many postings: the names and rare
 * words that pick out the note it speaks of, at a cost that stays flat as the garden grows.
 */
const KEYWORD_POSTINGS = 1000;

export function findCandidates(
  vector: Float32Array,
  text: string,
  draft: Draft,
  exclude?: string,
): { living: Candidate[]; composted: Candidate[] } {
  const candidate = (id: string): Candidate | undefined => {
    const node = id === exclude ? undefined : draft.node(id);
    return node && { node, similarity: draft.similarity(id, vector) };
  };
  const bySimilarity = (a: Candidate, b: Candidate): number => b.similarity - a.similarity;
  // Vector neighbours and the draft's own nodes compete on similarity for their places…
  const { candidateVector, candidateKeyword } = draft.state.legs;
  const near = new Set<string>();
  if (candidateVector) {
    for (const hit of draft.state.vectors.search(vector, VECTOR_K + COMPOST_K, () => true)) near.add(hit.id);
    for (const hit of draft.nearTouched(vector, VECTOR_K + COMPOST_K)) near.add(hit.id);
  }
  const nearby = [...near].flatMap((id) => candidate(id) ?? []);
  const living = nearby
    .filter((c) => c.node.state !== 'composted')
    .sort(bySimilarity)
    .slice(0, VECTOR_K);
  const composted = nearby
    .filter((c) => c.node.state === 'composted')
    .sort(bySimilarity)
    .slice(0, COMPOST_K);
  // …keyword matches do not: in a big garden many sentences shaped alike outscore the one that shares the
  // words, and that one is the node a segment most likely speaks of.
  const have = new Set([...living, ...composted].map((c) => c.node.id));
  const rare = candidateKeyword ? draft.state.keywords.rareMatches(text, KEYWORD_POSTINGS, KEYWORD_K) : [];
  for (const hit of rare) {
    const c = have.has(hit.id) ? undefined : candidate(hit.id);
    if (c) (c.node.state === 'composted' ? composted : living).push({ ...c, byKeyword: true });
  }
  return { living: living.sort(bySimilarity), composted: composted.sort(bySimilarity) };
}
