import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { audit, loginByApi } from './helpers';

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `.tmp/screenshots/memberships-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an administrator adds a membership plan, finds it in the plans list, and sees the subscribers list', async ({
  page,
}) => {
  const name = `Gold ${Date.now().toString(36)}`;
  await loginByApi(page, 'admin@beatmarket.test');
  await page.goto('/memberships');
  await expect(page.getByRole('heading', { level: 1, name: 'Memberships' })).toBeVisible();
  // The demo seed's plan.
  const seeded = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Inner Circle', exact: true }) });
  await expect(seeded).toContainText('$19.99 / month');
  await shoot(page, 'plans');

  await page.getByRole('button', { name: 'Add plan' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a membership plan' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('Ten beats a year under the inner-circle licence.');
  await dialog.getByLabel('Price (USD)').fill('99');
  await dialog.getByLabel('Billed').selectOption('year');
  await dialog.getByLabel('Beats per period').fill('10');
  const licence = dialog.getByLabel('Licence subscribers get');
  await expect(licence.locator('option').nth(1)).toContainText('Inner Circle');
  await licence.selectOption({ index: 1 });
  await dialog.getByLabel('Published: buyers can subscribe').check();
  await shoot(page, 'plan-editor');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('$99 / year');

  await audit(page, 'plans');

  await page.getByRole('link', { name: 'Subscribers' }).click();
  await expect(page).toHaveURL(/\/memberships\/subscribers$/);
  await expect(page.getByRole('table', { name: 'subscriptions' })).toBeVisible();
  await shoot(page, 'subscribers');
});
