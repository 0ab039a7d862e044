import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { loginByApi } from './helpers';

// Each step opens a page whose code loads on demand; on a busy machine that takes more than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Full pages, or with `focus` the screen around it (a dialog, one section of a long page). */
async function shoot(page: Page, name: string, focus?: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const path = `.tmp/screenshots/producer-plans-${name}-${width}.png`;
    if (focus) {
      await focus.scrollIntoViewIfNeeded();
      await page.screenshot({ path });
    } else {
      // From the top: a full-page capture of a scrolled page draws the sticky header mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function pageAs(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await loginByApi(page, email);
  return page;
}

test.afterEach(async ({ browser }) => {
  // Later journeys see the demo store as seeded: plans are the administrators' alone.
  const admin = await pageAs(browser, 'admin@beatmarket.test');
  const csrf = (await (await admin.request.get('/private-api/supporting-data')).json()).meta.csrf as string;
  const res = await admin.request.post('/private-api/settings', {
    data: { producer_plans: false },
    headers: { 'x-csrf-token': csrf },
  });
  expect(res.status()).toBe(200);
  await admin.context().close();
});

test('an administrator lets producers offer plans; a producer adds one; a buyer finds it and opens Join', async ({
  browser,
}) => {
  // Three people, each page's code loaded on demand, on a machine shared with other runs.
  test.setTimeout(180_000);
  const name = `Reed Club ${Date.now().toString(36)}`;

  const admin = await pageAs(browser, 'admin@beatmarket.test');
  await admin.goto('/settings');
  const allow = admin.getByRole('checkbox', { name: /Producers may offer membership plans/ });
  await allow.check();
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Settings saved')).toBeVisible();
  await admin.reload();
  await expect(allow).toBeChecked();
  await admin.context().close();

  const producer = await pageAs(browser, 'producer@beatmarket.test');
  await producer.goto('/dashboard');
  const section = producer.getByRole('region', { name: 'Membership plans' });
  await section.getByRole('button', { name: 'New plan' }).click();
  const dialog = producer.getByRole('dialog', { name: 'Add a membership plan' });
  // A producer's plan covers their own beats: there is no scope to choose.
  await expect(dialog.getByText('Covers')).toHaveCount(0);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('Three of my beats a month.');
  await dialog.getByLabel('Price (USD)').fill('9.99');
  await dialog.getByLabel('Beats per period').fill('3');
  await dialog.getByLabel('Trial days').fill('7');
  const licence = dialog.getByLabel('Licence subscribers get');
  await expect(licence.locator('option').nth(1)).toContainText('Inner Circle');
  await licence.selectOption({ index: 1 });
  await dialog.getByLabel('Published: buyers can subscribe').check();
  await shoot(producer, 'editor', dialog);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const row = section.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('$9.99 / month · 3 beats a month');
  await expect(row).toContainText('Published');
  await shoot(producer, 'dashboard', section);

  const buyer = await pageAs(browser, 'buyer@beatmarket.test');
  await buyer.goto('/profile/reedbeats');
  const card = buyer.getByRole('article', { name: `${name} membership` });
  await expect(card).toContainText('$9.99 a month');
  await expect(card).toContainText('7-day free trial');
  await expect(card.getByRole('listitem').first()).toContainText('3 beats a month');
  // The beats under the cards, painted, before the picture.
  await expect(buyer.getByRole('button', { name: /^Play / }).first()).toBeVisible();
  await shoot(buyer, 'profile');
  await card.getByRole('link', { name: `Join ${name}` }).click();
  await expect(buyer).toHaveURL(/\/subscribe\/\d+$/);
  await expect(buyer.getByRole('heading', { level: 1, name: `Join ${name}` })).toBeVisible();
  await buyer.context().close();

  // Withdrawn, it leaves the dashboard and the producer page.
  await row.getByRole('button', { name: `Withdraw ${name}` }).click();
  await producer
    .getByRole('dialog', { name: `Withdraw ${name}?` })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect(row).toHaveCount(0);
  await producer.goto('/profile/reedbeats');
  await expect(producer.getByRole('button', { name: /^Play / }).first()).toBeVisible();
  await expect(producer.getByRole('article', { name: `${name} membership` })).toHaveCount(0);
  await producer.context().close();
});
