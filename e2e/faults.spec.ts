// Faults as a user meets them: the browser process is killed (SIGKILL, no clean shutdown) in the middle of a
// digest. Started again on the same profile, the garden finishes what waited in the gut, and every file that
// was picked is stored exactly once.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium';
import type { GardenApi, Summary } from '../src/workers/garden/garden-api';
import { expect, test } from './fixtures';
import { GardenPage } from './pages/garden-page';

type Bench = Window & { metabolicGarden: GardenApi };

const FILES = 150;
const note = (i: number) =>
  `# Workshop log ${String(i)}\n\nThe clamp on bench ${String(i % 7)} needs a new spring (job ${String(i)}).\n\nSharpen the chisels after job ${String(i)}, and log the hours in the binder.`;

async function launch(profile: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    baseURL: 'http://127.0.0.1:4173',
    serviceWorkers: 'allow',
  });
}

const summary = (page: import('@playwright/test').Page): Promise<Summary> =>
  page.evaluate(() => (window as unknown as Bench).metabolicGarden.summary());

test('the browser killed mid-digest loses nothing: every picked file is stored exactly once after a restart', async () => {
  test.setTimeout(300_000);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'garden-kill-'));
  let context = await launch(profile);
  let page = context.pages()[0] ?? (await context.newPage());
  const garden = new GardenPage(page);
  await page.goto('/?today=2026-01-05&bench');
  await expect(page.getByTestId('model-status')).toHaveText(/model ready/, { timeout: 90_000 });
  await garden.dropFiles(Array.from({ length: FILES }, (_, i) => ({ name: `log-${String(i)}.md`, content: note(i) })));
  await page.getByRole('button', { name: /^Digest \d+ source/ }).click();
  // Some, not all, of the sources are digested: then the process dies.
  await expect.poll(async () => (await summary(page)).sources, { timeout: 120_000 }).toBeGreaterThan(0);
  const before = (await summary(page)).sources;
  execFileSync('pkill', ['-KILL', '-f', `user-data-dir=${profile}`]);
  await context.close().catch(() => undefined);
  expect(before).toBeLessThan(FILES);

  context = await launch(profile);
  page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/?today=2026-01-05&bench');
  await expect(page.getByTestId('model-status')).toHaveText(/model ready/, { timeout: 90_000 });
  // Opening digests what a crash left in the gut.
  await expect.poll(async () => (await summary(page)).sources, { timeout: 180_000 }).toBe(FILES);
  // The backup holds every table: each picked file is one source, none missing, none twice.
  const backup = JSON.parse(
    await page.evaluate(() => (window as unknown as Bench).metabolicGarden.exportBackup().then((b) => b.text())),
  ) as {
    tables: { sources: { title: string }[] };
  };
  const titles = backup.tables.sources.map((s) => s.title).sort();
  expect(titles).toEqual(Array.from({ length: FILES }, (_, i) => `log-${String(i)}.md`).sort());
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
});
