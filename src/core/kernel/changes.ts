import { append } from '../append';
import type { CompostEntry, Edge, GardenNode, JournalEntry, Segment, Source, SourceText } from '../types';
import type { Settings } from '../settings';

/** Everything one metabolic step writes. A store applies it atomically: all of it or none of it. */
export interface ChangeSet extends LivingChange {
  segments: Segment[];
  journal: JournalEntry[];
  /** The texts of sources as admitted (their notes are read from them). */
  texts?: SourceText[];
  meta?: GardenMeta;
  /** Gut entries whose digestion this change completes. */
  digested?: string[];
}

/**
 * What a step changed of the living garden, the part a store folds into its snapshot: new versions of
 * sources, nodes, edges and compost entries, and the new vectors of nodes (as int8 codes, see
 * embedding/codes.ts): a node whose vector did not change has none here.
 */
export interface LivingChange {
  sources: Source[];
  nodes: GardenNode[];
  edges: Edge[];
  compost: CompostEntry[];
  vectors: NodeVector[];
}

export interface NodeVector {
  id: string;
  codes: Int8Array;
}

/** A source accepted by the valve and waiting in the gut: digestion resumes from here after a crash. */
export interface GutEntry {
  id: string;
  stagedAt: number;
  /** Its place in the batch it was picked with: the gut gives sources back in the order they were picked. */
  order?: number;
  input: import('../valve/valve').SourceInput;
}

/** Gut entries in the order they were picked: by when they were staged, then by place in their batch. */
export const pickOrder = (a: GutEntry, b: GutEntry): number =>
  a.stagedAt - b.stagedAt || (a.order ?? 0) - (b.order ?? 0);

/** Small facts about the garden itself. */
export interface GardenMeta {
  /** The last simulated or real instant the sweep has covered. */
  sweptUntil: number;
  settings: Settings;
}

export const isEmptyChangeSet = (c: ChangeSet): boolean =>
  !c.meta &&
  !c.digested?.length &&
  !c.texts?.length &&
  c.sources.length +
    c.segments.length +
    c.nodes.length +
    c.edges.length +
    c.compost.length +
    c.vectors.length +
    c.journal.length ===
    0;

/** Steps in order as one change set: a later version of a node, an edge or the meta wins. */
export function mergeChangeSets(steps: ChangeSet[]): ChangeSet {
  const digested: string[] = [];
  const texts: SourceText[] = [];
  const merged: ChangeSet = {
    sources: [],
    segments: [],
    nodes: [],
    edges: [],
    compost: [],
    vectors: [],
    journal: [],
    texts,
    digested,
  };
  const nodes = new Map<string, GardenNode>();
  const edges = new Map<string, Edge>();
  const vectors = new Map<string, NodeVector>();
  for (const c of steps) {
    append(merged.sources, c.sources);
    append(merged.segments, c.segments);
    for (const n of c.nodes) nodes.set(n.id, n);
    for (const e of c.edges) edges.set(e.id, e);
    for (const v of c.vectors) vectors.set(v.id, v);
    append(merged.compost, c.compost);
    append(merged.journal, c.journal);
    append(digested, c.digested ?? []);
    append(texts, c.texts ?? []);
    if (c.meta) merged.meta = c.meta;
  }
  merged.nodes = [...nodes.values()];
  merged.edges = [...edges.values()];
  merged.vectors = [...vectors.values()];
  return merged;
}
