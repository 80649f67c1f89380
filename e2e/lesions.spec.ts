// A lesion the garden opened between two notes that speak of different things: the user keeps both, and
// neither loses anything.
import { expect, test } from './fixtures';

const NOTES = [
  { name: 'branch.md', content: 'The library closing time is 8 pm.' },
  {
    name: 'campus.html',
    content: '<html><body><p>The library closing time is 5 pm.</p></body></html>',
    type: 'text/html',
  },
];

test('keeping both sides of a lesion closes it, loses nothing, and keeps it closed', async ({ garden, page }) => {
  await garden.open();
  await garden.dropFiles(NOTES);
  await garden.digest();
  await expect(garden.count('lesions')).toHaveText('1 lesion');

  await garden.show('Lesions');
  const lesion = page.getByTestId('lesion');
  await expect(lesion).toContainText('Both give the library closing time');
  await lesion.getByRole('button', { name: 'Keep both: they are about different things' }).click();
  await expect(page.getByText('No open conflicts.')).toBeVisible();
  await expect(garden.count('lesions')).toHaveText('0 lesions');
  await expect(garden.count('active')).toHaveText('2 active');

  // Both answers stay, neither marked as contested.
  const results = await garden.search('library closing time');
  await expect(results).toHaveCount(2);
  await expect(page.getByTestId('lesion-badge')).toHaveCount(0);

  // Both notes fed again: the pair stays settled.
  await garden.dropFiles(NOTES);
  const outcomes = await garden.digest();
  await expect(outcomes.getByText(/branch\.md — duplicate/)).toBeVisible();
  await expect(garden.count('lesions')).toHaveText('0 lesions');
});
