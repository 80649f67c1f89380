// The user's data leaves and comes back intact: export a JSON backup, change the garden, restore the backup,
// and export again — the same data. A malformed file changes nothing.
import fs from 'node:fs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test, watchRequests } from './fixtures';
import { GardenPage, SIZE, TODAY } from './pages/garden-page';
import { bigGardenBackup } from './support/big-garden';
import { storeRows } from '../scripts/page-store';
import type { GardenApi } from '../src/workers/garden/garden-api';

type Bench = Window & { metabolicGarden: GardenApi };

const strip = (json: string) => ({ ...(JSON.parse(json) as Record<string, unknown>), exportedAt: 0 });

/** A second browser profile with an empty garden, watched like the first. */
async function freshProfile(
  browser: Browser,
  baseURL: string | undefined,
  foreign: string[],
): Promise<{ context: BrowserContext; garden: GardenPage }> {
  const context = await browser.newContext({ baseURL });
  watchRequests(context, new URL(baseURL ?? '').origin, foreign);
  const garden = new GardenPage(await context.newPage());
  await garden.open();
  return { context, garden };
}

test('a JSON backup restores the garden exactly; a bad file changes nothing', async ({ garden, page }, testInfo) => {
  await garden.open();
  await garden.writeNote('The boiler model is Vaillant ecoTEC 832.\n\nThe spare key is in the blue tin.');
  await garden.digest();
  const first = await garden.exportBackup(testInfo.outputPath('first.json'));

  await garden.writeNote('The bike lock code is 4719.');
  await garden.digest();
  await garden.importBackup(testInfo.outputPath('first.json'));
  // Exported again before anything touches the garden (a search refreshes what it finds).
  const second = await garden.exportBackup(testInfo.outputPath('second.json'));
  expect(strip(second)).toEqual(strip(first));
  await expect((await garden.search('bike lock code')).filter({ hasText: '4719' })).toHaveCount(0);
  await expect((await garden.search('boiler model')).first()).toContainText('Vaillant');
  await garden.show('Settings');

  const bad = testInfo.outputPath('bad.json');
  fs.writeFileSync(bad, JSON.stringify({ format: 'metabolic-garden-backup/1', tables: { nodes: 'nope' } }));
  await garden.pickBackup(bad);
  // The garden holds something: it asks first, and may be told no.
  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText('Restoring bad.json replaces everything in this garden (1 source');
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Nothing was changed: bad.json was not restored.')).toBeVisible();
  await expect(garden.count('sources')).toHaveText('1 source');
  await garden.pickBackup(bad);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Replace this garden' }).click();
  await expect(
    page.getByText(/Nothing was changed: the backup is damaged: exportedAt is missing; the sources table is missing/),
  ).toBeVisible();
  await expect((await garden.search('boiler model')).first()).toContainText('Vaillant');

  // The storage the garden lives in: asked to persist, with the quota in use shown.
  await garden.show('Settings');
  await expect(page.getByTestId('storage-status')).toContainText(new RegExp(`Storage: ${SIZE} used of ${SIZE}`));
});

test('a big garden (2,000 files, kept as a snapshot of blobs) exports from the button and restores into a fresh profile, every table equal', async ({
  garden,
  page,
  browser,
  baseURL,
  foreignRequests,
}, testInfo) => {
  test.setTimeout(300_000);
  const seed = testInfo.outputPath('seed.json');
  fs.writeFileSync(seed, await bigGardenBackup(2000, 4, Date.parse(`${TODAY}T12:00:00Z`)));
  await garden.open();
  await garden.importBackup(seed);
  // Opened again and fed once: the store folds what it holds into a snapshot of blobs.
  await garden.open();
  await garden.writeNote('The boiler model is Vaillant ecoTEC 832.');
  await garden.digest();
  await expect
    .poll(async () => (await storeRows(page, 'snapshot')).some((r) => r.blob), { timeout: 60_000 })
    .toBe(true);
  // The Library lists every one of them, and keeps only the rows in view in the page.
  const library = await garden.library();
  await expect(library.count).toHaveText('2,001 sources');
  expect(await library.rows.count()).toBeLessThan(60);

  const first = await garden.exportBackup(testInfo.outputPath('big.json'));
  const tables = (JSON.parse(first) as { tables: Record<string, unknown[]> }).tables;
  expect(tables.sources?.length).toBe(2001);
  expect(tables.nodes?.length).toBeGreaterThanOrEqual(8001);

  // A fresh profile: the same garden comes back, table for table.
  const { context: fresh, garden: other } = await freshProfile(browser, baseURL, foreignRequests);
  await other.importBackup(testInfo.outputPath('big.json'));
  const again = await other.exportBackup(testInfo.outputPath('big-again.json'));
  expect(strip(again)).toEqual(strip(first));
  await fresh.close();
});

test('the markdown vault: one file per source with inline metadata, the compost as dated archive files; it comes back with its metadata', async ({
  garden,
  page,
  browser,
  baseURL,
  foreignRequests,
}, testInfo) => {
  await garden.open();
  await garden.writeNote('The boiler model is Vaillant ecoTEC 832.', { title: 'Boiler' });
  await garden.writeNote('The side gate code is 4471.', { title: 'Gate' });
  await garden.digest();
  await garden.writeNote('Changed the side gate code to 9032.', { title: 'Gate change' });
  await garden.digest();
  await garden.show('Settings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export markdown vault (.zip)' }).click();
  const file = testInfo.outputPath('vault.zip');
  await (await download).saveAs(file);
  const files = Object.fromEntries(Object.entries(unzipSync(fs.readFileSync(file))).map(([p, b]) => [p, strFromU8(b)]));
  expect(files['garden/boiler.md']).toMatch(
    /title: "Boiler"[\s\S]*The boiler model is Vaillant ecoTEC 832\.\n<!-- ref:\d+ \| last:2026-01-05T[\d:.]+Z \| decay:active \| source:operator/,
  );
  const archive = Object.entries(files).find(([p]) => p.startsWith('archive/'));
  expect(archive?.[1]).toContain('The side gate code is 4471.');
  expect(archive?.[1]).toContain('reason:superseded');
  // (A simulation is never exported: what decays in one stays out of the vault, as out of the store.)
  await garden.fastForward('+6 months');
  await garden.show('Settings');
  const simulated = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export markdown vault (.zip)' }).click();
  const again = testInfo.outputPath('vault-during-simulation.zip');
  await (await simulated).saveAs(again);
  expect(Object.keys(unzipSync(fs.readFileSync(again))).sort()).toEqual(Object.keys(files).sort());

  // A fresh browser profile, an empty garden: the vault comes back with its metadata, not as new notes.
  const { context: fresh, garden: other } = await freshProfile(browser, baseURL, foreignRequests);
  // A malformed vault first: one bad file, nothing restored, and the message names it.
  const bad = testInfo.outputPath('bad-vault.zip');
  const badBoiler = (files['garden/boiler.md'] ?? '').replace('trust: operator', 'trust: trusted');
  fs.writeFileSync(
    bad,
    zipSync({
      ...Object.fromEntries(Object.entries(files).map(([p, t]) => [p, strToU8(t)])),
      'garden/boiler.md': strToU8(badBoiler),
    }),
  );
  await expect(await other.importVault(bad)).toContainText(
    /Nothing was restored: garden\/boiler\.md: front matter: trust must be one of/,
  );
  await expect(other.count('active')).toHaveText('0 active');
  await expect(other.count('composted')).toHaveText('0 composted');

  // The old gate code's source comes back too, though all it said is in the compost.
  await expect(await other.importVault(file)).toContainText(
    /Restored from the vault with its metadata: 2 nodes from 3 new sources, 1 compost entry, \d+ relations?\./,
  );
  await expect(other.count('active')).toHaveText('2 active');
  await expect(other.count('composted')).toHaveText('1 composted');
  const entries = await other.searchCompost('side gate code');
  await expect(entries.filter({ hasText: '4471' }).first()).toContainText(/superseded/);
  const hits = await other.search('Which boiler do we have?');
  await expect(hits.first()).toContainText('Vaillant ecoTEC 832');
  // Importing it again changes nothing.
  await expect(await other.importVault(file)).toContainText('3 nodes were already in the garden');
  await expect(other.count('active')).toHaveText('2 active');
  await fresh.close();

  fs.mkdirSync('e2e-artifacts', { recursive: true });
  fs.writeFileSync(
    'e2e-artifacts/vault-sample.md',
    Object.entries(files)
      .map(([p, t]) => `==> ${p} <==\n${t}`)
      .join('\n'),
  );
});

test('a big digest folds the log into a snapshot of blobs, and the garden reopens the same from it', async ({
  garden,
  page,
}) => {
  test.setTimeout(300_000);
  // With the bench's handle on the worker, for its counts: the page's own refresh them a moment later.
  const open = async () => {
    await page.goto('/?today=2026-01-05&bench');
    await expect(page.getByTestId('model-status')).toHaveText(/model ready/, { timeout: 90_000 });
  };
  const counts = () => page.evaluate(async () => (await (window as unknown as Bench).metabolicGarden.summary()).counts);
  await open();
  // Real pages (the Logseq docs graph), every other one: enough for the log to be folded into a snapshot.
  const dir = 'tests/fixtures/logseq-docs/pages';
  const files = fs
    .readdirSync(dir)
    .sort()
    .filter((_, i) => i % 2 === 0)
    .map((name) => ({ name, content: fs.readFileSync(`${dir}/${name}`, 'utf8') }))
    .filter((file) => file.content.trim().length > 0);
  await garden.dropFiles(files);
  await garden.digest();
  // What IndexedDB holds: the log has been folded into a snapshot, each of its rows a blob.
  const rows = await storeRows(page, 'snapshot');
  expect(rows.length).toBeGreaterThan(1);
  expect(rows.every((row) => row.blob)).toBe(true);
  const before = await counts();
  expect(before.active).toBeGreaterThan(1000);
  const first = async (query: string) => (await garden.search(query)).first().textContent();
  const queries = ['How do I embed a block?', 'keyboard shortcut to search', 'What is a namespace?'];
  const found = [];
  for (const query of queries) found.push(await first(query));

  await open();
  expect(await counts()).toEqual(before);
  const again = [];
  for (const query of queries) again.push(await first(query));
  expect(again).toEqual(found);
});

test('a garden an earlier development build stored is refused in words, and left exactly as it was', async ({
  page,
}) => {
  // The database as version 3 left it (IndexedDB version 30): its tables, a snapshot row of that build's
  // "pack" format and a log row whose node holds its own vector. A page of the same origin that is not the
  // app writes it, before the app ever opens.
  await page.goto('/favicon.svg');
  const old = () =>
    page.evaluate(
      (create) =>
        new Promise<{ version: number; packs: number; log: number }>((resolve, reject) => {
          const request = indexedDB.open('metabolic-garden', 30);
          request.onupgradeneeded = () => {
            if (!create) return;
            const db = request.result;
            const table = (name: string, key: string, indexes: string[] = [], auto = false) => {
              const store = db.createObjectStore(name, { keyPath: key, autoIncrement: auto });
              for (const index of indexes) store.createIndex(index, index);
            };
            table('segments', 'id', ['sourceId']);
            table('journal', 'seq', ['at', 'event', 'nodeId', 'otherId', 'sourceId'], true);
            table('gut', 'id', ['stagedAt']);
            table('meta', 'key');
            table('log', 'seq', [], true);
            table('packs', 'id');
            const tx = request.transaction;
            tx?.objectStore('packs').add({ id: 0, kind: 'sources', json: '[]' });
            tx?.objectStore('log').add({
              sources: [],
              nodes: [{ id: 'n1', vector: new Int8Array(4) }],
              edges: [],
              compost: [],
            });
            tx?.objectStore('meta').add({ key: 'pack', value: { covers: 0, items: 1 } });
          };
          request.onsuccess = () => {
            const db = request.result;
            const count = (name: string) =>
              new Promise<number>((done) => {
                const c = db.transaction(name).objectStore(name).count();
                c.onsuccess = () => {
                  done(c.result);
                };
              });
            void Promise.all([count('packs'), count('log')]).then(([packs, log]) => {
              db.close();
              resolve({ version: db.version, packs, log });
            });
          };
          request.onerror = () => {
            reject(new Error(String(request.error)));
          };
        }),
      true,
    );
  expect(await old()).toEqual({ version: 30, packs: 1, log: 1 });

  await page.goto(`/?today=${TODAY}`);
  await expect(page.getByTestId('model-status')).toContainText(
    'the garden could not open: this garden was stored by an earlier development build of Metabolic Garden',
    { timeout: 90_000 },
  );
  await expect(page.getByTestId('model-status')).toContainText('Nothing was changed');
  // The app has let go of it: the database is still version 3, with what it held.
  await page.goto('/favicon.svg');
  expect(await old()).toEqual({ version: 30, packs: 1, log: 1 });
});
