// npm run eval -- <stream.json> [--json] [--compare-packs] [--scores-only]
// npm run eval -- --ablate <stream.json> [<stream.json> …]
// Replays an evaluation stream with the real model; exits non-zero under the bar CI holds the garden to.
// --scores-only prints the scores without the failures (for held-out streams, which are measured, not read).
// --compare-packs replays it a second time with the core alone, and shows what the packs add.
// --ablate replays each stream once with everything and once per mechanism switched off (see ABLATIONS), and
// prints what each mechanism adds: probes passed, conflict precision and recall.
import fs from 'node:fs';
import 'fake-indexeddb/auto';
import { MemoryStore } from '../src/core/kernel/memory-store';
import { loadNodeEmbedder } from '../src/model/node-embedder';
import { DexieStore } from '../src/storage/dexie-store';
import { formatAblation, formatComparison, formatReport } from '../src/eval/format-report';
import { ABLATIONS, CORE_ALONE, runStream, type Report } from '../src/eval/runner';
import { parseStream } from '../src/eval/stream';
import { meetsBar } from '../src/eval/bar';

const args = process.argv.slice(2);
const json = args.includes('--json');
const files = args.filter((a) => !a.startsWith('--'));
const load = (file: string) => parseStream(JSON.parse(fs.readFileSync(file, 'utf8')));
const embedder = await loadNodeEmbedder();

if (args.includes('--ablate')) {
  for (const file of files.length ? files : ['data/eval/public-stream.json']) {
    const stream = load(file);
    const full = await runStream(stream, embedder, new MemoryStore());
    const rows: [string, Report][] = [['everything', full]];
    for (const a of ABLATIONS) rows.push([a.name, await runStream(stream, embedder, new MemoryStore(), a.options)]);
    console.log(`${formatAblation(stream.name, rows)}\n`);
  }
} else {
  const stream = load(files[0] ?? 'data/eval/public-stream.json');
  const report = await runStream(stream, embedder, await DexieStore.open(`eval-${Date.now()}`));
  const core = args.includes('--compare-packs')
    ? await runStream(stream, embedder, await DexieStore.open(`eval-core-${Date.now()}`), CORE_ALONE)
    : undefined;
  if (json) console.log(JSON.stringify(core ? { ...report, coreAlone: core } : report, null, 2));
  else {
    console.log(formatReport(report, args.includes('--scores-only')));
    if (core) console.log(`\n${formatComparison(report, core)}`);
  }
  const bar = meetsBar(report);
  if (!json) console.log(bar.ok ? '\nbar: met' : `\nbar: NOT met — ${bar.problems.join('; ')}`);
  process.exitCode = bar.ok ? 0 : 1;
}
