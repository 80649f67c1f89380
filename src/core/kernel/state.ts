// The garden in memory: the loaded snapshot plus the indexes that the enzymes and recall search.
import type { CompostEntry, Edge, GardenNode, Source } from '../types';
import { KEYWORD_IMAGE_VERSION, KeywordIndex } from '../indexes/keyword-index';
import { VectorIndex } from '../indexes/vector-index';
import { DEFAULT_SETTINGS, mergeSettings, type Settings } from '../settings';
import type { ChangeSet, LivingChange } from './changes';
import type { DeferredEdges, Opening, Snapshot } from './store';

/**
 * What keyword search reads of a node: its text, the headings it stands under ("Billed at $4.50 a month" under
 * "Personal plan" answers "what does the Personal plan cost?"), the title of its source ("Meeting recap - venue:
 * Osprey Hall" in "Offsite planning" answers "where is the offsite?") and the canonical names of the entities
 * it mentions.
 */
const keywordText = (n: GardenNode, title: readonly string[] = []): string =>
  [n.text, n.context.join(' '), title.join(' '), n.labels?.entities?.join(' ') ?? ''].filter(Boolean).join('\n');

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

/** How long the vectors a store holds are (its snapshot's, or the first logged); none in an empty garden. */
export const storedDimensions = (opening: Opening): number | undefined =>
  opening.snapshot?.vectors.dimensions ?? opening.since.find((c) => c.vectors[0])?.vectors[0]?.codes.length;

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
  /** The nodes whose latest compost entry says another note superseded them (recall's lines of versions). */
  readonly supersededNodes = new Set<string>();
  /** Compost entries by the node that caused them: what a supersession had pushed out. */
  readonly compostByCause = new Map<string, Set<string>>();
  /** Ids of the lesions still open, kept as edges change, so nothing scans every edge to find them. */
  private readonly openLesionIds = new Set<string>();
  /** The open lesions at each node: recall weighs every candidate by them, deferred edges or not. */
  private readonly openLesionsAt = new Map<string, Set<string>>();
  /** Every node's vector: the one place it is kept. */
  readonly vectors: VectorIndex;
  readonly keywords: KeywordIndex;
  settings: Settings = DEFAULT_SETTINGS;
  /** Which legs recall and the enzymes' candidates stand on: all of them, except in an ablation. */
  legs: Legs = ALL_LEGS;
  sweptUntil = 0;
  /** Conversation sessions so far (one per transcript): the clock of the session-counted decay rules. */
  sessions = 0;
  private aliasMap: Map<string, string> | undefined;
  /** The user's pairs of notes about different things (settings.apart), both ways round. */
  private apartPairs: Set<string> | undefined;

  /** An empty garden, or one around indexes taken back from a store (see `open`). */
  constructor(dimensions: number, indexes?: { vectors: VectorIndex; keywords: KeywordIndex }) {
    this.vectors = indexes?.vectors ?? new VectorIndex(dimensions);
    this.keywords = indexes?.keywords ?? new KeywordIndex();
  }

  /**
   * The garden a store opened: its snapshot's indexes taken back from their images as they are (nothing is
   * indexed again), then the changes committed since, in order, and its meta. Its vectors say how long the model's are;
   * `dimensions` is for a garden that has none.
   */
  static open(opening: Opening, dimensions: number): GardenState {
    const { snapshot, since, meta } = opening;
    let s: GardenState;
    if (snapshot) {
      const { deferredEdges, vectors, keywords, ...items } = snapshot;
      // (An image an older version wrote read less of each node: the index is made anew from the nodes.)
      s = new GardenState(vectors.dimensions, {
        vectors: VectorIndex.fromImage(vectors),
        keywords: keywords.version < KEYWORD_IMAGE_VERSION ? new KeywordIndex() : KeywordIndex.fromImage(keywords),
      });
      if (deferredEdges) {
        // The deferred edges come first: a later version of any of them is applied after.
        for (const e of deferredEdges.openLesions) s.putEdge(e);
        s.unsettled = { edges: deferredEdges, done: 0 };
      }
      s.apply({ ...items, vectors: [] });
    } else s = new GardenState(storedDimensions(opening) ?? dimensions);
    for (const change of since) s.apply(change);
    if (meta) s.apply({ sources: [], nodes: [], edges: [], compost: [], vectors: [], meta });
    return s;
  }

  /** How long the garden's vectors are. */
  get dimensions(): number {
    return this.vectors.dimensions;
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
  apply(c: LivingChange & Partial<Pick<ChangeSet, 'meta'>>): void {
    for (const src of c.sources) {
      this.sources.set(src.id, src);
      this.sourceByHash.set(src.hash, src.id);
      this.sessions = Math.max(this.sessions, src.session ?? 0);
      if (src.aliases) this.aliasMap = undefined;
    }
    for (const n of c.nodes) {
      const old = this.nodes.get(n.id);
      this.nodes.set(n.id, n);
      // A new node may be indexed already: taken back with the snapshot's images (see open).
      if (old ? old.text !== n.text || old.labels?.entities !== n.labels?.entities : !this.keywords.has(n.id))
        this.keywords.upsert(n.id, keywordText(n, this.contextOf(n)));
    }
    this.vectors.upsertMany(c.vectors.map((v) => [v.id, v.codes] as const));
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
      if (prev && prev.at > entry.at) continue;
      this.compostByNode.set(entry.nodeId, entry);
      if (entry.reason === 'superseded') this.supersededNodes.add(entry.nodeId);
      else this.supersededNodes.delete(entry.nodeId);
    }
    if (c.meta) {
      // Settings saved by an older version lack newer fields: the defaults fill them in.
      this.settings = mergeSettings(c.meta.settings);
      this.sweptUntil = c.meta.sweptUntil;
      this.aliasMap = undefined;
      this.apartPairs = undefined;
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

  /** The living garden as a store keeps it: its items, and its indexes' images of themselves. */
  snapshot(): Snapshot {
    return {
      sources: [...this.sources.values()],
      nodes: [...this.nodes.values()],
      edges: [...this.edges.values()],
      compost: [...this.compost.values()],
      vectors: this.vectors.image(),
      keywords: this.keywords.image(),
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

  /** Whether the user said these two notes are about different things (see settings.apart). */
  keptApart(sourceA: string, sourceB: string): boolean {
    if (!this.apartPairs) {
      this.apartPairs = new Set();
      for (const [a, b] of this.settings.apart) this.apartPairs.add(`${a}\u0000${b}`).add(`${b}\u0000${a}`);
    }
    return this.apartPairs.has(`${sourceA}\u0000${sourceB}`);
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
