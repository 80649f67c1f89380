// The browser figures, in headless Chromium on the production build: the rhizome's frames per second at 10k
// nodes and 30k edges (while the layout runs, and while panning once it is at rest), the time to open a
// stored garden and answer a first search, and in-browser ingest against the raw model in the same page.
// Frames are counted with requestAnimationFrame in the page; the garden is seeded through the app's own
// backup import.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import 'fake-indexeddb/auto';
import { chromium, type Page } from '@playwright/test';
import { preview } from 'vite';
import type { Embedder } from '../../src/core/embedding/embedder';
import { GardenState } from '../../src/core/kernel/state';
import type { LivingChange } from '../../src/core/kernel/changes';
import { DEFAULT_SETTINGS } from '../../src/core/settings';
import { plural } from '../../src/core/words';
import { exportBackup } from '../../src/storage/backup';
import { DexieStore } from '../../src/storage/dexie-store';
import type { GardenApi, Summary } from '../../src/workers/garden/garden-api';
import type { ModelBench } from '../../src/workers/model/model-bench';
import { chromiumLaunchOptions } from '../chromium';
import { storeRows } from '../page-store';
import { syntheticGarden } from './synthetic';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = 4174;
const NOW = Date.parse('2026-06-01T00:00:00Z');
const COUNT_MS = 3000;
const VIEWPORT = { width: 1280, height: 800 };

export interface BrowserFigures {
  rhizome: { nodes: number; edges: number; layoutFps: number; panFps: number };
  /**
   * Opening runs while the model loads: `readyMs` is the page's load until the app is ready (model loaded and
   * garden open), `emptyReadyMs` the same for an empty garden; the difference is what the garden adds.
   */
  open: {
    nodes: number;
    readMs: number;
    buildMs: number;
    firstSearchMs: number;
    readyMs: number;
    emptyReadyMs: number;
    /** Per round of alternating starts: what opening and the first search add to an empty garden's start. */
    addedMs?: number[];
  };
  /** The same at the full size (100k nodes), seeded straight into the store; medians of alternating starts. */
  openBig?: BrowserFigures['open'];
  ingest: {
    notes: number;
    segments: number;
    gardenSegmentsPerSecond: number;
    rawModelSegmentsPerSecond: number;
    ratio: number;
  };
}

type BenchWindow = Window & {
  metabolicGarden: GardenApi;
  metabolicCallback: <T>(f: T) => T;
  metabolicBench: Promise<ModelBench>;
};

/** A stored garden of `n` synthetic nodes and three edges from each, as the app's backup file. */
async function backupOf(n: number, model: Embedder): Promise<string> {
  const { garden } = await syntheticGarden(n, model, NOW, 'mixed', 3);
  const store = await DexieStore.open(`bench-browser-${String(Date.now())}`);
  await store.commit({ ...garden, segments: [], journal: [], meta: { sweptUntil: NOW, settings: DEFAULT_SETTINGS } });
  const text = await (await exportBackup(store, NOW)).text();
  await store.close();
  return text;
}

/** requestAnimationFrame callbacks per second over `ms`, counted in the page. */
const countFrames = (page: Page, ms: number): Promise<number> =>
  page.evaluate(
    (ms) =>
      new Promise<number>((resolve) => {
        let frames = 0;
        const start = performance.now();
        const tick = (): void => {
          frames++;
          const elapsed = performance.now() - start;
          if (elapsed < ms) requestAnimationFrame(tick);
          else resolve(Number(((frames * 1000) / elapsed).toFixed(1)));
        };
        requestAnimationFrame(tick);
      }),
    ms,
  );

async function openApp(page: Page): Promise<number> {
  // tsx names the functions this file hands to page.evaluate through a helper the page lacks: give it one.
  await page.addInitScript({ content: 'window.__name = (f) => f;' });
  const started = Date.now();
  await page.goto(`http://127.0.0.1:${String(PORT)}/?today=2026-06-01&bench`);
  await page
    .getByTestId('model-status')
    .filter({ hasText: /model ready/ })
    .waitFor({ timeout: 120_000 });
  return Date.now() - started;
}

const summary = (page: Page): Promise<Summary> =>
  page.evaluate(() => (window as unknown as BenchWindow).metabolicGarden.summary());

const firstSearch = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    const t = performance.now();
    await (window as unknown as BenchWindow).metabolicGarden.search('when does the dentist open', {
      scope: 'ordinary',
    });
    return Math.round(performance.now() - t);
  });

async function rhizomeAndOpen(page: Page, backup: string, nodes: number): Promise<Omit<BrowserFigures, 'ingest'>> {
  await openApp(page);
  // Ready with an empty garden, from the browser's cache as the reopening below will be.
  const emptyReadyMs = await openApp(page);
  const imported = await page.evaluate(
    (text) => (window as unknown as BenchWindow).metabolicGarden.importBackup(text),
    backup,
  );
  if (!imported.ok) throw new Error(`the bench garden was not imported: ${imported.reason ?? ''}`);

  // Open it again, as a user coming back: the store is read and the indexes built; then a first search.
  const readyMs = await openApp(page);
  const { opening } = await summary(page);
  const firstSearchMs = await firstSearch(page);

  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Rhizome/ })
    .click();
  await page.getByLabel('Show compost').check();
  const stats = page.getByTestId('rhizome-stats');
  await stats.filter({ hasText: plural(nodes, 'node') }).waitFor({ timeout: 60_000 });
  // The layout starts hot: these frames are drawn while it runs.
  const layoutFps = await countFrames(page, COUNT_MS);

  // Panning is measured once the layout is at rest: the picture stays, the view moves.
  await stats.filter({ hasNotText: 'laying out' }).waitFor({ timeout: 180_000 });
  const box = await page.getByTestId('rhizome-canvas').boundingBox();
  if (!box) throw new Error('no rhizome canvas');
  const panning = countFrames(page, COUNT_MS);
  const started = Date.now();
  // Panning: drag on empty canvas (a corner), back and forth, until the count is done.
  await page.mouse.move(box.x + 5, box.y + 5);
  await page.mouse.down();
  for (let i = 0; Date.now() - started < COUNT_MS; i++)
    await page.mouse.move(box.x + 5 + 120 * Math.sin(i / 6), box.y + 5 + 80 * Math.cos(i / 6), { steps: 2 });
  await page.mouse.up();
  const panFps = await panning;
  const edges = Number(/(\d+) edges/.exec((await stats.textContent()) ?? '')?.[1] ?? NaN);
  return {
    rhizome: { nodes, edges, layoutFps, panFps },
    open: { nodes, ...opening, firstSearchMs, readyMs, emptyReadyMs },
  };
}

const NOTE_ROOMS = ['kitchen', 'hallway', 'attic', 'garage', 'shed', 'bathroom', 'study', 'cellar'];
const note = (i: number): string =>
  `The radiator in the ${NOTE_ROOMS[i % NOTE_ROOMS.length] ?? ''} needs a new washer (job ${String(i)}).\n\nReminder ${String(i)}: ask about it on visit number ${String(i % 17)}.`;

/**
 * Writes a garden straight into the app's store as a snapshot: a backup of 100k nodes is too big to hand to a
 * page in one call. The store itself (on fake-indexeddb, in Node) commits the garden and folds it into its
 * snapshot; its rows are then copied as they are into the page's database, which the app must have opened
 * once so that it exists.
 */
const SEED_PIECE_BYTES = 8 << 20;

async function seedSnapshot(page: Page, garden: LivingChange): Promise<void> {
  const store = await DexieStore.open(`bench-seed-${String(Date.now())}`);
  try {
    await store.commit({ ...garden, segments: [], journal: [], meta: { sweptUntil: NOW, settings: DEFAULT_SETTINGS } });
    await store.keepSnapshot(GardenState.open(await store.load(), 0).snapshot());
    for (const table of [store.db.snapshot, store.db.meta]) {
      const rows = await table.toArray();
      for (const row of rows) {
        const { blob, ...rest } = row as { blob?: Blob } & Record<string, unknown>;
        const bytes = blob ? Buffer.from(await blob.arrayBuffer()) : undefined;
        const blobBase64: string[] = [];
        for (let at = 0; bytes && at < bytes.length; at += SEED_PIECE_BYTES)
          blobBase64.push(bytes.subarray(at, at + SEED_PIECE_BYTES).toString('base64'));
        await storeRows(page, table.name, [{ ...rest, ...(bytes ? { blobBase64 } : {}) }]);
      }
    }
  } finally {
    await store.close();
  }
}

/** Starts of the empty and the full garden, alternated: the machine's load drifts by seconds between runs. */
const OPEN_ROUNDS = 3;

/**
 * Opening a garden of `n` nodes as a user comes back to it: the browser starts with the garden on disk (a
 * profile of its own, not a context kept in memory), against the same start with the garden still empty.
 * The garden is seeded straight into the store as its snapshot. Each figure is the median of OPEN_ROUNDS starts
 * of each, alternated, and each round's difference is kept.
 */
async function openAt(n: number, model: Embedder): Promise<BrowserFigures['open']> {
  const { garden } = await syntheticGarden(n, model, NOW, 'mixed', 3);
  const profiles = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'garden-bench-')));
  const [empty = '', full = ''] = profiles;
  const session = async <T>(profile: string, work: (page: Page) => Promise<T>): Promise<T> => {
    const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, viewport: VIEWPORT });
    try {
      return await work(context.pages()[0] ?? (await context.newPage()));
    } finally {
      await context.close();
    }
  };
  try {
    // The first start fills the browser's caches (app, model, runtime), as a user's earlier visits have.
    await session(empty, openApp);
    await session(full, async (page) => {
      await openApp(page);
      await seedSnapshot(page, garden);
    });
    const rounds: BrowserFigures['open'][] = [];
    for (let r = 0; r < OPEN_ROUNDS; r++) {
      const emptyReadyMs = await session(empty, openApp);
      rounds.push(
        await session(full, async (page) => {
          const readyMs = await openApp(page);
          const { opening } = await summary(page);
          return { nodes: n, ...opening, firstSearchMs: await firstSearch(page), readyMs, emptyReadyMs };
        }),
      );
    }
    const median = (key: 'readMs' | 'buildMs' | 'firstSearchMs' | 'readyMs' | 'emptyReadyMs') =>
      rounds.map((round) => round[key]).sort((a, b) => a - b)[Math.floor(rounds.length / 2)] ?? 0;
    return {
      nodes: n,
      readMs: median('readMs'),
      buildMs: median('buildMs'),
      firstSearchMs: median('firstSearchMs'),
      readyMs: median('readyMs'),
      emptyReadyMs: median('emptyReadyMs'),
      addedMs: rounds.map((round) => round.readyMs - round.emptyReadyMs + round.firstSearchMs),
    };
  } finally {
    for (const profile of profiles) fs.rmSync(profile, { recursive: true, force: true });
  }
}

async function ingest(page: Page, notes: number): Promise<BrowserFigures['ingest']> {
  await openApp(page);
  return page.evaluate(
    async (texts) => {
      const w = window as unknown as BenchWindow;
      const segments = texts.flatMap((t) => t.split('\n\n'));
      // (Each measurement of the raw model warms its own runtime first.)
      const bench = await w.metabolicBench;
      const rawBefore = await bench.rawModelThroughput(segments);
      const t = performance.now();
      const inputs = texts.map((content, i) => ({ name: `note-${String(i)}.md`, content, trust: 'operator' as const }));
      await w.metabolicGarden.ingest(
        inputs,
        w.metabolicCallback(() => undefined),
      );
      const garden = segments.length / ((performance.now() - t) / 1000);
      // The raw model at its best of two runs, before and after the ingest: the ratio is not flattered.
      const raw = Math.max(rawBefore, await bench.rawModelThroughput(segments));
      return {
        notes: texts.length,
        segments: segments.length,
        gardenSegmentsPerSecond: Number(garden.toFixed(1)),
        rawModelSegmentsPerSecond: Number(raw.toFixed(1)),
        ratio: Number((garden / raw).toFixed(3)),
      };
    },
    Array.from({ length: notes }, (_, i) => note(i)),
  );
}

export async function measureBrowser(
  model: Embedder,
  options: { nodes: number; notes: number; openNodes?: number },
): Promise<BrowserFigures> {
  // Always built: a build left from older code would be measured in its place.
  execSync('npx vite build', { cwd: ROOT, stdio: 'ignore' });
  const backup = await backupOf(options.nodes, model);
  const server = await preview({
    root: ROOT,
    logLevel: 'silent',
    preview: { port: PORT, strictPort: true, host: '127.0.0.1' },
  });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const viewport = VIEWPORT;
    const first = await (await browser.newContext({ viewport })).newPage();
    const seen = await rhizomeAndOpen(first, backup, options.nodes);
    const second = await (await browser.newContext({ viewport })).newPage();
    const ingested = await ingest(second, options.notes);
    const big = options.openNodes && (await openAt(options.openNodes, model));
    return { ...seen, ingest: ingested, ...(big ? { openBig: big } : {}) };
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => {
      server.httpServer.close(() => {
        resolve();
      });
    });
  }
}
