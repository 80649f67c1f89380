// Honest search, measured: on a garden of real notes, a question it can answer should find the note that
// answers it, and the search should not say "nothing mentions this" of it; a question about what the garden
// does not hold should be told so. The queries come from someone who never saw the search code
// (tests/fixtures/search/README.md).
import { ManualClock } from '../core/clock';
import type { Embedder } from '../core/embedding/embedder';
import { Garden } from '../core/garden/garden';
import { MemoryStore } from '../core/kernel/memory-store';
import type { CorpusFile } from './corpus';

export interface SearchQueries {
  answerable: { query: string; page: string }[];
  absent: { query: string }[];
}

export interface HonestyRow {
  floor: number;
  /** Answerable queries whose page is among the first `top` results. */
  found: number;
  /** Answerable queries told that nothing mentions them (no result answers outright). */
  denied: number;
  /** Queries about what the garden does not hold, told that nothing mentions them. */
  told: number;
  answerable: number;
  absent: number;
}

/** A garden in memory that has digested `files`, each at trust operator, named by its path. */
export async function gardenOf(files: readonly CorpusFile[], embedder: Embedder): Promise<Garden> {
  const garden = await Garden.open({
    store: new MemoryStore(),
    embedder,
    clock: new ManualClock(Date.parse('2026-01-01T09:00:00Z')),
  });
  for (const file of files)
    await garden.ingest({ content: file.content, trust: 'operator', fileName: file.name, origin: file.name });
  return garden;
}

/** The page a note is, as the queries name it: its file name without the folder. */
export const pageNamer =
  (garden: Garden) =>
  (sourceId: string): string | undefined =>
    garden.state.sources.get(sourceId)?.title.split('/').pop();

/** Each floor's scores; `pageOf` names the page a result's note is (its file name, as the queries do). */
export async function measureHonesty(
  garden: Garden,
  queries: SearchQueries,
  floors: readonly number[],
  pageOf: (sourceId: string) => string | undefined,
  top = 5,
): Promise<HonestyRow[]> {
  const search = async (query: string, floor: number) =>
    (await garden.search(query, { limit: top, observe: true, floor })).living;
  const rows: HonestyRow[] = [];
  for (const floor of floors) {
    let found = 0;
    let denied = 0;
    let told = 0;
    for (const { query, page } of queries.answerable) {
      const results = await search(query, floor);
      if (!results.some((r) => r.answers)) denied++;
      if (results.some((r) => r.node.sourceIds.some((id) => pageOf(id) === page))) found++;
    }
    for (const { query } of queries.absent) if (!(await search(query, floor)).some((r) => r.answers)) told++;
    rows.push({ floor, found, denied, told, answerable: queries.answerable.length, absent: queries.absent.length });
  }
  return rows;
}
