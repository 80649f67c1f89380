// Short note cases written by helpers (tests/fixtures/cases): each case a fresh garden, its notes fed days
// apart, then its queries. Scored by kind: the first answer, and whether the garden made a lesion or a
// supersession where the case says there is (or is not) one.
import fs from 'node:fs';
import { z } from 'zod';
import { ManualClock } from '../../src/core/clock';
import type { Embedder } from '../../src/core/embedding/embedder';
import { Garden } from '../../src/core/garden/garden';
import { MemoryStore } from '../../src/core/kernel/memory-store';

const Case = z.object({
  name: z.string(),
  kind: z.string(),
  notes: z.array(z.object({ text: z.string(), daysLater: z.number().optional() })).min(2),
  queries: z.array(z.object({ q: z.string(), expect: z.string() })),
  conflict: z.boolean(),
});

export interface KindScore {
  queries: number;
  firstRight: number;
  cases: number;
  /** Cases where a lesion or supersession was made exactly when the case says the notes conflict. */
  conflictRight: number;
  /** Cases of two things, or of one told again, where the garden made a lesion or supersession all the same. */
  falseConflicts: number;
}

export async function scoreCases(file: string, embedder: Embedder): Promise<Record<string, KindScore>> {
  const cases = z.array(Case).parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  const scores: Record<string, KindScore> = {};
  for (const c of cases) {
    const clock = new ManualClock(Date.parse('2026-01-05T09:00:00Z'));
    const garden = await Garden.open({ store: new MemoryStore(), embedder, clock });
    for (const n of c.notes) {
      clock.advanceDays(n.daysLater ?? 1);
      await garden.ingest({ content: n.text, trust: 'operator' });
    }
    const s = (scores[c.kind] ??= { queries: 0, firstRight: 0, cases: 0, conflictRight: 0, falseConflicts: 0 });
    for (const q of c.queries) {
      s.queries++;
      if ((await garden.recall(q.q, { observe: true }))[0]?.node.text.includes(q.expect)) s.firstRight++;
    }
    const conflicts = [...garden.state.edges.values()].filter((e) => e.kind === 'lesion' || e.kind === 'supersedes');
    s.cases++;
    if (conflicts.length > 0 === c.conflict) s.conflictRight++;
    else if (!c.conflict) s.falseConflicts++;
    await garden.close();
  }
  return scores;
}
