// The living part of the garden (sources, nodes, edges, compost) is stored as a log of commits folded now
// and then into a pack: a snapshot cut into a few big rows. IndexedDB reads a few big rows far faster than
// many small ones (10k nodes in Chromium: 750 ms as rows, 235 ms as chunks), and a commit writes one row.
import type { Snapshot } from '../core/garden/store';
import type { CompostEntry, Edge, Source } from '../core/model';
import { toRow, type NodeRow } from './vector-codec';

/** What one commit changed: the new versions of its sources, nodes, edges and compost entries. */
export interface LogRow {
  seq?: number;
  sources: Source[];
  nodes: NodeRow[];
  edges: Edge[];
  compost: CompostEntry[];
}

export type PackRow = { id: number } & (
  | { kind: 'sources'; rows: Source[] }
  | { kind: 'nodes'; rows: NodeRow[] }
  | { kind: 'edges'; rows: Edge[] }
  | { kind: 'compost'; rows: CompostEntry[] }
);

/** The pack holds everything the log held up to and including row `covers`. */
export interface PackInfo {
  covers: number;
  items: number;
}

/** Rows per chunk: big enough that a 100k-node garden is a few hundred rows, small enough to clone in steps. */
export const PACK_CHUNK = 2000;

export type LivingParts = Omit<Snapshot, 'meta'>;

export const itemCount = (p: Pick<LogRow, 'sources' | 'nodes' | 'edges' | 'compost'>): number =>
  p.sources.length + p.nodes.length + p.edges.length + p.compost.length;

export function packRows(parts: LivingParts): PackRow[] {
  const rows: PackRow[] = [];
  const cut = <T>(items: T[], make: (chunk: T[], id: number) => PackRow) => {
    for (let i = 0; i < items.length; i += PACK_CHUNK) rows.push(make(items.slice(i, i + PACK_CHUNK), rows.length));
  };
  cut(parts.sources, (chunk, id) => ({ id, kind: 'sources', rows: chunk }));
  cut(parts.nodes.map(toRow), (chunk, id) => ({ id, kind: 'nodes', rows: chunk }));
  cut(parts.edges, (chunk, id) => ({ id, kind: 'edges', rows: chunk }));
  cut(parts.compost, (chunk, id) => ({ id, kind: 'compost', rows: chunk }));
  return rows;
}

/** The living rows as stored: nodes keep their int8 vectors. */
export type LivingRows = Omit<LogRow, 'seq'>;

/** The pack, then the log rows after it in order: a later version of anything wins. */
export function replay(pack: PackRow[], log: LogRow[]): LivingRows {
  const sources = new Map<string, Source>();
  const nodes = new Map<string, NodeRow>();
  const edges = new Map<string, Edge>();
  const compost = new Map<string, CompostEntry>();
  const put = <T extends { id: string }>(map: Map<string, T>, items: T[]) => {
    for (const item of items) map.set(item.id, item);
  };
  for (const chunk of pack) {
    if (chunk.kind === 'sources') put(sources, chunk.rows);
    else if (chunk.kind === 'nodes') put(nodes, chunk.rows);
    else if (chunk.kind === 'edges') put(edges, chunk.rows);
    else put(compost, chunk.rows);
  }
  for (const row of [...log].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) {
    put(sources, row.sources);
    put(nodes, row.nodes);
    put(edges, row.edges);
    put(compost, row.compost);
  }
  return {
    sources: [...sources.values()],
    nodes: [...nodes.values()],
    edges: [...edges.values()],
    compost: [...compost.values()],
  };
}
