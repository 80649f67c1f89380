// Re-importing our own markdown export restores its metadata: a round trip through the vault gives the same
// vault back, restoring twice changes nothing, other notes are left for the feed, and a malformed file
// restores nothing and says which file and which field.
import { describe, expect, it } from 'vitest';
import { feed, makeGarden } from '../../tests/support/garden';
import { vaultFiles } from './export';
import { isGardenVault, readVault, type VaultFile } from './import';
import { isVaultPath } from './paths';

const asFiles = (files: Map<string, string>, prefix = ''): VaultFile[] =>
  [...files].map(([path, text]) => ({ path: `${prefix}${path}`, text }));

async function tendedGarden() {
  const { garden, clock } = await makeGarden();
  await feed(garden, 'The boiler model is Vaillant ecoTEC 832.', { title: 'Boiler' });
  await feed(garden, 'Had a cheese sandwich and an apple for lunch.', { trust: 'session', title: 'Lunch' });
  await feed(garden, '# Allotment\n\nPlot 14 is ours.\n\n```\nwater: tuesdays | fridays\n```', { title: 'Allotment' });
  await feed(garden, 'The harbour ferry leaves at 7:40.', { trust: 'foreign', title: 'Ferry rumour' });
  await feed(garden, 'Watch out: the boiler pressure drops if the filling loop is left open.', {
    title: 'Boiler pitfall',
  });
  // Two lesions: one the user settles, one left open.
  await feed(garden, 'The recycling day is Tuesday.', { title: 'Bins' });
  await feed(garden, 'A random blog says: recycling day is Friday, apparently.', {
    trust: 'external',
    origin: 'blog.example',
    title: 'Blog',
  });
  const [settled] = garden.openLesions();
  if (settled) await garden.resolveLesion(settled.edge.id, settled.challenged.id);
  await feed(garden, 'The market day is Saturday.', { title: 'Market' });
  await feed(garden, 'A random forum says: market day is Sunday, apparently.', {
    trust: 'external',
    origin: 'forum.example',
    title: 'Forum',
  });
  const decided = await feed(garden, 'We chose the allotment plot by the gate.', { title: 'Allotment choice' });
  await garden.setType(decided.segments[0]?.nodeId ?? '', 'principle');
  clock.advanceDays(20);
  await garden.recall('boiler model');
  clock.advanceDays(130);
  await garden.catchUp();
  await feed(garden, 'The library opens at nine on Sundays.', { trust: 'foreign', title: 'Library' });
  return { garden, clock };
}

describe('markdown vault import', () => {
  it('gives back the same vault: refs, last touch, state, salience, quarantine and the archive with reasons', async () => {
    const { garden, clock } = await tendedGarden();
    const states = new Set([...garden.state.nodes.values()].map((n) => n.state));
    expect(states).toContain('composted');
    expect(states).toContain('active');
    expect(states).toContain('quarantined');
    const exported = vaultFiles(garden.state, clock.now());

    const read = readVault(asFiles(exported, 'my-vault/'));
    if (!read.ok) throw new Error(read.problems.join('\n'));
    const { garden: restored } = await makeGarden({ start: clock.now() });
    const report = await restored.restore(read.restoration);
    expect(report.nodes + report.composted).toBe(garden.state.nodes.size);
    expect(vaultFiles(restored.state, clock.now())).toEqual(exported);
    // Node texts, states and last-touch times, every relation, and the lesions open and settled, as they were.
    const nodes = (g: typeof garden) =>
      [...g.state.nodes.values()].map((n) => [n.id, n.text, n.state, n.touchedAt]).sort();
    expect(nodes(restored)).toEqual(nodes(garden));
    const edges = (g: typeof garden) => [...g.state.edges.values()].sort((a, b) => a.id.localeCompare(b.id));
    expect(edges(restored)).toEqual(edges(garden));
    const lesions = edges(garden).filter((e) => e.kind === 'lesion');
    expect(lesions.map((e) => e.open).sort()).toEqual([false, true]);
    expect(report.relations).toBe(garden.state.edges.size);
    // A source whose every node is composted comes back with its title, kind and dates.
    const sources = (g: typeof garden) =>
      [...g.state.sources.values()].map((x) => [x.id, x.title, x.kind, x.trust, x.generatedAt, x.receivedAt]).sort();
    expect(sources(restored)).toEqual(sources(garden));

    // Entry types travel in the inline metadata, a type chosen by hand as such.
    const typed = (text: string) => [...restored.state.nodes.values()].find((n) => n.text.includes(text))?.labels;
    expect(typed('filling loop')).toEqual({ type: 'pitfall', typeBy: 'enzyme' });
    expect(typed('plot by the gate')).toEqual({ type: 'principle', typeBy: 'user' });
    const boiler = [...restored.state.nodes.values()].find((n) => n.text.includes('Vaillant'));
    const original = [...garden.state.nodes.values()].find((n) => n.text.includes('Vaillant'));
    expect(boiler?.refs).toBe(1);
    expect(boiler).toMatchObject({ id: original?.id, state: original?.state });
    const lunch = [...restored.state.compostByNode.values()].find((c) => c.reason === 'decayed');
    expect(lunch?.cause.note).toMatch(/stayed below/);
    // The journal says where a restored node came from.
    const journal = await restored.journal({ nodeId: boiler?.id ?? '' });
    expect(journal.map((j) => j.event)).toEqual(['restore']);
    // And it is found again by meaning, not only by its text.
    const [hit] = await restored.recall('Vaillant boiler');
    expect(hit?.node.id).toBe(boiler?.id);
  });

  it('restores nothing twice', async () => {
    const { garden, clock } = await tendedGarden();
    const read = readVault(asFiles(vaultFiles(garden.state, clock.now())));
    if (!read.ok) throw new Error(read.problems.join('\n'));
    const { garden: restored } = await makeGarden({ start: clock.now() });
    await restored.restore(read.restoration);
    const size = restored.state.nodes.size;
    const again = await restored.restore(read.restoration);
    expect(again).toEqual({ sources: 0, nodes: 0, composted: 0, relations: 0, alreadyHeld: size });
    expect(restored.state.nodes.size).toBe(size);
  });

  it('tells our export from other notes, which are left for the feed', () => {
    const files: VaultFile[] = [
      {
        path: 'vault/garden/boiler.md',
        text: '---\ntitle: "Boiler"\nsource: s_1\ntrust: operator\norigin: "typed"\ngenerated: 2026-01-05\n---\n\nThe boiler is old.\n<!-- ref:0 | last:2026-01-05 | decay:active | source:operator | node:n_1 | weight:1 | salience:0.700 -->\n',
      },
      { path: 'vault/Daily/2026-02-01.md', text: '---\ntags: [diary]\n---\nSaw [[Ana]] at the market.' },
    ];
    expect(isGardenVault(files)).toBe(true);
    expect(isGardenVault(files.slice(1))).toBe(false);
    expect(files.map((f) => isVaultPath(f.path))).toEqual([true, false]);
    const read = readVault(files);
    expect(read.ok && read.restoration.sources[0]?.nodes[0]).toMatchObject({ id: 'n_1', text: 'The boiler is old.' });
  });

  it.each([
    ['a wrong trust label', 'trust: trusted', /garden\/a\.md: front matter: trust must be one of operator/],
    ['a date that is not one', 'generated: last tuesday', /garden\/a\.md: front matter: generated must be a date/],
    ['no source id', 'source: 12', /front matter: source must be a source id/],
  ])('rejects a garden file with %s and restores nothing', (_label, line, message) => {
    const key = line.split(':')[0] ?? '';
    const front = ['title: "A"', 'source: s_a', 'trust: operator', 'origin: "typed"', 'generated: 2026-01-05']
      .map((l) => (l.startsWith(`${key}:`) ? line : l))
      .join('\n');
    const good: VaultFile = {
      path: 'garden/b.md',
      text: '---\ntitle: "B"\nsource: s_b\ntrust: operator\norigin: "typed"\ngenerated: 2026-01-05\n---\n\nFine.\n<!-- ref:0 | last:2026-01-05 | decay:active | source:operator | node:n_b | weight:1 | salience:0.700 -->\n',
    };
    const bad: VaultFile = {
      path: 'garden/a.md',
      text: `---\n${front}\n---\n\nText.\n<!-- ref:0 | last:2026-01-05 | decay:active | source:operator | node:n_a | weight:1 | salience:0.700 -->\n`,
    };
    const read = readVault([good, bad]);
    expect(read.ok).toBe(false);
    expect(read.ok ? '' : read.problems.join('\n')).toMatch(message);
  });

  it('rejects broken node and compost metadata, naming the file', () => {
    const read = readVault([
      {
        path: 'garden/a.md',
        text: '---\ntitle: "A"\nsource: s_a\ntrust: operator\norigin: "typed"\ngenerated: 2026-01-05\n---\n\nText.\n<!-- ref:-1 | last:2026-01-05 | decay:asleep | source:operator | node:n_a | salience:2 -->\n',
      },
      {
        path: 'archive/2026-03-01.md',
        text: '# Compost, 2026-03-01\n\n- Old.\n  <!-- composted:2026-03-01 | reason:bored | cause:"x" | node:n_c | source:session | sources: -->\n',
      },
      { path: 'garden/c.md', text: 'No front matter here.\n' },
    ]);
    expect(read.ok).toBe(false);
    const problems = read.ok ? [] : read.problems;
    expect(problems.join('\n')).toMatch(/garden\/a\.md: node metadata .*ref must be 0 or more/);
    expect(problems.join('\n')).toMatch(/decay must be active, dormant or quarantined/);
    expect(problems.join('\n')).toMatch(/salience must be from 0 to 1/);
    expect(problems.join('\n')).toMatch(/archive\/2026-03-01\.md: compost metadata .*reason must be one of/);
    expect(problems.join('\n')).toMatch(/garden\/c\.md: no front matter/);
  });
});
