// Decay policies, chosen per trust class. Both turn a node's idle time into salience; the sweep reads the
// same thresholds (dormant below, compost floor) whichever policy is in force.
//
// - half-life (the foundation's): base · 2^(-idle / half-life) after an immunity window, the half-life
//   stretched by references.
// - idle-days (the WRITE-path seed's state machine): active while touched within its window or younger than the
//   immunity window; dormant after `idleDays` idle (twice that with 10 or more references); archived (composted)
//   after twice `idleDays` idle. Salience falls linearly between those marks, so ranking sinks as the seed says
//   ("decay is weighting, not deletion") and the sweep's thresholds fall exactly on the seed's days.
import { DAY_MS } from '../clock';
import type { Edge, GardenNode } from '../model';
import type { Settings } from '../settings';

export const DECAY_POLICIES = ['half-life', 'idle-days'] as const;
export type DecayPolicy = (typeof DECAY_POLICIES)[number];

type Decaying = Pick<GardenNode, 'base' | 'touchedAt' | 'retention' | 'refs' | 'lostLesionAt'>;

/** Each doubling of refs stretches the half-life by a quarter. */
export function effectiveHalfLife(node: Pick<GardenNode, 'retention' | 'refs'>, settings: Settings): number {
  return settings.halfLifeDays[node.retention] * (1 + 0.25 * Math.log2(1 + node.refs));
}

/** A node that lost a lesion gets no immunity: the synthesis that beat it starts its decay now. */
const immunityOf = (node: Decaying, settings: Settings): number =>
  node.lostLesionAt !== undefined ? 0 : settings.immunityDays;

const idleDaysOf = (node: Decaying, now: number): number => Math.max(0, (now - node.touchedAt) / DAY_MS);

function halfLifeSalience(node: Decaying, now: number, settings: Settings): number {
  const decaying = Math.max(0, idleDaysOf(node, now) - immunityOf(node, settings));
  return node.base * 2 ** (-decaying / effectiveHalfLife(node, settings));
}

/** The idle-day machine's marks for a node: when it goes dormant and when it is archived. */
export function idleMarks(node: Pick<GardenNode, 'retention' | 'refs'>, settings: Settings) {
  const window = settings.idleDays[node.retention];
  const dormantAt = node.refs >= 10 ? 2 * window : window;
  return { dormantAt, archiveAt: Math.max(2 * window, dormantAt) };
}

const lerp = (from: number, to: number, at: number): number => from + (to - from) * Math.min(1, Math.max(0, at));

function idleDaySalience(node: Decaying, now: number, settings: Settings): number {
  const idle = idleDaysOf(node, now);
  const immune = Math.min(immunityOf(node, settings), settings.idleDays[node.retention]);
  const { dormantAt, archiveAt } = idleMarks(node, settings);
  const top = Math.max(node.base, settings.dormantBelow);
  if (idle <= immune) return node.base;
  if (idle <= dormantAt) return lerp(top, settings.dormantBelow, (idle - immune) / (dormantAt - immune));
  if (idle <= archiveAt)
    return lerp(settings.dormantBelow, settings.compostFloor, (idle - dormantAt) / (archiveAt - dormantAt));
  // Past the archive mark it keeps sinking (the sweep composts it the same day).
  return settings.compostFloor * 2 ** (-(idle - archiveAt) / Math.max(1, archiveAt));
}

export const policyOf = (node: Pick<GardenNode, 'retention'>, settings: Settings): DecayPolicy =>
  settings.decayPolicy[node.retention];

/** Salience over idle time, by the policy of the node's retention class. */
export function salienceAt(node: Decaying, now: number, settings: Settings): number {
  return policyOf(node, settings) === 'idle-days'
    ? idleDaySalience(node, now, settings)
    : halfLifeSalience(node, now, settings);
}

/**
 * How long a node may stay under the compost floor before it is composted: the half-life policy allows a grace
 * period (capped by the class half-life); the idle-day machine archives on its mark.
 */
export function floorGraceDays(node: Pick<GardenNode, 'retention'>, settings: Settings): number {
  return policyOf(node, settings) === 'idle-days'
    ? 0
    : Math.min(settings.floorGraceDays, settings.halfLifeDays[node.retention]);
}

/** Why a node was composted, in the words of its policy. */
export function compostNote(node: Decaying, salience: number, belowDays: number, settings: Settings, now: number) {
  if (policyOf(node, settings) === 'idle-days')
    return `idle ${String(Math.round(idleDaysOf(node, now)))} days: archived after ${String(idleMarks(node, settings).archiveAt)} days idle (idle-day policy)`;
  return `salience ${salience.toFixed(3)} stayed below ${String(settings.compostFloor)} for ${String(belowDays)} days`;
}

/** Edges atrophy like the nodes they join: a path not walked thins out. */
export function edgeStrength(edge: Edge, now: number, halfLifeDays: number): number {
  const idle = Math.max(0, (now - edge.touchedAt) / DAY_MS);
  return edge.weight * 2 ** (-idle / halfLifeDays);
}
