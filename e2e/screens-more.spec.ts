import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginByApi } from './helpers';

// Issue 31, the rest of the screen points: the All Beats table in its card, a popup added with the
// form's defaults, and the free trial offered only to an account that has not had it.

const csrf = async (request: APIRequestContext) =>
  (await (await request.get('/private-api/supporting-data')).json()).meta.csrf as string;

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `.tmp/screenshots/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('at 1280 px the All Beats table fits its card', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginByApi(page, 'admin@beatmarket.test');
  await page.goto('/beats/');
  const table = page.getByRole('table').first();
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const card = table.locator('xpath=..');
  const [scroll, client] = await card.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scroll, 'the table is no wider than its card').toBeLessThanOrEqual(client);
  await shoot(page, 'all-beats');
});

const POPUP = 'Defaults popup: new here?';

test('a popup added with the form’s defaults is listed Live and a new visitor sees it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await loginByApi(page, 'admin@beatmarket.test');
  await page.goto('/promotions');
  try {
    await page.getByRole('button', { name: 'Add promotion' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add promotion' });
    await form.getByLabel('Title').fill(POPUP);
    await form.getByLabel('Type').selectOption('popup');
    // "Shows when" left as the form offers it.
    await form.getByRole('button', { name: 'Add promotion' }).click();
    await expect(form).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: POPUP });
    await expect(row).toContainText('Live');
    await shoot(page, 'promotion-defaults-list');

    const fresh = await browser.newContext();
    const visitor = await fresh.newPage();
    await visitor.goto('/');
    await expect(visitor.getByRole('dialog', { name: POPUP })).toBeVisible({ timeout: 20_000 });
    await fresh.close();
  } finally {
    const list = (await (await page.request.get('/private-api/promotion/records?per_page=100')).json()).data as {
      id: number;
      title: string;
    }[];
    const token = await csrf(page.request);
    for (const p of list.filter((p) => p.title === POPUP))
      await page.request.delete(`/private-api/promotion/${p.id}`, { headers: { 'x-csrf-token': token } });
  }
});

test('an account that has had the free trial is not offered "Free for N days" again', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const who = async (request: APIRequestContext) =>
    ((await (await request.get('/private-api/profile')).json()).data as { id: number }).id;
  const adminPage = await (await browser.newContext()).newPage();
  await loginByApi(adminPage, 'admin@beatmarket.test');
  const producerPage = await (await browser.newContext()).newPage();
  await loginByApi(producerPage, 'producer@beatmarket.test');
  const licences = (await (await adminPage.request.get('/private-api/license/records?per_page=100')).json()).data as {
    id: number;
    type: string;
  }[];
  const licence = licences.find((l) => l.type === 'inner_circle')!;
  const producerId = await who(producerPage.request);
  const adminToken = await csrf(adminPage.request);
  const plan = async (name: string) => {
    const res = await adminPage.request.post('/private-api/subscribable/create', {
      data: {
        name,
        description: '',
        price: 750,
        interval: 'month',
        trial_days: 5,
        allowance: 2,
        license_id: licence.id,
        producer_id: producerId,
        published: true,
      },
      headers: { 'x-csrf-token': adminToken },
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()).data as { id: number }).id;
  };
  const tag = Date.now().toString(36);
  const gold = await plan(`Trial Gold ${tag}`);
  const silver = await plan(`Trial Silver ${tag}`);
  const producerToken = await csrf(producerPage.request);
  const rule = async (on: boolean) =>
    expect(
      (
        await producerPage.request.post('/private-api/subscribable/set_trial_rule', {
          data: { one_trial_across_plans: on },
          headers: { 'x-csrf-token': producerToken },
        })
      ).status(),
    ).toBe(200);
  const before = (
    (await (await producerPage.request.get('/private-api/subscribable/trial_rule')).json()).data as {
      one_trial_across_plans: boolean;
    }
  ).one_trial_across_plans;
  await rule(true);
  let subscription: number | undefined;
  try {
    // The buyer takes the trial of Gold: with one trial across this producer's plans, Silver has none for them.
    await loginByApi(page, 'buyer@beatmarket.test');
    const took = await page.request.post(`/private-api/subscribable/${gold}/subscribe`, {
      data: {
        idempotency_key: `trial${tag}${Math.random().toString(36).slice(2)}`.replace(/[^A-Za-z0-9]/g, ''),
        address: { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' },
        payment: { method: 'card', number: '4242424242424242', expiry: '12/40', cvc: '123' },
      },
      headers: { 'x-csrf-token': await csrf(page.request) },
    });
    expect(took.status(), await took.text()).toBe(201);
    subscription = ((await took.json()).data as { id: number }).id;
    await page.goto(`/subscribe/${silver}`);
    const pay = page.getByRole('complementary', { name: 'Subscribe' });
    await expect(pay.getByRole('button', { name: 'Subscribe · $7.50/mo' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/Free for \d+ days|free trial/)).toHaveCount(0);
    await expect(pay.getByText('Due today (USD)').locator('xpath=..')).toContainText('$7.50');
    await shoot(page, 'subscribe-trial-had');

    // Someone who has not had it is offered it.
    await producerPage.goto(`/subscribe/${silver}`);
    await expect(producerPage.getByText('Free for 5 days, then $7.50 a month')).toBeVisible({ timeout: 20_000 });
    await expect(producerPage.getByRole('button', { name: 'Start 5-day free trial' })).toBeVisible();
  } finally {
    if (subscription)
      await page.request.post(`/private-api/subscription/${subscription}/cancel`, {
        headers: { 'x-csrf-token': await csrf(page.request) },
      });
    await rule(before);
    for (const id of [gold, silver])
      await adminPage.request.delete(`/private-api/subscribable/${id}`, { headers: { 'x-csrf-token': adminToken } });
  }
});
