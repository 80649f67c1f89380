import { describe, expect, it } from 'vitest';
import { feed, makeGarden } from '../../../tests/support/garden';
import { DEFAULT_SETTINGS } from '../settings';
import { salienceAt } from './salience';

const only = (g: Awaited<ReturnType<typeof makeGarden>>['garden']) => [...g.state.nodes.values()][0];

describe('decay', () => {
  it('does not decay inside the immunity window, then halves per half-life', () => {
    const node = { base: 1, touchedAt: 0, retention: 'external' as const, refs: 0 };
    const day = 86_400_000;
    expect(salienceAt(node, 29 * day, DEFAULT_SETTINGS)).toBe(1);
    expect(salienceAt(node, (30 + 90) * day, DEFAULT_SETTINGS)).toBeCloseTo(0.5, 6);
    // References stretch the half-life.
    expect(salienceAt({ ...node, refs: 3 }, (30 + 90) * day, DEFAULT_SETTINGS)).toBeGreaterThan(0.5);
  });

  it('takes an idle session note from active to dormant to compost on the simulated clock', async () => {
    const { garden, clock } = await makeGarden();
    await feed(garden, 'Had a cheese sandwich and an apple for lunch.', { trust: 'session' });
    clock.advanceDays(29);
    await garden.catchUp();
    expect(only(garden)?.state).toBe('active');
    clock.advanceDays(30);
    await garden.catchUp();
    expect(only(garden)?.state).toBe('dormant');
    clock.advanceDays(60);
    await garden.catchUp();
    const node = only(garden);
    expect(node?.state).toBe('composted');
    const entry = garden.state.compostByNode.get(node?.id ?? '');
    expect(entry?.reason).toBe('decayed');
    expect(entry?.cause.note).toMatch(/below 0.1/);
    expect(entry?.sourceIds).toEqual(node?.sourceIds);
  });

  it('keeps an operator note active for a year and recallable', async () => {
    const { garden, clock } = await makeGarden();
    await feed(garden, 'The boiler model is Vaillant ecoTEC 832.');
    clock.advanceDays(365);
    await garden.catchUp();
    expect(only(garden)?.state).toBe('active');
    expect((await garden.recall('boiler model', { observe: true }))[0]?.node.text).toContain('Vaillant');
  });

  it('a touch (a non-observing recall) refreshes a node; an observing one does not', async () => {
    const { garden, clock } = await makeGarden();
    await feed(garden, 'Bus was late again by twelve minutes.', { trust: 'session' });
    clock.advanceDays(40);
    await garden.recall('bus late', { observe: true });
    expect(only(garden)?.touchedAt).toBeLessThan(clock.now());
    await garden.recall('bus late');
    expect(only(garden)?.touchedAt).toBe(clock.now());
    expect(only(garden)?.refs).toBe(1);
  });

  it('follows a half-life the user changed', async () => {
    const { garden, clock } = await makeGarden();
    await garden.updateSettings({ halfLifeDays: { ...DEFAULT_SETTINGS.halfLifeDays, session: 365 } });
    await feed(garden, 'Spent twenty minutes looking for the other sock.', { trust: 'session' });
    clock.advanceDays(120);
    await garden.catchUp();
    expect(only(garden)?.state).toBe('active');
    await expect(garden.updateSettings({ compostFloor: 0.9 })).rejects.toThrow(/thresholds/);
  });

  it('runs one sweep per simulated day that passed', async () => {
    const { garden, clock } = await makeGarden();
    const start = garden.state.sweptUntil;
    clock.advanceDays(10.5);
    await garden.catchUp();
    expect((garden.state.sweptUntil - start) / 86_400_000).toBe(10);
  });
});
