// What a backup must be before it replaces a garden, said in a user's words: our format (and not a newer one),
// every row whole, and every reference pointing at something the backup holds.
import type { z } from 'zod';
import { BACKUP_FORMAT, type BackupFile } from './backup-schema';

const FORMAT_PREFIX = 'metabolic-garden-backup/';
const VERSION = Number(BACKUP_FORMAT.slice(FORMAT_PREFIX.length));
/** How many problems a message names before it counts the rest. */
const NAMED = 3;

/** Why a parsed JSON value is not a backup this version can read, before its rows are looked at. */
export function formatProblem(json: unknown): string | undefined {
  const format = typeof json === 'object' && json !== null ? (json as { format?: unknown }).format : undefined;
  if (typeof format !== 'string' || !format.startsWith(FORMAT_PREFIX))
    return 'this is not a Metabolic Garden backup (it has no "format": "metabolic-garden-backup/…" field)';
  const version = Number(format.slice(FORMAT_PREFIX.length));
  if (version > VERSION)
    return `this backup was made by a newer version of Metabolic Garden (format ${String(version)}); this version reads format ${String(VERSION)}: update the app to restore it`;
  if (version !== VERSION) return `this backup's format (${format}) is not one this version reads`;
  return undefined;
}

/** The first rows the schema refused, as "node 3: text is missing". */
export function rowProblems(error: z.ZodError): string {
  const rows = error.issues.slice(0, NAMED).map((issue) => {
    const path = issue.path.map(String);
    const [top, table, row, ...field] = path;
    const missing = /received undefined/.test(issue.message);
    const what = missing ? 'is missing' : issue.message.replace(/^invalid input: /i, '').toLowerCase();
    if (top !== 'tables') return `${path.join('.') || 'the file'} ${what}`;
    const where =
      table === undefined
        ? 'the tables'
        : row === undefined
          ? `the ${table} table`
          : `${singular(table)} ${String(Number(row) + 1)}`;
    return `${where}${field.length ? `: ${field.join('.')}` : ''} ${what}`;
  });
  const more = error.issues.length > NAMED ? ` (and ${String(error.issues.length - NAMED)} more)` : '';
  return `the backup is damaged: ${rows.join('; ')}${more}`;
}

const singular = (table: string): string =>
  ({ sources: 'source', segments: 'segment', nodes: 'node', edges: 'relation', compost: 'compost entry' })[table] ??
  `${table} row`;

/**
 * References that point at nothing, and vectors of another size than the others (or than the model's): a
 * backup that holds them would open as a broken garden.
 */
export function integrityProblems(tables: BackupFile['tables'], dimensions?: number): string | undefined {
  const problems: string[] = [];
  const nodes = new Set(tables.nodes.map((n) => n.id));
  const sources = new Set(tables.sources.map((s) => s.id));
  const count = (what: string, bad: string[]): void => {
    if (bad.length)
      problems.push(
        `${what}: ${String(bad.length)} (${bad.slice(0, NAMED).join(', ')}${bad.length > NAMED ? ', …' : ''})`,
      );
  };
  count(
    'relations that point at nodes it does not hold',
    tables.edges.filter((e) => !nodes.has(e.from) || !nodes.has(e.to)).map((e) => e.id),
  );
  count(
    'compost entries of nodes it does not hold',
    tables.compost.filter((c) => !nodes.has(c.nodeId)).map((c) => c.id),
  );
  count(
    'nodes from sources it does not hold',
    tables.nodes.filter((n) => n.sourceIds.some((s) => !sources.has(s))).map((n) => n.id),
  );
  count(
    'texts of sources it does not hold',
    (tables.texts ?? []).filter((t) => !sources.has(t.sourceId)).map((t) => t.sourceId),
  );
  const size = dimensions ?? tables.nodes[0]?.vector.length;
  count(
    `nodes whose vector is not ${String(size)} numbers long${dimensions ? " (the model's size)" : ''}`,
    tables.nodes.filter((n) => n.vector.length !== size).map((n) => `${n.id}: ${String(n.vector.length)}`),
  );
  return problems.length ? `the backup does not hold together: ${problems.join('; ')}` : undefined;
}
