// Scoring one probe against what a side returned, exactly as FORMAT.md words it.
import type { Probe } from './stream';

export interface Evidence {
  /** Top-3 texts of ordinary recall (or of the compost search for `compost` probes). */
  top: string[];
  /** For compost probes: the reasons of those entries. */
  reasons?: string[];
  /** For lesion probes: the two sides of every open lesion. */
  lesions?: [string, string][];
}

const has = (text: string, needle: string): boolean => text.toLowerCase().includes(needle.toLowerCase());

export function passes(probe: Probe, e: Evidence): boolean {
  switch (probe.kind) {
    case 'recall':
      return e.top.some((t) => has(t, probe.expect));
    case 'update': {
      const first = e.top.findIndex((t) => has(t, probe.expect));
      if (first < 0) return false;
      return !e.top.slice(0, first).some((t) => probe.reject.some((r) => has(t, r)));
    }
    case 'suppressed':
      return !e.top.some((t) => probe.reject.some((r) => has(t, r)));
    case 'compost':
      return e.top.some((t, i) => has(t, probe.expect) && (e.reasons?.[i] ?? '').trim().length > 0);
    case 'lesion':
      return (e.lesions ?? []).some(([a, b]) => pairMatches(a, b, probe.sides));
    case 'lesion-resolved':
      return !(e.lesions ?? []).some(([a, b]) => pairMatches(a, b, probe.sides));
  }
}

function pairMatches(a: string, b: string, [x, y]: [string, string]): boolean {
  return (has(a, x) && has(b, y)) || (has(a, y) && has(b, x));
}
