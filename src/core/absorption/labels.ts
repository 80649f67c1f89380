// What the labelling enzymes found, written into the rhizome: labels on the node a segment became, labels on
// the nodes an enzyme relabels, eliminations (to the compost, with the user's words as the cause) and
// inferred pattern nodes.
import { excrete } from '../compost/compost';
import { normalise } from '../embedding/vector';
import type { Elimination, Inference } from '../enzymes/enzyme';
import type { Draft } from '../kernel/draft';
import { newId } from '../kernel/ids';
import type { GardenNode, NodeLabels, Segment, Source } from '../types';
import { BASE_SALIENCE } from '../trust';
import { link } from './nodes';

const union = (a: string[] | undefined, b: string[] | undefined): string[] | undefined =>
  a || b ? [...new Set([...(a ?? []), ...(b ?? [])])] : undefined;

/** Labels of a segment merged into a node. A node keeps where it came from; a type the user chose stays. */
export function mergeLabels(old: NodeLabels | undefined, found: NodeLabels, fresh: boolean): NodeLabels {
  if (fresh || !old) return found;
  const lists = {
    entities: union(old.entities, found.entities),
    tags: union(old.tags, found.tags),
    dates: union(old.dates, found.dates),
  };
  const defined = Object.fromEntries(Object.entries(lists).filter(([, v]) => v !== undefined)) as NodeLabels;
  // A segment of another kind confirming the node (a conversation repeating a note) lends it names, not a class.
  if (old.kind !== found.kind) return { ...old, ...defined };
  const userType = old.typeBy === 'user' ? { type: old.type, typeBy: old.typeBy } : {};
  return { ...old, ...found, ...defined, ...userType, kind: old.kind };
}

const same = (a: NodeLabels | undefined, b: NodeLabels): boolean => JSON.stringify(a ?? {}) === JSON.stringify(b);

export interface Labelling {
  /** The node was made from this very segment (its labels are the segment's). */
  fresh?: boolean;
  /** Raises a new node's starting salience (an emphasis marker). */
  bonus?: number;
  /** Journals the relabelling of a node other than the segment's own, with why. */
  note?: string;
}

export function applyLabels(draft: Draft, node: GardenNode, found: NodeLabels, how: Labelling = {}): GardenNode {
  const { fresh = false, bonus = 0, note } = how;
  const labels = note ? { ...node.labels, ...found } : mergeLabels(node.labels, found, fresh);
  const base = bonus ? Math.min(1, Math.max(0.05, node.base + bonus)) : node.base;
  if (same(node.labels, labels) && base === node.base) return node;
  const updated = draft.updateNode(node.id, { labels, base, salience: base === node.base ? node.salience : base });
  if (note) draft.journal({ event: 'label', nodeId: node.id, reason: note });
  return updated;
}

/** The user said it is fixed: the unit goes to the compost, with their words as the cause. */
export function applyElimination(draft: Draft, e: Elimination, sourceId: string): void {
  const node = draft.node(e.nodeId);
  if (!node || node.state === 'composted') return;
  excrete(draft, node, 'eliminated', { sourceId, note: e.note });
}

/** A pattern node inferred from several nodes: the garden's own synthesis, linked to what it was drawn from. */
export function absorbInference(draft: Draft, infer: Inference, source: Source, segment: Segment): GardenNode {
  const members = [...new Set([...infer.members, ...(segment.nodeId ? [segment.nodeId] : [])])].flatMap(
    (id) => draft.node(id) ?? [],
  );
  const sum = new Float32Array(draft.state.dimensions);
  for (const m of members) {
    const v = draft.vectorOf(m.id);
    if (v) for (let d = 0; d < sum.length; d++) sum[d] = (sum[d] ?? 0) + (v[d] ?? 0);
  }
  const base = BASE_SALIENCE.synthesis;
  const node = draft.putNode(
    {
      id: newId('n'),
      text: infer.text,
      context: segment.context,
      trust: 'synthesis',
      retention: 'synthesis',
      origins: ['garden'],
      sourceIds: [...new Set([source.id, ...members.flatMap((m) => m.sourceIds)])],
      segmentIds: [segment.id],
      state: 'active',
      weight: members.length,
      refs: 0,
      base,
      salience: base,
      assertedAt: draft.now,
      createdAt: draft.now,
      touchedAt: draft.now,
      labels: infer.labels,
    },
    normalise(sum),
  );
  for (const m of members) link(draft, 'corroborates', node.id, m.id, 1);
  draft.journal({
    event: 'pattern',
    nodeId: node.id,
    sourceId: source.id,
    reason: `pattern inferred from ${String(members.length)} recurring corrections (${members.map((m) => m.id).join(', ')})`,
  });
  return node;
}
