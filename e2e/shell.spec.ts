import { expect, test } from '@playwright/test';

test('the app shell renders from the production build', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Metabolic Garden' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Half-lives' }).getByRole('listitem')).toHaveCount(5);
});
