// The garden as a markdown vault: one file per source with its living nodes, each followed by its metadata
// as an inline HTML comment (the WRITE-path seed's `<!-- ref:3 | last:2026-06-28 | decay:active | source:auto -->`),
// the compost as dated archive files that keep every reason, and the rhizome's relations as links between
// those files. Plain files a person can read and keep.
import type { GardenState } from '../core/kernel/state';
import type { CompostEntry, Edge, GardenNode, Source } from '../core/types';
import { salienceAt } from '../core/decay/salience';

const day = (t: number): string => new Date(t).toISOString().slice(0, 10);
/** An instant to the millisecond: a round trip keeps last-touch times as they were, not just their day. */
const instant = (t: number): string => new Date(t).toISOString();
const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/\.(md|markdown|txt|html?)$/i, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'untitled';
const quote = (s: string): string => JSON.stringify(s);

/** The inline metadata of one node, in the seed's style. */
export function nodeMeta(node: GardenNode, state: GardenState, now: number): string {
  const salience = node.state === 'composted' ? 0 : salienceAt(node, now, state.settings, state.sessions);
  // Only what differs from the usual is written: a graduated foreign claim's class, a quarantine's end.
  const retention = node.retention === node.trust ? '' : ` | retention:${node.retention}`;
  const until = node.quarantineUntil === undefined ? '' : ` | until:${day(node.quarantineUntil)}`;
  // The entry's type, as the seed types every entry ("type:pitfall"); a type set by hand is kept as such.
  const type = node.labels?.type ? ` | type:${node.labels.type}${node.labels.typeBy === 'user' ? '!' : ''}` : '';
  return `<!-- ref:${String(node.refs)} | last:${instant(node.touchedAt)} | decay:${node.state} | source:${node.trust} | node:${node.id} | weight:${String(node.weight)} | salience:${salience.toFixed(3)}${retention}${until}${type} -->`;
}

function sourceFile(source: Source, nodes: GardenNode[], state: GardenState, now: number): string {
  const front = [
    '---',
    `title: ${quote(source.title)}`,
    `source: ${source.id}`,
    `trust: ${source.trust}`,
    `origin: ${quote(source.origin)}`,
    `kind: ${source.kind}`,
    `generated: ${instant(source.generatedAt)}`,
    `received: ${instant(source.receivedAt)}`,
    `exported: ${instant(now)}`,
    '---',
  ].join('\n');
  // A source whose every node is in the compost keeps its file: the archive's entries name it.
  const body = nodes.map((n) => `${n.text}\n${nodeMeta(n, state, now)}`).join('\n\n');
  return `${front}\n\n${body}${body ? '\n' : ''}`;
}

function archiveFile(date: string, entries: { entry: CompostEntry; node: GardenNode }[]): string {
  const items = entries.map(
    ({ entry, node }) =>
      `- ${node.text.replace(/\n/g, '\n  ')}\n  <!-- composted:${instant(entry.at)} | reason:${entry.reason} | cause:${quote(entry.cause.note)} | node:${node.id} | source:${node.trust} | sources:${entry.sourceIds.join(',')} | last:${instant(node.touchedAt)} -->`,
  );
  return `# Compost, ${date}\n\n${items.join('\n')}\n`;
}

const EDGE_WORDS: Record<Edge['kind'], string> = {
  related: 'is related to',
  confirms: 'confirms',
  corroborates: 'corroborates',
  supersedes: 'supersedes',
  lesion: 'challenges',
};

interface End {
  path: string;
  title: string;
  text: string;
}

/** The opening words of a node, on one line: enough to tell which paragraph of its file a relation means. */
const excerpt = (text: string): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 70 ? `${line.slice(0, 69).trimEnd()}…` : line;
};

/** One relation: a sentence quoting its two ends, each linked to its note's file, then the edge's metadata. */
function relationLine(edge: Edge, ends: ReadonlyMap<string, End>): string {
  const link = (id: string) => {
    const end = ends.get(id);
    return end ? `“${excerpt(end.text)}” ([${end.title.replace(/[[\]]/g, '')}](../${end.path}))` : id;
  };
  const lesion = edge.kind === 'lesion' ? `${edge.open ? 'open' : 'settled'} lesion: ` : '';
  const fields = [
    `edge:${edge.id}`,
    `kind:${edge.kind}`,
    `from:${edge.from}`,
    `to:${edge.to}`,
    `weight:${String(edge.weight)}`,
    `created:${instant(edge.createdAt)}`,
    `touched:${instant(edge.touchedAt)}`,
    ...(edge.open !== undefined ? [`open:${String(edge.open)}`] : []),
    ...(edge.resolvedAt !== undefined ? [`resolved:${instant(edge.resolvedAt)}`] : []),
    ...(edge.atrophiedAt !== undefined ? [`atrophied:${instant(edge.atrophiedAt)}`] : []),
    ...(edge.resolution !== undefined ? [`resolution:${quote(edge.resolution)}`] : []),
  ];
  return `- ${lesion}${link(edge.from)} ${EDGE_WORDS[edge.kind]} ${link(edge.to)}\n  <!-- ${fields.join(' | ')} -->`;
}

function relationsFile(edges: Edge[], ends: ReadonlyMap<string, End>): string {
  const lines = edges.map((e) => relationLine(e, ends));
  return `# Relations\n\nHow the notes of this garden bear on each other; each end links to its note's file.\n\n${lines.join('\n')}\n`;
}

/** Where the vault keeps the rhizome's relations. */
export const RELATIONS_PATH = 'rhizome/relations.md';

/**
 * Every file of the vault, by path. Every source has a file with its living nodes; composted nodes go to the
 * archive; every relation (lesions open and settled included) to the relations file.
 */
export function vaultFiles(state: GardenState, now: number): Map<string, string> {
  const files = new Map<string, string>();
  const bySource = new Map<string, GardenNode[]>([...state.sources.keys()].map((id) => [id, []]));
  const archive = new Map<string, { entry: CompostEntry; node: GardenNode }[]>();
  /** Each node's file and the title to show for it: where a relation's ends link to. */
  const ends = new Map<string, End>();
  const composted: { node: GardenNode; date: string }[] = [];
  for (const node of state.nodes.values()) {
    if (node.state === 'composted') {
      const entry = state.compostByNode.get(node.id);
      if (!entry) continue;
      const date = day(entry.at);
      archive.set(date, [...(archive.get(date) ?? []), { entry, node }]);
      composted.push({ node, date });
    } else {
      const first = node.sourceIds[0];
      if (first) bySource.set(first, [...(bySource.get(first) ?? []), node]);
    }
  }
  const used = new Set<string>();
  for (const [sourceId, nodes] of bySource) {
    const source = state.sources.get(sourceId);
    if (!source) continue;
    let path = `garden/${slug(source.title)}.md`;
    for (let i = 2; used.has(path); i++) path = `garden/${slug(source.title)}-${String(i)}.md`;
    used.add(path);
    files.set(path, sourceFile(source, nodes, state, now));
    for (const n of nodes) ends.set(n.id, { path, title: source.title, text: n.text });
  }
  for (const [date, entries] of [...archive].sort(([a], [b]) => a.localeCompare(b)))
    files.set(`archive/${date}.md`, archiveFile(date, entries));
  for (const { node, date } of composted)
    ends.set(node.id, { path: `archive/${date}.md`, title: `Compost, ${date}`, text: node.text });
  const edges = [...state.edges.values()].filter((e) => ends.has(e.from) && ends.has(e.to));
  if (edges.length) files.set(RELATIONS_PATH, relationsFile(edges, ends));
  return files;
}
