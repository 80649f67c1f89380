// The Library: every source the garden holds, with what became of its segments.
import type { Garden } from '../../core/garden/garden';
import { NODE_STATES, type NodeState, type Source } from '../../core/types';
import type { LibraryEntry } from './garden-api';

export const noStates = (): Record<NodeState, number> =>
  Object.fromEntries(NODE_STATES.map((state) => [state, 0])) as Record<NodeState, number>;

/** One pass over the nodes, whatever the number of sources (10,000 sources, 100,000 nodes). */
export function libraryView(garden: Garden): LibraryEntry[] {
  const states = new Map<string, Record<NodeState, number>>();
  const first = new Map<string, { id: string; at: number }>();
  for (const node of garden.state.nodes.values())
    for (const sourceId of node.sourceIds) {
      let counts = states.get(sourceId);
      if (!counts) states.set(sourceId, (counts = noStates()));
      counts[node.state]++;
      const known = first.get(sourceId);
      if (!known || node.createdAt < known.at) first.set(sourceId, { id: node.id, at: node.createdAt });
    }
  return [...garden.state.sources.values()].map((source) =>
    libraryEntry(source, states.get(source.id) ?? noStates(), first.get(source.id)?.id),
  );
}

/** A source as the Library lists it, with its nodes counted by state and the first node it brought. */
export function libraryEntry(source: Source, states: Record<NodeState, number>, nodeId?: string): LibraryEntry {
  return {
    id: source.id,
    title: source.title,
    kind: source.kind,
    origin: source.origin,
    trust: source.trust,
    receivedAt: source.receivedAt,
    generatedAt: source.generatedAt,
    bytes: source.bytes,
    segments: source.segmentIds.length,
    states,
    ...(nodeId ? { nodeId } : {}),
  };
}
