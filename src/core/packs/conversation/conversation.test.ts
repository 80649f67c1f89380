import { beforeAll, describe, expect, it } from 'vitest';
import type { Embedder } from '../../embedding/embedder';
import type { Garden } from '../../garden/garden';
import type { GardenNode } from '../../types';
import { feed, makeGarden, T0 } from '../../../../tests/support/garden';
import { SUPPORT_CALL } from '../../../../tests/support/conversations';
import { realModel } from '../../../../tests/support/real-model';

// 2026-01-01 is a Thursday: "last Tuesday" is 2025-12-30.

let model: Embedder;
beforeAll(async () => {
  model = await realModel();
}, 120_000);

const living = (g: Garden): GardenNode[] => [...g.state.nodes.values()].filter((n) => n.state !== 'composted');
const unitAbout = (g: Garden, word: RegExp): GardenNode | undefined =>
  [...g.state.nodes.values()].find((n) => word.test(n.text));

describe('the conversation pack', () => {
  it('cuts a transcript into units and labels frustration, resolution and dates', async () => {
    const { garden } = await makeGarden({ embedder: model });
    const r = await feed(garden, SUPPORT_CALL, { trust: 'session', title: 'Support call 1' });
    expect(r.source.kind).toBe('conversation');
    expect(r.source.session).toBe(1);
    expect(r.segments).toHaveLength(3);

    const billing = unitAbout(garden, /charged twice/);
    expect(billing?.text).toContain('expired last Tuesday [2025-12-30]');
    expect(billing?.labels).toMatchObject({
      friction: 'billing',
      resolution: 'resolved',
      recency: 'high',
      kind: 'conversation',
    });
    expect(billing?.labels?.valence).toBeLessThan(0.5);

    const csv = unitAbout(garden, /CSV export/);
    expect(csv?.labels).toMatchObject({ friction: 'feature-gap', resolution: 'unresolved' });
    const latency = unitAbout(garden, /four days/);
    expect(latency?.labels).toMatchObject({ friction: 'latency', resolution: 'unresolved' });

    // The journal names the enzyme behind every verdict and label.
    const journal = await garden.journal({ sourceId: r.source.id });
    const enzymes = new Set(journal.flatMap((j) => (typeof j.data?.enzyme === 'string' ? [j.data.enzyme] : [])));
    expect([...enzymes].sort()).toEqual([
      'conversation/frustration',
      'conversation/resolution',
      'conversation/temporal',
      'core/provenance',
      'core/relation',
    ]);
    expect(journal.filter((j) => j.event === 'verdict').every((j) => j.reason.startsWith('core/relation: '))).toBe(
      true,
    );
  });

  it('reads a JSON list of {role, content} messages, and an emphasis marker opens a unit with more salience', async () => {
    const { garden } = await makeGarden({ embedder: model });
    const messages = [
      { role: 'user', content: 'The dashboard loads slowly every morning.' },
      { role: 'assistant', content: 'Thanks, I will look at the dashboard performance.' },
      { role: 'user', content: 'Importantly, never send invoices to my old address in Leeds.' },
      { role: 'assistant', content: 'Noted, invoices go to the new address only.' },
    ];
    const r = await feed(garden, JSON.stringify(messages), { trust: 'session', fileName: 'chat.json' });
    expect(r.source.kind).toBe('conversation');
    const emphatic = unitAbout(garden, /old address/);
    const plain = unitAbout(garden, /dashboard/);
    expect(emphatic?.text).toMatch(/^user: Importantly/);
    expect(emphatic?.base).toBeCloseTo((plain?.base ?? 0) + 0.2, 6);
    const segJournal = await garden.journal({ sourceId: r.source.id });
    expect(segJournal.some((j) => j.event === 'segment' && j.reason.includes('emphasis "importantly"'))).toBe(true);
  });

  it('"never mind, that\'s fixed now" eliminates the unit it corrects, and only that one', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    await feed(garden, SUPPORT_CALL, { trust: 'session' });
    clock.advanceDays(2);
    await feed(
      garden,
      'Customer: About the slow answers from support by email.\nAgent: Yes?\nCustomer: Never mind, that is fixed now, replies come within hours.\nAgent: Glad to hear it.',
      { trust: 'session' },
    );
    const latency = unitAbout(garden, /four days/);
    expect(latency?.state).toBe('composted');
    const entry = garden.state.compostByNode.get(latency?.id ?? '');
    expect(entry?.reason).toBe('eliminated');
    expect(entry?.cause.note).toMatch(/fixed now/i);
    expect(entry?.friction).toBe('latency');
    expect(unitAbout(garden, /CSV export/)?.state).toBe('active');
  });

  it('a contradicting signal eliminates the unit it contradicts', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    await feed(
      garden,
      'Customer: My dashboard says my subscription expired, but I paid for the renewal.\nAgent: I can see the payment, the status will update shortly.',
      { trust: 'session' },
    );
    await feed(garden, 'Customer: The export to Excel drops the totals row.\nAgent: I have filed a feature request.', {
      trust: 'session',
    });
    clock.advanceDays(3);
    await feed(
      garden,
      'Customer: Just checking in: my subscription status now shows active.\nAgent: Great, the renewal went through.',
      { trust: 'session' },
    );
    const expired = unitAbout(garden, /subscription expired/);
    expect(expired?.state).toBe('composted');
    expect(garden.state.compostByNode.get(expired?.id ?? '')?.cause.note).toMatch(
      /^contradicted by a later signal: .*shows active/,
    );
    expect(unitAbout(garden, /totals row/)?.state).toBe('active');
  });

  it('an opposite state said of something else eliminates nothing', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    await feed(
      garden,
      'Customer: The sync server is down again, none of my notes upload.\nAgent: I have raised it with the team.',
      { trust: 'session' },
    );
    clock.advanceDays(2);
    await feed(
      garden,
      'Customer: Unrelated, but my cousin is finally back online after her trip.\nAgent: Glad to hear it, is the sync working for you?',
      { trust: 'session' },
    );
    expect(unitAbout(garden, /sync server is down/)?.state).toBe('active');
    expect([...garden.state.compost.values()].filter((c) => c.reason === 'eliminated')).toEqual([]);
  });

  it('decays units by class: resolved in sessions, billing in 14 days, feature requests not until shipped', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    await feed(garden, SUPPORT_CALL, { trust: 'session' });
    const billing = unitAbout(garden, /charged twice/);
    // Resolved: half-life 2 sessions. Four unrelated calls later it scores 0.6 · 2^-2 = 0.15; six later 0.075.
    const calls = [
      'the mobile app crashes on login',
      'how do I add a second user seat',
      'the logo upload fails',
      'can I change my username',
      'where are the API keys',
      'the calendar sync stopped',
    ];
    for (const [i, topic] of calls.entries()) {
      clock.advanceDays(0.25);
      await feed(
        garden,
        `Customer: Question ${String(i)}: ${topic}?\nAgent: Let me check that for you.\nCustomer: OK.`,
        { trust: 'session' },
      );
    }
    await garden.catchUp();
    clock.advanceDays(1);
    await garden.catchUp();
    expect(garden.state.sessions).toBe(7);
    expect(garden.state.nodes.get(billing?.id ?? '')?.state).toBe('composted');
    expect(garden.state.compostByNode.get(billing?.id ?? '')?.cause.note).toMatch(/resolved: half-life 2 sessions/);

    // Feature request: still there half a year on.
    clock.advanceDays(200);
    await garden.catchUp();
    const csv = unitAbout(garden, /CSV export/);
    expect(csv?.state).not.toBe('composted');
    // …until it ships; then two sessions halve it and the sweep composts it.
    await garden.markShipped(csv?.id ?? '');
    for (const topic of ['invoices by post', 'team permissions', 'dark mode', 'data retention']) {
      await feed(
        garden,
        `Customer: A question about ${topic} please.\nAgent: Sure, what about ${topic}?\nCustomer: Never used it before.`,
        { trust: 'session' },
      );
    }
    clock.advanceDays(1);
    await garden.catchUp();
    expect(garden.state.nodes.get(csv?.id ?? '')?.state).toBe('composted');
  });

  it("keeps an operator's own conversation by its class half-life and immunity: it is not trivia", async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    await feed(
      garden,
      'Maya: I finally booked the pottery course, Thursdays at the Clay Barn.\nSam: Nice, the one by the river?\nMaya: Yes, starting in March.',
      { trust: 'operator' },
    );
    await feed(garden, 'Rob: The standup notes are in the wiki.\nKim: Thanks, found them.', { trust: 'session' });
    const pottery = unitAbout(garden, /pottery course/);
    const standup = unitAbout(garden, /standup notes/);
    // 92 idle days composted it before (× a 30-day recency); an operator unit has a 365-day half-life.
    clock.advanceDays(92);
    await garden.catchUp();
    expect(garden.state.nodes.get(pottery?.id ?? '')?.state).toBe('active');
    // A session's small talk still decays on its 14-day half-life.
    expect(garden.state.nodes.get(standup?.id ?? '')?.state).toBe('composted');
  });

  it('keeps an unresolved billing complaint about three weeks, and counts frictions even after composting', async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    for (const [i, what] of [
      'my invoice shows the wrong VAT number',
      'I was billed for a seat I removed',
      'the annual renewal price went up without notice',
    ].entries()) {
      await feed(
        garden,
        `Customer: Hello, ${what}.\nAgent: I have escalated this to our billing team (ticket ${String(i + 1)}).\nCustomer: Still waiting on them, this keeps happening!`,
        { trust: 'session' },
      );
      clock.advanceDays(1);
    }
    expect(garden.frictions(30)).toEqual([{ friction: 'billing', mentions: 3, composted: 0, days: 30 }]);
    const complaint = unitAbout(garden, /wrong VAT/);
    clock.advanceDays(15);
    await garden.catchUp();
    expect(garden.state.nodes.get(complaint?.id ?? '')?.state).not.toBe('composted');
    clock.advanceDays(12);
    await garden.catchUp();
    expect(garden.state.nodes.get(complaint?.id ?? '')?.state).toBe('composted');
    expect(garden.frictions(40)[0]).toMatchObject({ friction: 'billing', mentions: 3, composted: 3 });
  });

  it("files an operator's own chat about money as friction, but decays it by the operator's class", async () => {
    const { garden, clock } = await makeGarden({ embedder: model });
    await feed(
      garden,
      "Sam: ugh, the garage charged me twice for the tyres, so annoying.\nAlex: that's the worst. did you get a refund?\nSam: still waiting, I paid with my card.",
      { trust: 'operator', title: 'Chat with Alex' },
    );
    const unit = unitAbout(garden, /charged me twice/);
    expect(unit?.labels?.friction).toBe('billing');
    // Months later, a session's billing complaint would long be compost; a friend's chat is not a ticket.
    clock.advanceDays(120);
    await garden.catchUp();
    expect(garden.state.nodes.get(unit?.id ?? '')?.state).not.toBe('composted');
  });

  it('normalises entities from the alias table and from aliases declared in notes', async () => {
    const { garden } = await makeGarden({ embedder: model });
    await garden.updateSettings({ aliases: { ProPlus: 'Pro Plus plan' } });
    await feed(
      garden,
      '---\ntitle: Acme Sync\naliases: [AcmeSync, the sync app]\n---\nAcme Sync keeps calendars aligned.',
      { fileName: 'acme-sync.md' },
    );
    await feed(
      garden,
      'Customer: I moved to ProPlus and the sync app stopped working for account #88123.\nAgent: Checking account 88123 now.\nCustomer: Thanks, still broken though.',
      { trust: 'session' },
    );
    const unit = unitAbout(garden, /ProPlus/);
    expect(unit?.labels?.entities).toEqual(expect.arrayContaining(['Pro Plus plan', 'Acme Sync', 'ACC-88123']));
    // The canonical name finds the unit even though its text never says it.
    const hits = await garden.recall('Pro Plus plan', { observe: true });
    expect(hits.map((h) => h.node.id)).toContain(unit?.id);
  });

  it('keeps the profile to the most salient unresolved items within its budget', async () => {
    const { garden } = await makeGarden({ embedder: model });
    await feed(garden, SUPPORT_CALL, { trust: 'session' });
    const full = garden.profile(2000);
    expect(full.items.map((i) => i.node.labels?.friction).sort()).toEqual(['feature-gap', 'latency']);
    expect(full.tokens).toBeLessThanOrEqual(2000);
    expect(full.markdown).toContain('CSV export');
    expect(full.markdown).not.toContain('charged twice');
    const tight = garden.profile(60);
    expect(tight.tokens).toBeLessThanOrEqual(60);
    expect(tight.items.length).toBeLessThan(full.items.length);
    expect(tight.left).toBeGreaterThan(0);
  });

  it('does nothing of the kind when the pack is switched off', async () => {
    const { garden } = await makeGarden({ embedder: model, start: T0 });
    await garden.updateSettings({ packs: { core: true, conversation: false, 'write-path': true } });
    await feed(garden, SUPPORT_CALL, { trust: 'session' });
    const billing = unitAbout(garden, /charged twice/);
    expect(billing?.text).not.toContain('[2025-12-30]');
    expect(billing?.labels?.friction).toBeUndefined();
    expect(living(garden).every((n) => n.labels?.resolution === undefined)).toBe(true);
  });
});
