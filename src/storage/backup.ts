// A full JSON backup of the garden, the journal included, and its lossless restore.
import type { GutEntry, NodeVector } from '../core/kernel/changes';
import { GardenState } from '../core/kernel/state';
import { toCodes } from '../core/embedding/codes';
import type { CompostEntry, GardenNode, JournalEntry, Segment, Source } from '../core/types';
import { mergeSettings, validateSettings, type Settings } from '../core/settings';
import { BACKUP_FORMAT, backupSchema, type BackupFile } from './backup-schema';
import { formatProblem, integrityProblems, rowProblems } from './backup-check';
import type { MetaRow } from './db';
import type { DexieStore } from './dexie-store';

/** Nodes per piece of the backup file: no one string holds every vector (at 100k nodes, ~200 MB of JSON). */
const NODES_PER_PART = 1000;

/**
 * The whole garden as a JSON file, built piece by piece into a Blob. Its rows are one consistent snapshot
 * (see DexieStore.snapshot).
 */
export async function exportBackup(store: DexieStore, now: number): Promise<Blob> {
  const { opening, segments, texts, journal, gut } = await store.contents();
  // The snapshot and the log after it, as the garden would open them: each item's latest version.
  const living = GardenState.open(opening, 0);
  const { meta } = opening;
  const parts: string[] = [`{"format":${JSON.stringify(BACKUP_FORMAT)},"exportedAt":${String(now)},"tables":{`];
  const table = (name: string, rows: readonly unknown[], last = false): void => {
    parts.push(`${JSON.stringify(name)}:`, JSON.stringify(rows), last ? '' : ',');
  };
  table('sources', [...living.sources.values()]);
  table('segments', segments);
  table('texts', texts);
  // Vectors leave as their int8 codes, each exactly a JSON number, and come back bit for bit. `vectorScale`
  // marks them as codes (a backup from before codes held floats); vectors are unit length, so its value is 1.
  const nodes = [...living.nodes.values()];
  parts.push('"nodes":[');
  for (let i = 0; i < nodes.length; i += NODES_PER_PART) {
    const piece = nodes.slice(i, i + NODES_PER_PART).map((node) => {
      const codes = living.vectors.codesOf(node.id) ?? new Int8Array(0);
      return JSON.stringify({ ...node, vector: Array.from(codes), vectorScale: 1 });
    });
    parts.push(`${i ? ',' : ''}${piece.join(',')}`);
  }
  parts.push('],');
  table('edges', [...living.edges.values()]);
  table('compost', [...living.compost.values()]);
  table('journal', journal);
  table('gut', gut);
  table('meta', meta ? [{ key: 'garden', value: meta }] : [], true);
  parts.push('}}');
  return new Blob(parts, { type: 'application/json' });
}

export type ImportResult = { ok: true; counts: Record<string, number> } | { ok: false; reason: string };

/**
 * Replaces the whole garden with a backup, in one transaction; a file that does not validate, is of a newer
 * format, or does not hold together (references to nothing, vectors of another size than the model's)
 * changes nothing, and the reason names the first problems in a user's words.
 */
export async function importBackup(store: DexieStore, text: string, dimensions?: number): Promise<ImportResult> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'this is not a JSON file' };
  }
  const format = formatProblem(json);
  if (format) return { ok: false, reason: format };
  const parsed = backupSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: rowProblems(parsed.error) };
  const { tables }: BackupFile = parsed.data;
  const broken = integrityProblems(tables, dimensions);
  if (broken) return { ok: false, reason: broken };
  // The settings are checked by the rules the Settings view's changes meet (over the defaults, for a backup
  // made before a setting existed).
  const settings = tables.meta.flatMap((m) => validateSettings(mergeSettings(m.value.settings as Partial<Settings>)));
  if (settings.length) return { ok: false, reason: `the backup's settings are not valid: ${settings.join('; ')}` };
  const nodes: GardenNode[] = [];
  const vectors: NodeVector[] = [];
  for (const { vector, vectorScale, ...node } of tables.nodes) {
    nodes.push(node as unknown as GardenNode);
    // Codes as they were written; a backup from before codes holds the model's floats.
    vectors.push({
      id: node.id,
      codes: typeof vectorScale === 'number' ? Int8Array.from(vector) : toCodes(Float32Array.from(vector)),
    });
  }
  // The schema checks the fields the garden relies on and keeps the rest as they were written: the rows
  // are the garden's own types.
  await store.replace({
    sources: tables.sources as unknown as Source[],
    nodes,
    vectors,
    edges: tables.edges,
    compost: tables.compost as unknown as CompostEntry[],
    segments: tables.segments as unknown as Segment[],
    texts: tables.texts ?? [],
    journal: tables.journal as unknown as JournalEntry[],
    gut: tables.gut as unknown as GutEntry[],
    meta: tables.meta as unknown as MetaRow[],
  });
  return { ok: true, counts: Object.fromEntries(Object.entries(tables).map(([t, rows]) => [t, rows.length])) };
}
