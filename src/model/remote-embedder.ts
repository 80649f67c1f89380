// An embedder whose model runs on another thread (a Node worker thread, a browser worker). Segments are still
// cut here, with the model's own tokenizer, but the model's work leaves this thread: the garden digests one
// batch while the model embeds the next, and neither waits for the other.
import type { Embedder } from '../core/embedding/embedder';
import { MODEL_DIMENSIONS, MODEL_ID, MODEL_MAX_TOKENS } from './transformers-embedder';

/** What the model's thread offers. */
export interface ModelEndpoint {
  embed(texts: string[]): Promise<Float32Array[]>;
}

export class RemoteEmbedder implements Embedder {
  readonly id = MODEL_ID;
  readonly dimensions = MODEL_DIMENSIONS;
  readonly maxTokens = MODEL_MAX_TOKENS;

  constructor(
    private readonly model: ModelEndpoint,
    private readonly counter: (text: string) => number,
    private readonly stop: () => void = () => undefined,
  ) {}

  embed(texts: string[]): Promise<Float32Array[]> {
    return this.model.embed(texts);
  }

  countTokens(text: string): number {
    return this.counter(text);
  }

  /** Ends the model's thread. */
  dispose(): void {
    this.stop();
  }
}
