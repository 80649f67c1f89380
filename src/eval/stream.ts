// The metabolic-eval stream format, versions 1 and 2 (see data/eval/FORMAT.md), validated with zod.
import { z } from 'zod';
import { TRUSTS } from '../core/types';

const ingest = z.object({
  id: z.string().min(1),
  title: z.string().optional(),
  trust: z.enum(TRUSTS),
  origin: z.string().optional(),
  text: z.string(),
  /** Version 2: the claims the source makes, for judging only: never handed to the garden. */
  truth: z.array(z.object({ slot: z.string().min(1), value: z.string().min(1) }).strict()).optional(),
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
  format: z.enum(['metabolic-eval/1', 'metabolic-eval/2']),
  name: z.string(),
  description: z.string().optional(),
  events: z.array(event),
});

export type Stream = z.infer<typeof streamSchema>;
export type StreamEvent = Stream['events'][number];
export type Probe = z.infer<typeof probe>;
export type Ingest = z.infer<typeof ingest>;
export type Claim = NonNullable<Ingest['truth']>[number];
export type ProbeKind = Probe['kind'];
export const PROBE_KINDS: ProbeKind[] = ['recall', 'update', 'suppressed', 'compost', 'lesion', 'lesion-resolved'];

export function parseStream(json: unknown): Stream {
  const parsed = streamSchema.safeParse(json);
  if (!parsed.success) throw new Error(`not a metabolic-eval stream: ${z.prettifyError(parsed.error)}`);
  const times = parsed.data.events.map((e) => Date.parse(e.at));
  if (times.some((t, i) => i > 0 && t < (times[i - 1] ?? t))) throw new Error('stream events are not in time order');
  return parsed.data;
}
