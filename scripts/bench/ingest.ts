// Ingest throughput with the real model against the raw model's own throughput in the same run, and recall
// latency, on the Logseq docs corpus (real notes written by people).
import fs from 'node:fs';
import path from 'node:path';
import 'fake-indexeddb/auto';
import { ManualClock } from '../../src/core/clock';
import { Garden } from '../../src/core/garden/garden';
import { segment } from '../../src/core/segmentation/segment';
import type { TransformersEmbedder } from '../../src/model/transformers-embedder';
import { DexieStore } from '../../src/storage/dexie-store';
import { latency, type Latency } from './measure';

const CORPUS = path.resolve(import.meta.dirname, '../../tests/fixtures/logseq-docs');

const QUERIES = [
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

export interface IngestFigures {
  corpus: { files: number; segments: number; nodes: number };
  rawModelSegmentsPerSecond: number;
  gardenSegmentsPerSecond: number;
  ingestRatio: number;
  recallMs: Latency;
}

export async function measureIngest(model: TransformersEmbedder): Promise<IngestFigures> {
  const files = ['pages', 'journals'].flatMap((d) =>
    fs
      .readdirSync(path.join(CORPUS, d))
      .filter((f) => f.endsWith('.md'))
      .map((f) => path.join(d, f)),
  );
  const texts = files.map((f) => fs.readFileSync(path.join(CORPUS, f), 'utf8'));
  const segmentTexts = texts.flatMap((t) =>
    segment(t, 'markdown', (s) => model.countTokens(s), 126).map((s) => s.text),
  );
  await model.embed(segmentTexts.slice(0, 64)); // warm-up

  let t0 = performance.now();
  await model.embed(segmentTexts);
  const rawRate = segmentTexts.length / ((performance.now() - t0) / 1000);

  const store = await DexieStore.open(`bench-${String(Date.now())}`);
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
  const gardenRate = ingested / ((performance.now() - t0) / 1000);
  const recallMs = await latency(QUERIES, 5, (q) => garden.recall(q, { observe: true }));
  await garden.close();
  return {
    corpus: { files: files.length, segments: segmentTexts.length, nodes: garden.state.nodes.size },
    rawModelSegmentsPerSecond: Number(rawRate.toFixed(1)),
    gardenSegmentsPerSecond: Number(gardenRate.toFixed(1)),
    ingestRatio: Number((gardenRate / rawRate).toFixed(3)),
    recallMs,
  };
}
