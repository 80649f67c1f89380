import { describe, expect, it } from 'vitest';
import { feed, makeGarden } from '../../../tests/support/garden';
import type { Garden } from './garden';

const FIRST =
  '# Plan\n\nThe boiler service is on Monday morning.\n\nThe plumber is Castillo Plumbing.\n\nThe skip arrives on Friday.';
const EDITED =
  '# Plan\n\nThe boiler service is on Tuesday morning.\n\nThe skip arrives on Friday.\n\nThe painter comes in June.';

const nodeSaying = (garden: Garden, text: string) =>
  [...garden.state.nodes.values()].find((n) => n.text.includes(text));

describe('editing a note', () => {
  it('keeps the lines it left alone, supersedes those it changed or removed, and digests the new ones', async () => {
    const { garden, clock, store } = await makeGarden({ store: 'dexie' });
    const note = await feed(garden, FIRST, { fileName: 'plan.md' });
    const skip = nodeSaying(garden, 'skip arrives');
    clock.advanceDays(2);
    const revision = await garden.revise(note.source.id, EDITED);
    expect(revision).toEqual({ version: 2, kept: 1, added: 2, removed: 2, restored: 0 });

    // The untouched line is the very node it was, unchanged.
    expect(nodeSaying(garden, 'skip arrives')).toEqual(skip);
    // The changed line is superseded by its new version; the removed one by the edit.
    const monday = nodeSaying(garden, 'Monday');
    const tuesday = nodeSaying(garden, 'Tuesday');
    expect(monday?.state).toBe('composted');
    expect(tuesday?.state).toBe('active');
    expect(garden.state.compostByNode.get(monday?.id ?? '')).toMatchObject({
      reason: 'superseded',
      cause: {
        nodeId: tuesday?.id,
        sourceId: note.source.id,
        note: expect.stringMatching(/changed this line/) as unknown,
      },
    });
    const plumber = nodeSaying(garden, 'plumber');
    expect(plumber?.state).toBe('composted');
    expect(garden.state.compostByNode.get(plumber?.id ?? '')?.cause.note).toMatch(/removed this line/);
    expect(nodeSaying(garden, 'painter')?.state).toBe('active');
    // One source, its new version's text kept beside the old.
    expect(garden.state.sources.size).toBe(1);
    expect((await store.texts(note.source.id)).map((t) => t.version)).toEqual([1, 2]);
    const segments = await store.segments(garden.state.sources.get(note.source.id)?.segmentIds ?? []);
    expect(segments.map((s) => s.text)).toEqual([
      'The boiler service is on Tuesday morning.',
      'The skip arrives on Friday.',
      'The painter comes in June.',
    ]);

    // Undo: the previous text again, its lines the very nodes the edit composted.
    clock.advanceDays(1);
    const undone = await garden.undoRevision(note.source.id);
    expect(undone).toEqual({ version: 3, kept: 1, added: 0, removed: 2, restored: 2 });
    expect(nodeSaying(garden, 'Monday')).toMatchObject({ id: monday?.id, state: 'active' });
    expect(nodeSaying(garden, 'plumber')).toMatchObject({ id: plumber?.id, state: 'active' });
    expect(nodeSaying(garden, 'Tuesday')?.state).toBe('composted');
    expect(nodeSaying(garden, 'painter')?.state).toBe('composted');
    expect(nodeSaying(garden, 'skip arrives')).toEqual(skip);
  });

  it('refuses an empty or unchanged text, and changes nothing', async () => {
    const { garden } = await makeGarden();
    const note = await feed(garden, FIRST, { fileName: 'plan.md' });
    const before = [...garden.state.nodes.values()];
    await expect(garden.revise(note.source.id, '   ')).rejects.toThrow(/empty/);
    await expect(garden.revise(note.source.id, FIRST)).rejects.toThrow(/nothing changed/);
    await expect(garden.undoRevision(note.source.id)).rejects.toThrow(/no earlier version/);
    expect([...garden.state.nodes.values()]).toEqual(before);
  });
});
