// A chunk of nodes stored as columns (their vectors are the vector index's, see snapshot.ts). As JSON objects
// a node repeated its sixteen field names, about half of its bytes; as columns its numbers are one
// Float64Array, its trust, retention and state one byte each, and the JSON keeps only lists.
import { NODE_STATES, TRUSTS, type GardenNode } from '../core/types';
import { cut, join } from '../core/joined';

export interface NodeColumns {
  /** Lists as JSON; for the few nodes that need them, their other fields too. */
  json: string;
  /** Node k's id is string 2k of the joined ids and texts, its text string 2k+1 (see joined.ts). */
  strings: string;
  stringEnds: Uint32Array;
  /** Node `k`'s NUMBERS at numbers[7k … 7k+6]. */
  numbers: Float64Array;
  /** Node `k`'s trust, retention and state at enums[3k … 3k+2], as indexes into TRUSTS and NODE_STATES. */
  enums: Uint8Array;
}

const NUMBERS = ['weight', 'refs', 'base', 'salience', 'assertedAt', 'createdAt', 'touchedAt'] as const;
const WIDTH = NUMBERS.length;
const COLUMNED = new Set<string>([
  'id',
  'text',
  'context',
  'trust',
  'retention',
  'origins',
  'sourceIds',
  'segmentIds',
  'state',
  ...NUMBERS,
]);

/** What does not fit a column: optional fields, and any number a node lacks. */
type Rest = Partial<GardenNode> & { absent?: string[] };

interface ColumnJson {
  lists: [context: string[], origins: string[], sourceIds: string[], segmentIds: string[]][];
  rest: [number, Rest][];
}

const TRUST_INDEX = new Map<string, number>(TRUSTS.map((t, i) => [t, i]));
const STATE_INDEX = new Map<string, number>(NODE_STATES.map((s, i) => [s, i]));

function indexOf(table: Map<string, number>, value: string, node: GardenNode): number {
  const i = table.get(value);
  if (i === undefined) throw new Error(`node ${node.id} has an unknown value ${value}`);
  return i;
}

export function nodeColumns(nodes: readonly GardenNode[]): NodeColumns {
  const numbers = new Float64Array(nodes.length * WIDTH);
  const enums = new Uint8Array(nodes.length * 3);
  const json: ColumnJson = { lists: [], rest: [] };
  const strings: string[] = [];
  nodes.forEach((node, k) => {
    strings.push(node.id, node.text);
    json.lists.push([node.context, node.origins, node.sourceIds, node.segmentIds]);
    enums[3 * k] = indexOf(TRUST_INDEX, node.trust, node);
    enums[3 * k + 1] = indexOf(TRUST_INDEX, node.retention, node);
    enums[3 * k + 2] = indexOf(STATE_INDEX, node.state, node);
    const rest: Rest = {};
    NUMBERS.forEach((field, j) => {
      const value: unknown = node[field];
      numbers[WIDTH * k + j] = typeof value === 'number' ? value : NaN;
      if (typeof value !== 'number') (rest.absent ??= []).push(field);
    });
    for (const key of Object.keys(node))
      if (!COLUMNED.has(key)) Object.assign(rest, { [key]: node[key as keyof GardenNode] });
    if (Object.keys(rest).length) json.rest.push([k, rest]);
  });
  const [joined, stringEnds] = join(strings);
  return { json: JSON.stringify(json), strings: joined, stringEnds, numbers, enums };
}

export function nodesFromColumns(columns: NodeColumns): GardenNode[] {
  const { lists, rest } = JSON.parse(columns.json) as ColumnJson;
  const { numbers: n, enums, strings, stringEnds } = columns;
  const trust = (i: number) => TRUSTS[enums[i] ?? 0] ?? 'foreign';
  const nodes = lists.map((listed, k): GardenNode => {
    const [context, origins, sourceIds, segmentIds] = listed;
    const o = WIDTH * k;
    return {
      id: cut(strings, stringEnds, 2 * k),
      text: cut(strings, stringEnds, 2 * k + 1),
      context,
      trust: trust(3 * k),
      retention: trust(3 * k + 1),
      origins,
      sourceIds,
      segmentIds,
      state: NODE_STATES[enums[3 * k + 2] ?? 0] ?? 'active',
      weight: n[o] ?? 0,
      refs: n[o + 1] ?? 0,
      base: n[o + 2] ?? 0,
      salience: n[o + 3] ?? 0,
      assertedAt: n[o + 4] ?? 0,
      createdAt: n[o + 5] ?? 0,
      touchedAt: n[o + 6] ?? 0,
    };
  });
  for (const [k, { absent, ...fields }] of rest) {
    const node = nodes[k];
    if (!node) continue;
    Object.assign(node, fields);
    for (const field of absent ?? []) Reflect.deleteProperty(node, field);
  }
  return nodes;
}
