// Everything a user may tune, as one zod schema: the Settings view's changes and a restored backup's settings
// are checked by the same rules, each refusal in words a user can act on.
import { z } from 'zod';
import { DECAY_POLICIES } from './decay/policies';
import { TRUSTS, type Trust } from './types';

export const PACK_IDS = ['core', 'conversation', 'write-path'] as const;
export type PackId = (typeof PACK_IDS)[number];

export const SECTION_FIELDS = ['folder', 'tag', 'kind', 'type'] as const;
export type SectionField = (typeof SECTION_FIELDS)[number];

const days = (what: string) => {
  const error = `${what} must be a positive number of days`;
  return z.number({ error }).refine((d) => d > 0 && Number.isFinite(d), { error });
};
const perClass = <T extends z.ZodType>(value: (trust: Trust) => T) =>
  z.object(Object.fromEntries(TRUSTS.map((t) => [t, value(t)])) as Record<Trust, T>);
const policy = (what: string) =>
  z.enum(DECAY_POLICIES, { error: `${what} must be one of ${DECAY_POLICIES.join(', ')}` });

/**
 * A section (the WRITE-path seed): a folder, a tag, a source kind or an entry type whose knowledge churns at
 * its own rate; see decay/sections.ts.
 */
const sectionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    field: z.enum(SECTION_FIELDS, { error: `a section must gather by ${SECTION_FIELDS.join(', ')}` }),
    /** The folder (a path prefix), tag, source kind or entry type it gathers; compared case-insensitively. */
    value: z.string(),
    policy: policy("a section's decay policy"),
    /** Half-life or idle window, in days. */
    days: days("a section's window"),
  })
  .refine((s) => s.name.trim() !== '' && s.value.trim() !== '', { error: 'a section needs a name and a value' });
export type Section = z.infer<typeof sectionSchema>;

export const settingsSchema = z
  .object({
    /** How each trust class decays: by half-life, or by the WRITE-path seed's idle-day machine. */
    decayPolicy: perClass((t) => policy(`decay policy for ${t}`)),
    /** Half-lives, in days. */
    halfLifeDays: perClass((t) => days(`half-life for ${t}`)),
    /** The idle-day machine's window: dormant after this many idle days (twice with 10+ refs), archived after twice. */
    idleDays: perClass((t) => days(`idle days for ${t}`)),
    /** A node absorbed or touched less than this many days ago does not decay. */
    immunityDays: z.number().min(0, { error: 'windows must be positive' }),
    /** Below this salience a node goes dormant (sinks in ranking, still recalled). */
    dormantBelow: z.number(),
    /** Below this salience for longer than `floorGraceDays` (capped by the class half-life) a node is composted. */
    compostFloor: z.number(),
    floorGraceDays: z.number().min(0, { error: 'windows must be positive' }),
    /** Novel foreign claims wait this long for a second origin before they are composted. */
    quarantineDays: z.number().positive({ error: 'windows must be positive' }),
    /** Edges below this weight atrophy away (they stay in the store, but are not drawn or followed). */
    edgeFloor: z.number().min(0).max(1),
    /** Sections with their own decay; the first a node belongs to wins over its trust class. */
    sections: z.array(sectionSchema),
    /** Which enzyme packs digest (the core pack always does). */
    packs: z.object(Object.fromEntries(PACK_IDS.map((id) => [id, z.boolean()])) as Record<PackId, z.ZodBoolean>),
    /** The user's alias table: variant → canonical name (the entity normaliser reads it). */
    aliases: z
      .record(z.string(), z.string())
      .refine((a) => Object.entries(a).every(([variant, canonical]) => variant.trim() && canonical.trim()), {
        error: 'an alias needs both a variant and a canonical name',
      }),
    /**
     * Pairs of notes (source ids) the user said are about different things, settling a lesion between them by
     * keeping both: their claims never conflict again.
     */
    apart: z.array(z.tuple([z.string(), z.string()])),
    /** The profile's budget: what an assistant would carry into its next conversation. */
    profileTokens: z
      .number()
      .min(100, { error: 'the profile budget must be between 100 and 100,000 tokens' })
      .max(100_000, { error: 'the profile budget must be between 100 and 100,000 tokens' }),
  })
  .refine((s) => s.compostFloor > 0 && s.compostFloor < s.dormantBelow && s.dormantBelow < 1, {
    error: 'thresholds must satisfy 0 < compost floor < dormant threshold < 1',
  });

export type Settings = z.infer<typeof settingsSchema>;

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
  apart: [],
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

/** Why `s` is not a garden's settings, in a user's words (each reason once); empty when it is. */
export function validateSettings(s: unknown): string[] {
  const parsed = settingsSchema.safeParse(s);
  if (parsed.success) return [];
  return [...new Set(parsed.error.issues.map(describeIssue))];
}

function describeIssue(issue: z.core.$ZodIssue): string {
  // Our own messages say what to do; zod's own (a wrong type deep in an object) get the field's path.
  if (issue.code === 'custom' || !/^Invalid|^Too (big|small)|^Expected/i.test(issue.message)) return issue.message;
  const path = issue.path.map(String).join('.');
  return `${path || 'the settings'}: ${issue.message.replace(/^Invalid input: /, '').toLowerCase()}`;
}
