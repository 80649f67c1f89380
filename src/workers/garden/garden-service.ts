// The garden as a service: the face the worker exposes through Comlink. Each call is a line or two over the
// parts that do the work: tending (the writer, its queue and clock), digestion (ingest and the gut), the
// views, restoring. Written against interfaces, so Node tests can run it too.
import { PACKS } from '../../core/packs/registry';
import type { RecallResult } from '../../core/recall/recall';
import type { Settings } from '../../core/settings';
import { terms } from '../../core/text/terms';
import type { Revision } from '../../core/garden/revise';
import type { EntryType, NodeState } from '../../core/types';
import { conversationShapes } from './conversation-shape';
import { readContent } from '../../core/valve/valve';
import { Digestion } from './digestion';
import type {
  AliasView,
  CompostView,
  ConversationShape,
  GardenApi,
  IngestOutcome,
  IngestProgress,
  LesionView,
  LibraryEntry,
  ModelProgress,
  NamedInput,
  NodeDetail,
  NoteDetail,
  OpeningProgress,
  PackView,
  ProfileView,
  SearchHit,
  Summary,
  VaultArrival,
  VaultRestoreResult,
} from './garden-api';
import { nodeDetail } from './node-detail';
import { noteView } from './note';
import { importBackup, restoreVault } from './restoring';
import { Tending, type ServiceDeps } from './tending';
import { libraryView } from './library';
import { graphSnapshot, latestCompost, lesionViews, nodeView, searchHitView, sizeHistory } from './views';
import { vaultFiles } from '../../vault/export';
import { zipFiles } from '../../vault/zip';

export { describeFailure } from './failure';
export type { ServiceDeps } from './tending';

export class GardenService implements GardenApi {
  private readonly tending: Tending;
  private readonly digestion: Digestion;

  constructor(deps: ServiceDeps) {
    this.tending = new Tending(deps);
    this.digestion = new Digestion(this.tending);
  }

  private get g() {
    return this.tending.g;
  }

  private get clock() {
    return this.tending.clock;
  }

  private get deps() {
    return this.tending.deps;
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.tending.exclusive(work);
  }

  /** Whether this context tends the garden or follows another tab's. */
  get role(): 'writer' | 'follower' {
    return this.tending.role;
  }

  async open(
    options: { today?: number },
    onModel: (p: ModelProgress) => void,
    onOpening: (p: OpeningProgress) => void = () => undefined,
  ): Promise<Summary> {
    if (!this.tending.opened) {
      this.digestion.onOpening = onOpening;
      await this.tending.open(options.today, onModel, onOpening, (count) => {
        this.digestion.resumeLeftovers(count);
      });
    }
    return this.summary();
  }

  resumeWaiting(): Promise<void> {
    return this.digestion.digestWaiting(false);
  }

  followChange(): Promise<void> {
    return this.tending.followChange();
  }

  summary(): Promise<Summary> {
    const g = this.g;
    return Promise.resolve({
      now: this.clock.now(),
      simulated: this.tending.fastForwarded,
      ...(this.tending.fastForwarded
        ? { addedInSimulation: Math.max(0, g.state.sources.size - this.tending.sourcesStored) }
        : {}),
      counts: g.counts(),
      setAside: g.setAside(),
      sources: g.state.sources.size,
      openLesions: g.openLesions().length,
      settings: g.settings,
      role: this.tending.role,
      opening: { readMs: Math.round(g.opening.readMs), buildMs: Math.round(g.opening.buildMs) },
      waiting: this.digestion.waiting,
      storageFull: g.storageFull,
      ...(this.tending.discarded === undefined ? {} : { discarded: this.tending.discarded }),
    });
  }

  ingest(inputs: NamedInput[], onProgress: (p: IngestProgress) => void): Promise<IngestOutcome[]> {
    return this.digestion.ingest(inputs, onProgress);
  }

  cancelIngest(): void {
    this.digestion.cancel();
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
    const wanted = new Set(terms(query));
    return [
      ...typed(living).map((h) => searchHitView(this.g, h, now, wanted)),
      ...typed(compost).map((h) => searchHitView(this.g, h, now, wanted, 'compost')),
    ];
  }

  async contextPack(query: string, budgetTokens: number): Promise<string> {
    const pack = await this.exclusive(() => this.g.contextPack(query, budgetTokens));
    return pack.markdown;
  }

  node(id: string): Promise<NodeDetail | undefined> {
    return nodeDetail(this.g, id, this.clock.now());
  }

  async note(sourceId: string): Promise<NoteDetail | null> {
    return (await noteView(this.g, sourceId, this.clock.now())) ?? null;
  }

  library(): Promise<LibraryEntry[]> {
    return Promise.resolve(libraryView(this.g));
  }

  lesions(limit?: number): Promise<LesionView[]> {
    return lesionViews(this.g, this.clock.now(), limit);
  }

  resolveLesion(
    edgeId: string,
    resolution: { winnerId: string } | { synthesis: string } | { keepBoth: true },
  ): Promise<IngestOutcome | undefined> {
    return this.exclusive(async () => {
      if ('winnerId' in resolution || 'keepBoth' in resolution) {
        if ('winnerId' in resolution) await this.g.resolveLesion(edgeId, resolution.winnerId);
        else await this.g.keepBoth(edgeId);
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
    return Promise.resolve(latestCompost(g, now));
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

  unreadable(contents: (string | Uint8Array)[]): Promise<(string | null)[]> {
    return Promise.resolve(
      contents.map((c) => {
        const read = readContent(c);
        return read.ok ? null : read.reason;
      }),
    );
  }

  aliases(): Promise<AliasView> {
    const declared = [...this.g.state.sources.values()].flatMap((s) =>
      Object.entries(s.aliases ?? {}).map(([variant, canonical]) => ({ variant, canonical, source: s.title })),
    );
    return Promise.resolve({ user: this.g.settings.aliases, declared });
  }

  /** A note's new version, as the user edited it; a refusal (empty, unchanged) comes back in words. */
  revise(sourceId: string, text: string): Promise<Revision> {
    return this.exclusive(async () => {
      const revision = await this.g.revise(sourceId, text);
      this.deps.announce();
      return revision;
    });
  }

  undoRevision(sourceId: string): Promise<Revision> {
    return this.exclusive(async () => {
      const revision = await this.g.undoRevision(sourceId);
      this.deps.announce();
      return revision;
    });
  }

  reabsorb(nodeId: string): Promise<{ state: NodeState; conflictWith?: string }> {
    return this.exclusive(async () => {
      const { node, lesionWith } = await this.g.reabsorb(nodeId);
      this.deps.announce();
      return { state: node.state, ...(lesionWith ? { conflictWith: lesionWith.text } : {}) };
    });
  }

  graph() {
    return Promise.resolve(graphSnapshot(this.g));
  }

  fastForward(days: number): Promise<Summary> {
    return this.exclusive(async () => {
      await this.tending.fastForward(days);
      this.deps.announce();
      return this.summary();
    });
  }

  realClock(): Promise<Summary> {
    return this.exclusive(async () => {
      await this.tending.realClock();
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

  /**
   * The garden as a markdown vault, zipped: one file per source, the compost as dated archive files. It is the
   * garden as stored, as the JSON backup is: a simulation's decay and notes are never exported.
   */
  async exportVault(): Promise<Uint8Array> {
    return zipFiles(vaultFiles(await this.g.stored(), this.tending.realNow()));
  }

  /** One consistent snapshot of the store (one read transaction): it need not wait for a digest to end. */
  exportBackup(): Promise<Blob> {
    return this.deps.exportBackup(this.tending.realNow());
  }

  restoreVault(arrivals: VaultArrival[]): Promise<VaultRestoreResult> {
    return this.exclusive(() => restoreVault(this.tending, arrivals));
  }

  importBackup(text: string): Promise<{ ok: boolean; reason?: string }> {
    return this.exclusive(async () => {
      const result = await importBackup(this.tending, text);
      if (result.ok) this.digestion.resumeLeftovers(await this.g.waitingCount());
      return result;
    });
  }
}
