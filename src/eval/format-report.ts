import type { RelationSide } from './conflicts';
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

const quote = (side: RelationSide): string =>
  `"${side.text.replace(/\s+/g, ' ').slice(0, 90)}" [${side.sources.join(', ')}]`;

/**
 * The human-readable table `npm run eval` prints. `scoresOnly` leaves out which probes failed and which
 * relations were false: a held-out stream is measured, never read.
 */
export function formatReport(r: Report, scoresOnly = false): string {
  const rows = PROBE_KINDS.filter((k) => r.garden.byKind[k].total > 0).map((k) => {
    const g = r.garden.byKind[k];
    const p = r.pantry.byKind[k];
    return `| ${k.padEnd(15)} | ${`${g.passed}/${g.total}`.padStart(6)} | ${`${p.passed}/${p.total}`.padStart(6)} |`;
  });
  const s = r.garden.size;
  const c = r.garden.conflicts;
  const conflicts = c
    ? [
        `conflicts: precision ${c.precision.toFixed(2)} (${c.true}/${c.relations} relations true) · recall ${c.recall.toFixed(2)} (${c.found}/${c.pairs} conflicting pairs found)`,
        ...r.garden.relations
          .filter((rel) => !rel.true && !scoresOnly)
          .map((rel) => `  ✗ ${rel.kind} ${rel.at}: ${quote(rel.sides[0])} / ${quote(rel.sides[1])}`),
        ...(scoresOnly ? [] : c.missed.map(([x, y]) => `  missed: ${x} / ${y}`)),
      ]
    : [`conflict relations: ${String(r.garden.relations.length)} (the stream carries no truth to judge them)`];
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
    `recall probes found by the search box (its first three and the compost tier): ${String(r.garden.search.passed)}/${String(r.garden.search.total)} · pantry ${String(r.pantry.byKind.recall.passed)}/${String(r.pantry.byKind.recall.total)}`,
    `garden size: ${s.active} active, ${s.dormant} dormant, ${s.quarantined} quarantined, ${s.composted} composted nodes from ${s.segmentsIngested} segments of ${s.sources} sources (pantry: ${r.pantry.size.segments} segments)`,
    ...conflicts,
    ...(failures.length && !scoresOnly ? ['', 'garden failures:', ...failures] : []),
  ].join('\n');
}

/** What each mechanism adds: the garden with everything, then with one mechanism switched off per row. */
export function formatAblation(stream: string, rows: [string, Report][]): string {
  const score = (r: Report): string => {
    const c = r.garden.conflicts;
    const conflicts = c ? `${c.precision.toFixed(2)} / ${c.recall.toFixed(2)}` : '-';
    return `${`${r.garden.passed}/${r.garden.total}`.padStart(7)} | ${conflicts.padStart(11)} | ${String(r.garden.relations.length).padStart(9)}`;
  };
  const full = rows[0]?.[1];
  return [
    `ablation: ${stream}`,
    '',
    '| mechanism switched off                 |  probes | conflicts P / R | relations | probes lost |',
    '|----------------------------------------|---------|-----------------|-----------|-------------|',
    ...rows.map(([name, r]) => {
      const lost = full ? full.garden.passed - r.garden.passed : 0;
      return `| ${name.padEnd(38)} | ${score(r)} | ${String(lost).padStart(11)} |`;
    }),
  ].join('\n');
}
