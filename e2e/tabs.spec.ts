// Two tabs on one garden: the first tends it (Web Locks), the second follows read-only and stays in sync;
// when the first closes, the second takes over. Nothing is written twice.
import { expect, test } from './fixtures';
import { GardenPage } from './pages/garden-page';

test('two tabs: one writer, one follower in sync, then a handover', async ({ garden, context }) => {
  await garden.open();
  const second = new GardenPage(await context.newPage());
  await second.open();
  await expect(second.page.getByTestId('follower-banner')).toBeVisible();
  await expect(garden.page.getByTestId('follower-banner')).toHaveCount(0);

  await garden.writeNote('The recycling day is Tuesday.');
  await garden.digest();
  // The follower sees what the writer digested.
  await expect(second.count('active')).toHaveText('1 active');
  await expect((await second.search('recycling day')).first()).toContainText('Tuesday');
  // It cannot digest while the other tab tends the garden.
  await second.writeNote('The bin day is Friday.');
  await expect(second.page.getByRole('button', { name: /^Digest 1 source/ })).toBeDisabled();

  // The writer closes: the follower takes over and can digest.
  await garden.page.close();
  await expect(second.page.getByTestId('follower-banner')).toHaveCount(0, { timeout: 30_000 });
  await second.digest();
  await expect(second.count('active')).toHaveText('2 active');
});
