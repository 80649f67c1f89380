// The rest of what a user does: pick a whole folder, write a synthesis from gathered nodes, walk the
// rhizome with the keyboard, and read the garden in a narrow window with the dark theme.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { HOUSEHOLD_FILES } from './support/household';

test('a whole Obsidian-style folder picked at once is digested, hidden files left out', async ({ garden, page }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'garden-folder-'));
  fs.mkdirSync(path.join(dir, 'notes', 'sub'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'notes', 'a.md'), 'The allotment plot number is 14.');
  fs.writeFileSync(path.join(dir, 'notes', 'sub', 'b.txt'), 'The compost bin is behind the shed.');
  fs.writeFileSync(path.join(dir, 'notes', '.hidden.md'), 'Secret editor state.');
  fs.mkdirSync(path.join(dir, 'notes', '.obsidian'));
  fs.writeFileSync(path.join(dir, 'notes', '.obsidian', 'app.md'), 'Editor settings.');
  fs.writeFileSync(
    path.join(dir, 'notes', 'water.md'),
    '---\ntitle: Water rota\naliases: [watering]\ntags: [allotment]\ncreated: 2025-05-01\n---\nWe water on Tuesdays, see [[Plot 14|our plot]].',
  );
  await garden.open();
  await garden.show('Feed');
  await page.getByTestId('drop-zone').locator('input[webkitdirectory]').setInputFiles(path.join(dir, 'notes'));
  await garden.expectStaged(3);
  // An imported vault gets one label for all of it.
  await page.getByLabel('Trust for all').selectOption('external');
  await expect(page.getByLabel('Trust for notes/a.md')).toHaveValue('external');
  const outcomes = await garden.digest();
  await expect(outcomes.getByText(/absorbed/)).toHaveCount(3);
  await expect((await garden.search('where is the compost bin')).first()).toContainText('behind the shed');
  // Front matter is metadata and an aliased wiki link reads as the text it shows.
  const water = (await garden.search('when do we water')).first();
  await expect(water).toContainText('We water on Tuesdays, see our plot.');
  await expect(water).not.toContainText('aliases');
});

test('gathered nodes become a synthesis note that the garden digests', async ({ garden, page }) => {
  await garden.open();
  await garden.writeNote('The recycling day is Tuesday.', { title: 'Bins' });
  await garden.writeNote('Garden waste goes out every other Friday.', { title: 'Garden waste' });
  await garden.digest();
  for (const q of ['recycling day', 'garden waste']) {
    const results = await garden.search(q);
    await results
      .first()
      .getByRole('button', { name: /Inspect/ })
      .click();
    await garden.inspector().getByRole('button', { name: 'Add to synthesis' }).click();
  }
  await garden.show('Synthesis');
  const note = page.getByRole('form', { name: 'Synthesis note' }).getByRole('textbox');
  await expect(note).toHaveValue(/The recycling day is Tuesday\. — \[\[Bins\]\]/);
  await note.fill(`${await note.inputValue()}bins go out on Tuesday, garden waste on alternate Fridays.`);
  await garden.screenshot('synthesis');
  await page.getByRole('button', { name: 'Publish synthesis' }).click();
  await expect(page.getByText(/Published: absorbed/)).toBeVisible();
  const results = await garden.search('alternate Fridays garden waste');
  await expect(results.filter({ hasText: 'synthesis' }).first()).toBeVisible();
});

test('the rhizome is reachable by keyboard', async ({ garden, page }) => {
  await garden.open();
  await garden.writeNote('The spare key is under the blue doormat.\n\nThe wifi password is on the fridge.');
  await garden.digest();
  await garden.show('Rhizome');
  // Keys walk the nodes once the graph has arrived from the worker.
  await expect(page.getByTestId('rhizome-stats')).toContainText(/^[1-9][\d,]* nodes? ·/);
  const canvas = page.getByTestId('rhizome-canvas');
  await canvas.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.hover-label')).not.toBeEmpty();
  await page.keyboard.press('i');
  await expect(garden.inspector().getByTestId('inspected-text')).toBeVisible();
  await garden.inspector().getByRole('button', { name: 'Close the inspector' }).click();
  // Enter opens the node's note, at that node.
  await canvas.focus();
  await page.keyboard.press('Enter');
  await expect(garden.notePage(/^The spare key is under/)).toContainText('The wifi password is on the fridge.');
});

test('the rhizome fits the garden in view, zooms from its buttons, and rings what a search finds', async ({
  garden,
  page,
}) => {
  await garden.open();
  await garden.dropFiles(HOUSEHOLD_FILES);
  await garden.digest();
  await garden.show('Rhizome');
  const stats = page.getByTestId('rhizome-stats');
  await expect(stats).toContainText(/^3 nodes ·/);
  await expect(stats).not.toContainText('laying out');
  // At rest the layout fits the garden in view: every node inside the canvas.
  await expect(page.getByTestId('rhizome-canvas')).toHaveAttribute('data-in-view', '3');
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Fit' }).click();
  const highlight = page.getByRole('search', { name: 'Highlight in the rhizome' });
  await highlight.getByRole('searchbox').fill('vaillant');
  await highlight.getByRole('button', { name: 'Highlight' }).click();
  await expect(page.getByTestId('rhizome-found')).toHaveText('1 node found for “vaillant”, ringed');
  // Fitted, the found node is in view, and its ring is drawn in the highlight colour.
  await expect.poll(() => ringPixels(page)).toBeGreaterThan(20);
  await garden.screenshot('rhizome-found');
});

test('readable in a narrow window, in the dark theme', async ({ garden, page }) => {
  await page.setViewportSize({ width: 420, height: 860 });
  await garden.open();
  await garden.writeNote('The plumber is Castillo Plumbing.');
  await garden.digest();
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect((await garden.search('plumber')).first()).toContainText('Castillo');
  await garden.screenshot('narrow-dark-search');
  await page.setViewportSize({ width: 1280, height: 800 });
  await garden.show('Rhizome');
  await garden.screenshot('rhizome-dark');
});

test('the context pack goes to the clipboard; settings persist; time returns to the real clock', async ({
  garden,
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await garden.open();
  await garden.writeNote('The dentist is Dr. Ames, on the corner of Mill Road.');
  await garden.digest();
  await garden.search('Who is my dentist?');
  await page.getByRole('button', { name: 'Copy context pack' }).click();
  await expect(page.getByText('Context pack copied')).toBeVisible();
  const pack = await page.evaluate(() => navigator.clipboard.readText());
  expect(pack).toContain('# Context for: Who is my dentist?');
  expect(pack).toContain('Dr. Ames');

  await garden.show('Settings');
  await page.getByLabel('Half-life for session (days)').fill('21');
  // The WRITE-path idle-day machine for operator notes, with its own window.
  await page.getByLabel('Decay policy for operator').selectOption('idle-days');
  await page.getByLabel('Idle window for operator (days)').fill('60');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await garden.open();
  await garden.show('Settings');
  await expect(page.getByLabel('Half-life for session (days)')).toHaveValue('21');
  await expect(page.getByLabel('Decay policy for operator')).toHaveValue('idle-days');
  await expect(page.getByLabel('Idle window for operator (days)')).toHaveValue('60');
  await expect(page.getByLabel('Half-life for operator (days)')).toBeDisabled();

  await garden.fastForward('+1 month');
  await expect(page.getByTestId('time-now')).toHaveText('2026-02-04');
  // Simulated time says so on every view: nothing of it is saved.
  await expect(page.getByTestId('simulation-banner')).toContainText(
    'Simulating 2026-02-04: what decays here, and anything added or changed, lives only in this simulation.',
  );
  // A note fed during it is counted, and its end says it drops the note.
  // Where a note is fed, the feed says so too, before it is digested.
  await garden.writeNote('The allotment water is switched off until March.', { title: 'Allotment' });
  await expect(page.getByTestId('staged-simulated')).toContainText('lives only in the simulation');
  await expect(page.getByRole('button', { name: 'Digest 1 source into the simulation' })).toBeVisible();
  await garden.digest();
  await expect(page.getByTestId('simulation-banner')).toContainText(
    'The 1 note added in it will be gone when it ends.',
  );
  await page.getByRole('button', { name: 'End the simulation and drop 1 note' }).click();
  await expect(page.getByTestId('simulation-banner')).toHaveCount(0);
  await garden.fastForward('+1 month');
  await page.getByRole('button', { name: 'Back to the real clock' }).click();
  await expect(page.getByTestId('time-now')).toHaveText('2026-01-05');
  await expect(page.getByTestId('simulation-banner')).toHaveCount(0);
});

test('the library lists every source with what became of it, filters, sorts and opens one', async ({ garden }) => {
  await garden.open();
  await garden.dropFiles(HOUSEHOLD_FILES);
  await garden.digest();
  await garden.writeNote('A stranger says the boiler is in the cellar.', { title: 'Rumour', trust: 'foreign' });
  await garden.digest();
  await expect(garden.count('sources')).toHaveText('4 sources');

  let { rows, count } = await garden.library();
  await expect(count).toHaveText('4 sources');
  await expect(rows).toHaveCount(4);
  // Newest first: the note written last; it waits in quarantine for a second origin.
  await expect(rows.first().getByRole('cell').first()).toHaveText('Rumour');
  await expect(rows.first().getByRole('cell').nth(8)).toHaveText('1');
  await garden.screenshot('library');

  ({ rows, count } = await garden.library({ text: 'BOILER' }));
  await expect(count).toHaveText('1 source of 4 shown');
  await expect(rows.getByRole('cell').first()).toHaveText('boiler.md');
  ({ rows } = await garden.library({ kind: 'text' }));
  await expect(rows.getByRole('cell').first()).toHaveText('bins.txt');
  ({ count } = await garden.library({ trust: 'foreign' }));
  await expect(count).toHaveText('1 source of 4 shown');
  ({ rows } = await garden.library());
  const title = await garden.sortLibrary('Title');
  await expect(title).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.first().getByRole('cell').first()).toHaveText('bins.txt');
  await rows.first().getByRole('link', { name: 'bins.txt' }).click();
  await expect(garden.notePage('bins.txt')).toContainText('The bins go out on Tuesday night.');
});

/** How many pixels of the rhizome's canvas are in the highlight colour (the theme's focus colour). */
function ringPixels(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas.rhizome');
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return 0;
    const hex = getComputedStyle(canvas).getPropertyValue('--focus').trim().replace('#', '');
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let n = 0;
    for (let i = 0; i < data.length; i += 4)
      if (
        Math.abs((data[i] ?? 0) - (r ?? 0)) < 24 &&
        Math.abs((data[i + 1] ?? 0) - (g ?? 0)) < 24 &&
        Math.abs((data[i + 2] ?? 0) - (b ?? 0)) < 24
      )
        n++;
    return n;
  });
}
