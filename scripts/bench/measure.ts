// Timing helpers for the benchmark: percentiles of repeated calls.
export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
}

export interface Latency {
  p50: number;
  p95: number;
  n: number;
}

/** Runs `call` over the inputs `rounds` times (after one warm-up round) and gives p50/p95 in ms. */
export async function latency<T>(inputs: T[], rounds: number, call: (x: T) => unknown): Promise<Latency> {
  for (const x of inputs) await call(x);
  const ms: number[] = [];
  for (let r = 0; r < rounds; r++)
    for (const x of inputs) {
      const t = performance.now();
      await call(x);
      ms.push(performance.now() - t);
    }
  const round = (v: number) => Number(v.toFixed(2));
  return { p50: round(percentile(ms, 50)), p95: round(percentile(ms, 95)), n: ms.length };
}

export const seconds = async <T>(work: () => Promise<T> | T): Promise<{ value: T; ms: number }> => {
  const t = performance.now();
  const value = await work();
  return { value, ms: Number((performance.now() - t).toFixed(1)) };
};
