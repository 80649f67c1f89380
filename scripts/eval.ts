// npm run eval -- <stream.json> [--json] [--compare-packs]
// Replays an evaluation stream with the real model; exits non-zero under the bar CI holds the garden to.
// --compare-packs replays it a second time with the core alone, and shows what the packs add.
import fs from 'node:fs';
import 'fake-indexeddb/auto';
import { loadNodeEmbedder } from '../src/model/node-embedder';
import { DexieStore } from '../src/storage/dexie-store';
import { formatComparison, formatReport } from '../src/eval/format-report';
import { CORE_ALONE, runStream } from '../src/eval/runner';
import { parseStream } from '../src/eval/stream';
import { meetsBar } from '../src/eval/bar';

const args = process.argv.slice(2);
const json = args.includes('--json');
const file = args.find((a) => !a.startsWith('--')) ?? 'data/eval/public-stream.json';

const stream = parseStream(JSON.parse(fs.readFileSync(file, 'utf8')));
const embedder = await loadNodeEmbedder();
const store = await DexieStore.open(`eval-${Date.now()}`);
const report = await runStream(stream, embedder, store);
const core = args.includes('--compare-packs')
  ? await runStream(stream, embedder, await DexieStore.open(`eval-core-${Date.now()}`), CORE_ALONE)
  : undefined;
if (json) console.log(JSON.stringify(core ? { ...report, coreAlone: core } : report, null, 2));
else {
  console.log(formatReport(report));
  if (core) console.log(`\n${formatComparison(report, core)}`);
}
const bar = meetsBar(report);
if (!json) console.log(bar.ok ? '\nbar: met' : `\nbar: NOT met — ${bar.problems.join('; ')}`);
process.exitCode = bar.ok ? 0 : 1;
