// The enzyme plug-in interface. Every enzyme, the built-in relation enzyme included, is a small module that
// sees one segment, its neighbours in the garden and the clock, and answers with a relation and/or labels, a
// salience adjustment and its reason; digestion journals each answer under the enzyme's name.
import type { DecayRule } from '../decay/rule';
import type { Draft } from '../kernel/draft';
import type { NodeLabels, Source } from '../types';
import type { Settings } from '../settings';
import type { Arrival, Neighbourhood, Verdict } from './verdict';

export interface EnzymeInput {
  /** The segment as it arrived (text, vector, trust, generation time…). */
  arrival: Arrival;
  source: Source;
  /** The whole text of its source (properties and front matter live there). */
  sourceText: string;
  /** Its neighbours, living (nearest first) and composted, each already compared with it. */
  near: Neighbourhood;
  /** Labels found so far by the enzymes before this one. */
  labels: NodeLabels;
  /** The relation verdict, once the relation enzyme has run (it runs first). */
  verdict?: Verdict;
  /** The clock's time of this step. */
  now: number;
  settings: Settings;
  /** The garden as this step sees it, to read: enzymes change it only through what they return. */
  draft: Draft;
  /** Canonical names by lower-cased variant: the user's alias table and aliases declared in notes. */
  aliases: ReadonlyMap<string, string>;
}

/** Something an enzyme wants removed from the living garden, and why (it goes to the compost, not away). */
export interface Elimination {
  nodeId: string;
  note: string;
}

/** A node an enzyme infers from several others (a recurring correction becomes a pattern). */
export interface Inference {
  text: string;
  members: string[];
  labels: NodeLabels;
}

export interface EnzymeOutput {
  /** Only the relation enzyme answers with a verdict: confirm, challenge, novel or stale. */
  verdict?: Verdict;
  labels?: NodeLabels;
  /** Text inserted into the node's text after a character offset of the segment ("last Tuesday [2026-03-10]"). */
  annotations?: { at: number; note: string }[];
  /** Added to the new node's starting salience (clamped to [0.05, 1]). */
  salience?: number;
  eliminate?: Elimination[];
  /** Labels to set on other nodes (a shipped feature request), with why. */
  relabel?: { nodeId: string; labels: NodeLabels; note: string }[];
  /** An inference it would not make, and why: the journal says what was dropped rather than admitted. */
  drop?: string;
  infer?: Inference;
  /** For the journal: what it found and from which cue. */
  reason: string;
}

export interface Enzyme {
  /** `pack/name`, as the journal names it. */
  readonly id: string;
  readonly description: string;
  /** Undefined when it has nothing to say about this segment. */
  digest(input: EnzymeInput): EnzymeOutput | undefined;
}

/** A set of enzymes and decay rules that is switched on and off together in Settings. */
export interface Pack {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** The core pack cannot be switched off: without it nothing is judged. */
  readonly required?: boolean;
  readonly enzymes: readonly Enzyme[];
  /** Decay rules that replace the class policy for the nodes they apply to. */
  readonly decayRules?: readonly DecayRule[];
}
