// The real model in Node (tests, evaluation, benchmarks), read from the folder the install step built.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import * as Comlink from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { RemoteEmbedder, type ModelEndpoint } from './remote-embedder';
import { TransformersEmbedder } from './transformers-embedder';

export const NODE_MODEL_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/models');

export function loadNodeEmbedder(batchSize = 32): Promise<TransformersEmbedder> {
  return TransformersEmbedder.load({ localModelPath: `${NODE_MODEL_PATH}/`, device: 'cpu', batchSize });
}

/** The model on its own worker thread, as the browser runs it in its own worker: digestion overlaps embedding. */
export async function loadThreadedNodeEmbedder(batchSize = 32): Promise<RemoteEmbedder> {
  const localModelPath = `${NODE_MODEL_PATH}/`;
  const worker = new Worker(threadEntry(new URL('./node-model-thread.ts', import.meta.url)), {
    eval: true,
    workerData: { localModelPath, batchSize },
  });
  const remote = Comlink.wrap<ModelEndpoint & { ready(): Promise<void> }>(nodeEndpoint(worker));
  const [counter] = await Promise.all([TransformersEmbedder.tokenCounter({ localModelPath }), remote.ready()]);
  return new RemoteEmbedder(remote, counter, () => void worker.terminate());
}

/**
 * A worker thread's entry for a TypeScript module. Run from source (tsx), the thread must register tsx before
 * it imports the module: Node 20 does not apply a parent's `--import` loader to a worker's entry.
 */
function threadEntry(module: URL): string {
  const load = `import(${JSON.stringify(module.href)})`;
  if (!module.pathname.endsWith('.ts')) return load;
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  return `import(${tsx}).then(({ register }) => { register(); return ${load}; })`;
}
