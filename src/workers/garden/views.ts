// Turning the garden's state into the plain views the UI draws.
import type { Garden } from '../../core/garden/garden';
import type { GardenNode } from '../../core/types';
import { salienceAt } from '../../core/decay/salience';
import { termSpans } from '../../core/text/terms';
import { sharedSlot } from '../../core/enzymes/slots-alike';
import { readingOf } from '../../core/enzymes/verdict';
import { settledAgainst, type RecallResult } from '../../core/recall/recall';
import type { CompostView, GraphSnapshot, LesionView, NodeView, SearchHit, SizePoint } from './garden-api';
import { excerpt, settledFor } from '../../core/words';
import { whyComposted } from '../../core/compost/compost';

/** The compost view without a query shows the latest this many. */
const LATEST_COMPOST = 200;

export function nodeView(garden: Garden, node: GardenNode, now: number): NodeView {
  const openLesions = garden.state.openLesionsOf(node.id).length;
  const first = node.sourceIds[0] === undefined ? undefined : garden.state.sources.get(node.sourceIds[0]);
  return {
    id: node.id,
    text: node.text,
    state: node.state,
    trust: node.trust,
    retention: node.retention,
    weight: node.weight,
    refs: node.refs,
    salience: node.state === 'composted' ? 0 : salienceAt(node, now, garden.settings, garden.state.sessions),
    origins: node.origins,
    ...(first ? { note: { sourceId: first.id, title: first.title } } : {}),
    createdAt: node.createdAt,
    touchedAt: node.touchedAt,
    openLesions,
    ...(node.labels ? { labels: node.labels } : {}),
  };
}

export function searchHitView(
  garden: Garden,
  hit: RecallResult,
  now: number,
  wanted: ReadonlySet<string>,
  tier?: 'compost',
): SearchHit {
  return {
    node: nodeView(garden, hit.node, now),
    score: hit.score,
    spans: termSpans(hit.node.text, wanted),
    answers: hit.answers,
    provenance: hit.provenance,
    lesions: hit.lesions,
    ...(hit.settled ? { settled: hit.settled } : {}),
    ...(hit.compost ? { compost: hit.compost } : {}),
    ...(hit.standsFor ? { standsFor: standsForView(garden, hit.standsFor) } : {}),
    ...restOfView(garden, hit.node),
    ...(tier ? { tier } : {}),
  };
}

/**
 * The part a node was cut from, while that part is in the compost or was set aside when a lesion was settled
 * (see core/absorption/split.ts): `why` says what became of it, in words that follow its quote.
 */
function restOfView(garden: Garden, node: GardenNode): Pick<SearchHit, 'restOf'> {
  const part = node.splitFrom === undefined ? undefined : garden.state.nodes.get(node.splitFrom);
  if (!part) return {};
  const entry = part.state === 'composted' ? garden.state.compostByNode.get(part.id) : undefined;
  const settled = entry ? undefined : settledAgainst(garden.state, part);
  const why = entry
    ? `went to compost, ${whyComposted(entry)}`
    : settled && `was set aside: ${settledFor(settled.keptText)}`;
  return why ? { restOf: { nodeId: part.id, text: part.text, why } } : {};
}

const standsForView = (garden: Garden, nodeId: string): { nodeId: string; text: string } => ({
  nodeId,
  text: garden.state.nodes.get(nodeId)?.text ?? '',
});

/** The words of `text` that say an attribute's terms, in order: "closing time" for [close, time]. */
function attributeWords(text: string, attribute: readonly string[]): string {
  const words = termSpans(text, new Set(attribute)).map(([start, end]) => text.slice(start, end));
  return words.length ? words.join(' ') : attribute.join(' ');
}

/**
 * A lesion's journal reason as a person reads it: what opened it and whose trust stood against whose, without
 * the enzyme's cue between them ("same attribute car insur renew date" names stemmed terms).
 */
function inWords(reason: string): string {
  const what = reason.split(':')[0]?.trim() ?? reason;
  const trusts = /\(([a-z]+ against [a-z]+)\)\s*$/.exec(reason)?.[1];
  return trusts ? `${what} (${trusts})` : what;
}

/** The first `limit` open lesions, as the Lesions view shows them. */
export async function lesionViews(garden: Garden, now: number, limit = Infinity): Promise<LesionView[]> {
  return Promise.all(
    garden
      .openLesions()
      .slice(0, limit)
      .map(async (l) => {
        const slot = sharedSlot(readingOf(l.challenger), readingOf(l.challenged));
        const opened = (await garden.journal({ nodeId: l.challenger.id })).findLast(
          (j) => j.event === 'lesion-opened' && j.otherId === l.challenged.id,
        );
        return {
          edgeId: l.edge.id,
          openedAt: l.edge.createdAt,
          challenger: nodeView(garden, l.challenger, now),
          challenged: nodeView(garden, l.challenged, now),
          ...(slot
            ? { slot: { attribute: attributeWords(l.challenger.text, slot.attribute), values: slot.values } }
            : {}),
          why: opened ? inWords(opened.reason) : 'the two give one thing different values',
        };
      }),
  );
}

/** What was composted last (and is still in the compost), newest first. */
export function latestCompost(garden: Garden, now: number): CompostView[] {
  return [...garden.state.compostByNode.values()]
    .filter((e) => garden.state.nodes.get(e.nodeId)?.state === 'composted')
    .sort((a, b) => b.at - a.at)
    .slice(0, LATEST_COMPOST)
    .flatMap((entry) => {
      const node = garden.state.nodes.get(entry.nodeId);
      return node ? [{ entry, node: nodeView(garden, node, now) }] : [];
    });
}

export function graphSnapshot(garden: Garden): GraphSnapshot {
  const nodes = [...garden.state.nodes.values()].map((n) => ({
    id: n.id,
    state: n.state,
    trust: n.trust,
    weight: n.weight,
    label: excerpt(n.text, 80),
    ...(n.labels?.type ? { type: n.labels.type } : {}),
    ...(n.sourceIds[0] ? { sourceId: n.sourceIds[0] } : {}),
  }));
  const edges = [...garden.state.edges.values()]
    .filter((e) => e.atrophiedAt === undefined && (e.kind !== 'lesion' || e.open))
    .map((e) => ({ source: e.from, target: e.to, kind: e.kind, ...(e.open ? { open: true } : {}) }));
  return { nodes, edges };
}

/** The garden's size by state, sampled from its first node to now. */
export function sizeHistory(garden: Garden, now: number, samples = 60): SizePoint[] {
  const nodes = [...garden.state.nodes.values()];
  if (nodes.length === 0) return [];
  const first = Math.min(...nodes.map((n) => n.createdAt));
  const step = Math.max(1, (now - first) / (samples - 1));
  const points: SizePoint[] = [];
  for (let t = first; t <= now + 1; t += step) {
    const p: SizePoint = { t, active: 0, dormant: 0, quarantined: 0, composted: 0 };
    for (const n of nodes) {
      if (n.createdAt > t) continue;
      const entry = garden.state.compostByNode.get(n.id);
      const compostedThen =
        entry !== undefined && entry.at <= t && (entry.reabsorbedAt === undefined || entry.reabsorbedAt > t);
      if (compostedThen || (n.state === 'composted' && !entry)) p.composted++;
      else if (n.state === 'quarantined') p.quarantined++;
      else if (salienceAt(n, t, garden.settings, garden.state.sessions) < garden.settings.dormantBelow) p.dormant++;
      else p.active++;
    }
    points.push(p);
  }
  return points;
}
