import { describe, expect, it } from 'vitest';
import { normalise } from '../embedding/vector';
import { toCodes } from '../embedding/codes';
import type { NodeVector } from '../kernel/changes';
import { Draft } from '../kernel/draft';
import { GardenState } from '../kernel/state';
import type { GardenNode } from '../types';
import { plainNode } from '../../../tests/support/garden';
import { findCandidates } from './candidates';

const node = (id: string, text: string, vector: Float32Array): [GardenNode, NodeVector] => [
  plainNode(id, text),
  { id, codes: toCodes(vector) },
];

describe('enzyme candidates', () => {
  it('keep the nodes that share the words even when many others are closer by embedding', () => {
    const query = normalise(Float32Array.from([1, 0, 0, 0]));
    // Thirty sentences shaped like the query (similarity ~0.9) about other things…
    const alike = Array.from({ length: 30 }, (_, i) =>
      node(
        `alike${String(i)}`,
        `The quiz ${String(i)} night changed to Wednesday.`,
        normalise(Float32Array.from([1, 0.4, 0.1 * (i % 3), 0])),
      ),
    );
    // …and the one it speaks of, further away by embedding.
    const target = node(
      'target',
      'Household facts: book club night = Thursday.',
      normalise(Float32Array.from([1, 0, 0, 1.2])),
    );
    const all = [...alike, target];
    const garden = { sources: [], nodes: all.map(([n]) => n), edges: [], compost: [], vectors: all.map(([, v]) => v) };
    const state = GardenState.open({ since: [garden] }, 4);
    const { living } = findCandidates(
      query,
      'As of this month the book club night changed to Wednesday.',
      new Draft(state, 0),
    );
    expect(living.map((c) => c.node.id)).toContain('target');
    expect(living.length).toBeLessThanOrEqual(12 + 8);
  });
});
