// Apache Arrow against the snapshot's own columns, for the part a general columnar format could take over:
// a garden's nodes and edges (the indexes' images are theirs to lay out). Both are written to bytes and read
// back into the garden's own objects, as opening does. Run: npx tsx scripts/bench/arrow.ts [nodes]
import { performance } from 'node:perf_hooks';
import { Field, List, makeVector, Table, tableFromIPC, tableToIPC, Utf8, vectorFromArray } from 'apache-arrow';
import { build } from 'esbuild';
import type { Embedder } from '../../src/core/embedding/embedder';
import { EDGE_KINDS, NODE_STATES, TRUSTS, type Edge, type GardenNode } from '../../src/core/types';
import { fromBlobRow, toBlobRow } from '../../src/storage/blob-row';
import { decodeSnapshot, encodeSnapshot, type Section } from '../../src/storage/snapshot';
import { GardenState } from '../../src/core/kernel/state';
import { syntheticGarden } from './synthetic';

const n = Number(process.argv[2] ?? 100_000);
const DIMENSIONS = 512;
const NOW = Date.parse('2026-06-01T00:00:00Z');

/** Vectors do not matter here: only the nodes' and edges' columns are compared. */
const randomVectors: Embedder = {
  id: 'random',
  dimensions: DIMENSIONS,
  embed: (texts) =>
    Promise.resolve(texts.map(() => Float32Array.from({ length: DIMENSIONS }, () => Math.random() - 0.5))),
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
async function timed<T>(rounds: number, work: () => T | Promise<T>): Promise<[T, number]> {
  const ms: number[] = [];
  let out!: T;
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    out = await work();
    ms.push(performance.now() - start);
  }
  return [out, Math.round(median(ms))];
}

const strings = (values: string[][]) => vectorFromArray(values, new List(new Field('item', new Utf8(), true)));

function nodesTable(nodes: GardenNode[]): Table {
  const number = (key: keyof GardenNode) => makeVector(Float64Array.from(nodes, (node) => Number(node[key] ?? NaN)));
  return new Table({
    id: vectorFromArray(
      nodes.map((node) => node.id),
      new Utf8(),
    ),
    text: vectorFromArray(
      nodes.map((node) => node.text),
      new Utf8(),
    ),
    context: strings(nodes.map((node) => node.context)),
    origins: strings(nodes.map((node) => node.origins)),
    sourceIds: strings(nodes.map((node) => node.sourceIds)),
    segmentIds: strings(nodes.map((node) => node.segmentIds)),
    trust: makeVector(Uint8Array.from(nodes, (node) => TRUSTS.indexOf(node.trust))),
    retention: makeVector(Uint8Array.from(nodes, (node) => TRUSTS.indexOf(node.retention))),
    state: makeVector(Uint8Array.from(nodes, (node) => NODE_STATES.indexOf(node.state))),
    weight: number('weight'),
    refs: number('refs'),
    base: number('base'),
    salience: number('salience'),
    assertedAt: number('assertedAt'),
    createdAt: number('createdAt'),
    touchedAt: number('touchedAt'),
  });
}

/** A column's values as Arrow gives them: a typed array for numbers, an array for strings. */
const columnOf = (table: Table) => (name: string) => table.getChild(name)?.toArray() as unknown;

function nodesOf(table: Table): GardenNode[] {
  const column = columnOf(table);
  const col = {
    strings: (name: string) => column(name) as string[],
    bytes: (name: string) => column(name) as Uint8Array,
    numbers: (name: string) => column(name) as Float64Array,
  };
  const ids = col.strings('id');
  const texts = col.strings('text');
  const lists = ['context', 'origins', 'sourceIds', 'segmentIds'].map((name) => table.getChild(name));
  const [trust, retention, state] = ['trust', 'retention', 'state'].map(col.bytes);
  const numbers = ['weight', 'refs', 'base', 'salience', 'assertedAt', 'createdAt', 'touchedAt'].map(col.numbers);
  const list = (k: number, i: number) => [...((lists[k]?.get(i) as Iterable<string> | null) ?? [])];
  return ids.map((id, i) => ({
    id,
    text: texts[i] ?? '',
    context: list(0, i),
    origins: list(1, i),
    sourceIds: list(2, i),
    segmentIds: list(3, i),
    trust: TRUSTS[trust?.[i] ?? 0] ?? 'operator',
    retention: TRUSTS[retention?.[i] ?? 0] ?? 'operator',
    state: NODE_STATES[state?.[i] ?? 0] ?? 'active',
    weight: numbers[0]?.[i] ?? 0,
    refs: numbers[1]?.[i] ?? 0,
    base: numbers[2]?.[i] ?? 0,
    salience: numbers[3]?.[i] ?? 0,
    assertedAt: numbers[4]?.[i] ?? 0,
    createdAt: numbers[5]?.[i] ?? 0,
    touchedAt: numbers[6]?.[i] ?? 0,
  }));
}

function edgesTable(edges: Edge[], nodeIndex: Map<string, number>): Table {
  return new Table({
    id: vectorFromArray(
      edges.map((edge) => edge.id),
      new Utf8(),
    ),
    kind: makeVector(Uint8Array.from(edges, (edge) => EDGE_KINDS.indexOf(edge.kind))),
    from: makeVector(Int32Array.from(edges, (edge) => nodeIndex.get(edge.from) ?? -1)),
    to: makeVector(Int32Array.from(edges, (edge) => nodeIndex.get(edge.to) ?? -1)),
    weight: makeVector(Float64Array.from(edges, (edge) => edge.weight)),
    createdAt: makeVector(Float64Array.from(edges, (edge) => edge.createdAt)),
    touchedAt: makeVector(Float64Array.from(edges, (edge) => edge.touchedAt)),
    open: makeVector(Uint8Array.from(edges, (edge) => (edge.open ? 1 : 0))),
  });
}

function edgesOf(table: Table, nodeIds: string[]): Edge[] {
  const column = columnOf(table);
  const ids = column('id') as string[];
  const [kind, open] = ['kind', 'open'].map((name) => column(name) as Uint8Array);
  const [from, to] = ['from', 'to'].map((name) => column(name) as Int32Array);
  const [weight, createdAt, touchedAt] = ['weight', 'createdAt', 'touchedAt'].map(
    (name) => column(name) as Float64Array,
  );
  return ids.map((id, i) => ({
    id,
    kind: EDGE_KINDS[kind?.[i] ?? 0] ?? 'related',
    from: nodeIds[from?.[i] ?? 0] ?? '',
    to: nodeIds[to?.[i] ?? 0] ?? '',
    weight: weight?.[i] ?? 0,
    createdAt: createdAt?.[i] ?? 0,
    touchedAt: touchedAt?.[i] ?? 0,
    ...(open?.[i] ? { open: true } : {}),
  }));
}

const { garden } = await syntheticGarden(n, randomVectors, NOW, 'mixed', 3);
const snapshot = GardenState.open({ since: [garden] }, DIMENSIONS).snapshot();
const items = { ...snapshot, sources: [], compost: [] };
const ROUNDS = 5;

// Ours: the codec's node and edge sections, as blobs, read back and made into objects.
const ownSections = (sections: Section[]) => sections.filter((s) => s.kind === 'nodes' || s.kind === 'edges');
const [ownRows, ownWriteMs] = await timed(ROUNDS, () =>
  ownSections(encodeSnapshot(items)).map((section) => toBlobRow(section)),
);
const ownBytes = ownRows.reduce((sum, row) => sum + row.blob.size, 0);
// The format and the indexes' sections, which a snapshot must hold to be read, are not compared.
const others = encodeSnapshot({ ...items, nodes: [], edges: [] });
const [, ownReadMs] = await timed(ROUNDS, async () => {
  const sections = await Promise.all(ownRows.map((row) => fromBlobRow<Section>(row)));
  const back = decodeSnapshot([...others, ...sections]);
  return [back.nodes, back.edges];
});

// Arrow: the same columns as two tables in its IPC format, read back and made into objects.
const nodeIndex = new Map(snapshot.nodes.map((node, k) => [node.id, k]));
const [arrowBytes, arrowWriteMs] = await timed(ROUNDS, () => [
  tableToIPC(nodesTable(snapshot.nodes)),
  tableToIPC(edgesTable(snapshot.edges, nodeIndex)),
]);
const arrowSize = arrowBytes.reduce((sum, bytes) => sum + bytes.byteLength, 0);
const [, arrowReadMs] = await timed(ROUNDS, () => {
  const nodes = nodesOf(tableFromIPC(arrowBytes[0] as Uint8Array));
  return [
    nodes,
    edgesOf(
      tableFromIPC(arrowBytes[1] as Uint8Array),
      nodes.map((node) => node.id),
    ),
  ];
});

// What each adds to the app's bundle, minified: Arrow's reader and writer, against our codec.
const bundled = async (contents: string) =>
  (
    await build({
      stdin: { contents, resolveDir: process.cwd(), loader: 'ts' },
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      platform: 'browser',
    })
  ).outputFiles[0]?.contents.byteLength ?? NaN;
const arrowBundle = await bundled(
  "export { Field, List, makeVector, Table, tableFromIPC, tableToIPC, Utf8, vectorFromArray } from 'apache-arrow';",
);
const ownBundle = await bundled("export { encodeSnapshot, decodeSnapshot } from './src/storage/snapshot';");

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
console.log(
  `nodes and edges of a ${String(n)}-node garden (${String(snapshot.edges.length)} edges), median of ${String(ROUNDS)}:`,
);
console.log(
  `  ours:  ${mb(ownBytes)} MB, write ${String(ownWriteMs)} ms, read into objects ${String(ownReadMs)} ms, bundle ${String(Math.round(ownBundle / 1024))} kB`,
);
console.log(
  `  Arrow: ${mb(arrowSize)} MB, write ${String(arrowWriteMs)} ms, read into objects ${String(arrowReadMs)} ms, bundle ${String(Math.round(arrowBundle / 1024))} kB`,
);
