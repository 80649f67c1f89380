// npm run bench [-- --json] [-- --size small]
// Numbers and ratios, measured inside one run (absolute times drift on shared machines); asserts nothing.
// - ingest: the real model end to end on the Logseq corpus and synthetic notes (10k segments; the corpus
//   alone, 6k, with --size small) against the raw model in the same run, the model on its own thread;
// - scale: synthetic gardens (10k and 100k nodes; 2k and 10k with --size small, as CI runs it) for recall and
//   enzyme lookup latency against the keyword library alone, the daily sweep, and bytes per node;
// - quality at scale: the public stream's probes replayed into the larger garden, of unrelated material;
// - the browser (headless Chromium, production build): rhizome fps at 10k nodes / 30k edges while the layout
//   runs and while panning at rest, opening a stored garden and a first search (10k in the rhizome's page; from
//   disk, alternated with an empty garden's starts, at 100k, or 10k with --size small), in-browser ingest
//   against the raw model.
import { loadThreadedNodeEmbedder } from '../src/model/node-embedder';
import { measureBrowser } from './bench/browser';
import { measureIngest } from './bench/ingest';
import { measureQualityAtScale } from './bench/quality';
import { measureScale, type ScaleFigures } from './bench/scale';

const json = process.argv.includes('--json');
const small = process.argv.includes('small');
const sizes = small ? [2_000, 10_000] : [10_000, 100_000];

const model = await loadThreadedNodeEmbedder();
const ingest = await measureIngest(model, small ? 0 : 10_000);
const scale: ScaleFigures[] = [];
for (const n of sizes) scale.push(await measureScale(n, model, small ? 2 : 3));
const quality = await measureQualityAtScale(sizes[1] ?? 10_000, model);
// The browser: the rhizome at 10k nodes / 30k edges in both sizes; more notes for the full ingest; opening a
// garden from disk at 100k, or at 10k so that CI runs the same steps.
const browser = await measureBrowser(model, {
  nodes: 10_000,
  notes: small ? 200 : 600,
  openNodes: small ? 10_000 : 100_000,
});
const [lower, upper] = scale;
const ratio = (a: number | undefined, b: number | undefined) => Number(((a ?? NaN) / (b ?? NaN)).toFixed(2));
const growth = {
  sizes: `${String(sizes[1])}/${String(sizes[0])}`,
  recallP95: ratio(upper?.recallMs.p95, lower?.recallMs.p95),
  enzymeLookupP95: ratio(upper?.enzymeLookupMs.p95, lower?.enzymeLookupMs.p95),
  recallOverKeywordFloorP95: ratio(upper?.recallMs.p95, upper?.keywordOnlyMs.p95),
};

if (json) console.log(JSON.stringify({ ingest, scale, growth, quality, browser }, null, 2));
else {
  const c = ingest.corpus;
  console.log(
    `ingest (${String(c.sources)} sources: the Logseq corpus and ${String(c.syntheticSources)} synthetic notes; ${String(c.segments)} segments → ${String(c.nodes)} nodes)`,
  );
  console.log(`  raw model embedding:      ${String(ingest.rawModelSegmentsPerSecond)} segments/s`);
  console.log(
    `  garden ingest end to end: ${String(ingest.gardenSegmentsPerSecond)} segments/s (valve → absorption, IndexedDB included)`,
  );
  console.log(`  ratio garden / raw:       ${String(ingest.ingestRatio)} (target ≥ 0.75)`);
  console.log(
    `  garden thread busy:       ${String(Math.round(ingest.gardenThreadBusy * 100))}% of the ingest (the model embeds on its own thread meanwhile)`,
  );
  console.log(
    `  recall:                   p50 ${String(ingest.recallMs.p50)} ms · p95 ${String(ingest.recallMs.p95)} ms`,
  );
  for (const s of scale) {
    console.log(
      `\nsynthetic garden: ${String(s.nodes)} nodes, ${String(s.edges)} edges (built in ${String(s.buildMs)} ms; vectors ${s.approximateVectors ? 'by binary codes + exact rescoring' : 'scanned exactly'})`,
    );
    console.log(
      `  recall:              p50 ${String(s.recallMs.p50)} ms · p95 ${String(s.recallMs.p95)} ms (target p95 ≤ 15 ms at 100k)`,
    );
    console.log(
      `  enzyme lookup:       p50 ${String(s.enzymeLookupMs.p50)} ms · p95 ${String(s.enzymeLookupMs.p95)} ms (target p95 ≤ 5 ms at 100k)`,
    );
    console.log(
      `  keyword library alone (the floor): p50 ${String(s.keywordOnlyMs.p50)} ms · p95 ${String(s.keywordOnlyMs.p95)} ms`,
    );
    console.log(`  daily sweep:         ${String(s.sweepMs)} ms (target ≤ 1000 ms at 100k)`);
    console.log(
      `  bytes per node:      ${String(s.bytesPerNode.total)}, the whole snapshot as stored (edges and both indexes included); its nodes ${String(s.bytesPerNode.nodes)}, their vectors ${String(s.bytesPerNode.vectors)}`,
    );
    console.log(
      `  opened from the store's snapshot in Node (fake-indexeddb): load ${String(s.fromSnapshot.loadMs)} ms + garden ${String(s.fromSnapshot.buildMs)} ms (edges deferred, both indexes taken back)`,
    );
  }
  console.log(
    `\ngrowth ${growth.sizes}: recall p95 ×${String(growth.recallP95)}, enzyme lookup p95 ×${String(growth.enzymeLookupP95)} (target ≤ 3)`,
  );
  console.log(`recall p95 / keyword library p95 at ${String(sizes[1])}: ${String(growth.recallOverKeywordFloorP95)}`);
  console.log(
    `\nquality at scale: the public stream replayed into a garden of ${String(quality.preloadedNodes)} unrelated nodes: ${String(quality.passed)}/${String(quality.total)} probes (bar ${quality.barMet ? 'met' : 'NOT met'}${quality.failed.length ? `; failed ${quality.failed.join(', ')}` : ''}; replay ${String(Math.round(quality.replayMs / 1000))} s)`,
  );
}
if (!json) {
  const b = browser;
  console.log(`\nbrowser (headless Chromium, production build)`);
  console.log(
    `  rhizome at ${String(b.rhizome.nodes)} nodes / ${String(b.rhizome.edges)} edges: ${String(b.rhizome.layoutFps)} fps while the layout runs, ${String(b.rhizome.panFps)} fps while panning at rest (target ≥ 30)`,
  );
  const opened = (o: typeof b.open) =>
    `  open a stored garden of ${String(o.nodes)} nodes: reading IndexedDB ${String(o.readMs)} ms + building the indexes ${String(o.buildMs)} ms, both while the model loads; ready ${String(o.readyMs)} ms after the page's load against ${String(o.emptyReadyMs)} ms for an empty garden (the garden adds ${String(o.readyMs - o.emptyReadyMs)} ms); then the first search ${String(o.firstSearchMs)} ms: open + first search add ${String(o.readyMs - o.emptyReadyMs + o.firstSearchMs)} ms${o.addedMs ? ` (medians of ${String(o.addedMs.length)} alternating starts; each round added ${o.addedMs.join(', ')} ms)` : ''} (target ≤ 2000 ms at 100k)`;
  console.log(opened(b.open));
  if (b.openBig) console.log(opened(b.openBig));
  console.log(
    `  ingest of ${String(b.ingest.notes)} notes (${String(b.ingest.segments)} segments): ${String(b.ingest.gardenSegmentsPerSecond)} segments/s against the raw model's ${String(b.ingest.rawModelSegmentsPerSecond)} in the same page: ratio ${String(b.ingest.ratio)}`,
  );
}
model.dispose();
