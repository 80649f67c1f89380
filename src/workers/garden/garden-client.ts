// The main thread's side of the garden worker: one worker per tab, a typed Comlink proxy, change events.
import * as Comlink from 'comlink';
import type { GardenApi } from './garden-api';
import { CHANGE_CHANNEL } from './names';

let remote: Comlink.Remote<GardenApi> | undefined;

export function gardenWorker(): Comlink.Remote<GardenApi> {
  remote ??= Comlink.wrap<GardenApi>(
    new Worker(new URL('./garden.worker.ts', import.meta.url), { type: 'module', name: 'garden' }),
  );
  return remote;
}

/** Wraps a callback so the worker can call it across the boundary. */
export const callback = <T extends (...args: never[]) => unknown>(fn: T): T => Comlink.proxy(fn);

/** Calls `listener` whenever the garden changes, in this tab or another. */
export function onGardenChange(listener: () => void): () => void {
  const channel = new BroadcastChannel(CHANGE_CHANNEL);
  channel.onmessage = () => {
    listener();
  };
  return () => {
    channel.close();
  };
}
