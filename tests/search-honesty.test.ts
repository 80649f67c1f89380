// Honest search on real notes, judged by questions written by someone who never saw the search code: the
// floor must cost no answer, never tell an answerable question that nothing mentions it, and tell some
// questions about absent topics so.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { MEANING_FLOOR } from '../src/core/recall/floor';
import { gardenOf, measureHonesty, pageNamer, type SearchQueries } from '../src/eval/search-honesty';
import { logseqDocs } from '../scripts/corpora';
import { realModel } from './support/real-model';

const queries = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'fixtures/search/logseq-queries.json'), 'utf8'),
) as SearchQueries;

it('finds the held-out answers as well as without a floor, and tells absent topics that nothing mentions them', async () => {
  const garden = await gardenOf(logseqDocs(), await realModel());
  const [none, ours] = await measureHonesty(garden, queries, [0, MEANING_FLOOR], pageNamer(garden));
  console.log(JSON.stringify({ none, ours }));
  // The floor hides and lowers nothing: it only says when nothing answers outright.
  expect(ours?.found).toBe(none?.found);
  expect(ours?.found).toBeGreaterThanOrEqual(30);
  expect(ours?.denied).toBe(0);
  expect(none?.told).toBe(0);
  expect(ours?.told).toBeGreaterThanOrEqual(6);
}, 180_000);
