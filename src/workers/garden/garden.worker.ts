// The garden worker: the whole pipeline (valve, segmentation, enzymes, absorption, decay) runs here, behind
// Comlink, so the main thread only renders; the model runs in a worker of its own (src/workers/model), so
// digestion and embedding overlap.
import * as Comlink from 'comlink';
import { RemoteEmbedder } from '../../model/remote-embedder';
import { TransformersEmbedder } from '../../model/transformers-embedder';
import { localModelPath, startModelWorker } from '../model/model-client';
import { exportBackup, importBackup } from '../../storage/backup';
import { DexieStore } from '../../storage/dexie-store';
import { GardenService } from './garden-service';
import { CHANGE_CHANNEL, DB_NAME } from './names';

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
    // The tokenizer (to cut segments here) and the model (in its own worker) load side by side.
    const [countTokens, { model, stop }] = await Promise.all([
      TransformersEmbedder.tokenCounter({ localModelPath: localModelPath() }),
      startModelWorker(onProgress),
    ]);
    return new RemoteEmbedder(model, countTokens, stop);
  },
  announce,
});

// A follower reloads when the writer (another tab) says the garden changed.
channel.onmessage = (event: MessageEvent<{ from?: string }>) => {
  if (event.data.from === 'writer') void service.followChange();
};

Comlink.expose(service);
