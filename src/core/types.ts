// The garden's records and the words they use: trust labels, node states, edges, sources, journal entries.
// Everything here is plain, structured-clonable data, so it can cross a worker boundary and live in IndexedDB.

export const TRUSTS = ['operator', 'synthesis', 'session', 'external', 'foreign'] as const;
export type Trust = (typeof TRUSTS)[number];

export const SOURCE_KINDS = ['markdown', 'text', 'html', 'conversation'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export interface Source {
  id: string;
  title: string;
  kind: SourceKind;
  trust: Trust;
  origin: string;
  /** sha-256 of the normalised text: exact duplicates are recognised by it. */
  hash: string;
  /** When the source was written (defaults to intake time). */
  generatedAt: number;
  receivedAt: number;
  /** The retention class it was admitted with: the trust whose half-life applies. */
  retention: Trust;
  segmentIds: string[];
  bytes: number;
  /** Conversations only: which session (transcript) this was, counted from 1. */
  session?: number;
  /** Aliases a note declares (`alias::`, front-matter `aliases`): variant → canonical name. */
  aliases?: Record<string, string>;
  /** Where it stands: the terms of the title it was given (see text/context.ts); none when untitled. */
  context?: string[];
  /** The pages it links to (`[[Page]]`, a link to `page.md`), as written: a note's page resolves them. */
  links?: string[];
  /** Segments of its earlier versions (see garden/revise.ts): an undo brings their nodes back. */
  earlier?: string[];
}

/** A source's text as it was admitted, kept so its note can be read as written (segments drop the markup). */
export interface SourceText {
  sourceId: string;
  /** 1 for the text first admitted. */
  version: number;
  text: string;
  at: number;
}

export type Boundary = 'heading' | 'paragraph' | 'list-item' | 'code' | 'turn' | 'quote' | 'table' | 'sentence';

export interface Segment {
  id: string;
  sourceId: string;
  index: number;
  text: string;
  boundary: Boundary;
  /** Headings above this segment, outermost first. */
  context: string[];
  /** Tokens (model word pieces, estimated). */
  mass: number;
  /** Information content: normalised term-frequency entropy in [0,1]. */
  density: number;
  relation?: Relation;
  /** The node this segment became, confirmed, challenged or was judged against. */
  nodeId?: string;
  /** An emphasis marker ("importantly", "always", "never") opened it: it starts with more salience. */
  emphasis?: string;
}

export const RELATIONS = ['confirm', 'challenge', 'novel', 'stale'] as const;
export type Relation = (typeof RELATIONS)[number];

export const NODE_STATES = ['active', 'dormant', 'quarantined', 'composted'] as const;
export type NodeState = (typeof NODE_STATES)[number];

/** The WRITE-path seed's seven entry types. */
export const ENTRY_TYPES = ['principle', 'correction', 'decision', 'guideline', 'pitfall', 'process', 'model'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/** The conversation pack's frustration taxonomy. */
export const FRICTIONS = ['billing', 'feature-gap', 'latency'] as const;
export type Friction = (typeof FRICTIONS)[number];
/** Each friction in words: the profile, the labels and the compost's byproducts say it so. */
export const FRICTION_NAMES: Record<Friction, string> = {
  billing: 'billing friction',
  'feature-gap': 'feature gap',
  latency: 'response latency',
};

export const RESOLUTIONS = ['resolved', 'unresolved', 'ambiguous'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

/**
 * What the enzymes (and the user) found out about a node besides its relation to the rest: plain data,
 * shown in the app, read by the decay rules and by sections.
 */
export interface NodeLabels {
  /** Where it came from, for sections: the source kind, its folder, its tags. */
  kind?: SourceKind;
  folder?: string;
  tags?: string[];
  type?: EntryType;
  /** Who set the type: the classifier enzyme or the user (the user's choice is never overwritten). */
  typeBy?: 'enzyme' | 'user';
  /** A recurring correction, promoted to a pattern node. */
  pattern?: boolean;
  /** Conversations: the session (transcript number) that last spoke of it. */
  session?: number;
  /** Absolute dates the temporal stripper resolved, and how recent the newest was when it was said. */
  dates?: string[];
  recency?: 'high' | 'medium' | 'low';
  /** Canonical names of the entities it mentions. */
  entities?: string[];
  /** Emotional valence in [-1, 1] and the frustration category it belongs to. */
  valence?: number;
  friction?: Friction;
  resolution?: Resolution;
  /** A feature request that has shipped: it decays like anything resolved from then on. */
  shipped?: boolean;
}

/** A node is plain data: its vector lives in the vector index (kernel/state.ts), never on the node. */
export interface GardenNode {
  id: string;
  text: string;
  context: string[];
  trust: Trust;
  /** The class whose half-life applies now (a graduated foreign claim decays like `external`). */
  retention: Trust;
  origins: string[];
  sourceIds: string[];
  segmentIds: string[];
  state: NodeState;
  /** Grows with every confirmation; drawn as node size. */
  weight: number;
  refs: number;
  /** Salience at the last touch, before idle decay. */
  base: number;
  /** Salience as of the last sweep. */
  salience: number;
  /** Generation time of the newest source that asserted this node's claim. */
  assertedAt: number;
  createdAt: number;
  touchedAt: number;
  /** Set while under the floor: composting happens once this has lasted long enough. */
  belowFloorSince?: number;
  quarantineUntil?: number;
  /** Made from a code block: code asserts nothing about the world, so it never confirms or challenges a claim. */
  code?: true;
  /** Set when a synthesis note settled a lesion against this node: it decays without immunity. */
  lostLesionAt?: number;
  /**
   * The node it was cut from: the rest of a text whose other part a newer one replaced (see
   * enzymes/replaced-part.ts). That node, in the compost, holds the part replaced.
   */
  splitFrom?: string;
  labels?: NodeLabels;
}

export const EDGE_KINDS = ['related', 'confirms', 'supersedes', 'lesion', 'corroborates'] as const;
export type EdgeKind = (typeof EDGE_KINDS)[number];

export interface Edge {
  id: string;
  kind: EdgeKind;
  /** For supersedes: the winner; for lesion: the challenger; for confirms/corroborates: the newer side. */
  from: string;
  to: string;
  weight: number;
  createdAt: number;
  touchedAt: number;
  /** Set by the sweep when an unused path has thinned below the edge floor. */
  atrophiedAt?: number;
  /** Lesions only. */
  open?: boolean;
  resolvedAt?: number;
  resolution?: string;
}

export const COMPOST_REASONS = [
  'superseded',
  'decayed',
  'stale',
  'quarantine-expired',
  'lesion-lost',
  'eliminated',
] as const;
export type CompostReason = (typeof COMPOST_REASONS)[number];

export interface CompostCause {
  nodeId?: string;
  sourceId?: string;
  note: string;
}

export interface CompostEntry {
  id: string;
  nodeId: string;
  reason: CompostReason;
  cause: CompostCause;
  at: number;
  /** A short topic label (the node's strongest terms) for the aggregate byproducts. */
  topic: string;
  trust: Trust;
  sourceIds: string[];
  reabsorbedAt?: number;
  /** The frustration category of the composted unit, kept for the aggregate byproducts. */
  friction?: Friction;
}

export const JOURNAL_EVENTS = [
  'intake',
  'reject',
  'duplicate',
  'segment',
  'verdict',
  'absorb',
  'confirm',
  'quarantine',
  'graduate',
  'lesion-opened',
  'lesion-resolved',
  'supersede',
  'decay',
  'excrete',
  'reabsorb',
  'feedback',
  'settings',
  'restore',
  'label',
  'pattern',
  'drop',
  'edit',
] as const;
export type JournalEvent = (typeof JOURNAL_EVENTS)[number];

export interface JournalEntry {
  seq?: number;
  at: number;
  event: JournalEvent;
  sourceId?: string;
  segmentId?: string;
  nodeId?: string;
  /** The other node a verdict or transition points at. */
  otherId?: string;
  /** Human-readable explanation: which cue, which score. */
  reason: string;
  data?: Record<string, string | number | boolean>;
}
