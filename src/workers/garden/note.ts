// A note's own page: its text as written, each segment marked with what the garden made of it and, where
// its node is not active, why; the notes it links to and those linking to it; its relations and journal.
import type { Garden } from '../../core/garden/garden';
import { pageKey } from '../../core/segmentation/links';
import type { GardenNode, Segment, Source } from '../../core/types';
import type { NoteBlock, NoteDetail, SegmentMark } from './garden-api';
import { libraryEntry, noStates } from './library';
import { markdownBlocks, namesOf, placeSegments, segmentBlocks, type Resolve } from './note-blocks';
import { nodeView } from './views';
import { excerpt, settledFor } from '../../core/words';
import { settledAgainst } from '../../core/recall/recall';

/** The journal a note's page shows: its latest entries. */
const JOURNAL_ENTRIES = 400;

const day = (t: number): string => new Date(t).toISOString().slice(0, 10);

/** Every note by each name it goes by (its title, the aliases it declares), the first note holding a name. */
function noteNames(garden: Garden): Resolve {
  const byName = new Map<string, string>();
  for (const source of garden.state.sources.values())
    for (const name of namesOf(source)) if (!byName.has(name)) byName.set(name, source.id);
  return (name) => byName.get(pageKey(name));
}

type NoteLink = { sourceId: string; title: string };

const asLink = (source: Source | undefined): NoteLink | undefined =>
  source ? { sourceId: source.id, title: source.title } : undefined;

/** The note a node came from first, as a link target. */
const noteOf = (garden: Garden, node: GardenNode | undefined): NoteLink | undefined =>
  node?.sourceIds[0] === undefined ? undefined : asLink(garden.state.sources.get(node.sourceIds[0]));

/** Why a node is not (or not simply) active, in words, with the note that caused it where there is one. */
function why(garden: Garden, node: GardenNode): SegmentMark['why'] {
  const { settings, compostByNode, nodes, sources } = garden.state;
  if (node.state === 'composted') {
    const entry = compostByNode.get(node.id);
    if (!entry) return { text: 'composted' };
    const cause = entry.cause.nodeId ? nodes.get(entry.cause.nodeId) : undefined;
    const note =
      noteOf(garden, cause) ?? (entry.cause.sourceId ? asLink(sources.get(entry.cause.sourceId)) : undefined);
    // A cause's note often starts with the reason's own word ("superseded by …"): it is not said twice.
    const said = entry.cause.note.toLowerCase().startsWith(entry.reason) ? '' : `, ${entry.reason}`;
    return {
      text: `composted ${day(entry.at)}${said}: ${entry.cause.note}`,
      ...(cause ? { nodeId: cause.id } : {}),
      ...note,
    };
  }
  if (node.state === 'quarantined')
    return {
      text: `a foreign claim waiting for a second origin${node.quarantineUntil ? ` until ${day(node.quarantineUntil)}` : ''}`,
    };
  if (node.state === 'dormant')
    return {
      text: `dormant: idle since ${day(node.touchedAt)}, its salience fell below ${String(settings.dormantBelow)}`,
    };
  const lesion = garden.state.openLesionsOf(node.id)[0];
  if (lesion) {
    const other = nodes.get(lesion.from === node.id ? lesion.to : lesion.from);
    const note = noteOf(garden, other);
    return {
      text: 'in an open lesion: another note says otherwise',
      ...(other ? { nodeId: other.id } : {}),
      ...(note ? { sourceId: note.sourceId, title: note.title } : {}),
    };
  }
  const settled = settledAgainst(garden.state, node);
  if (settled)
    return {
      text: `set aside ${day(settled.at)}: ${settledFor(settled.keptText)}`,
      nodeId: settled.keptId,
      ...noteOf(garden, nodes.get(settled.keptId)),
    };
  return undefined;
}

function marker(garden: Garden, source: Source, now: number, mine: readonly GardenNode[]): (s: Segment) => SegmentMark {
  const nodes = garden.state.nodes;
  // (A segment whose node was cut in two shows the part that lives, and says where the other part went.)
  const restOf = new Map(mine.filter((n) => n.splitFrom !== undefined).map((n) => [n.splitFrom, n]));
  return (segment) => {
    let node = segment.nodeId ? nodes.get(segment.nodeId) : undefined;
    for (let rest = node && restOf.get(node.id); rest; rest = restOf.get(rest.id)) node = rest;
    if (!node) return { segmentId: segment.id, ...(segment.relation ? { relation: segment.relation } : {}) };
    const from = node.sourceIds[0] === source.id ? undefined : noteOf(garden, node);
    const part = node.splitFrom === undefined ? undefined : nodes.get(node.splitFrom);
    const partWhy =
      part && (part.state === 'composted' || settledAgainst(garden.state, part)) ? why(garden, part) : undefined;
    const reason = partWhy
      ? { ...partWhy, text: `part of it, “${excerpt(part?.text ?? '', 80)}”, ${partWhy.text}` }
      : why(garden, node);
    return {
      segmentId: segment.id,
      ...(segment.relation ? { relation: segment.relation } : {}),
      node: nodeView(garden, node, now),
      ...(from ? { from } : {}),
      ...(reason ? { why: reason } : {}),
    };
  };
}

/** Its nodes' relations with other notes' nodes, counted by note and kind. */
function relationsOf(garden: Garden, mine: readonly GardenNode[], sourceId: string): NoteDetail['relations'] {
  const counts = new Map<string, NoteDetail['relations'][number]>();
  for (const node of mine)
    for (const edge of garden.state.edgesOf(node.id)) {
      if (edge.atrophiedAt !== undefined) continue;
      const other = garden.state.nodes.get(edge.from === node.id ? edge.to : edge.from);
      const note = noteOf(garden, other);
      if (!note || note.sourceId === sourceId) continue;
      // Related and lesion read the same both ways: one line a note, whichever side drew the edge.
      const symmetric = edge.kind === 'related' || edge.kind === 'lesion';
      const direction = symmetric || edge.from === node.id ? 'out' : 'in';
      const k = `${note.sourceId}\u0000${edge.kind}\u0000${direction}`;
      const known = counts.get(k);
      if (known) known.count++;
      else counts.set(k, { ...note, kind: edge.kind, direction, count: 1 });
    }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.title.localeCompare(b.title));
}

export async function noteView(garden: Garden, sourceId: string, now: number): Promise<NoteDetail | undefined> {
  const source = garden.state.sources.get(sourceId);
  if (!source) return undefined;
  const mine = [...garden.state.nodes.values()].filter((n) => n.sourceIds.includes(sourceId));
  const [segments, texts, journal] = await Promise.all([
    garden.segmentsOf(sourceId),
    garden.texts(sourceId),
    garden.journal({ sourceId, nodeIds: mine.map((n) => n.id), limit: JOURNAL_ENTRIES }),
  ]);
  const resolve = noteNames(garden);
  const mark = marker(garden, source, now, mine);
  const text = texts.at(-1)?.text;
  let blocks: NoteBlock[];
  if (text !== undefined && source.kind === 'markdown') {
    const read = markdownBlocks(text, resolve);
    blocks = [...read.blocks, ...segmentBlocks(placeSegments(read.slots, segments, mark), mark)];
  } else blocks = segmentBlocks(segments, mark);

  const states = noStates();
  for (const node of mine) states[node.state]++;
  const names = new Set(namesOf(source));
  const backlinks = [...garden.state.sources.values()]
    .filter((s) => s.id !== sourceId && s.links?.some((l) => names.has(pageKey(l))))
    .map((s) => ({ sourceId: s.id, title: s.title }))
    .sort((a, b) => a.title.localeCompare(b.title));
  return {
    source: libraryEntry(source, states, mine.sort((a, b) => a.createdAt - b.createdAt)[0]?.id),
    ...(text === undefined ? {} : { text }),
    versions: texts.length,
    blocks,
    fromSegments: text === undefined || source.kind !== 'markdown',
    links: (source.links ?? []).map((name) => {
      const id = resolve(name);
      return { name, ...(id ? { sourceId: id } : {}) };
    }),
    backlinks,
    relations: relationsOf(garden, mine, sourceId),
    journal,
  };
}
