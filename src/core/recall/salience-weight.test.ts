import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock';
import { toCodes } from '../embedding/codes';
import { normalise } from '../embedding/vector';
import { GardenState } from '../kernel/state';
import { plainNode } from '../../../tests/support/garden';
import { recall } from './recall';

/** A unit vector at `cos` from the first axis (the query's), turned towards another axis for each note. */
const at = (cos: number, axis = 1): Float32Array => {
  const v = new Float32Array(4);
  v[0] = cos;
  v[axis] = Math.sqrt(1 - cos * cos);
  return normalise(v);
};

describe('salience in ranking', () => {
  it('orders near-equal answers but never buries a clearly better one the user has not touched for most of a year', () => {
    const now = 400 * DAY_MS;
    const state = new GardenState(4);
    // Both name the query's words once: only meaning and salience tell them apart.
    const idle = plainNode('idle', 'The spare key is with the neighbour at number 12.', { touchedAt: 0 });
    const fresh = plainNode('fresh', 'The spare key for the shed hangs by the back door.', { touchedAt: now });
    state.apply({
      sources: [],
      nodes: [idle, fresh],
      edges: [],
      compost: [],
      vectors: [
        { id: 'idle', codes: toCodes(at(0.9)) },
        { id: 'fresh', codes: toCodes(at(0.6, 2)) },
      ],
    });
    const ranked = recall(state, { text: 'spare key', vector: at(1) }, { now });
    expect(ranked.map((r) => r.node.id)).toEqual(['idle', 'fresh']);
    expect(ranked[0]?.salience).toBeLessThan(0.6);
    // …while between two answers about as good, the fresher one comes first.
    state.apply({
      sources: [],
      nodes: [],
      edges: [],
      compost: [],
      vectors: [{ id: 'fresh', codes: toCodes(at(0.88, 2)) }],
    });
    expect(recall(state, { text: 'spare key', vector: at(1) }, { now }).map((r) => r.node.id)).toEqual([
      'fresh',
      'idle',
    ]);
  });
});
