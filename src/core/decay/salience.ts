// Salience over idle time: base · 2^(-idle / halfLife), after an immunity window, with a longer half-life
// for nodes that have been referenced and confirmed often.
import { DAY_MS } from '../clock';
import type { Edge, GardenNode } from '../model';
import type { Settings } from '../settings';

/** Each doubling of refs stretches the half-life by a quarter. */
export function effectiveHalfLife(node: Pick<GardenNode, 'retention' | 'refs'>, settings: Settings): number {
  return settings.halfLifeDays[node.retention] * (1 + 0.25 * Math.log2(1 + node.refs));
}

export function salienceAt(
  node: Pick<GardenNode, 'base' | 'touchedAt' | 'retention' | 'refs' | 'lostLesionAt'>,
  now: number,
  settings: Settings,
): number {
  const idle = Math.max(0, (now - node.touchedAt) / DAY_MS);
  // A node that lost a lesion gets no immunity: the synthesis that beat it starts its decay now.
  const immunity = node.lostLesionAt !== undefined ? 0 : settings.immunityDays;
  const decaying = Math.max(0, idle - immunity);
  return node.base * 2 ** (-decaying / effectiveHalfLife(node, settings));
}

/** Edges atrophy like the nodes they join: a path not walked thins out. */
export function edgeStrength(edge: Edge, now: number, halfLifeDays: number): number {
  const idle = Math.max(0, (now - edge.touchedAt) / DAY_MS);
  return edge.weight * 2 ** (-idle / halfLifeDays);
}
