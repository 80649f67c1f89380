// Test fixtures: a GardenPage per test, and a watch on every request the page (and its workers) makes:
// nothing may leave the app's origin.
import { test as base, expect, type BrowserContext } from '@playwright/test';
import { GardenPage } from './pages/garden-page';

/** Notes every request of a browser context (its pages and their workers) that leaves `origin`. */
export function watchRequests(context: BrowserContext, origin: string, foreign: string[]): void {
  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('blob:') && !url.startsWith('data:')) foreign.push(url);
  });
}

export const test = base.extend<{ garden: GardenPage; foreignRequests: string[] }>({
  foreignRequests: [
    async ({ context, baseURL }, use) => {
      const foreign: string[] = [];
      watchRequests(context, new URL(baseURL ?? 'http://127.0.0.1:4173').origin, foreign);
      await use(foreign);
      expect(foreign, 'requests that left the app origin').toEqual([]);
    },
    // Every test watches, whether or not it asks for the list.
    { auto: true },
  ],
  garden: async ({ page }, use) => {
    await use(new GardenPage(page));
  },
});

export { expect };
