// One node in full, for the inspector: its relations, provenance, journal and the curve of its decay.
import { DAY_MS } from '../../core/clock';
import { describeDecay, salienceAt } from '../../core/decay/salience';
import type { Garden } from '../../core/garden/garden';
import type { NodeDetail } from './garden-api';
import { nodeView } from './views';

/** Points of the decay plot, from the node's birth to a year past now. */
const DECAY_SAMPLES = 48;

export async function nodeDetail(g: Garden, id: string, now: number): Promise<NodeDetail | undefined> {
  const node = g.state.nodes.get(id);
  if (!node) return undefined;
  const start = node.createdAt;
  const end = Math.max(now, start) + 365 * DAY_MS;
  const decay = Array.from({ length: DECAY_SAMPLES }, (_, i) => {
    const t = start + ((end - start) * i) / (DECAY_SAMPLES - 1);
    return { t, salience: salienceAt(node, t, g.settings, g.state.sessions) };
  });
  const relations = g.state.edgesOf(id).flatMap((e) => {
    const otherId = e.from === id ? e.to : e.from;
    const other = g.state.nodes.get(otherId);
    if (!other) return [];
    return [
      {
        edgeId: e.id,
        kind: e.kind,
        direction: e.from === id ? ('out' as const) : ('in' as const),
        weight: e.weight,
        other: nodeView(g, other, now),
        ...(e.kind === 'lesion' ? { open: e.open === true } : {}),
      },
    ];
  });
  const compost = g.state.compostByNode.get(id);
  return {
    node: nodeView(g, node, now),
    context: node.context,
    provenance: node.sourceIds.flatMap((sid) => {
      const s = g.state.sources.get(sid);
      return s
        ? [{ sourceId: s.id, title: s.title, trust: s.trust, origin: s.origin, generatedAt: s.generatedAt }]
        : [];
    }),
    relations,
    journal: await g.journal({ nodeId: id }),
    decay,
    decayRule: describeDecay(node, g.settings),
    ...(compost ? { compost } : {}),
  };
}
