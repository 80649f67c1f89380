// The garden as a service: what the worker exposes through Comlink. It owns the Garden, its store and the
// model, and turns results into views. Written against interfaces, so Node tests can run it too.
import { DAY_MS, ShiftableClock } from '../../core/clock';
import type { Embedder } from '../../core/embedding/embedder';
import { Garden, type Loaded } from '../../core/garden/garden';
import { StorageFullError, type GardenStore } from '../../core/garden/store';
import { describeDecay, salienceAt } from '../../core/decay/salience';
import { PACKS } from '../../core/enzymes/registry';
import type { EntryType } from '../../core/types';
import type { Settings } from '../../core/settings';
import type { RecallResult } from '../../core/recall/recall';
import type {
  CompostView,
  ConversationShape,
  GardenApi,
  IngestOutcome,
  IngestProgress,
  IngestStage,
  LesionView,
  ModelProgress,
  NamedInput,
  NodeDetail,
  OpeningProgress,
  AliasView,
  PackView,
  ProfileView,
  SearchHit,
  Summary,
  VaultArrival,
  VaultRestoreResult,
} from './garden-api';
import { isGardenVault, readVault } from '../../vault/import';
import { isVaultPath } from '../../vault/paths';
import { markdownOf, unpack } from '../../vault/unpack';
import { vaultFiles } from '../../vault/export';
import { zipFiles } from '../../vault/zip';
import { conversationShapes } from './conversation-shape';
import { graphSnapshot, nodeView, sizeHistory } from './views';

/** Deferred edges indexed per task after opening: ~50–150 ms in Chromium on a 2-core machine. */
const EDGE_SLICE = 20_000;
/** How long the deferred edges wait to look again while calls are running. */
const EDGE_PAUSE_MS = 50;

export interface ServiceDeps {
  openStore(): Promise<GardenStore>;
  loadEmbedder(onProgress: (p: ModelProgress) => void): Promise<Embedder>;
  /** Tells other tabs and the UI that the garden changed. */
  announce(): void;
  /** Web Locks: whether this context may tend the garden now, and a call for when it may. */
  writerLock: { tryAcquire(): Promise<boolean>; whenFree(then: () => void): void };
  /** A JSON backup of every table, and its restore (which replaces the whole garden). */
  exportBackup(now: number): Promise<Blob>;
  /** `dimensions`: the model's vector size, which every node of the backup must have. */
  importBackup(text: string, dimensions?: number): Promise<{ ok: true } | { ok: false; reason: string }>;
}

/** A failure in words a user can act on; a full disk says so. */
export function describeFailure(error: unknown): string {
  if (error instanceof StorageFullError) return 'storage is full (export a backup or free some space)';
  return error instanceof Error ? error.message : String(error);
}

export class GardenService implements GardenApi {
  private garden: Garden | undefined;
  private embedder: Embedder | undefined;
  private clock = new ShiftableClock();
  private pinnedStart: number | undefined;
  private cancelled = false;
  private fastForwarded = false;
  /** One metabolic call at a time: the garden is a single writer. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: ServiceDeps) {}

  /** Metabolic calls queued or running: the deferred edges wait while there are any. */
  private calls = 0;

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    this.calls++;
    const next = this.queue.then(work, work).finally(() => {
      this.calls--;
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  private get g(): Garden {
    if (!this.garden) throw new Error('the garden is not open yet');
    return this.garden;
  }

  private currentRole: 'writer' | 'follower' = 'writer';
  /** Where opening reports its steps, and later the resumption of what the gut held. */
  private onOpening: (p: OpeningProgress) => void = () => undefined;
  /** Sources in the gut, counted when it was last read (opening, a failed batch, a resumption). */
  private waiting = 0;

  /** Whether this context tends the garden or follows another tab's. */
  get role(): 'writer' | 'follower' {
    return this.currentRole;
  }

  async open(
    options: { today?: number },
    onModel: (p: ModelProgress) => void,
    onOpening: (p: OpeningProgress) => void = () => undefined,
  ): Promise<Summary> {
    if (!this.garden) {
      this.onOpening = onOpening;
      this.pinnedStart = options.today;
      this.clock = new ShiftableClock(undefined, options.today);
      // One writer across tabs: the first tab tends the garden; others follow it until it closes. The lock
      // comes first, so that what is read next is what this writer goes on from.
      const role = (await this.deps.writerLock.tryAcquire()) ? 'writer' : 'follower';
      // The store is read and the garden built while the model loads: opening waits for the slower of the
      // two, not for both.
      onOpening({ step: 'reading' });
      const reading = this.deps.openStore().then((store) =>
        Garden.read(store, (nodes) => {
          onOpening({ step: 'indexing', nodes });
        }),
      );
      reading.catch(() => undefined); // a failure is reported where it is awaited
      // What the last session left in the gut is counted meanwhile too.
      const leftovers = this.deps.openStore().then((store) => store.pendingCount());
      leftovers.catch(() => undefined);
      this.embedder = await this.deps.loadEmbedder(onModel);
      this.currentRole = role;
      if (this.currentRole === 'follower')
        this.deps.writerLock.whenFree(() => {
          void this.exclusive(async () => {
            this.currentRole = 'writer';
            await this.reload();
            this.deps.announce();
          })
            .then(() => this.g.waitingCount())
            .then((count) => {
              this.resumeLeftovers(count);
            });
        });
      await this.reload(await reading);
      this.resumeLeftovers(await leftovers);
    }
    return this.summary();
  }

  /**
   * What the last session left in the gut is digested once the garden is open: searchable at once, with
   * the resumption's progress shown apart ("Resuming 16 sources left from last time").
   */
  private resumeLeftovers(count: number): void {
    if (this.currentRole !== 'writer') return;
    this.waiting = count;
    if (this.waiting) void this.digestWaiting(true);
  }

  resumeWaiting(): Promise<void> {
    return this.digestWaiting(false);
  }

  /** Digests what waits in the gut; `fromLastTime`: left by the last session, not by a full disk in this one. */
  private digestWaiting(fromLastTime: boolean): Promise<void> {
    return this.exclusive(async () => {
      const g = this.g;
      const total = await g.waitingCount();
      if (!total) {
        // Nothing waits: trying again only asks the store whether it has room now.
        if (g.storageFull) await g.checkRoom();
        this.deps.announce();
        return;
      }
      const tally = { absorbed: 0, duplicate: 0, rejected: 0 };
      let done = 0;
      this.onOpening({ step: 'resuming', done, total, fromLastTime });
      let reason: string | undefined;
      try {
        await g.resume({
          onResult: (_, r) => {
            tally[r.status]++;
            this.waiting = total - ++done;
            this.onOpening({ step: 'resuming', done, total, fromLastTime });
            this.deps.announce();
          },
        });
      } catch (error) {
        if (!(error instanceof StorageFullError)) console.error('resuming failed', error);
        reason = describeFailure(error);
      }
      // Each settled source left the gut in the commit that settled it: the rest still wait.
      this.waiting = total - done;
      this.onOpening({ step: 'resumed', total, ...tally, fromLastTime, ...(reason ? { reason } : {}) });
      this.deps.announce();
    });
  }

  /** (Re)loads the garden from the store: as the writer, or read-only while another tab writes. */
  private async reload(loaded?: Loaded): Promise<void> {
    if (!this.embedder) throw new Error('the model is not loaded yet');
    this.garden = await Garden.open({
      store: await this.deps.openStore(),
      embedder: this.embedder,
      clock: this.clock,
      readOnly: this.currentRole === 'follower',
      ...(loaded ? { loaded } : {}),
    });
    this.settleEdges(this.garden);
  }

  /**
   * Indexes the edges that opening deferred, a slice per task, while no call is queued or running: a call
   * (the first search) waits for one slice at most, and its every step (embedding the query, committing its
   * touch) does not wait behind another. Whatever needs every edge first settles the rest at once.
   */
  private settleEdges(garden: Garden): void {
    const slice = (): void => {
      if (this.garden !== garden) return;
      if (this.calls > 0) setTimeout(slice, EDGE_PAUSE_MS);
      else if (garden.state.settle(EDGE_SLICE)) setTimeout(slice, 0);
    };
    setTimeout(slice, 0);
  }

  /** The writer in another tab changed the garden: a follower reloads what it shows. */
  followChange(): Promise<void> {
    if (this.currentRole !== 'follower' || !this.garden) return Promise.resolve();
    return this.exclusive(async () => {
      await this.reload();
      this.deps.announce();
    });
  }

  summary(): Promise<Summary> {
    const g = this.g;
    return Promise.resolve({
      now: this.clock.now(),
      simulated: this.fastForwarded,
      counts: g.counts(),
      sources: g.state.sources.size,
      openLesions: g.openLesions().length,
      settings: g.settings,
      role: this.currentRole,
      opening: { readMs: Math.round(g.opening.readMs), buildMs: Math.round(g.opening.buildMs) },
      waiting: this.waiting,
      storageFull: g.storageFull,
    });
  }

  ingest(inputs: NamedInput[], onProgress: (p: IngestProgress) => void): Promise<IngestOutcome[]> {
    this.cancelled = false;
    return this.exclusive(async () => {
      const outcomes: IngestOutcome[] = inputs.map((i) => ({ name: i.name, status: 'cancelled' }));
      let done = 0;
      const report = (index: number, stage: IngestStage, detail?: string): void => {
        onProgress({
          batch: { done, total: inputs.length },
          file: { index, name: inputs[index]?.name ?? '', stage, ...(detail ? { detail } : {}) },
        });
      };
      report(0, 'digest');
      try {
        await this.g.ingestMany(
          inputs.map(({ name: _name, ...source }) => source),
          {
            stop: () => this.cancelled,
            onResult: (index, r) => {
              done++;
              const name = inputs[index]?.name ?? '';
              if (r.status === 'absorbed') {
                const relations: IngestOutcome['relations'] = {};
                for (const seg of r.segments) relations[seg.relation] = (relations[seg.relation] ?? 0) + 1;
                outcomes[index] = {
                  name,
                  status: 'absorbed',
                  segments: r.segments.length,
                  relations,
                  ...(r.warnings?.length ? { reason: r.warnings.join('; ') } : {}),
                };
                report(index, 'done', `${String(r.segments.length)} segments`);
              } else {
                outcomes[index] = { name, status: r.status, reason: r.reason };
                report(index, r.status, r.reason);
              }
              this.deps.announce();
            },
          },
        );
      } catch (error) {
        if (!(error instanceof StorageFullError)) console.error('ingest failed', error);
        const reason = describeFailure(error);
        // Nothing already stored was changed. What the batch staged waits in the gut, to be digested when
        // there is room; if even staging failed, the feed gets the sources back.
        const before = this.waiting;
        this.waiting = await this.g.waitingCount();
        const kept = this.waiting > before;
        for (const o of outcomes)
          if (o.status === 'cancelled')
            Object.assign(
              o,
              kept
                ? { status: 'waiting', reason: `${reason}; it waits in the garden and is digested when there is room` }
                : { status: 'failed', reason: `${reason}; not stored, so it is back in the feed`, unstored: true },
            );
        this.deps.announce(); // the views learn what failed: a full disk shows its banner
      }
      onProgress({
        batch: { done: inputs.length, total: inputs.length },
        file: { index: inputs.length - 1, name: '', stage: 'done' },
      });
      return outcomes;
    });
  }

  cancelIngest(): void {
    this.cancelled = true;
  }

  async search(
    query: string,
    options: { scope: 'ordinary' | 'compost' | 'all'; limit?: number; type?: EntryType },
  ): Promise<SearchHit[]> {
    if (!query.trim()) return [];
    const now = this.clock.now();
    const limit = options.limit ?? 20;
    // A search touches what it finds (a reference refreshes a node) but does not announce a change: views
    // re-query on changes, and a search that re-ran itself on its own touch would never stop. A search by
    // type looks deeper, then keeps that type.
    const deep = options.type ? limit * 5 : limit;
    // An ordinary search also shows, apart, what the compost answers better than anything living.
    const wasFull = this.g.storageFull;
    const { living, compost } = await this.exclusive(async () =>
      options.scope === 'ordinary'
        ? this.g.search(query, { limit: deep })
        : { living: await this.g.recall(query, { scope: options.scope, limit: deep }), compost: [] },
    );
    // A search whose touch found the disk full says so (the banner), though the search itself answered.
    if (this.g.storageFull !== wasFull) this.deps.announce();
    const typed = (hits: RecallResult[]) =>
      options.type ? hits.filter((h) => h.node.labels?.type === options.type).slice(0, limit) : hits;
    const view = (h: RecallResult, tier?: 'compost'): SearchHit => ({
      node: nodeView(this.g, h.node, now),
      score: h.score,
      provenance: h.provenance,
      lesions: h.lesions,
      ...(h.compost ? { compost: h.compost } : {}),
      ...(tier ? { tier } : {}),
    });
    return [...typed(living).map((h) => view(h)), ...typed(compost).map((h) => view(h, 'compost'))];
  }

  async contextPack(query: string, budgetTokens: number): Promise<string> {
    const pack = await this.exclusive(() => this.g.contextPack(query, budgetTokens));
    return pack.markdown;
  }

  async node(id: string): Promise<NodeDetail | undefined> {
    const g = this.g;
    const node = g.state.nodes.get(id);
    if (!node) return undefined;
    const now = this.clock.now();
    const start = node.createdAt;
    const end = Math.max(now, start) + 365 * DAY_MS;
    const decay = Array.from({ length: 48 }, (_, i) => {
      const t = start + ((end - start) * i) / 47;
      return { t, salience: salienceAt(node, t, g.settings, g.state.sessions) };
    });
    const relations = g.state.edgesOf(id).flatMap((e) => {
      const otherId = e.from === id ? e.to : e.from;
      const other = g.state.nodes.get(otherId);
      if (!other) return [];
      return [
        {
          edgeId: e.id,
          kind: e.kind,
          direction: e.from === id ? ('out' as const) : ('in' as const),
          weight: e.weight,
          other: nodeView(g, other, now),
          ...(e.kind === 'lesion' ? { open: e.open === true } : {}),
        },
      ];
    });
    const compost = g.state.compostByNode.get(id);
    return {
      node: nodeView(g, node, now),
      context: node.context,
      provenance: node.sourceIds.flatMap((sid) => {
        const s = g.state.sources.get(sid);
        return s
          ? [{ sourceId: s.id, title: s.title, trust: s.trust, origin: s.origin, generatedAt: s.generatedAt }]
          : [];
      }),
      relations,
      journal: await g.journal({ nodeId: id }),
      decay,
      decayRule: describeDecay(node, g.settings),
      ...(compost ? { compost } : {}),
    };
  }

  lesions(): Promise<LesionView[]> {
    const now = this.clock.now();
    return Promise.resolve(
      this.g.openLesions().map((l) => ({
        edgeId: l.edge.id,
        openedAt: l.edge.createdAt,
        challenger: nodeView(this.g, l.challenger, now),
        challenged: nodeView(this.g, l.challenged, now),
      })),
    );
  }

  resolveLesion(
    edgeId: string,
    resolution: { winnerId: string } | { synthesis: string },
  ): Promise<IngestOutcome | undefined> {
    return this.exclusive(async () => {
      if ('winnerId' in resolution) {
        await this.g.resolveLesion(edgeId, resolution.winnerId);
        this.deps.announce();
        return undefined;
      }
      const r = await this.g.ingest({
        content: resolution.synthesis,
        trust: 'synthesis',
        title: 'Synthesis',
        origin: 'garden',
      });
      this.deps.announce();
      const stillOpen = this.g.state.edges.get(edgeId)?.open === true;
      if (r.status !== 'absorbed') return { name: 'Synthesis', status: r.status, reason: r.reason };
      return {
        name: 'Synthesis',
        status: 'absorbed',
        segments: r.segments.length,
        ...(stillOpen
          ? { reason: 'absorbed, but it did not settle this lesion: say which side holds, with its value' }
          : {}),
      };
    });
  }

  compost(query: string): Promise<CompostView[]> {
    const g = this.g;
    const now = this.clock.now();
    if (query.trim())
      return this.search(query, { scope: 'compost', limit: 50 }).then((hits) =>
        hits.flatMap((h) => (h.compost ? [{ entry: h.compost, node: h.node }] : [])),
      );
    const latest = [...g.state.compostByNode.values()]
      .filter((e) => g.state.nodes.get(e.nodeId)?.state === 'composted')
      .sort((a, b) => b.at - a.at)
      .slice(0, 200);
    return Promise.resolve(
      latest.flatMap((entry) => {
        const node = g.state.nodes.get(entry.nodeId);
        return node ? [{ entry, node: nodeView(g, node, now) }] : [];
      }),
    );
  }

  byproducts() {
    return Promise.resolve(this.g.byproducts());
  }

  frictions(days: number) {
    return Promise.resolve(this.g.frictions(days));
  }

  profile(budgetTokens?: number): Promise<ProfileView> {
    const now = this.clock.now();
    const p = this.g.profile(budgetTokens);
    return Promise.resolve({ ...p, items: p.items.map((i) => nodeView(this.g, i.node, now)) });
  }

  setType(nodeId: string, type: EntryType | null): Promise<void> {
    return this.exclusive(async () => {
      await this.g.setType(nodeId, type ?? undefined);
      this.deps.announce();
    });
  }

  markShipped(nodeId: string): Promise<void> {
    return this.exclusive(async () => {
      await this.g.markShipped(nodeId);
      this.deps.announce();
    });
  }

  packs(): Promise<PackView[]> {
    return Promise.resolve(
      PACKS.map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        required: p.required === true,
        enzymes: p.enzymes.map((e) => ({ id: e.id, description: e.description })),
      })),
    );
  }

  readConversations(texts: (string | Uint8Array)[]): Promise<(ConversationShape | null)[]> {
    return Promise.resolve(conversationShapes(texts));
  }

  aliases(): Promise<AliasView> {
    const declared = [...this.g.state.sources.values()].flatMap((s) =>
      Object.entries(s.aliases ?? {}).map(([variant, canonical]) => ({ variant, canonical, source: s.title })),
    );
    return Promise.resolve({ user: this.g.settings.aliases, declared });
  }

  reabsorb(nodeId: string): Promise<void> {
    return this.exclusive(async () => {
      await this.g.reabsorb(nodeId);
      this.deps.announce();
    });
  }

  graph() {
    return Promise.resolve(graphSnapshot(this.g));
  }

  fastForward(days: number): Promise<Summary> {
    return this.exclusive(async () => {
      this.clock.advanceDays(days);
      this.fastForwarded = true;
      await this.g.catchUp();
      this.deps.announce();
      return this.summary();
    });
  }

  realClock(): Promise<Summary> {
    return this.exclusive(() => {
      this.clock.reset(this.pinnedStart);
      this.fastForwarded = false;
      this.deps.announce();
      return this.summary();
    });
  }

  history() {
    return Promise.resolve(sizeHistory(this.g, this.clock.now()));
  }

  updateSettings(partial: Partial<Settings>): Promise<Settings> {
    return this.exclusive(async () => {
      const s = await this.g.updateSettings(partial);
      this.deps.announce();
      return s;
    });
  }

  /** The garden as a markdown vault, zipped: one file per source, the compost as dated archive files. */
  exportVault(): Promise<Uint8Array> {
    return Promise.resolve(zipFiles(vaultFiles(this.g.state, this.clock.now())));
  }

  /** One consistent snapshot of the store (one read transaction): it need not wait for a digest to end. */
  exportBackup(): Promise<Blob> {
    return this.deps.exportBackup(this.clock.now());
  }

  restoreVault(arrivals: VaultArrival[]): Promise<VaultRestoreResult> {
    return this.exclusive(async () => {
      const { files, problems, skipped } = unpack(arrivals);
      if (problems.length) return { kind: 'invalid', reason: problems.join('; ') };
      const markdown = markdownOf(files);
      if (!isGardenVault(markdown)) return { kind: 'not-a-vault', others: files, skipped };
      const read = readVault(markdown);
      if (!read.ok) {
        const more = read.problems.length > 5 ? ` (and ${String(read.problems.length - 5)} more)` : '';
        return { kind: 'invalid', reason: `${read.problems.slice(0, 5).join('; ')}${more}` };
      }
      try {
        const report = await this.g.restore(read.restoration);
        this.deps.announce();
        return { kind: 'restored', report, others: files.filter((f) => !isVaultPath(f.path)), skipped };
      } catch (error) {
        return { kind: 'invalid', reason: describeFailure(error) };
      }
    });
  }

  importBackup(text: string): Promise<{ ok: boolean; reason?: string }> {
    return this.exclusive(async () => {
      let result: { ok: true } | { ok: false; reason: string };
      try {
        result = await this.deps.importBackup(text, this.embedder?.dimensions);
      } catch (error) {
        // One transaction: a restore that could not be written changed nothing.
        return { ok: false, reason: `${describeFailure(error)}; the garden is as it was` };
      }
      if (!result.ok) return result;
      // The garden in memory is rebuilt from what was just restored.
      if (!this.embedder) throw new Error('the garden is not open yet');
      this.garden = await Garden.open({
        store: await this.deps.openStore(),
        embedder: this.embedder,
        clock: this.clock,
      });
      this.deps.announce();
      this.resumeLeftovers(await this.g.waitingCount());
      return { ok: true };
    });
  }

  async rawModelThroughput(texts: string[]): Promise<number> {
    if (!this.embedder) throw new Error('the model is not loaded yet');
    const t0 = performance.now();
    await this.embedder.embed(texts);
    return texts.length / ((performance.now() - t0) / 1000);
  }
}
