import type { CompostEntry, Edge, GardenNode, JournalEntry, Segment, Source, SourceText } from '../types';
import type { KeywordImage } from '../indexes/keyword-index';
import type { VectorImage } from '../indexes/vector-index';
import type { ChangeSet, GardenMeta, GutEntry, LivingChange } from './changes';

/**
 * The living garden as of one moment, as a store keeps it to open fast: its items, and the images its indexes
 * wrote of themselves (the vector index's is where the nodes' vectors are). A store keeps the images as they
 * are, without reading inside them.
 */
export interface Snapshot {
  sources: Source[];
  nodes: GardenNode[];
  /** Every edge; or, with `deferredEdges`, none here. */
  edges: Edge[];
  compost: CompostEntry[];
  deferredEdges?: DeferredEdges;
  vectors: VectorImage;
  keywords: KeywordImage;
}

/**
 * What a garden opens from: the store's last snapshot (none in a new garden), the changes committed since,
 * oldest first, and the garden's meta.
 */
export interface Opening {
  snapshot?: Snapshot;
  since: LivingChange[];
  meta?: GardenMeta;
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
  /** A note's history: with `sourceId`, the entries about any of these nodes too (their composting, say). */
  nodeIds?: string[];
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

/**
 * The store was emptied while the garden had it open (the browser discarded it as damaged, or the site's data
 * was cleared) and an empty one stands in its place: a change written there would make a garden of fragments,
 * so nothing more is written until a backup replaces the whole store.
 */
export class StoreDiscardedError extends Error {
  constructor(browserSaid: string) {
    const said = browserSaid ? ` (${browserSaid})` : '';
    super(`the garden's storage was emptied while the garden was open, so nothing more is saved${said}`);
    this.name = 'StoreDiscardedError';
  }
}

/** That a store's contents were lost, whether while it was open, and the browser's words if it gave any. */
export interface Discarded {
  message: string;
  whileOpen: boolean;
}

/** Persistence for the garden: IndexedDB through Dexie in the app and in Node, memory in quick tests. */
export interface GardenStore {
  /**
   * The browser found the store damaged and discarded what it held, before it opened or while it was open:
   * the garden is empty (or only in memory) because of it, not because it never held anything.
   */
  readonly discarded?: Discarded | undefined;
  load(): Promise<Opening>;
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
  /** A source's texts as admitted, oldest version first (none for a source restored from a vault). */
  texts(sourceId: string): Promise<SourceText[]>;
  close(): Promise<void>;
  /**
   * A store that logs its commits asks now and then for a snapshot to fold them into, which the garden hands
   * it when nothing is on its way to the store (see DexieStore).
   */
  wantsSnapshot?(): boolean;
  keepSnapshot?(snapshot: Snapshot): Promise<void>;
}
