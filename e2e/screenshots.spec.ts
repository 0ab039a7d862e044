import { expect, test } from '@playwright/test';
import { loginByApi } from './helpers';

/** Main pages at desktop and phone widths, saved for people to look at (not compared). */
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
const DIR = '.tmp/screenshots';


for (const size of SIZES) {
  test(`screenshots at ${size.name} width`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    // Demo covers come from the media pipeline after start: wait until the first cards have theirs.
    await expect(async () => {
      await page.goto('/');
      await expect(page.locator('article img').first()).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 90_000 });
    await page.screenshot({ path: `${DIR}/home-${size.name}.png`, fullPage: true });
    await page.locator('article h3 a').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: `${DIR}/beat-${size.name}.png`, fullPage: true });

    await page.getByRole('banner').getByRole('button', { name: /^(Login|Register)$/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `${DIR}/login-dialog-${size.name}.png` });
    await page.keyboard.press('Escape');

    await loginByApi(page, 'admin@beatmarket.test');
    await page.goto('/users');
    await expect(page.getByRole('cell', { name: 'buyer@beatmarket.test' })).toBeVisible();
    await page.screenshot({ path: `${DIR}/users-${size.name}.png`, fullPage: true });
    await page.goto('/mailbox');
    await page.screenshot({ path: `${DIR}/mailbox-${size.name}.png`, fullPage: true });
    await page.goto('/profile');
    await page.screenshot({ path: `${DIR}/profile-${size.name}.png`, fullPage: true });

    await loginByApi(page, 'buyer@beatmarket.test');
    await page.goto('/');
    await page.getByRole('button', { name: /^Add .* to cart$/ }).first().click();
    await expect(page.getByRole('dialog', { name: 'Choose your licence' }).getByRole('radio').first()).toBeVisible();
    await page.screenshot({ path: `${DIR}/license-editor-${size.name}.png` });
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('list', { name: 'Cart' })).toBeVisible();
    await page.screenshot({ path: `${DIR}/checkout-${size.name}.png`, fullPage: true });

    await loginByApi(page, 'producer@beatmarket.test');
    await page.goto('/dashboard');
    await expect(page.getByRole('table')).toBeVisible();
    await page.screenshot({ path: `${DIR}/dashboard-${size.name}.png`, fullPage: true });
    await page.getByRole('link', { name: /^Edit / }).first().click();
    await expect(page.getByRole('region', { name: 'Details' })).toBeVisible();
    await page.screenshot({ path: `${DIR}/beat-editor-${size.name}.png`, fullPage: true });
  });
}
