// Reading a markdown vault back: our own export (garden/*.md with front matter and inline node metadata,
// archive/YYYY-MM-DD.md with the compost, rhizome/relations.md with the relations) becomes a Restoration that
// keeps refs, last touch, state, salience and every relation, lesions open or settled; any other note in the folder is left for the feed (`isVaultPath` in paths.ts tells them apart),
// to pass the valve like any new material.
// Every file is validated first: one malformed file and nothing is restored, with a message that names it.
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { append } from '../core/append';
import type { Restoration, RestoredCompost, RestoredEdge, RestoredSource } from '../core/garden/restore';
import { COMPOST_REASONS, EDGE_KINDS, ENTRY_TYPES, SOURCE_KINDS, TRUSTS, type EntryType } from '../core/types';
import { isArchivePath, isGardenPath, isRelationsPath } from './paths';

export interface VaultFile {
  path: string;
  text: string;
}

export type VaultRead = { ok: true; restoration: Restoration } | { ok: false; problems: string[] };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z)?$/;
const toTime = (d: string | Date): number =>
  d instanceof Date ? d.getTime() : Date.parse(DAY.test(d) ? `${d}T00:00:00Z` : d);
const date = z
  .union([z.string().regex(MOMENT, 'must be a date (YYYY-MM-DD)'), z.date()], { error: 'must be a date (YYYY-MM-DD)' })
  .transform(toTime)
  .refine(Number.isFinite, 'must be a real date');
const trust = z.enum(TRUSTS, { error: `must be one of ${TRUSTS.join(', ')}` });
const nodeId = z.coerce.string().regex(/^n_[\w-]+$/, 'must be a node id like n_…');
const sourceId = z.coerce.string().regex(/^s_[\w-]+$/, 'must be a source id like s_…');
const number = (what: string) =>
  z.coerce.number({ error: `must be ${what}` }).refine(Number.isFinite, `must be ${what}`);

const frontMatterSchema = z.object({
  title: z.coerce.string().min(1, 'must not be empty'),
  source: sourceId,
  trust,
  origin: z.coerce.string(),
  kind: z.enum(SOURCE_KINDS, { error: `must be one of ${SOURCE_KINDS.join(', ')}` }).optional(),
  generated: date,
  received: date.optional(),
  exported: date.optional(),
});

const nodeMetaSchema = z.object({
  ref: number('a whole number of 0 or more').pipe(z.number().int().min(0, 'must be 0 or more')),
  last: date,
  decay: z.enum(['active', 'dormant', 'quarantined'], { error: 'must be active, dormant or quarantined' }),
  source: trust,
  node: nodeId,
  weight: number('a weight above 0').pipe(z.number().positive('must be above 0')).default(1),
  salience: number('a salience from 0 to 1').pipe(z.number().min(0).max(1, 'must be from 0 to 1')),
  retention: trust.optional(),
  until: date.optional(),
  type: z
    .string()
    .regex(new RegExp(`^(${ENTRY_TYPES.join('|')})!?$`), `must be one of ${ENTRY_TYPES.join(', ')}`)
    .optional(),
});

const compostMetaSchema = z.object({
  composted: date,
  reason: z.enum(COMPOST_REASONS, { error: `must be one of ${COMPOST_REASONS.join(', ')}` }),
  cause: z.string({ error: 'must be a quoted text' }),
  node: nodeId,
  source: trust,
  sources: z.string().transform((s) => s.split(',').filter(Boolean)),
  last: date.optional(),
});

const edgeMetaSchema = z.object({
  edge: z.coerce.string().regex(/^e_[\w-]+$/, 'must be an edge id like e_…'),
  kind: z.enum(EDGE_KINDS, { error: `must be one of ${EDGE_KINDS.join(', ')}` }),
  from: nodeId,
  to: nodeId,
  weight: number('a weight of 0 or more').pipe(z.number().min(0, 'must be 0 or more')),
  created: date,
  touched: date,
  open: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  resolved: date.optional(),
  atrophied: date.optional(),
  resolution: z.string().optional(),
});

const FRONT_MATTER = /^---\n([\s\S]*?)\n---(?:\n|$)/;
const EDGE_META = /^ {2}<!-- (edge:[^\n]*?) -->$/gm;
const RESOLUTION = /\| resolution:("(?:[^"\\]|\\.)*")/;
const NODE_META = /^<!-- (ref:[^\n]*?) -->$/gm;
const COMPOST_META = /^ {2}<!-- (composted:[^\n]*?) -->$/gm;
const CAUSE = /\| cause:("(?:[^"\\]|\\.)*") /;

/** `key:value | key:value` into an object; a JSON-quoted text is read first, since it may hold a bar. */
function fields(inside: string): Record<string, string> {
  const out: Record<string, string> = {};
  let rest = inside;
  for (const [key, pattern] of [
    ['cause', CAUSE],
    ['resolution', RESOLUTION],
  ] as const) {
    const quoted = pattern.exec(rest);
    if (quoted?.[1]) {
      out[key] = JSON.parse(quoted[1]) as string;
      rest = rest.replace(pattern, '| ');
    }
  }
  for (const part of rest.split('|')) {
    const at = part.indexOf(':');
    if (at > 0) out[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return out;
}

/** A comment's fields, or a problem named when its quoted `what` is not a quoted string. */
function quotedFields(
  match: RegExpMatchArray,
  what: 'cause' | 'resolution',
  path: string,
  problems: string[],
): Record<string, string> | undefined {
  try {
    return fields(match[1] ?? '');
  } catch {
    problems.push(`${path}: a ${what} that is not a quoted string in "${match[0].slice(0, 60)}…"`);
    return undefined;
  }
}

const issue = (path: string, where: string, error: z.ZodError): string =>
  `${path}: ${where}: ${error.issues.map((i) => `${i.path.join('.') || 'value'} ${i.message}`).join('; ')}`;

/** One entry's metadata, validated, and its text present; otherwise a problem that names file and comment. */
function checked<T extends z.ZodType<{ node: string }>>(
  schema: T,
  raw: Record<string, string>,
  text: string,
  what: 'node' | 'compost',
  path: string,
  comment: string,
  problems: string[],
): z.output<T> | undefined {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    problems.push(issue(path, `${what} metadata "${comment.trim().slice(0, 60)}…"`, parsed.error));
    return undefined;
  }
  if (!text) {
    problems.push(`${path}: ${what} entry ${parsed.data.node} has metadata but no text`);
    return undefined;
  }
  return parsed.data;
}

function readSource(file: VaultFile, problems: string[]): RestoredSource | undefined {
  const text = file.text.replace(/\r\n?/g, '\n');
  const front = FRONT_MATTER.exec(text);
  if (!front) {
    problems.push(`${file.path}: no front matter (--- title, source, trust … ---)`);
    return undefined;
  }
  let yaml: unknown;
  try {
    yaml = parseYaml(front[1] ?? '');
  } catch (e) {
    problems.push(`${file.path}: front matter is not valid YAML (${e instanceof Error ? e.message : String(e)})`);
    return undefined;
  }
  const meta = frontMatterSchema.safeParse(yaml);
  if (!meta.success) {
    problems.push(issue(file.path, 'front matter', meta.error));
    return undefined;
  }
  const body = text.slice(front[0].length);
  const nodes: RestoredSource['nodes'] = [];
  let from = 0;
  for (const match of body.matchAll(NODE_META)) {
    const nodeText = body.slice(from, match.index).trim();
    from = match.index + match[0].length;
    const m = checked(nodeMetaSchema, fields(match[1] ?? ''), nodeText, 'node', file.path, match[0], problems);
    if (!m) continue;
    nodes.push({
      id: m.node,
      text: nodeText,
      trust: m.source,
      retention: m.retention ?? m.source,
      state: m.decay,
      refs: m.ref,
      weight: m.weight,
      touchedAt: m.last,
      salience: m.salience,
      ...(m.until !== undefined ? { quarantineUntil: m.until } : {}),
      ...(m.type
        ? {
            labels: {
              type: m.type.replace('!', '') as EntryType,
              typeBy: m.type.endsWith('!') ? ('user' as const) : ('enzyme' as const),
            },
          }
        : {}),
    });
  }
  if (body.slice(from).trim()) problems.push(`${file.path}: text after the last node has no metadata`);
  const f = meta.data;
  return {
    id: f.source,
    title: f.title,
    trust: f.trust,
    origin: f.origin,
    generatedAt: f.generated,
    ...(f.kind ? { kind: f.kind } : {}),
    ...(f.received !== undefined ? { receivedAt: f.received } : {}),
    ...(f.exported !== undefined ? { exportedAt: f.exported } : {}),
    nodes,
  };
}

function readArchive(file: VaultFile, problems: string[]): RestoredCompost[] {
  const text = file.text.replace(/\r\n?/g, '\n').replace(/^# .*\n/, '');
  const out: RestoredCompost[] = [];
  let from = 0;
  for (const match of text.matchAll(COMPOST_META)) {
    // The item is "- text", its later lines indented by two spaces under the bullet.
    const item = text
      .slice(from, match.index)
      .trim()
      .replace(/^- /, '')
      .replace(/\n {2}/g, '\n');
    from = match.index + match[0].length;
    const raw = quotedFields(match, 'cause', file.path, problems);
    if (!raw) continue;
    const m = checked(compostMetaSchema, raw, item, 'compost', file.path, match[0], problems);
    if (!m) continue;
    out.push({
      nodeId: m.node,
      text: item,
      trust: m.source,
      at: m.composted,
      reason: m.reason,
      cause: m.cause,
      sourceIds: m.sources,
      ...(m.last !== undefined ? { touchedAt: m.last } : {}),
    });
  }
  if (text.slice(from).trim()) problems.push(`${file.path}: an entry without its compost metadata`);
  return out;
}

/** The relations file: one edge per metadata comment (the line above it is for people: it links the ends). */
function readRelations(file: VaultFile, problems: string[]): RestoredEdge[] {
  const out: RestoredEdge[] = [];
  for (const match of file.text.replace(/\r\n?/g, '\n').matchAll(EDGE_META)) {
    const raw = quotedFields(match, 'resolution', file.path, problems);
    if (!raw) continue;
    const parsed = edgeMetaSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(issue(file.path, `relation "${match[0].trim().slice(0, 60)}…"`, parsed.error));
      continue;
    }
    const m = parsed.data;
    out.push({
      id: m.edge,
      kind: m.kind,
      from: m.from,
      to: m.to,
      weight: m.weight,
      createdAt: m.created,
      touchedAt: m.touched,
      ...(m.open !== undefined ? { open: m.open } : {}),
      ...(m.resolved !== undefined ? { resolvedAt: m.resolved } : {}),
      ...(m.atrophied !== undefined ? { atrophiedAt: m.atrophied } : {}),
      ...(m.resolution !== undefined ? { resolution: m.resolution } : {}),
    });
  }
  return out;
}

/** True when the files look like our own export (a garden/ or archive/ folder of the right shape). */
export function isGardenVault(files: VaultFile[]): boolean {
  return files.some(
    (f) =>
      (isGardenPath(f.path) && /^<!-- ref:.*\| node:n_/m.test(f.text)) ||
      (isArchivePath(f.path) && f.text.includes('<!-- composted:')),
  );
}

export function readVault(files: VaultFile[]): VaultRead {
  const problems: string[] = [];
  const sources: RestoredSource[] = [];
  const compost: RestoredCompost[] = [];
  const edges: RestoredEdge[] = [];
  for (const file of files) {
    if (isGardenPath(file.path)) {
      const source = readSource(file, problems);
      if (source) sources.push(source);
    } else if (isArchivePath(file.path)) append(compost, readArchive(file, problems));
    else if (isRelationsPath(`/${file.path}`)) append(edges, readRelations(file, problems));
  }
  const seen = new Set<string>();
  for (const id of [...sources.flatMap((s) => s.nodes.map((n) => n.id)), ...compost.map((c) => c.nodeId)]) {
    if (seen.has(id)) problems.push(`node ${id} appears twice in the vault`);
    seen.add(id);
  }
  if (problems.length) return { ok: false, problems };
  return { ok: true, restoration: { sources, compost, edges } };
}
