// A rehearsal: a store that reads through to the real one and keeps every change in memory. Simulated time
// runs on it, so that fast-forwarding to watch the garden decay never composts, touches or dates anything in
// the garden the user keeps; going back to the real clock drops it and opens the real store again.
import type { JournalEntry, Segment, SourceText } from '../types';
import type { ChangeSet, GutEntry } from './changes';
import { MemoryStore } from './memory-store';
import type { GardenStore, JournalQuery, Opening } from './store';

/** Where the rehearsal's journal numbers start: above any real journal's, so that a list keys them apart. */
const REHEARSAL_SEQ = 2 ** 40;

export class RehearsalStore implements GardenStore {
  private readonly mine = new MemoryStore();

  constructor(readonly real: GardenStore) {}

  get discarded() {
    return this.real.discarded;
  }

  /** What the real store holds, with the rehearsal's changes after it. */
  async load(): Promise<Opening> {
    const [real, mine] = await Promise.all([this.real.load(), this.mine.load()]);
    const meta = mine.meta ?? real.meta;
    return { ...real, since: [...real.since, ...mine.since], ...(meta ? { meta } : {}) };
  }

  commit(changes: ChangeSet): Promise<void> {
    return this.mine.commit(changes);
  }

  stage(entries: GutEntry[]): Promise<void> {
    return this.mine.stage(entries);
  }

  pending(): Promise<GutEntry[]> {
    return this.mine.pending();
  }

  pendingCount(): Promise<number> {
    return this.mine.pendingCount();
  }

  async journal(query: JournalQuery): Promise<JournalEntry[]> {
    const [real, mine] = await Promise.all([this.real.journal(query), this.mine.journal(query)]);
    const all = [...real, ...mine.map((j) => ({ ...j, seq: REHEARSAL_SEQ + (j.seq ?? 0) }))];
    return query.limit ? all.slice(-query.limit) : all;
  }

  async segments(ids: string[]): Promise<Segment[]> {
    const mine = new Map((await this.mine.segments(ids)).map((s) => [s.id, s]));
    const rest = ids.filter((id) => !mine.has(id));
    const real = new Map((rest.length ? await this.real.segments(rest) : []).map((s) => [s.id, s]));
    return ids.flatMap((id) => mine.get(id) ?? real.get(id) ?? []);
  }

  async texts(sourceId: string): Promise<SourceText[]> {
    const [real, mine] = await Promise.all([this.real.texts(sourceId), this.mine.texts(sourceId)]);
    const versions = new Set(mine.map((t) => t.version));
    return [...real.filter((t) => !versions.has(t.version)), ...mine].sort((a, b) => a.version - b.version);
  }

  /** The real store stays open: the garden goes back to it. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}
