// Aggregate byproducts of composting: what left the garden, by topic and reason, over time
// ("billing friction composted 3× in the last 30 days"). The heap keeps every entry; this is its summary.
import type { CompostEntry, CompostReason } from '../model';

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
