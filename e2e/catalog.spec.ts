import { expect, test } from '@playwright/test';
import { loginInDialog } from './helpers';

test('search with #tag @producer bpm: narrows the list, and a card opens its beat page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Newest beats' })).toBeVisible();
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search beats' }).first();
  await search.fill('#trap @reedbeats bpm:100-160');
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: /Results for/ })).toBeVisible();
  const cards = page.locator('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(cards.nth(i)).toContainText('Marcus Reed');

  await search.fill('#trap #rnb');
  await search.press('Enter');
  await expect(page.getByText('No results found...')).toBeVisible();

  await page.goto('/?search=' + encodeURIComponent('#trap'));
  const first = page.locator('article h3 a').first();
  const title = (await first.innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(/\/beats\//);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comments' })).toBeVisible();
});

test('a visitor favorites a beat: login first, then the favorite lands', async ({ page }) => {
  await page.goto('/');
  const card = page.locator('article').first();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /Add .* to favorites/ }).click();
  await loginInDialog(page);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(card.getByRole('button', { name: /Remove .* from favorites/ })).toBeVisible();
  await page.goto('/profile?tab=favorites');
  await expect(page.locator('article')).toHaveCount(1);
});

test('sharing by copy puts the link on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  const card = page.locator('article').first();
  await card.getByRole('button', { name: /^Share / }).click();
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  await expect(page.getByText('URL copied to the clipboard!')).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/\/beat\/\d+$/);
  await page.goto(new URL(url).pathname);
  await expect(page).toHaveURL(/\/beats\//);
});

test('autosuggest offers a producer after @ plus 4 letters', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search beats' }).first();
  await search.fill('dark @len');
  await page.waitForTimeout(600);
  await expect(page.getByRole('option')).toHaveCount(0);
  await search.fill('dark @lena');
  await page.getByRole('option', { name: /Lena Cruz/ }).click();
  await expect(search).toHaveValue('dark @lenacruz ');
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: /Results for/ })).toBeVisible();
});
