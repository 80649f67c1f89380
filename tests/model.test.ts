// The shipped model, loaded from the folder the install step built, with nothing fetched from anywhere.
import fs from 'node:fs';
import path from 'node:path';
import { AutoTokenizer, env } from '@huggingface/transformers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cosine } from '../src/core/embedding/vector';
import { loadNodeEmbedder, loadThreadedNodeEmbedder } from '../src/model/node-embedder';
import { asRead, type TransformersEmbedder } from '../src/model/transformers-embedder';
import { countInChunks } from '../src/model/token-count';

let model: TransformersEmbedder;
const fetchSpy = vi.fn(() => Promise.reject(new Error('network is off in this test')));

beforeAll(async () => {
  vi.stubGlobal('fetch', fetchSpy);
  model = await loadNodeEmbedder();
});
afterAll(() => vi.unstubAllGlobals());

describe('the embedded model (Universal Sentence Encoder Lite)', () => {
  it('counts the tokens of a 2 MB one-line text (a log, minified data) as it counts short ones', () => {
    const words = Array.from({ length: 300_000 }, (_, i) => `w${i % 977}`);
    const short = words.slice(0, 977).join(' ');
    // Pieces are cut after whitespace: no word is split between two of them.
    const wordsOf = (t: string) => t.split(/\s+/).filter(Boolean).length;
    expect(countInChunks(words.join(' '), wordsOf)).toBe(words.length);
    const whole = model.countTokens(words.join(' '));
    const perWord = model.countTokens(short) / 977;
    expect(whole / words.length).toBeGreaterThan(perWord * 0.9);
    expect(whole / words.length).toBeLessThan(perWord * 1.1);
  });

  it('counts a text a word at a time exactly as its tokenizer counts it whole (real notes, odd spacing)', async () => {
    const tokenizer = await AutoTokenizer.from_pretrained(model.id);
    const dir = path.join(import.meta.dirname, 'fixtures', 'logseq-docs', 'pages');
    const lines = fs
      .readdirSync(dir)
      .slice(0, 60)
      .flatMap((f) => fs.readFileSync(path.join(dir, f), 'utf8').split('\n'));
    const odd = [
      '',
      ' ',
      'a  b',
      ' leading',
      'trailing ',
      'no\u00a0break',
      'ﬁne ligature',
      'tab\there',
      'emoji 😀 here',
    ];
    const special = ['<s>You can</s> support', 'x<s>y'];
    const texts = [...lines, ...odd, ...special];
    expect(lines.length).toBeGreaterThan(1000);
    const differ = texts.filter((t) => model.countTokens(t) !== tokenizer.encode(asRead(t)).length);
    expect(differ).toEqual([]);
  });

  it('reads a line break as a space: the word after it is a word, not the middle of one', async () => {
    const chat = 'Priyanka: Fieldstone will let us in from 07:45 starting Monday\nJun: perfect, early birds';
    const [lines, spaced] = await model.embed([chat, chat.replace('\n', ' ')]);
    if (!lines || !spaced) throw new Error('missing vectors');
    expect(cosine(lines, spaced)).toBeCloseTo(1, 5);
    expect(model.countTokens(chat)).toBe(model.countTokens(chat.replace('\n', ' ')));
  });

  it('loads with remote models off and fetches nothing', () => {
    expect(env.allowRemoteModels).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('returns 512-dimensional unit vectors that put paraphrases closer than unrelated text', async () => {
    const [a, b, c] = await model.embed([
      'The library closes at eight in the evening.',
      'The library closing time is 8 pm.',
      'My bike has a flat tyre.',
    ]);
    if (!a || !b || !c) throw new Error('missing vectors');
    expect(a.length).toBe(512);
    expect(cosine(a, a)).toBeCloseTo(1, 4);
    expect(cosine(a, b)).toBeGreaterThan(cosine(a, c) + 0.2);
  });

  it('survives empty strings in a batch (the raw model returns NaN for them)', async () => {
    const vectors = await model.embed(['', 'hello there']);
    expect(vectors.every((v) => v.every((x) => Number.isFinite(x)))).toBe(true);
  });

  it('counts tokens with its own tokenizer', () => {
    expect(model.countTokens('hello world')).toBeGreaterThan(1);
    expect(model.maxTokens).toBe(128);
  });
});

describe('the model on its own thread', () => {
  it('gives the same vectors and token counts as the model on this thread', async () => {
    const threaded = await loadThreadedNodeEmbedder();
    try {
      const texts = ['The boiler service is booked for March.', 'Die Bibliothek schließt um acht.', ''];
      const [here, there] = [await model.embed(texts), await threaded.embed(texts)];
      expect(there).toHaveLength(3);
      there.forEach((v, i) => {
        expect(cosine(v, here[i] ?? new Float32Array(512))).toBeGreaterThan(0.9999);
      });
      expect(threaded.countTokens(texts[1] ?? '')).toBe(model.countTokens(texts[1] ?? ''));
    } finally {
      threaded.dispose();
    }
  });

  it('yields to the garden: the threads that embed run at a lower priority than the thread that digests (Linux)', async () => {
    // Linux lists each thread of this process with its niceness and the CPU it has used (fields 19, 14 and
    // 15 of its stat line).
    const threads = (): Map<string, { nice: number; ticks: number }> =>
      new Map(
        fs.readdirSync('/proc/self/task').map((t) => {
          const f = fs.readFileSync(`/proc/self/task/${t}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
          return [t, { nice: Number(f[16]), ticks: Number(f[11]) + Number(f[12]) }];
        }),
      );
    const threaded = await loadThreadedNodeEmbedder();
    try {
      const before = threads();
      await threaded.embed(Array.from({ length: 1500 }, (_, i) => `Boiler service number ${String(i)} is in March.`));
      const working = [...threads()].filter(([t, v]) => v.ticks - (before.get(t)?.ticks ?? 0) >= 20);
      expect(threads().get(fs.readFileSync('/proc/thread-self/stat', 'utf8').split(' ')[0] ?? '')?.nice).toBe(0);
      // Whichever threads the runtime embeds on, each of them is niced.
      expect(working.length).toBeGreaterThan(0);
      expect(working.map(([, v]) => v.nice)).toEqual(working.map(() => 10));
    } finally {
      threaded.dispose();
    }
  });
});
