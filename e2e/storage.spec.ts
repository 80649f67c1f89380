// A full disk is a state, not a crash. The origin's quota is made small through the DevTools protocol, as
// a nearly full disk makes it: the garden says so in words, loses nothing, opens and searches after a
// reload, and takes in what waited once there is room. A quota too small for the app's own files says that
// offline use is not available.
import type { CDPSession, Page } from '@playwright/test';
import type { GardenApi, Summary } from '../src/workers/garden/garden-api';
import { expect, test } from './fixtures';
import { SIZE } from './pages/garden-page';

type Bench = Window & { metabolicGarden: GardenApi };

const ORIGIN = 'http://127.0.0.1:4173';
const FILES = 40;
/** About 14 KB of plain prose per file: the batch needs more room than the small quota leaves. */
const bulky = (i: number) =>
  Array.from(
    { length: 120 },
    (_, j) =>
      `Shelf ${String(i)}.${String(j)} of the seed library holds packet ${String(i * 1000 + j)} of runner beans, sown in row ${String(j % 9)}.`,
  ).join('\n\n');

const summary = (page: Page): Promise<Summary> =>
  page.evaluate(() => (window as unknown as Bench).metabolicGarden.summary());

async function setQuota(cdp: CDPSession, quotaSize?: number): Promise<void> {
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: ORIGIN, ...(quotaSize ? { quotaSize } : {}) });
}

/** Every file the garden holds, digested or waiting in the gut, by name (one consistent backup). */
async function storedFiles(page: Page): Promise<string[]> {
  const backup = JSON.parse(
    await page.evaluate(() => (window as unknown as Bench).metabolicGarden.exportBackup().then((b) => b.text())),
  ) as { tables: { sources: { title: string }[]; gut: { input: { fileName?: string; title?: string } }[] } };
  const { sources, gut } = backup.tables;
  return [...sources.map((s) => s.title), ...gut.map((g) => g.input.fileName ?? g.input.title ?? '?')].sort();
}

test('a full disk: a clear message, nothing lost, the garden opens and searches after a reload', async ({
  garden,
  page,
  context,
}) => {
  test.setTimeout(400_000);
  await page.goto('/?today=2026-01-05&bench');
  await expect(page.getByTestId('model-status')).toHaveText(/model ready/, { timeout: 90_000 });
  await garden.writeNote('The spare key is in the blue tin by the door.', { title: 'Spare key' });
  await garden.digest();
  const cdp = await context.newCDPSession(page);
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  await setQuota(cdp, usage + 64 * 1024);

  const picked = Array.from({ length: FILES }, (_, i) => ({ name: `seeds-${String(i)}.md`, content: bulky(i) }));
  await garden.dropFiles(picked);
  const outcomes = await garden.digest();
  // Each file either waits in the garden (staged, no room to digest) or is back in the feed (no room at all).
  await expect(outcomes).toContainText(/storage is full/);
  const full = page.getByTestId('storage-full');
  await expect(full).toContainText(
    new RegExp(String.raw`Storage is full: ${SIZE} used( of ${SIZE})?\. Nothing stored was lost`),
  );
  await expect(full.getByRole('button', { name: 'Export backup' })).toBeVisible();
  // What was stored is there and found.
  const hits = await garden.search('where is the spare key');
  await expect(hits.first()).toContainText('blue tin');

  // Reloaded while the disk is still full: the garden opens, says it is full, and searches.
  await page.reload();
  await expect(page.getByTestId('model-status')).toHaveText(/model ready/, { timeout: 90_000 });
  await expect(page.getByTestId('garden-counts')).toContainText(/\d+ active/);
  const again = await garden.search('where is the spare key');
  await expect(again.first()).toContainText('blue tin');
  const held = await storedFiles(page);
  expect(held).toContain('Spare key');

  // Room again: what waited is digested, what went back to the feed is digested again; each file once.
  await setQuota(cdp);
  const retry = page.getByTestId('storage-full').getByRole('button', { name: 'Try again' });
  if (await retry.isVisible()) await retry.click();
  await expect.poll(async () => (await summary(page)).waiting, { timeout: 180_000 }).toBe(0);
  const unstored = picked.filter((f) => !held.includes(f.name));
  if (unstored.length) {
    await garden.dropFiles(unstored);
    await garden.digest();
  }
  await expect.poll(async () => (await summary(page)).sources, { timeout: 180_000 }).toBe(FILES + 1);
  expect(await storedFiles(page)).toEqual([...picked.map((f) => f.name), 'Spare key'].sort());
  await expect(page.getByTestId('storage-full')).toHaveCount(0);
});

test('a quota too small for the app itself: offline use is said to be unavailable', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await setQuota(cdp, 1024 * 1024);
  await page.goto('/?today=2026-01-05');
  await expect(page.getByTestId('offline-unavailable')).toContainText(/Offline use is not available/, {
    timeout: 90_000,
  });
  await context.close();
});
