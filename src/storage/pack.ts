// The living part of the garden (sources, nodes, edges, compost) is stored as a log of commits folded now
// and then into a pack: a snapshot cut into a few big rows. IndexedDB reads a few big rows far faster than
// many small ones, and a commit writes one row. Chromium keeps each big value as a file of its own and pays
// a fixed cost to read one back, whatever its size: the same bytes read back several times slower as dozens
// of rows than as a few. The store keeps each row as a blob (blob-row.ts).
//
// A chunk of sources or compost holds its items as JSON. A chunk of nodes holds them as columns
// (node-columns.ts) and their vectors as one block of int8 codes, which the loaded nodes keep as views until
// their vectors are read; a chunk of edges holds them as columns too, made into edges only when the garden
// asks. The pack keeps the nodes' keyword index and binary codes beside them, so opening does not rebuild
// them.
import { append } from '../core/append';
import { toBlobRow, type BlobRow } from './blob-row';
import type { DeferredEdges, Snapshot } from '../core/kernel/store';
import type { KeywordDump } from '../core/indexes/keyword-index';
import type { VectorCodes } from '../core/indexes/vector-index';
import type { CompostEntry, Edge, GardenNode, Source } from '../core/types';
import { codesOfNode, unitFactor, withLazyVector, type Int8Vector } from '../core/embedding/int8';
import { edgeColumns, edgeReader, type EdgeColumns, type EdgeReader } from './edge-columns';
import { nodeColumns, nodesFromColumns, type NodeColumns } from './node-columns';
import { fromRow, type NodeRow } from './vector-codec';

/** What one commit changed: the new versions of its sources, nodes, edges and compost entries. */
export interface LogRow {
  seq?: number;
  sources: Source[];
  nodes: NodeRow[];
  edges: Edge[];
  compost: CompostEntry[];
}

export type PackRow =
  | { id: number; kind: 'sources' | 'compost'; json: string }
  | ({ id: number; kind: 'node-columns' } & NodeCodes & NodeColumns)
  | ({ id: number; kind: 'edge-columns' } & EdgeColumns)
  /** The keyword index of the pack's nodes: its terms as JSON, the rest as numbers. */
  | ({ id: number; kind: 'keywords'; json: string } & Omit<KeywordDump, 'terms'>)
  /** The vector index's binary codes of the pack's nodes, in order, and the mean they were taken against. */
  | ({ id: number; kind: 'vector-codes' } & VectorCodes)
  /** Packs written before nodes and edges were columns held them as JSON: still read, never written. */
  | ({ id: number; kind: 'nodes' } & NodeCodes & { json: string })
  | { id: number; kind: 'edges'; json: string };

/** Node `k`'s vector is codes[k·d … (k+1)·d) times scales[k]. */
interface NodeCodes {
  codes: Int8Array;
  scales: Float32Array;
  /** Node `k`'s unit factor (see Int8Vector), so that opening 100k nodes does not read 51M codes for it. */
  units?: Float64Array;
}

/** The pack holds everything the log held up to and including row `covers`. */
export interface PackInfo {
  covers: number;
  items: number;
}

/**
 * Items per chunk, so that a row holds ~10–20 MB: a 100k-node garden (300k edges) is 9 rows. A row is one
 * structured clone in memory while it is written or read, so it is not one row per kind either.
 */
export const CHUNK_ITEMS: Record<'sources' | 'nodes' | 'edges' | 'compost', number> = {
  sources: 20_000,
  nodes: 20_000,
  edges: 200_000,
  compost: 20_000,
};

/** Arrays read into buffers of their own: a chunk's vector codes live as long as its nodes. */
const OWN_BUFFERS = ['codes'];

export type LivingParts = Omit<Snapshot, 'meta'>;
/** The living rows as a commit stores them: nodes keep their int8 vectors. */
export type LivingRows = Omit<LogRow, 'seq'>;

export const itemCount = (p: Pick<LogRow, 'sources' | 'nodes' | 'edges' | 'compost'>): number =>
  p.sources.length + p.nodes.length + p.edges.length + p.compost.length;

function nodeChunk(id: number, nodes: GardenNode[]): PackRow {
  const d = nodes[0] ? codesOfNode(nodes[0]).codes.length : 0;
  const codes = new Int8Array(nodes.length * d);
  const scales = new Float32Array(nodes.length);
  const units = new Float64Array(nodes.length);
  nodes.forEach((node, k) => {
    const packed = codesOfNode(node);
    if (packed.codes.length !== d)
      throw new Error(`node ${node.id} has ${String(packed.codes.length)} dimensions, not ${String(d)}`);
    codes.set(packed.codes, k * d);
    scales[k] = packed.scale;
    units[k] = packed.unit ?? unitFactor(packed.codes);
  });
  return { id, kind: 'node-columns', ...nodeColumns(nodes), codes, scales, units };
}

export function packRows(parts: LivingParts, chunkItems = CHUNK_ITEMS): PackRow[] {
  const rows: PackRow[] = [];
  const cut = <T>(items: T[], size: number, make: (id: number, chunk: T[]) => PackRow) => {
    for (let i = 0; i < items.length; i += size) rows.push(make(rows.length, items.slice(i, i + size)));
  };
  cut(parts.sources, chunkItems.sources, (id, chunk) => ({ id, kind: 'sources', json: JSON.stringify(chunk) }));
  cut(parts.nodes, chunkItems.nodes, nodeChunk);
  const nodeIndex = new Map(parts.nodes.map((node, k) => [node.id, k]));
  cut(parts.edges, chunkItems.edges, (id, chunk) => ({ id, kind: 'edge-columns', ...edgeColumns(chunk, nodeIndex) }));
  cut(parts.compost, chunkItems.compost, (id, chunk) => ({ id, kind: 'compost', json: JSON.stringify(chunk) }));
  if (parts.keywords) {
    const { terms, ...numbers } = parts.keywords;
    rows.push({ id: rows.length, kind: 'keywords', json: JSON.stringify(terms), ...numbers });
  }
  if (parts.vectorCodes) rows.push({ id: rows.length, kind: 'vector-codes', ...parts.vectorCodes });
  return rows;
}

/** The pack as IndexedDB keeps it: each row a blob (see blob-row.ts). */
export const storedPack = (parts: LivingParts): BlobRow[] => packRows(parts).map((row) => toBlobRow(row, OWN_BUFFERS));

/** A chunk's nodes, each keeping its vector as a view of the chunk's codes until something reads it. */
function unpackNodes(row: Extract<PackRow, { kind: 'nodes' | 'node-columns' }>): GardenNode[] {
  const metas = 'enums' in row ? nodesFromColumns(row) : (JSON.parse(row.json) as Omit<GardenNode, 'vector'>[]);
  const d = metas.length ? row.codes.length / metas.length : 0;
  const { codes, scales, units } = row;
  return metas.map((meta, k) => {
    const packed: Int8Vector = { codes: codes.subarray(k * d, (k + 1) * d), scale: scales[k] ?? 1 };
    if (units) packed.unit = units[k];
    return withLazyVector(meta, packed);
  });
}

/**
 * The pack, then the log rows after it in order: a later version of anything wins. With `deferEdges`, the
 * pack's edges are left to be made when the garden first needs them (see DeferredEdges); `edges` then holds
 * only the log's.
 */
export function replay(pack: PackRow[], log: LogRow[], options: { deferEdges?: boolean } = {}): LivingParts {
  // A pack holds each item once: only what the log changed since needs sorting out.
  const packed: LivingParts = { sources: [], nodes: [], edges: [], compost: [] };
  // Nodes first: an edge's ends are indexes into the pack's nodes.
  for (const chunk of pack)
    if (chunk.kind === 'nodes' || chunk.kind === 'node-columns') append(packed.nodes, unpackNodes(chunk));
  let nodeIds: string[] | undefined;
  const edgeChunks: EdgeReader[] = [];
  for (const chunk of pack) {
    if (chunk.kind === 'edge-columns')
      edgeChunks.push(edgeReader(chunk, (nodeIds ??= packed.nodes.map((node) => node.id))));
    else if (chunk.kind === 'sources') append(packed.sources, JSON.parse(chunk.json) as Source[]);
    else if (chunk.kind === 'edges') edgeChunks.push(listReader(JSON.parse(chunk.json) as Edge[]));
    else if (chunk.kind === 'compost') append(packed.compost, JSON.parse(chunk.json) as CompostEntry[]);
    else if (chunk.kind === 'keywords') {
      const { json, ends, termIds } = chunk;
      packed.keywords = { terms: JSON.parse(json) as string[], ends, termIds };
    } else if (chunk.kind === 'vector-codes') {
      const { mean, codedAt, head, tail } = chunk;
      packed.vectorCodes = { mean, codedAt, head, tail };
    }
  }
  // Eagerly (a backup reads every edge), no open lesion is made twice.
  if (options.deferEdges) packed.deferredEdges = deferred(edgeChunks);
  else packed.edges = edgesIn(edgeChunks, 0, Infinity);
  if (log.length === 0) return packed;
  const rows = [...log].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  return {
    ...packed,
    sources: latest(
      packed.sources,
      rows.map((r) => r.sources),
    ),
    nodes: latest(
      packed.nodes,
      rows.map((r) => r.nodes.map(fromRow)),
    ),
    edges: latest(
      packed.edges,
      rows.map((r) => r.edges),
    ),
    compost: latest(
      packed.compost,
      rows.map((r) => r.compost),
    ),
  };
}

/** Edges from a chunk that held them as JSON (packs written before columns). */
function listReader(edges: Edge[]): EdgeReader {
  return {
    count: edges.length,
    at: (k) => edges[k] as Edge,
    lesions: () => edges.flatMap((edge, k) => (edge.kind === 'lesion' ? [k] : [])),
  };
}

/** The chunks' edges one after another, each made when a slice asks for it. */
function deferred(chunks: EdgeReader[]): DeferredEdges {
  const openLesions = chunks.flatMap((chunk) =>
    chunk.lesions().flatMap((k) => {
      const edge = chunk.at(k);
      return edge.open ? [edge] : [];
    }),
  );
  return {
    openLesions,
    count: chunks.reduce((sum, chunk) => sum + chunk.count, 0),
    slice: (start, end) => edgesIn(chunks, start, end),
  };
}

/** Edges `start` to `end` (not included) of the chunks one after another. */
function edgesIn(chunks: EdgeReader[], start: number, end: number): Edge[] {
  const edges: Edge[] = [];
  let offset = 0;
  for (const chunk of chunks) {
    for (let k = Math.max(start - offset, 0); k < Math.min(end - offset, chunk.count); k++) edges.push(chunk.at(k));
    offset += chunk.count;
  }
  return edges;
}

/** Each item's last version, in the order items first appeared. */
function latest<T extends { id: string }>(items: T[], later: T[][]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const batch of later) for (const item of batch) byId.set(item.id, item);
  return [...byId.values()];
}
