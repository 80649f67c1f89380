// npm run search-honesty [-- floor floor …]
// The Logseq docs through the garden with the real model, then the held-out queries of
// tests/fixtures/search/logseq-queries.json at each relevance floor: how many answerable queries find their
// page in the top 5, how many of them a search would tell "nothing mentions it", and how many questions about
// absent topics it tells so.
import fs from 'node:fs';
import path from 'node:path';
import { MEANING_FLOOR } from '../src/core/recall/floor';
import { gardenOf, measureHonesty, pageNamer, type SearchQueries } from '../src/eval/search-honesty';
import { loadNodeEmbedder } from '../src/model/node-embedder';
import { logseqDocs } from './corpora';

const ROOT = path.resolve(import.meta.dirname, '..');
const queries = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'tests/fixtures/search/logseq-queries.json'), 'utf8'),
) as SearchQueries;
const floors = process.argv.slice(2).map(Number).filter(Number.isFinite);

const garden = await gardenOf(logseqDocs(), await loadNodeEmbedder());
const rows = await measureHonesty(
  garden,
  queries,
  floors.length ? floors : [0, MEANING_FLOOR, 0.45, 0.5, 0.55],
  pageNamer(garden),
);
console.log('| floor | answer in the top 5 | answerable told "nothing mentions it" | absent topics told so |');
console.log('|-------|---------------------|----------------------------------------|-----------------------|');
for (const r of rows)
  console.log(
    `| ${r.floor.toFixed(2)}${r.floor === MEANING_FLOOR ? ' (ours)' : ''} | ${String(r.found)}/${String(r.answerable)} | ${String(r.denied)} | ${String(r.told)}/${String(r.absent)} |`,
  );
await garden.close();
