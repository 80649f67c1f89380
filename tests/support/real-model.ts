import type { TransformersEmbedder } from '../../src/model/transformers-embedder';
import { loadNodeEmbedder } from '../../src/model/node-embedder';

let shared: Promise<TransformersEmbedder> | undefined;

/** The shipped model, loaded once per test file. */
export function realModel(): Promise<TransformersEmbedder> {
  shared ??= loadNodeEmbedder();
  return shared;
}
