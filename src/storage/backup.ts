// A full JSON backup of every table, the journal included, and its lossless restore.
import { z } from 'zod';
import type { NodeRow } from './vector-codec';
import { BACKUP_FORMAT, backupSchema, type BackupFile } from './backup-schema';
import type { GardenDb } from './db';

const TABLES = ['sources', 'segments', 'nodes', 'edges', 'compost', 'journal', 'gut', 'meta'] as const;

export async function exportBackup(db: GardenDb, now: number): Promise<string> {
  const tables = await db.transaction(
    'r',
    TABLES.map((t) => db.table(t)),
    async () => {
      const out: Record<string, unknown[]> = {};
      for (const t of TABLES) out[t] = await db.table(t).toArray();
      return out;
    },
  );
  // Vectors leave as plain numbers (int8 codes and their scale, or float32 from older rows: each exactly a JSON
  // number) and come back bit for bit.
  tables.nodes = (tables.nodes as NodeRow[]).map((n) => ({ ...n, vector: Array.from(n.vector) }));
  return JSON.stringify({ format: BACKUP_FORMAT, exportedAt: now, tables });
}

export type ImportResult = { ok: true; counts: Record<string, number> } | { ok: false; reason: string };

/** Replaces the whole garden with a backup, in one transaction; a file that does not validate changes nothing. */
export async function importBackup(db: GardenDb, text: string): Promise<ImportResult> {
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
  const backup: BackupFile = parsed.data;
  const nodes = backup.tables.nodes.map((n) => ({
    ...n,
    vector: typeof n.vectorScale === 'number' ? Int8Array.from(n.vector) : Float32Array.from(n.vector),
  }));
  await db.transaction(
    'rw',
    TABLES.map((t) => db.table(t)),
    async () => {
      for (const t of TABLES) await db.table(t).clear();
      for (const t of TABLES) await db.table(t).bulkAdd(t === 'nodes' ? nodes : backup.tables[t]);
    },
  );
  return { ok: true, counts: Object.fromEntries(TABLES.map((t) => [t, backup.tables[t].length])) };
}
