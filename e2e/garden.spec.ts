// The garden end to end in Chromium: feed it, search it, settle a lesion, let time pass, find what was
// composted, bring it back, and find everything again after a reload.
import { expect, test } from './fixtures';

const NOTES = `# Household

The library closing time is 8 pm.

The boiler model is Vaillant ecoTEC 832.

- Spare keys are in the blue tin on the pantry shelf.
`;

const PAGE = `<!doctype html><html><head><title>Town info</title></head><body>
<nav>Home | About</nav><main><h1>Town library</h1>
<p>The library closing time is 5 pm, says the town guide.</p></main><footer>© town</footer></body></html>`;

test('feed, search, settle a lesion, compost, reabsorb, and keep it all across a reload', async ({ garden, page }) => {
  await garden.open();
  await garden.dropFiles(
    [
      { name: 'home.md', content: NOTES },
      { name: 'town.html', content: PAGE, type: 'text/html' },
      { name: 'empty.md', content: '   ' },
      { name: 'photo.txt', content: '\u0000\u0001PNG\u0000' },
    ],
    2,
  );
  // What no label could make readable is turned away as it is picked, with why.
  await expect(page.getByTestId('feed-notice')).toHaveText(
    /^Not staged: empty\.md — empty: .*; photo\.txt — binary content .*\.$/,
  );
  await expect(page.getByLabel('Trust for empty.md')).toHaveCount(0);
  // A note with nothing in it is refused with a word, and what was picked stays.
  const form = page.getByRole('form', { name: 'Write a note' });
  await form.getByLabel('Note').fill('   ');
  await form.getByRole('button', { name: 'Add to the feed' }).click();
  await expect(form.getByRole('alert')).toHaveText('Nothing added: the note is empty.');
  expect(await garden.stagedCount()).toBe(2);
  // Sensible defaults: a web page is external, a note is the operator's.
  await expect(page.getByLabel('Trust for town.html')).toHaveValue('external');
  await expect(page.getByLabel('Trust for home.md')).toHaveValue('operator');
  await garden.writeNote('Had a cheese sandwich and an apple for lunch.', { trust: 'session', title: 'Lunch' });
  await garden.pasteHtml('<p>The bike lock code is <b>4719</b>.</p>', 'https://example.org/notes');
  await garden.screenshot('feed-staged');
  const outcomes = await garden.digest();
  await expect(outcomes.getByText(/home\.md — absorbed/)).toBeVisible();
  await expect(garden.count('lesions')).toHaveText('1 lesion');
  await garden.screenshot('feed-done');

  // Search: the operator's value ranks first and carries the lesion badge.
  const results = await garden.search('When does the library close?');
  await expect(results.first()).toContainText('8 pm');
  await expect(results.first().getByTestId('lesion-badge')).toContainText('5 pm');
  await expect(results.first()).toContainText('home.md');
  await garden.screenshot('search');

  // Inspect it: the garden explains itself.
  await results
    .first()
    .getByRole('button', { name: /Inspect/ })
    .click();
  await expect(garden.inspector().getByTestId('inspected-text')).toHaveText('The library closing time is 8 pm.');
  await expect(garden.inspector().getByRole('list', { name: 'Journal' })).toContainText('absorb');
  // Its decay, charted against the lines it crosses; the values under the pointer in a tooltip.
  const decay = garden.inspector().getByRole('img', { name: /^Decay curve/ });
  await expect(decay).toContainText('dormant below 0.3');
  await expect(decay).toContainText('compost floor 0.1');
  // Its axes, in words: dated time, the value with its unit, the thresholds.
  await expect(decay).toHaveAccessibleDescription(
    /^Time from 2026-01-05 to 2027-01-05; salience \(0–1\) from 0\.0 to 1\.0; lines: salience; thresholds: dormant below 0\.3, compost floor 0\.1\.$/,
  );
  await decay.hover();
  await expect(decay.locator('.chart-tooltip')).toContainText(/\d{4}-\d\d-\d\dsalience: \d\.\d\d/);
  await garden.screenshot('inspector');
  await garden.inspector().getByRole('button', { name: 'Close the inspector' }).click();

  // Settle the lesion by choosing a side.
  await garden.show('Lesions');
  const lesion = page.getByTestId('lesion');
  await expect(lesion).toHaveCount(1);
  // The card says what the garden thinks both sides speak of, and why it opened the lesion.
  await expect(lesion).toContainText('Both give the library closing time: “8 pm” against “5 pm”.');
  await expect(lesion).toContainText(/Opened \d{4}-\d\d-\d\d: lower-trust challenge \(external against operator\)\./);
  await expect(lesion.getByRole('link', { name: 'home.md' })).toBeVisible();
  await garden.screenshot('lesions');
  await lesion.getByRole('button', { name: 'Keep this side' }).first().click();
  await expect(page.getByText('No open conflicts.')).toBeVisible();
  await expect(garden.count('lesions')).toHaveText('0 lesions');
  // The side set aside still answers, below the side kept, and says why.
  const settled = await garden.search('When does the library close?');
  await expect(settled.first()).toContainText('8 pm');
  await expect(settled.filter({ hasText: '5 pm' }).getByTestId('settled-badge')).toContainText(
    /^set aside \d{4}-\d\d-\d\d: the conflict was settled for “The library closing time is 8 pm\.”$/,
  );
  // (Its state reads "set aside", not a green "active" beside that line.)
  await expect(settled.filter({ hasText: '5 pm' }).locator('.node-text .badge').nth(1)).toHaveText('set aside');

  // The rhizome draws the garden.
  await garden.show('Rhizome');
  await expect(page.getByTestId('rhizome-canvas')).toBeVisible();
  await expect(page.getByTestId('rhizome-stats')).toContainText(/[1-9][\d,]* nodes? ·/);
  await garden.screenshot('rhizome');

  // Time passes: the session note decays into compost; operator notes stay.
  await garden.fastForward('+6 months');
  await expect(garden.count('composted')).not.toHaveText('0 composted');
  // The garden's size, one line per state with its legend; the keyboard reads it point by point.
  const size = page.getByRole('img', { name: /^Garden size over time/ });
  await expect(page.getByRole('list', { name: 'Chart legend' }).getByRole('listitem')).toHaveText([
    'active',
    'dormant',
    'quarantined',
    'composted',
  ]);
  await size.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('status').filter({ hasText: /^\d{4}-\d\d-\d\d: active \d+/ })).toHaveCount(1);
  await garden.screenshot('time');
  // An ordinary search still finds it, apart and marked, with the reason it was composted.
  await garden.search('cheese sandwich lunch');
  await expect(garden.compostTier().first()).toContainText('Had a cheese sandwich');
  await expect(garden.compostTier().first()).toContainText('decayed');
  const compost = await garden.searchCompost('cheese sandwich lunch');
  await expect(compost.first()).toContainText('Had a cheese sandwich');
  await expect(compost.first()).toContainText('decayed');
  await garden.screenshot('compost');
  await compost.first().getByRole('button', { name: 'Reabsorb' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Back in/ })).toHaveText('Back in the garden.');
  await expect((await garden.search('cheese sandwich lunch')).first()).toContainText('Had a cheese sandwich');

  // Everything is still there after a reload. The half year was a simulation: nothing of it was saved, so
  // the lunch note is living again and nothing is composted.
  await page.reload();
  await garden.open();
  await expect(garden.count('composted')).toHaveText('0 composted');
  await expect(page.getByTestId('simulation-banner')).toHaveCount(0);
  await expect((await garden.search('bike lock code')).first()).toContainText('4719');
  await expect((await garden.search('boiler model')).first()).toContainText('Vaillant');
  await garden.show('Settings');
  await garden.screenshot('settings');
});

test('hostile HTML from an ingested page never runs', async ({ garden, page }) => {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  await garden.open();
  const hostile = `<html><body><script>window.__pwned = 'script'; alert(1)</script>
    <p onmouseover="window.__pwned = 'handler'">The harbour ferry leaves at 7:40 every morning.</p>
    <img src="x" onerror="window.__pwned = 'img'">
    <p><a href="javascript:window.__pwned='link'">Timetable</a> for the winter <b onclick="alert(2)">season</b>.</p>
    <iframe src="javascript:alert(3)"></iframe><style>body{display:none}</style></body></html>`;
  await garden.dropFiles([{ name: 'hostile.html', content: hostile, type: 'text/html' }]);
  await garden.digest();
  const results = await garden.search('harbour ferry timetable');
  await expect(results.first()).toBeVisible();
  await results.first().hover();
  await results
    .first()
    .getByRole('button', { name: /Inspect/ })
    .click();
  await expect(garden.inspector()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toBe(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(page.locator('script:not([type="module"])')).toHaveCount(0);
});
