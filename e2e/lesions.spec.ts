// Lesions the user settles: two notes that speak of different things are both kept, and neither loses
// anything; a superseded note brought back by hand stands against what replaced it until the user chooses.
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
  // The same two files dropped again wait once.
  await garden.dropFiles(NOTES, 2);
  await expect(page.getByTestId('feed-notice')).toHaveText('Already waiting: branch.md, campus.html.');
  await garden.expectStaged(2);
  await garden.digest();
  await expect(garden.count('lesions')).toHaveText('1 lesion');
  // (The view's button says its count apart from its name.)
  await expect(garden.nav('Lesions')).toHaveAccessibleName('Lesions, 1 open');

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

test('a superseded note brought back by hand stands against what replaced it, and the user chooses', async ({
  garden,
  page,
}) => {
  await garden.open();
  await garden.writeNote('My gym is Ironworks Gym. Keep this in the household binder.', { title: 'Gym' });
  await garden.digest();
  await garden.fastForward('+1 month');
  await garden.writeNote('Note to self: Riverside Fitness is the gym from now on.', { title: 'Gym change' });
  await garden.digest();
  await expect(garden.count('lesions')).toHaveText('0 lesions');

  const compost = await garden.searchCompost('Ironworks gym');
  await expect(compost.first()).toContainText('superseded');
  await compost.first().getByRole('button', { name: 'Reabsorb' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Back in the garden/ })).toHaveText(
    'Back in the garden, in conflict with “Note to self: Riverside Fitness is the gym from now on.”, which had superseded it: settle it under Lesions.',
  );
  await expect(garden.count('lesions')).toHaveText('1 lesion');

  await garden.show('Lesions');
  const lesion = page.getByTestId('lesion');
  await expect(lesion).toContainText(
    /brought back by hand against the note that had superseded it \(operator against operator\)/,
  );
  await lesion
    .getByRole('group', { name: 'One side' })
    .filter({ hasText: 'Ironworks' })
    .getByRole('button', { name: 'Keep this side' })
    .click();
  await expect(garden.count('lesions')).toHaveText('0 lesions');

  // The side kept answers first; the one set aside says so.
  const results = await garden.search('Which gym am I a member of?');
  await expect(results.first()).toContainText('Ironworks');
  await expect(results.filter({ hasText: 'Riverside' }).getByTestId('settled-badge')).toContainText(
    'the conflict was settled for “My gym is Ironworks Gym. Keep this in the household binder.”',
  );
});

test('many conflicts are shown twenty at a time', async ({ garden, page }) => {
  await garden.open();
  // The gym's locker codes in the user's list, and another code for each on the gym's page.
  const lockers = Array.from({ length: 24 }, (_, i) => i + 11);
  await garden.dropFiles([
    { name: 'lockers.md', content: lockers.map((n) => `- Locker ${String(n)}: code ${String(n * 101)}`).join('\n') },
    {
      name: 'gym.html',
      content: `<html><body><ul>${lockers.map((n) => `<li>Locker ${String(n)}: code ${String(n * 101 + 7)}</li>`).join('')}</ul></body></html>`,
      type: 'text/html',
    },
  ]);
  await garden.digest();
  await expect(garden.count('lesions')).not.toHaveText(/^([0-9]|1[0-9]|20) lesions?$/);
  const open = Number((await garden.count('lesions').textContent())?.split(' ')[0]);

  await garden.show('Lesions');
  await expect(page.getByText(`${String(open)} open conflicts; 20 shown.`)).toBeVisible();
  await expect(page.getByTestId('lesion')).toHaveCount(20);
  await page.getByRole('button', { name: /^Show \d+ more$/ }).click();
  await expect(page.getByTestId('lesion')).toHaveCount(Math.min(40, open));
});

test('keeping one side sets aside only what the other side disputes: the rest of the note lives on', async ({
  garden,
  page,
}) => {
  await garden.open();
  await garden.writeNote('The city gym closes at 22:00. The sauna is on the second floor, by the lockers.', {
    title: 'Gym',
  });
  await garden.writeNote('A gym review site says the city gym closes at 21:00.', {
    title: 'Review',
    trust: 'external',
  });
  await garden.digest();
  await expect(garden.count('lesions')).toHaveText('1 lesion');

  await garden.show('Lesions');
  await expect(page.getByTestId('lesion')).toContainText(
    'Keeping one side sets aside what the other side disputes; the rest of its note, where it stands apart, stays in the garden.',
  );
  await page
    .getByTestId('lesion')
    .getByRole('group', { name: 'One side' })
    .filter({ hasText: 'review site' })
    .getByRole('button', { name: 'Keep this side' })
    .click();
  await expect(garden.count('lesions')).toHaveText('0 lesions');
  // The part set aside is counted apart from the living notes: the review, and the sauna.
  await expect(garden.count('set aside')).toHaveText('1 set aside');
  await expect(garden.count('active')).toHaveText('2 active');

  const sauna = await garden.search('Where is the sauna?');
  await expect(sauna.first().locator('.node-text .text')).toHaveText(
    'The sauna is on the second floor, by the lockers.',
  );
  await expect(sauna.first().getByTestId('settled-badge')).toHaveCount(0);
  await expect(sauna.first().getByTestId('rest-of')).toHaveText(
    'the rest of a note whose “The city gym closes at 22:00.” was set aside: the conflict was settled for “A gym review site says the city gym closes at 21:00.”',
  );
});
