// The side that starts the model worker: a typed Comlink proxy, loaded with the app's own model and ONNX
// runtime files (never a CDN).
import * as Comlink from 'comlink';
import type { ModelProgress } from '../garden/garden-api';
import type { ModelWorkerApi } from './model-api';

/** Paths, not URLs: transformers.js treats a full http(s) URL as a remote model, and remote models are off. */
export const localModelPath = (): string => `${import.meta.env.BASE_URL}models/`;

/** Starts a model worker and loads the model in it; resolves once a first inference has run. */
export async function startModelWorker(
  onProgress: (p: ModelProgress) => void,
): Promise<{ model: Comlink.Remote<ModelWorkerApi>; stop: () => void }> {
  const base = import.meta.env.BASE_URL;
  const worker = new Worker(new URL('./model.worker.ts', import.meta.url), { type: 'module', name: 'model' });
  const model = Comlink.wrap<ModelWorkerApi>(worker);
  await model.load(
    {
      localModelPath: localModelPath(),
      device: 'wasm',
      // The app's own copy of the ONNX runtime (scripts/copy-runtime.mjs): never a CDN.
      wasmPaths: {
        mjs: `${base}ort/ort-wasm-simd-threaded.asyncify.mjs`,
        wasm: `${base}ort/ort-wasm-simd-threaded.asyncify.wasm`,
      },
      batchSize: 16,
    },
    Comlink.proxy(onProgress),
  );
  return {
    model,
    stop: () => {
      worker.terminate();
    },
  };
}
