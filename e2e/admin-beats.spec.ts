import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, loginByApi } from './helpers';

/** A logged-in API client of its own (its own cookies), echoing the CSRF token as the app does. */
async function apiAs(request: APIRequestContext, email: string) {
  let csrf = (await (await request.get('/private-api/supporting-data')).json()).meta.csrf as string;
  const call = async <T>(method: 'get' | 'post', url: string, data?: unknown): Promise<T> => {
    const res = await request[method](url, { data, headers: { 'x-csrf-token': csrf } });
    const body = await res.json();
    csrf = body.meta?.csrf ?? csrf;
    expect(res.status(), `${method} ${url}`).toBe(200);
    return body.data as T;
  };
  await call('post', '/private-api/login', { email, password: DEMO_PASSWORD });
  return call;
}

test('an administrator approves a producer’s beat awaiting approval and sees it on the home page', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The producer adds a feature (no audio to wait for) and asks for it to be published.
  const producer = await apiAs(await playwright.request.newContext({ baseURL }), 'producer@beatmarket.test');
  const title = `Approval Journey ${Date.now() % 100000}`;
  const created = await producer<{ id: number }>('post', '/private-api/beat/create', {
    family: 'feature',
    title,
    price: 4900,
  });
  await producer('post', `/private-api/beat/${created.id}/request_publish`);

  await loginByApi(page, 'admin@beatmarket.test');
  await page.goto('/beats');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('awaiting_approval');
  await expect(page).toHaveURL(/awaiting_approval/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Awaiting approval');
  // Select it and approve it from the bulk bar (one or many rows alike), confirming first.
  await row.getByRole('checkbox', { name: `Select #${created.id}` }).check();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: /^Approve / });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Approve: 1 row done')).toBeVisible();
  // It leaves the awaiting list, and the published filter shows it published.
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('published');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Published');

  await page.goto('/');
  const features = page.getByRole('region', { name: 'Artist features' });
  await expect(features.getByRole('link', { name: new RegExp(`^${title} by `) })).toBeVisible();
});

test('an administrator reorders the featured beats and the home page shows the new order', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await apiAs(await playwright.request.newContext({ baseURL }), 'admin@beatmarket.test');
  const filter = encodeURIComponent('{"family":"beat","status":["published"]}');
  const newest = (
    await admin<{ id: number; full_title: string }[]>(
      'get',
      `/private-api/beat/records?per_page=10&sort=-newest&filter=${filter}`,
    )
  ).slice(0, 4);
  await admin('post', '/private-api/beat/feature_order', { ids: newest.slice(0, 3).map((b) => b.id) });
  const [a, b, c, d] = newest.map((x) => x.full_title);

  await loginByApi(page, 'admin@beatmarket.test');
  await page.goto('/features');
  const rows = page.getByTestId('featured-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(a!);

  // Add a fourth through the search box, then remove it again (asked first).
  await page.getByRole('combobox', { name: 'Add a beat to featured' }).fill(d!);
  await page.getByRole('option', { name: new RegExp(`^${d} · `) }).click();
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(3)).toContainText(d!);
  await page.getByRole('button', { name: `Remove ${d} from featured` }).click();
  await page.getByRole('dialog', { name: 'Remove from featured?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(rows).toHaveCount(3);

  // Keyboard: focus the first beat's handle, pick it up, move it down twice, drop it.
  const saved = () => page.waitForResponse((r) => r.url().endsWith('/beat/feature_order') && r.status() === 200);
  const first = page.getByRole('button', { name: `Move ${a}, position 1` });
  await first.focus();
  let save = saved();
  await page.keyboard.press('Space');
  // dnd-kit listens for the arrows once the pick-up has rendered; each move is measured on a frame.
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  // Each move is announced (dnd-kit's live region) before the next key.
  const said = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await said(`${a} is over position 2 of 3.`);
  await page.keyboard.press('ArrowDown');
  await said(`${a} is over position 3 of 3.`);
  await page.keyboard.press('Space');
  await save;
  await expect(rows.nth(2)).toContainText(a!);

  // Mouse: drag the last beat (now the first one featured before) to the top.
  save = saved();
  const handle = page.getByRole('button', { name: `Move ${a}, position 3` });
  const top = await rows.nth(0).boundingBox();
  await handle.hover();
  await page.mouse.down();
  await page.mouse.move(top!.x + 20, top!.y + 10, { steps: 12 });
  await page.mouse.move(top!.x + 20, top!.y + 4, { steps: 4 });
  await page.mouse.up();
  await save;
  await expect(rows.nth(0)).toContainText(a!);

  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured' });
  await expect(featured.locator('article h3')).toHaveCount(3);
  const titles = await featured.locator('article').getByRole('link', { name: / by / }).allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  await expect(featured.locator('article').nth(0)).toContainText(a!.split(' with ')[0]!);
  await expect(featured.locator('article').nth(1)).toContainText(b!.split(' with ')[0]!);
  await expect(featured.locator('article').nth(2)).toContainText(c!.split(' with ')[0]!);
});
