// Intake: the valve, the gut and digestion. Sources are staged in the gut before anything else happens, so a
// crash or a closed tab loses nothing; their segments are embedded in batches; each source is then digested
// and committed on its own.
import type { Embedder } from '../embedding/embedder';
import type { Clock } from '../clock';
import type { Source, SourceKind } from '../model';
import type { SegmentDraft } from '../segmentation/segment';
import { BASE_SALIENCE } from '../trust';
import { admit, type Admitted, type SourceInput } from '../valve/valve';
import type { GutEntry } from './changes';
import { gatherUnits } from '../conversation/units';
import { declaredAliases } from '../text/aliases';
import { digest, type Digestible, type SegmentOutcome } from './digest';
import type { Draft } from './draft';
import { newId } from './ids';
import type { GardenState } from './state';
import type { GardenStore } from './store';

export type IngestResult =
  | { status: 'absorbed'; source: Source; segments: SegmentOutcome[] }
  | { status: 'duplicate'; sourceId: string; reason: string }
  | { status: 'rejected'; code: string; reason: string };

export interface IngestOptions {
  /** Called as each source is settled, in input order within a batch. */
  onResult?: (index: number, result: IngestResult) => void;
  /** Asked between sources; those not reached come back undefined. */
  stop?: () => boolean;
}

/** What intake needs of the garden. */
export interface IntakeHost {
  readonly state: GardenState;
  readonly clock: Clock;
  readonly embedder: Embedder;
  readonly store: GardenStore;
  draft(): Draft;
  /** Commits a draft (and clears the gut entries it digested) atomically. */
  commit(draft: Draft, digested?: string[]): Promise<void>;
  segment(text: string, kind: SourceKind): SegmentDraft[];
}

/** A source in the gut, cut into segments, waiting for its embeddings. */
interface Staged {
  entry: GutEntry;
  admitted: Admitted;
  pieces: SegmentDraft[];
}

/** Sources are embedded together until a batch holds about this many segments. */
export const EMBED_BATCH_SEGMENTS = 64;

export class Intake {
  constructor(private readonly g: IntakeHost) {}

  /**
   * Feeds many sources. Each passes the valve and waits in the gut; their segments are embedded together in
   * batches (the model is fastest that way); then each source is digested and committed on its own, so one
   * failure never touches another. `stop` is asked between sources; those not reached come back undefined.
   */
  async ingestMany(inputs: SourceInput[], options: IngestOptions = {}): Promise<(IngestResult | undefined)[]> {
    const results: (IngestResult | undefined)[] = new Array<IngestResult | undefined>(inputs.length);
    const done = (index: number, result: IngestResult): void => {
      results[index] = result;
      options.onResult?.(index, result);
    };
    let batch: (Staged & { index: number })[] = [];
    const flush = async (): Promise<void> => {
      const vectors = await this.g.embedder.embed(batch.flatMap((b) => b.pieces.map((p) => p.text)));
      let offset = 0;
      for (const b of batch) {
        done(b.index, await this.absorbStaged(b, vectors.slice(offset, offset + b.pieces.length)));
        offset += b.pieces.length;
      }
      batch = [];
    };
    for (const [index, input] of inputs.entries()) {
      if (options.stop?.()) break;
      const staged = await this.admitOne(input);
      if ('status' in staged) done(index, staged);
      else batch.push({ ...staged, index });
      if (batch.reduce((n, b) => n + b.pieces.length, 0) >= EMBED_BATCH_SEGMENTS) await flush();
    }
    if (batch.length) await flush();
    return results;
  }

  /** The valve, the duplicate check and the gut. */
  private async admitOne(input: SourceInput): Promise<IngestResult | Staged> {
    const now = this.g.clock.now();
    const admitted = await admit(input, now);
    if (!admitted.ok) {
      const draft = this.g.draft();
      draft.journal({ event: 'reject', reason: `${input.fileName ?? input.title ?? 'source'}: ${admitted.reason}` });
      await this.g.commit(draft);
      return { status: 'rejected', code: admitted.code, reason: admitted.reason };
    }
    const existing = this.g.state.sourceByHash.get(admitted.hash);
    if (existing) return this.confirmDuplicate(existing, admitted.title);
    const entry: GutEntry = {
      id: newId('gut'),
      stagedAt: now,
      input: { ...input, content: admitted.text, kind: admitted.kind, generatedAt: admitted.generatedAt },
    };
    delete entry.input.fileName;
    entry.input.title = admitted.title;
    entry.input.origin = admitted.origin;
    await this.g.store.stage(entry);
    return this.prepare(entry);
  }

  /** Segments a staged source, or rejects it when nothing readable is left. */
  private async prepare(entry: GutEntry): Promise<IngestResult | Staged> {
    const admitted = await admit(entry.input, this.g.clock.now());
    if (!admitted.ok) {
      await this.g.commit(this.g.draft(), [entry.id]);
      return { status: 'rejected', code: admitted.code, reason: admitted.reason };
    }
    const pieces = this.g.segment(admitted.text, admitted.kind);
    if (pieces.length === 0) {
      const draft = this.g.draft();
      const reason = 'no readable text after removing markup, scripts and styles';
      draft.journal({ event: 'reject', reason: `${admitted.title}: ${reason}` });
      await this.g.commit(draft, [entry.id]);
      return { status: 'rejected', code: 'no-text', reason };
    }
    return { entry, admitted, pieces };
  }

  /** Resumes a source a crash left in the gut. */
  async resume(entry: GutEntry): Promise<IngestResult> {
    const staged = await this.prepare(entry);
    if ('status' in staged) return staged;
    return this.absorbStaged(staged, await this.g.embedder.embed(staged.pieces.map((p) => p.text)));
  }

  /** Digestion proper: enzymes and absorption for every segment, committed as one transaction. */
  private async absorbStaged({ entry, admitted, pieces }: Staged, vectors: Float32Array[]): Promise<IngestResult> {
    // The same text may have arrived twice in one batch: the second one only confirms the first.
    const existing = this.g.state.sourceByHash.get(admitted.hash);
    if (existing) {
      await this.g.commit(this.g.draft(), [entry.id]);
      return this.confirmDuplicate(existing, admitted.title);
    }
    const now = this.g.clock.now();
    const draft = this.g.draft();
    const conversation = admitted.kind === 'conversation';
    const aliases = conversation ? {} : declaredAliases(admitted.text, admitted.title);
    const source: Source = {
      id: entry.input.id ?? newId('s'),
      title: admitted.title,
      kind: admitted.kind,
      trust: admitted.trust,
      origin: admitted.origin,
      hash: admitted.hash,
      generatedAt: admitted.generatedAt,
      receivedAt: now,
      retention: admitted.trust,
      segmentIds: [],
      bytes: admitted.bytes,
      ...(conversation ? { session: this.g.state.sessions + 1 } : {}),
      ...(Object.keys(aliases).length ? { aliases } : {}),
    };
    draft.journal({
      event: 'intake',
      sourceId: source.id,
      reason: `${source.kind} "${source.title}" · ${source.trust} · from ${source.origin} · ${pieces.length} segments`,
    });
    // A transcript's sentences are gathered into units first (the conversation buffer).
    const units: Digestible[] = conversation
      ? gatherUnits(pieces, vectors)
      : pieces.map((p, i) => {
          const vector = vectors[i];
          if (!vector) throw new Error(`no embedding for segment ${String(i)}`);
          return { draft: p, vector };
        });
    const known = this.g.state.aliases();
    const aliasMap = Object.keys(aliases).length ? new Map([...known, ...Object.entries(aliases)]) : known;
    const segments = digest(draft, source, admitted.text, units, aliasMap);
    draft.putSource(source);
    await this.g.commit(draft, [entry.id]);
    return { status: 'absorbed', source, segments };
  }

  /** The same content again: it confirms what is there and never weakens anything. */
  private async confirmDuplicate(sourceId: string, title: string): Promise<IngestResult> {
    const draft = this.g.draft();
    let touched = 0;
    for (const node of this.g.state.nodes.values()) {
      if (!node.sourceIds.includes(sourceId) || node.state === 'composted') continue;
      draft.updateNode(node.id, {
        refs: node.refs + 1,
        touchedAt: draft.now,
        base: Math.max(node.base, BASE_SALIENCE[node.trust]),
        belowFloorSince: undefined,
      });
      touched++;
    }
    const reason = `"${title}" is an exact duplicate of source ${sourceId}: confirmed ${touched} node(s), nothing stored twice`;
    draft.journal({ event: 'duplicate', sourceId, reason });
    await this.g.commit(draft);
    return { status: 'duplicate', sourceId, reason };
  }
}
