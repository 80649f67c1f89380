// The enzymes' verdict on a segment: confirm, challenge, novel or stale, with a salience and a reason.
import { DAY_MS } from '../clock';
import type { GardenNode, Relation, Trust } from '../types';
import type { Draft } from '../kernel/draft';
import { atLeast } from '../trust';
import { corroborates } from './agreement';
import { bringsBack } from './brings-back';
import { compare } from './compare';
import {
  read,
  RELATED_SIMILARITY,
  UNRELATED_SIMILARITY,
  unrelated,
  type Comparison,
  type Placement,
  type Reading,
} from './comparison';
import { findCandidates, type Candidate } from './candidates';
import { foldersApart, foldersOf, placement } from '../text/context';
import { stripAnnotations } from './annotations';
import { quoted } from '../words';

export interface Arrival {
  text: string;
  vector: Float32Array;
  mass: number;
  density: number;
  trust: Trust;
  origin: string;
  generatedAt: number;
  /** Nodes never compared (the node itself, when a composted node is re-evaluated). */
  exclude?: string;
  /** The source being digested: its own segments are siblings (a list, a changelog), never rivals. */
  sourceId?: string;
  /** Where its source stands (the terms of its title): a sibling page's node is about something else. */
  context?: readonly string[];
  /** The folders of its source's title, when that is a path (a file dropped in a folder; see `foldersOf`). */
  folders?: readonly string[];
  /** It is a code block: it asserts nothing. */
  code?: boolean;
}

export interface Match {
  node: GardenNode;
  comparison: Comparison;
}

export interface Verdict {
  relation: Relation;
  salience: number;
  reason: string;
  /** confirm: the node confirmed; stale: the node that made it stale; challenge: the closest challenged node. */
  target?: GardenNode;
  /** Every living node this segment challenges. */
  challenged: Match[];
  /** Living neighbours worth a `related` edge. */
  related: Match[];
  /** For confirm: the comparison with the target (a repeat merges; otherwise the segment stands beside it). */
  confirmation?: Match;
  /** A composted node this segment confirms (a stale repeat, or a second origin for an expired claim). */
  compostMatch?: Match;
}

/**
 * A reading depends on the text alone (and whether it is code), and nodes are copied on every update (a
 * confirmation, a touch): readings are kept by text, the oldest forgotten past READINGS_KEPT.
 */
const readings = new Map<string, Reading>();
const READINGS_KEPT = 20_000;
export function readingOf(node: GardenNode): Reading {
  // (A node merged with a later telling is dated by that telling: its own date line then reads as a label
  // again, which only keeps a restatement of it from passing for a stamp.)
  return cachedReading(node.text, node.text.length / 4, node.code === true, node.assertedAt);
}

/** A segment is read once: the node it becomes is read from the same cache (the day it was written included). */
function cachedReading(text: string, mass: number, code: boolean, writtenOn: number): Reading {
  const key = `${code ? '\u0000' : ''}${String(Math.floor(writtenOn / DAY_MS))}\u0001${text}`;
  let r = readings.get(key);
  if (!r) {
    if (readings.size >= READINGS_KEPT) readings.delete(readings.keys().next().value ?? '');
    readings.set(key, (r = read(stripAnnotations(text), mass, code, writtenOn)));
  }
  return r;
}

const describe = (m: Match): string =>
  `${quoted(m.node.text)} (${m.comparison.cue}; similarity ${m.comparison.similarity.toFixed(2)}, subject overlap ${m.comparison.subjectOverlap.toFixed(2)})`;

/** What every enzyme sees: the segment's reading and its neighbours, living and composted, each compared. */
export interface Neighbourhood {
  reading: Reading;
  live: Match[];
  dead: Match[];
}

export function neighbourhood(arrival: Arrival, draft: Draft): Neighbourhood {
  const reading = cachedReading(arrival.text, arrival.mass, arrival.code === true, arrival.generatedAt);
  const { living, composted } = findCandidates(arrival.vector, arrival.text, draft, arrival.exclude);
  const matches = (nodes: Candidate[]): Match[] =>
    nodes.map(({ node, similarity, byKeyword }) => ({
      node,
      // A far vector neighbour that shares no rare word is not worth reading (a big garden's candidates are
      // mostly read from scratch: reading is most of what a comparison costs).
      comparison:
        similarity < UNRELATED_SIMILARITY && !byKeyword
          ? unrelated(similarity)
          : compare(reading, readingOf(node), similarity, where(arrival, node, draft)),
    }));
  return { reading, live: matches(living), dead: matches(composted) };
}

/** Where an arrival stands to a node: apart when the user said their notes are about different things. */
function where(arrival: Arrival, node: GardenNode, draft: Draft): Placement {
  const from = arrival.sourceId;
  if (from !== undefined && node.sourceIds.some((s) => draft.state.keptApart(from, s))) return 'apart';
  if (arrival.folders?.length) {
    const folders = foldersOf(draft.state.sources.get(node.sourceIds[0] ?? '')?.title ?? '');
    if (foldersApart({ folders: arrival.folders, text: arrival.text }, { folders, text: node.text })) return 'apart';
  }
  return placement(arrival.context, draft.state.contextOf(node));
}

export function judge(arrival: Arrival, draft: Draft, near = neighbourhood(arrival, draft)): Verdict {
  const { live, dead } = near;

  // (A node born of this very source: its segments do not challenge each other. A node another source wrote,
  // that this source's opening line only agreed with, is still open to what the source goes on to say.)
  const sibling = (m: Match): boolean => arrival.sourceId !== undefined && m.node.sourceIds[0] === arrival.sourceId;
  // A weaker source that tells the same named thing with another value disagrees: a lesion to look at, which
  // settles nothing (see disagreement.ts). A source as strong, written later, that tells it as a
  // change replaces it.
  const disagreeing = (m: Match): Match[] => {
    const { disagrees, toldChanged } = m.comparison;
    if (disagrees === undefined) return [];
    if (!atLeast(arrival.trust, m.node.trust))
      return [{ ...m, comparison: { ...m.comparison, cue: `another value, ${disagrees}` } }];
    if (!toldChanged || arrival.generatedAt < m.node.assertedAt) return [];
    return [
      { ...m, comparison: { ...m.comparison, relation: 'challenge', explicit: true, cue: `update (${disagrees})` } },
    ];
  };
  const rivals = live
    .filter((m) => !sibling(m))
    .flatMap((m) => (m.comparison.relation === 'challenge' ? [m] : disagreeing(m)));
  // A node that names the changed thing as the newcomer does is its rival; one tied only by a shared head is
  // another thing ("staging deploy window" moved: not the production one).
  const strict = rivals.some((m) => !m.comparison.loose);
  const challenged = strict ? rivals.filter((m) => !m.comparison.loose) : rivals;
  const back = takenBack(arrival, near, draft);
  if (back && !challenged.some((m) => m.node.id === back.node.id)) challenged.push(back);
  // Repeats first: a node that already says all of it is the best home for a confirmation.
  const confirmed = live
    .filter((m) => m.comparison.relation === 'confirm')
    .sort((a, b) => Number(b.comparison.repeat) - Number(a.comparison.repeat));
  const related = live.filter((m) => m.comparison.similarity >= RELATED_SIMILARITY);
  const compostMatch = dead.find((m) => m.comparison.relation === 'confirm');
  const base = { challenged, related, ...(compostMatch ? { compostMatch } : {}) };

  // Stale: it repeats what a stronger or newer source already replaced, and does not claim to correct it.
  const supersededBy = compostMatch && staleCause(compostMatch.node, draft);
  if (compostMatch && supersededBy && !near.reading.claim.correction) {
    const weaker = !atLeast(arrival.trust, supersededBy.trust) || arrival.generatedAt < supersededBy.assertedAt;
    if (weaker)
      return {
        ...base,
        relation: 'stale',
        salience: 0.05,
        target: supersededBy,
        reason: `repeats ${describe(compostMatch)}, superseded by ${quoted(supersededBy.text)}`,
      };
  }
  const challenge = challenged[0];
  if (challenge) {
    return {
      ...base,
      relation: 'challenge',
      salience: 0.8 + 0.2 * arrival.density,
      target: challenge.node,
      reason: `challenges ${describe(challenge)}`,
    };
  }
  const confirm =
    confirmed[0] ?? (arrival.trust === 'foreign' ? secondOrigin(arrival, near, draft, sibling) : undefined);
  if (confirm) {
    return {
      ...base,
      relation: 'confirm',
      salience: 0.2 + 0.3 * (1 - confirm.comparison.similarity),
      target: confirm.node,
      confirmation: confirm,
      reason: `confirms ${describe(confirm)}`,
    };
  }
  return {
    ...base,
    relation: 'novel',
    salience: 0.4 + 0.6 * arrival.density,
    reason: related[0] ? `novel; nearest ${describe(related[0])}` : 'novel; no neighbour in the garden',
  };
}

/**
 * A quarantined foreign claim of another origin that this foreign segment tells again (see corroborates): a
 * second origin for it, told in other words, not on a sibling page.
 */
function secondOrigin(
  arrival: Arrival,
  near: Neighbourhood,
  draft: Draft,
  sibling: (m: Match) => boolean,
): Match | undefined {
  for (const m of near.live) {
    const { node, comparison } = m;
    if (node.state !== 'quarantined' || node.origins.includes(arrival.origin) || sibling(m)) continue;
    // (Sibling pages tell of two things, however alike: two packages' READMEs, two apps' import pages.)
    if (where(arrival, node, draft) === 'apart') continue;
    const value = corroborates(near.reading, readingOf(node), comparison);
    if (value !== undefined)
      return {
        node,
        comparison: { ...comparison, relation: 'confirm', repeat: false, cue: `a second origin says ${value}` },
      };
  }
  return undefined;
}

/**
 * The living node whose change the arrival takes back (see bringsBack): it tells again the value of a composted
 * neighbour that the node superseded, and is as strong and as late as the node.
 */
function takenBack(arrival: Arrival, near: Neighbourhood, draft: Draft): Match | undefined {
  for (const m of near.dead) {
    const winner = staleCause(m.node, draft);
    if (!winner || winner.sourceIds[0] === arrival.sourceId) continue;
    if (!atLeast(arrival.trust, winner.trust) || arrival.generatedAt < winner.assertedAt) continue;
    const similarity = draft.similarity(winner.id, arrival.vector);
    const value = bringsBack(near.reading, readingOf(winner), readingOf(m.node), similarity);
    if (value === undefined) continue;
    const seen = near.live.find((l) => l.node.id === winner.id)?.comparison ?? unrelated(similarity);
    return {
      node: winner,
      comparison: { ...seen, relation: 'challenge', explicit: true, cue: `brings back ${value}` },
    };
  }
  return undefined;
}

/** The living node whose arrival composted this one, if it was superseded. */
function staleCause(node: GardenNode, draft: Draft): GardenNode | undefined {
  const entry = draft.latestCompost(node.id);
  if (entry?.reason !== 'superseded' || !entry.cause.nodeId) return undefined;
  const winner = draft.node(entry.cause.nodeId);
  return winner && winner.state !== 'composted' ? winner : undefined;
}
