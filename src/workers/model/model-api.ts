// What crosses the boundary to the model worker: load once, then embed calls.
import type { TransformersEmbedderOptions } from '../../model/transformers-embedder';
import type { ModelProgress } from '../garden/garden-api';

export type ModelLoadOptions = Omit<TransformersEmbedderOptions, 'onProgress'>;

export interface ModelWorkerApi {
  /** Loads the shipped model and runs one warm-up inference. */
  load(options: ModelLoadOptions, onProgress: (p: ModelProgress) => void): Promise<void>;
  embed(texts: string[]): Promise<Float32Array[]>;
}
