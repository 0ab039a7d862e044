import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFile } from 'node:fs/promises';
import { loginByApi } from './helpers';

/** Screenshots for people to look at (not compared); SHOTS_DIR lets a parallel run keep its own. */
const DIR = process.env.SHOTS_DIR ?? '.tmp/screenshots';

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('admin lists: Sort Rows by keyboard drag, bulk archive and restore with confirmation, filters kept in the address', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginByApi(page, 'admin@beatmarket.test');
  await page.goto('/promo-codes');
  const table = page.getByRole('table');
  await expect(table.getByText('FLASH15')).toBeVisible();

  // Sort Rows: pick Title up with the keyboard, carry it into Sort Criteria, drop it, sort.
  await page.getByRole('button', { name: 'Sort Rows' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sort Rows' });
  await expect(dialog.getByRole('list', { name: 'Sort Criteria' })).toContainText('Redeem by');
  const grip = dialog.getByRole('button', { name: 'Drag Title' });
  const criteria = dialog.getByRole('list', { name: 'Sort Criteria' });
  // Straight after opening, no pause between the keys: keys pressed while the pickup renders are held, not lost.
  await grip.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(criteria).toContainText('Title');
  await dialog.getByRole('button', { name: 'Remove Redeem by from sort criteria' }).click();
  await dialog.getByRole('button', { name: 'Title: ascending, switch direction' }).click();
  await dialog.getByRole('button', { name: 'Sort', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=-title(&|$)/);
  await expect(page.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'descending');

  // Bulk archive two codes, after a confirmation; they leave the list and wait in the archive.
  const row = (code: string) => page.getByRole('row').filter({ hasText: code });
  await row('FLASH15').getByRole('checkbox').check();
  await row('SUMMER25').getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Archive' }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive 2 promo codes?' });
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Archive: 2 rows done')).toBeVisible();
  await expect(row('FLASH15')).toHaveCount(0);
  await page.getByRole('button', { name: 'Archived' }).click();
  await expect(page).toHaveURL(/archived=true/);
  await expect(row('SUMMER25')).toBeVisible();
  await row('FLASH15').getByRole('checkbox').check();
  await row('SUMMER25').getByRole('checkbox').check();
  await bar.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Restore: 2 rows done')).toBeVisible();
  await page.getByRole('button', { name: 'Archived' }).click();
  await expect(row('FLASH15')).toBeVisible();

  // A filter lives in the address: a reload shows the same list.
  await page.goto('/users');
  await page.getByLabel('Role').selectOption('Producer');
  await expect(page).toHaveURL(/filter=/);
  await expect(page.getByRole('cell', { name: 'producer@beatmarket.test', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'buyer@beatmarket.test', exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Role')).toHaveValue('2');
  await expect(page.getByRole('cell', { name: 'buyer@beatmarket.test', exact: true })).toHaveCount(0);
});

test('the export button downloads the list as CSV with the current filters', async ({ page }) => {
  await loginByApi(page, 'admin@beatmarket.test');
  await page.goto('/users?filter=%7B%22role%22%3A%5B3%5D%7D');
  const href = await page.getByRole('link', { name: 'Export' }).getAttribute('href');
  expect(decodeURIComponent(href!)).toBe('/private-api/user/export?filter={"role":[3]}');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^user-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('admin@beatmarket.test');
  expect(csv).not.toContain('buyer@beatmarket.test');
});

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`admin list screenshots at ${size.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await loginByApi(page, 'admin@beatmarket.test');
    const shot = (name: string, fullPage = true) =>
      page.screenshot({ path: `${DIR}/${name}-${size.name}.png`, fullPage });
    for (const [path, name, text] of [
      ['/users', 'users-list', 'buyer@beatmarket.test'],
      // A fresh data directory may hold no orders or mail yet: their empty state is worth a look too.
      ['/orders', 'orders-list', ''],
      ['/promo-codes', 'promo-codes-list', 'WELCOME10'],
      ['/mailbox', 'mailbox-list', ''],
    ] as const) {
      await page.goto(path);
      // The caption's found / total says the first page has arrived.
      await expect(page.getByRole('table').locator('caption')).toContainText('/');
      if (text) await expect(page.getByRole('table')).toContainText(text);
      await expectNoSidewaysScroll(page);
      await shot(name);
    }
    await page.goto('/promo-codes');
    await page.getByRole('row').filter({ hasText: 'WELCOME10' }).getByRole('checkbox').check();
    await expect(page.getByRole('region', { name: 'Bulk actions' })).toBeVisible();
    await shot('promo-codes-selected', false);
    await page.getByRole('button', { name: 'Sort Rows' }).click();
    await expect(page.getByRole('dialog', { name: 'Sort Rows' })).toBeVisible();
    await shot('sort-rows-dialog', false);
  });
}
