// Editing a note: the edit is a new version of the same source, digested as an update from the same origin.
// A line the edit left as it was is untouched; a line changed or removed is superseded by the new version (its
// node composted, the edit its cause, the new line its winner where one replaces it); a line added is digested
// like any new segment. Undo is an edit back to the previous text: the lines it brings back are the very nodes
// the edit composted, reabsorbed, not copies of them.
import { excrete, reabsorb } from '../compost/compost';
import { link } from '../absorption/nodes';
import type { Draft } from '../kernel/draft';
import type { SegmentDraft } from '../segmentation/segment';
import { squash } from '../segmentation/piece';
import { BASE_SALIENCE } from '../trust';
import type { Embedder } from '../embedding/embedder';
import type { GardenState } from '../kernel/state';
import { pageLinks } from '../segmentation/links';
import { declaredAliases } from '../text/aliases';
import type { Segment, Source, SourceKind, SourceText } from '../types';
import { checkText, normaliseText, sha256Hex } from '../valve/decode';
import { plural } from '../words';
import { digest } from './digest';

/** How the new text's pieces stand to the note's segments. */
export interface RevisionPlan {
  /** By the new piece's place: the current segment it repeats, kept as it is. */
  kept: Map<number, Segment>;
  /** By the new piece's place: a segment of an earlier version it brings back. */
  returning: Map<number, Segment>;
  /** The places of the new pieces to digest. */
  fresh: number[];
  /** Current segments the new text no longer holds. */
  dropped: Segment[];
}

const key = (text: string): string => squash(text).toLowerCase();

/** Takes one segment of `text` from a pool of segments by their text, if any is left. */
function take(pool: Map<string, Segment[]>, text: string): Segment | undefined {
  const list = pool.get(key(text));
  return list?.shift();
}

function poolOf(segments: readonly Segment[]): Map<string, Segment[]> {
  const pool = new Map<string, Segment[]>();
  for (const s of segments) {
    const k = key(s.text);
    const list = pool.get(k);
    if (list) list.push(s);
    else pool.set(k, [s]);
  }
  return pool;
}

/**
 * Matches the new text's pieces to the note's segments by their text (spacing and case aside): a repeat of a
 * current segment keeps it, a repeat of an earlier version's brings that one back, anything else is fresh.
 */
export function planRevision(
  current: readonly Segment[],
  earlier: readonly Segment[],
  pieces: readonly SegmentDraft[],
): RevisionPlan {
  const now = poolOf(current);
  const before = poolOf(earlier);
  const plan: RevisionPlan = { kept: new Map(), returning: new Map(), fresh: [], dropped: [] };
  pieces.forEach((piece, i) => {
    const same = take(now, piece.text);
    if (same) {
      plan.kept.set(i, same);
      return;
    }
    const back = take(before, piece.text);
    if (back) plan.returning.set(i, back);
    else plan.fresh.push(i);
  });
  plan.dropped = [...now.values()].flat();
  return plan;
}

/** A replaced line's winner must be at least this close to it in meaning; otherwise it was removed outright. */
const REPLACES = 0.5;

/**
 * What an edit does to the nodes of the lines it touched: those brought back are reabsorbed; those dropped are
 * superseded by the new version, unless another note (or a line the edit kept) still asserts them, in which
 * case only this note stops asserting them.
 */
export function settleRevision(
  draft: Draft,
  source: Source,
  plan: RevisionPlan,
  freshNodes: readonly string[],
  version: number,
): void {
  const still = new Set([...plan.kept.values(), ...plan.returning.values()].flatMap((s) => s.nodeId ?? []));
  for (const segment of plan.returning.values()) {
    const node = segment.nodeId ? draft.node(segment.nodeId) : undefined;
    if (node?.state === 'composted')
      reabsorb(draft, node, `brought back by undoing an edit of "${source.title}"`, BASE_SALIENCE[node.trust]);
  }
  for (const segment of plan.dropped) {
    const node = segment.nodeId ? draft.node(segment.nodeId) : undefined;
    if (!node || still.has(node.id) || node.state === 'composted') continue;
    if (node.sourceIds.some((id) => id !== source.id)) {
      draft.updateNode(node.id, { sourceIds: node.sourceIds.filter((id) => id !== source.id) });
      continue;
    }
    const vector = draft.vectorOf(node.id);
    const winner = vector
      ? freshNodes
          .map((id) => ({ id, similarity: draft.similarity(id, vector) }))
          .filter((c) => c.id !== node.id && c.similarity >= REPLACES)
          .sort((a, b) => b.similarity - a.similarity)[0]
      : undefined;
    if (winner) link(draft, 'supersedes', winner.id, node.id, 1);
    draft.journal({
      event: 'supersede',
      nodeId: winner?.id ?? node.id,
      ...(winner ? { otherId: node.id } : {}),
      sourceId: source.id,
      reason: winner
        ? `replaced in version ${String(version)} of "${source.title}"`
        : `removed from "${source.title}" in version ${String(version)}`,
    });
    excrete(draft, node, 'superseded', {
      ...(winner ? { nodeId: winner.id } : {}),
      sourceId: source.id,
      note: winner
        ? `superseded by version ${String(version)} of "${source.title}", which changed this line`
        : `superseded by version ${String(version)} of "${source.title}", which removed this line`,
    });
  }
}

/** What an edit needs of the garden. */
export interface ReviseHost {
  readonly state: GardenState;
  readonly embedder: Embedder;
  texts(sourceId: string): Promise<SourceText[]>;
  segments(ids: string[]): Promise<Segment[]>;
  draft(): Draft;
  commit(draft: Draft): Promise<void>;
  segment(text: string, kind: SourceKind): SegmentDraft[];
}

export interface Revision {
  version: number;
  kept: number;
  added: number;
  /** Lines changed or removed: their nodes superseded by this version. */
  removed: number;
  /** Lines an earlier version had, brought back. */
  restored: number;
}

/** A new version of a note, as its text now reads (see the top of this file). */
export async function revise(host: ReviseHost, sourceId: string, input: string): Promise<Revision> {
  const source = host.state.sources.get(sourceId);
  if (!source) throw new Error(`no note ${sourceId}`);
  const checked = checkText(input);
  if (!checked.ok) throw new Error(checked.reason);
  const text = normaliseText(checked.text);
  if (!text) throw new Error('empty: a note needs some text (delete it instead)');
  const history = await host.texts(sourceId);
  if (history.at(-1)?.text === text) throw new Error('nothing changed');
  const version = (history.at(-1)?.version ?? 1) + 1;
  const pieces = host.segment(text, source.kind);
  if (pieces.length === 0) throw new Error('no readable text after removing markup');
  const [current, earlier] = await Promise.all([host.segments(source.segmentIds), host.segments(source.earlier ?? [])]);
  const plan = planRevision(current, earlier, pieces);
  const vectors = await host.embedder.embed(plan.fresh.map((i) => pieces[i]?.text ?? ''));

  const draft = host.draft();
  const now = draft.now;
  const aliases = declaredAliases(text, source.title);
  const links = source.kind === 'markdown' ? pageLinks(text) : [];
  // The new lines are digested as this note's, written now: an update from the same origin.
  const digested: Source = { ...source, generatedAt: now, segmentIds: [] };
  const units = plan.fresh.map((i, n) => {
    const vector = vectors[n];
    const piece = pieces[i];
    if (!vector || !piece) throw new Error(`no embedding for line ${String(i)}`);
    return { draft: piece, vector };
  });
  const outcomes = digest(draft, digested, text, units, host.state.aliases());
  const freshIds = new Map(plan.fresh.map((i, n) => [i, digested.segmentIds[n] ?? '']));
  settleRevision(draft, source, plan, [...new Set(outcomes.map((o) => o.nodeId))], version);

  const segmentIds = pieces.map((_, i) => plan.kept.get(i)?.id ?? plan.returning.get(i)?.id ?? freshIds.get(i) ?? '');
  const back = new Set([...plan.returning.values()].map((s) => s.id));
  const { aliases: _formerAliases, links: _formerLinks, ...rest } = source;
  draft.putSource({
    ...rest,
    hash: await sha256Hex(`${source.kind}\n${text}`),
    bytes: new TextEncoder().encode(text).length,
    generatedAt: now,
    segmentIds,
    earlier: [...(source.earlier ?? []).filter((id) => !back.has(id)), ...plan.dropped.map((s) => s.id)],
    ...(Object.keys(aliases).length ? { aliases } : {}),
    ...(links.length ? { links } : {}),
  });
  draft.putText({ sourceId, version, text, at: now });
  const revision: Revision = {
    version,
    kept: plan.kept.size,
    added: plan.fresh.length,
    removed: plan.dropped.length,
    restored: plan.returning.size,
  };
  draft.journal({
    event: 'edit',
    sourceId,
    reason: `version ${String(version)} of "${source.title}": ${plural(revision.kept, 'line')} kept, ${String(revision.added)} new, ${String(revision.removed)} changed or removed, ${String(revision.restored)} brought back`,
  });
  await host.commit(draft);
  return revision;
}

/** Undoing the last edit: a new version holding the text the note had before it. */
export async function undoRevision(host: ReviseHost, sourceId: string): Promise<Revision> {
  const history = await host.texts(sourceId);
  const previous = history.at(-2);
  if (!previous) throw new Error('this note has no earlier version to go back to');
  return revise(host, sourceId, previous.text);
}
