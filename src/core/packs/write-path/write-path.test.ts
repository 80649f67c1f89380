import { beforeAll, describe, expect, it } from 'vitest';
import { describeDecay } from '../../decay/salience';
import type { Embedder } from '../../embedding/embedder';
import type { Garden } from '../../garden/garden';
import type { GardenNode } from '../../types';
import { feed, makeGarden, note } from '../../../../tests/support/garden';
import { realModel } from '../../../../tests/support/real-model';
import { entryTypeOf } from './entry-type';

let model: Embedder;
beforeAll(async () => {
  model = await realModel();
}, 120_000);

const nodeWith = (g: Garden, text: RegExp): GardenNode | undefined =>
  [...g.state.nodes.values()].find((n) => text.test(n.text));

describe('typed entries', () => {
  it('types entries from their cues and leaves cue-less ones untyped', () => {
    expect(entryTypeOf('Correction: the API limit is 200 requests, not 100.')?.type).toBe('correction');
    expect(entryTypeOf('Watch out: the migration breaks if the table is locked.')?.type).toBe('pitfall');
    expect(entryTypeOf('We decided to host the docs on our own server.')?.type).toBe('decision');
    expect(entryTypeOf('1. Stop the service\n2. Back up the data\n3. Upgrade')?.type).toBe('process');
    expect(entryTypeOf('Always measure before optimising.')?.type).toBe('principle');
    expect(entryTypeOf('Prefer small pull requests.')?.type).toBe('guideline');
    expect(entryTypeOf('The cache works by keeping the last 100 pages in memory.')?.type).toBe('model');
    expect(entryTypeOf('The office plant is green.')).toBeUndefined();
  });

  it('keeps the type the user chose, and the classifier never overrides it', async () => {
    const { garden } = await makeGarden({ embedder: model });
    const r = await feed(garden, 'Prefer tabs over spaces in the Makefile.');
    const id = r.segments[0]?.nodeId ?? '';
    expect(garden.state.nodes.get(id)?.labels?.type).toBe('guideline');
    await garden.setType(id, 'pitfall');
    // The same text again is a duplicate: it confirms, and must not retype the node.
    const again = await garden.ingest(
      note('Prefer tabs over spaces in the Makefile.', { title: 'again', origin: 'elsewhere.md' }),
    );
    expect(again.status).toBe('duplicate');
    expect(garden.state.nodes.get(id)?.labels).toMatchObject({ type: 'pitfall', typeBy: 'user' });
    await feed(garden, 'You should prefer tabs over spaces in every Makefile.');
    expect(garden.state.nodes.get(id)?.labels).toMatchObject({ type: 'pitfall', typeBy: 'user' });
  });
});

describe('confident-only patterns', () => {
  const corrections = [
    'Correction: the staging database listens on port 5433, not 5432.',
    'Actually the staging database port is 5433, not 5432 as the wiki says.',
    'Correction again: the staging database uses port 5433, not 5432.',
  ];

  it('turns a correction recurring in three sources into a pattern node; one or two stay observations', async () => {
    const { garden } = await makeGarden({ embedder: model });
    const first = await feed(garden, corrections[0] ?? '');
    const second = await feed(garden, corrections[1] ?? '');
    expect([...garden.state.nodes.values()].some((n) => n.labels?.pattern)).toBe(false);
    const drops = (await garden.journal({ sourceId: second.source.id })).filter((j) => j.event === 'drop');
    expect(drops[0]?.reason).toMatch(
      /write-path\/pattern: no pattern inferred: .* seen in 2 source\(s\), 3 are needed/,
    );
    expect(first.segments[0]?.labels.type).toBe('correction');

    await feed(garden, corrections[2] ?? '');
    const pattern = [...garden.state.nodes.values()].find((n) => n.labels?.pattern);
    expect(pattern?.text).toMatch(/^Recurring correction \(3×\): /);
    expect(pattern?.trust).toBe('synthesis');
    expect(pattern?.sourceIds).toHaveLength(3);
    expect(garden.state.edgesOf(pattern?.id ?? '').filter((e) => e.kind === 'corroborates').length).toBeGreaterThan(0);
    // A fourth time strengthens what is there; it does not infer the pattern twice.
    await feed(garden, 'Correction: staging database port 5433, not 5432 — fix your env files.');
    expect([...garden.state.nodes.values()].filter((n) => n.labels?.pattern)).toHaveLength(1);
  });
});

describe('sections', () => {
  it('gives a folder, a tag, a source kind or an entry type its own decay', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    await garden.updateSettings({
      sections: [
        { id: 'j', name: 'Journals', field: 'folder', value: 'journals', policy: 'half-life', days: 10 },
        { id: 't', name: 'Scratch', field: 'tag', value: 'scratch', policy: 'idle-days', days: 20 },
        { id: 'p', name: 'Pitfalls', field: 'type', value: 'pitfall', policy: 'half-life', days: 3650 },
      ],
    });
    await feed(garden, 'Walked to the harbour and saw the ferry leave.', {
      fileName: 'journals/2026_01_02.md',
      origin: 'vault/journals/2026_01_02.md',
    });
    await feed(garden, 'The harbour ferry leaves at nine.', {
      fileName: 'pages/ferry.md',
      origin: 'vault/pages/ferry.md',
    });
    await feed(garden, 'tags:: scratch\n\nTry the blue paint in the hall.', { fileName: 'paint.md' });
    await feed(garden, 'Beware: the hall light switch breaks if pressed twice quickly.');
    const journal = nodeWith(garden, /Walked to the harbour/);
    const page = nodeWith(garden, /ferry leaves at nine/);
    const scratch = nodeWith(garden, /blue paint/);
    const pitfall = nodeWith(garden, /light switch/);
    expect(journal && describeDecay(journal, garden.settings)).toBe('half-life 10 days (section "Journals")');
    expect(scratch && describeDecay(scratch, garden.settings)).toBe(
      'idle-day machine, window 20 days (section "Scratch")',
    );
    expect(page && describeDecay(page, garden.settings)).toBe('half-life 365 days (trust class operator)');
    expect(pitfall && describeDecay(pitfall, garden.settings)).toBe('half-life 3,650 days (section "Pitfalls")');

    clock.advanceDays(80);
    await garden.catchUp();
    const state = (n?: GardenNode) => garden.state.nodes.get(n?.id ?? '')?.state;
    expect(state(journal)).toBe('composted');
    expect(state(scratch)).toBe('composted');
    expect(state(page)).toBe('active');
    expect(state(pitfall)).toBe('active');
    expect(garden.state.compostByNode.get(scratch?.id ?? '')?.cause.note).toMatch(/archived after 40 days idle/);
  });
});
