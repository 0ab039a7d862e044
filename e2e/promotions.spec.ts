import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { audit, loginByApi } from './helpers';

// Issue 18: an administrator publishes a first-visit popup and a countdown banner on /promotions; a new
// visitor gets the popup once (its viewed cookie keeps it away afterwards) and the banner ticking.
const POPUP = 'Welcome: 20% off your first licence';
const BANNER = 'Black Friday: every lease half price';

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `.tmp/screenshots/promotion-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Removes our promotions, so no later journey's visitor meets the popup. */
async function removeOurs(request: APIRequestContext) {
  const list = (await (await request.get('/private-api/promotion/records?per_page=100')).json()).data as {
    id: number;
    title: string;
  }[];
  const csrf = (await (await request.get('/private-api/supporting-data')).json()).meta.csrf as string;
  for (const p of list.filter((p) => p.title === POPUP || p.title === BANNER))
    expect((await request.delete(`/private-api/promotion/${p.id}`, { headers: { 'x-csrf-token': csrf } })).ok()).toBe(
      true,
    );
}

test('an administrator publishes a first-visit popup and a countdown banner; a visitor sees the popup once', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await loginByApi(page, 'admin@beatmarket.test');
  try {
    await page.goto('/promotions');
    const add = async () => {
      await page.getByRole('button', { name: 'Add promotion' }).first().click();
      return page.getByRole('dialog', { name: 'Add promotion' });
    };
    let form = await add();
    await form.getByLabel('Title').fill(POPUP);
    await form.getByLabel('Type').selectOption('popup');
    await form.getByLabel('Shows when').selectOption('first_visit');
    await form.getByLabel('Link (optional)').fill('/?search=trap');
    // Its image uploaded from a file: the address fills in and a preview shows.
    const picture = await sharp({ create: { width: 960, height: 540, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer();
    await form
      .getByLabel('Popup image file')
      .setInputFiles({ name: 'welcome.png', mimeType: 'image/png', buffer: picture });
    await expect(form.getByLabel('Image address (optional)')).toHaveValue(/\/media\//);
    await expect(form.getByRole('img', { name: "The popup's image" })).toBeVisible();
    await shoot(page, 'admin-form');
    await form.getByRole('button', { name: 'Add promotion' }).click();
    await expect(form).toBeHidden();

    form = await add();
    await form.getByLabel('Title').fill(BANNER);
    // A deadline two days ahead, on the administrator's clock (datetime-local).
    const deadline = new Date(Date.now() + 2 * 86_400_000 + 3_600_000);
    const local = new Date(deadline.getTime() - deadline.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await form.getByLabel('Deadline (optional)').fill(local);
    await form.getByRole('button', { name: 'Add promotion' }).click();
    await expect(form).toBeHidden();
    const table = page.getByRole('table');
    await expect(table).toContainText(POPUP);
    await expect(table).toContainText(BANNER);
    await shoot(page, 'admin-list');
    await audit(page, 'promotions admin');

    // A first visit, in a browser that has never been here.
    const fresh = await browser.newContext();
    const visitor = await fresh.newPage();
    await visitor.goto('/');
    const ad = visitor.getByRole('dialog', { name: POPUP });
    await expect(ad).toBeVisible({ timeout: 20_000 });
    await expect(ad.getByRole('link', { name: 'See the offer' })).toHaveAttribute('href', '/?search=trap');
    await expect
      .poll(() => ad.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const banner = visitor.getByRole('complementary', { name: 'Promotion' });
    await expect(banner).toContainText(BANNER);
    const timer = banner.getByRole('timer');
    await expect(timer).toHaveAttribute('aria-label', /^Ends in 2 days/);
    await shoot(visitor, 'popup');
    await audit(visitor, 'first-visit popup and countdown banner');
    await ad.getByRole('button', { name: 'No thanks' }).click();
    await expect(ad).toBeHidden();
    // The countdown ticks every second.
    const before = await timer.innerText();
    await expect.poll(() => timer.innerText(), { timeout: 5_000 }).not.toBe(before);
    await shoot(visitor, 'banner');
    const cookies = (await visitor.context().cookies()).map((c) => c.name);
    expect(cookies.some((name) => /promo/i.test(name))).toBe(true);

    // Once: the next visit (a reload, another page) shows no popup; the banner stays.
    await visitor.reload();
    await expect(visitor.getByRole('complementary', { name: 'Promotion' })).toContainText(BANNER);
    await visitor.waitForTimeout(2_000);
    await expect(visitor.getByRole('dialog')).toHaveCount(0);
    await fresh.close();
  } finally {
    await removeOurs(page.request);
  }
});
