// Synthetic gardens for the scale benchmark: sentences from a realistic vocabulary (people, places, things,
// their attributes and values), with repeats, updates (the same subject and attribute, a new value) and
// conflicts (lesions). Only a pool of distinct sentences goes through the real model; every node's vector is
// its sentence's vector with a little noise, so near-duplicates and topics cluster as real notes do.
import type { Embedder } from '../../src/core/embedding/embedder';
import { normalise } from '../../src/core/embedding/vector';
import { toCodes } from '../../src/core/embedding/codes';
import type { LivingChange, NodeVector } from '../../src/core/kernel/changes';
import type { Edge, GardenNode, Source } from '../../src/core/types';

/** Household subjects: the public evaluation stream's world. */
const HOME = [
  'dentist',
  'plumber',
  'landlord',
  'gym',
  'library',
  'bakery',
  'pharmacy',
  'vet',
  'school',
  'bank branch',
  'car insurance',
  'boiler',
  'wifi router',
  'allotment',
  'train to work',
  'bus stop',
  'swimming pool',
  'GP surgery',
  'tomato seedlings',
  'compost bin',
  'bike lock',
  'passport',
  'tax return',
  'electricity meter',
  'water bill',
  'holiday cottage',
  'piano lessons',
  'football practice',
  'book club',
  'recycling',
  'chimney sweep',
  'roof repair',
];
/** Work subjects: material unrelated to the household streams, for quality at scale. */
const WORK = [
  'staging server',
  'build pipeline',
  'release branch',
  'API gateway',
  'database backup',
  'design review',
  'team standup',
  'quarterly report',
  'expense policy',
  'travel booking',
  'conference talk',
  'reading group',
  'incident rota',
  'code freeze',
  'sprint planning',
  'security audit',
  'vendor contract',
  'onboarding guide',
  'load balancer',
  'feature flag',
  'data warehouse',
  'customer webinar',
];

const ATTRIBUTES = [
  ['opens at', ['seven', 'eight', 'nine', 'ten', 'half past eight']],
  ['costs', ['12 euros', '15 euros', '29 euros', '40 euros', '95 euros']],
  ['is on', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']],
  ['contact is', ['Dr. Ames', 'Ms. Okafor', 'Mr. Lindqvist', 'Priya Nair', 'Tom Fischer', 'Lena Rahman']],
  ['lives in', ['the blue folder', 'the hall cupboard', 'the shared drive', 'the glovebox', 'the top drawer']],
  ['needs', ['a new filter', 'a password reset', 'two weeks notice', 'a signed form', 'a yearly check']],
] as const;
/**
 * Work notes name their own people, days and places: nothing from the household streams, whose probes match
 * by substring (a synthetic lesion between "… Thursday" and "… Wednesday" would read as the book club's).
 */
const WORK_VALUES: Partial<Record<(typeof ATTRIBUTES)[number][0], () => string>> = {
  'contact is': () => `${name()} ${name()}`,
  'is on': () => pick(['the roadmap', 'sprint 12', 'sprint 13', 'the release calendar', 'hold', 'the wiki']),
  'lives in': () => pick(['the shared drive', 'the ops wiki', 'the infra repo', 'the team channel']),
};
const QUALIFIERS = [
  'upstairs',
  'office',
  'new',
  'old',
  'spare',
  'shared',
  'weekend',
  'north',
  'south',
  'kids',
  'main',
  'backup',
  'summer',
  'winter',
  'project',
  'family',
  'client',
  'home',
  'second',
  'temporary',
];
// Names built from syllables: a vocabulary of thousands of rare words, as a real garden has.
const SYLLABLES = ['ka', 'lo', 'mi', 'ren', 'tav', 'os', 'ei', 'bru', 'nal', 'sef', 'dor', 'qui', 'zan', 'pel', 'ju'];
const name = (): string => {
  const w = Array.from({ length: 2 + Math.floor(rnd() * 2) }, () => pick(SYLLABLES)).join('');
  return w.charAt(0).toUpperCase() + w.slice(1);
};
const FRAMES = [
  (s: string, a: string, v: string) => `The ${s} ${a} ${v}.`,
  (s: string, a: string, v: string) => `Note to self: the ${s} ${a} ${v}.`,
  (s: string, a: string, v: string) => `Update: the ${s} now ${a} ${v}.`,
  (s: string, a: string, v: string) => `Remember that the ${s} ${a} ${v}, checked last week.`,
];

let seed = 2026;
const rnd = (): number => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;

/** Distinct sentences, about as many as asked. */
export type Vocabulary = 'mixed' | 'work';

export function sentencePool(size: number, vocabulary: Vocabulary = 'mixed'): string[] {
  const subjects = vocabulary === 'work' ? WORK : [...HOME, ...WORK];
  const pool = new Set<string>();
  while (pool.size < size) {
    const [attribute, values] = pick(ATTRIBUTES);
    const subject = rnd() < 0.5 ? `${pick(QUALIFIERS)} ${pick(subjects)}` : pick(subjects);
    // Work notes name their own people: nobody from the household streams.
    const value = vocabulary === 'work' ? (WORK_VALUES[attribute] ?? (() => pick(values)))() : pick(values);
    const sentence = pick(FRAMES)(subject, attribute, value);
    pool.add(rnd() < 0.6 ? sentence.replace(/\.$/, `, says ${name()} ${name()}.`) : sentence);
  }
  return [...pool];
}

export interface SyntheticGarden {
  /** The garden as one change to an empty one: what a store commits, or a garden opens from. */
  garden: LivingChange;
  /** Queries with their vectors, drawn from the same vocabulary. */
  queries: { text: string; vector: Float32Array }[];
}

const DAY = 86_400_000;

/**
 * A garden of `n` nodes, `edgesPerNode` edges from each (mostly related; some supersessions and open
 * lesions), spread over a year.
 */
export async function syntheticGarden(
  n: number,
  model: Embedder,
  now: number,
  vocabulary: Vocabulary = 'mixed',
  edgesPerNode = 1,
): Promise<SyntheticGarden> {
  const pool = sentencePool(Math.min(4000, Math.max(500, Math.round(n / 10))), vocabulary);
  const vectors = await model.embed(pool);
  const d = model.dimensions;
  const source: Source = {
    id: 's_bench',
    title: 'Synthetic notes',
    kind: 'markdown',
    trust: 'operator',
    origin: 'bench',
    hash: 'bench',
    generatedAt: now - 365 * DAY,
    receivedAt: now - 365 * DAY,
    retention: 'operator',
    segmentIds: [],
    bytes: 0,
  };
  const nodes: GardenNode[] = [];
  const nodeVectors: NodeVector[] = [];
  for (let i = 0; i < n; i++) {
    const k = Math.floor(rnd() * pool.length);
    const base = vectors[k] ?? new Float32Array(d);
    const vector = normalise(Float32Array.from(base, (x) => x + (rnd() - 0.5) * 0.02));
    const created = now - Math.floor(rnd() * 365) * DAY;
    const composted = rnd() < 0.15;
    nodeVectors.push({ id: `n_${String(i)}`, codes: toCodes(vector) });
    nodes.push({
      id: `n_${String(i)}`,
      text: `${pool[k] ?? ''} (#${String(i)})`,
      context: [],
      trust: pick(['operator', 'operator', 'external', 'session', 'foreign'] as const),
      retention: 'operator',
      origins: ['bench'],
      sourceIds: [source.id],
      segmentIds: [],
      state: composted ? 'composted' : rnd() < 0.1 ? 'dormant' : 'active',
      weight: 1 + Math.floor(rnd() * 3),
      refs: Math.floor(rnd() * 5),
      base: 1,
      salience: 1,
      assertedAt: created,
      createdAt: created,
      touchedAt: created + Math.floor(rnd() * 30) * DAY,
    });
  }
  const edges: Edge[] = [];
  for (let i = 1; i < n; i++)
    for (let k = 0; k < Math.min(i, edgesPerNode); k++) {
      const j = Math.floor(rnd() * i);
      const r = rnd();
      const kind: Edge['kind'] = r < 0.02 ? 'lesion' : r < 0.1 ? 'supersedes' : 'related';
      const at = nodes[i]?.createdAt ?? now;
      edges.push({
        id: `e_${String(i)}_${String(k)}`,
        kind,
        from: `n_${String(i)}`,
        to: `n_${String(j)}`,
        weight: 0.5 + rnd() / 2,
        createdAt: at,
        touchedAt: at,
        ...(kind === 'lesion' ? { open: true } : {}),
      });
    }
  const garden: LivingChange = { sources: [source], nodes, edges, compost: [], vectors: nodeVectors };
  const queryTexts = sentencePool(40).map((s) =>
    s.replace(/^(Note to self|Update|Remember that): /, '').replace(/\.$/, '?'),
  );
  const queryVectors = await model.embed(queryTexts);
  return { garden, queries: queryTexts.map((text, i) => ({ text, vector: queryVectors[i] ?? new Float32Array(d) })) };
}

/**
 * Notes as a person writes them: a few bullets each, drawn from the same vocabulary, so later notes repeat,
 * update and contradict earlier ones. About `segments` bullets in all (each bullet is a segment).
 */
export function syntheticNotes(segments: number): string[] {
  const pool = sentencePool(Math.max(50, Math.round(segments / 3)));
  const notes: string[] = [];
  for (let made = 0; made < segments;) {
    const bullets = Array.from({ length: 3 + Math.floor(rnd() * 4) }, () => `- ${pick(pool)}`);
    notes.push(`# ${pick([...HOME, ...WORK])} notes ${String(notes.length + 1)}\n\n${bullets.join('\n')}\n`);
    made += bullets.length;
  }
  return notes;
}
