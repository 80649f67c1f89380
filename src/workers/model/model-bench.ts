// A bench-only endpoint: the raw model's throughput, measured in a model worker of its own, the yardstick the
// garden's ingest is compared with (`npm run bench`, e2e/performance.spec.ts). Loaded only on `?bench`.
import { startModelWorker } from './model-client';

let started: ReturnType<typeof startModelWorker> | undefined;

export const modelBench = {
  /** Embeds `texts` with the bare model: segments per second. */
  async rawModelThroughput(texts: string[]): Promise<number> {
    started ??= startModelWorker(() => undefined);
    const { model } = await started;
    const t0 = performance.now();
    await model.embed(texts);
    return texts.length / ((performance.now() - t0) / 1000);
  },
};

export type ModelBench = typeof modelBench;
