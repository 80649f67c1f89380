// The model on a Node worker thread (see RemoteEmbedder): onnxruntime-node runs a session on the calling
// thread, so this is what lets the garden digest while the model embeds.
import { parentPort, workerData } from 'node:worker_threads';
import * as Comlink from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { embedEndpoint } from './model-endpoint';
import { TransformersEmbedder } from './transformers-embedder';

if (!parentPort) throw new Error('node-model-thread runs as a worker thread');
const { localModelPath, batchSize } = workerData as { localModelPath: string; batchSize: number };
const model = TransformersEmbedder.load({ localModelPath, device: 'cpu', batchSize });

Comlink.expose(
  {
    async ready(): Promise<void> {
      await model;
    },
    embed: embedEndpoint(() => model),
  },
  nodeEndpoint(parentPort),
);
