// The model on a Node worker thread (see RemoteEmbedder): onnxruntime-node runs a session on the calling
// thread, so this is what lets the garden digest while the model embeds.
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import * as Comlink from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { embedEndpoint } from './model-endpoint';

if (!parentPort) throw new Error('node-model-thread runs as a worker thread');
const { localModelPath, batchSize } = workerData as { localModelPath: string; batchSize: number };
/**
 * The model yields to the garden's thread: on a machine with few cores the model's threads and the garden's
 * compete for them, and an ingest waits on the garden's. Linux keeps a niceness per thread, and a thread
 * inherits it from the thread that makes it: the model's modules are imported only after this (see below),
 * so any thread the runtime makes here, as it loads or as its session starts, inherits it. Alone, the model
 * runs as fast as before.
 * (Elsewhere the call may set the whole process's priority: the garden's thread then yields as much.)
 */
const MODEL_NICENESS = 10;
try {
  os.setPriority(MODEL_NICENESS);
} catch {
  // A system that refuses only leaves the threads as equals, as they were.
}
// (Imported here, not above: an import at the top of a module runs before its body.)
const { TransformersEmbedder } = await import('./transformers-embedder');
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
