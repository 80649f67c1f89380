// The archive shrink proof: a real node driven through decay into the archive leaves the active garden, and
// its markdown export, smaller — while the archive holds the node with its reason.
import { describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { feed, makeGarden } from '../../tests/support/garden';
import { vaultFiles } from './export';
import { zipFiles } from './zip';

const gardenText = (files: Map<string, string>) =>
  [...files]
    .filter(([p]) => p.startsWith('garden/'))
    .map(([, t]) => t)
    .join('\n');

describe('markdown vault export', () => {
  it('writes one file per source with front matter and the seed-style inline metadata', async () => {
    const { garden, clock } = await makeGarden();
    await feed(garden, '# Home\n\nThe boiler is in the loft.\n\nThe spare key is in the blue tin.', {
      title: 'Home notes',
      origin: 'notes/home.md',
    });
    const files = vaultFiles(garden.state, clock.now());
    const home = files.get('garden/home-notes.md') ?? '';
    expect(home).toMatch(
      /^---\ntitle: "Home notes"\nsource: s_\w+\ntrust: operator\norigin: "notes\/home.md"\nkind: text\ngenerated: 2026-01-01T09:00:00.000Z\nreceived: 2026-01-01T09:00:00.000Z\nexported: 2026-01-01T09:00:00.000Z\n---/,
    );
    expect(home).toContain(
      'The boiler is in the loft.\n<!-- ref:0 | last:2026-01-01T09:00:00.000Z | decay:active | source:operator | node:n_',
    );
  });

  it('shrinks the active garden and its export when a node decays into the dated archive, with its reason', async () => {
    const { garden, clock } = await makeGarden();
    await feed(garden, 'The boiler model is Vaillant ecoTEC 832.');
    await feed(garden, 'Had a cheese sandwich and an apple for lunch.', { trust: 'session', title: 'Lunch' });
    const before = vaultFiles(garden.state, clock.now());
    const activeBefore = garden.counts().active;
    clock.advanceDays(150);
    await garden.catchUp();
    const after = vaultFiles(garden.state, clock.now());
    expect(garden.counts().active).toBeLessThan(activeBefore);
    expect(gardenText(after).length).toBeLessThan(gardenText(before).length);
    expect(gardenText(after)).not.toContain('cheese sandwich');
    const archive = [...after].find(([p]) => p.startsWith('archive/'));
    expect(archive?.[0]).toMatch(/^archive\/2026-\d\d-\d\d\.md$/);
    expect(archive?.[1]).toContain('Had a cheese sandwich');
    expect(archive?.[1]).toMatch(/reason:decayed \| cause:"salience 0\.\d+ stayed below 0\.1/);
  });

  it('writes every relation as a sentence quoting both ends, each linked to its file', async () => {
    const { garden, clock } = await makeGarden();
    await feed(garden, 'The recycling day is Tuesday.', { title: 'Bins' });
    await feed(garden, 'A random blog says: recycling day is Friday, apparently.', {
      trust: 'external',
      origin: 'blog.example',
      title: 'Blog',
    });
    const relations = vaultFiles(garden.state, clock.now()).get('rhizome/relations.md') ?? '';
    expect(relations).toContain(
      '- open lesion: “A random blog says: recycling day is Friday, apparently.” ([Blog](../garden/blog.md)) challenges “The recycling day is Tuesday.” ([Bins](../garden/bins.md))\n  <!-- edge:e_',
    );
    expect(relations).toMatch(
      /\| kind:lesion \| from:n_\w+ \| to:n_\w+ \| weight:[\d.]+ \| created:2026-01-01T09:00:00\.000Z/,
    );
  });

  it('zips the vault', async () => {
    const { garden, clock } = await makeGarden();
    await feed(garden, 'The plumber is Castillo Plumbing.', { title: 'Plumber' });
    const unzipped = unzipSync(zipFiles(vaultFiles(garden.state, clock.now())));
    expect(Object.keys(unzipped)).toEqual(['garden/plumber.md']);
    expect(strFromU8(unzipped['garden/plumber.md'] ?? new Uint8Array())).toContain('Castillo Plumbing');
  });
});
