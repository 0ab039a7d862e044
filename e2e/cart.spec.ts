import { expect, test } from '@playwright/test';
import { loginInDialog } from './helpers';

test('a visitor adds a beat to the cart: login first, then the badge counts it and checkout prices it', async ({ page }) => {
  await page.goto('/');
  // The home lists load one after another, so name the beat and click that very button.
  const addButtons = page.getByRole('button', { name: /^Add .* to cart$/ });
  await expect(addButtons.first()).toBeVisible();
  const label = (await addButtons.first().getAttribute('aria-label')) ?? '';
  const title = label.replace(/^Add (.*) to cart$/, '$1');
  await page.getByRole('button', { name: label, exact: true }).first().click();
  await loginInDialog(page);
  await expect(page.getByRole('link', { name: 'Cart, 1 items' })).toBeVisible();

  await page.getByRole('link', { name: 'Cart, 1 items' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  const line = page.getByRole('list', { name: 'Cart' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(title);
  await expect(line.getByRole('combobox')).toHaveValue(/\d+/);
  await expect(page.getByRole('complementary', { name: 'Totals' })).toContainText('$49.99');

  await line.getByRole('checkbox', { name: /Trackouts/ }).click();
  await expect(line.getByRole('checkbox', { name: /Trackouts/ })).toBeChecked();
  await expect(page.getByRole('complementary', { name: 'Totals' })).toContainText('$99.98');
  await line.getByRole('button', { name: /^Remove / }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
});
