// Installable and offline: after one visit the service worker holds the shell, the model and the runtime,
// and the garden opens, digests, searches and draws with the network cut.
import fs from 'node:fs';
import { expect, test } from './fixtures';

test('once opened, the garden works offline: model, ingest, search and the rhizome', async ({
  garden,
  page,
  context,
}) => {
  await garden.open();
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state), {
      timeout: 60_000,
    })
    .toBe('activated');
  const manifest = await page.evaluate(
    async () => (await fetch('/manifest.webmanifest')).json() as Promise<{ share_target?: { action: string } }>,
  );
  expect(manifest.share_target?.action).toBe('/share');

  await context.setOffline(true);
  const started = Date.now();
  await page.reload();
  await garden.open();
  const firstUsableMs = Date.now() - started;
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);

  await garden.writeNote('The water meter is under the front steps.');
  await garden.digest();
  await expect((await garden.search('where is the water meter')).first()).toContainText('front steps');
  await garden.show('Rhizome');
  await expect(page.getByTestId('rhizome-stats')).toContainText(/[1-9][\d,]* nodes? ·/);
  await garden.screenshot('offline-rhizome');
  fs.mkdirSync('e2e-artifacts', { recursive: true });
  fs.writeFileSync(
    'e2e-artifacts/offline-metrics.json',
    JSON.stringify({ firstUsableOfflineMs: firstUsableMs }, null, 2),
  );
  console.log(JSON.stringify({ firstUsableOfflineMs: firstUsableMs }));
});

test('text and files shared from another app wait in the feed for the valve', async ({ garden, page }) => {
  await garden.open();
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state), {
      timeout: 60_000,
    })
    .toBe('activated');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // What the browser does for a share target: a multipart POST to the manifest's action.
  const status = await page.evaluate(async () => {
    const form = new FormData();
    form.append('title', 'Ferry news');
    form.append('text', 'The harbour ferry now leaves at 7:40.');
    form.append('url', 'https://harbour.example/news');
    form.append('files', new File(['The ferry fare is 4.50.'], 'fares.txt', { type: 'text/plain' }));
    const response = await fetch('/share', { method: 'POST', body: form });
    return response.status;
  });
  expect(status).toBe(200);
  await page.goto('/?today=2026-01-05&shared');
  await expect(page.getByTestId('model-status')).toHaveText(/model ready/, { timeout: 90_000 });
  await garden.expectStaged(2);
  await expect(page.getByLabel('Trust for Ferry news')).toHaveValue('external');
  const outcomes = await garden.digest();
  await expect(outcomes.getByText(/absorbed/)).toHaveCount(2);
});
