import { describe, expect, it } from 'vitest';
import { feed, fingerprint, makeGarden } from '../../../tests/support/garden';
import { HashEmbedder } from '../embedding/hash-embedder';
import { Garden } from '../garden/garden';

describe('a rehearsal', () => {
  it('runs the garden in memory: decay, new notes and their journal, and leaves the store as it was', async () => {
    const { garden, clock, store } = await makeGarden({ store: 'dexie' });
    const kept = await feed(garden, 'The boiler is in the loft.\n\nHad a cheese sandwich for lunch.', {
      trust: 'session',
      title: 'Day',
    });
    const before = fingerprint(garden);
    const stored = (await store.journal({})).length;

    await garden.rehearse();
    expect(garden.rehearsing).toBe(true);
    clock.advanceDays(150);
    await garden.catchUp();
    const added = await feed(garden, 'The spare key is under the blue pot.', { title: 'Key' });
    expect(garden.counts().composted).toBe(2);
    // The rehearsal reads through to what is stored, and adds its own.
    const keyId = added.segments[0]?.nodeId ?? '';
    expect(await garden.texts(added.source.id)).toHaveLength(1);
    expect(await garden.texts(kept.source.id)).toHaveLength(1);
    const journal = await garden.journal({});
    expect(journal.map((j) => j.event)).toEqual(expect.arrayContaining(['intake', 'excrete']));
    expect(new Set(journal.map((j) => j.seq)).size).toBe(journal.length);
    expect((await garden.journal({ nodeId: keyId })).map((j) => j.event)).toContain('absorb');

    // The store never saw any of it.
    expect((await store.journal({})).length).toBe(stored);
    const real = await Garden.open({ store, embedder: new HashEmbedder(), clock });
    expect(fingerprint(real)).toEqual(before);
    expect(real.state.sources.has(added.source.id)).toBe(false);
  });
});
