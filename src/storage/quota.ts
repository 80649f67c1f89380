// A full disk, as IndexedDB and Dexie report it, becomes the one error the garden knows: StorageFullError.
import { StorageFullError } from '../core/kernel/store';

/**
 * Whether an error is the browser refusing a write for want of space: a `QuotaExceededError` itself, or
 * Dexie's wrapper of the transaction it aborted (an `AbortError` whose `inner` is the quota error).
 */
export function isQuotaError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; depth++) {
    if (e.name === 'QuotaExceededError' || /quota/i.test(e.message)) return true;
    e = (e as { inner?: unknown }).inner ?? e.cause;
  }
  return false;
}

/** Runs a write; a full disk comes out as StorageFullError, anything else as it was. */
export async function guardQuota<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isQuotaError(error) ? new StorageFullError(error) : error;
  }
}
