// A full disk is a state, not a crash: nothing stored is lost, search answers, the garden opens, and what
// could not be digested waits in the gut until there is room.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { HashEmbedder } from '../embedding/hash-embedder';
import { FillingStore } from '../../../tests/support/garden';
import { Garden } from './garden';
import { StorageFullError } from '../kernel/store';

const T0 = Date.parse('2026-03-02T09:00:00Z');
const notes = (tag: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    content: `The ${tag} shelf ${String(i)} holds jars of pickled ${tag} number ${String(i)}.`,
    title: `${tag} ${String(i)}`,
    trust: 'operator' as const,
  }));

async function gardenOn(store: FillingStore, clock = new ManualClock(T0)) {
  return Garden.open({ store, embedder: new HashEmbedder(), clock });
}

describe('a full disk', () => {
  it('refuses a batch it cannot stage as a unit: nothing changes, search answers, the garden says it is full', async () => {
    const store = new FillingStore();
    const garden = await gardenOn(store);
    await garden.ingestMany(notes('beet', 3));
    store.full = true;
    await expect(garden.ingestMany(notes('plum', 4))).rejects.toBeInstanceOf(StorageFullError);
    expect(garden.storageFull).toBe(true);
    expect(garden.state.sources.size).toBe(3);
    expect(await garden.waiting()).toHaveLength(0);
    // A search still answers (its touch and its sweep wait for room), days later too.
    const clock = new ManualClock(T0 + 3 * 86_400_000);
    const later = await gardenOn(store, clock);
    const hits = await later.recall('pickled beet shelf');
    expect(hits[0]?.node.text).toContain('beet');
    expect(later.storageFull).toBe(true);
    // Space freed: the garden learns it has room when asked, and writes again.
    store.full = false;
    expect(await later.checkRoom()).toBe(true);
    expect(later.storageFull).toBe(false);
  });

  it('keeps in the gut what it staged but could not digest, and digests it once when there is room', async () => {
    const store = new FillingStore();
    const garden = await gardenOn(store);
    store.fillAfterStaging = true;
    await expect(garden.ingestMany(notes('fig', 5))).rejects.toBeInstanceOf(StorageFullError);
    expect(garden.state.sources.size).toBe(0);
    expect(await garden.waiting()).toHaveLength(5);
    // Reopened while still full: it opens as stored, and nothing is lost.
    const reopened = await gardenOn(store);
    await expect(reopened.resume()).rejects.toBeInstanceOf(StorageFullError);
    expect(await reopened.waiting()).toHaveLength(5);
    // Room again: each waiting source is digested once, in the order it was picked.
    store.full = false;
    store.fillAfterStaging = false;
    const results = await reopened.resume();
    expect(results.map((r) => r?.status)).toEqual(Array(5).fill('absorbed'));
    expect(reopened.storageFull).toBe(false);
    expect([...reopened.state.sources.values()].map((s) => s.title)).toEqual(notes('fig', 5).map((n) => n.title));
    expect(await reopened.waiting()).toHaveLength(0);
  });
});
