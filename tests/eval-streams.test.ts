// The evaluation runner end to end with the real model, on the public stream and on a hand-written one.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../src/core/kernel/memory-store';
import { meetsBar } from '../src/eval/bar';
import { CORE_ALONE, runStream, type Report } from '../src/eval/runner';
import { passes } from '../src/eval/judge-probe';
import { parseStream } from '../src/eval/stream';
import { realModel } from './support/real-model';
import { generateStream } from './support/stream-generator';

const load = (file: string) =>
  parseStream(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', file), 'utf8')));

/**
 * A development set of the paraphrase suite written apart from the code: it opens no false conflict and holds
 * where the reader stands (probes passed, conflicting pairs found).
 */
async function holdsDevelopmentSet(file: string, floor: { passed: number; found: number }): Promise<void> {
  const dev = await runStream(load(`tests/fixtures/paraphrase/${file}`), await realModel(), new MemoryStore());
  expect(dev.garden.conflicts?.precision).toBe(1);
  expect(dev.garden.passed).toBeGreaterThanOrEqual(floor.passed);
  expect(dev.garden.conflicts?.found).toBeGreaterThanOrEqual(floor.found);
}

describe('evaluation streams', () => {
  let report: Report;
  beforeAll(async () => {
    report = await runStream(load('data/eval/public-stream.json'), await realModel(), new MemoryStore());
  });

  it('the public stream meets the bar, far above the pantry', () => {
    expect(meetsBar(report).problems).toEqual([]);
    expect(report.garden.passed).toBeGreaterThan(report.pantry.passed + 20);
  });

  it('reports every probe with the evidence it was judged on, so each verdict can be re-checked from it', () => {
    const stream = load('data/eval/public-stream.json');
    const probes = stream.events.flatMap((e) => ('probe' in e ? [e.probe] : []));
    expect(report.probes.map((p) => p.id)).toEqual(probes.map((p) => p.id));
    probes.forEach((probe, i) => {
      const outcome = report.probes[i];
      expect(outcome && passes(probe, outcome.garden.evidence)).toBe(outcome?.garden.passed);
      expect(outcome && passes(probe, outcome.pantry.evidence)).toBe(outcome?.pantry.passed);
      if (probe.kind === 'recall' || probe.kind === 'update' || probe.kind === 'suppressed')
        expect(outcome?.garden.evidence.top.length).toBeLessThanOrEqual(3);
    });
    // The pantry has no compost and no lesions.
    expect(report.pantry.byKind.compost.passed).toBe(0);
    expect(report.pantry.byKind.lesion.passed).toBe(0);
    expect(report.garden.size.segmentsIngested).toBe(report.pantry.size.segments);
    expect(report.garden.size.composted).toBeGreaterThan(0);
  });

  it('lists every conflict relation with both sides and judges it against the truth', () => {
    const c = report.garden.conflicts;
    expect(c?.relations).toBe(report.garden.relations.length);
    expect(c?.precision).toBeGreaterThanOrEqual(0.9);
    expect(c?.recall).toBeGreaterThanOrEqual(0.9);
    for (const r of report.garden.relations) {
      expect(r.sides[0].sources.length).toBeGreaterThan(0);
      expect(r.sides[1].sources.length).toBeGreaterThan(0);
      expect(typeof r.true).toBe('boolean');
    }
    // Updates and challenges of the stream are among them: a lesion, and a supersession of the dentist.
    expect(report.garden.relations.some((r) => r.kind === 'lesion' && r.true)).toBe(true);
    expect(
      report.garden.relations.some((r) => r.kind === 'supersedes' && /Okafor/.test(r.sides[0].text) && r.true),
    ).toBe(true);
  });

  it('a stream in other words meets the bar too', async () => {
    const other = await runStream(
      load('tests/fixtures/streams/household-variants.json'),
      await realModel(),
      new MemoryStore(),
    );
    expect(meetsBar(other).problems).toEqual([]);
  });

  it('the support conversations meet the bar with the conversation pack, and the core alone does not', async () => {
    const stream = load('tests/fixtures/streams/support-conversations.json');
    const withPacks = await runStream(stream, await realModel(), new MemoryStore());
    const core = await runStream(stream, await realModel(), new MemoryStore(), CORE_ALONE);
    expect(meetsBar(withPacks).problems).toEqual([]);
    expect(meetsBar(core).ok).toBe(false);
    // What the pack adds: dates made absolute, eliminations, session decay, feature requests kept.
    const only = withPacks.probes.filter((p, i) => p.garden.passed && !core.probes[i]?.garden.passed).map((p) => p.id);
    expect(only).toEqual(expect.arrayContaining(['p01', 'p03', 'p04', 'p06', 'p13', 'p14']));
  });

  it('the paraphrase suite written apart from the code: no false conflict, and above the pantry (tuned half)', async () => {
    // The held-out half and the fresh stream are measured by `npm run eval -- … --scores-only`, never asserted
    // on here: they stay unread while tuning.
    const tuned = await runStream(load('tests/fixtures/paraphrase/tuned.json'), await realModel(), new MemoryStore());
    expect(tuned.garden.conflicts?.precision).toBeGreaterThanOrEqual(0.9);
    expect(tuned.garden.passed).toBeGreaterThan(tuned.pantry.passed);
    // Where the reader stands today (84 of 86 probes, 31 of 36 conflicting pairs): a change that loses ground
    // on these phrasings fails here.
    expect(tuned.garden.passed).toBeGreaterThanOrEqual(84);
    expect(tuned.garden.conflicts?.found).toBeGreaterThanOrEqual(29);
  });

  it('the development stream written apart from the code: no false conflict, and where the reader stands', async () => {
    const dev = await runStream(load('tests/fixtures/paraphrase/dev.json'), await realModel(), new MemoryStore());
    expect(dev.garden.conflicts?.precision).toBeGreaterThanOrEqual(0.9);
    // 118 of 130 probes today (the pantry: 81), 36 of 54 conflicting pairs found; 3 of 6 foreign challenges
    // opened as a lesion. (119 before keyword search read source titles: one update's older note, titled
    // "Service desk — out of hours", now answers "What number do I call for IT problems out of hours?" above
    // the minutes that replaced it; titles gained tuned 1, dev3 1 and the unread fresh2 3.)
    expect(dev.garden.passed).toBeGreaterThanOrEqual(118);
    expect(dev.garden.conflicts?.found).toBeGreaterThanOrEqual(36);
  });

  it('the second development set of the nine situations (families 13–16): no false conflict', async () => {
    // 65 of 87 probes and three false supersessions (two library cards of two children, two buildings' laundry
    // rooms) when it was first measured; 78 and none now (the pantry: 50), 22 of 36 conflicting pairs found.
    await holdsDevelopmentSet('dev2.json', { passed: 78, found: 22 });
  });

  it('the third development set of the nine situations (families 17–20): no false conflict', async () => {
    // 65 of 87 probes and 3 of 36 conflicting pairs found when it was first measured (the pantry: 51); 77 and 18
    // now.
    await holdsDevelopmentSet('dev3.json', { passed: 77, found: 18 });
  });

  it('the fifth development set of the nine situations (families 25–28): no false conflict', async () => {
    // 62 of 86 probes, 10 of 36 conflicting pairs and two false supersessions (two on-call rotas told apart by
    // brackets) when it was first measured (the pantry: 48); 74, 20 and none now.
    await holdsDevelopmentSet('dev5.json', { passed: 74, found: 20 });
  });

  it('the sixth development set (families 29–36 of updates, foreign challenges, corrections, reverts, chats)', async () => {
    // 49 of 85 probes and 9 of 56 conflicting pairs found, none false, when it was first measured (the pantry:
    // 32); 57 and 18 now, whatever ran before it in this file (the reader once kept the words of earlier streams).
    await holdsDevelopmentSet('dev6.json', { passed: 57, found: 18 });
  });

  it('the seventh development set (families 37–42 of updates, challenges, corrections, reverts, controls)', async () => {
    // 43 of 67 probes and 10 of 36 conflicting pairs found, none false, when it was first measured (the pantry:
    // 27); 49 and 16 now.
    await holdsDevelopmentSet('dev7.json', { passed: 49, found: 16 });
  });

  it('the eighth development set (families 43–72 in the registers people paste: mail, ICS, vCard, CSV, YAML)', async () => {
    // 41 of 75 probes, 4 of 31 conflicting pairs and two false supersessions when it was first measured (the
    // pantry: 34): a veg box's price replaced a window cleaner's (see compare.ts, namesApart), and the room number
    // "(3.14)" that the model's window cut from a calendar invite's "LOCATION:Brunel Room" was replaced by the
    // re-sent invite's "(2.07)". A piece of a record asserts nothing now (records.ts, cardFields); the two
    // invites, with two start days, are two dated accounts: 41 probes, 3 pairs, none false; 4 pairs now.
    await holdsDevelopmentSet('dev8.json', { passed: 41, found: 4 });
  });

  it('the ninth development set (families 73–102: changes told in everyday prose, and look-alike controls)', async () => {
    // 39 of 74 probes and 3 of 32 conflicting pairs found, none false, when it was first measured (the pantry:
    // 31); 47 and 11 now.
    await holdsDevelopmentSet('dev9.json', { passed: 47, found: 11 });
  });

  it('the tenth set (families 103–132: team, club and volunteer notes, work admin; measured, not read)', async () => {
    // 51 of 72 probes and 6 of 31 conflicting pairs found, none false, when it was first measured (the pantry:
    // 43). Kept unread, as fresh*.json are, for a blind measure of what the reader reads.
    await holdsDevelopmentSet('dev10.json', { passed: 51, found: 6 });
  });

  it('the version development stream: no false conflict among notes full of version strings', async () => {
    // 45 of 54 probes, 9 of 28 conflicting pairs and one false supersession when it was first measured (the
    // pantry: 29); 45, 11 and none now.
    await holdsDevelopmentSet('dev-versions.json', { passed: 45, found: 11 });
  });

  it('the long-note development stream: no false conflict among notes that say much else besides', async () => {
    const long = await runStream(load('tests/fixtures/paraphrase/dev-long.json'), await realModel(), new MemoryStore());
    expect(long.garden.conflicts?.precision).toBeGreaterThanOrEqual(0.9);
    // 33 of 52 probes today (the pantry: 25); 3 of 13 conflicting pairs found: long notes are read least well.
    expect(long.garden.passed).toBeGreaterThanOrEqual(33);
    expect(long.garden.conflicts?.found).toBeGreaterThanOrEqual(3);
  });

  it('the foreign-source development stream: rumours wait for a second origin, and no false conflict', async () => {
    const dev = await runStream(
      load('tests/fixtures/paraphrase/dev-foreign.json'),
      await realModel(),
      new MemoryStore(),
    );
    expect(dev.garden.conflicts?.precision).toBeGreaterThanOrEqual(0.9);
    // 74 of 81 probes today (the pantry: 38); 29 of 29 rumours kept out of ordinary search until corroborated,
    // and a second origin in other words lifts them ("the 42 is going to Redline Buses" / "Route 42 will be
    // operated by Redline Buses"; a rumour asked as a question, "has anyone heard the plot rent is going up to
    // £68?"; "next Tuesday the 23rd" / "Tuesday the 23rd of September"); 6 of 11 foreign challenges seen as
    // lesions.
    expect(dev.garden.passed).toBeGreaterThanOrEqual(74);
    expect(dev.garden.byKind.suppressed.passed).toBeGreaterThanOrEqual(26);
    expect(dev.garden.byKind.lesion.passed).toBeGreaterThanOrEqual(6);
  });

  it('the conversations written apart: no supersession between days of a chat, and an own chat kept as a pantry would', async () => {
    const chats = await runStream(
      load('tests/fixtures/paraphrase/conversations-dev.json'),
      await realModel(),
      new MemoryStore(),
    );
    // Days of one chat are no updates of one another (a "Date:" line, a "now" in another sentence).
    expect(chats.garden.relations.filter((r) => r.kind === 'supersedes')).toEqual([]);
    // The operator's own chats (c2, c3) decay by their class: their facts are found as often as a pantry finds them.
    const own = chats.probes.filter((p) => !p.id.startsWith('c1-'));
    const found = (side: 'garden' | 'pantry') => own.filter((p) => p[side].passed).length;
    // (48 and 48 today: a chat's units are no one subject for search, and salience never buries a better answer.)
    expect(found('garden')).toBeGreaterThanOrEqual(found('pantry'));
    // The session chat's early facts are compost, by design; the search box still finds, in its first three and
    // its compost tier, every fact a pantry finds (64 of 83 today, as the pantry).
    expect(chats.garden.search.passed).toBeGreaterThanOrEqual(chats.pantry.byKind.recall.passed);
    // 53 of 101 probes today (the pantry: 68). (52 when a stated change in one chat message put it above a better
    // answer in another: see recall.ts, `retold`.)
    expect(chats.garden.passed).toBeGreaterThanOrEqual(53);
  });

  it.each([1, 2, 3, 4, 5, 6])('a generated stream (seed %i) meets the bar', async (seed) => {
    const stream = parseStream(generateStream(seed));
    const generated = await runStream(stream, await realModel(), new MemoryStore());
    expect(meetsBar(generated).problems).toEqual([]);
    expect(generated.garden.total).toBeGreaterThan(40);
  });

  it('refuses a malformed stream with a clear message', () => {
    expect(() =>
      parseStream({ format: 'metabolic-eval/1', name: 'x', events: [{ at: 'yesterday', ingest: {} }] }),
    ).toThrow(/not a metabolic-eval stream/);
    expect(() =>
      parseStream({
        format: 'metabolic-eval/1',
        name: 'x',
        events: [
          { at: '2026-02-01T00:00:00Z', probe: { id: 'a', kind: 'recall', query: 'q', expect: 'e' } },
          { at: '2026-01-01T00:00:00Z', probe: { id: 'b', kind: 'recall', query: 'q', expect: 'e' } },
        ],
      }),
    ).toThrow(/time order/);
  });
});
