// The garden worker: the whole pipeline (valve, segmentation, embeddings, enzymes, absorption, decay) runs
// here, behind Comlink, so the main thread only renders.
import * as Comlink from 'comlink';
import { TransformersEmbedder } from '../../model/transformers-embedder';
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
  exportBackup: async (now) => exportBackup((await openStore()).db, now),
  importBackup: async (text) => importBackup((await openStore()).db, text),
  loadEmbedder: (onProgress) =>
    TransformersEmbedder.load({
      localModelPath: `${base}models/`,
      device: 'wasm',
      // The app's own copy of the ONNX runtime (scripts/copy-runtime.mjs): never a CDN.
      wasmPaths: {
        mjs: `${base}ort/ort-wasm-simd-threaded.asyncify.mjs`,
        wasm: `${base}ort/ort-wasm-simd-threaded.asyncify.wasm`,
      },
      batchSize: 16,
      onProgress: (p) => {
        onProgress({
          status: p.status,
          ...(p.file ? { file: p.file } : {}),
          ...(p.progress !== undefined ? { progress: p.progress } : {}),
        });
      },
    }),
  announce,
});

// A follower reloads when the writer (another tab) says the garden changed.
channel.onmessage = (event: MessageEvent<{ from?: string }>) => {
  if (event.data.from === 'writer') void service.followChange();
};

Comlink.expose(service);
