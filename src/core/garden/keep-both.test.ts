import { describe, expect, it } from 'vitest';
import { feed, makeGarden } from '../../../tests/support/garden';
import { HashEmbedder } from '../embedding/hash-embedder';
import type { Arrival } from '../enzymes/verdict';
import { judge } from '../enzymes/verdict';
import { Draft } from '../kernel/draft';
import { Garden } from './garden';

const TOWN = 'The library closing time is 5 pm.';

describe('keeping both sides of a lesion', () => {
  it('closes it, loses nothing, and remembers that the two notes speak of different things', async () => {
    const { garden, clock, store } = await makeGarden({ store: 'dexie' });
    const home = await feed(garden, 'The library closing time is 8 pm.', { title: 'Home' });
    const town = await feed(garden, TOWN, { title: 'Town page', trust: 'external' });
    const [lesion] = garden.openLesions();
    if (!lesion) throw new Error('expected a lesion between the two notes');
    clock.advanceDays(1);
    await garden.keepBoth(lesion.edge.id);

    expect(garden.openLesions()).toHaveLength(0);
    expect(garden.state.edges.get(lesion.edge.id)).toMatchObject({ open: false, resolution: /kept both/ });
    // Neither side loses anything: both stay active, neither decays as a loser.
    for (const side of [lesion.challenger, lesion.challenged])
      expect(garden.state.nodes.get(side.id)).toMatchObject({ state: 'active', retention: side.retention });
    expect(garden.state.settings.apart).toEqual([[town.source.id, home.source.id]]);

    // Remembered in the store: the garden opened again knows it.
    const reopened = await Garden.open({ store, embedder: new HashEmbedder(), clock });
    expect(reopened.state.keptApart(home.source.id, town.source.id)).toBe(true);

    // More from the town page meets the home note as another context: no conflict again. The same words
    // from a third note still conflict: only the two notes were kept apart.
    const draft = new Draft(reopened.state, clock.now());
    const vector = draft.vectorOf(lesion.challenger.id);
    if (!vector) throw new Error('the town node has no vector');
    const arrival = (sourceId: string): Arrival => ({
      text: TOWN,
      vector,
      mass: 8,
      density: 0.5,
      trust: 'external',
      origin: 'town',
      generatedAt: clock.now(),
      sourceId,
      exclude: lesion.challenger.id,
    });
    expect(judge(arrival(town.source.id), draft).challenged).toHaveLength(0);
    expect(judge(arrival('s_elsewhere'), draft).challenged.map((m) => m.node.id)).toEqual([lesion.challenged.id]);
  });
});
