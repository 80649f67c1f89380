// Aggregate byproducts of composting: what left the garden, by topic and reason, over time
// ("billing friction composted 3× in the last 30 days"). The heap keeps every entry; this is its summary.
import { DAY_MS } from '../clock';
import { FRICTIONS, type CompostEntry, type CompostReason, type Friction, type GardenNode } from '../types';

export interface Byproduct {
  topic: string;
  reason: CompostReason;
  count: number;
  firstAt: number;
  lastAt: number;
}

export interface ByproductPeriod {
  /** `YYYY-MM` of the compost time. */
  month: string;
  reasons: Partial<Record<CompostReason, number>>;
  total: number;
}

export function byproducts(entries: Iterable<CompostEntry>, since = 0, until = Infinity): Byproduct[] {
  const groups = new Map<string, Byproduct>();
  for (const e of entries) {
    if (e.at < since || e.at > until) continue;
    const key = `${e.topic}\u0000${e.reason}`;
    const g = groups.get(key);
    if (g) {
      g.count++;
      g.firstAt = Math.min(g.firstAt, e.at);
      g.lastAt = Math.max(g.lastAt, e.at);
    } else groups.set(key, { topic: e.topic, reason: e.reason, count: 1, firstAt: e.at, lastAt: e.at });
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || b.lastAt - a.lastAt);
}

export function byproductsByMonth(entries: Iterable<CompostEntry>): ByproductPeriod[] {
  const months = new Map<string, ByproductPeriod>();
  for (const e of entries) {
    const month = new Date(e.at).toISOString().slice(0, 7);
    let p = months.get(month);
    if (!p) months.set(month, (p = { month, reasons: {}, total: 0 }));
    p.reasons[e.reason] = (p.reasons[e.reason] ?? 0) + 1;
    p.total++;
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

export interface FrictionAggregate {
  friction: Friction;
  /** Units in it within the window, living or composted. */
  mentions: number;
  composted: number;
  days: number;
}

/**
 * The conversation pack's byproduct: how often each frustration was mentioned lately ("billing friction
 * mentioned 3× in the last 30 days"). Composted units still count: composting keeps the statistic.
 */
export function frictionAggregates(nodes: Iterable<GardenNode>, now: number, days = 30): FrictionAggregate[] {
  const since = now - days * DAY_MS;
  const by = new Map<Friction, FrictionAggregate>(
    FRICTIONS.map((f) => [f, { friction: f, mentions: 0, composted: 0, days }]),
  );
  for (const n of nodes) {
    const f = n.labels?.friction;
    const agg = f && by.get(f);
    if (!agg || n.createdAt < since) continue;
    agg.mentions++;
    if (n.state === 'composted') agg.composted++;
  }
  return [...by.values()].filter((a) => a.mentions > 0).sort((a, b) => b.mentions - a.mentions);
}
