// The garden worker: the whole pipeline (valve, segmentation, enzymes, absorption, decay) runs here, behind
// Comlink, so the main thread only renders; the model runs in a worker of its own (src/workers/model), so
// digestion and embedding overlap.
import * as Comlink from 'comlink';
import { RemoteEmbedder } from '../../model/remote-embedder';
import { TransformersEmbedder } from '../../model/transformers-embedder';
import type { ModelWorkerApi } from '../model/model.worker';
import { exportBackup, importBackup } from '../../storage/backup';
import { DexieStore } from '../../storage/dexie-store';
import { GardenService } from './garden-service';
import { CHANGE_CHANNEL, DB_NAME } from './names';

// Paths, not URLs: transformers.js treats a full http(s) URL as a remote model, and remote models are off.
const base = import.meta.env.BASE_URL;
const channel = new BroadcastChannel(CHANGE_CHANNEL);

// Changes are announced at most every 250 ms: a batch of 200 sources is one refresh for the views, not 200.
let pending: ReturnType<typeof setTimeout> | undefined;
function announce(): void {
  pending ??= setTimeout(() => {
    pending = undefined;
    channel.postMessage({ type: 'changed', at: Date.now(), from: service.role });
  }, 250);
}

let store: Promise<DexieStore> | undefined;
const openStore = (): Promise<DexieStore> => (store ??= DexieStore.open(DB_NAME));

const LOCK = 'metabolic-garden:writer';
const writerLock = {
  tryAcquire: () =>
    new Promise<boolean>((resolve) => {
      void navigator.locks.request(LOCK, { ifAvailable: true }, (lock) => {
        resolve(lock !== null);
        // Held for the life of this worker: closing the tab releases it.
        return lock ? new Promise<void>(() => undefined) : undefined;
      });
    }),
  whenFree: (then: () => void) => {
    void navigator.locks.request(LOCK, () => {
      then();
      return new Promise<void>(() => undefined);
    });
  },
};

const service = new GardenService({
  writerLock,
  openStore,
  exportBackup: async (now) => exportBackup(await openStore(), now),
  importBackup: async (text, dimensions) => importBackup(await openStore(), text, dimensions),
  loadEmbedder: async (onProgress) => {
    const localModelPath = `${base}models/`;
    const model = Comlink.wrap<ModelWorkerApi>(
      new Worker(new URL('../model/model.worker.ts', import.meta.url), { type: 'module', name: 'model' }),
    );
    const [countTokens] = await Promise.all([
      TransformersEmbedder.tokenCounter({ localModelPath }),
      model.load(
        {
          localModelPath,
          device: 'wasm',
          // The app's own copy of the ONNX runtime (scripts/copy-runtime.mjs): never a CDN.
          wasmPaths: {
            mjs: `${base}ort/ort-wasm-simd-threaded.asyncify.mjs`,
            wasm: `${base}ort/ort-wasm-simd-threaded.asyncify.wasm`,
          },
          batchSize: 16,
        },
        Comlink.proxy(onProgress),
      ),
    ]);
    return new RemoteEmbedder(model, countTokens);
  },
  announce,
});

// A follower reloads when the writer (another tab) says the garden changed.
channel.onmessage = (event: MessageEvent<{ from?: string }>) => {
  if (event.data.from === 'writer') void service.followChange();
};

Comlink.expose(service);
