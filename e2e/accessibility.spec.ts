import { expect, test } from './fixtures';
import { audit, loginByApi } from './helpers';

test('home, login dialog and admin users page pass axe', async ({ page }) => {
  // Three axe passes took 15-25 s each on the loaded 2-core machine (55.9 s alone, over 60 s in the full run).
  test.setTimeout(150_000);
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await audit(page, 'home');

  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await audit(page, 'register dialog');
  await page.keyboard.press('Escape');

  await loginByApi(page, 'admin@beatmarket.test');
  await page.goto('/users');
  await expect(page.getByRole('cell', { name: 'buyer@beatmarket.test' })).toBeVisible();
  await audit(page, 'users');
});
