import type { Report } from './runner';

/** The share of probes the garden must pass. */
export const PROBE_BAR = 0.95;
/** Conflict precision and recall, on streams that carry truth. */
export const CONFLICT_BAR = 0.9;

/**
 * The bar the garden is held to: 95% of all probes; every lesion, lesion-resolved and compost probe; and,
 * where the stream carries truth, conflict precision and recall of at least 0.9.
 */
export function meetsBar(r: Report): { ok: boolean; problems: string[] } {
  const problems: string[] = [];
  if (r.garden.total && r.garden.passed / r.garden.total < PROBE_BAR)
    problems.push(`only ${r.garden.passed}/${r.garden.total} probes passed (bar: ${String(100 * PROBE_BAR)}%)`);
  for (const kind of ['lesion', 'lesion-resolved', 'compost'] as const) {
    const k = r.garden.byKind[kind];
    if (k.passed < k.total) problems.push(`${kind}: ${k.passed}/${k.total} (bar: all)`);
  }
  const c = r.garden.conflicts;
  if (c && c.precision < CONFLICT_BAR)
    problems.push(`conflict precision ${c.precision.toFixed(2)} (${c.true}/${c.relations}; bar: ${CONFLICT_BAR})`);
  if (c && c.recall < CONFLICT_BAR)
    problems.push(`conflict recall ${c.recall.toFixed(2)} (${c.found}/${c.pairs}; bar: ${CONFLICT_BAR})`);
  return { ok: problems.length === 0, problems };
}
