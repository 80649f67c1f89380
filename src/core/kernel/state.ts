// The garden in memory: the loaded snapshot plus the indexes that the enzymes and recall search.
import { pendingCodes, type Int8Vector } from '../embedding/int8';
import type { CompostEntry, Edge, GardenNode, Source } from '../types';
import { KeywordIndex } from '../indexes/keyword-index';
import { VectorIndex } from '../indexes/vector-index';
import { DEFAULT_SETTINGS, mergeSettings, type Settings } from '../settings';
import type { ChangeSet } from './changes';
import type { DeferredEdges, Snapshot } from './store';

/**
 * What keyword search reads of a node: its text, the headings it stands under ("Billed at $4.50 a month" under
 * "Personal plan" answers "what does the Personal plan cost?") and the canonical names of the entities it
 * mentions.
 */
const keywordText = (n: GardenNode): string =>
  [n.text, n.context.join(' '), n.labels?.entities?.join(' ') ?? ''].filter(Boolean).join('\n');

/**
 * The legs of the read path and of the enzymes' candidate search. Each is switched off only to measure what it
 * adds (`npm run eval -- --ablate`): "a dead leg lies".
 */
export interface Legs {
  recallVector: boolean;
  recallKeyword: boolean;
  candidateVector: boolean;
  candidateKeyword: boolean;
}

export const ALL_LEGS: Legs = {
  recallVector: true,
  recallKeyword: true,
  candidateVector: true,
  candidateKeyword: true,
};

export class GardenState {
  readonly sources = new Map<string, Source>();
  readonly sourceByHash = new Map<string, string>();
  readonly nodes = new Map<string, GardenNode>();
  private readonly edgeMap = new Map<string, Edge>();
  /** The ids of each node's edges. An edge keeps its ends for life (a change is a new version of it). */
  private readonly edgesByNode = new Map<string, string[]>();
  /** Edges the store deferred (see DeferredEdges), and how many of them are indexed so far. */
  private unsettled: { edges: DeferredEdges; done: number } | undefined;
  readonly compost = new Map<string, CompostEntry>();
  /** The latest compost entry of each composted node. */
  readonly compostByNode = new Map<string, CompostEntry>();
  /** Compost entries by the node that caused them: what a supersession had pushed out. */
  readonly compostByCause = new Map<string, Set<string>>();
  /** Ids of the lesions still open, kept as edges change, so nothing scans every edge to find them. */
  private readonly openLesionIds = new Set<string>();
  /** The open lesions at each node: recall weighs every candidate by them, deferred edges or not. */
  private readonly openLesionsAt = new Map<string, Set<string>>();
  readonly vectors: VectorIndex;
  readonly keywords = new KeywordIndex();
  settings: Settings = DEFAULT_SETTINGS;
  /** Which legs recall and the enzymes' candidates stand on: all of them, except in an ablation. */
  legs: Legs = ALL_LEGS;
  sweptUntil = 0;
  /** Conversation sessions so far (one per transcript): the clock of the session-counted decay rules. */
  sessions = 0;
  private aliasMap: Map<string, string> | undefined;

  constructor(dimensions: number) {
    this.vectors = new VectorIndex(dimensions);
  }

  static from(snapshot: Snapshot, dimensions: number): GardenState {
    const s = new GardenState(dimensions);
    const { deferredEdges, keywords, vectorCodes, ...parts } = snapshot;
    // The nodes still as the store packed them, whose vectors are still its codes: their terms and codes are
    // taken back, not worked out again. A later version of a node (from the log) holds a vector of its own.
    const kept = parts.nodes.map((n): [string, Int8Vector] | undefined => {
      const codes = pendingCodes(n);
      return codes ? [n.id, codes] : undefined;
    });
    if (keywords)
      s.keywords.restore(
        keywords,
        kept.map((entry) => entry?.[0]),
      );
    if (vectorCodes) s.vectors.restore(vectorCodes, kept);
    if (deferredEdges) {
      // The deferred edges come first: the snapshot's own are later versions of some of them.
      for (const e of deferredEdges.openLesions) s.putEdge(e);
      s.unsettled = { edges: deferredEdges, done: 0 };
    }
    s.apply({ ...parts, segments: [], journal: [] });
    return s;
  }

  /** Every edge, by id. */
  get edges(): ReadonlyMap<string, Edge> {
    this.settle();
    return this.edgeMap;
  }

  /**
   * Indexes the deferred edges: all that are left, or `count` more (so a host can spread them over idle
   * time). An edge already here is a later version and stays. Returns whether any are left.
   */
  settle(count = Infinity): boolean {
    const u = this.unsettled;
    if (!u) return false;
    const end = Math.min(u.edges.count, u.done + count);
    for (const e of u.edges.slice(u.done, end)) if (!this.edgeMap.has(e.id)) this.putEdge(e);
    u.done = end;
    if (end < u.edges.count) return true;
    this.unsettled = undefined;
    return false;
  }

  /** Called once the store has committed the same changes, or for a step whose commit is deferred (see Garden). */
  apply(c: Omit<ChangeSet, 'meta'> & { meta?: ChangeSet['meta'] }): void {
    for (const src of c.sources) {
      this.sources.set(src.id, src);
      this.sourceByHash.set(src.hash, src.id);
      this.sessions = Math.max(this.sessions, src.session ?? 0);
      if (src.aliases) this.aliasMap = undefined;
    }
    const moved: [string, Float32Array | Int8Vector][] = [];
    for (const n of c.nodes) {
      const old = this.nodes.get(n.id);
      this.nodes.set(n.id, n);
      // A node loaded from the store keeps its vector as codes until something reads it: so does the index.
      // A new node may be indexed already: restored with the store's indexes (see from).
      if (old ? old.vector !== n.vector : !this.vectors.has(n.id)) moved.push([n.id, pendingCodes(n) ?? n.vector]);
      if (old ? old.text !== n.text || old.labels?.entities !== n.labels?.entities : !this.keywords.has(n.id))
        this.keywords.upsert(n.id, keywordText(n));
    }
    this.vectors.upsertMany(moved);
    // Not settled first: a deferred edge is an older version of any edge here, and settling skips it.
    for (const e of c.edges) this.putEdge(e);
    for (const entry of c.compost) {
      this.compost.set(entry.id, entry);
      const cause = entry.cause.nodeId;
      if (cause) {
        let set = this.compostByCause.get(cause);
        if (!set) this.compostByCause.set(cause, (set = new Set()));
        set.add(entry.id);
      }
      const prev = this.compostByNode.get(entry.nodeId);
      if (!prev || prev.at <= entry.at) this.compostByNode.set(entry.nodeId, entry);
    }
    if (c.meta) {
      // Settings saved by an older version lack newer fields: the defaults fill them in.
      this.settings = mergeSettings(c.meta.settings);
      this.sweptUntil = c.meta.sweptUntil;
      this.aliasMap = undefined;
    }
  }

  private putEdge(e: Edge): void {
    // One lookup per edge, not two: a garden of 100k nodes opens with 300k edges.
    const known = this.edgeMap.size;
    this.edgeMap.set(e.id, e);
    if (this.edgeMap.size > known) {
      this.adjoin(e.from, e.id);
      if (e.to !== e.from) this.adjoin(e.to, e.id);
    }
    const open = e.kind === 'lesion' && e.open === true;
    if (open === this.openLesionIds.has(e.id)) return;
    if (open) this.openLesionIds.add(e.id);
    else this.openLesionIds.delete(e.id);
    for (const end of [e.from, e.to]) {
      let ids = this.openLesionsAt.get(end);
      if (!ids) this.openLesionsAt.set(end, (ids = new Set()));
      if (open) ids.add(e.id);
      else ids.delete(e.id);
      if (!ids.size) this.openLesionsAt.delete(end);
    }
  }

  private adjoin(nodeId: string, edgeId: string): void {
    const ids = this.edgesByNode.get(nodeId);
    if (ids) ids.push(edgeId);
    else this.edgesByNode.set(nodeId, [edgeId]);
  }

  /** The sources, nodes, edges and compost as the store would load them, and the nodes' indexes. */
  parts(): Omit<Snapshot, 'meta'> {
    const nodes = [...this.nodes.values()];
    const vectorCodes = this.vectors.codesOf(nodes.map((n) => n.id));
    return {
      sources: [...this.sources.values()],
      nodes,
      edges: [...this.edges.values()],
      compost: [...this.compost.values()],
      keywords: this.keywords.dump(nodes.map((n) => n.id)),
      ...(vectorCodes ? { vectorCodes } : {}),
    };
  }

  /**
   * Canonical names by lower-cased variant: aliases declared in notes, then the user's table (which wins).
   */
  aliases(): ReadonlyMap<string, string> {
    if (!this.aliasMap) {
      this.aliasMap = new Map();
      for (const src of this.sources.values())
        for (const [variant, canonical] of Object.entries(src.aliases ?? {})) this.aliasMap.set(variant, canonical);
      for (const [variant, canonical] of Object.entries(this.settings.aliases))
        this.aliasMap.set(variant.trim().toLowerCase(), canonical.trim());
    }
    return this.aliasMap;
  }

  /** Where a node stands: the context (title terms) of the source that first brought it (text/context.ts). */
  contextOf(node: GardenNode): readonly string[] | undefined {
    return this.sources.get(node.sourceIds[0] ?? '')?.context;
  }

  edgesOf(nodeId: string): Edge[] {
    this.settle();
    return (this.edgesByNode.get(nodeId) ?? []).flatMap((id) => this.edgeMap.get(id) ?? []);
  }

  /** Every open lesion is indexed from the start, deferred edges or not: a search reads them. */
  openLesions(): Edge[] {
    return [...this.openLesionIds].flatMap((id) => this.edgeMap.get(id) ?? []);
  }

  /** The open lesions at `nodeId`. */
  openLesionsOf(nodeId: string): Edge[] {
    return [...(this.openLesionsAt.get(nodeId) ?? [])].flatMap((id) => this.edgeMap.get(id) ?? []);
  }

  /** The compost entries whose cause is `nodeId`. */
  compostCausedBy(nodeId: string): CompostEntry[] {
    return [...(this.compostByCause.get(nodeId) ?? [])].flatMap((id) => this.compost.get(id) ?? []);
  }
}
