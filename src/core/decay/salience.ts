// Decay policies. Which one a node follows is decided here, in this order: a rule of a switched-on pack (the
// conversation pack's elimination rules), then the first section the node belongs to, then its trust class.
// Both policies turn idle time into salience; the sweep reads the same thresholds (dormant below, compost
// floor) whichever is in force.
//
// - half-life (the foundation's): base · 2^(-idle / half-life) after an immunity window, the half-life
//   stretched by references.
// - idle-days (the WRITE-path seed's state machine): active while touched within its window or younger than the
//   immunity window; dormant after `idleDays` idle (twice that with 10 or more references); archived (composted)
//   after twice `idleDays` idle. Salience falls linearly between those marks, so ranking sinks as the seed says
//   ("decay is weighting, not deletion") and the sweep's thresholds fall exactly on the seed's days.
import { DAY_MS } from '../clock';
import type { Edge, GardenNode } from '../types';
import { packRules } from '../packs/registry';
import type { Settings } from '../settings';
import type { Decaying, DecayRule, DecayTime } from './rule';
import { sectionOf } from './sections';

import type { DecayPolicy } from './policies';
import { plural } from '../words';

export { DECAY_POLICIES, type DecayPolicy } from './policies';

/** The policy a node decays by and its one parameter, and where that came from (its class or a section). */
export interface DecayClass {
  policy: DecayPolicy;
  /** Half-life (half-life policy) or idle window (idle-day policy), in days. */
  days: number;
  by: string;
}

export function classOf(node: Pick<GardenNode, 'retention' | 'labels'>, settings: Settings): DecayClass {
  const section = sectionOf(node, settings);
  if (section) return { policy: section.policy, days: section.days, by: `section "${section.name}"` };
  const policy = settings.decayPolicy[node.retention];
  const days = policy === 'idle-days' ? settings.idleDays[node.retention] : settings.halfLifeDays[node.retention];
  return { policy, days, by: `trust class ${node.retention}` };
}

/** Each doubling of refs stretches the half-life by a quarter. */
export const stretched = (halfLifeDays: number, refs: number): number =>
  halfLifeDays * (1 + 0.25 * Math.log2(1 + refs));

/** The half-life edges at this node thin out by (the class half-life, even under the idle-day policy). */
export function effectiveHalfLife(node: Pick<GardenNode, 'retention' | 'refs' | 'labels'>, settings: Settings): number {
  const c = classOf(node, settings);
  return stretched(c.policy === 'half-life' ? c.days : settings.halfLifeDays[node.retention], node.refs);
}

/** A node that lost a lesion gets no immunity: the synthesis that beat it starts its decay now. */
const immunityOf = (node: Decaying, settings: Settings): number =>
  node.lostLesionAt !== undefined ? 0 : settings.immunityDays;

export const idleDaysOf = (node: Pick<GardenNode, 'touchedAt'>, now: number): number =>
  Math.max(0, (now - node.touchedAt) / DAY_MS);

function halfLifeSalience(node: Decaying, now: number, settings: Settings, c: DecayClass): number {
  const decaying = Math.max(0, idleDaysOf(node, now) - immunityOf(node, settings));
  return node.base * 2 ** (-decaying / stretched(c.days, node.refs));
}

/** The idle-day machine's marks for a node: when it goes dormant and when it is archived. */
export function idleMarks(node: Pick<GardenNode, 'retention' | 'refs' | 'labels'>, settings: Settings) {
  const window = classOf(node, settings).days;
  const dormantAt = node.refs >= 10 ? 2 * window : window;
  return { dormantAt, archiveAt: Math.max(2 * window, dormantAt) };
}

const lerp = (from: number, to: number, at: number): number => from + (to - from) * Math.min(1, Math.max(0, at));

function idleDaySalience(node: Decaying, now: number, settings: Settings, c: DecayClass): number {
  const idle = idleDaysOf(node, now);
  const immune = Math.min(immunityOf(node, settings), c.days);
  const { dormantAt, archiveAt } = idleMarks(node, settings);
  const top = Math.max(node.base, settings.dormantBelow);
  if (idle <= immune) return node.base;
  if (idle <= dormantAt) return lerp(top, settings.dormantBelow, (idle - immune) / (dormantAt - immune));
  if (idle <= archiveAt)
    return lerp(settings.dormantBelow, settings.compostFloor, (idle - dormantAt) / (archiveAt - dormantAt));
  // Past the archive mark it keeps sinking (the sweep composts it the same day).
  return settings.compostFloor * 2 ** (-(idle - archiveAt) / Math.max(1, archiveAt));
}

/** The switched-on pack rule that governs this node, if any. */
export function ruleOf(node: Decaying, settings: Settings): DecayRule | undefined {
  return packRules(settings).find((r) => r.applies(node));
}

/** Salience over idle time (and sessions, for a pack rule that counts them). */
export function salienceAt(node: Decaying, now: number, settings: Settings, sessions = 0): number {
  const rule = ruleOf(node, settings);
  if (rule) return rule.salience(node, { now, sessions } satisfies DecayTime, settings);
  const c = classOf(node, settings);
  return c.policy === 'idle-days' ? idleDaySalience(node, now, settings, c) : halfLifeSalience(node, now, settings, c);
}

/**
 * How long a node may stay under the compost floor before it is composted: a pack rule says; the half-life
 * policy allows a grace period (capped by the half-life); the idle-day machine archives on its mark.
 */
export function floorGraceDays(node: Decaying, settings: Settings): number {
  const rule = ruleOf(node, settings);
  if (rule) return rule.graceDays;
  const c = classOf(node, settings);
  return c.policy === 'idle-days' ? 0 : Math.min(settings.floorGraceDays, c.days);
}

/** How a node decays, in words, for the inspector. */
export function describeDecay(node: Decaying, settings: Settings): string {
  const rule = ruleOf(node, settings);
  if (rule) return rule.describe(node);
  const c = classOf(node, settings);
  return c.policy === 'idle-days'
    ? `idle-day machine, window ${plural(c.days, 'day')} (${c.by})`
    : `half-life ${plural(c.days, 'day')} (${c.by})`;
}

/** Why a node was composted, in the words of its policy. */
export function compostNote(node: Decaying, salience: number, belowDays: number, settings: Settings, now: number) {
  const rule = ruleOf(node, settings);
  if (rule)
    return `score ${salience.toFixed(3)} fell below ${String(settings.compostFloor)} under ${rule.describe(node)}`;
  if (classOf(node, settings).policy === 'idle-days')
    return `idle ${plural(Math.round(idleDaysOf(node, now)), 'day')}: archived after ${plural(idleMarks(node, settings).archiveAt, 'day')} idle (idle-day policy)`;
  return `salience ${salience.toFixed(3)} stayed below ${String(settings.compostFloor)} for ${plural(belowDays, 'day')}`;
}

/** Edges atrophy like the nodes they join: a path not walked thins out. */
export function edgeStrength(edge: Edge, now: number, halfLifeDays: number): number {
  const idle = Math.max(0, (now - edge.touchedAt) / DAY_MS);
  return edge.weight * 2 ** (-idle / halfLifeDays);
}
