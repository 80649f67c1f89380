// The WRITE-path seed's idle-day machine as a decay policy: active while touched recently or younger than 30
// days, dormant after 90 idle days (180 with 10+ refs), archived after 180 — per class, e.g. session at 45.
import { describe, expect, it } from 'vitest';
import { feed, makeGarden } from '../../../tests/support/garden';
import { DEFAULT_SETTINGS, mergeSettings } from '../settings';
import { idleMarks, salienceAt } from './salience';

const DAY = 86_400_000;
const idleOperators = mergeSettings({ decayPolicy: { ...DEFAULT_SETTINGS.decayPolicy, operator: 'idle-days' } });

async function stateAfter(days: number[], setup: { refs?: number } = {}) {
  const { garden, clock } = await makeGarden();
  await garden.updateSettings({ decayPolicy: idleOperators.decayPolicy });
  await feed(garden, 'The boiler model is Vaillant ecoTEC 832.');
  const id = [...garden.state.nodes.keys()][0] ?? '';
  for (let i = 0; i < (setup.refs ?? 0); i++) await garden.recall('Vaillant boiler model');
  const states: string[] = [];
  let at = 0;
  for (const d of days) {
    clock.advanceDays(d - at);
    at = d;
    await garden.catchUp();
    states.push(garden.state.nodes.get(id)?.state ?? 'missing');
  }
  return { garden, id, states };
}

describe('the idle-day decay policy', () => {
  it('puts the sweep thresholds exactly on the seed days', () => {
    const node = { base: 1, touchedAt: 0, retention: 'operator' as const, refs: 0 };
    expect(idleMarks(node, idleOperators)).toEqual({ dormantAt: 90, archiveAt: 180 });
    expect(idleMarks({ ...node, refs: 10 }, idleOperators)).toEqual({ dormantAt: 180, archiveAt: 180 });
    expect(salienceAt(node, 29 * DAY, idleOperators)).toBe(1);
    expect(salienceAt(node, 90 * DAY, idleOperators)).toBeCloseTo(idleOperators.dormantBelow, 9);
    expect(salienceAt(node, 180 * DAY, idleOperators)).toBeCloseTo(idleOperators.compostFloor, 9);
    // Ranking sinks steadily in between: weighting, not deletion.
    expect(salienceAt(node, 60 * DAY, idleOperators)).toBeLessThan(1);
    expect(salienceAt(node, 60 * DAY, idleOperators)).toBeGreaterThan(idleOperators.dormantBelow);
    // The half-life policy of the same class is untouched.
    expect(salienceAt(node, 180 * DAY, DEFAULT_SETTINGS)).toBeGreaterThan(0.7);
  });

  it('takes an idle operator note active → dormant at 90 days → archived at 180, saying why', async () => {
    const { garden, id, states } = await stateAfter([89, 92, 179, 182]);
    expect(states).toEqual(['active', 'dormant', 'dormant', 'composted']);
    const entry = garden.state.compostByNode.get(id);
    expect(entry?.reason).toBe('decayed');
    expect(entry?.cause.note).toMatch(/archived after 180 days idle \(idle-day policy\)/);
  });

  it('keeps a note referenced 10 times active until it is archived at 180 days', async () => {
    const { states } = await stateAfter([120, 179, 182], { refs: 10 });
    expect(states).toEqual(['active', 'active', 'composted']);
  });

  it('ages a section faster when its window is shorter (session memory at 45 days)', async () => {
    const { garden, clock } = await makeGarden();
    await garden.updateSettings({ decayPolicy: { ...DEFAULT_SETTINGS.decayPolicy, session: 'idle-days' } });
    await feed(garden, 'Had a cheese sandwich and an apple for lunch.', { trust: 'session' });
    const id = [...garden.state.nodes.keys()][0] ?? '';
    clock.advanceDays(47);
    await garden.catchUp();
    expect(garden.state.nodes.get(id)?.state).toBe('dormant');
    clock.advanceDays(45);
    await garden.catchUp();
    expect(garden.state.nodes.get(id)?.state).toBe('composted');
  });

  it('opens a garden saved before decay policies existed with the half-life policy', async () => {
    const { garden } = await makeGarden();
    const { decayPolicy: _p, idleDays: _i, ...older } = DEFAULT_SETTINGS;
    garden.state.apply({
      sources: [],
      nodes: [],
      edges: [],
      compost: [],
      vectors: [],
      meta: { sweptUntil: 0, settings: older as typeof DEFAULT_SETTINGS },
    });
    expect(garden.settings.decayPolicy.operator).toBe('half-life');
    expect(garden.settings.idleDays.session).toBe(45);
  });

  it('refuses a policy it does not know', async () => {
    const { garden } = await makeGarden();
    await expect(
      garden.updateSettings({ decayPolicy: { ...DEFAULT_SETTINGS.decayPolicy, operator: 'forever' as 'half-life' } }),
    ).rejects.toThrow(/decay policy for operator must be one of half-life, idle-days/);
  });
});
