// A chunk of edges stored as columns. As JSON, edges were 44 MB of a 100k-node snapshot, mostly their ends'
// node ids written out again: as columns an end is the index of its node in the snapshot, and the loaded edge
// shares that node's id string (whose hash the node map has already worked out). Numbers are one Float64Array.
import { EDGE_KINDS, type Edge } from '../core/types';
import { cut, join } from '../core/joined';

export interface EdgeColumns {
  /** For the few edges that need them, their other fields, as JSON. */
  json: string;
  /** The edges' ids joined, each cut out when its edge is made. */
  idText: string;
  idEnds: Uint32Array;
  /** Edge `k` runs from node ends[2k] to node ends[2k+1] of the snapshot, or -1: its end is in `json`. */
  ends: Int32Array;
  /** Index into EDGE_KINDS. */
  kinds: Uint8Array;
  /** Edge `k`'s weight, createdAt and touchedAt at numbers[3k … 3k+2]. */
  numbers: Float64Array;
}

/** What does not fit a column: optional fields, and an end outside the snapshot. */
type Rest = Partial<Omit<Edge, 'id' | 'kind' | 'weight' | 'createdAt' | 'touchedAt'>>;

interface ColumnJson {
  rest: [number, Rest][];
}

const KIND_INDEX = new Map<string, number>(EDGE_KINDS.map((kind, i) => [kind, i]));

export function edgeColumns(edges: Edge[], nodeIndex: ReadonlyMap<string, number>): EdgeColumns {
  const ends = new Int32Array(edges.length * 2);
  const kinds = new Uint8Array(edges.length);
  const numbers = new Float64Array(edges.length * 3);
  const ids: string[] = [];
  const rest: [number, Rest][] = [];
  edges.forEach((edge, k) => {
    const { id, kind, from, to, weight, createdAt, touchedAt, ...others } = edge;
    const kindIndex = KIND_INDEX.get(kind);
    if (kindIndex === undefined) throw new Error(`edge ${id} has an unknown kind ${kind}`);
    const a = nodeIndex.get(from) ?? -1;
    const b = nodeIndex.get(to) ?? -1;
    const extra: Rest = { ...others, ...(a < 0 ? { from } : {}), ...(b < 0 ? { to } : {}) };
    ids.push(id);
    ends[2 * k] = a;
    ends[2 * k + 1] = b;
    kinds[k] = kindIndex;
    numbers[3 * k] = weight;
    numbers[3 * k + 1] = createdAt;
    numbers[3 * k + 2] = touchedAt;
    if (Object.keys(extra).length) rest.push([k, extra]);
  });
  const json: ColumnJson = { rest };
  const [idText, idEnds] = join(ids);
  return { json: JSON.stringify(json), idText, idEnds, ends, kinds, numbers };
}

/** A chunk's edges, each made only when asked for: opening a big garden leaves most of them for later. */
export interface EdgeReader {
  count: number;
  at(k: number): Edge;
  /** The indexes of the chunk's lesions, open or not. */
  lesions(): number[];
}

const LESION = KIND_INDEX.get('lesion') ?? -1;

/** Reads a chunk of columns; `nodeIds` are the snapshot's node ids in order. */
export function edgeReader(columns: EdgeColumns, nodeIds: readonly string[]): EdgeReader {
  const { rest } = JSON.parse(columns.json) as ColumnJson;
  const extras = new Map(rest);
  const { ends, kinds, numbers, idText, idEnds } = columns;
  return {
    count: kinds.length,
    at(k) {
      const edge: Edge = {
        id: cut(idText, idEnds, k),
        kind: EDGE_KINDS[kinds[k] ?? 0] ?? 'related',
        from: nodeIds[ends[2 * k] ?? -1] ?? '',
        to: nodeIds[ends[2 * k + 1] ?? -1] ?? '',
        weight: numbers[3 * k] ?? 0,
        createdAt: numbers[3 * k + 1] ?? 0,
        touchedAt: numbers[3 * k + 2] ?? 0,
      };
      const extra = extras.get(k);
      return extra ? Object.assign(edge, extra) : edge;
    },
    lesions() {
      const found: number[] = [];
      for (let k = 0; k < kinds.length; k++) if (kinds[k] === LESION) found.push(k);
      return found;
    },
  };
}
