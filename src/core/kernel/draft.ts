// A metabolic step in progress: reads see the garden plus this step's own writes; nothing reaches the
// garden until the store has committed the whole step. A failure midway simply drops the draft.
import type { CompostEntry, Edge, GardenNode, JournalEntry, Segment, Source, SourceText } from '../types';
import { toCodes } from '../embedding/codes';
import { VectorIndex, type VectorHit } from '../indexes/vector-index';
import type { ChangeSet } from './changes';
import type { GardenState } from './state';

export class Draft {
  private readonly nodes = new Map<string, GardenNode>();
  private readonly edges = new Map<string, Edge>();
  /** The ids of this step's edges at each node they join (an edge's ends never change). */
  private readonly edgeIdsAt = new Map<string, string[]>();
  private readonly sources: Source[] = [];
  private readonly segments = new Map<string, Segment>();
  private readonly texts: SourceText[] = [];
  private readonly compost: CompostEntry[] = [];
  private readonly journalEntries: JournalEntry[] = [];
  /** The new vectors of this step's nodes, as int8 codes (the one form a node's vector takes). */
  private readonly vectors = new Map<string, Int8Array>();
  /** The same, searchable, so a long source's segments find each other without a scan of all. */
  private near: VectorIndex | undefined;
  /** Nodes whose text this step cut, holding their whole's vector until the model embeds them (see `owe`). */
  private readonly owedVectors = new Set<string>();

  constructor(
    readonly state: GardenState,
    readonly now: number,
  ) {}

  node(id: string): GardenNode | undefined {
    return this.nodes.get(id) ?? this.state.nodes.get(id);
  }

  /** Nodes this step created or changed. */
  touchedNodes(): GardenNode[] {
    return [...this.nodes.values()];
  }

  /** The k nodes this step gave a new vector that lie nearest `vector`. */
  nearTouched(vector: Float32Array, k: number): VectorHit[] {
    return this.near?.search(vector, k, () => true) ?? [];
  }

  /** A new version of a node; with `vector`, a new vector for it (a model's floats or a store's codes). */
  putNode(node: GardenNode, vector?: Float32Array | Int8Array): GardenNode {
    this.nodes.set(node.id, node);
    if (vector) {
      const codes = vector instanceof Int8Array ? vector : toCodes(vector);
      this.vectors.set(node.id, codes);
      (this.near ??= new VectorIndex(this.state.dimensions)).upsert(node.id, codes);
    }
    return node;
  }

  /**
   * Marks a node whose text changed inside a step, where the model cannot be asked: it keeps the vector it
   * was given (its whole's) until the garden embeds its text, before the step reaches the store.
   */
  owe(id: string): void {
    this.owedVectors.add(id);
  }

  /** The nodes whose vectors are owed (see `owe`). */
  owed(): string[] {
    return [...this.owedVectors];
  }

  /** A node's unit vector, as this step leaves it. */
  vectorOf(id: string): Float32Array | undefined {
    return this.near?.vector(id) ?? this.state.vectors.vector(id);
  }

  /** The cosine of a node's vector (as this step leaves it) with a unit `query`; 0 for a node with none. */
  similarity(id: string, query: Float32Array): number {
    return this.near?.similarity(id, query) ?? this.state.vectors.similarity(id, query) ?? 0;
  }

  /** Copy-on-write update of a node. */
  updateNode(id: string, patch: Partial<GardenNode>): GardenNode {
    const current = this.node(id);
    if (!current) throw new Error(`no node ${id}`);
    return this.putNode({ ...current, ...patch });
  }

  edge(id: string): Edge | undefined {
    return this.edges.get(id) ?? this.state.edges.get(id);
  }

  edgesOf(nodeId: string): Edge[] {
    const mine = this.edgeIdsAt.get(nodeId);
    const stored = this.state.edgesOf(nodeId).map((e) => this.edges.get(e.id) ?? e);
    if (!mine) return stored;
    const seen = new Set(stored.map((e) => e.id));
    for (const id of mine) {
      const e = this.edges.get(id);
      if (e && !seen.has(id)) stored.push(e);
    }
    return stored;
  }

  putEdge(edge: Edge): Edge {
    if (!this.edges.has(edge.id))
      for (const end of [edge.from, edge.to]) {
        const ids = this.edgeIdsAt.get(end);
        if (ids) ids.push(edge.id);
        else this.edgeIdsAt.set(end, [edge.id]);
      }
    this.edges.set(edge.id, edge);
    return edge;
  }

  putSource(source: Source): void {
    this.sources.push(source);
  }

  /** Keeps a source's text as admitted, for its note to be read as written. */
  putText(text: SourceText): void {
    this.texts.push(text);
  }

  putSegment(segment: Segment): void {
    this.segments.set(segment.id, segment);
  }

  segment(id: string): Segment | undefined {
    return this.segments.get(id);
  }

  putCompost(entry: CompostEntry): void {
    this.compost.push(entry);
  }

  latestCompost(nodeId: string): CompostEntry | undefined {
    for (let i = this.compost.length - 1; i >= 0; i--) if (this.compost[i]?.nodeId === nodeId) return this.compost[i];
    return this.state.compostByNode.get(nodeId);
  }

  /** Journals an entry; it may be completed (with the node it concerns) until the step is committed. */
  journal(entry: Omit<JournalEntry, 'at'>): JournalEntry {
    const stored = { at: this.now, ...entry };
    this.journalEntries.push(stored);
    return stored;
  }

  changes(): ChangeSet {
    return {
      sources: this.sources,
      segments: [...this.segments.values()],
      nodes: [...this.nodes.values()],
      edges: [...this.edges.values()],
      compost: this.compost,
      vectors: [...this.vectors].map(([id, codes]) => ({ id, codes })),
      journal: this.journalEntries,
      ...(this.texts.length ? { texts: this.texts } : {}),
    };
  }
}
