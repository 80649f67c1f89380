import type { Embedder } from '../core/embedding/embedder';

/**
 * Remembers each text's vector, so that two consumers of the same texts pay for one embedding. It passes the
 * model's tokenizer on: without it the garden would cut segments by an estimate, not as the app does.
 */
export class CachingEmbedder implements Embedder {
  private readonly cache = new Map<string, Float32Array>();
  readonly countTokens?: (text: string) => number;
  readonly maxTokens?: number;
  constructor(private readonly inner: Embedder) {
    if (inner.countTokens) this.countTokens = (text) => inner.countTokens?.(text) ?? 0;
    if (inner.maxTokens !== undefined) this.maxTokens = inner.maxTokens;
  }
  get id(): string {
    return this.inner.id;
  }
  get dimensions(): number {
    return this.inner.dimensions;
  }
  async embed(texts: string[]): Promise<Float32Array[]> {
    const missing = [...new Set(texts.filter((t) => !this.cache.has(t)))];
    if (missing.length) {
      const vectors = await this.inner.embed(missing);
      missing.forEach((t, i) => {
        const v = vectors[i];
        if (v) this.cache.set(t, v);
      });
    }
    return texts.map((t) => this.cache.get(t) ?? new Float32Array(this.dimensions));
  }
}
