// The write path end to end with the shipped model: confirm, supersede, lesion, quarantine, stale, revert.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Embedder } from '../src/core/embedding/embedder';
import { Garden } from '../src/core/garden/garden';
import { DENTISTS } from './support/versions';
import { feed, makeGarden } from './support/garden';
import { realModel } from './support/real-model';

let model: Embedder;
beforeAll(async () => {
  model = await realModel();
});

const nodeWith = (garden: Garden, text: string) => [...garden.state.nodes.values()].find((n) => n.text.includes(text));
const top = async (garden: Garden, q: string) =>
  (await garden.recall(q, { observe: true, limit: 3 })).map((r) => r.node.text);

describe('metabolism with the real model', () => {
  it('a confirmation strengthens the node instead of duplicating it', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    await feed(garden, 'For reference, the car insurer is Harbor Mutual.');
    clock.advanceDays(3);
    const r = await feed(garden, 'Double-checked the car insurer: still Harbor Mutual.');
    expect(r.segments[0]?.relation).toBe('confirm');
    const nodes = [...garden.state.nodes.values()];
    expect(nodes).toHaveLength(1);
    expect(nodes[0]?.refs).toBe(1);
    expect(nodes[0]?.sourceIds).toHaveLength(2);
    // The journal names the note confirmed by its words: an id means nothing to a reader.
    const said = (await garden.journal({})).map((j) => j.reason);
    expect(said).toContainEqual(expect.stringContaining('confirms “For reference, the car insurer is Harbor Mutual.”'));
    expect(said.filter((r) => /\bnode n_/.test(r))).toEqual([]);
  });

  it('a newer operator note supersedes the old value, which goes to compost with its cause', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    await feed(garden, 'My gym is Ironworks Gym. Keep this in the household binder.');
    clock.advanceDays(20);
    const r = await feed(garden, 'Note to self: Riverside Fitness is the gym from now on.');
    expect(r.segments[0]?.relation).toBe('challenge');
    const old = nodeWith(garden, 'Ironworks');
    const fresh = nodeWith(garden, 'Riverside');
    expect(old?.state).toBe('composted');
    const entry = garden.state.compostByNode.get(old?.id ?? '');
    expect(entry?.reason).toBe('superseded');
    expect(entry?.cause.nodeId).toBe(fresh?.id);
    expect(garden.openLesions()).toHaveLength(0);
    expect((await top(garden, 'Which gym am I a member of?'))[0]).toContain('Riverside');
    const compost = await garden.recall('Which gym am I a member of?', { scope: 'compost', observe: true });
    expect(compost[0]?.node.text).toContain('Ironworks');
    expect(compost[0]?.compost?.reason).toBe('superseded');
  });

  it('a supersession replaces only what the newer note tells again: the rest of the older note lives on', async () => {
    const { garden, clock, store } = await makeGarden({ embedder: model });
    await feed(garden, 'The wifi password is TulipField42. The router is in the hallway cupboard, behind the coats.');
    clock.advanceDays(12);
    await feed(garden, 'Changed the wifi password to MapleStone7.');
    const part = nodeWith(garden, 'TulipField42');
    const rest = nodeWith(garden, 'hallway cupboard');
    expect(part?.text).toBe('The wifi password is TulipField42.');
    expect(part?.state).toBe('composted');
    expect(garden.state.compostByNode.get(part?.id ?? '')?.reason).toBe('superseded');
    expect(rest?.text).toBe('The router is in the hallway cupboard, behind the coats.');
    expect(rest?.state).toBe('active');
    expect(rest?.splitFrom).toBe(part?.id);
    expect((await top(garden, 'Where is the router?'))[0]).toContain('hallway cupboard');
    expect((await top(garden, 'What is the wifi password?'))[0]).toContain('MapleStone7');
    expect((await top(garden, 'What is the wifi password?')).join(' ')).not.toContain('TulipField42');
    const compost = await garden.recall('wifi password', { scope: 'compost', observe: true });
    expect(compost[0]?.node.text).toBe('The wifi password is TulipField42.');
    // Each part is found by its own words: both were embedded again before the step was stored.
    for (const node of [part, rest]) {
      const [own] = await model.embed([node?.text ?? '']);
      expect(garden.state.vectors.similarity(node?.id ?? '', own ?? new Float32Array())).toBeGreaterThan(0.98);
    }
    const reopened = await Garden.open({ store, embedder: model, clock });
    const [own] = await model.embed([rest?.text ?? '']);
    expect(reopened.state.vectors.similarity(rest?.id ?? '', own ?? new Float32Array())).toBeGreaterThan(0.98);
  });

  it('a change of one thing leaves its sibling alone: the west gate is not the east gate', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    await feed(garden, 'The east gate code is 4471.');
    clock.advanceDays(5);
    await feed(garden, 'The west gate code is now 9920.');
    expect(nodeWith(garden, '4471')?.state).toBe('active');
    expect(nodeWith(garden, '9920')?.state).toBe('active');
    expect(garden.openLesions()).toHaveLength(0);
    // (Both answer; which ranks first is the model's reading of "east" against "west".)
    expect((await top(garden, 'What is the east gate code?')).join(' ')).toContain('4471');
    // Nor does a note about one confirm the other, and take its place as a second telling.
    await feed(garden, 'The upstairs bathroom tap washer was replaced in May.');
    await feed(garden, 'The downstairs bathroom tap washer was replaced in August.');
    expect(nodeWith(garden, 'upstairs')?.sourceIds).toHaveLength(1);
    expect(nodeWith(garden, 'downstairs')?.sourceIds).toHaveLength(1);
  });

  it('an older note that arrives late is stale only where a newer one says otherwise', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    const written = clock.now();
    clock.advanceDays(20);
    await feed(garden, 'Changed the wifi password to MapleStone7.');
    clock.advanceDays(1);
    await feed(garden, 'The wifi password is TulipField42. The router is in the hallway cupboard, behind the coats.', {
      generatedAt: written,
    });
    expect(nodeWith(garden, 'TulipField42')?.state).toBe('composted');
    expect(garden.state.compostByNode.get(nodeWith(garden, 'TulipField42')?.id ?? '')?.reason).toBe('stale');
    expect(nodeWith(garden, 'hallway cupboard')?.state).toBe('active');
    expect((await top(garden, 'Where is the router?'))[0]).toContain('hallway cupboard');
  });

  it('a lower-trust challenge opens a lesion and the stronger side keeps ranking first', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    await feed(garden, 'The library closing time is 8 pm.');
    clock.advanceDays(10);
    await feed(garden, 'A travel site says the library closing time is 5 pm.', {
      trust: 'external',
      origin: 'travel.example',
    });
    const lesions = garden.openLesions();
    expect(lesions).toHaveLength(1);
    expect(lesions[0]?.challenger.text).toContain('5 pm');
    expect(lesions[0]?.challenged.text).toContain('8 pm');
    const results = await garden.recall('When does the library close?', { observe: true });
    expect(results[0]?.node.text).toContain('8 pm');
    expect(results[0]?.lesions[0]?.otherText).toContain('5 pm');
  });

  it('novel foreign claims wait in quarantine and graduate on a second, independent origin', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    await feed(garden, 'The ferry fare rises to 4.50 next month, says a commuter forum.', {
      trust: 'foreign',
      origin: 'blog.random',
    });
    expect(nodeWith(garden, 'ferry')?.state).toBe('quarantined');
    expect(await top(garden, 'How much is the ferry fare?')).toEqual([]);
    clock.advanceDays(2);
    await feed(garden, 'Someone repeats that the ferry fare rises to 4.50 next month.', {
      trust: 'foreign',
      origin: 'blog.random',
    });
    expect(nodeWith(garden, 'ferry')?.state).toBe('quarantined');
    clock.advanceDays(5);
    await feed(garden, 'Local radio transcript: ferry fare rises to 4.50 from the first of the month.', {
      trust: 'foreign',
      origin: 'radio.local',
    });
    const node = nodeWith(garden, 'ferry');
    expect(node?.state).toBe('active');
    expect(node?.retention).toBe('external');
    expect((await top(garden, 'How much is the ferry fare?'))[0]).toContain('4.50');
    expect((await garden.journal({ nodeId: node?.id ?? '' })).some((j) => j.event === 'graduate')).toBe(true);
  });

  it('a second origin that tells a rumour again in other words lifts it out of quarantine; a shared clock time does not', async () => {
    const rumour =
      'Heard from a driver mate that the number 12 bus is going over to Bluebird Coaches from the new year.';
    const notice =
      'Following a tender, Route 12 (Ashby to Coalville) will be operated by Bluebird Coaches from Sunday 4 January. Fares and timetables are unchanged.';
    const { garden, clock } = await makeGarden({ embedder: model });
    await feed(garden, rumour, { trust: 'foreign', origin: 'forum.example' });
    clock.advanceDays(3);
    // The same origin again is no second source.
    await feed(garden, notice, { trust: 'foreign', origin: 'forum.example' });
    expect(nodeWith(garden, 'driver mate')?.state).toBe('quarantined');

    const { garden: town, clock: later } = await makeGarden({ embedder: model });
    await feed(town, rumour, { trust: 'foreign', origin: 'forum.example' });
    later.advanceDays(3);
    const r = await feed(town, notice, { trust: 'foreign', origin: 'council.example' });
    expect(r.segments[0]?.relation).toBe('confirm');
    expect(nodeWith(town, 'driver mate')?.state).toBe('active');
    expect(nodeWith(town, 'Following a tender')?.state).toBe('active');
    expect((await top(town, 'Who runs the number 12 bus?')).join(' ')).toContain('Bluebird Coaches');

    // On sibling pages (two towns' bus news) the same words are about two things.
    const { garden: pages, clock: next } = await makeGarden({ embedder: model });
    await feed(pages, rumour, { trust: 'foreign', origin: 'forum.example', title: 'Buses — Ashby' });
    next.advanceDays(3);
    await feed(pages, notice, { trust: 'foreign', origin: 'council.example', title: 'Buses — Coalville' });
    expect(nodeWith(pages, 'driver mate')?.state).toBe('quarantined');

    // Two events of one Saturday morning share a time, not a claim.
    const { garden: weekend, clock: then } = await makeGarden({ embedder: model });
    await feed(
      weekend,
      "Swap shop is back this Saturday at St Mary's church hall, doors open 10:30, bring outgrown kids' clothes!",
      {
        trust: 'foreign',
        origin: 'nextdoor.example',
      },
    );
    then.advanceDays(1);
    await feed(weekend, 'Riverside craft fair this Sat, opens 10:30 not 9 like last year. The candle stall is back.', {
      trust: 'foreign',
      origin: 'x.example',
    });
    expect([...weekend.state.nodes.values()].map((n) => n.state)).toEqual(['quarantined', 'quarantined']);
  });

  it('an expired foreign claim is composted, and comes back when a second origin confirms it later', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    await feed(garden, 'Word is the farmers market moves to Quay Square in spring.', {
      trust: 'foreign',
      origin: 'forum.local',
    });
    clock.advanceDays(61);
    await garden.catchUp();
    const node = nodeWith(garden, 'farmers market');
    expect(node?.state).toBe('composted');
    expect(garden.state.compostByNode.get(node?.id ?? '')?.reason).toBe('quarantine-expired');
    await feed(garden, 'Council newsletter scan: the farmers market moves to Quay Square.', {
      trust: 'foreign',
      origin: 'council.news',
    });
    expect(nodeWith(garden, 'farmers market')?.state).toBe('active');
  });

  it('a correction that reverts an update brings the composted claim back and composts the update', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    await feed(garden, 'For reference, the dentist is Dr. Ames.');
    clock.advanceDays(30);
    await feed(garden, 'I switched to a new dentist: Dr. Okafor. No longer going with Dr. Ames.');
    expect(nodeWith(garden, 'the dentist is Dr. Ames')?.state).toBe('composted');
    clock.advanceDays(30);
    await feed(garden, 'Correction: the change of dentist to Dr. Okafor was a mistake; it is still Dr. Ames.');
    expect(nodeWith(garden, 'the dentist is Dr. Ames')?.state).toBe('active');
    expect(nodeWith(garden, 'I switched')?.state).toBe('composted');
    const journal = await garden.journal({ nodeId: nodeWith(garden, 'the dentist is Dr. Ames')?.id ?? '' });
    expect(journal.map((j) => j.event)).toContain('reabsorb');
  });

  it('a second update does not revive the first value: re-evaluation sends it back to compost', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    await feed(garden, 'For reference, the car insurer is Harbor Mutual.');
    clock.advanceDays(30);
    await feed(garden, 'Note to self: Bluestone Insurance is the car insurer from now on.');
    clock.advanceDays(30);
    await feed(garden, 'Note to self: Cobalt Assurance is the car insurer from now on.');
    expect(nodeWith(garden, 'Harbor')?.state).toBe('composted');
    expect(nodeWith(garden, 'Bluestone')?.state).toBe('composted');
    expect(nodeWith(garden, 'Cobalt')?.state).toBe('active');
  });

  it('an update to a third value the enzymes cannot hold against the first leaves the first in the compost', async () => {
    // Re-evaluation cannot tell that "Dr. Singh" replaces "Our dentist is Dr. Ames": without the winner naming the
    // first value, its return would be a guess, and a false one would put a retired dentist back in the garden.
    const { garden, clock } = await makeGarden({ embedder: model });
    for (const text of DENTISTS) {
      await feed(garden, text, { title: 'Dentist' });
      clock.advanceDays(30);
    }
    expect(nodeWith(garden, 'Our dentist is Dr. Ames')?.state).toBe('composted');
    expect(nodeWith(garden, 'Dr. Ames has retired')?.state).toBe('composted');
    expect(nodeWith(garden, 'Dr. Singh')?.state).toBe('active');
    const journal = await garden.journal({ nodeId: nodeWith(garden, 'Our dentist is Dr. Ames')?.id ?? '' });
    expect(journal.map((j) => j.event)).not.toContain('reabsorb');
  });

  it('a superseded note brought back by hand comes back in a lesion with the end of its line of versions', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    for (const text of DENTISTS) {
      await feed(garden, text, { title: 'Dentist' });
      clock.advanceDays(30);
    }
    const first = nodeWith(garden, 'Our dentist is Dr. Ames');
    const last = nodeWith(garden, 'Dr. Singh');
    if (!first || !last) throw new Error('expected the line of dentists');
    const back = await garden.reabsorb(first.id);
    expect(back.node.state).toBe('active');
    expect(back.lesionWith?.id).toBe(last.id);
    expect(garden.openLesions().map((l) => [l.challenger.id, l.challenged.id])).toEqual([[first.id, last.id]]);
    const opened = (await garden.journal({ nodeId: first.id })).find((j) => j.event === 'lesion-opened');
    expect(opened?.reason).toMatch(/^brought back by hand against the note that had superseded it: /);
    // The user settles it: the old dentist was right after all, and the newest note is set aside.
    await garden.resolveLesion(garden.openLesions()[0]?.edge.id ?? '', first.id);
    expect(garden.state.nodes.get(last.id)?.lostLesionAt).toBe(clock.now());
    // A note that decayed, superseded by nothing, comes back alone.
    await feed(garden, 'Watched a documentary about moss.', { trust: 'session' });
    clock.advanceDays(150);
    await garden.catchUp();
    const moss = nodeWith(garden, 'moss');
    expect(moss?.state).toBe('composted');
    expect((await garden.reabsorb(moss?.id ?? '')).lesionWith).toBeUndefined();
  });

  it('journal days that say something else in one place are each their own, credited to their own day', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    const days = ['sunny', 'rain', 'overcast', 'windy'];
    for (const [i, weather] of days.entries()) {
      await feed(garden, `The weather today is ${weather}.`, { title: `2026-03-0${String(i + 1)}` });
      clock.advanceDays(1);
    }
    const nodes = [...garden.state.nodes.values()];
    expect(nodes.map((n) => [n.text, n.sourceIds.length]).sort()).toEqual(
      days.map((w) => [`The weather today is ${w}.`, 1]).sort(),
    );
  });

  it('a weaker source repeating a superseded value is stale and never enters the living garden', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    await feed(garden, 'For reference, the internet plan is 300 Mbps.');
    clock.advanceDays(10);
    await feed(garden, 'I switched to a new internet plan: 1 Gbps. No longer going with 300 Mbps.');
    clock.advanceDays(10);
    const r = await feed(garden, 'A forum post says the internet plan is 300 Mbps.', {
      trust: 'foreign',
      origin: 'forum.example',
    });
    expect(r.segments[0]?.relation).toBe('stale');
    expect(garden.state.nodes.get(r.segments[0]?.nodeId ?? '')?.state).toBe('composted');
    expect(garden.openLesions()).toHaveLength(0);
  });

  it('an older source that contradicts a newer one is stale', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    await feed(garden, 'The recycling day is Tuesday.');
    const r = await feed(garden, 'The recycling day is Friday.', { generatedAt: clock.now() - 90 * 86_400_000 });
    expect(r.segments[0]?.relation).toBe('challenge');
    expect(garden.state.nodes.get(r.segments[0]?.nodeId ?? '')?.state).toBe('composted');
    expect(nodeWith(garden, 'Tuesday')?.state).toBe('active');
  });

  it('a synthesis note settles a lesion and lets the losing side decay into compost', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    await feed(garden, 'Remember: school start - 8:15.');
    await feed(garden, 'A parents blog says the school start is 9:00.', {
      trust: 'external',
      origin: 'parents.example',
    });
    expect(garden.openLesions()).toHaveLength(1);
    clock.advanceDays(2);
    await feed(garden, 'Checked with the school office: the school start is 8:15, not 9:00.', { trust: 'synthesis' });
    expect(garden.openLesions()).toHaveLength(0);
    const loser = nodeWith(garden, 'parents blog');
    expect(loser?.lostLesionAt).toBeDefined();
    expect(loser?.state).not.toBe('composted');
    clock.advanceDays(90);
    await garden.catchUp();
    expect(nodeWith(garden, 'parents blog')?.state).toBe('composted');
    expect(garden.state.compostByNode.get(loser?.id ?? '')?.reason).toBe('lesion-lost');
    expect(nodeWith(garden, 'Remember: school start')?.state).toBe('active');
  });

  it('links related nodes, and lets unused links atrophy', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    await feed(garden, 'The allotment plot needs compost before the spring planting.', { trust: 'session' });
    await feed(garden, 'Spring planting on the allotment starts with potatoes and beans.', { trust: 'session' });
    const edges = [...garden.state.edges.values()];
    expect(edges.map((e) => e.kind)).toContain('related');
    clock.advanceDays(200);
    await garden.catchUp();
    expect([...garden.state.edges.values()].every((e) => e.atrophiedAt !== undefined)).toBe(true);
  });

  it('a lesion settled by hand: the chosen side stays, the other decays into compost', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    await feed(garden, 'The recycling day is Tuesday.');
    await feed(garden, 'A random blog says: recycling day is Friday, apparently.', {
      trust: 'external',
      origin: 'blog.example',
    });
    const [lesion] = garden.openLesions();
    if (!lesion) throw new Error('expected a lesion');
    await garden.resolveLesion(lesion.edge.id, lesion.challenged.id);
    expect(garden.openLesions()).toHaveLength(0);
    await expect(garden.resolveLesion(lesion.edge.id, lesion.challenged.id)).rejects.toThrow(/no open lesion/);
    clock.advanceDays(120);
    await garden.catchUp();
    expect(garden.state.nodes.get(lesion.challenger.id)?.state).toBe('composted');
    expect(garden.state.nodes.get(lesion.challenged.id)?.state).toBe('active');
  });

  it('a lesion settled by hand sets aside only what the other side disputes: the rest lives on', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    await feed(garden, 'The city gym closes at 22:00. The sauna is on the second floor, by the lockers.');
    clock.advanceDays(2);
    await feed(garden, 'A gym review site says the city gym closes at 21:00.', {
      trust: 'external',
      origin: 'gyms.example',
    });
    const [lesion] = garden.openLesions();
    if (!lesion) throw new Error('expected a lesion');
    const mine = nodeWith(garden, '22:00');
    const kept = nodeWith(garden, '21:00');
    if (!mine || !kept) throw new Error('expected both sides');
    // The user checked: the review site is right.
    await garden.resolveLesion(lesion.edge.id, kept.id);
    const part = garden.state.nodes.get(mine.id);
    const rest = nodeWith(garden, 'sauna');
    expect(part?.text).toBe('The city gym closes at 22:00.');
    expect(part?.lostLesionAt).toBe(clock.now());
    expect(rest?.text).toBe('The sauna is on the second floor, by the lockers.');
    expect(rest?.splitFrom).toBe(mine.id);
    expect(rest?.lostLesionAt).toBeUndefined();
    expect(garden.setAside()).toBe(1);
    expect((await garden.journal({ nodeId: rest?.id ?? '' })).map((j) => j.reason)).toContainEqual(
      expect.stringContaining('which "A gym review site says the city gym closes at 21:00." disputes'),
    );
    clock.advanceDays(150);
    await garden.catchUp();
    expect(garden.state.nodes.get(mine.id)?.state).toBe('composted');
    expect(garden.state.compostByNode.get(mine.id)?.reason).toBe('lesion-lost');
    expect(nodeWith(garden, 'sauna')?.state).toBe('active');
    expect(garden.setAside()).toBe(0);
    expect((await top(garden, 'Where is the sauna?'))[0]).toContain('second floor');
  });

  it('the side a user set aside ranks below the side kept, and says so, until it is composted', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    await feed(garden, 'The recycling day is Tuesday.');
    await feed(garden, 'The council site says: recycling day is Friday now.', { trust: 'external', origin: 'council' });
    const [lesion] = garden.openLesions();
    if (!lesion) throw new Error('expected a lesion');
    // The user knows the council is right: the operator's own older note is the side set aside.
    clock.advanceDays(1);
    await garden.resolveLesion(lesion.edge.id, lesion.challenger.id);
    const { living } = await garden.search('which day is recycling day', { observe: true });
    expect(living.map((r) => r.node.id).slice(0, 2)).toEqual([lesion.challenger.id, lesion.challenged.id]);
    expect(living[1]?.settled).toEqual({
      edgeId: lesion.edge.id,
      keptId: lesion.challenger.id,
      keptText: lesion.challenger.text,
      at: clock.now(),
    });
    expect(living[0]?.settled).toBeUndefined();
    const journal = await garden.journal({ nodeId: lesion.challenged.id });
    expect(journal.map((j) => j.event)).toEqual(expect.arrayContaining(['lesion-resolved', 'feedback']));
    clock.advanceDays(120);
    await garden.catchUp();
    expect(garden.state.compostByNode.get(lesion.challenged.id)?.reason).toBe('lesion-lost');
  });
});
