// A bench-only endpoint: the raw model's throughput, measured in a model worker of its own, the yardstick the
// garden's ingest is compared with (`npm run bench`, e2e/performance.spec.ts). Loaded only on `?bench`.
import { startModelWorker } from './model-client';

export const modelBench = {
  /**
   * Embeds `texts` with the bare model: segments per second, on a warm runtime (a first pass over the same
   * texts warms it). The worker is started for the measurement and stopped after it: an idle runtime left
   * beside the garden's own would hold threads while the garden's ingest is measured.
   */
  async rawModelThroughput(texts: string[]): Promise<number> {
    const { model, stop } = await startModelWorker(() => undefined);
    try {
      await model.embed(texts);
      const t0 = performance.now();
      await model.embed(texts);
      return texts.length / ((performance.now() - t0) / 1000);
    } finally {
      stop();
    }
  },
};

export type ModelBench = typeof modelBench;
