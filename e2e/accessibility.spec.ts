import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginByApi } from './helpers';

/** No serious or critical axe findings on the main screens (labels, contrast, landmarks, names). */
async function audit(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

test('home, login dialog and admin users page pass axe', async ({ page }) => {
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
