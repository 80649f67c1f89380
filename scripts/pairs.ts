// npm run pairs -- [set …]
// Scores the held-out pair sets of tests/fixtures/cases: each pair in a fresh garden, the older note at trust
// operator, the newer one a day later. An update is found when the garden opens a lesion or a supersession
// between them; a pair of two things is harmed when it does. Prints the counts and which pairs (a harmed pair's
// index with a minus), so a set can be measured without anyone reading its notes.
import { readdirSync, readFileSync } from 'node:fs';
import { ManualClock } from '../src/core/clock';
import { Garden } from '../src/core/garden/garden';
import { MemoryStore } from '../src/core/kernel/memory-store';
import { loadNodeEmbedder } from '../src/model/node-embedder';

interface Pair {
  older: string;
  newer: string;
  same: boolean;
  olderTitle?: string;
  newerTitle?: string;
}

const DIR = 'tests/fixtures/cases';
const isPair = (x: unknown): x is Pair =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as Pair).older === 'string' &&
  typeof (x as Pair).newer === 'string' &&
  typeof (x as Pair).same === 'boolean';

/** The sets of pairs (the other case files hold notes and queries, scored by tests/held-cases.test.ts). */
function pairSets(): Map<string, Pair[]> {
  const sets = new Map<string, Pair[]>();
  for (const file of readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const items: unknown = JSON.parse(readFileSync(`${DIR}/${file}`, 'utf8'));
    if (Array.isArray(items) && items.length > 0 && items.every(isPair)) sets.set(file.replace(/\.json$/, ''), items);
  }
  return sets;
}

const titled = (title: string | undefined) => (title ? { title, kind: 'markdown' as const } : {});
const embedder = await loadNodeEmbedder();
const asked = process.argv.slice(2);
for (const [name, pairs] of pairSets()) {
  if (asked.length && !asked.includes(name)) continue;
  let [found, same, harmed, two] = [0, 0, 0, 0];
  const hits: number[] = [];
  for (const [i, p] of pairs.entries()) {
    const clock = new ManualClock(Date.parse('2026-01-05T09:00:00Z'));
    const garden = await Garden.open({ store: new MemoryStore(), embedder, clock });
    await garden.ingest({ content: p.older, trust: 'operator', ...titled(p.olderTitle) });
    clock.advanceDays(1);
    await garden.ingest({ content: p.newer, trust: 'operator', ...titled(p.newerTitle) });
    const conflict = [...garden.state.edges.values()].some((e) => e.kind === 'lesion' || e.kind === 'supersedes');
    await garden.close();
    if (p.same) same++;
    else two++;
    if (!conflict) continue;
    if (p.same) found++;
    else harmed++;
    hits.push(p.same ? i : -i);
  }
  console.log(`${name}: updates found ${found}/${same} · two things harmed ${harmed}/${two} [${hits.join(',')}]`);
}
