import { describe, expect, it } from 'vitest';
import { feed, makeGarden } from '../../../tests/support/garden';
import { realModel } from '../../../tests/support/real-model';
import { DENTISTS } from '../../../tests/support/versions';
import { byproducts, byproductsByMonth } from '../compost/byproducts';
import type { Embedder } from '../embedding/embedder';
import { Garden } from '../garden/garden';

describe('recall', () => {
  it('returns provenance with every result', async () => {
    const { garden } = await makeGarden();
    const r = await feed(garden, 'The boiler model is Vaillant ecoTEC 832.', {
      title: 'Boiler',
      origin: 'notes/home.md',
    });
    const [hit] = await garden.recall('boiler model', { observe: true });
    expect(hit?.provenance).toEqual([
      {
        sourceId: r.source.id,
        title: 'Boiler',
        trust: 'operator',
        origin: 'notes/home.md',
        generatedAt: r.source.generatedAt,
      },
    ]);
  });

  it("puts the user's later telling of one subject first, but not a sibling page's, and hides nothing", async () => {
    const { garden, clock } = await makeGarden({ embedder: await realModel() });
    await feed(garden, 'Swimming lessons for Maya are on Tuesdays at the Leisure Centre pool.', { title: 'Kids' });
    clock.advanceDays(10);
    await feed(garden, 'Maya swims on Thursdays at the Leisure Centre with her new group.', { title: 'Kids' });
    const texts = (await garden.recall('When does Maya have swimming lessons?', { observe: true })).map(
      (r) => r.node.text,
    );
    expect(texts.slice(0, 2)).toEqual([
      'Maya swims on Thursdays at the Leisure Centre with her new group.',
      'Swimming lessons for Maya are on Tuesdays at the Leisure Centre pool.',
    ]);

    const { garden: docs, clock: later } = await makeGarden({ embedder: await realModel() });
    await feed(docs, 'Open the backup settings and choose a folder for nightly copies.', {
      title: 'Backup on Windows',
    });
    later.advanceDays(10);
    await feed(docs, 'Open the backup settings and pick a folder for the nightly copy.', { title: 'Backup on Linux' });
    const pages = await docs.recall('backup settings folder nightly copies', { observe: true });
    expect(pages[0]?.node.text).toBe('Open the backup settings and choose a folder for nightly copies.');
    // Notes under unrelated titles are two subjects too.
    await feed(docs, 'The recycling day is Tuesday.', { title: 'Bins' });
    later.advanceDays(1);
    await feed(docs, 'Garden waste goes out every other Friday.', { title: 'Garden waste' });
    expect((await docs.recall('recycling day', { observe: true }))[0]?.node.text).toBe('The recycling day is Tuesday.');
  });

  /** The first two answers to `query` after two titled notes, the second written `days` later, with the real model. */
  const firstTwo = async (
    [older, olderTitle]: [string, string],
    [newer, newerTitle]: [string, string],
    query: string,
    days: number,
  ): Promise<string[]> => {
    const { garden, clock } = await makeGarden({ embedder: await realModel() });
    await feed(garden, older, { title: olderTitle });
    clock.advanceDays(days);
    await feed(garden, newer, { title: newerTitle });
    return (await garden.recall(query, { observe: true })).slice(0, 2).map((r) => r.node.text);
  };

  it('puts a later note first that the enzymes read as the same subject with other values, though worded apart', async () => {
    const older = 'The CPAP machine pressure is 9 cmH2O, mask cushion replaced monthly.';
    const newer = 'At the follow-up the sleep clinic said my CPAP machine pressure should be 11 cmH2O.';
    const answers = await firstTwo(
      [older, 'CPAP'],
      [newer, 'Sleep clinic follow-up'],
      'What pressure is the CPAP set to?',
      4,
    );
    expect(answers).toEqual([newer, older]);
  });

  it('puts a later note first that gives what the query asks another value, though the enzymes could not bind the two', async () => {
    const { garden, clock } = await makeGarden();
    // Close enough in words (0.51 with the test embedder), not in what the enzymes bind: [fuel], [fuel budget].
    const older = 'Cheap month: fuel cut to £90 for the month, and the bus where we can.';
    const newer =
      'The cheap month is over, we missed the car too much. Dear Jo, fuel budget goes back to £140 for the month.';
    await feed(garden, older);
    clock.advanceDays(3);
    await feed(garden, newer);
    const texts = (await garden.recall('How much can we spend on fuel a month?', { observe: true })).map(
      (r) => r.node.text,
    );
    expect(texts.slice(0, 2)).toEqual([newer, older]);

    // A titled note beside one without a title may be about the same thing: the values the query asks say so.
    const { garden: titled, clock: then } = await makeGarden();
    await feed(titled, older);
    then.advanceDays(3);
    await feed(titled, newer, { title: 'Email to Jo' });
    const answers = await titled.recall('How much can we spend on fuel a month?', { observe: true });
    expect(answers.slice(0, 2).map((r) => r.node.text)).toEqual([newer, older]);

    // Opening hours of two places are two things: each attribute has a word the other lacks.
    const { garden: town, clock: later } = await makeGarden();
    const library = 'Library opening hours on Saturday: 9:00 until noon, the returns box is by the side door.';
    await feed(town, library);
    later.advanceDays(3);
    await feed(town, 'Pool opening hours on Saturday: 7:00 until noon, lockers need a pound coin.');
    const hours = await town.recall('What are the opening hours on Saturday?', { observe: true });
    expect(hours[0]?.node.text).toBe(library);
  });

  it('keeps the older unit of a chat first where it answers better: two units of one conversation are not one subject', async () => {
    const { garden, clock } = await makeGarden({ embedder: await realModel() });
    const spring = [
      'Priya: How did the allotment do this year?',
      'Tom: Brilliant. The runner beans went mad and I counted 41 tomatoes on one plant in the greenhouse.',
      'Priya: Forty-one! What variety was it?',
      "Tom: Gardener's Delight, from seed my neighbour gave me.",
    ].join('\n');
    const autumn = [
      'Priya: Are the tomatoes still going?',
      'Tom: The plants in the greenhouse kept on until October, and one plant still has green ones on it.',
      'Priya: Chutney then?',
      'Tom: Chutney, yes, about six jars.',
    ].join('\n');
    await feed(garden, spring, { title: 'Chat with Priya', kind: 'conversation' });
    clock.advanceDays(20);
    await feed(garden, autumn, { title: 'Chat with Priya', kind: 'conversation' });
    // The two units are 0.7 apart in meaning (the later a lesser answer): they share speakers and voice, not a subject.
    const hits = await garden.recall('How many tomatoes did Tom count on one plant?', { observe: true });
    expect(hits.map((h) => h.node.text.includes('41 tomatoes'))).toEqual([true, false]);
  });

  /** The first answer to `query` after `older`, then `newer` five days later, with the real model. */
  const firstAfter = async (older: string, newer: string, query: string): Promise<string | undefined> => {
    const { garden, clock } = await makeGarden({ embedder: await realModel() });
    await feed(garden, older);
    clock.advanceDays(5);
    await feed(garden, newer);
    return (await garden.recall(query, { observe: true }))[0]?.node.text;
  };

  it('puts a later note first that states a change to another value of a kind the older holds', async () => {
    const older = "Pippin's walker: Mags Delaney, Mon/Wed/Fri lunchtimes, £12 a walk, key in the lockbox.";
    const newer = 'Mags has cut her round down, so Teodor Vance is taking Pippin out from next week. Same days.';
    const answers = await firstTwo(
      [older, "Pippin's walker"],
      [newer, 'Walker change'],
      'who is walking Pippin these days',
      5,
    );
    expect(answers).toEqual([newer, older]);
  });

  it('puts a still later telling above the one it moved up: a change, then the note after it', async () => {
    // Three notes in a row, each close to the one before (0.55, 0.58) and the last far from the first (0): an
    // embedder that places each where the test needs it. The query is closest to the first.
    const first = 'the band rehearses in the old mill on the hill';
    const second = 'rehearsals happen in the church hall nowadays';
    const third = 'the group plays in the school gym these days';
    const query = 'where do we practise';
    const at: Record<string, number[]> = {
      [first]: [1, 0, 0],
      [second]: [0.55, Math.sqrt(1 - 0.55 ** 2), 0],
      [third]: [0, 0.7, Math.sqrt(1 - 0.49)],
      [query]: [0.842, 0.421, 0.337],
    };
    const placed: Embedder = {
      id: 'placed',
      dimensions: 3,
      embed: (texts) => Promise.resolve(texts.map((t) => Float32Array.from(at[t] ?? [0, 0, 1]))),
    };
    const { garden, clock } = await makeGarden({ embedder: placed });
    for (const text of [first, second, third]) {
      await feed(garden, text);
      clock.advanceDays(5);
    }
    const texts = (await garden.recall(query, { observe: true })).map((r) => r.node.text);
    expect(texts).toEqual([third, second, first]);
  });

  it('keeps the answer about the thing asked for above a later one about a sibling thing', async () => {
    const oat = 'Oat milk at the corner shop is £1.60 a litre.';
    const almond = 'Almond milk at the corner shop is £1.85 a litre.';
    expect(await firstAfter(oat, almond, 'How much is oat milk?')).toBe(oat);
  });

  it('keeps the answer under the label the query names above a later note under another label', async () => {
    const firefox = 'Firefox: default search engine set to DuckDuckGo, suggestions turned off.';
    const edge = 'Edge: default search engine set to Bing, suggestions turned on.';
    expect(await firstAfter(firefox, edge, 'Which search engine is Firefox set to?')).toBe(firefox);
    // Labels that are also common words are no names, but the query still asks for the older one's label.
    const thunderbird = 'Thunderbird: check for new mail every 10 minutes, remote images blocked.';
    const outlook = 'Outlook: check for new mail every 30 minutes, remote images allowed.';
    expect(await firstAfter(thunderbird, outlook, 'How often does Thunderbird check for mail?')).toBe(thunderbird);
  });

  it('a search answers from the compost, apart and with its reason, only where that answers better than the first living answers', async () => {
    const { garden, clock } = await makeGarden();
    await feed(garden, 'Had a cheese sandwich and an apple for lunch.', { trust: 'session' });
    await feed(garden, 'The boiler model is Vaillant ecoTEC 832.');
    clock.advanceDays(200);
    await garden.catchUp();
    const forgotten = await garden.search('cheese sandwich lunch', { observe: true });
    expect(forgotten.living.some((r) => r.node.text.includes('cheese'))).toBe(false);
    expect(forgotten.compost.map((r) => [r.node.text, r.compost?.reason])).toEqual([
      ['Had a cheese sandwich and an apple for lunch.', 'decayed'],
    ]);
    // The living garden answers this one: the compost stays out of it.
    const known = await garden.search('boiler model', { observe: true });
    expect(known.living[0]?.node.text).toContain('Vaillant');
    expect(known.compost).toEqual([]);

    // Better than the third living answer, if not the first: a pantry would have shown it among them.
    const { garden: kitchen, clock: later } = await makeGarden();
    await feed(kitchen, 'Cheese sandwich for lunch at the boiler shop.', { trust: 'session' });
    await feed(kitchen, 'Lunch before the boiler service: the boiler service engineer comes after lunch.');
    await feed(kitchen, 'The service road behind the flats is closed.');
    await feed(kitchen, 'Lunch is at noon on Fridays.');
    later.advanceDays(200);
    await kitchen.catchUp();
    const tiers = await kitchen.search('boiler service lunch', { observe: true });
    expect(tiers.living.map((r) => r.node.text)).toHaveLength(3);
    expect(tiers.living[0]?.relevance).toBeGreaterThan(tiers.compost[0]?.relevance ?? 1);
    expect(tiers.compost.map((r) => r.node.text)).toEqual(['Cheese sandwich for lunch at the boiler shop.']);
  });

  it('ranks a note as well as the one it superseded: a query in the old words asks for what replaced them', async () => {
    const { garden, clock, store } = await makeGarden({ embedder: await realModel() });
    const [ames, okafor, singh] = DENTISTS;
    await feed(garden, ames, { title: 'Dentist' });
    clock.advanceDays(3);
    await feed(garden, 'The dentist reminder letter came for Theo.', { title: 'Post' });
    clock.advanceDays(3);
    await feed(garden, okafor, { title: 'Dentist' });
    const first = async () => (await garden.recall('Who is our dentist?', { observe: true }))[0];
    const old = [...garden.state.nodes.values()].find((n) => n.text === ames);
    expect(old?.state).toBe('composted');
    expect((await first())?.node.text).toBe(okafor);
    expect((await first())?.standsFor).toBe(old?.id);
    // Down a line of versions: the third stands for the first.
    clock.advanceDays(3);
    await feed(garden, singh, { title: 'Dentist' });
    expect((await first())?.node.text).toBe(singh);
    expect((await first())?.standsFor).toBe(old?.id);
    // The relevance it shows is what its own words earn.
    expect((await first())?.relevance).toBeLessThan((await first())?.score ?? 0);
    // And so it is once the garden opens again from its store.
    const reopened = await Garden.open({ store, embedder: await realModel(), clock });
    expect((await reopened.recall('Who is our dentist?', { observe: true }))[0]?.standsFor).toBe(old?.id);
  });

  it('lets dormant nodes sink below active ones and keeps compost and quarantine out of ordinary recall', async () => {
    const { garden, clock } = await makeGarden();
    await feed(garden, 'Allotment gate code 1234 was written on my hand today.', { trust: 'session' });
    clock.advanceDays(70);
    await feed(garden, 'The allotment gate opens at dawn every day.');
    await feed(garden, 'Rumour: the allotment gate will get a new padlock.', {
      trust: 'foreign',
      origin: 'forum.example',
    });
    const states = (await garden.recall('allotment gate', { observe: true })).map((r) => r.node.state);
    expect(states).toEqual(['active', 'dormant']);
    clock.advanceDays(200);
    await garden.catchUp();
    const ordinary = await garden.recall('allotment gate', { observe: true });
    expect(ordinary.every((r) => r.node.state !== 'composted' && r.node.state !== 'quarantined')).toBe(true);
    const compost = await garden.recall('allotment gate', { scope: 'compost', observe: true });
    expect(compost.map((r) => r.compost?.reason).sort()).toEqual(['decayed', 'quarantine-expired']);
  });

  it('packs the best results into a token budget as markdown with provenance', async () => {
    const { garden } = await makeGarden();
    const crops = [
      'basil',
      'chard',
      'leeks',
      'kale',
      'beans',
      'peas',
      'onions',
      'garlic',
      'squash',
      'radish',
      'carrots',
      'beets',
      'lettuce',
      'spinach',
      'fennel',
      'celery',
      'parsley',
      'mint',
      'sage',
      'thyme',
    ];
    for (const [i, crop] of crops.entries())
      await feed(garden, `The garden tomatoes grow beside the ${crop} this year.`, { title: `Bed ${i}` });
    const pack = await garden.contextPack('garden tomatoes', 150);
    expect(pack.tokens).toBeLessThanOrEqual(150);
    expect(pack.included).toBeGreaterThan(0);
    expect(pack.included).toBeLessThan(20);
    expect(pack.markdown).toMatch(/^# Context for: garden tomatoes/);
    expect(pack.markdown).toMatch(/source: Bed \d+ \(operator, local, 2026-01-01\)/);
    expect(pack.whole).toBe(false);
  });

  it('injects the whole active garden, by salience, when all of it fits the budget', async () => {
    const { garden, clock } = await makeGarden();
    await feed(garden, 'The bike lock code is 4719.', { trust: 'session', title: 'Lock' });
    clock.advanceDays(40);
    await feed(garden, 'The dentist is Dr. Ames on Mill Road.', { title: 'Dentist' });
    await feed(garden, 'The ferry leaves at 7:40.', { trust: 'foreign', title: 'Ferry' });
    await garden.catchUp();
    const pack = await garden.contextPack('Who is my dentist?', 1500);
    expect(pack.whole).toBe(true);
    // Everything active, even what the query would not find; the quarantined rumour is not active.
    expect(pack.included).toBe(2);
    expect(pack.markdown).toContain('The whole active garden (2 notes) fits the budget');
    expect(pack.markdown.indexOf('Dr. Ames')).toBeLessThan(pack.markdown.indexOf('4719'));
    expect(pack.markdown).not.toContain('ferry');
    // A budget the garden does not fit: ranked recall again.
    const small = await garden.contextPack('Who is my dentist?', 60);
    expect(small.whole).toBe(false);
    expect(small.markdown).toContain('Dr. Ames');
  });

  it('summarises the compost heap by topic, reason and month', async () => {
    const { garden, clock } = await makeGarden();
    for (const t of ['Bins out tonight.', 'Bins went out late.', 'Cat fed twice today.'])
      await feed(garden, t, { trust: 'session', title: t });
    clock.advanceDays(150);
    await garden.catchUp();
    const b = byproducts(garden.state.compost.values());
    expect(b.reduce((s, x) => s + x.count, 0)).toBe(3);
    expect(b.every((x) => x.reason === 'decayed')).toBe(true);
    const months = byproductsByMonth(garden.state.compost.values());
    expect(months).toHaveLength(1);
    expect(months[0]?.total).toBe(3);
  });
});
