import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './helpers';

// Home's sections below the fold keep the server's markup until they come near the screen or the visitor
// interacts (HydrateWhenSeen, issue 14). A phone's screen, so they start out of sight.
test.use({ viewport: { width: 390, height: 800 } });

/** React marks the DOM nodes it has adopted with its own expando properties. */
const hydrated = (el: Locator) => el.evaluate((node) => Object.keys(node).some((k) => k.startsWith('__reactFiber')));

function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return () => errors;
}

test('sections below the fold show the server markup and hydrate when scrolled near', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured' }).locator('article').first();
  await expect.poll(() => hydrated(featured)).toBe(true);
  const top = page.getByRole('region', { name: 'Top beats' }).locator('article').first();
  // Rendered by the server and visible to a scroll, but not yet adopted.
  await expect(top).toBeAttached();
  expect(await hydrated(top)).toBe(false);
  await top.scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated(top)).toBe(true);
  expect(errors()).toEqual([]);
});

test('a click on a section not yet hydrated is not lost', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured' }).locator('article').first();
  await expect.poll(() => hydrated(featured)).toBe(true);
  const card = page.getByRole('region', { name: 'Artist features' }).locator('article').first();
  const favorite = card.getByRole('button', { name: /Add .* to favorites/ });
  expect(await hydrated(favorite)).toBe(false);
  // Dispatched without scrolling, so only the interaction can open the section: a visitor's favorite asks to log in.
  await favorite.dispatchEvent('click');
  await expect(page.getByRole('dialog')).toBeVisible();
  // By CSS: the open dialog hides the page from role queries.
  expect(await hydrated(page.locator('section[aria-labelledby="features"] article').first())).toBe(true);
  expect(errors()).toEqual([]);
});

test('a long grid hydrates its first cards at once and the rest when scrolled near', async ({ page }) => {
  const errors = consoleErrors(page);
  const res = await page.request.get('/private-api/beat/records?per_page=10');
  const [beat] = (await res.json()).data as { producer_identifier: string }[];
  await page.goto(`/profile/${beat!.producer_identifier}`);
  const cards = page.locator('main article');
  await expect.poll(() => hydrated(cards.first())).toBe(true);
  expect(await cards.count()).toBeGreaterThan(8);
  const later = cards.nth(8);
  expect(await hydrated(later)).toBe(false);
  await later.scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated(later)).toBe(true);
  expect(errors()).toEqual([]);
});

/** An administrator's API calls (own cookies), echoing the CSRF token as the app does. */
async function adminApi(request: APIRequestContext) {
  let csrf = (await (await request.get('/private-api/supporting-data')).json()).meta.csrf as string;
  const call = async <T>(method: 'get' | 'post', url: string, data?: unknown): Promise<T> => {
    const res = await request[method](url, { data, headers: { 'x-csrf-token': csrf } });
    const body = await res.json();
    csrf = body.meta?.csrf ?? csrf;
    expect(res.status(), `${method} ${url}`).toBe(200);
    return body.data as T;
  };
  await call('post', '/private-api/login', { email: 'admin@beatmarket.test', password: DEMO_PASSWORD });
  return call;
}

test('a section near the screen hydrates alone: a short Featured list does not open the sections below', async ({
  page,
  playwright,
  baseURL,
}) => {
  // With three featured beats the Newest section starts within half a screen of the fold. One gate for every
  // section (the first version) hydrated Top and Artist features with it on load.
  const request = await playwright.request.newContext({ baseURL });
  const admin = await adminApi(request);
  const placed = encodeURIComponent('{"placed":"featured"}');
  const featured = await admin<{ id: number }[]>(
    'get',
    `/private-api/beat/records?per_page=50&sort=featured&filter=${placed}`,
  );
  expect(featured.length).toBeGreaterThan(3);
  await admin('post', '/private-api/beat/feature_order', { ids: featured.slice(0, 3).map((b) => b.id) });
  try {
    const errors = consoleErrors(page);
    await page.goto('/');
    // The slides carousel above the lists (issue 18) pushes them down by its height: scrolling that far puts
    // them where three featured beats alone put them.
    await page.evaluate(() =>
      window.scrollBy(0, document.querySelector('[data-testid="home-carousel"]')?.getBoundingClientRect().height ?? 0),
    );
    const section = (name: string) => page.getByRole('region', { name }).locator('article').first();
    await expect.poll(() => hydrated(section('Newest beats'))).toBe(true);
    expect(await hydrated(section('Top beats'))).toBe(false);
    expect(await hydrated(section('Artist features'))).toBe(false);
    expect(errors()).toEqual([]);
  } finally {
    await admin('post', '/private-api/beat/feature_order', { ids: featured.map((b) => b.id) });
    await request.dispose();
  }
});
