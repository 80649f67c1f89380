// A full JSON backup of the garden, the journal included, and its lossless restore.
import { z } from 'zod';
import type { GutEntry } from '../core/garden/changes';
import type { CompostEntry, JournalEntry, Segment, Source } from '../core/model';
import { BACKUP_FORMAT, backupSchema, type BackupFile } from './backup-schema';
import type { MetaRow } from './db';
import type { DexieStore } from './dexie-store';
import { codesOfNode, withoutVector } from '../core/embedding/int8';
import type { NodeRow } from './vector-codec';

export async function exportBackup(store: DexieStore, now: number): Promise<string> {
  const db = store.db;
  const [[living, meta], segments, journal, gut] = await db.transaction(
    'r',
    [db.packs, db.log, db.meta, db.segments, db.journal, db.gut],
    () => Promise.all([store.read(), db.segments.toArray(), db.journal.toArray(), db.gut.toArray()]),
  );
  const tables = {
    sources: living.sources,
    segments,
    // Vectors leave as plain numbers (int8 codes and their scale, each exactly a JSON number) and come back bit
    // for bit. One pass, and a vector still only codes is not unpacked on the way (at 100k, 205 MB of floats).
    nodes: living.nodes.map((node) => {
      const { codes, scale } = codesOfNode(node);
      return { ...withoutVector(node), vector: Array.from(codes), vectorScale: scale };
    }),
    edges: living.edges,
    compost: living.compost,
    journal,
    gut,
    meta: meta ? [{ key: 'garden', value: meta }] : [],
  };
  return JSON.stringify({ format: BACKUP_FORMAT, exportedAt: now, tables });
}

export type ImportResult = { ok: true; counts: Record<string, number> } | { ok: false; reason: string };

/** Replaces the whole garden with a backup, in one transaction; a file that does not validate changes nothing. */
export async function importBackup(store: DexieStore, text: string): Promise<ImportResult> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not a JSON file' };
  }
  const parsed = backupSchema.safeParse(json);
  if (!parsed.success)
    return {
      ok: false,
      reason: `not a Metabolic Garden backup: ${z.prettifyError(parsed.error).split('\n').slice(0, 4).join('; ')}`,
    };
  const { tables }: BackupFile = parsed.data;
  const nodes = tables.nodes.map((n) => ({
    ...n,
    vector: typeof n.vectorScale === 'number' ? Int8Array.from(n.vector) : Float32Array.from(n.vector),
  }));
  // The schema checks the fields the garden relies on and keeps the rest as they were written: the rows
  // are the garden's own types.
  await store.replace({
    sources: tables.sources as unknown as Source[],
    nodes: nodes as unknown as NodeRow[],
    edges: tables.edges,
    compost: tables.compost as unknown as CompostEntry[],
    segments: tables.segments as unknown as Segment[],
    journal: tables.journal as unknown as JournalEntry[],
    gut: tables.gut as unknown as GutEntry[],
    meta: tables.meta as unknown as MetaRow[],
  });
  return { ok: true, counts: Object.fromEntries(Object.entries(tables).map(([t, rows]) => [t, rows.length])) };
}
