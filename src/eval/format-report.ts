import type { Report } from './runner';
import { PROBE_KINDS } from './stream';

const pct = (p: number, t: number): string => (t ? `${((100 * p) / t).toFixed(0)}%` : '-');

/** What the packs add: the garden with every pack on against the core alone, kind by kind. */
export function formatComparison(packs: Report, core: Report): string {
  const cell = (k: { passed: number; total: number }) => `${k.passed}/${k.total}`.padStart(11);
  const rows = PROBE_KINDS.filter((k) => packs.garden.byKind[k].total > 0).map(
    (k) => `| ${k.padEnd(15)} | ${cell(packs.garden.byKind[k])} | ${cell(core.garden.byKind[k])} |`,
  );
  const gained = packs.probes.filter((p, i) => p.garden.passed && !core.probes[i]?.garden.passed).map((p) => p.id);
  const lost = packs.probes.filter((p, i) => !p.garden.passed && core.probes[i]?.garden.passed).map((p) => p.id);
  const size = (r: Report) =>
    `${String(r.garden.size.active)} active, ${String(r.garden.size.dormant)} dormant, ${String(r.garden.size.composted)} composted`;
  return [
    'what the packs add over the core alone:',
    '',
    '| probe kind      | with packs  | core alone  |',
    '|-----------------|-------------|-------------|',
    ...rows,
    `| ${'all'.padEnd(15)} | ${cell(packs.garden)} | ${cell(core.garden)} |`,
    '',
    `with packs ${pct(packs.garden.passed, packs.garden.total)} · core alone ${pct(core.garden.passed, core.garden.total)}`,
    `passed only with the packs: ${gained.join(', ') || 'none'}; passed only by the core alone: ${lost.join(', ') || 'none'}`,
    `size with packs: ${size(packs)}; core alone: ${size(core)}`,
  ].join('\n');
}

/** The human-readable table `npm run eval` prints. */
export function formatReport(r: Report): string {
  const rows = PROBE_KINDS.filter((k) => r.garden.byKind[k].total > 0).map((k) => {
    const g = r.garden.byKind[k];
    const p = r.pantry.byKind[k];
    return `| ${k.padEnd(15)} | ${`${g.passed}/${g.total}`.padStart(6)} | ${`${p.passed}/${p.total}`.padStart(6)} |`;
  });
  const s = r.garden.size;
  const failures = r.probes
    .filter((o) => !o.garden.passed)
    .map((o) => `  ✗ ${o.id} ${o.kind} "${o.query}" → ${JSON.stringify(o.garden.evidence)}`);
  return [
    `stream: ${r.stream}`,
    '',
    '| probe kind      | garden | pantry |',
    '|-----------------|--------|--------|',
    ...rows,
    `| ${'all'.padEnd(15)} | ${`${r.garden.passed}/${r.garden.total}`.padStart(6)} | ${`${r.pantry.passed}/${r.pantry.total}`.padStart(6)} |`,
    '',
    `garden ${pct(r.garden.passed, r.garden.total)} · pantry ${pct(r.pantry.passed, r.pantry.total)}`,
    `garden size: ${s.active} active, ${s.dormant} dormant, ${s.quarantined} quarantined, ${s.composted} composted nodes from ${s.segmentsIngested} segments of ${s.sources} sources (pantry: ${r.pantry.size.segments} segments)`,
    ...(failures.length ? ['', 'garden failures:', ...failures] : []),
  ].join('\n');
}
