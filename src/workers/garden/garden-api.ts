// What crosses the boundary between the UI and the garden worker: plain, structured-clonable views.
import type { Byproduct } from '../../core/compost/byproducts';
import type { RestoreReport } from '../../core/garden/restore';
import type { CompostEntry, EdgeKind, JournalEntry, NodeState, Trust } from '../../core/model';
import type { Provenance } from '../../core/recall/recall';
import type { Settings } from '../../core/settings';
import type { SourceInput } from '../../core/valve/valve';

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
  createdAt: number;
  touchedAt: number;
  openLesions: number;
}

export interface SearchHit {
  node: NodeView;
  score: number;
  provenance: Provenance[];
  lesions: { edgeId: string; otherId: string; otherText: string }[];
  compost?: CompostEntry;
}

export interface LesionView {
  edgeId: string;
  openedAt: number;
  challenger: NodeView;
  challenged: NodeView;
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
  compost?: CompostEntry;
}

export interface GraphSnapshot {
  nodes: { id: string; state: NodeState; trust: Trust; weight: number; label: string }[];
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
  counts: Record<NodeState, number>;
  sources: number;
  openLesions: number;
  settings: Settings;
  /** The tab that tends the garden, or one that follows another tab read-only. */
  role: 'writer' | 'follower';
}

export type IngestStage =
  'queued' | 'valve' | 'segment' | 'embed' | 'digest' | 'done' | 'rejected' | 'duplicate' | 'failed';

export interface IngestProgress {
  batch: { done: number; total: number };
  file: { index: number; name: string; stage: IngestStage; detail?: string };
}

export interface IngestOutcome {
  name: string;
  status: 'absorbed' | 'duplicate' | 'rejected' | 'failed' | 'cancelled';
  reason?: string;
  segments?: number;
  relations?: Partial<Record<'confirm' | 'challenge' | 'novel' | 'stale', number>>;
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
  /** Our own export: restored with its metadata; any other files come back for the feed. */
  | { kind: 'restored'; report: RestoreReport; others: VaultArrival[] }
  /** No garden export in it: every file (zips opened) is for the feed. */
  | { kind: 'not-a-vault'; others: VaultArrival[] }
  | { kind: 'invalid'; reason: string };

export interface GardenApi {
  open(options: { today?: number }, onModel: (p: ModelProgress) => void): Promise<Summary>;
  summary(): Promise<Summary>;
  ingest(inputs: NamedInput[], onProgress: (p: IngestProgress) => void): Promise<IngestOutcome[]>;
  cancelIngest(): void;
  search(query: string, options: { scope: 'ordinary' | 'compost' | 'all'; limit?: number }): Promise<SearchHit[]>;
  contextPack(query: string, budgetTokens: number): Promise<string>;
  node(id: string): Promise<NodeDetail | undefined>;
  lesions(): Promise<LesionView[]>;
  resolveLesion(
    edgeId: string,
    resolution: { winnerId: string } | { synthesis: string },
  ): Promise<IngestOutcome | undefined>;
  compost(query: string): Promise<CompostView[]>;
  byproducts(): Promise<Byproduct[]>;
  reabsorb(nodeId: string): Promise<void>;
  graph(): Promise<GraphSnapshot>;
  fastForward(days: number): Promise<Summary>;
  realClock(): Promise<Summary>;
  history(): Promise<SizePoint[]>;
  updateSettings(partial: Partial<Settings>): Promise<Settings>;
  exportVault(): Promise<Uint8Array>;
  exportBackup(): Promise<string>;
  importBackup(text: string): Promise<{ ok: boolean; reason?: string }>;
  /** A markdown vault: our export is restored with its metadata, all or nothing. */
  restoreVault(arrivals: VaultArrival[]): Promise<VaultRestoreResult>;
  /** A benchmark hook for the e2e run: embed texts with the raw model, segments/s. */
  rawModelThroughput(texts: string[]): Promise<number>;
}
