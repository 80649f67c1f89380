// The metabolic-eval/1 stream format (see data/eval/FORMAT.md), validated with zod.
import { z } from 'zod';
import { TRUSTS } from '../core/model';

const ingest = z.object({
  id: z.string().min(1),
  title: z.string().optional(),
  trust: z.enum(TRUSTS),
  origin: z.string().optional(),
  text: z.string(),
});

const probeBase = { id: z.string().min(1), query: z.string().min(1) };
const probe = z.discriminatedUnion('kind', [
  z.object({ ...probeBase, kind: z.literal('recall'), expect: z.string().min(1) }),
  z.object({
    ...probeBase,
    kind: z.literal('update'),
    expect: z.string().min(1),
    reject: z.array(z.string()).default([]),
  }),
  z.object({ ...probeBase, kind: z.literal('suppressed'), reject: z.array(z.string()).min(1) }),
  z.object({ ...probeBase, kind: z.literal('compost'), expect: z.string().min(1) }),
  z.object({ ...probeBase, kind: z.literal('lesion'), sides: z.tuple([z.string(), z.string()]) }),
  z.object({ ...probeBase, kind: z.literal('lesion-resolved'), sides: z.tuple([z.string(), z.string()]) }),
]);

const event = z.union([
  z.object({ at: z.iso.datetime({ offset: true }), ingest }).strict(),
  z.object({ at: z.iso.datetime({ offset: true }), probe }).strict(),
]);

export const streamSchema = z.object({
  format: z.literal('metabolic-eval/1'),
  name: z.string(),
  description: z.string().optional(),
  events: z.array(event),
});

export type Stream = z.infer<typeof streamSchema>;
export type StreamEvent = Stream['events'][number];
export type Probe = z.infer<typeof probe>;
export type ProbeKind = Probe['kind'];
export const PROBE_KINDS: ProbeKind[] = ['recall', 'update', 'suppressed', 'compost', 'lesion', 'lesion-resolved'];

export function parseStream(json: unknown): Stream {
  const parsed = streamSchema.safeParse(json);
  if (!parsed.success) throw new Error(`not a metabolic-eval/1 stream: ${z.prettifyError(parsed.error)}`);
  const times = parsed.data.events.map((e) => Date.parse(e.at));
  if (times.some((t, i) => i > 0 && t < (times[i - 1] ?? t))) throw new Error('stream events are not in time order');
  return parsed.data;
}
