// npm run bench [-- --json]
// Ingest throughput with the real model against the raw model's own throughput in the same run, and recall
// latency, on the Logseq docs corpus. Reports numbers and ratios; asserts nothing (shared machines drift).
import fs from 'node:fs';
import path from 'node:path';
import 'fake-indexeddb/auto';
import { ManualClock } from '../src/core/clock';
import { Garden } from '../src/core/garden/garden';
import { segment } from '../src/core/segmentation/segment';
import { loadNodeEmbedder } from '../src/model/node-embedder';
import { DexieStore } from '../src/storage/dexie-store';

const json = process.argv.includes('--json');
const CORPUS = path.resolve(import.meta.dirname, '../tests/fixtures/logseq-docs');
const files = ['pages', 'journals'].flatMap((d) =>
  fs
    .readdirSync(path.join(CORPUS, d))
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join(d, f)),
);
const texts = files.map((f) => fs.readFileSync(path.join(CORPUS, f), 'utf8'));

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

const model = await loadNodeEmbedder();
const counter = (t: string) => model.countTokens(t);
const segmentTexts = texts.flatMap((t) => segment(t, 'markdown', counter, 126).map((s) => s.text));
await model.embed(segmentTexts.slice(0, 64)); // warm-up

let t0 = performance.now();
await model.embed(segmentTexts);
const rawSeconds = (performance.now() - t0) / 1000;

const store = await DexieStore.open(`bench-${Date.now()}`);
const garden = await Garden.open({
  store,
  embedder: model,
  clock: new ManualClock(Date.parse('2026-01-01T00:00:00Z')),
});
t0 = performance.now();
let ingested = 0;
for (const [i, content] of texts.entries()) {
  const r = await garden.ingest({ content, trust: 'operator', fileName: files[i] ?? 'x.md' });
  if (r.status === 'absorbed') ingested += r.segments.length;
}
const gardenSeconds = (performance.now() - t0) / 1000;

const queries = [
  'how do I embed a youtube video',
  'query table properties',
  'keyboard shortcut search',
  'publish a graph',
  'code block language',
  'block reference',
  'pdf highlights',
  'templates',
  'custom css theme',
  'flashcards cloze',
];
const latencies: number[] = [];
for (let round = 0; round < 5; round++)
  for (const q of queries) {
    const s = performance.now();
    await garden.recall(q, { observe: true });
    latencies.push(performance.now() - s);
  }

const rawRate = segmentTexts.length / rawSeconds;
const gardenRate = ingested / gardenSeconds;
const result = {
  corpus: { files: files.length, segments: segmentTexts.length, nodes: garden.state.nodes.size },
  rawModelSegmentsPerSecond: Number(rawRate.toFixed(1)),
  gardenSegmentsPerSecond: Number(gardenRate.toFixed(1)),
  ingestRatio: Number((gardenRate / rawRate).toFixed(3)),
  recallMs: { p50: Number(percentile(latencies, 50).toFixed(1)), p95: Number(percentile(latencies, 95).toFixed(1)) },
};
if (json) console.log(JSON.stringify(result, null, 2));
else {
  console.log(`corpus: ${result.corpus.files} files, ${result.corpus.segments} segments, ${result.corpus.nodes} nodes`);
  console.log(`raw model embedding:      ${result.rawModelSegmentsPerSecond} segments/s`);
  console.log(
    `garden ingest end to end: ${result.gardenSegmentsPerSecond} segments/s (valve → absorption, IndexedDB included)`,
  );
  console.log(`ratio garden / raw:       ${result.ingestRatio}`);
  console.log(
    `recall latency:           p50 ${result.recallMs.p50} ms · p95 ${result.recallMs.p95} ms (${latencies.length} queries)`,
  );
}
await garden.close();
