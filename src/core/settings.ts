import type { Trust } from './model';

/** Everything a user may tune. Half-lives are in days. */
export interface Settings {
  halfLifeDays: Record<Trust, number>;
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
}

export const DEFAULT_SETTINGS: Settings = {
  halfLifeDays: { operator: 365, synthesis: 365, external: 90, session: 14, foreign: 7 },
  immunityDays: 30,
  dormantBelow: 0.3,
  compostFloor: 0.1,
  floorGraceDays: 30,
  quarantineDays: 60,
  edgeFloor: 0.05,
};

export function mergeSettings(partial: Partial<Settings> | undefined): Settings {
  return {
    ...DEFAULT_SETTINGS,
    ...partial,
    halfLifeDays: { ...DEFAULT_SETTINGS.halfLifeDays, ...partial?.halfLifeDays },
  };
}

export function validateSettings(s: Settings): string[] {
  const problems: string[] = [];
  for (const [trust, hl] of Object.entries(s.halfLifeDays))
    if (!(hl > 0) || !Number.isFinite(hl)) problems.push(`half-life for ${trust} must be a positive number of days`);
  if (!(s.compostFloor > 0 && s.compostFloor < s.dormantBelow && s.dormantBelow < 1))
    problems.push('thresholds must satisfy 0 < compost floor < dormant threshold < 1');
  if (s.immunityDays < 0 || s.quarantineDays <= 0 || s.floorGraceDays < 0) problems.push('windows must be positive');
  return problems;
}
