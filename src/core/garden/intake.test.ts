// Intake overlaps embedding with digestion, keeps input order, and loses nothing when the model fails.
import { describe, expect, it, vi } from 'vitest';
import { makeGarden, note } from '../../../tests/support/garden';
import { HashEmbedder } from '../embedding/hash-embedder';
import { Garden } from './garden';
import { EMBED_BATCH_SEGMENTS } from './intake';

/** A note of `n` bullets, each its own segment. */
const bullets = (tag: string, n: number): string =>
  Array.from({ length: n }, (_, i) => `- ${tag} item ${String(i)} is kept in drawer ${tag}${String(i)}.`).join('\n');

/** The hash embedder as if on another thread: it records each batch asked for, and can fail a chosen one. */
class RecordingEmbedder extends HashEmbedder {
  readonly events: string[] = [];
  private calls = 0;
  private askedForSecond: () => void = () => undefined;
  private readonly secondAsked = new Promise<void>((resolve) => {
    this.askedForSecond = resolve;
  });
  constructor(private readonly failOnCall?: number) {
    super();
  }
  override async embed(texts: string[]): Promise<Float32Array[]> {
    const call = ++this.calls;
    this.events.push(`embed ${String(call)}`);
    // The model works elsewhere (its own thread): it answers the first batch once the second has been asked
    // for, or after a second (so a garden that waits for each answer before asking again fails, not hangs).
    if (call === 1) await Promise.race([this.secondAsked, new Promise((resolve) => setTimeout(resolve, 1000))]);
    if (call === 2) this.askedForSecond();
    if (call === this.failOnCall) throw new Error('the model worker crashed');
    return super.embed(texts);
  }
}

describe('intake', () => {
  it('asks the model once for a text that several notes repeat', async () => {
    const asked: string[] = [];
    const inner = new HashEmbedder();
    const embedder = {
      id: inner.id,
      dimensions: inner.dimensions,
      embed: (texts: string[]) => (asked.push(...texts), inner.embed(texts)),
    };
    const { garden } = await makeGarden({ embedder });
    const day = (n: number): string =>
      `# Release ${String(n)}\n\nFixed issues\n\n- The sync of page ${String(n)} no longer stalls.\n\nThanks`;
    const results = await garden.ingestMany([note(day(1)), note(day(2)), note(day(3))]);
    expect(results.map((r) => r?.status)).toEqual(['absorbed', 'absorbed', 'absorbed']);
    expect(asked.filter((t) => t === 'Fixed issues')).toHaveLength(1);
    expect(asked.filter((t) => t === 'Thanks')).toHaveLength(1);
    expect(asked.filter((t) => t.includes('no longer stalls'))).toHaveLength(3);
  });

  it('asks the model for the next batch before the first batch is digested, and reports in input order', async () => {
    const embedder = new RecordingEmbedder();
    const { garden } = await makeGarden({ embedder });
    const inputs = Array.from({ length: 6 }, (_, i) => note(bullets(`n${String(i)}`, EMBED_BATCH_SEGMENTS / 2)));
    const settled: number[] = [];
    const results = await garden.ingestMany(inputs, {
      onResult: (index) => {
        settled.push(index);
        embedder.events.push(`absorbed ${String(index)}`);
      },
    });
    expect(results.every((r) => r?.status === 'absorbed')).toBe(true);
    expect(settled).toEqual([0, 1, 2, 3, 4, 5]);
    // Two sources a batch: the second batch was already with the model when the first source was absorbed.
    expect(embedder.events.indexOf('embed 2')).toBeLessThan(embedder.events.indexOf('absorbed 0'));
  });

  it('when the model fails mid-way, reports the failure, keeps what was absorbed and leaves the rest in the gut', async () => {
    const embedder = new RecordingEmbedder(2);
    const { garden, store, clock } = await makeGarden({ embedder, store: 'dexie' });
    const inputs = Array.from({ length: 4 }, (_, i) => note(bullets(`m${String(i)}`, EMBED_BATCH_SEGMENTS / 2)));
    await expect(garden.ingestMany(inputs)).rejects.toThrow('the model worker crashed');
    expect(garden.state.sources.size).toBe(2);
    expect((await store.pending()).length).toBe(2);
    // Reopened (a reload), the garden digests what waited in the gut: nothing is lost.
    const reopened = await Garden.open({ store, embedder: new HashEmbedder(), clock });
    expect((await reopened.waiting()).length).toBe(2);
    await reopened.resume();
    expect(reopened.state.sources.size).toBe(4);
    expect(await store.pending()).toHaveLength(0);
  });

  it('a garden killed while the model works ahead loses no source it was given: every one is in the gut first', async () => {
    // The model answers the first batch and then never again: the process is killed while intake waits on it.
    let calls = 0;
    const stuck = new (class extends HashEmbedder {
      override async embed(texts: string[]): Promise<Float32Array[]> {
        if (++calls > 1) return new Promise<Float32Array[]>(() => undefined);
        return super.embed(texts);
      }
    })();
    const { garden, store, clock } = await makeGarden({ embedder: stuck, store: 'dexie' });
    const inputs = Array.from({ length: 40 }, (_, i) =>
      note(bullets(`k${String(i)}`, EMBED_BATCH_SEGMENTS / 2), { title: `Drawer k${String(i)}` }),
    );
    void garden.ingestMany(inputs);
    // Intake reads ahead of the model until its window (about a thousand segments) is full, then waits.
    await vi.waitFor(() => {
      expect(calls).toBeGreaterThanOrEqual(10);
    });
    // Killed: the garden is simply never heard from again. Opened again, on the same store (days later), it
    // digests what the gut holds, each source once, dated when it was given.
    const given = clock.now();
    const left = 40 - garden.state.sources.size;
    expect(left).toBeGreaterThan(0);
    clock.advanceDays(3);
    const reopened = await Garden.open({ store, embedder: new HashEmbedder(), clock });
    const settled: number[] = [];
    await reopened.resume({ onResult: (index) => settled.push(index) });
    expect(reopened.state.sources.size).toBe(40);
    expect(await store.pending()).toHaveLength(0);
    // In the order they were picked: the gut keeps each source's place in its batch.
    expect(settled).toEqual(Array.from({ length: left }, (_, i) => i));
    const titles = [...reopened.state.sources.values()].map((s) => s.title);
    expect(titles).toEqual(inputs.map((i) => i.title));
    expect(new Set([...reopened.state.sources.values()].map((s) => s.generatedAt))).toEqual(new Set([given]));
  });

  it('a cancelled batch leaves nothing behind in the gut: what was not read is not resumed later', async () => {
    const { garden, store } = await makeGarden({ store: 'dexie' });
    const inputs = Array.from({ length: 6 }, (_, i) => note(`Shelf ${String(i)} holds the tools.`));
    // The user cancels while the third source is about to be read.
    let asked = 0;
    const results = await garden.ingestMany(inputs, { stop: () => ++asked > 2 });
    expect(Array.from(results, (r) => r?.status)).toEqual([
      'absorbed',
      'absorbed',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(garden.state.sources.size).toBe(2);
    expect(await store.pending()).toHaveLength(0);
  });
});
