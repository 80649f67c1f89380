// Restoring what a markdown vault export holds: living nodes with their refs, last touch, state and salience,
// and the compost with its reasons. A restore is not digestion: the nodes were judged when they first came in,
// so they return as they were instead of meeting the enzymes as new notes. Whatever the garden already holds
// (by node id) is left alone, so restoring the same vault twice changes nothing the second time.
import { salienceAt } from '../decay/salience';
import { topicOf } from '../compost/compost';
import type { CompostReason, Edge, GardenNode, NodeLabels, NodeState, SourceKind, Trust } from '../types';
import { density } from '../segmentation/density';
import { estimateTokens } from '../text/terms';
import type { Draft } from '../kernel/draft';
import { newId } from '../kernel/ids';

export interface RestoredNode {
  id: string;
  text: string;
  trust: Trust;
  retention: Trust;
  state: Exclude<NodeState, 'composted'>;
  refs: number;
  weight: number;
  touchedAt: number;
  /** Salience when the vault was exported. */
  salience: number;
  quarantineUntil?: number;
  labels?: NodeLabels;
}

export interface RestoredSource {
  id: string;
  title: string;
  kind?: SourceKind;
  trust: Trust;
  origin: string;
  generatedAt: number;
  receivedAt?: number;
  /** When this file was exported: with `salience` it fixes where each node's decay had got to. */
  exportedAt?: number;
  nodes: RestoredNode[];
}

export interface RestoredCompost {
  nodeId: string;
  text: string;
  trust: Trust;
  at: number;
  reason: CompostReason;
  cause: string;
  sourceIds: string[];
  /** Its last touch before it was composted; the composting date when the vault does not say. */
  touchedAt?: number;
}

/** A relation between two restored (or already held) nodes: the edge as it was, lesions open or settled. */
export type RestoredEdge = Edge;

export interface Restoration {
  sources: RestoredSource[];
  compost: RestoredCompost[];
  edges?: RestoredEdge[];
}

export interface RestoreReport {
  sources: number;
  nodes: number;
  composted: number;
  relations: number;
  /** Nodes the garden already held. */
  alreadyHeld: number;
}

/**
 * The salience at the last touch that decays to the exported salience by the export date. Without an export
 * date the exported salience itself is the best guess.
 */
function baseFor(node: RestoredNode, exportedAt: number | undefined, draft: Draft): number {
  if (exportedAt === undefined) return node.salience;
  const factor = salienceAt({ ...node, base: 1 }, exportedAt, draft.state.settings);
  return factor > 0 ? Math.min(1, node.salience / factor) : node.salience;
}

/** Writes the restoration into the draft. `vectors` holds an embedding for every text, by node id. */
export function restore(
  draft: Draft,
  restoration: Restoration,
  vectors: ReadonlyMap<string, Float32Array>,
  hashes: ReadonlyMap<string, string>,
): RestoreReport {
  const report: RestoreReport = { sources: 0, nodes: 0, composted: 0, relations: 0, alreadyHeld: 0 };
  const vectorOf = (id: string): Float32Array => {
    const v = vectors.get(id);
    if (!v) throw new Error(`no embedding for ${id}`);
    return v;
  };
  for (const source of restoration.sources) {
    const fresh = source.nodes.filter((n) => !draft.node(n.id));
    report.alreadyHeld += source.nodes.length - fresh.length;
    const known = draft.state.sources.get(source.id);
    // A source with no living node (all of it composted) comes back too: the archive's entries name it.
    if (fresh.length === 0 && (known || source.nodes.length > 0)) continue;
    const segmentIds: string[] = [];
    fresh.forEach((n, index) => {
      const segmentId = newId('g');
      segmentIds.push(segmentId);
      draft.putSegment({
        id: segmentId,
        sourceId: source.id,
        index: (known?.segmentIds.length ?? 0) + index,
        text: n.text,
        boundary: 'paragraph',
        context: [source.title],
        mass: estimateTokens(n.text),
        density: density(n.text),
        relation: 'novel',
        nodeId: n.id,
      });
      const base = baseFor(n, source.exportedAt, draft);
      const node: GardenNode = {
        id: n.id,
        text: n.text,
        context: [source.title],
        trust: n.trust,
        retention: n.retention,
        origins: [source.origin],
        sourceIds: [source.id],
        segmentIds: [segmentId],
        state: n.state,
        weight: n.weight,
        refs: n.refs,
        base,
        salience: salienceAt({ ...n, base }, draft.now, draft.state.settings),
        assertedAt: source.generatedAt,
        createdAt: draft.now,
        touchedAt: n.touchedAt,
        ...(n.quarantineUntil !== undefined ? { quarantineUntil: n.quarantineUntil } : {}),
        ...(n.labels ? { labels: n.labels } : {}),
      };
      draft.putNode(node, vectorOf(n.id));
      draft.journal({
        event: 'restore',
        nodeId: n.id,
        sourceId: source.id,
        segmentId,
        reason: `restored from a markdown vault: ${n.state}, ${String(n.refs)} refs, last touched ${new Date(n.touchedAt).toISOString().slice(0, 10)}`,
      });
      report.nodes++;
    });
    if (known) {
      draft.putSource({ ...known, segmentIds: [...known.segmentIds, ...segmentIds] });
    } else {
      draft.putSource({
        id: source.id,
        title: source.title,
        kind: source.kind ?? 'markdown',
        trust: source.trust,
        origin: source.origin,
        hash: hashes.get(source.id) ?? source.id,
        generatedAt: source.generatedAt,
        receivedAt: source.receivedAt ?? draft.now,
        retention: source.trust,
        segmentIds,
        bytes: new TextEncoder().encode(fresh.map((n) => n.text).join('\n\n')).length,
      });
      report.sources++;
    }
  }
  for (const item of restoration.compost) {
    if (draft.node(item.nodeId)) {
      report.alreadyHeld++;
      continue;
    }
    const node = draft.putNode(
      {
        id: item.nodeId,
        text: item.text,
        context: [],
        trust: item.trust,
        retention: item.trust,
        origins: [],
        sourceIds: item.sourceIds,
        segmentIds: [],
        state: 'composted',
        weight: 1,
        refs: 0,
        base: 0,
        salience: 0,
        assertedAt: item.at,
        createdAt: draft.now,
        touchedAt: item.touchedAt ?? item.at,
      },
      vectorOf(item.nodeId),
    );
    draft.putCompost({
      id: newId('c'),
      nodeId: node.id,
      reason: item.reason,
      cause: { note: item.cause },
      at: item.at,
      topic: topicOf(node),
      trust: item.trust,
      sourceIds: item.sourceIds,
    });
    draft.journal({
      event: 'restore',
      nodeId: node.id,
      reason: `restored to the compost from a markdown vault archive (${item.reason}: ${item.cause})`,
    });
    report.composted++;
  }
  // Relations last, once both their ends are here; one the garden already holds is left as it is.
  for (const edge of restoration.edges ?? []) {
    if (draft.edge(edge.id) || !draft.node(edge.from) || !draft.node(edge.to)) continue;
    draft.putEdge(edge);
    report.relations++;
  }
  return report;
}
