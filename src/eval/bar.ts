import type { Report } from './runner';

/** The bar the garden is held to: 90% of all probes, and every lesion, lesion-resolved and compost probe. */
export function meetsBar(r: Report): { ok: boolean; problems: string[] } {
  const problems: string[] = [];
  if (r.garden.total && r.garden.passed / r.garden.total < 0.9)
    problems.push(`only ${r.garden.passed}/${r.garden.total} probes passed (bar: 90%)`);
  for (const kind of ['lesion', 'lesion-resolved', 'compost'] as const) {
    const k = r.garden.byKind[kind];
    if (k.passed < k.total) problems.push(`${kind}: ${k.passed}/${k.total} (bar: all)`);
  }
  return { ok: problems.length === 0, problems };
}
