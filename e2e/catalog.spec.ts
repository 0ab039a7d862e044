import { expect, test } from './fixtures';
import { DEMO_PASSWORD, loginInDialog } from './helpers';

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

  // A misspelt word is mended, and the page says these are the closest matches.
  await page.goto('/?search=' + encodeURIComponent('pianno'));
  await expect(page.getByText(/so these are the closest matches/)).toBeVisible();
  await expect(cards.first()).toBeVisible();

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

test('a beat published now comes first in the home page’s Newest list', async ({ page, playwright, baseURL }) => {
  // An administrator approves a waiting beat through the API, as the admin screens do.
  const admin = await playwright.request.newContext({ baseURL });
  let csrf = (await (await admin.get('/private-api/supporting-data')).json()).meta.csrf as string;
  const call = async (method: 'get' | 'post', url: string, data?: unknown) => {
    const res = await admin[method](url, { data, headers: { 'x-csrf-token': csrf } });
    const body = await res.json();
    csrf = body.meta?.csrf ?? csrf;
    expect(res.status(), url).toBe(200);
    return body.data;
  };
  await call('post', '/private-api/login', { email: 'admin@beatmarket.test', password: DEMO_PASSWORD });
  const all = (await call(
    'get',
    `/private-api/beat/records?per_page=100&filter=${encodeURIComponent('{"family":"beat"}')}`,
  )) as { id: number; title_main: string; published_at: string | null }[];
  const waiting = all.find((b) => b.published_at === null)!;
  await call('post', `/private-api/beat/${waiting.id}/publish`);
  try {
    await page.goto('/');
    const newest = page.getByRole('region', { name: 'Newest beats' });
    await expect(newest.locator('article h3').first()).toHaveText(waiting.title_main);
  } finally {
    await call('post', `/private-api/beat/${waiting.id}/unpublish`);
    await admin.dispose();
  }
});

test('the home search box suggests producers after @ and tags after #; a results page from a link opens no list', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Beatmarket$/);
  const box = page.getByRole('combobox', { name: 'Search the catalog' });
  await box.pressSequentially('#trap', { delay: 30 });
  await expect(page.getByRole('option', { name: /^Trap/ })).toBeVisible();
  await box.fill('');
  await box.pressSequentially('@marc', { delay: 30 });
  await page.getByRole('option', { name: /Marcus Reed/ }).click();
  await expect(page).toHaveURL(/\?search=%40marcusreed/);
  await expect(page.getByRole('heading', { name: /Results for “@marcusreed”/ })).toBeVisible();
  await expect(page).toHaveTitle('Search: @marcusreed · Beatmarket');

  // A tag chip or a shared link lands on results whose search ends in a #tag: nothing opens by itself.
  await page.goto('/?search=' + encodeURIComponent('dark #trap'));
  await expect(page.getByRole('heading', { name: /Results for/ })).toBeVisible();
  await page.waitForTimeout(800);
  await expect(page.getByRole('listbox')).toHaveCount(0);
  const header = page.getByRole('banner').getByRole('combobox', { name: 'Search beats' }).first();
  await expect(header).toHaveValue('dark #trap');
  await expect(header).toHaveAttribute('aria-expanded', 'false');
  // Typing opens it as usual.
  await header.press('End');
  await header.press('x');
  await header.press('Backspace');
  await expect(page.getByRole('option', { name: /^Trap/ })).toBeVisible();
});

test('a search typed, or sent, before the app has started is not lost', async ({ page }) => {
  // The app's code arrives two seconds late (a slow phone), the page's own small entry at once.
  const boot = /src="(\/assets\/[^"]+\.js)"/.exec(await (await page.request.get('/')).text())![1]!;
  await page.route('**/assets/*.js', async (route) => {
    if (!route.request().url().endsWith(boot)) await new Promise((r) => setTimeout(r, 2000));
    await route.continue();
  });
  await page.goto('/');
  const hero = page.getByRole('combobox', { name: 'Search the catalog' });
  await hero.fill('#trap');
  // Once the app runs, the text is still there, and it is what the app searches for.
  await page.waitForLoadState('networkidle');
  await expect(hero).toHaveValue('#trap');
  await hero.press('Enter');
  await expect(page).toHaveURL(/\/\?search=%23trap$/);
  await expect(page.getByRole('heading', { name: /Results for “#trap”/ })).toBeVisible();

  // Enter before the app runs: the form itself goes to the results.
  await page.goto('/beats/midnight-drive-1');
  const header = page.getByRole('banner').getByRole('combobox', { name: 'Search beats' }).first();
  await header.fill('#trap');
  await header.press('Enter');
  await expect(page).toHaveURL(/\/\?search=%23trap$/);
  await expect(page.getByRole('heading', { name: /Results for “#trap”/ })).toBeVisible({ timeout: 15_000 });
});
