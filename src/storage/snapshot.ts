// The snapshot codec: the living garden as a few sections, each a row (a blob, see blob-row.ts). IndexedDB
// reads a few big rows far faster than many small ones: Chromium keeps each big value as a file of its own
// and pays a fixed cost to read one back, whatever its size.
//
// One explicit format: the first section says which, and a snapshot of another format is refused, never
// guessed at. Sources and compost are JSON; nodes and edges are columns (node-columns.ts, edge-columns.ts);
// the vector and keyword indexes are the images they wrote of themselves, kept as they are: the codec knows
// that they are sections, not what is inside them.
import type { DeferredEdges, Snapshot } from '../core/kernel/store';
import type { KeywordImage } from '../core/indexes/keyword-index';
import type { VectorImage } from '../core/indexes/vector-index';
import type { CompostEntry, Edge, Source } from '../core/types';
import { append } from '../core/append';
import { fromBlobRow, toBlobRow, type BlobRow } from './blob-row';
import { edgeColumns, edgeReader, type EdgeColumns, type EdgeReader } from './edge-columns';
import { nodeColumns, nodesFromColumns, type NodeColumns } from './node-columns';

/** The snapshot format this version writes and reads. A new format is a new number and a Dexie upgrade. */
export const SNAPSHOT_FORMAT = 1;

export type Section =
  | { id: number; kind: 'format'; format: number }
  | { id: number; kind: 'sources' | 'compost'; json: string }
  | ({ id: number; kind: 'nodes' } & NodeColumns)
  | ({ id: number; kind: 'edges' } & EdgeColumns)
  | ({ id: number; kind: 'vectors' } & VectorImage)
  | ({ id: number; kind: 'keywords' } & KeywordImage);

/**
 * Items per section, so that a row holds ~10–20 MB: a 100k-node garden (300k edges) is 11 rows. A row is one
 * structured clone in memory while it is written or read, so it is not one row per kind either.
 */
export const CHUNK_ITEMS: Record<'sources' | 'nodes' | 'edges' | 'compost', number> = {
  sources: 20_000,
  nodes: 20_000,
  edges: 200_000,
  compost: 20_000,
};

/** A snapshot this version cannot read: written by another version of the app. */
export class SnapshotFormatError extends Error {
  constructor(found: unknown) {
    super(
      `the stored garden is in snapshot format ${String(found)}, and this version of the app reads format ${String(SNAPSHOT_FORMAT)}`,
    );
    this.name = 'SnapshotFormatError';
  }
}

export function encodeSnapshot(snapshot: Snapshot, chunkItems = CHUNK_ITEMS): Section[] {
  const sections: Section[] = [{ id: 0, kind: 'format', format: SNAPSHOT_FORMAT }];
  const cut = <T>(items: T[], size: number, make: (id: number, chunk: T[]) => Section) => {
    for (let i = 0; i < items.length; i += size) sections.push(make(sections.length, items.slice(i, i + size)));
  };
  cut(snapshot.sources, chunkItems.sources, (id, chunk) => ({ id, kind: 'sources', json: JSON.stringify(chunk) }));
  cut(snapshot.nodes, chunkItems.nodes, (id, chunk) => ({ id, kind: 'nodes', ...nodeColumns(chunk) }));
  const nodeIndex = new Map(snapshot.nodes.map((node, k) => [node.id, k]));
  cut(snapshot.edges, chunkItems.edges, (id, chunk) => ({ id, kind: 'edges', ...edgeColumns(chunk, nodeIndex) }));
  cut(snapshot.compost, chunkItems.compost, (id, chunk) => ({ id, kind: 'compost', json: JSON.stringify(chunk) }));
  sections.push({ id: sections.length, kind: 'vectors', ...snapshot.vectors });
  sections.push({ id: sections.length, kind: 'keywords', ...snapshot.keywords });
  return sections;
}

/** The snapshot as IndexedDB keeps it: each section a blob row. */
export const snapshotRows = (snapshot: Snapshot, chunkItems = CHUNK_ITEMS): BlobRow[] =>
  encodeSnapshot(snapshot, chunkItems).map((section) => toBlobRow(section));

/** The snapshot that rows (in order of their ids) hold. */
export async function readSnapshotRows(rows: BlobRow[], options: { deferEdges?: boolean } = {}): Promise<Snapshot> {
  return decodeSnapshot(await Promise.all(rows.map((row) => fromBlobRow<Section>(row))), options);
}

/**
 * The snapshot that sections (in order) hold. With `deferEdges`, its edges are left to be made when the garden
 * first needs them (see DeferredEdges); `edges` is then empty.
 */
export function decodeSnapshot(sections: Section[], options: { deferEdges?: boolean } = {}): Snapshot {
  const [first] = sections;
  if (first?.kind !== 'format' || first.format !== SNAPSHOT_FORMAT)
    throw new SnapshotFormatError(first?.kind === 'format' ? first.format : 'unknown');
  const sources: Source[] = [];
  const nodes: Snapshot['nodes'] = [];
  const compost: CompostEntry[] = [];
  let vectors: VectorImage | undefined;
  let keywords: KeywordImage | undefined;
  // Nodes first: an edge's ends are indexes into the snapshot's nodes.
  for (const section of sections) if (section.kind === 'nodes') append(nodes, nodesFromColumns(section));
  let nodeIds: string[] | undefined;
  const edgeChunks: EdgeReader[] = [];
  for (const section of sections) {
    if (section.kind === 'edges') edgeChunks.push(edgeReader(section, (nodeIds ??= nodes.map((node) => node.id))));
    else if (section.kind === 'sources') append(sources, JSON.parse(section.json) as Source[]);
    else if (section.kind === 'compost') append(compost, JSON.parse(section.json) as CompostEntry[]);
    else if (section.kind === 'vectors') vectors = contentOf(section);
    else if (section.kind === 'keywords') keywords = contentOf(section);
  }
  if (!vectors || !keywords) throw new Error('the stored snapshot has lost its indexes');
  const items = { sources, nodes, compost, vectors, keywords };
  // Eagerly (a backup reads every edge), no open lesion is made twice.
  return options.deferEdges
    ? { ...items, edges: [], deferredEdges: deferred(edgeChunks) }
    : { ...items, edges: edgesIn(edgeChunks, 0, Infinity) };
}

/** What a section holds, without the id and kind that place it. */
function contentOf<T extends { id: number; kind: string }>(section: T): Omit<T, 'id' | 'kind'> {
  const { id: _id, kind: _kind, ...content } = section;
  return content;
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
