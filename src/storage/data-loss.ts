// Chromium discards an IndexedDB store it finds damaged (a torn write after a crash, a failing disk) and opens
// an empty one in its place; it says so only on the `upgradeneeded` event of the next open, as `dataLoss`
// "total" with a message (a Chromium extension: https://github.com/w3c/IndexedDB/issues/30). Dexie does not
// pass that event on, so the factory it opens with is watched here.

/** The fields Chromium adds to `upgradeneeded`; other browsers leave them out. */
interface DataLossEvent extends Event {
  dataLoss?: 'none' | 'total';
  dataLossMessage?: string;
}

/**
 * `factory`, whose `open` calls `onLoss` with the browser's message when the browser reports that it
 * discarded what the database held.
 */
export function reportingDataLoss(factory: IDBFactory, onLoss: (message: string) => void): IDBFactory {
  const open = (name: string, version?: number): IDBOpenDBRequest => {
    const request = factory.open(name, version);
    request.addEventListener('upgradeneeded', (event: DataLossEvent) => {
      if (event.dataLoss === 'total') onLoss(event.dataLossMessage ?? '');
    });
    return request;
  };
  return new Proxy(factory, {
    get(target, key) {
      if (key === 'open') return open;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
