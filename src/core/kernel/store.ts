import type { CompostEntry, Edge, GardenNode, JournalEntry, Segment, Source } from '../types';
import type { KeywordDump } from '../indexes/keyword-index';
import type { VectorCodes } from '../indexes/vector-index';
import type { ChangeSet, GardenMeta, GutEntry } from './changes';

/** What the garden loads into memory when it opens. Segments and the journal stay in the store. */
export interface Snapshot {
  sources: Source[];
  nodes: GardenNode[];
  /** With `deferredEdges`, only the edges changed since those: their later versions. */
  edges: Edge[];
  compost: CompostEntry[];
  meta?: GardenMeta;
  deferredEdges?: DeferredEdges;
  /** The keyword index of the nodes as they were when the store kept it, if it did. */
  keywords?: KeywordDump;
  /** The vector index's binary codes of the same nodes, if the store kept them. */
  vectorCodes?: VectorCodes;
}

/**
 * Edges a store hands over to be made when first needed. A 100k-node garden has 300k: making and indexing
 * them was a third of opening it, and a search reads only the open lesions among them.
 */
export interface DeferredEdges {
  /** The open lesions, made now. */
  openLesions: Edge[];
  count: number;
  /** Edges `start` to `end` (not included), in a fixed order. */
  slice(start: number, end: number): Edge[];
}

export interface JournalQuery {
  nodeId?: string;
  sourceId?: string;
  limit?: number;
}

/**
 * A write refused because the storage is full. A store reports a full disk with this error, whatever its own
 * wording, and writes nothing of that change: the garden treats it as a state to show, not a crash.
 */
export class StorageFullError extends Error {
  constructor(cause?: unknown) {
    super("the browser's storage for this site is full", { cause });
    this.name = 'StorageFullError';
  }
}

/** Persistence for the garden: IndexedDB through Dexie in the app and in Node, memory in quick tests. */
export interface GardenStore {
  load(): Promise<Snapshot>;
  /** Applies every change or none of them. */
  commit(changes: ChangeSet): Promise<void>;
  /** Puts accepted sources in the gut before their digestion starts, in one transaction of their own. */
  stage(entries: GutEntry[]): Promise<void>;
  /** Sources staged but never digested (the tab closed, the worker crashed), in the order they were picked. */
  pending(): Promise<GutEntry[]>;
  /** How many sources wait in the gut, without reading them (their bytes may be megabytes). */
  pendingCount(): Promise<number>;
  journal(query: JournalQuery): Promise<JournalEntry[]>;
  segments(ids: string[]): Promise<Segment[]>;
  close(): Promise<void>;
  /**
   * A store that logs its commits asks now and then to fold the log into a snapshot, which the garden hands
   * it when nothing is on its way to the store (see DexieStore).
   */
  wantsPack?(): boolean;
  pack?(parts: Omit<Snapshot, 'meta'>): Promise<void>;
}
