// The garden: the metabolism wired to a store, an embedder and a clock. Framework-free: the same class
// runs in a browser worker and in Node.
import { DAY_MS, type Clock } from '../clock';
import { byproducts, frictionAggregates, type Byproduct, type FrictionAggregate } from '../compost/byproducts';
import { applyLabels } from '../absorption/labels';
import { profile, type Profile } from '../recall/profile';
import { reabsorbByHand, settleAgainst, type HandReabsorption } from '../absorption/feedback';
import { sweep, type SweepCounts } from '../decay/sweep';
import type { Embedder } from '../embedding/embedder';
import { distinctTexts } from '../embedding/distinct';
import type { Edge, EntryType, GardenNode, JournalEntry, NodeState, Segment, Source, SourceText } from '../types';
import { activeBySalience, contextPack, type ContextPack } from '../recall/context-pack';
import { recall, tieredRecall, type RecallResult, type RecallScope } from '../recall/recall';
import { segment } from '../segmentation/segment';
import { mergeSettings, validateSettings, type Settings } from '../settings';
import { sha256Hex } from '../valve/decode';
import type { SourceInput } from '../valve/valve';
import { isEmptyChangeSet, mergeChangeSets, type ChangeSet, type GutEntry } from '../kernel/changes';
import { Draft } from '../kernel/draft';
import { EMBED_BATCH_SEGMENTS, Intake, type IngestOptions, type IngestResult } from './intake';
import { restore, type Restoration, type RestoreReport } from './restore';
import { revise, undoRevision, type ReviseHost, type Revision } from './revise';
import { ALL_LEGS, GardenState, storedDimensions, type Legs } from '../kernel/state';
import { StorageFullError, type GardenStore, type JournalQuery, type Opening } from '../kernel/store';
import { RehearsalStore } from '../kernel/rehearsal-store';

export type { IngestResult, IngestOptions } from './intake';
export type { Restoration, RestoreReport } from './restore';

export interface OpenLesion {
  edge: Edge;
  challenger: GardenNode;
  challenged: GardenNode;
}

export interface GardenOptions {
  store: GardenStore;
  embedder: Embedder;
  clock: Clock;
  /**
   * A reader of a garden that another context tends (a second tab): it loads and searches, but never sweeps,
   * touches or writes — one writer, so nothing is corrupted or run twice.
   */
  readOnly?: boolean;
  /** The store already read (see `Garden.read`): a host reads it while the model loads. */
  loaded?: Loaded;
  /** Legs switched off, to measure what each adds (the evaluation's ablation). */
  legs?: Partial<Legs>;
}

/** What a store held when it was read, and how long reading it took; the garden built from it, if it could be. */
export interface Loaded {
  opening: Opening;
  readMs: number;
  built?: { state: GardenState; ms: number };
}

export class ReadOnlyGardenError extends Error {
  constructor() {
    super('this garden is being tended in another tab; this one only follows it');
    this.name = 'ReadOnlyGardenError';
  }
}

export class Garden {
  private readonly intake: Intake;
  private readOnly = false;
  /** How long opening took: reading the store, and building the indexes in memory (wall time, not the clock). */
  opening = { readMs: 0, buildMs: 0 };
  /** Steps applied in memory whose changes the store has yet to commit, in one transaction (see `defer`). */
  private deferred: ChangeSet[] = [];
  /** Nodes of the deferred steps whose vectors are owed (see Draft.owe): embedded before they are written. */
  private owed = new Set<string>();
  /** Commits sent to the store and not yet applied in memory. */
  private committing = 0;
  private legs: Legs = ALL_LEGS;

  private constructor(
    private store: GardenStore,
    private readonly embedder: Embedder,
    private readonly clock: Clock,
    private current: GardenState,
  ) {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the host reads the garden's state as it is now
    const garden = this;
    this.intake = new Intake({
      get state() {
        return garden.state;
      },
      clock,
      embedder,
      stage: (entries) => this.write(() => this.store.stage(entries)),
      draft: () => this.draft(),
      commit: (draft, digested) => this.commit(draft, undefined, digested),
      defer: (draft, digested) => {
        this.defer(draft, digested);
      },
      persist: () => this.persist(),
      rollback: () => this.rollback(),
      segment: (text, kind) => this.segmenter(text, kind),
    });
  }

  /** The garden in memory: what the store holds, plus any deferred steps on their way to it. */
  get state(): GardenState {
    return this.current;
  }

  /** Loads the garden. What a crash or a full disk left in the gut waits for `resume`, which the host calls. */
  static async open(options: GardenOptions): Promise<Garden> {
    const { opening, readMs, built } = options.loaded ?? (await Garden.read(options.store));
    const started = performance.now();
    const state = built?.state ?? GardenState.open(opening, options.embedder.dimensions);
    if (state.dimensions !== options.embedder.dimensions)
      throw new Error(
        `this garden's vectors have ${String(state.dimensions)} dimensions, the model's ${String(options.embedder.dimensions)}`,
      );
    const garden = new Garden(options.store, distinctTexts(options.embedder), options.clock, state);
    if (options.legs) garden.legs = { ...ALL_LEGS, ...options.legs };
    state.legs = garden.legs;
    garden.opening = { readMs, buildMs: state === built?.state ? built.ms : performance.now() - started };
    if (options.readOnly) {
      garden.readOnly = true;
      return garden;
    }
    // A full disk does not keep a garden from opening: it opens as it was stored, and says it is full.
    await garden.tolerateFullStorage(async () => {
      if (!opening.meta) await garden.commit(garden.draft(), { sweptUntil: options.clock.now() });
      await garden.tidy();
    });
    return garden;
  }

  /**
   * Reads the store and builds the indexes: opening without the model, so a host can do it while the model
   * loads. The stored vectors say how long the model's are; an empty garden waits for the model to say.
   * `onIndexing` hears when reading is done and indexing starts, with the number of nodes to index.
   */
  static async read(store: GardenStore, onIndexing?: (nodes: number) => void): Promise<Loaded> {
    const started = performance.now();
    const opening = await store.load();
    const read = performance.now();
    const dimensions = storedDimensions(opening);
    if (!dimensions) return { opening, readMs: read - started };
    onIndexing?.(opening.snapshot?.nodes.length ?? opening.since.reduce((sum, c) => sum + c.nodes.length, 0));
    const state = GardenState.open(opening, dimensions);
    return { opening, readMs: read - started, built: { state, ms: performance.now() - read } };
  }

  /** Segmentation measured with the model's own tokenizer when it has one. */
  private segmenter(text: string, kind: Source['kind']) {
    const e = this.embedder;
    return e.countTokens
      ? segment(text, kind, (t) => e.countTokens?.(t) ?? 0, (e.maxTokens ?? 128) - 2)
      : segment(text, kind);
  }

  get settings(): Settings {
    return this.state.settings;
  }

  private draft(): Draft {
    return new Draft(this.state, this.clock.now());
  }

  /**
   * Whether the store last refused a write for want of space. Cleared by the next write that succeeds; what
   * the store holds is intact either way (a refused change writes nothing of itself).
   */
  storageFull = false;

  /** Small writes under way: one that fits says nothing about room for a batch, so it leaves `storageFull`. */
  private smallWrites = 0;

  /** Runs small writes that may wait for space (a touch, a snapshot, opening's bookkeeping): a full disk skips them. */
  private async tolerateFullStorage(write: () => Promise<void>): Promise<void> {
    this.smallWrites++;
    try {
      await write();
    } catch (error) {
      if (!(error instanceof StorageFullError)) throw error;
    } finally {
      this.smallWrites--;
    }
  }

  /** Writes to the store, noting whether it had room. */
  private async write(work: () => Promise<void>): Promise<void> {
    try {
      await work();
      if (!this.smallWrites) this.storageFull = false;
    } catch (error) {
      if (error instanceof StorageFullError) this.storageFull = true;
      throw error;
    }
  }

  /** Commits a draft to the store, then (and only then) to memory. */
  private async commit(
    draft: Draft,
    meta?: { sweptUntil: number; settings?: Settings },
    digested?: string[],
  ): Promise<void> {
    if (this.readOnly) throw new ReadOnlyGardenError();
    await this.embedOwed(draft, draft.owed());
    const changes = draft.changes();
    if (meta) changes.meta = { sweptUntil: meta.sweptUntil, settings: meta.settings ?? this.state.settings };
    if (digested) changes.digested = digested;
    if (isEmptyChangeSet(changes)) return;
    await this.persist();
    this.committing++;
    try {
      await this.write(() => this.store.commit(changes));
      this.state.apply(changes);
    } finally {
      this.committing--;
    }
    await this.tidy();
  }

  /**
   * Lets the store fold its log into a snapshot, when memory holds exactly what the store holds. The log is
   * the truth until then: without room for a snapshot, the garden goes on from the log.
   */
  private async tidy(): Promise<void> {
    if (this.readOnly || this.deferred.length || this.committing || !this.store.wantsSnapshot?.()) return;
    const keep = this.store.keepSnapshot?.bind(this.store);
    if (keep) await this.tolerateFullStorage(() => keep(this.state.snapshot()));
  }

  /**
   * Applies a step in memory now and leaves its commit to `persist`, which writes every deferred step in one
   * transaction: a batch of sources costs the store one round trip, not one each. The gut keeps the sources
   * until then, so a closed tab loses nothing; a failed commit reloads the garden from the store.
   */
  private defer(draft: Draft, digested: string[]): void {
    if (this.readOnly) throw new ReadOnlyGardenError();
    const changes = draft.changes();
    changes.digested = digested;
    this.state.apply(changes);
    this.deferred.push(changes);
    for (const id of draft.owed()) this.owed.add(id);
  }

  /** Gives the nodes whose text a step cut (see Draft.owe) the vectors of their own texts. */
  private async embedOwed(draft: Draft, ids: string[]): Promise<void> {
    const nodes = ids.map((id) => draft.node(id)).filter((n) => n !== undefined);
    if (!nodes.length) return;
    const vectors = await this.embedder.embed(nodes.map((n) => n.text));
    nodes.forEach((node, i) => draft.putNode(node, vectors[i]));
  }

  private async persist(): Promise<void> {
    if (!this.deferred.length) return;
    const steps = this.deferred;
    this.deferred = [];
    const owed = [...this.owed];
    this.owed = new Set();
    this.committing++;
    try {
      if (owed.length) {
        const draft = this.draft();
        await this.embedOwed(draft, owed);
        const vectors = draft.changes();
        this.state.apply(vectors);
        steps.push(vectors);
      }
      await this.write(() => this.store.commit(mergeChangeSets(steps)));
    } catch (error) {
      await this.rollback();
      throw error;
    } finally {
      this.committing--;
    }
    await this.tidy();
  }

  /**
   * From now on nothing this garden changes reaches its store (see RehearsalStore): simulated time runs on it.
   * What was on its way to the store is written first. The host ends a rehearsal by opening the store again.
   */
  async rehearse(): Promise<void> {
    await this.persist();
    if (!this.rehearsing) this.store = new RehearsalStore(this.store);
  }

  /** The garden as its store holds it: this one, or during a rehearsal the real garden beneath it. */
  async stored(): Promise<GardenState> {
    if (!(this.store instanceof RehearsalStore)) return this.state;
    return GardenState.open(await this.store.real.load(), this.embedder.dimensions);
  }

  get rehearsing(): boolean {
    return this.store instanceof RehearsalStore;
  }

  /** Drops every deferred step and reloads the garden from the store: memory holds what the store holds. */
  private async rollback(): Promise<void> {
    this.deferred = [];
    this.owed = new Set();
    this.current = GardenState.open(await this.store.load(), this.embedder.dimensions);
    this.current.legs = this.legs;
  }

  /** Runs every daily sweep the garden would have run since it last swept (simulated time included). */
  async catchUp(): Promise<SweepCounts> {
    const total: SweepCounts = { dormant: 0, revived: 0, composted: 0, expired: 0, atrophied: 0 };
    if (this.readOnly) return total;
    const now = this.clock.now();
    let t = this.state.sweptUntil;
    while (t + DAY_MS <= now) {
      t += DAY_MS;
      const draft = new Draft(this.state, t);
      const counts = sweep(draft, this.state.nodes.values());
      for (const k of Object.keys(total) as (keyof SweepCounts)[]) total[k] += counts[k];
      await this.commit(draft, { sweptUntil: t });
    }
    return total;
  }

  /** A search sweeps first when it can; on a full disk it answers from the garden as it was last swept. */
  private async catchUpIfRoom(): Promise<void> {
    await this.tolerateFullStorage(async () => {
      await this.catchUp();
    });
  }

  async ingest(input: SourceInput): Promise<IngestResult> {
    const [result] = await this.ingestMany([input]);
    if (!result) throw new Error('ingest produced no result');
    return result;
  }

  /** Writes the garden's small facts again, to learn whether the store has room now (after a full disk). */
  async checkRoom(): Promise<boolean> {
    if (this.readOnly) return true;
    try {
      await this.commit(this.draft(), { sweptUntil: this.state.sweptUntil });
    } catch (error) {
      if (!(error instanceof StorageFullError)) throw error;
    }
    return !this.storageFull;
  }

  /** The sources waiting in the gut: left by a crash, a closed tab or a full disk. */
  waiting(): Promise<GutEntry[]> {
    return this.readOnly ? Promise.resolve([]) : this.store.pending();
  }

  /** How many sources wait in the gut (see `waiting`), without reading them. */
  waitingCount(): Promise<number> {
    return this.readOnly ? Promise.resolve(0) : this.store.pendingCount();
  }

  /** Digests what waits in the gut (see `waiting`), as a batch: in the order it was picked, each source once. */
  async resume(options: IngestOptions = {}): Promise<(IngestResult | undefined)[]> {
    if (this.readOnly) throw new ReadOnlyGardenError();
    const entries = await this.store.pending();
    if (!entries.length) return [];
    await this.catchUp();
    return this.intake.resumeMany(entries, options);
  }

  /** See Intake.ingestMany: staged in the gut, embedded in batches, digested and committed one by one. */
  async ingestMany(inputs: SourceInput[], options: IngestOptions = {}): Promise<(IngestResult | undefined)[]> {
    if (this.readOnly) throw new ReadOnlyGardenError();
    await this.catchUp();
    return this.intake.ingestMany(inputs, options);
  }

  private async embedQuery(text: string): Promise<Float32Array> {
    const [vector] = await this.embedder.embed([text]);
    if (!vector) throw new Error('the embedder returned nothing');
    return vector;
  }

  /**
   * Hybrid recall. Ordinary recall touches what it returns (a reference refreshes a node); pass
   * `observe: true` to look without touching, as the evaluation's probes must.
   */
  async recall(
    query: string,
    options: { scope?: RecallScope; limit?: number; observe?: boolean } = {},
  ): Promise<RecallResult[]> {
    await this.catchUpIfRoom();
    const results = recall(
      this.state,
      { text: query, vector: await this.embedQuery(query) },
      { ...options, now: this.clock.now() },
    );
    if (!options.observe && !this.readOnly && (options.scope ?? 'ordinary') === 'ordinary') await this.touch(results);
    return results;
  }

  /**
   * A search refers to what it finds first: the top three are touched (refs up, idle time reset). A full disk
   * leaves them untouched; the search still answers.
   */
  private async touch(results: RecallResult[]): Promise<void> {
    const draft = this.draft();
    for (const r of results.slice(0, 3))
      draft.updateNode(r.node.id, { refs: r.node.refs + 1, touchedAt: draft.now, belowFloorSince: undefined });
    await this.tolerateFullStorage(() => this.commit(draft));
  }

  /**
   * What the search box shows: ordinary recall (touched as `recall` touches it) and, apart and marked, the
   * compost entries that answer better than anything living.
   */
  async search(
    query: string,
    options: { limit?: number; observe?: boolean; floor?: number } = {},
  ): Promise<{ living: RecallResult[]; compost: RecallResult[] }> {
    await this.catchUpIfRoom();
    const tiers = tieredRecall(
      this.state,
      { text: query, vector: await this.embedQuery(query) },
      { ...options, now: this.clock.now() },
    );
    if (!options.observe && !this.readOnly) await this.touch(tiers.living);
    return tiers;
  }

  async contextPack(query: string, budgetTokens = 1500): Promise<ContextPack> {
    const results = await this.recall(query, { limit: 30, observe: true });
    return contextPack(query, results, budgetTokens, activeBySalience(this.state, this.clock.now(), budgetTokens));
  }

  openLesions(): OpenLesion[] {
    return this.state.openLesions().flatMap((edge) => {
      const challenger = this.state.nodes.get(edge.from);
      const challenged = this.state.nodes.get(edge.to);
      return challenger && challenged ? [{ edge, challenger, challenged }] : [];
    });
  }

  /** The user settles a lesion by choosing a side: the other side decays from now on. */
  async resolveLesion(edgeId: string, winnerId: string): Promise<void> {
    const edge = this.state.edges.get(edgeId);
    if (edge?.kind !== 'lesion' || !edge.open) throw new Error(`no open lesion ${edgeId}`);
    if (winnerId !== edge.from && winnerId !== edge.to)
      throw new Error(`node ${winnerId} is not a side of lesion ${edgeId}`);
    const loser = this.state.nodes.get(winnerId === edge.from ? edge.to : edge.from);
    if (!loser) throw new Error(`lesion ${edgeId} has lost a side`);
    const draft = this.draft();
    settleAgainst(draft, loser, { nodeId: winnerId, reason: 'settled by hand' });
    await this.commit(draft);
  }

  /**
   * The user settles a lesion by keeping both sides: they are about different things. Neither side loses
   * anything, and the garden remembers that their two notes differ (settings.apart), so no claim of one
   * conflicts with a claim of the other again.
   */
  async keepBoth(edgeId: string): Promise<void> {
    const edge = this.state.edges.get(edgeId);
    if (edge?.kind !== 'lesion' || !edge.open) throw new Error(`no open lesion ${edgeId}`);
    const [a, b] = [edge.from, edge.to].map((id) => this.state.nodes.get(id)?.sourceIds[0]);
    const draft = this.draft();
    draft.putEdge({ ...edge, open: false, resolvedAt: draft.now, resolution: 'kept both: about different things' });
    draft.journal({
      event: 'lesion-resolved',
      nodeId: edge.from,
      otherId: edge.to,
      reason: 'kept both by hand: they are about different things',
    });
    const settings = this.state.settings;
    const apart =
      a && b && a !== b && !this.state.keptApart(a, b) ? [...settings.apart, [a, b] as [string, string]] : [];
    await this.commit(draft, {
      sweptUntil: this.state.sweptUntil,
      ...(apart.length ? { settings: { ...settings, apart } } : {}),
    });
  }

  /** A new version of a note, as the user edited it (see revise.ts). */
  async revise(sourceId: string, text: string): Promise<Revision> {
    await this.persist();
    return revise(this.reviser(), sourceId, text);
  }

  /** Undoes a note's last edit: its previous text, as a new version. */
  async undoRevision(sourceId: string): Promise<Revision> {
    await this.persist();
    return undoRevision(this.reviser(), sourceId);
  }

  private reviser(): ReviseHost {
    return {
      state: this.state,
      embedder: this.embedder,
      texts: (id) => this.store.texts(id),
      segments: (ids) => this.store.segments(ids),
      draft: () => this.draft(),
      commit: (draft) => this.commit(draft),
      segment: (text, kind) => this.segmenter(text, kind),
    };
  }

  /**
   * Brings a composted node back by hand; one that was superseded comes back in a lesion with what superseded
   * it (see `reabsorbByHand`).
   */
  async reabsorb(nodeId: string): Promise<HandReabsorption> {
    const node = this.state.nodes.get(nodeId);
    if (node?.state !== 'composted') throw new Error(`node ${nodeId} is not in the compost`);
    const draft = this.draft();
    const back = reabsorbByHand(draft, node);
    await this.commit(draft);
    return back;
  }

  /**
   * Brings back what a markdown vault export holds, metadata and all, in one step: every text is embedded
   * first, so a failure leaves the garden as it was.
   */
  async restore(restoration: Restoration): Promise<RestoreReport> {
    const texts = new Map<string, string>();
    for (const s of restoration.sources)
      for (const n of s.nodes) if (!this.state.nodes.has(n.id)) texts.set(n.id, n.text);
    for (const c of restoration.compost) if (!this.state.nodes.has(c.nodeId)) texts.set(c.nodeId, c.text);
    const ids = [...texts.keys()];
    const vectors = new Map<string, Float32Array>();
    for (let i = 0; i < ids.length; i += EMBED_BATCH_SEGMENTS) {
      const batch = ids.slice(i, i + EMBED_BATCH_SEGMENTS);
      const embedded = await this.embedder.embed(batch.map((id) => texts.get(id) ?? ''));
      batch.forEach((id, j) => {
        const v = embedded[j];
        if (v) vectors.set(id, v);
      });
    }
    const hashes = new Map<string, string>();
    for (const s of restoration.sources)
      hashes.set(s.id, await sha256Hex(`vault\n${s.nodes.map((n) => n.text).join('\n\n')}`));
    const draft = this.draft();
    const report = restore(draft, restoration, vectors, hashes);
    await this.commit(draft);
    return report;
  }

  async updateSettings(partial: Partial<Settings>): Promise<Settings> {
    const next = mergeSettings(partial, this.state.settings);
    const problems = validateSettings(next);
    if (problems.length) throw new Error(problems.join('; '));
    const draft = this.draft();
    draft.journal({ event: 'settings', reason: `settings changed: ${JSON.stringify(partial)}` });
    await this.commit(draft, { sweptUntil: this.state.sweptUntil, settings: next });
    return next;
  }

  journal(query: JournalQuery): Promise<JournalEntry[]> {
    return this.store.journal(query);
  }

  /** A source's segments, in the order they were cut. */
  segmentsOf(sourceId: string): Promise<Segment[]> {
    return this.store.segments(this.state.sources.get(sourceId)?.segmentIds ?? []);
  }

  /** A source's texts as admitted, oldest version first. */
  texts(sourceId: string): Promise<SourceText[]> {
    return this.store.texts(sourceId);
  }

  /** The user types an entry (or clears its type); the classifier never overrides the user's choice. */
  async setType(nodeId: string, type: EntryType | undefined): Promise<GardenNode> {
    const node = this.state.nodes.get(nodeId);
    if (!node) throw new Error(`no node ${nodeId}`);
    const draft = this.draft();
    const labels = { ...node.labels, typeBy: 'user' as const };
    if (type) labels.type = type;
    else delete labels.type;
    const updated = draft.updateNode(nodeId, { labels });
    draft.journal({ event: 'label', nodeId, reason: type ? `typed ${type} by hand` : 'type cleared by hand' });
    await this.commit(draft);
    return updated;
  }

  /** A feature request has shipped: from now on it decays like anything resolved. */
  async markShipped(nodeId: string): Promise<GardenNode> {
    const node = this.state.nodes.get(nodeId);
    if (node?.labels?.friction !== 'feature-gap') throw new Error(`node ${nodeId} is not a feature request`);
    const draft = this.draft();
    const shipped = applyLabels(
      draft,
      node,
      { shipped: true, resolution: 'resolved', session: this.state.sessions },
      { note: 'marked shipped by hand' },
    );
    await this.commit(draft);
    return shipped;
  }

  /** The most salient unresolved items within the profile budget, ready to copy. */
  profile(budgetTokens = this.state.settings.profileTokens): Profile {
    return profile(this.state, this.clock.now(), budgetTokens);
  }

  /** How often each frustration was mentioned in the last `days` days. */
  frictions(days = 30): FrictionAggregate[] {
    return frictionAggregates(this.state.nodes.values(), this.clock.now(), days);
  }

  byproducts(since = 0): Byproduct[] {
    return byproducts(this.state.compost.values(), since);
  }

  counts(): Record<NodeState, number> {
    const c: Record<NodeState, number> = { active: 0, dormant: 0, quarantined: 0, composted: 0 };
    for (const n of this.state.nodes.values()) c[n.state]++;
    return c;
  }

  /** Active nodes set aside when a lesion was settled against them (they decay, and keep the mark in compost). */
  setAside(): number {
    let n = 0;
    for (const node of this.state.nodes.values()) if (node.lostLesionAt !== undefined && node.state === 'active') n++;
    return n;
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
