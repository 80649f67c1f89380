// The app's IndexedDB seen from a page, for the benchmark (which seeds a garden straight into it) and the
// browser tests (which check what the app stored). The app must have opened once, so its database exists.
import type { Page } from '@playwright/test';

/**
 * A row to put; its `blobBase64`, if any, is put as its `blob` (a blob cannot cross into the page): pieces
 * of a big blob each cross on their own, and are joined in the page.
 */
export type PageRow = { blobBase64?: string[] } & Record<string, unknown>;

/** Puts `rows` into `store` in one transaction, then tells of every row the store holds whether it is a blob row. */
export function storeRows(page: Page, store: string, rows: PageRow[] = []): Promise<{ blob: boolean }[]> {
  return page.evaluate(
    async ({ store, rows }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const r = indexedDB.open('metabolic-garden');
        r.onsuccess = () => {
          resolve(r.result);
        };
        r.onerror = () => {
          reject(new Error(String(r.error)));
        };
      });
      const done = <T>(r: IDBRequest<T> | IDBTransaction) =>
        new Promise<T | undefined>((resolve, reject) => {
          const ok = () => {
            resolve('result' in r ? r.result : undefined);
          };
          const fail = () => {
            reject(new Error(String(r.error)));
          };
          if (r instanceof IDBTransaction) [r.oncomplete, r.onerror] = [ok, fail];
          else [r.onsuccess, r.onerror] = [ok, fail];
        });
      const tx = db.transaction(store, 'readwrite');
      for (const { blobBase64, ...row } of rows)
        tx.objectStore(store).put(
          blobBase64
            ? {
                ...row,
                blob: new Blob(blobBase64.map((piece) => Uint8Array.from(atob(piece), (c) => c.charCodeAt(0)))),
              }
            : row,
        );
      await done(tx);
      const all = (await done(db.transaction(store).objectStore(store).getAll())) ?? [];
      db.close();
      return all.map((row) => ({ blob: (row as { blob?: unknown }).blob instanceof Blob }));
    },
    { store, rows },
  );
}
