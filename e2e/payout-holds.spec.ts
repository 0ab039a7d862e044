import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './helpers';

// Issue 35 §6 (decision 0090): an administrator holds a producer's payouts with a reason; the producer
// reads it on their dashboard, beside their payable and pending balances; the hold is released.
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/screenshots';
const PRODUCER = 'producer@beatmarket.test';
const REASON = 'We are checking a chargeback on one of your October sales.';

async function csrf(request: APIRequestContext) {
  return (await (await request.get('/private-api/supporting-data')).json()).meta.csrf as string;
}

async function personPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const res = await page.request.post('/private-api/login', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'x-csrf-token': await csrf(page.request) },
  });
  expect(res.status()).toBe(200);
  return page;
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an administrator holds a producer’s payouts with a reason; the producer sees it on the dashboard; the hold is released', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await personPage(browser, 'admin@beatmarket.test');
  const producer = await personPage(browser, PRODUCER);

  await admin.goto('/accounting?tab=payouts');
  const holds = admin.getByRole('region', { name: 'Held payouts' });
  // The accounting screens load lazily: on a busy machine the first visit takes a while.
  await expect(holds).toBeVisible({ timeout: 60_000 });
  await expect(holds.getByText('No producer’s payouts are held.')).toBeVisible();
  await holds.getByRole('button', { name: 'Hold payouts' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Hold payouts' });
  // The shared schema refuses an empty form before anything is sent.
  await dialog.getByRole('button', { name: 'Hold payouts' }).click();
  await expect(dialog.getByText('Choose a producer')).toBeVisible();
  // Every producer is offered, not only those with money waiting.
  await expect(dialog.getByLabel('Producer', { exact: true }).locator('option', { hasText: 'producer2@' })).toHaveCount(
    1,
  );
  const option = dialog.getByLabel('Producer', { exact: true }).locator('option', { hasText: PRODUCER });
  await dialog.getByLabel('Producer', { exact: true }).selectOption((await option.getAttribute('value'))!);
  await dialog.getByLabel('Reason (the producer reads it)').fill(REASON);
  await dialog.getByRole('button', { name: 'Hold payouts' }).click();
  await expect(dialog).toBeHidden();
  const held = holds.getByRole('list', { name: 'Held producers' });
  await expect(held).toContainText('Marcus Reed');
  await expect(held).toContainText(REASON);
  await shoot(admin, 'payout-hold-admin');

  await producer.goto('/dashboard');
  await expect(producer.getByLabel('When you are paid')).toBeVisible({ timeout: 60_000 });
  const notice = producer.getByRole('status').filter({ hasText: 'Your payouts are on hold' });
  await expect(notice).toContainText(`Reason: ${REASON}`);
  const paid = producer.getByRole('definition').filter({ hasText: 'refund window' }).first();
  await expect(paid).toBeVisible();
  await expect(producer.getByLabel('When you are paid')).toContainText('Payable');
  await expect(producer.getByLabel('When you are paid')).toContainText('Pending');
  await notice.scrollIntoViewIfNeeded();
  await shoot(producer, 'payout-hold-dashboard');

  await held.getByRole('button', { name: 'Release Marcus Reed’s payouts' }).click();
  await expect(holds.getByText('No producer’s payouts are held.')).toBeVisible();
  await producer.reload();
  await expect(producer.getByLabel('When you are paid')).toBeVisible();
  await expect(producer.getByText('Your payouts are on hold')).toHaveCount(0);
});
