// The browser's ways of saying "full" all become StorageFullError; other failures stay what they were.
import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { StorageFullError } from '../core/kernel/store';
import { DexieStore } from './dexie-store';
import { isQuotaError } from './quota';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('a full disk, as IndexedDB reports it', () => {
  it('is recognised bare, wrapped by Dexie, or as the cause of an abort; other errors are not', () => {
    expect(isQuotaError(quota())).toBe(true);
    expect(isQuotaError(new Dexie.AbortError('Transaction aborted', quota()))).toBe(true);
    expect(isQuotaError(new Error('write failed', { cause: quota() }))).toBe(true);
    expect(isQuotaError(new Dexie.ConstraintError('Key already exists'))).toBe(false);
    expect(isQuotaError('quota')).toBe(false);
  });

  it('comes out of the store as StorageFullError, and the store keeps what it held', async () => {
    const store = await DexieStore.open(`quota-${String(process.pid)}`);
    const entry = { id: 'gut_1', stagedAt: 1, input: { content: 'a', trust: 'operator' as const } };
    await store.stage([entry]);
    vi.spyOn(store.db.gut, 'bulkPut').mockImplementationOnce(() =>
      Dexie.Promise.reject(new Dexie.AbortError('aborted', quota())),
    );
    await expect(store.stage([{ ...entry, id: 'gut_2' }])).rejects.toBeInstanceOf(StorageFullError);
    expect((await store.pending()).map((e) => e.id)).toEqual(['gut_1']);
    await store.close();
  });
});
