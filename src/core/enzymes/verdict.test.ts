import { describe, expect, it } from 'vitest';
import { feed, makeGarden } from '../../../tests/support/garden';
import { Draft } from '../kernel/draft';
import type { Embedder } from '../embedding/embedder';
import type { Trust } from '../types';
import { judge, type Arrival } from './verdict';

/** An embedder for which every text about one topic means the same, and every other text something else. */
const topical = (about: RegExp): Embedder => ({
  id: `topical ${about.source}`,
  dimensions: 2,
  embed: (texts) => Promise.resolve(texts.map((t) => Float32Array.from(about.test(t) ? [1, 0] : [0, 1]))),
});

const OWN = 'Our bus to Kelby: the 47 leaves Market Square at 07:50 on school days.';
const CLIPPED = 'Timetable notice: from Monday the Kelby bus (route 47) leaves Market Square at 07:35.';

describe('a verdict on a disagreement', () => {
  it('a weaker source only disagrees (a lesion); one as strong, written later, replaces the node when it says so', async () => {
    const { garden, clock } = await makeGarden();
    const own = await feed(garden, OWN, { title: 'School run' });
    const node = garden.state.nodes.get(own.segments[0]?.nodeId ?? '');
    if (!node) throw new Error('expected a node for the own note');
    const draft = new Draft(garden.state, clock.now());
    const vector = draft.vectorOf(node.id);
    if (!vector) throw new Error('the node has no vector');
    // The same vector: as close in meaning as two texts get (the hash embedder cannot tell paraphrases).
    const arrival = (trust: Trust, text = CLIPPED, generatedAt = clock.now()): Arrival => ({
      text,
      vector,
      mass: 20,
      density: 0.5,
      trust,
      origin: 'bus-company.example',
      generatedAt,
      sourceId: 's_notice',
    });
    const weaker = judge(arrival('external'), draft);
    expect(weaker.relation).toBe('challenge');
    expect(weaker.challenged.map((m) => [m.node.id, m.comparison.explicit, m.comparison.cue])).toEqual([
      [node.id, false, 'another value, 07:35 against 07:50'],
    ]);
    // From the user's own hand, what holds "from Monday" is a stated change: it replaces the older time.
    const mine = judge(arrival('operator'), draft);
    expect(mine.challenged.map((m) => [m.node.id, m.comparison.explicit, m.comparison.cue])).toEqual([
      [node.id, true, 'update (07:35 against 07:50)'],
    ]);
    // Without a word of a change the same time settles nothing, nor does a change written before the note.
    const plain = 'Timetable: the Kelby bus (route 47) leaves Market Square at 07:35.';
    expect(judge(arrival('operator', plain), draft).challenged).toEqual([]);
    expect(judge(arrival('operator', CLIPPED, clock.now() - 86_400_000), draft).challenged).toEqual([]);
  });

  it('keeps a weaker source that disagrees, even one written before the note it disagrees with', async () => {
    // Every text about the Kelby bus means the same to this embedder: the enzymes read the words.
    const kelby = topical(/Kelby/);
    const { garden, clock } = await makeGarden({ embedder: kelby });
    await feed(garden, OWN, { title: 'School run' });
    const notice = await feed(garden, CLIPPED, {
      title: 'Bus company notice',
      trust: 'external',
      generatedAt: clock.now() - 86_400_000,
    });
    expect(notice.segments.map((s) => garden.state.nodes.get(s.nodeId)?.state)).toEqual(['active']);
    expect(garden.openLesions().map((l) => [l.challenger.text, l.challenged.text])).toEqual([[CLIPPED, OWN]]);
  });
});

describe('a verdict between pages of two folders', () => {
  // Every text about the compiler means the same to this embedder: the enzymes read the words.
  const gcc = topical(/GCC/);
  const OLD = 'The default compiler is GCC 4.9.';
  const NEW = 'Switched the default compiler to GCC 12.';

  it('keeps the pages of two folders apart: each folder holds the pages of its own thing', async () => {
    const state = async (older: string, newer: string): Promise<string | undefined> => {
      const { garden } = await makeGarden({ embedder: gcc });
      const old = await feed(garden, OLD, { fileName: older });
      await feed(garden, NEW, { fileName: newer });
      return garden.state.nodes.get(old.segments[0]?.nodeId ?? '')?.state;
    };
    expect(await state('cpp/README.txt', 'gettext/NEWS.txt')).toBe('active');
    // (Notes with no folder, and pages of one folder filled in alike, may speak of one thing.)
    expect(await state('Compilers.txt', 'Build notes.txt')).toBe('composted');
    expect(await state('toolchain/compilers.txt', 'toolchain/compilers (update).txt')).toBe('composted');
  });
});

describe('a verdict within one source', () => {
  const OLD = 'Book club: Thursdays at the Hollybush.';
  const NEW = 'Book club moved to the Anchor from next week.';

  it('lets a source challenge a node it only agreed with, never a node born of it', async () => {
    const { garden, clock } = await makeGarden();
    const fed = await feed(garden, OLD, { title: 'Book club' });
    const draft = new Draft(garden.state, clock.now());
    const node = draft.node(fed.segments[0]?.nodeId ?? '');
    const vector = node && draft.vectorOf(node.id);
    if (!node || !vector) throw new Error('expected the node and its vector');
    const arrival = (sourceId: string): Arrival => ({
      text: NEW,
      vector,
      mass: 12,
      density: 0.5,
      trust: 'operator',
      origin: 'notes',
      generatedAt: clock.now(),
      sourceId,
    });
    // The email whose subject line agreed with the note goes on to move the club: that is a challenge.
    draft.updateNode(node.id, { sourceIds: [...node.sourceIds, 's_email'] });
    expect(judge(arrival('s_email'), draft).relation).toBe('challenge');
    // The note's own source does not contradict itself.
    expect(judge(arrival(node.sourceIds[0] ?? ''), draft).relation).not.toBe('challenge');
  });
});

describe('a verdict among rivals', () => {
  // Every text about the freeze windows means the same to this embedder: the enzymes read the words.
  const same = topical(/freeze/);

  it('replaces the node that names the changed thing as the newcomer does, not one that only shares its head', async () => {
    const { garden, clock } = await makeGarden({ embedder: same });
    const title = { title: 'Handover' };
    const catalogue = await feed(garden, 'Catalogue freeze window: Mondays 10:00 to 12:00.', title);
    const payroll = await feed(garden, 'Payroll freeze window: Fridays 16:00 to 18:00, and it needs sign-off.', title);
    clock.advanceDays(1);
    const moved =
      'Handover (Ana → me) - catalogue freeze window: moved to Tuesday mornings, 08:30, because the build runs late.';
    await feed(garden, moved, title);
    const state = (fed: typeof payroll) => garden.state.nodes.get(fed.segments[0]?.nodeId ?? '')?.state;
    expect(state(catalogue)).toBe('composted');
    expect(state(payroll)).toBe('active');
  });
});

describe('a change taken back', () => {
  // Every text about the CPAP means the same to this embedder: the enzymes read the words.
  const cpap = topical(/cpap/i);
  const SET = 'Sleep clinic set the CPAP pressure at 9 cmH2O. Replace the mask cushion every month.';
  const UPPED = "Dr Ferreira rang after the data download: she's upped the CPAP pressure to 11 cmH2O.";
  const BACK = 'Follow-up: too much mask leak at the higher setting, so the CPAP pressure is back to 9 cmH2O.';

  /** The states of the first note, the change and the last note, after the three are fed in turn. */
  async function states(last: string, extra: { trust?: Trust; generatedAt?: number } = {}, embedder = cpap) {
    const { garden, clock } = await makeGarden({ embedder });
    const fed = [await feed(garden, SET, { title: 'CPAP' })];
    clock.advanceDays(30);
    fed.push(await feed(garden, UPPED, { title: 'Sleep clinic call' }));
    clock.advanceDays(30);
    fed.push(await feed(garden, last, { title: 'Later', generatedAt: clock.now(), ...extra }));
    return fed.map((f) => garden.state.nodes.get(f.segments[0]?.nodeId ?? '')?.state);
  }

  /** Every text that does not say "CPAP" at `cos` from every text that does. */
  const leaning = (cos: number): Embedder => ({
    id: `leaning ${cos}`,
    dimensions: 2,
    embed: (texts) =>
      Promise.resolve(texts.map((t) => Float32Array.from(/cpap/i.test(t) ? [1, 0] : [cos, Math.sqrt(1 - cos * cos)]))),
  });

  it('replaces the change when a later note tells the value it replaced again, and not when older or weaker', async () => {
    expect((await states(BACK)).slice(1)).toEqual(['composted', 'active']);
    // A rumour brings nothing back; nor does a note written before the change.
    expect((await states(BACK, { trust: 'foreign' }))[1]).toBe('active');
    expect((await states(BACK, { generatedAt: Date.UTC(2020, 0, 1) }))[1]).toBe('active');
  });

  it('hears a correction out: the value that was wrong first, then the one that holds', async () => {
    const fixed =
      'Sorry, my mistake: the 11 cmH2O note was for another patient of Dr Ferreira. My CPAP pressure stays at 9 cmH2O.';
    expect((await states(fixed))[1]).toBe('composted');
    // The two side by side the other way round settle nothing.
    const muddled =
      'Sorry, my mistake: the old CPAP pressure was 9 cmH2O, and Dr Ferreira says 11 cmH2O is right for me now.';
    expect((await states(muddled))[1]).toBe('active');
  });

  it('hears out a correction that names both values and not the thing, when it is not unrelated', async () => {
    // The correction never says "CPAP": `leaning` puts it at `cos` from every text that does.
    const fixed = 'Correction: the 11 cmH2O figure was for another patient; mine stays at 9 cmH2O.';
    expect((await states(fixed, {}, leaning(0.42)))[1]).toBe('composted');
    expect((await states(fixed, {}, leaning(0.2)))[1]).toBe('active');
    // A note that is no correction must be close to the change to take it back.
    expect((await states('The pressure is back to 9 cmH2O from tonight.', {}, leaning(0.42)))[1]).toBe('active');
  });

  it("hears out a note that gives the change's value to another thing and tells the old one of this", async () => {
    const elsewhere = 'The CPAP runs at 9 cmH2O after all, 11 cmH2O is the humidifier test setting.';
    expect((await states(elsewhere))[1]).toBe('composted');
    // Not when the old value too is given to a thing of its own.
    const both = 'The CPAP mask leak alarm is at 9 cmH2O, 11 cmH2O is the humidifier test setting.';
    expect((await states(both))[1]).toBe('active');
  });

  it('hears out a note that calls the change off and gives the old value in its place', async () => {
    // (It never says "CPAP": it stands at 0.64 from the change.)
    const off = 'Going up to 11 cmH2O fell through; the pressure is 9 cmH2O as before.';
    expect((await states(off, {}, leaning(0.64)))[1]).toBe('composted');
  });

  it('leaves the change alone when the later note gives the old value to another thing', async () => {
    expect((await states('CPAP humidifier: the leak alarm sounds at 9 cmH2O.'))[1]).toBe('active');
    // Nor does a note about something else bring it back, whatever it shares.
    expect((await states('Trailer tyre pressure is back to 9 cmH2O, as before.'))[1]).toBe('active');
  });
});
