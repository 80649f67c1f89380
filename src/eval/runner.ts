// Replays a stream on a simulated clock into a real garden and into the pantry baseline, probe by probe.
import { ManualClock, type Clock } from '../core/clock';
import type { Embedder } from '../core/embedding/embedder';
import { Garden } from '../core/garden/garden';
import type { Legs } from '../core/kernel/state';
import type { GardenStore } from '../core/kernel/store';
import type { NodeState } from '../core/types';
import type { PackId } from '../core/settings';
import { passes, type Evidence } from './judge-probe';
import { CachingEmbedder } from './caching-embedder';
import { RelationLog, scoreConflicts, type ConflictRelation, type ConflictScore } from './conflicts';
import { Pantry } from './pantry';
import { PROBE_KINDS, type Claim, type Probe, type ProbeKind, type Stream } from './stream';

export interface ProbeOutcome {
  id: string;
  kind: ProbeKind;
  at: string;
  query: string;
  garden: { passed: boolean; evidence: Evidence };
  pantry: { passed: boolean; evidence: Evidence };
}

export type ByKind = Record<ProbeKind, { passed: number; total: number }>;

export interface Report {
  stream: string;
  garden: {
    byKind: ByKind;
    passed: number;
    total: number;
    size: Record<NodeState, number> & { segmentsIngested: number; sources: number };
    /** Every lesion and supersession the garden made, judged where the stream carries truth. */
    relations: ConflictRelation[];
    /** Only for streams that carry truth. */
    conflicts?: ConflictScore;
    /**
     * Recall probes answered by what the search box shows: the top 3 of ordinary recall and, apart, the compost
     * tier (FORMAT.md scores ordinary recall alone; forgetting must not hide from a search what a pantry finds).
     */
    search: { passed: number; total: number };
  };
  pantry: { byKind: ByKind; passed: number; total: number; size: { segments: number } };
  probes: ProbeOutcome[];
}

const emptyByKind = (): ByKind => Object.fromEntries(PROBE_KINDS.map((k) => [k, { passed: 0, total: 0 }])) as ByKind;

async function gardenEvidence(garden: Garden, probe: Probe): Promise<Evidence> {
  if (probe.kind === 'lesion' || probe.kind === 'lesion-resolved')
    return { top: [], lesions: garden.openLesions().map((l) => [l.challenger.text, l.challenged.text]) };
  if (probe.kind === 'compost') {
    const hits = await garden.recall(probe.query, { scope: 'compost', limit: 3, observe: true });
    return {
      top: hits.map((h) => h.node.text),
      reasons: hits.map((h) => (h.compost ? `${h.compost.reason}: ${h.compost.cause.note}` : '')),
    };
  }
  const hits = await garden.recall(probe.query, { limit: 3, observe: true });
  return { top: hits.map((h) => h.node.text) };
}

/** What the search box shows for a query: the first living answers, then the compost tier. */
async function searchEvidence(garden: Garden, query: string): Promise<Evidence> {
  const { living, compost } = await garden.search(query, { limit: 3, observe: true });
  return { top: [...living, ...compost].map((h) => h.node.text) };
}

function pantryEvidence(pantry: Pantry, probe: Probe, vector: Float32Array, now: number): Evidence {
  // The pantry keeps no compost and knows no lesions.
  if (probe.kind === 'lesion' || probe.kind === 'lesion-resolved') return { top: [], lesions: [] };
  if (probe.kind === 'compost') return { top: [], reasons: [] };
  return { top: pantry.top(probe.query, vector, now) };
}

export interface RunOptions {
  /** Which enzyme packs digest (all on by default); the core pack always does. */
  packs?: Partial<Record<PackId, boolean>>;
  /** Legs of recall and of the enzymes' candidates switched off, to measure what each adds. */
  legs?: Partial<Legs>;
}

/** A garden opened with the legs and packs an evaluation (or an ablation) asks for. */
export async function openWith(
  options: RunOptions,
  parts: { store: GardenStore; embedder: Embedder; clock: Clock },
): Promise<Garden> {
  const garden = await Garden.open({ ...parts, ...(options.legs ? { legs: options.legs } : {}) });
  if (options.packs) await garden.updateSettings({ packs: { ...garden.settings.packs, ...options.packs } });
  return garden;
}

/** Every optional pack switched off: the core alone, to show what the packs add. */
export const CORE_ALONE: RunOptions = { packs: { conversation: false, 'write-path': false } };

export async function runStream(
  stream: Stream,
  model: Embedder,
  store: GardenStore,
  options: RunOptions = {},
): Promise<Report> {
  // The pantry sees the very same segments: a cache spares it a second embedding of each.
  const embedder = new CachingEmbedder(model);
  const first = stream.events[0];
  const clock = new ManualClock(first ? Date.parse(first.at) : 0);
  const garden = await openWith(options, { store, embedder, clock });
  const pantry = new Pantry(embedder.dimensions);
  const probes: ProbeOutcome[] = [];
  const search = { passed: 0, total: 0 };
  const relations = new RelationLog(garden.state);
  // The truth stays here, with the judge: the garden never sees it.
  const truth = new Map<string, Claim[]>();
  let segmentsIngested = 0;
  let sources = 0;

  for (const event of stream.events) {
    clock.set(Date.parse(event.at));
    await garden.catchUp();
    if ('ingest' in event) {
      const src = event.ingest;
      if (src.truth) truth.set(src.id, src.truth);
      const result = await garden.ingest({
        id: src.id,
        content: src.text,
        trust: src.trust,
        title: src.title ?? src.id,
        kind: 'markdown',
        generatedAt: clock.now(),
        ...(src.origin ? { origin: src.origin } : {}),
      });
      relations.observe(garden.state, event.at);
      if (result.status === 'absorbed') {
        sources++;
        segmentsIngested += result.segments.length;
        // The very segments the garden cut, with the vectors it embedded them with (the cache holds them).
        const segments = await store.segments(result.source.segmentIds);
        const vectors = await embedder.embed(segments.map((s) => s.text));
        segments.forEach((s, i) => {
          const v = vectors[i];
          if (v) pantry.add(s.text, v, clock.now());
        });
      }
      continue;
    }
    const probe = event.probe;
    const [vector] = await embedder.embed([probe.query]);
    if (!vector) throw new Error('no query embedding');
    const g = await gardenEvidence(garden, probe);
    if (probe.kind === 'recall') {
      search.total++;
      if (passes(probe, await searchEvidence(garden, probe.query))) search.passed++;
    }
    const p = pantryEvidence(pantry, probe, vector, clock.now());
    probes.push({
      id: probe.id,
      kind: probe.kind,
      at: event.at,
      query: probe.query,
      garden: { passed: passes(probe, g), evidence: g },
      pantry: { passed: passes(probe, p), evidence: p },
    });
  }

  const tally = (side: 'garden' | 'pantry'): { byKind: ByKind; passed: number; total: number } => {
    const byKind = emptyByKind();
    for (const o of probes) {
      byKind[o.kind].total++;
      if (o[side].passed) byKind[o.kind].passed++;
    }
    const passed = probes.filter((o) => o[side].passed).length;
    return { byKind, passed, total: probes.length };
  };
  const report: Report = {
    stream: stream.name,
    garden: {
      ...tally('garden'),
      size: { ...garden.counts(), segmentsIngested, sources },
      relations: relations.relations,
      ...(truth.size ? { conflicts: scoreConflicts(relations.relations, truth) } : {}),
      search,
    },
    pantry: { ...tally('pantry'), size: { segments: pantry.size } },
    probes,
  };
  await garden.close();
  return report;
}

/** The mechanisms an ablation switches off one at a time, each named for what is missing. */
export const ABLATIONS: { name: string; options: RunOptions }[] = [
  { name: 'recall without its vector leg', options: { legs: { recallVector: false } } },
  { name: 'recall without its keyword leg', options: { legs: { recallKeyword: false } } },
  { name: 'enzyme candidates without vectors', options: { legs: { candidateVector: false } } },
  { name: 'enzyme candidates without keywords', options: { legs: { candidateKeyword: false } } },
  { name: 'without the conversation pack', options: { packs: { conversation: false } } },
  { name: 'without the write-path pack', options: { packs: { 'write-path': false } } },
];
