// The JSON backup format, validated with zod before anything is written: a malformed file changes nothing.
import { z } from 'zod';
import { EDGE_KINDS, NODE_STATES, SOURCE_KINDS, TRUSTS } from '../core/types';

const trust = z.enum(TRUSTS);
const id = z.string().min(1);
const time = z.number();

const source = z.looseObject({
  id,
  title: z.string(),
  kind: z.enum(SOURCE_KINDS),
  trust,
  origin: z.string(),
  hash: z.string(),
  generatedAt: time,
  receivedAt: time,
  segmentIds: z.array(id),
});
const segment = z.looseObject({
  id,
  sourceId: id,
  index: z.number().int(),
  text: z.string(),
  boundary: z.string(),
  mass: z.number(),
  density: z.number(),
});
const node = z.looseObject({
  id,
  text: z.string(),
  vector: z.array(z.number()),
  trust,
  retention: trust,
  state: z.enum(NODE_STATES),
  sourceIds: z.array(id),
  segmentIds: z.array(id),
  origins: z.array(z.string()),
  weight: z.number(),
  refs: z.number(),
  base: z.number(),
  createdAt: time,
  touchedAt: time,
  assertedAt: time,
});
const edge = z.looseObject({
  id,
  kind: z.enum(EDGE_KINDS),
  from: id,
  to: id,
  weight: z.number(),
  createdAt: time,
  touchedAt: time,
});
const compost = z.looseObject({
  id,
  nodeId: id,
  reason: z.string(),
  cause: z.looseObject({ note: z.string() }),
  at: time,
  topic: z.string(),
});
const journal = z.looseObject({ seq: z.number().int(), at: time, event: z.string(), reason: z.string() });
const gut = z.looseObject({ id, stagedAt: time, input: z.looseObject({}) });
const meta = z.looseObject({
  key: z.literal('garden'),
  value: z.looseObject({ sweptUntil: time, settings: z.looseObject({}) }),
});

const text = z.object({ sourceId: id, version: z.number().int().positive(), text: z.string(), at: time });

export const BACKUP_FORMAT = 'metabolic-garden-backup/1';

export const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  exportedAt: time,
  tables: z.object({
    sources: z.array(source),
    segments: z.array(segment),
    /** Absent from a backup made before notes kept their texts. */
    texts: z.array(text).optional(),
    nodes: z.array(node),
    edges: z.array(edge),
    compost: z.array(compost),
    journal: z.array(journal),
    gut: z.array(gut),
    meta: z.array(meta),
  }),
});

export type BackupFile = z.infer<typeof backupSchema>;
