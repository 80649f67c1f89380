// What crosses the boundary between the UI and the garden worker: plain, structured-clonable views.
import type { Byproduct, FrictionAggregate } from '../../core/compost/byproducts';
import type { RestoreReport } from '../../core/garden/restore';
import type {
  CompostEntry,
  EdgeKind,
  EntryType,
  JournalEntry,
  NodeLabels,
  Relation,
  NodeState,
  SourceKind,
  Trust,
} from '../../core/types';
import type { Provenance, SettledBadge } from '../../core/recall/recall';
import type { PackId, Settings } from '../../core/settings';
import type { Revision } from '../../core/garden/revise';
import type { SourceInput } from '../../core/valve/valve';
import type { Discarded } from '../../core/kernel/store';

export interface NodeView {
  id: string;
  text: string;
  state: NodeState;
  trust: Trust;
  retention: Trust;
  weight: number;
  refs: number;
  salience: number;
  origins: string[];
  /** The note it came from first. */
  note?: { sourceId: string; title: string };
  createdAt: number;
  touchedAt: number;
  openLesions: number;
  labels?: NodeLabels;
}

export interface SearchHit {
  node: NodeView;
  score: number;
  /** Where its text names a term of the query (character offsets), to be marked. */
  spans: [start: number, end: number][];
  /** It answers the query outright; otherwise it is only the nearest there is, loosely related. */
  answers: boolean;
  provenance: Provenance[];
  lesions: { edgeId: string; otherId: string; otherText: string }[];
  /** A conflict settled against it: the side kept, and when (core/recall/recall.ts). */
  settled?: SettledBadge;
  compost?: CompostEntry;
  /**
   * It is the rest of a note whose other part went to compost or was set aside (core/absorption/split.ts):
   * that part, and what became of it ("went to compost, superseded by …").
   */
  restOf?: { nodeId: string; text: string; why: string };
  /** The superseded note it ranks in place of: the query asked in that note's words (core/recall/recall.ts). */
  standsFor?: { nodeId: string; text: string };
  /** An ordinary search's second tier: from the compost, because it answers better than anything living. */
  tier?: 'compost';
}

/** A source as the Library lists it: what it is, where it came from, and what became of its segments. */
export interface LibraryEntry {
  id: string;
  title: string;
  kind: SourceKind;
  origin: string;
  trust: Trust;
  receivedAt: number;
  generatedAt: number;
  bytes: number;
  segments: number;
  /** Its nodes by state (a node confirmed by several sources counts for each). */
  states: Record<NodeState, number>;
  /** The first node it brought, to open it by. */
  nodeId?: string;
}

/** A note's inline text, as data the UI draws with its own elements: nothing in a note is ever read as HTML. */
export type Inline =
  | { t: 'text'; v: string }
  | { t: 'strong' | 'em' | 'del'; c: Inline[] }
  | { t: 'code'; v: string }
  /** A web or mail link (http, https, mailto): any other scheme is shown as text. */
  | { t: 'link'; href: string; c: Inline[] }
  /** A link to another note (`[[Page]]`, `page.md`); `sourceId` when the garden holds that note. */
  | { t: 'page'; name: string; shown: string; sourceId?: string }
  | { t: 'break' };

/** What became of one segment of a note, and, where its node is not active, why. */
export interface SegmentMark {
  segmentId: string;
  relation?: Relation;
  node?: NodeView;
  /** The note the node came from first, when that is another note (this segment confirmed or met it). */
  from?: { sourceId: string; title: string };
  why?: { text: string; nodeId?: string; sourceId?: string; title?: string };
}

export type NoteBlock =
  | {
      kind: 'heading' | 'paragraph' | 'item' | 'quote' | 'code';
      /** A heading's level (1–6); otherwise its nesting in a list (0 for none). */
      depth: number;
      inline: Inline[];
      segments: SegmentMark[];
    }
  | { kind: 'table'; depth: number; header: Inline[][]; rows: { cells: Inline[][]; segments: SegmentMark[] }[] };

/** A source as its own page: its text as written, what became of each segment, and what it links to. */
export interface NoteDetail {
  source: LibraryEntry;
  /** Its text as it now reads, to edit (none when only its segments were kept). */
  text?: string;
  /** How many versions it has had: an edit can be undone from the second on. */
  versions: number;
  blocks: NoteBlock[];
  /**
   * The blocks are its segments under their headings: a page, a transcript or a plain text, or a note whose
   * text as written was not kept (restored from a vault).
   */
  fromSegments: boolean;
  /** The notes it links to, as written, each with the note the garden holds under that name, if any. */
  links: { name: string; sourceId?: string }[];
  /** The notes that link to it (by its title or an alias it declares). */
  backlinks: { sourceId: string; title: string }[];
  /** Its nodes' relations with other notes' nodes, by note and kind. */
  relations: { sourceId: string; title: string; kind: EdgeKind; direction: 'out' | 'in'; count: number }[];
  journal: JournalEntry[];
}

export interface LesionView {
  edgeId: string;
  openedAt: number;
  challenger: NodeView;
  challenged: NodeView;
  /** The slot the garden read both sides to fill: the attribute in the challenger's words, and each value. */
  slot?: { attribute: string; values: [challenger: string, challenged: string] };
  /** Why the garden opened it, in its journal's words. */
  why: string;
}

export interface CompostView {
  entry: CompostEntry;
  node: NodeView;
}

export interface NodeDetail {
  node: NodeView;
  context: string[];
  provenance: Provenance[];
  relations: {
    edgeId: string;
    kind: EdgeKind;
    direction: 'out' | 'in';
    open?: boolean;
    weight: number;
    other: NodeView;
  }[];
  journal: JournalEntry[];
  /** Salience from creation to a year ahead of now, for the decay plot. */
  decay: { t: number; salience: number }[];
  /** How it decays, in words: a pack rule, its section or its trust class. */
  decayRule: string;
  compost?: CompostEntry;
}

export interface ProfileView {
  markdown: string;
  tokens: number;
  budget: number;
  items: NodeView[];
  left: number;
}

export interface PackView {
  id: PackId;
  name: string;
  description: string;
  required: boolean;
  enzymes: { id: string; description: string }[];
}

export interface AliasView {
  /** The user's own table, editable. */
  user: Record<string, string>;
  /** Aliases notes declare, with the note that declares them. */
  declared: { variant: string; canonical: string; source: string }[];
}

export interface GraphSnapshot {
  nodes: {
    id: string;
    state: NodeState;
    trust: Trust;
    weight: number;
    label: string;
    type?: EntryType;
    /** The note it came from first: the rhizome opens it, and draws one note's nodes together. */
    sourceId?: string;
  }[];
  edges: { source: string; target: string; kind: EdgeKind; open?: boolean }[];
}

export interface SizePoint {
  t: number;
  active: number;
  dormant: number;
  quarantined: number;
  composted: number;
}

export interface Summary {
  now: number;
  simulated: boolean;
  /** While simulating: the sources added in the simulation, which end with it. */
  addedInSimulation?: number;
  counts: Record<NodeState, number>;
  /** Of the active nodes, those set aside when a lesion was settled against them: they decay from then on. */
  setAside: number;
  sources: number;
  openLesions: number;
  settings: Settings;
  /** The tab that tends the garden, or one that follows another tab read-only. */
  role: 'writer' | 'follower';
  /** How long the last opening took: reading the store, and building the indexes (both while the model loads). */
  opening: { readMs: number; buildMs: number };
  /** Sources in the gut, not yet digested: left by a crash, a closed tab or a full disk. */
  waiting: number;
  /** The store last refused a write for want of space (nothing stored was lost). */
  storageFull: boolean;
  /**
   * The browser found the stored garden damaged and discarded it, before this opening or while it was open
   * (then this tab's memory still holds it, but nothing more is saved); a backup brings it back.
   */
  discarded?: Discarded;
}

/**
 * What opening is doing, step by step: reading the store, indexing what it read, then digesting what was
 * left in the gut last time (after the garden is already open and searchable), and how that went. The same
 * steps report a later try at what waits in the gut (after a full disk), `fromLastTime` false.
 */
export type OpeningProgress =
  | { step: 'reading' }
  | { step: 'indexing'; nodes: number }
  | { step: 'resuming'; done: number; total: number; fromLastTime: boolean }
  | {
      step: 'resumed';
      total: number;
      absorbed: number;
      duplicate: number;
      rejected: number;
      fromLastTime: boolean;
      reason?: string;
    };

export type IngestStage =
  'queued' | 'valve' | 'segment' | 'embed' | 'digest' | 'done' | 'rejected' | 'duplicate' | 'failed';

export interface IngestProgress {
  batch: { done: number; total: number };
  file: { index: number; name: string; stage: IngestStage; detail?: string };
}

export interface IngestOutcome {
  name: string;
  /** `waiting`: stored in the gut, digested when there is room (or when the garden next opens). */
  status: 'absorbed' | 'duplicate' | 'rejected' | 'failed' | 'cancelled' | 'waiting';
  reason?: string;
  /** Not stored at all (the disk was full before it could be): the feed stages it again. */
  unstored?: boolean;
  segments?: number;
  relations?: Partial<Record<'confirm' | 'challenge' | 'novel' | 'stale', number>>;
  /** What its challenges did to notes already there: "replaced “…”", "in conflict with “…”". */
  changes?: string[];
}

export interface ModelProgress {
  status: string;
  file?: string;
  progress?: number;
}

export type NamedInput = SourceInput & { name: string };

/** A file of a vault import: loose, or a whole .zip. */
export interface VaultArrival {
  path: string;
  content: string | Uint8Array;
}

export type VaultRestoreResult =
  /**
   * Our own export: restored with its metadata; any other files come back for the feed. `skipped` names what a
   * zip held that was left out (a path leaving the archive, a file over the size limit); `refused`, a zip not
   * opened at all (a bomb, a liar, too many files), which takes none of the other files with it.
   */
  | { kind: 'restored'; report: RestoreReport; others: VaultArrival[]; skipped: string[]; refused: string[] }
  /** No garden export in it: every file (zips opened) is for the feed. */
  | { kind: 'not-a-vault'; others: VaultArrival[]; skipped: string[]; refused: string[] }
  | { kind: 'invalid'; reason: string };

/** How a text reads as a conversation: its turns and how many people speak. */
export interface ConversationShape {
  turns: number;
  speakers: number;
}

export interface GardenApi {
  open(
    options: { today?: number },
    onModel: (p: ModelProgress) => void,
    onOpening?: (p: OpeningProgress) => void,
  ): Promise<Summary>;
  /**
   * Digests what waits in the gut now (after space was freed), or, with nothing waiting, checks whether the
   * store has room again; progress goes to `open`'s `onOpening`.
   */
  resumeWaiting(): Promise<void>;
  summary(): Promise<Summary>;
  ingest(inputs: NamedInput[], onProgress: (p: IngestProgress) => void): Promise<IngestOutcome[]>;
  cancelIngest(): void;
  search(
    query: string,
    options: { scope: 'ordinary' | 'compost' | 'all'; limit?: number; type?: EntryType },
  ): Promise<SearchHit[]>;
  contextPack(query: string, budgetTokens: number): Promise<string>;
  node(id: string): Promise<NodeDetail | undefined>;
  /** A source as its own page (see NoteDetail). */
  note(sourceId: string): Promise<NoteDetail | null>;
  /** A note's new version, as the user edited it (core/garden/revise.ts). */
  revise(sourceId: string, text: string): Promise<Revision>;
  /** Undoes a note's last edit. */
  undoRevision(sourceId: string): Promise<Revision>;
  /** Every source the garden holds, for the Library. */
  library(): Promise<LibraryEntry[]>;
  /** The first `limit` open lesions (all of them without one). */
  lesions(limit?: number): Promise<LesionView[]>;
  resolveLesion(
    edgeId: string,
    resolution: { winnerId: string } | { synthesis: string } | { keepBoth: true },
  ): Promise<IngestOutcome | undefined>;
  compost(query: string): Promise<CompostView[]>;
  byproducts(): Promise<Byproduct[]>;
  /** How often each frustration was mentioned in the last `days` days (composted units included). */
  frictions(days: number): Promise<FrictionAggregate[]>;
  /** The most salient unresolved items within the budget (the settings' budget by default). */
  profile(budgetTokens?: number): Promise<ProfileView>;
  setType(nodeId: string, type: EntryType | null): Promise<void>;
  markShipped(nodeId: string): Promise<void>;
  packs(): Promise<PackView[]>;
  aliases(): Promise<AliasView>;
  /** Brings a composted node back: where it went, and the text of the note it is now in a lesion with. */
  reabsorb(nodeId: string): Promise<{ state: NodeState; conflictWith?: string }>;
  graph(): Promise<GraphSnapshot>;
  fastForward(days: number): Promise<Summary>;
  realClock(): Promise<Summary>;
  history(): Promise<SizePoint[]>;
  updateSettings(partial: Partial<Settings>): Promise<Settings>;
  exportVault(): Promise<Uint8Array>;
  exportBackup(): Promise<Blob>;
  importBackup(text: string): Promise<{ ok: boolean; reason?: string }>;
  /** A markdown vault: our export is restored with its metadata, all or nothing. */
  restoreVault(arrivals: VaultArrival[]): Promise<VaultRestoreResult>;
  /** For each text about to be staged: the conversation it reads as, or null. Runs beside any digest. */
  readConversations(texts: (string | Uint8Array)[]): Promise<(ConversationShape | null)[]>;
  /** For each file picked: why the valve would refuse it whatever its label (empty, not text), or null. */
  unreadable(contents: (string | Uint8Array)[]): Promise<(string | null)[]>;
}
