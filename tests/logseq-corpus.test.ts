// The whole Logseq documentation graph through the real pipeline: real markdown written by people.
import fs from 'node:fs';
import path from 'node:path';
import { AutoTokenizer } from '@huggingface/transformers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Garden } from '../src/core/garden/garden';
import { NODE_MODEL_PATH } from '../src/model/node-embedder';
import { asRead } from '../src/model/transformers-embedder';
import { makeGarden } from './support/garden';
import { realModel } from './support/real-model';

const CORPUS = path.join(import.meta.dirname, 'fixtures', 'logseq-docs');
const files = ['pages', 'journals'].flatMap((dir) =>
  fs
    .readdirSync(path.join(CORPUS, dir))
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join(dir, f)),
);

let garden: Garden;
let rejected: string[] = [];
let segmentsSeen = 0;

beforeAll(async () => {
  ({ garden } = await makeGarden({ embedder: await realModel(), store: 'dexie' }));
  rejected = [];
  for (const file of files) {
    const r = await garden.ingest({
      content: fs.readFileSync(path.join(CORPUS, file)),
      trust: 'operator',
      fileName: file,
      origin: `logseq-docs/${file}`,
    });
    if (r.status === 'rejected') rejected.push(`${file}: ${r.reason}`);
    else if (r.status === 'duplicate') throw new Error(`${file} is an unexpected duplicate`);
    if (r.status === 'absorbed') segmentsSeen += r.segments.length;
  }
}, 600_000);

describe('the Logseq docs corpus', () => {
  it('ingests every file without error; only files with no text at all are turned away, with a reason', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(segmentsSeen).toBeGreaterThan(5000);
    // Pages that hold only the outliner's own properties (`id::`, `collapsed::`) and journal stubs with empty bullets.
    const textless = (file: string) =>
      fs
        .readFileSync(path.join(CORPUS, file), 'utf8')
        .replace(/^---\n[\s\S]*?\n---\n?/, '')
        .split('\n')
        .every((line) => /^\s*(-\s*)?([\w-]+::.*)?$/.test(line));
    for (const r of rejected) {
      const [file = '', reason = ''] = r.split(': ');
      expect(reason).toMatch(/no readable text|empty/);
      expect(textless(file)).toBe(true);
    }
  });

  it('makes no empty segment and none longer than the model reads', async () => {
    const tokenizer = await AutoTokenizer.from_pretrained('use-lite', {
      local_files_only: true,
      cache_dir: NODE_MODEL_PATH,
    });
    const nodes = [...garden.state.nodes.values()];
    for (const n of nodes) {
      expect(n.text.trim().length).toBeGreaterThan(0);
      // (As the model reads it: see asRead.)
      expect(tokenizer.encode(asRead(n.text)).length).toBeLessThanOrEqual(128);
    }
  });
});
