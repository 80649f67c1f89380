// A real corpus through the garden as a user would feed it (every file at trust operator), and what the
// metabolism did to it that could destroy trust: lesions, supersessions and eliminations, each with both
// sides' texts and files. Real writing holds almost no genuine conflicts, so each of these needs a reason.
import type { Embedder } from '../core/embedding/embedder';
import { ManualClock } from '../core/clock';
import type { GardenStore } from '../core/kernel/store';
import type { CompostReason, Trust } from '../core/types';
import { openWith, type RunOptions } from './runner';

export interface CorpusFile {
  /** A path-like name: the source's title and origin, as a vault import gives them. */
  name: string;
  content: string | Uint8Array;
}

export interface CorpusRelation {
  kind: 'lesion' | 'supersedes' | 'eliminated';
  /** The challenger, winner or eliminating source first. */
  sides: [{ file: string; text: string }, { file: string; text: string }];
}

export interface CorpusReport {
  files: number;
  rejected: number;
  segments: number;
  nodes: number;
  relations: CorpusRelation[];
  composted: Partial<Record<CompostReason, number>>;
}

const count = (r: CorpusReport, kind: CorpusRelation['kind']): number =>
  r.relations.filter((x) => x.kind === kind).length;

export const lesions = (r: CorpusReport): number => count(r, 'lesion');
export const supersessions = (r: CorpusReport): number => count(r, 'supersedes');
export const eliminations = (r: CorpusReport): number => count(r, 'eliminated');

/**
 * Digests the files in the order given and reports what the metabolism made of them. Every file is the user's
 * own (operator) unless `trustOf` says otherwise.
 */
export async function digestCorpus(
  files: CorpusFile[],
  embedder: Embedder,
  store: GardenStore,
  options: RunOptions & { trustOf?: (index: number) => Trust } = {},
): Promise<CorpusReport> {
  const clock = new ManualClock(Date.parse('2026-01-01T09:00:00Z'));
  const garden = await openWith(options, { store, embedder, clock });
  let rejected = 0;
  let segments = 0;
  for (const [index, file] of files.entries()) {
    const trust = options.trustOf?.(index) ?? 'operator';
    const r = await garden.ingest({ content: file.content, trust, fileName: file.name, origin: file.name });
    if (r.status === 'rejected') rejected++;
    if (r.status === 'absorbed') segments += r.segments.length;
  }
  const state = garden.state;
  const side = (nodeId: string | undefined): { file: string; text: string } => {
    const node = nodeId ? state.nodes.get(nodeId) : undefined;
    const source = state.sources.get(node?.sourceIds[0] ?? '');
    return { file: source?.origin ?? '?', text: node?.text ?? '' };
  };
  const relations: CorpusRelation[] = [];
  for (const e of state.edges.values())
    if (e.kind === 'lesion' || e.kind === 'supersedes')
      relations.push({ kind: e.kind, sides: [side(e.from), side(e.to)] });
  const composted: Partial<Record<CompostReason, number>> = {};
  for (const entry of state.compost.values()) {
    composted[entry.reason] = (composted[entry.reason] ?? 0) + 1;
    if (entry.reason === 'eliminated')
      relations.push({ kind: 'eliminated', sides: [side(entry.cause.nodeId), side(entry.nodeId)] });
  }
  const report = { files: files.length, rejected, segments, nodes: state.nodes.size, relations, composted };
  await garden.close();
  return report;
}
