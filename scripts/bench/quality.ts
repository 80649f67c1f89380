// Quality at scale: the public evaluation stream replayed into a garden that already holds thousands of
// nodes of unrelated material (work notes, none of the stream's people or places). Its probes must still pass.
import fs from 'node:fs';
import path from 'node:path';
import type { Embedder } from '../../src/core/embedding/embedder';
import { MemoryStore } from '../../src/core/kernel/memory-store';
import { DEFAULT_SETTINGS } from '../../src/core/settings';
import { meetsBar } from '../../src/eval/bar';
import { runStream } from '../../src/eval/runner';
import { parseStream } from '../../src/eval/stream';
import { seconds } from './measure';
import { syntheticGarden } from './synthetic';

const STREAM = path.resolve(import.meta.dirname, '../../data/eval/public-stream.json');

export interface QualityFigures {
  preloadedNodes: number;
  passed: number;
  total: number;
  barMet: boolean;
  failed: string[];
  replayMs: number;
}

export async function measureQualityAtScale(n: number, model: Embedder): Promise<QualityFigures> {
  const stream = parseStream(JSON.parse(fs.readFileSync(STREAM, 'utf8')));
  const start = Date.parse(stream.events[0]?.at ?? '2026-01-01T00:00:00Z');
  const { garden } = await syntheticGarden(n, model, start, 'work');
  const store = new MemoryStore();
  await store.commit({
    ...garden,
    segments: [],
    journal: [],
    meta: { sweptUntil: start, settings: DEFAULT_SETTINGS },
  });
  const { value: report, ms: replayMs } = await seconds(() => runStream(stream, model, store));
  return {
    preloadedNodes: n,
    passed: report.garden.passed,
    total: report.garden.total,
    barMet: meetsBar(report).ok,
    failed: report.probes.filter((p) => !p.garden.passed).map((p) => p.id),
    replayMs: replayMs,
  };
}
