import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { feed, makeGarden } from '../../../tests/support/garden';
import { realModel } from '../../../tests/support/real-model';
import type { Inline, NoteBlock, NoteDetail, SegmentMark } from './garden-api';
import { noteView } from './note';
import { searchHitView } from './views';

const pages = path.resolve(import.meta.dirname, '../../../tests/fixtures/logseq-docs/pages');
const page = (name: string) => fs.readFileSync(path.join(pages, name), 'utf8');

const marks = (note: NoteDetail): SegmentMark[] =>
  note.blocks.flatMap((b) => (b.kind === 'table' ? b.rows.flatMap((r) => r.segments) : b.segments));
const inlines = (blocks: NoteBlock[]): Inline[] => {
  const all: Inline[] = [];
  const walk = (list: Inline[]) => {
    for (const i of list) {
      all.push(i);
      if ('c' in i) walk(i.c);
    }
  };
  for (const b of blocks)
    if (b.kind === 'table') for (const cells of [b.header, ...b.rows.map((r) => r.cells)]) cells.forEach(walk);
    else walk(b.inline);
  return all;
};

describe('a note’s own page', () => {
  it('shows a real Logseq page as written, every segment in the block it was cut from, its links and backlinks', async () => {
    const { garden, clock } = await makeGarden();
    const names = ['Advanced commands.md', 'Advanced Queries.md', 'All Platforms.md', 'Code block.md'];
    const ids = new Map<string, string>();
    for (const name of names) ids.set(name, (await feed(garden, page(name), { fileName: `pages/${name}` })).source.id);
    const note = await noteView(garden, ids.get('Advanced commands.md') ?? '', clock.now());
    if (!note) throw new Error('no note');
    expect(note.fromSegments).toBe(false);
    // Every segment once, each in a block whose text holds it, in the order they were cut.
    const segments = await garden.segmentsOf(note.source.id);
    expect(marks(note).map((m) => m.segmentId)).toEqual(segments.map((s) => s.id));
    expect(note.blocks.find((b) => b.kind === 'heading')).toMatchObject({ kind: 'heading', depth: 2 });
    expect(note.blocks.filter((b) => b.kind === 'item').length).toBeGreaterThan(10);
    // The inline code of the page stays code; its wiki links are links, to the notes the garden holds.
    const shown = inlines(note.blocks);
    expect(shown).toContainEqual({ t: 'code', v: 'Quote' });
    expect(shown).toContainEqual({
      t: 'page',
      name: 'Advanced Queries',
      shown: 'Advanced Queries',
      sourceId: ids.get('Advanced Queries.md'),
    });
    expect(note.links).toContainEqual({ name: 'All Platforms', sourceId: ids.get('All Platforms.md') });
    expect(note.links).toContainEqual({ name: 'Feature' });
    const queries = await noteView(garden, ids.get('Advanced Queries.md') ?? '', clock.now());
    // Properties the outliner writes for itself are not shown (the page has ten "collapsed:: true"); the user's are.
    expect(page('Advanced Queries.md')).toMatch(/collapsed:: true/);
    expect(JSON.stringify(queries?.blocks)).not.toMatch(/collapsed:/);
    expect(inlines(queries?.blocks ?? [])).toContainEqual({ t: 'text', v: 'type: ' });
    expect(queries?.backlinks.map((b) => b.title)).toContain('pages/Advanced commands.md');
    expect(queries?.backlinks.map((b) => b.title)).not.toContain('pages/Code block.md');
  });

  it("places a letter's one segment, its greeting and sign-off with it, in the letter's longest block", async () => {
    const { garden, clock } = await makeGarden();
    const letter = 'Hi Sam,\n\nJust so you have it: my GP is Dr Patel at Ashfield Surgery.\n\nThanks,\nJo';
    const { source } = await feed(garden, letter, { fileName: 'letters/to-sam.md' });
    const note = await noteView(garden, source.id, clock.now());
    if (!note) throw new Error('no note');
    const segments = await garden.segmentsOf(source.id);
    expect(segments).toHaveLength(1);
    expect(note.fromSegments).toBe(false);
    // The letter's three paragraphs, and no block added for a segment that found none.
    expect(note.blocks).toHaveLength(3);
    const holding = note.blocks.filter((b) => b.kind !== 'table' && b.segments.length > 0);
    expect(holding).toHaveLength(1);
    expect(JSON.stringify(holding[0])).toContain('Dr Patel');
    expect(marks(note).map((m) => m.segmentId)).toEqual(segments.map((s) => s.id));
  });

  it('says why a segment is not active, with the note that caused it', async () => {
    const { garden, clock } = await makeGarden();
    const chat = await feed(garden, 'Watched a documentary about moss.', { trust: 'session', title: 'Chat' });
    const foreign = await feed(garden, 'Some say the moon is made of basalt and cheese.', {
      trust: 'foreign',
      title: 'Rumour',
    });
    clock.advanceDays(150);
    await garden.catchUp();
    const composted = await noteView(garden, chat.source.id, clock.now());
    expect(composted?.fromSegments).toBe(true);
    expect(marks(composted as NoteDetail)[0]).toMatchObject({
      node: { state: 'composted' },
      why: { text: expect.stringMatching(/^composted \d{4}-\d\d-\d\d, decayed/) as unknown },
    });
    expect(composted?.source.states.composted).toBe(1);
    const waiting = await noteView(garden, foreign.source.id, clock.now());
    expect(marks(waiting as NoteDetail)[0]?.node?.state).toMatch(/quarantined|composted/);
    expect(marks(waiting as NoteDetail)[0]?.why?.text).toBeTruthy();
  });

  it('names the note that superseded a line, and links the notes both ways (the shipped model)', async () => {
    const { garden, clock } = await makeGarden({ embedder: await realModel() });
    const gym = await feed(
      garden,
      '# Gym\n\nMy gym is Ironworks Gym. Keep this in the household binder.\n\n- Classes on **Tuesday** evenings, see [[Timetable]]',
      { fileName: 'Gym.md' },
    );
    const timetable = await feed(garden, '# Timetable\n\n- Spin class at 7 pm\n- Back to [[Gym]]', {
      fileName: 'Timetable.md',
    });
    clock.advanceDays(20);
    const change = await feed(garden, 'Note to self: Riverside Fitness is the gym from now on.', {
      title: 'Gym change',
    });
    const note = await noteView(garden, gym.source.id, clock.now());
    const [superseded, kept] = marks(note as NoteDetail);
    expect(superseded?.node?.state).toBe('composted');
    expect(superseded?.why).toMatchObject({
      text: expect.stringMatching(/^composted 2026-01-21: superseded by "Note to self: Riverside/) as unknown,
      sourceId: change.source.id,
      title: 'Gym change',
    });
    expect(kept?.node?.state).toBe('active');
    // Its history holds what happened to its parts since, whichever note caused it.
    const excreted = note?.journal.find((j) => j.nodeId === superseded?.node?.id && j.event === 'excrete');
    expect(excreted?.reason).toMatch(/superseded/);
    expect(excreted?.sourceId).not.toBe(gym.source.id);
    expect(note?.links).toEqual([{ name: 'Timetable', sourceId: timetable.source.id }]);
    expect(note?.backlinks).toEqual([{ sourceId: timetable.source.id, title: 'Timetable.md' }]);
    expect(note?.relations).toContainEqual(
      expect.objectContaining({ sourceId: change.source.id, kind: 'supersedes', direction: 'in', count: 1 }),
    );
  });

  it('shows the part of a line cut in two that lives, and says where the other part went (the shipped model)', async () => {
    const { garden, clock } = await makeGarden({ embedder: await realModel() });
    const home = await feed(
      garden,
      '# Home\n\nThe wifi password is TulipField42. The router is in the hallway cupboard, behind the coats.',
      { fileName: 'Home.md' },
    );
    clock.advanceDays(12);
    await feed(garden, 'Changed the wifi password to MapleStone7.', { title: 'Wifi' });
    const note = await noteView(garden, home.source.id, clock.now());
    const [line] = marks(note as NoteDetail);
    expect(line?.node?.state).toBe('active');
    expect(line?.node?.text).toBe('The router is in the hallway cupboard, behind the coats.');
    expect(line?.why?.text).toMatch(
      /^part of it, “The wifi password is TulipField42\.”, composted 2026-01-13: superseded by "Changed the wifi/,
    );
    const [hit] = await garden.recall('where is the router', { observe: true, limit: 1 });
    if (!hit) throw new Error('no result');
    expect(searchHitView(garden, hit, clock.now(), new Set()).restOf).toMatchObject({
      text: 'The wifi password is TulipField42.',
      why: expect.stringMatching(
        /^went to compost, superseded by "Changed the wifi password to MapleStone7/,
      ) as unknown,
    });
  });

  it('says of the part of a note set aside by hand what became of it, on the page and in search', async () => {
    const { garden, clock } = await makeGarden({ embedder: await realModel() });
    const gym = await feed(garden, 'The city gym closes at 22:00. The sauna is on the second floor, by the lockers.', {
      title: 'Gym',
    });
    clock.advanceDays(2);
    await feed(garden, 'A gym review site says the city gym closes at 21:00.', {
      title: 'Review',
      trust: 'external',
      origin: 'gyms.example',
    });
    const [lesion] = garden.openLesions();
    if (!lesion) throw new Error('expected a lesion');
    await garden.resolveLesion(lesion.edge.id, lesion.challenger.id);
    const note = await noteView(garden, gym.source.id, clock.now());
    const [line] = marks(note as NoteDetail);
    expect(line?.node?.text).toBe('The sauna is on the second floor, by the lockers.');
    expect(line?.why?.text).toBe(
      'part of it, “The city gym closes at 22:00.”, set aside 2026-01-03: the conflict was settled for “A gym review site says the city gym closes at 21:00.”',
    );
    expect(line?.why?.title).toBe('Review');
    const [hit] = await garden.recall('where is the sauna', { observe: true, limit: 1 });
    if (!hit) throw new Error('no result');
    expect(searchHitView(garden, hit, clock.now(), new Set()).restOf?.why).toBe(
      'was set aside: the conflict was settled for “A gym review site says the city gym closes at 21:00.”',
    );
  });

  it('never turns a note into markup: scripts and script links are text', async () => {
    const { garden, clock } = await makeGarden();
    const hostile = await feed(
      garden,
      '# Trap\n\nClick [here](javascript:alert(1)) or <img src=x onerror=alert(1)> and [[Other|<b>x</b>]].\n\n<script>alert(2)</script>',
      { fileName: 'trap.md' },
    );
    const note = await noteView(garden, hostile.source.id, clock.now());
    const shown = inlines(note?.blocks ?? []);
    expect(shown.some((i) => i.t === 'link')).toBe(false);
    expect(shown).toContainEqual({ t: 'page', name: 'Other', shown: '<b>x</b>' });
    expect(
      shown
        .filter((i) => i.t === 'text')
        .map((i) => (i as { v: string }).v)
        .join(''),
    ).toContain('onerror');
  });
});
