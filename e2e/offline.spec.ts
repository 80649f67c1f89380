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
  await expect(page.getByTestId('rhizome-stats')).toContainText(/[1-9]\d* nodes/);
  await garden.screenshot('offline-rhizome');
  fs.mkdirSync('e2e-artifacts', { recursive: true });
  fs.writeFileSync(
    'e2e-artifacts/offline-metrics.json',
    JSON.stringify({ firstUsableOfflineMs: firstUsableMs }, null, 2),
  );
  console.log(JSON.stringify({ firstUsableOfflineMs: firstUsableMs }));
});
