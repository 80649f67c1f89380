// The garden's conflict relations (every lesion and supersession it ever made) judged against the stream's
// ground truth, as FORMAT.md (version 2) defines it: precision over relations, recall over conflicting pairs.
import type { GardenState } from '../core/kernel/state';
import type { Claim } from './stream';

export interface RelationSide {
  text: string;
  /** The stream sources whose segments this side held when the relation was made. */
  sources: string[];
}

export interface ConflictRelation {
  kind: 'lesion' | 'supersedes';
  at: string;
  /** For a supersession: the winner first; for a lesion: the challenger first. */
  sides: [RelationSide, RelationSide];
  /** Judged against the truth: the two sides hold different values of one slot. */
  true?: boolean;
}

export interface ConflictScore {
  relations: number;
  true: number;
  pairs: number;
  found: number;
  /** The conflicting pairs of sources no relation joined. */
  missed: [string, string][];
  precision: number;
  recall: number;
}

/** Watches a garden as a stream is replayed and keeps each conflict relation as it was when made. */
export class RelationLog {
  private readonly seen = new Set<string>();
  private edges = 0;
  readonly relations: ConflictRelation[] = [];

  /** Takes what a garden already holds as given: only what the replay makes is the garden's doing. */
  constructor(state: GardenState) {
    for (const id of state.edges.keys()) this.seen.add(id);
    this.edges = state.edges.size;
  }

  /** Records the lesions and supersessions made since the last call. */
  observe(state: GardenState, at: string): void {
    // A relation is a new edge: while their number stands still, there is none to look for.
    if (state.edges.size === this.edges) return;
    this.edges = state.edges.size;
    for (const edge of state.edges.values()) {
      if ((edge.kind !== 'lesion' && edge.kind !== 'supersedes') || this.seen.has(edge.id)) continue;
      this.seen.add(edge.id);
      const side = (id: string): RelationSide => {
        const node = state.nodes.get(id);
        return { text: node?.text ?? '', sources: [...(node?.sourceIds ?? [])] };
      };
      this.relations.push({ kind: edge.kind, at, sides: [side(edge.from), side(edge.to)] });
    }
  }
}

/** Two claims of one slot with different values. */
const differ = (a: Claim, b: Claim): boolean =>
  a.slot.toLowerCase() === b.slot.toLowerCase() && a.value.toLowerCase() !== b.value.toLowerCase();
const contains = (text: string, value: string): boolean => text.toLowerCase().includes(value.toLowerCase());

/** Judges each relation (setting `true`) and scores them against every conflicting pair of sources. */
export function scoreConflicts(relations: ConflictRelation[], truth: ReadonlyMap<string, Claim[]>): ConflictScore {
  const claimsOf = (side: RelationSide): Claim[] =>
    side.sources.flatMap((s) => truth.get(s) ?? []).filter((c) => contains(side.text, c.value));
  for (const r of relations) {
    const [a, b] = r.sides.map(claimsOf) as [Claim[], Claim[]];
    r.true = a.some((x) => b.some((y) => differ(x, y)));
  }
  const conflicting: [string, string][] = [];
  const ids = [...truth.keys()];
  ids.forEach((x, i) => {
    for (const y of ids.slice(i + 1)) {
      const cx = truth.get(x) ?? [];
      const cy = truth.get(y) ?? [];
      if (cx.some((a) => cy.some((b) => differ(a, b)))) conflicting.push([x, y]);
    }
  });
  const holds = (r: ConflictRelation, x: string, y: string): boolean => {
    const [a, b] = r.sides;
    return (a.sources.includes(x) && b.sources.includes(y)) || (a.sources.includes(y) && b.sources.includes(x));
  };
  const missed = conflicting.filter(([x, y]) => !relations.some((r) => holds(r, x, y)));
  const found = conflicting.length - missed.length;
  const trueCount = relations.filter((r) => r.true).length;
  return {
    relations: relations.length,
    true: trueCount,
    pairs: conflicting.length,
    found,
    missed,
    // With nothing to judge, nothing was wrong and nothing was missed.
    precision: relations.length ? trueCount / relations.length : 1,
    recall: conflicting.length ? found / conflicting.length : 1,
  };
}
