// Real writing that nobody here wrote, judged: the Logseq docs graph (copied into tests/fixtures with its
// licence), the READMEs of the npm packages this project installs and their changelogs (the same release lines,
// "npm init 408f860", in a hundred packages' files), each digested in two file orders at
// trust operator. Documentation pages hold parallel sentences about different things and almost no genuine
// conflicts: the garden must supersede and eliminate nothing, and every lesion it opens is listed here with
// why it is a real disagreement. The result must not depend on the order the files came in. Read again with
// every other page clipped from the web (trust external), the pages disagree with nothing the user wrote: a
// weaker source's other value opens a lesion only where it is one.
import { beforeAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../src/core/kernel/memory-store';
import { digestCorpus, eliminations, supersessions, type CorpusFile, type CorpusReport } from '../src/eval/corpus';
import { logseqDocs, npmChangelogs, npmReadmes } from '../scripts/corpora';
import { realModel } from './support/real-model';

/** Lesions as unordered pairs of files and texts, sorted: what must not change with the order of the files. */
const lesionPairs = (r: CorpusReport): string[] =>
  r.relations
    .filter((x) => x.kind === 'lesion')
    .map((x) =>
      x.sides
        .map((s) => `${s.file}: ${s.text.replace(/\s+/g, ' ').slice(0, 80)}`)
        .sort()
        .join(' ⟷ '),
    )
    .sort();

/** Genuine disagreements between pages, each with why (none so far). */
const JUSTIFIED: Record<string, string[]> = { logseq: [], readmes: [], changelogs: [] };

async function judge(name: string, files: CorpusFile[]): Promise<[CorpusReport, CorpusReport, CorpusReport]> {
  const model = await realModel();
  const forward = await digestCorpus(files, model, new MemoryStore());
  const backward = await digestCorpus([...files].reverse(), model, new MemoryStore());
  const clipped = await digestCorpus(files, model, new MemoryStore(), {
    trustOf: (i) => (i % 2 ? 'external' : 'operator'),
  });
  console.log(
    `${name}: ${forward.segments} segments; lesions ${lesionPairs(forward).length} / ${lesionPairs(backward).length}` +
      `; with every other page clipped: ${clipped.relations.length} relations`,
  );
  return [forward, backward, clipped];
}

describe.each([
  ['logseq', logseqDocs],
  ['readmes', npmReadmes],
  ['changelogs', npmChangelogs],
] as const)('the %s corpus, in two file orders', (name, files) => {
  let forward: CorpusReport;
  let backward: CorpusReport;
  let clipped: CorpusReport;
  beforeAll(async () => {
    [forward, backward, clipped] = await judge(name, files());
  }, 900_000);

  it('is real writing of some size', () => {
    expect(forward.files).toBeGreaterThan(100);
    expect(forward.segments).toBeGreaterThan(5000);
    expect(backward.segments).toBe(forward.segments);
  });

  it('supersedes and eliminates nothing', () => {
    const listed = (r: CorpusReport) =>
      r.relations.filter((x) => x.kind !== 'lesion').map((x) => `${x.kind}: ${x.sides[0].text} / ${x.sides[1].text}`);
    expect(listed(forward)).toEqual([]);
    expect(listed(backward)).toEqual([]);
    expect(supersessions(forward) + eliminations(forward)).toBe(0);
  });

  it('opens only the lesions listed as genuine, whatever the order of the files', () => {
    expect(lesionPairs(forward)).toEqual(JUSTIFIED[name]);
    expect(lesionPairs(backward)).toEqual(lesionPairs(forward));
  });

  it('finds nothing a page clipped from the web disagrees with, on pages that each tell of their own things', () => {
    expect(clipped.segments).toBe(forward.segments);
    expect(clipped.relations.map((x) => `${x.kind}: ${x.sides[0].text} / ${x.sides[1].text}`)).toEqual([]);
  });
});
