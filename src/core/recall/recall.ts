// The read path: BM25 and embedding similarity fused, then weighted by the metabolism (state, salience,
// trust, open lesions). Every result carries its provenance and its open lesions.
import { salienceAt } from '../decay/salience';
import type { GardenState } from '../kernel/state';
import type { CompostEntry, GardenNode, NodeState, Trust } from '../types';
import { TRUST_RANK, TRUST_WEIGHT } from '../trust';
import { retells } from '../enzymes/compare';
import { RELATED_SIMILARITY, type Reading } from '../enzymes/comparison';
import type { Slot } from '../text/claims';
import { readingOf } from '../enzymes/verdict';
import { labelsApart, placement } from '../text/context';
import { judge, weighQuery } from './floor';
import { successorOf } from '../compost/successor';

export type RecallScope = 'ordinary' | 'compost' | 'quarantine' | 'all' | 'searchable';

const SCOPE_STATES: Record<RecallScope, readonly NodeState[]> = {
  ordinary: ['active', 'dormant'],
  compost: ['composted'],
  quarantine: ['quarantined'],
  all: ['active', 'dormant', 'quarantined', 'composted'],
  /** The living garden and its compost, ranked together (for the second tier). */
  searchable: ['active', 'dormant', 'composted'],
};

export interface Provenance {
  sourceId: string;
  title: string;
  trust: Trust;
  origin: string;
  generatedAt: number;
}

export interface LesionBadge {
  edgeId: string;
  otherId: string;
  otherText: string;
}

/** A conflict settled against this node (by the user's choice or a synthesis note): the side that was kept. */
export interface SettledBadge {
  edgeId: string;
  keptId: string;
  keptText: string;
  at: number;
}

export interface RecallResult {
  node: GardenNode;
  score: number;
  /** How well it answers the query in its own words. */
  relevance: number;
  /**
   * The composted note it superseded (directly or down a line of versions) that answers the query better than
   * its own words do: it ranks as well as that one, as its current version.
   */
  standsFor?: string;
  /** The cosine of its vector with the query's. */
  cosine: number;
  /** How many of the query's terms its text names. */
  named: number;
  /**
   * Whether it answers the query outright (close in meaning, or naming most of it: see floor.ts). One that
   * does not keeps its place, and a search marks it as loosely related: with this model a true answer in
   * other words can score low, and hiding or lowering it loses answers (README, "Honest search").
   */
  answers: boolean;
  salience: number;
  provenance: Provenance[];
  lesions: LesionBadge[];
  /** Set while it decays after losing a conflict: it ranks below the side kept, and says so. */
  settled?: SettledBadge;
  compost?: CompostEntry;
}

const CANDIDATES = 60;
/** Cosines below this are noise for this model (unrelated pairs score about 0 to 0.3). */
const COSINE_FLOOR = 0.15;
const DORMANT_WEIGHT = 0.6;
/**
 * The weaker side of an open lesion ranks lower while the conflict stands, and so does the side a settled
 * conflict went against, while it decays.
 */
const LESION_LOSER_WEIGHT = 0.5;

export function provenanceOf(state: GardenState, node: GardenNode): Provenance[] {
  return node.sourceIds.flatMap((id) => {
    const s = state.sources.get(id);
    return s ? [{ sourceId: s.id, title: s.title, trust: s.trust, origin: s.origin, generatedAt: s.generatedAt }] : [];
  });
}

export function lesionsOf(state: GardenState, node: GardenNode): LesionBadge[] {
  return state.openLesionsOf(node.id).map((e) => {
    const otherId = e.from === node.id ? e.to : e.from;
    return { edgeId: e.id, otherId, otherText: state.nodes.get(otherId)?.text ?? '' };
  });
}

/** The conflict this node lost, if it is decaying for it: the lesion closed when it lost (feedback.ts). */
export function settledAgainst(state: GardenState, node: GardenNode): SettledBadge | undefined {
  const at = node.lostLesionAt;
  if (at === undefined) return undefined;
  const edge = state.edgesOf(node.id).find((e) => e.kind === 'lesion' && !e.open && e.resolvedAt === at);
  const kept = edge && state.nodes.get(edge.from === node.id ? edge.to : edge.from);
  return edge && kept ? { edgeId: edge.id, keptId: kept.id, keptText: kept.text, at } : undefined;
}

/**
 * Salience moves a node by at most a quarter: it orders answers about as good, and never buries a clearly better
 * one the user has not touched for months (search must find at least what a pantry finds; measured on the
 * conversation streams, where the old half of a year of chats sank under newer small talk).
 */
function metabolicWeight(
  state: GardenState,
  node: GardenNode,
  salience: number,
  lesions: LesionBadge[],
  settled: SettledBadge | undefined,
): number {
  const stateWeight = node.state === 'dormant' ? DORMANT_WEIGHT : 1;
  const losing =
    settled !== undefined ||
    lesions.some((l) => {
      const other = state.nodes.get(l.otherId);
      return other && TRUST_RANK[other.trust] > TRUST_RANK[node.trust];
    });
  return (
    stateWeight * (0.75 + 0.25 * Math.min(1, salience)) * TRUST_WEIGHT[node.trust] * (losing ? LESION_LOSER_WEIGHT : 1)
  );
}

export function recall(
  state: GardenState,
  query: { text: string; vector: Float32Array },
  options: { scope?: RecallScope; limit?: number; now: number; metabolic?: boolean; floor?: number },
): RecallResult[] {
  const states = SCOPE_STATES[options.scope ?? 'ordinary'];
  const accept = (id: string): boolean => {
    const n = state.nodes.get(id);
    return !!n && states.includes(n.state);
  };
  const { recallKeyword, recallVector } = state.legs;
  // The pantry baseline (metabolic false) keeps plain relevance, in its order.
  const honest = options.metabolic !== false;
  // Living answers stand for the notes they superseded (see `lineage`); the pantry has no compost.
  const inherits =
    honest && states.includes('active') && !states.includes('composted') && state.supersededNodes.size > 0;
  const superseded = (id: string): boolean =>
    inherits && state.supersededNodes.has(id) && state.nodes.get(id)?.state === 'composted';
  const keywordHits = recallKeyword
    ? state.keywords.search(query.text, inherits ? (id) => accept(id) || superseded(id) : accept)
    : [];
  // (What the search let through is living, or superseded: only the few of those need asking again.)
  const keyword = new Map(
    keywordHits
      .filter((h) => !state.supersededNodes.has(h.id) || accept(h.id))
      .slice(0, CANDIDATES)
      .map((h) => [h.id, h.score]),
  );
  const near = recallVector ? state.vectors.search(query.vector, CANDIDATES, accept).map((h) => h.id) : [];
  const maxKeyword = Math.max(1e-9, ...keyword.values());
  const relevanceOf = (id: string, keywordScore: number): { cos: number; relevance: number } => {
    const cos = recallVector ? (state.vectors.similarity(id, query.vector) ?? 0) : 0;
    const semantic = Math.max(0, (cos - COSINE_FLOOR) / (1 - COSINE_FLOOR));
    const lexical = Math.min(1, keywordScore / maxKeyword);
    return { cos, relevance: 0.6 * semantic + 0.4 * lexical };
  };
  const weighed = weighQuery(state.keywords, query.text, options.floor);
  const inherited = inherits
    ? lineage(state, accept, superseded, keywordHits, (id, score) => {
        const { cos, relevance } = relevanceOf(id, score);
        // (Most superseded notes answer nothing: only those that do are read against the query.)
        return relevance > 0 ? { relevance, ...judge(weighed, state.nodes.get(id)?.text ?? '', cos) } : undefined;
      })
    : new Map<string, Inheritance>();
  const ids = new Set([...keyword.keys(), ...near, ...inherited.keys()]);

  const results: RecallResult[] = [];
  for (const id of ids) {
    const node = state.nodes.get(id);
    if (!node) continue;
    const { cos, relevance: ownRelevance } = relevanceOf(id, keyword.get(id) ?? 0);
    const heir = inherited.get(id);
    const standing = Math.max(ownRelevance, heir?.relevance ?? 0);
    if (standing <= 0) continue;
    const judged = judge(weighed, node.text, cos);
    const named = Math.max(judged.named, heir?.named ?? 0);
    const answers = judged.answers || !!heir?.answers;
    const salience = salienceAt(node, options.now, state.settings, state.sessions);
    const lesions = lesionsOf(state, node);
    const settled = honest ? settledAgainst(state, node) : undefined;
    const compost = node.state === 'composted' ? state.compostByNode.get(node.id) : undefined;
    // Without metabolism (the pantry baseline) relevance alone ranks.
    const weight =
      node.state === 'composted' || options.metabolic === false
        ? 1
        : metabolicWeight(state, node, salience, lesions, settled);
    results.push({
      node,
      score: standing * weight,
      relevance: ownRelevance,
      ...(heir && heir.relevance > ownRelevance ? { standsFor: heir.nodeId } : {}),
      cosine: cos,
      named,
      answers,
      salience,
      provenance: provenanceOf(state, node),
      lesions,
      ...(settled ? { settled } : {}),
      ...(compost ? { compost } : {}),
    });
  }
  results.sort((a, b) => b.score - a.score);
  if (!honest) return results.slice(0, options.limit ?? 10);
  return newestFirst(state, namingFirst(results, weighed.weights.size), weighed.weights).slice(0, options.limit ?? 10);
}

/** How well a note answers a query, as the ranking weighs it. */
interface Standing {
  relevance: number;
  named: number;
  answers: boolean;
}

/** A living note's standing as heir: the best standing among the notes it superseded, and whose it is. */
interface Inheritance extends Standing {
  nodeId: string;
}

/**
 * What living notes inherit from the notes they superseded: a query in the words of an older version asks for
 * what replaced it ("the dentist's address" asked of "Dr. Ames is at 12 Elm St", composted when a later note
 * said "moved to 5 Oak Ave" without naming her). Each living successor stands as well as the best answer it
 * replaced, directly or down a line of versions. A composted note that was not superseded (it decayed, went
 * stale) passes nothing on: nothing took its place.
 */
function lineage(
  state: GardenState,
  living: (id: string) => boolean,
  superseded: (id: string) => boolean,
  keywordHits: readonly { id: string; score: number }[],
  standingOf: (id: string, keywordScore: number) => Standing | undefined,
): Map<string, Inheritance> {
  const keyword = new Map(keywordHits.filter((h) => superseded(h.id)).map((h) => [h.id, h.score]));
  const heirs = new Map<string, Inheritance>();
  for (const id of state.supersededNodes) {
    const entry = state.compostByNode.get(id);
    if (!entry || !superseded(id)) continue;
    const heir = successorOf(entry, living, (next) =>
      state.nodes.get(next)?.state === 'composted' ? state.compostByNode.get(next) : undefined,
    );
    const standing = heir ? standingOf(id, keyword.get(id) ?? 0) : undefined;
    if (!heir || !standing) continue;
    const best = heirs.get(heir);
    const first = !best || standing.relevance > best.relevance;
    heirs.set(heir, {
      nodeId: first ? entry.nodeId : best.nodeId,
      relevance: Math.max(standing.relevance, best?.relevance ?? 0),
      named: Math.max(standing.named, best?.named ?? 0),
      answers: standing.answers || !!best?.answers,
    });
  }
  return heirs;
}

/**
 * Results that name every term of the query come first, in their order; the rest follow in theirs. A search
 * for a word, a name or a code finds where it is written before what only means something like it.
 */
function namingFirst(results: RecallResult[], wanted: number): RecallResult[] {
  if (wanted === 0) return results;
  const naming = results.filter((r) => r.named === wanted);
  return naming.length === 0 || naming.length === results.length
    ? results
    : [...naming, ...results.filter((r) => r.named !== wanted)];
}

/**
 * Two living answers in one context this close in meaning tell of one subject: close enough for an edge
 * (unrelated texts score under 0.3). At 0.6, later tellings in other words were missed (held cases: three fewer
 * later words first); notes of two things keep their order by CLOSE_RELEVANCE.
 */
const ONE_SUBJECT = RELATED_SIMILARITY;
/** …and the newer answers the query at least half as well: a note the query names outright keeps its place. */
const CLOSE_RELEVANCE = 0.5;
/** Two answers a little further apart in meaning tell of one subject when they give what the query asks two values. */
const RIVAL_SUBJECT = 0.45;
/**
 * A newer note the enzymes read as telling of the older one's subject again (see `retells`) may answer the
 * query less well: a later note often gives the new value without the words of the query.
 */
const RETOLD_RELEVANCE = 0.2;
/** How far down the newer telling is looked for. */
const RETOLD_WINDOW = 10;

/**
 * Of two answers that tell of one subject, the one the user wrote later comes first when its trust is no
 * lower. They tell of one subject when they are close in meaning and the newer answers the query at least
 * half as well, or a little further apart but giving what the query asks two values (see `rivalAnswers`), or
 * when the enzymes read the newer as telling of the older's subject again, with other values or agreeing and
 * adding to it (and it answers at least a fifth as well). The garden could not tell that it replaces the older
 * one (that would have composted it), but a user's latest word on a thing is the likelier answer. Nothing is hidden or removed; only the order changes.
 * (Sibling pages, "Import from Notion" and "Import from Evernote", tell of two things, however alike, and
 * so do notes whose opening labels name two things, "Spotify:" and "Pocket Casts:". A note
 * without a title beside a titled one, a journal day beside a page, may or may not: closeness in meaning is
 * not enough there, only the values the query asks or the enzymes read. A note that lost a conflict never moves
 * up: the user, or a synthesis note, kept the other side.)
 */
const oneContext = (a: readonly string[] = [], b: readonly string[] = []): 'one' | 'unknown' | 'apart' =>
  placement(a, b) === 'apart' ? 'apart' : a.length > 0 === b.length > 0 ? 'one' : 'unknown';

/**
 * Whether a node is a unit of a chat transcript. Two units of one conversation share its speakers and its
 * voice: this model rates them 0.6–0.75 whatever each speaks of, so closeness in meaning says nothing there.
 */
const fromTranscript = (state: GardenState, node: GardenNode): boolean =>
  node.sourceIds.some((id) => state.sources.get(id)?.kind === 'conversation');

function retold(
  state: GardenState,
  newer: RecallResult,
  older: RecallResult,
  asked: ReadonlyMap<string, number>,
  together: 'one' | 'unknown' | 'apart',
): boolean {
  if (together === 'apart') return false;
  const vector = state.vectors.vector(newer.node.id);
  const similarity = vector ? (state.vectors.similarity(older.node.id, vector) ?? 0) : 0;
  // Readings only for a pair the cheap tests leave open: a search after opening reads few texts.
  let pair: [Reading, Reading] | undefined;
  const read = (): [Reading, Reading] => (pair ??= [readingOf(newer.node), readingOf(older.node)]);
  // (In a chat, a word of change and a new name are in every other message: a stated change says nothing there.)
  const chat = fromTranscript(state, newer.node) || fromTranscript(state, older.node);
  const tells =
    (together === 'one' &&
      !chat &&
      similarity >= ONE_SUBJECT &&
      newer.relevance >= older.relevance * CLOSE_RELEVANCE) ||
    (similarity >= RIVAL_SUBJECT &&
      newer.relevance >= older.relevance * CLOSE_RELEVANCE &&
      rivalAnswers(...read(), asked)) ||
    (newer.relevance >= older.relevance * RETOLD_RELEVANCE && retells(...read(), similarity, !chat));
  if (!tells) return false;
  const [n, o] = read();
  return !qualifiedApart(n, o, asked) && !labelsApart(n.claim, o.claim) && !labelAsked(n, o, asked);
}

/**
 * Whether the query asks for what the older note's label names, and the newer, under a label of its own with
 * no word of the older's, never names it ("How often does Thunderbird check for mail?": "Outlook: check for
 * new mail every 30 minutes" tells of something else).
 */
function labelAsked(newer: Reading, older: Reading, asked: ReadonlyMap<string, number>): boolean {
  const [n, o] = [newer.claim.lead, older.claim.lead];
  if (!n || !o || n.speaks || o.speaks) return false;
  const words = (terms: string[]): string[] => terms.map((t) => t.toLowerCase());
  if (words(o.terms).some((w) => words(n.terms).includes(w))) return false;
  return words(o.terms).some((w) => asked.has(w) && !newer.claim.content.has(w));
}

/**
 * Whether the newer answer is of another thing than the one asked for: an attribute of the older names a word
 * of the query, and an attribute of the newer shares its head but not that word, and has a word of its own
 * ("How much is oat milk?": [almond milk] £1.85 is no later telling of [oat milk] £1.60).
 */
function qualifiedApart(newer: Reading, older: Reading, asked: ReadonlyMap<string, number>): boolean {
  return older.claim.slots.some((o) =>
    newer.claim.slots.some(
      (n) =>
        n.attribute.some((t) => o.attribute.includes(t)) &&
        o.attribute.some((t) => asked.has(t) && !n.attribute.includes(t)) &&
        ownWord(n.attribute, o.attribute, asked),
    ),
  );
}

/**
 * Whether two answers give what the query asks two values: each binds a value to an attribute that names a
 * term of the query ("How much can we spend on groceries?": [groceries] £450, [grocery budget] £540), the
 * values of one kind and not the same. The query names the slot the enzymes could not bind across the two
 * texts. Attributes qualified by two different words ([library hours], [pool hours]) are two things.
 */
function rivalAnswers(newer: Reading, older: Reading, asked: ReadonlyMap<string, number>): boolean {
  const answering = (r: Reading): Slot[] =>
    r.claim.slots.filter((s) => !s.denied && s.attribute.some((t) => asked.has(t)));
  const olderSlots = answering(older);
  return answering(newer).some((n) =>
    olderSlots.some(
      (o) => o.value.kind === n.value.kind && o.value.key !== n.value.key && oneThing(n.attribute, o.attribute, asked),
    ),
  );
}

/** Two attributes name one thing unless each has a word of its own (see `ownWord`). */
const oneThing = (a: readonly string[], b: readonly string[], asked: ReadonlyMap<string, number>): boolean =>
  !(ownWord(a, b, asked) && ownWord(b, a, asked));

/** Whether attribute `x` has a word the query does not ask and `y` lacks: it says which thing. */
const ownWord = (x: readonly string[], y: readonly string[], asked: ReadonlyMap<string, number>): boolean =>
  x.some((t) => !asked.has(t) && !y.includes(t));

function newestFirst(state: GardenState, results: RecallResult[], asked: ReadonlyMap<string, number>): RecallResult[] {
  const out = [...results];
  const window = Math.min(out.length, RETOLD_WINDOW);
  for (let i = 0; i < window; i++) {
    const older = out[i] as RecallResult;
    if (older.node.state === 'composted') continue;
    const newer = out.findIndex(
      (r, j) =>
        j > i &&
        j < window &&
        r.settled === undefined &&
        r.node.state === older.node.state &&
        r.node.assertedAt > older.node.assertedAt &&
        TRUST_RANK[r.node.trust] >= TRUST_RANK[older.node.trust] &&
        retold(state, r, older, asked, oneContext(state.contextOf(r.node), state.contextOf(older.node))),
    );
    if (newer < 0) continue;
    const [moved] = out.splice(newer, 1);
    if (moved) out.splice(i, 0, moved);
    // (A still later telling of the one moved up goes above it in turn: a change, then the note taking it back.
    // Each move puts a later note at this place, so this ends.)
    i--;
  }
  return out;
}

/** How many living answers a reader takes in first: a composted answer better than one of them is shown. */
const FIRST_ANSWERS = 3;

/**
 * Ordinary recall, and a second tier from the compost: the composted nodes that answer the query better than
 * one of the first living answers (higher relevance than the third best, or than none when fewer answer at
 * all), each with the reason it was composted. Forgetting sinks knowledge; it must never hide what a user asks
 * for, and a pantry would have shown these among the first answers. (Only better than the best living answer
 * missed a third of what a pantry finds in old chats.)
 */
export function tieredRecall(
  state: GardenState,
  query: { text: string; vector: Float32Array },
  options: { limit?: number; compostLimit?: number; now: number; floor?: number },
): { living: RecallResult[]; compost: RecallResult[] } {
  const limit = options.limit ?? 10;
  const { now, floor } = options;
  const living = recall(state, query, { limit, now, ...(floor === undefined ? {} : { floor }) });
  // Relevance is compared within one search: both tiers' keyword scores are scaled to the same best match.
  const together = recall(state, query, {
    scope: 'searchable',
    limit: CANDIDATES,
    now,
    ...(floor === undefined ? {} : { floor }),
  });
  const livingRelevance = together
    .filter((r) => r.node.state !== 'composted')
    .map((r) => r.relevance)
    .sort((a, b) => b - a);
  const weakestFirst = livingRelevance[FIRST_ANSWERS - 1] ?? 0;
  const compost = together
    .filter((r) => r.node.state === 'composted' && r.relevance > weakestFirst)
    .sort((a, b) => b.relevance - a.relevance)
    .slice(0, options.compostLimit ?? 3);
  return { living, compost };
}
