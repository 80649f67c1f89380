import { describe, expect, it } from 'vitest';
import { feed, makeGarden } from '../../../tests/support/garden';
import { libraryView } from './library';

describe('the library view', () => {
  it('counts each source’s nodes by state, a node confirmed by two sources for both', async () => {
    const { garden, clock } = await makeGarden();
    const home = await feed(garden, '# Home\n\nThe boiler is in the loft.\n\nThe spare key is in the blue tin.');
    const again = await feed(garden, 'The boiler is in the loft.', {
      trust: 'external',
      origin: 'https://example.org',
    });
    const chat = await feed(garden, 'Watched a documentary about moss.', { trust: 'session' });
    clock.advanceDays(150);
    await garden.catchUp();
    const byId = new Map(libraryView(garden).map((entry) => [entry.id, entry]));
    expect(byId.size).toBe(3);
    const homeNodes = new Set(home.segments.map((s) => s.nodeId)).size;
    expect(homeNodes).toBeGreaterThan(1);
    expect(byId.get(home.source.id)?.states).toEqual({ active: homeNodes, dormant: 0, quarantined: 0, composted: 0 });
    expect(byId.get(again.source.id)?.states.active).toBe(1);
    expect(byId.get(again.source.id)?.origin).toBe('https://example.org');
    expect(byId.get(chat.source.id)?.states).toEqual({ active: 0, dormant: 0, quarantined: 0, composted: 1 });
    expect(byId.get(home.source.id)?.segments).toBe(home.source.segmentIds.length);
    expect(byId.get(chat.source.id)?.nodeId).toBe(chat.segments[0]?.nodeId);
  });
});
