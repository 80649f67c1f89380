// Who tends the garden, and when: one writer across tabs (a Web Lock; other tabs follow it), one metabolic
// call at a time, the clock the garden lives by, and the edges that opening deferred, indexed in idle slices.
import { DAY_MS, ShiftableClock } from '../../core/clock';
import type { Embedder } from '../../core/embedding/embedder';
import { Garden, type Loaded } from '../../core/garden/garden';
import type { Discarded, GardenStore } from '../../core/kernel/store';
import type { ModelProgress, OpeningProgress } from './garden-api';

/** Deferred edges indexed per task after opening: small enough that a first search waits for one slice at most. */
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

export class Tending {
  private garden: Garden | undefined;
  embedder: Embedder | undefined;
  clock = new ShiftableClock();
  /** The day `?today=` pinned, which the real clock returns to. */
  private pinnedStart: number | undefined;
  /** Whether the clock was moved ahead of the real one (a simulation of decay). */
  fastForwarded = false;
  /** How far a simulation moved the clock ahead. */
  private simulatedMs = 0;
  /** How many sources the garden held as stored when the simulation began: those added since go with it. */
  sourcesStored = 0;
  role: 'writer' | 'follower' = 'writer';
  private store: GardenStore | undefined;
  /** One metabolic call at a time: the garden is a single writer. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Metabolic calls queued or running: the deferred edges wait while there are any. */
  private calls = 0;

  constructor(readonly deps: ServiceDeps) {}

  /** The browser discarded the stored garden, before this opening or since (see GardenStore.discarded). */
  get discarded(): Discarded | undefined {
    return this.store?.discarded;
  }

  get opened(): boolean {
    return this.garden !== undefined;
  }

  get g(): Garden {
    if (!this.garden) throw new Error('the garden is not open yet');
    return this.garden;
  }

  exclusive<T>(work: () => Promise<T>): Promise<T> {
    this.calls++;
    const next = this.queue.then(work, work).finally(() => {
      this.calls--;
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  /**
   * Opens the garden: the store is read and the garden built while the model loads, so opening waits for the
   * slower of the two, not for both. `onWriter` hears how many sources the gut holds whenever this context
   * becomes the writer (at once, or when the tab that held the lock closes).
   */
  async open(
    today: number | undefined,
    onModel: (p: ModelProgress) => void,
    onOpening: (p: OpeningProgress) => void,
    onWriter: (waiting: number) => void,
  ): Promise<void> {
    this.pinnedStart = today;
    this.clock = new ShiftableClock(undefined, today);
    // The lock comes first, so that what is read next is what this writer goes on from.
    const role = (await this.deps.writerLock.tryAcquire()) ? 'writer' : 'follower';
    onOpening({ step: 'reading' });
    const reading = this.deps.openStore().then((store) => {
      this.store = store;
      return Garden.read(store, (nodes) => {
        onOpening({ step: 'indexing', nodes });
      });
    });
    reading.catch(() => undefined); // a failure is reported where it is awaited
    // What the last session left in the gut is counted meanwhile too.
    const leftovers = this.deps.openStore().then((store) => store.pendingCount());
    leftovers.catch(() => undefined);
    this.embedder = await this.deps.loadEmbedder(onModel);
    this.role = role;
    if (role === 'follower')
      this.deps.writerLock.whenFree(() => {
        void this.exclusive(async () => {
          this.role = 'writer';
          await this.reload();
          this.deps.announce();
        })
          .then(() => this.g.waitingCount())
          .then(onWriter);
      });
    await this.reload(await reading);
    if (role === 'writer') onWriter(await leftovers);
  }

  /** (Re)loads the garden from the store: as the writer, or read-only while another tab writes. */
  async reload(loaded?: Loaded): Promise<void> {
    if (!this.embedder) throw new Error('the model is not loaded yet');
    // (A garden opened from the store again, say after a restore, is the real one: no simulation goes on.)
    if (this.fastForwarded) this.endSimulation();
    this.garden = await Garden.open({
      store: await this.deps.openStore(),
      embedder: this.embedder,
      clock: this.clock,
      readOnly: this.role === 'follower',
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
    if (this.role !== 'follower' || !this.garden) return Promise.resolve();
    return this.exclusive(async () => {
      await this.reload();
      this.deps.announce();
    });
  }

  /**
   * Moves the clock ahead and lets the garden catch up with it: a simulation of decay, rehearsed in memory
   * (see RehearsalStore), so that the garden the user keeps is never composted, touched or dated in the future.
   */
  async fastForward(days: number): Promise<void> {
    if (!this.fastForwarded) this.sourcesStored = this.g.state.sources.size;
    await this.g.rehearse();
    this.clock.advanceDays(days);
    this.simulatedMs += days * DAY_MS;
    this.fastForwarded = true;
    await this.g.catchUp();
  }

  /** Back to the real clock (or the pinned day), and to the garden as stored: the simulation is dropped. */
  async realClock(): Promise<void> {
    this.endSimulation();
    await this.reload();
  }

  private endSimulation(): void {
    this.clock.reset(this.pinnedStart);
    this.fastForwarded = false;
    this.simulatedMs = 0;
  }

  /** Now on the real clock (or the pinned day), whatever a simulation shows. */
  realNow(): number {
    return this.clock.now() - this.simulatedMs;
  }
}
