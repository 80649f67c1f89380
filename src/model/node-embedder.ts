// The real model in Node (tests, evaluation, benchmarks), read from the folder the install step built.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TransformersEmbedder } from './transformers-embedder';

export const NODE_MODEL_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/models');

export function loadNodeEmbedder(batchSize = 32): Promise<TransformersEmbedder> {
  return TransformersEmbedder.load({ localModelPath: `${NODE_MODEL_PATH}/`, device: 'cpu', batchSize });
}
