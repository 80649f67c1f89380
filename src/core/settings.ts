import { DECAY_POLICIES, type DecayPolicy } from './decay/policies';
import { SECTION_FIELDS, type Section } from './decay/sections';
import type { Trust } from './types';

export const PACK_IDS = ['core', 'conversation', 'write-path'] as const;
export type PackId = (typeof PACK_IDS)[number];

/** Everything a user may tune. Half-lives are in days. */
export interface Settings {
  /** How each trust class decays: by half-life, or by the WRITE-path seed's idle-day machine. */
  decayPolicy: Record<Trust, DecayPolicy>;
  halfLifeDays: Record<Trust, number>;
  /** The idle-day machine's window: dormant after this many idle days (twice with 10+ refs), archived after twice. */
  idleDays: Record<Trust, number>;
  /** A node absorbed or touched less than this many days ago does not decay. */
  immunityDays: number;
  /** Below this salience a node goes dormant (sinks in ranking, still recalled). */
  dormantBelow: number;
  /** Below this salience for longer than `floorGraceDays` (capped by the class half-life) a node is composted. */
  compostFloor: number;
  floorGraceDays: number;
  /** Novel foreign claims wait this long for a second origin before they are composted. */
  quarantineDays: number;
  /** Edges below this weight atrophy away (they stay in the store, but are not drawn or followed). */
  edgeFloor: number;
  /** Sections with their own decay; the first a node belongs to wins over its trust class. */
  sections: Section[];
  /** Which enzyme packs digest (the core pack always does). */
  packs: Record<PackId, boolean>;
  /** The user's alias table: variant → canonical name (the entity normaliser reads it). */
  aliases: Record<string, string>;
  /** The profile's budget: what an assistant would carry into its next conversation. */
  profileTokens: number;
}

export const DEFAULT_SETTINGS: Settings = {
  decayPolicy: {
    operator: 'half-life',
    synthesis: 'half-life',
    external: 'half-life',
    session: 'half-life',
    foreign: 'half-life',
  },
  halfLifeDays: { operator: 365, synthesis: 365, external: 90, session: 14, foreign: 7 },
  idleDays: { operator: 90, synthesis: 90, external: 90, session: 45, foreign: 45 },
  immunityDays: 30,
  dormantBelow: 0.3,
  compostFloor: 0.1,
  floorGraceDays: 30,
  quarantineDays: 60,
  edgeFloor: 0.05,
  sections: [],
  packs: { core: true, conversation: true, 'write-path': true },
  aliases: {},
  profileTokens: 2000,
};

/** `partial` over `base` (the defaults unless given), the per-class records merged class by class. */
export function mergeSettings(partial: Partial<Settings> | undefined, base: Settings = DEFAULT_SETTINGS): Settings {
  return {
    ...base,
    ...partial,
    decayPolicy: { ...base.decayPolicy, ...partial?.decayPolicy },
    halfLifeDays: { ...base.halfLifeDays, ...partial?.halfLifeDays },
    idleDays: { ...base.idleDays, ...partial?.idleDays },
    packs: { ...base.packs, ...partial?.packs, core: true },
  };
}

export function validateSettings(s: Settings): string[] {
  const problems: string[] = [];
  for (const [trust, hl] of Object.entries(s.halfLifeDays))
    if (!(hl > 0) || !Number.isFinite(hl)) problems.push(`half-life for ${trust} must be a positive number of days`);
  for (const [trust, days] of Object.entries(s.idleDays))
    if (!(days > 0) || !Number.isFinite(days))
      problems.push(`idle days for ${trust} must be a positive number of days`);
  for (const [trust, policy] of Object.entries(s.decayPolicy))
    if (!(DECAY_POLICIES as readonly string[]).includes(policy))
      problems.push(`decay policy for ${trust} must be one of ${DECAY_POLICIES.join(', ')}`);
  if (!(s.compostFloor > 0 && s.compostFloor < s.dormantBelow && s.dormantBelow < 1))
    problems.push('thresholds must satisfy 0 < compost floor < dormant threshold < 1');
  for (const section of s.sections) {
    if (!section.name.trim() || !section.value.trim()) problems.push('a section needs a name and a value');
    if (!(SECTION_FIELDS as readonly string[]).includes(section.field))
      problems.push(`section "${section.name}" must gather by ${SECTION_FIELDS.join(', ')}`);
    if (!(DECAY_POLICIES as readonly string[]).includes(section.policy))
      problems.push(`section "${section.name}" needs a decay policy: ${DECAY_POLICIES.join(' or ')}`);
    if (!(section.days > 0) || !Number.isFinite(section.days))
      problems.push(`section "${section.name}" needs a positive number of days`);
  }
  for (const [variant, canonical] of Object.entries(s.aliases))
    if (!variant.trim() || !canonical.trim()) problems.push('an alias needs both a variant and a canonical name');
  if (!(s.profileTokens >= 100 && s.profileTokens <= 100_000))
    problems.push('the profile budget must be between 100 and 100,000 tokens');
  if (s.immunityDays < 0 || s.quarantineDays <= 0 || s.floorGraceDays < 0) problems.push('windows must be positive');
  return problems;
}
