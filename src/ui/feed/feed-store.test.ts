import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stagedFile } from './staged';

// The worker, as the feed meets it: here one whose garden has not opened yet.
const worker = {
  ingest: vi.fn(() => Promise.reject(new Error('the garden is not open yet'))),
  readConversations: vi.fn(() => Promise.resolve([])),
  unreadable: vi.fn((contents: unknown[]) => Promise.resolve(contents.map(() => null))),
};
vi.mock('../../workers/garden/garden-client', () => ({
  gardenWorker: () => worker,
  callback: <T>(f: T) => f,
}));

const { useFeed } = await import('./feed-store');

beforeEach(() => {
  vi.stubGlobal('navigator', { storage: { persist: () => Promise.resolve(true) } });
  useFeed.setState({ staged: [], outcomes: [], running: false, notice: '' });
});

describe('the feed', () => {
  it('keeps a batch the worker refused as a whole: nothing of it was stored', async () => {
    const note = { ...stagedFile('meter.md', 'The gas meter is under the stairs.'), trust: 'session' as const };
    useFeed.getState().stage([note]);
    await useFeed.getState().digest();
    const { staged, outcomes, running } = useFeed.getState();
    expect(running).toBe(false);
    expect(staged).toEqual([note]);
    expect(outcomes).toEqual([
      { name: 'meter.md', status: 'failed', reason: 'the garden is not open yet: kept in the feed, to digest again' },
    ]);
  });
});
