import type { CompostEntry, Edge, GardenNode, JournalEntry, Segment, Source, SourceText } from '../types';
import { pickOrder, type ChangeSet, type GardenMeta, type GutEntry } from './changes';
import type { GardenStore, JournalQuery, Opening } from './store';

/** An in-memory store with the same all-or-nothing contract, for fast unit tests. */
export class MemoryStore implements GardenStore {
  private sources = new Map<string, Source>();
  private segmentsById = new Map<string, Segment>();
  private textsBySource = new Map<string, SourceText[]>();
  private nodes = new Map<string, GardenNode>();
  private edges = new Map<string, Edge>();
  private compost = new Map<string, CompostEntry>();
  private vectors = new Map<string, Int8Array>();
  private entries: JournalEntry[] = [];
  private meta: GardenMeta | undefined;
  private gut = new Map<string, GutEntry>();
  /** Test hook: throw while committing, after part of the change was written, to prove atomicity. */
  failNextCommit = false;

  /** Everything as one change since an empty garden: a memory store keeps no snapshot. */
  load(): Promise<Opening> {
    const since = {
      sources: [...this.sources.values()],
      nodes: [...this.nodes.values()],
      edges: [...this.edges.values()],
      compost: [...this.compost.values()],
      vectors: [...this.vectors].map(([id, codes]) => ({ id, codes })),
    };
    return Promise.resolve({ since: [since], ...(this.meta ? { meta: this.meta } : {}) });
  }

  commit(c: ChangeSet): Promise<void> {
    const backup = { ...this.snapshotMaps() };
    try {
      for (const s of c.sources) this.sources.set(s.id, s);
      for (const s of c.segments) this.segmentsById.set(s.id, s);
      for (const t of c.texts ?? [])
        this.textsBySource.set(t.sourceId, [
          ...(this.textsBySource.get(t.sourceId) ?? []).filter((k) => k.version !== t.version),
          t,
        ]);
      if (this.failNextCommit) {
        this.failNextCommit = false;
        throw new Error('injected failure during commit');
      }
      for (const n of c.nodes) this.nodes.set(n.id, n);
      for (const e of c.edges) this.edges.set(e.id, e);
      for (const e of c.compost) this.compost.set(e.id, e);
      for (const v of c.vectors) this.vectors.set(v.id, v.codes);
      for (const j of c.journal) this.entries.push({ ...j, seq: this.entries.length + 1 });
      if (c.meta) this.meta = c.meta;
      for (const id of c.digested ?? []) this.gut.delete(id);
      return Promise.resolve();
    } catch (error) {
      Object.assign(this, backup);
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private snapshotMaps() {
    return {
      sources: new Map(this.sources),
      segmentsById: new Map(this.segmentsById),
      textsBySource: new Map(this.textsBySource),
      nodes: new Map(this.nodes),
      edges: new Map(this.edges),
      compost: new Map(this.compost),
      vectors: new Map(this.vectors),
      entries: [...this.entries],
      meta: this.meta,
      gut: new Map(this.gut),
    };
  }

  stage(entries: GutEntry[]): Promise<void> {
    for (const entry of entries) this.gut.set(entry.id, entry);
    return Promise.resolve();
  }

  pendingCount(): Promise<number> {
    return Promise.resolve(this.gut.size);
  }

  pending(): Promise<GutEntry[]> {
    return Promise.resolve([...this.gut.values()].sort(pickOrder));
  }

  journal(q: JournalQuery): Promise<JournalEntry[]> {
    const about = new Set(q.nodeIds);
    const hits = this.entries.filter(
      (j) =>
        (!q.nodeId || j.nodeId === q.nodeId || j.otherId === q.nodeId) &&
        (!q.sourceId || j.sourceId === q.sourceId || (!q.nodeId && about.has(j.nodeId ?? ''))),
    );
    return Promise.resolve(q.limit ? hits.slice(-q.limit) : hits);
  }

  segments(ids: string[]): Promise<Segment[]> {
    return Promise.resolve(ids.flatMap((id) => this.segmentsById.get(id) ?? []));
  }

  texts(sourceId: string): Promise<SourceText[]> {
    return Promise.resolve([...(this.textsBySource.get(sourceId) ?? [])].sort((a, b) => a.version - b.version));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
