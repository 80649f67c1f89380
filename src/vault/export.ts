// The garden as a markdown vault: one file per source with its living nodes, each followed by its metadata
// as an inline HTML comment (the WRITE-path seed's `<!-- ref:3 | last:2026-06-28 | decay:active | source:auto -->`),
// and the compost as dated archive files that keep every reason. Plain files a person can read and keep.
import type { GardenState } from '../core/garden/state';
import type { CompostEntry, GardenNode, Source } from '../core/model';
import { salienceAt } from '../core/decay/salience';

const day = (t: number): string => new Date(t).toISOString().slice(0, 10);
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
  return `<!-- ref:${String(node.refs)} | last:${day(node.touchedAt)} | decay:${node.state} | source:${node.trust} | node:${node.id} | weight:${String(node.weight)} | salience:${salience.toFixed(3)}${retention}${until}${type} -->`;
}

function sourceFile(source: Source, nodes: GardenNode[], state: GardenState, now: number): string {
  const front = [
    '---',
    `title: ${quote(source.title)}`,
    `source: ${source.id}`,
    `trust: ${source.trust}`,
    `origin: ${quote(source.origin)}`,
    `generated: ${day(source.generatedAt)}`,
    `exported: ${new Date(now).toISOString()}`,
    '---',
  ].join('\n');
  const body = nodes.map((n) => `${n.text}\n${nodeMeta(n, state, now)}`).join('\n\n');
  return `${front}\n\n${body}\n`;
}

function archiveFile(date: string, entries: { entry: CompostEntry; node: GardenNode }[]): string {
  const items = entries.map(
    ({ entry, node }) =>
      `- ${node.text.replace(/\n/g, '\n  ')}\n  <!-- composted:${day(entry.at)} | reason:${entry.reason} | cause:${quote(entry.cause.note)} | node:${node.id} | source:${node.trust} | sources:${entry.sourceIds.join(',')} -->`,
  );
  return `# Compost, ${date}\n\n${items.join('\n')}\n`;
}

/** Every file of the vault, by path. Living nodes go with their first source; composted ones to the archive. */
export function vaultFiles(state: GardenState, now: number): Map<string, string> {
  const files = new Map<string, string>();
  const bySource = new Map<string, GardenNode[]>();
  const archive = new Map<string, { entry: CompostEntry; node: GardenNode }[]>();
  for (const node of state.nodes.values()) {
    if (node.state === 'composted') {
      const entry = state.compostByNode.get(node.id);
      if (!entry) continue;
      const date = day(entry.at);
      archive.set(date, [...(archive.get(date) ?? []), { entry, node }]);
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
  }
  for (const [date, entries] of [...archive].sort(([a], [b]) => a.localeCompare(b)))
    files.set(`archive/${date}.md`, archiveFile(date, entries));
  return files;
}
