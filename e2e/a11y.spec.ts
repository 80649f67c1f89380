// An outside accessibility audit (axe-core, WCAG 2.1 A and AA) of every view, on a garden that holds a
// lesion, compost and quarantine, and of a new garden: no serious or critical violation anywhere. A
// screenshot of each view. What the keyboard reaches, first of all.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { GardenPage } from './pages/garden-page';

const VIEWS = [
  'Feed',
  'Search',
  'Library',
  'Rhizome',
  'Lesions',
  'Synthesis',
  'Profile',
  'Compost',
  'Time',
  'Settings',
] as const;

/** The serious and critical violations on the page as it is, each with where it was found. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${String(v.impact)}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

async function audit(garden: GardenPage, page: Page, name: string): Promise<void> {
  await garden.screenshot(`a11y-${name.toLowerCase().replace(/\W+/g, '-')}`);
  expect(await violations(page), name).toEqual([]);
}

test('every view passes an accessibility audit, with a lesion, compost and quarantine in the garden', async ({
  garden,
  page,
}) => {
  test.setTimeout(240_000);
  await garden.open();
  await garden.dropFiles([
    { name: 'home.md', content: '# Home\n\nThe library closing time is 8 pm.\n\n- Spare keys: the blue tin.' },
    {
      name: 'town.html',
      content: '<html><body><p>The library closing time is 5 pm.</p></body></html>',
      type: 'text/html',
    },
  ]);
  await garden.digest();
  await garden.writeNote('Had soup for lunch at the harbour cafe.', { title: 'Lunch', trust: 'session' });
  await garden.digest();
  await garden.fastForward('+6 months');
  await garden.writeNote('Someone online says the ferry now leaves at 6:15.', { title: 'Rumour', trust: 'foreign' });
  await garden.digest();
  await expect(garden.count('lesions')).toHaveText('1 lesion');
  await expect(garden.count('quarantined')).toHaveText('1 quarantined');
  await expect(garden.count('composted')).not.toHaveText('0 composted');

  for (const view of VIEWS) {
    await garden.show(view);
    if (view === 'Search') await garden.search('library closing time');
    if (view === 'Compost') await garden.searchCompost('lunch');
    await audit(garden, page, view);
  }
  // A note's own page, and the inspector open over a view.
  await garden.openNote('home.md');
  await audit(garden, page, 'Note');
  await garden.inspect('library closing time');
  await audit(garden, page, 'Inspector');
  // The dark theme, on the view with the most colour.
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await garden.show('Lesions');
  await audit(garden, page, 'Lesions dark');
});

test("the keyboard reaches every file picker: the feed's files and folder, the backup and the vault", async ({
  garden,
  page,
}) => {
  await garden.open();
  // The pickers stand before the note form: Tab from the view's heading reaches them first, then the form.
  await page.getByRole('button', { name: 'Choose files' }).waitFor();
  await page.getByRole('heading', { name: 'Feed the garden' }).evaluate((h) => {
    h.setAttribute('tabindex', '-1');
    (h as HTMLElement).focus();
  });
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Choose files')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Choose a folder')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Title')).toBeFocused();
  await garden.show('Settings');
  await page.getByRole('button', { name: 'Export markdown vault (.zip)' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Import JSON backup')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Import markdown vault (.zip)')).toBeFocused();
});

test('a new garden says what it is for, and the first Tab skips past the header and the views to the view', async ({
  garden,
  page,
}) => {
  await garden.open();
  await expect(page.getByRole('region', { name: 'Your garden is empty' })).toContainText('Drop notes, web pages');
  await audit(garden, page, 'Empty garden');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to the view' })).toBeFocused();
  await audit(garden, page, 'Skip link');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Choose files')).toBeFocused();
  // Once the garden holds something, the welcome has done its work.
  await garden.writeNote('The bike lock code is 4719.', { title: 'Bike' });
  await garden.digest();
  await expect(garden.count('sources')).toHaveText('1 source');
  await expect(page.getByRole('region', { name: 'Your garden is empty' })).toHaveCount(0);
});
