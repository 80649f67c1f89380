// Intake: the valve, the gut and digestion. A batch of sources is staged in the gut before anything else
// happens, so a crash or a closed tab loses nothing; its segments are embedded together while the batch
// before is digested; each source is digested on its own, and the batch is committed in one transaction.
import type { Embedder } from '../embedding/embedder';
import type { Clock } from '../clock';
import type { Source, SourceKind } from '../types';
import type { SegmentDraft } from '../segmentation/segment';
import { BASE_SALIENCE } from '../trust';
import { admit, type Admitted, type SourceInput } from '../valve/valve';
import type { GutEntry } from '../kernel/changes';
import { gatherUnits } from '../conversation/units';
import { declaredAliases } from '../text/aliases';
import { pageLinks } from '../segmentation/links';
import { digest, type Digestible, type SegmentOutcome } from './digest';
import type { Draft } from '../kernel/draft';
import { newId } from '../kernel/ids';
import { plural } from '../words';
import type { GardenState } from '../kernel/state';

export type IngestResult =
  | { status: 'absorbed'; source: Source; segments: SegmentOutcome[]; warnings?: string[] }
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
  /** Puts sources in the gut (see GardenStore.stage). */
  stage(entries: GutEntry[]): Promise<void>;
  draft(): Draft;
  /** Commits a draft (and clears the gut entries it digested) atomically. */
  commit(draft: Draft, digested?: string[]): Promise<void>;
  /** Applies a draft in memory now; `persist` commits every deferred draft in one transaction. */
  defer(draft: Draft, digested: string[]): void;
  /** On failure the garden is reloaded from the store: nothing deferred stays in memory. */
  persist(): Promise<void>;
  /** Drops what was deferred and reloads the garden from the store. */
  rollback(): Promise<void>;
  segment(text: string, kind: SourceKind): SegmentDraft[];
}

/** A source in the gut, cut into segments, waiting for its embeddings. */
interface Staged {
  /** Its entry in the gut, cleared in the commit that settles it. */
  gutId: string;
  /** The id the caller asked for, if any. */
  sourceId?: string;
  admitted: Admitted;
  pieces: SegmentDraft[];
}

type Batch = (Staged & { index: number })[];

const NO_TEXT = 'no readable text after removing markup, scripts and styles';

/** Sources are embedded together until a batch holds about this many segments. */
export const EMBED_BATCH_SEGMENTS = 64;
/** Segments the model may embed ahead of digestion. */
const AHEAD_SEGMENTS = 1024;

export class Intake {
  constructor(private readonly g: IntakeHost) {}

  /**
   * Feeds many sources. Each passes the valve; a batch of them waits in the gut while its segments are
   * embedded together (the model is fastest that way). Embedding and digestion overlap: while batch N is
   * digested, the model already embeds batch N + 1 (it runs off this thread: onnxruntime's own in Node, a
   * model worker in the browser). Each source is digested on its own and the batch committed at once; if
   * that commit fails, each source is tried again alone, so one failure never touches another. `stop` is
   * asked between sources; those not reached come back undefined.
   */
  async ingestMany(inputs: SourceInput[], options: IngestOptions = {}): Promise<(IngestResult | undefined)[]> {
    // Accepted is stored: every source picked is in the gut, with its bytes and labels, before any is digested.
    // A crash or a closed tab from here on loses none of them: the garden digests what is left when it opens.
    const now = this.g.clock.now();
    const gut = inputs.map((input, order): GutEntry => ({ id: newId('gut'), stagedAt: now, order, input }));
    await this.g.stage(gut);
    return this.digestMany(gut, options);
  }

  /**
   * Digests what a crash or a full disk left in the gut, as `ingestMany` digests a batch: each source once,
   * whatever it turns out to be (one that was stored after all only confirms itself as a duplicate).
   */
  resumeMany(entries: GutEntry[], options: IngestOptions = {}): Promise<(IngestResult | undefined)[]> {
    return this.digestMany(entries, options);
  }

  /** The sources of the gut, digested in batches while the model embeds the next (see `ingestMany`). */
  private async digestMany(gut: GutEntry[], options: IngestOptions): Promise<(IngestResult | undefined)[]> {
    const results: (IngestResult | undefined)[] = new Array<IngestResult | undefined>(gut.length);
    const done = (index: number, result: IngestResult): void => {
      results[index] = result;
      options.onResult?.(index, result);
    };
    let batch: Batch = [];
    let digesting: Promise<void> = Promise.resolve(); // batches are digested in input order
    const behind: { digested: Promise<void>; segments: number }[] = [];
    let waiting = 0; // segments embedded or being embedded, not yet digested
    // Accepted is stored: every source picked is in the gut, with its bytes and labels, before any is digested.
    // A crash or a closed tab from here on loses none of them: the garden digests what is left when it opens.
    let reached = 0;
    const flush = async (): Promise<void> => {
      const staged = batch;
      batch = [];
      // Handed to the model at once: a model on another thread queues its batches itself.
      const vectors = this.g.embedder.embed(staged.flatMap((b) => b.pieces.map((p) => p.text)));
      vectors.catch(() => undefined); // awaited below, in order; a failure is reported there
      const previous = digesting;
      digesting = previous.then(async () => {
        const embedded = await vectors;
        for (const [index, result] of await this.digestBatch(staged, embedded)) done(index, result);
      });
      // Behind the batch being digested, the model works ahead by up to AHEAD_SEGMENTS: a long source's
      // digestion leaves it enough to do, and memory stays bounded.
      const segments = staged.reduce((n, b) => n + b.pieces.length, 0);
      behind.push({ digested: digesting, segments });
      waiting += segments;
      while (waiting - (behind[0]?.segments ?? 0) > AHEAD_SEGMENTS) {
        const oldest = behind.shift();
        if (!oldest) break;
        await oldest.digested;
        waiting -= oldest.segments;
      }
    };
    try {
      for (const [index, entry] of gut.entries()) {
        if (options.stop?.()) break;
        reached = index + 1;
        const admitted = await this.admitOne(entry.input, entry.id, entry.stagedAt);
        if ('status' in admitted) done(index, admitted);
        else batch.push({ ...admitted, index });
        if (batch.reduce((n, b) => n + b.pieces.length, 0) >= EMBED_BATCH_SEGMENTS) await flush();
      }
      if (batch.length) await flush();
      await digesting;
      // Cancelled: what was not reached leaves the gut, as the user asked.
      const unreached = gut.slice(reached).map((g) => g.id);
      if (unreached.length) {
        const draft = this.g.draft();
        draft.journal({
          event: 'reject',
          reason: `cancelled: ${String(unreached.length)} picked source(s) were never read, and leave the gut`,
        });
        await this.g.commit(draft, unreached);
      }
    } catch (error) {
      // The first failure is the one reported; a later batch waiting on it fails the same way, unheard.
      digesting.catch(() => undefined);
      throw error;
    }
    return results;
  }

  /** Digests a batch, each source on its own, and commits it at once: or, if that fails, source by source. */
  private async digestBatch(batch: Batch, vectors: Float32Array[]): Promise<[number, IngestResult][]> {
    const slices: Float32Array[][] = [];
    let offset = 0;
    for (const b of batch) {
      slices.push(vectors.slice(offset, offset + b.pieces.length));
      offset += b.pieces.length;
    }
    try {
      const results = batch.map((b, i): [number, IngestResult] => [b.index, this.absorb(b, slices[i] ?? [])]);
      await this.g.persist();
      return results;
    } catch {
      // Back to what the store holds; alone, each source succeeds or fails by itself.
      await this.g.rollback();
      const results: [number, IngestResult][] = [];
      for (const [i, b] of batch.entries()) results.push([b.index, await this.absorbNow(b, slices[i] ?? [])]);
      return results;
    }
  }

  /**
   * The valve and the duplicate check; the source is cut into segments, ready for digestion. `gutId`: its entry
   * in the gut, cleared with whatever settles it (a rejection, a duplicate, its digestion). `stagedAt`: when it
   * was accepted, the latest it can have been written.
   */
  private async admitOne(input: SourceInput, gutId: string, stagedAt: number): Promise<IngestResult | Staged> {
    const admitted = await admit(input, stagedAt);
    if (!admitted.ok)
      return this.reject(input.fileName ?? input.title ?? 'source', admitted.code, admitted.reason, [gutId]);
    const existing = this.sameSource(admitted);
    if (existing) return this.confirmDuplicate(existing, admitted.title, gutId);
    const pieces = this.g.segment(admitted.text, admitted.kind);
    if (pieces.length === 0) return this.reject(admitted.title, 'no-text', NO_TEXT, [gutId]);
    return { gutId, ...(input.id ? { sourceId: input.id } : {}), admitted, pieces };
  }

  /**
   * The source this text already is, if any. The same text is the same source, unless both stand under given
   * titles that differ ("type:: tool" on the pages "Hammer" and "Chisel"): such a page is kept under a key of
   * its own, its hash and its context together (see `pageKey`).
   */
  private sameSource(admitted: Admitted): string | undefined {
    const byHash = this.g.state.sourceByHash;
    const page = byHash.get(pageKey(admitted));
    if (page) return page;
    const first = byHash.get(admitted.hash);
    const context = first ? (this.g.state.sources.get(first)?.context ?? []) : [];
    const otherPage =
      context.length > 0 && admitted.context.length > 0 && context.join(' ') !== admitted.context.join(' ');
    return otherPage ? undefined : first;
  }

  private async reject(title: string, code: string, reason: string, digested?: string[]): Promise<IngestResult> {
    const draft = this.g.draft();
    draft.journal({ event: 'reject', reason: `${title}: ${reason}` });
    await this.g.commit(draft, digested);
    return { status: 'rejected', code, reason };
  }

  /** Digests a source and commits it in its own transaction. */
  private async absorbNow(staged: Staged, vectors: Float32Array[]): Promise<IngestResult> {
    const result = this.absorb(staged, vectors);
    await this.g.persist();
    return result;
  }

  /**
   * Digestion proper: enzymes and absorption for every segment, as one step applied in memory and deferred
   * to the store's next commit (with the gut entry it clears).
   */
  private absorb({ gutId, sourceId, admitted, pieces }: Staged, vectors: Float32Array[]): IngestResult {
    // The same text may have arrived twice in one batch: the second one only confirms the first.
    const existing = this.sameSource(admitted);
    if (existing) {
      const { draft, result } = this.duplicate(existing, admitted.title);
      this.g.defer(draft, [gutId]);
      return result;
    }
    const now = this.g.clock.now();
    const draft = this.g.draft();
    const conversation = admitted.kind === 'conversation';
    const aliases = conversation ? {} : declaredAliases(admitted.text, admitted.title);
    const context = admitted.context;
    const links = admitted.kind === 'markdown' ? pageLinks(admitted.text) : [];
    const source: Source = {
      id: sourceId ?? newId('s'),
      title: admitted.title,
      kind: admitted.kind,
      trust: admitted.trust,
      origin: admitted.origin,
      hash: this.g.state.sourceByHash.has(admitted.hash) ? pageKey(admitted) : admitted.hash,
      generatedAt: admitted.generatedAt,
      receivedAt: now,
      retention: admitted.trust,
      segmentIds: [],
      bytes: admitted.bytes,
      ...(conversation ? { session: this.g.state.sessions + 1 } : {}),
      ...(Object.keys(aliases).length ? { aliases } : {}),
      ...(context.length ? { context } : {}),
      ...(links.length ? { links } : {}),
    };
    draft.journal({
      event: 'intake',
      sourceId: source.id,
      reason: [
        `${source.kind} "${source.title}" · ${source.trust} · from ${source.origin} · ${plural(pieces.length, 'segment')}`,
        ...admitted.warnings,
      ].join(' · '),
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
    draft.putText({ sourceId: source.id, version: 1, text: admitted.text, at: now });
    this.g.defer(draft, [gutId]);
    return { status: 'absorbed', source, segments, warnings: admitted.warnings };
  }

  private async confirmDuplicate(sourceId: string, title: string, gutId: string): Promise<IngestResult> {
    const { draft, result } = this.duplicate(sourceId, title);
    await this.g.commit(draft, [gutId]);
    return result;
  }

  /** The same content again: it confirms what is there and never weakens anything. */
  private duplicate(sourceId: string, title: string): { draft: Draft; result: IngestResult } {
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
    // (Named as the user knows it, by its title: a source's id means nothing to them.)
    const earlier = this.g.state.sources.get(sourceId)?.title;
    const of = earlier === undefined || earlier === title ? 'was already in the garden' : `is the same as "${earlier}"`;
    const reason = `"${title}" ${of}: confirmed ${plural(touched, 'node')}, nothing stored twice`;
    draft.journal({ event: 'duplicate', sourceId, reason });
    return { draft, result: { status: 'duplicate', sourceId, reason } };
  }
}

/** The key of a text that stands under a given title of its own, beside the same text under another. */
const pageKey = (admitted: Admitted): string => `${admitted.hash}:${admitted.context.join(' ')}`;
