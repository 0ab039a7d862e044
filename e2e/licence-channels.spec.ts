import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, fillPayment, loginByApi } from './helpers';

const SHOTS = '.tmp/screenshots';

/** Both widths, full page. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height, suffix] of [
    [1280, 900, 'desktop'],
    [390, 844, 'mobile'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/${name}-${suffix}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('channels named at checkout reach the producer’s allowlist and leave it after a refund', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const channel = `UC${Array.from({ length: 22 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]).join('')}`;

  // The producer's beat, bought by the buyer on the checkout page with a channel named.
  const producerContext = await browser.newContext();
  const producer = await producerContext.newPage();
  await producer.goto('/');
  await loginByApi(producer, 'producer@beatmarket.test');
  const mine = await api<
    { id: number; family: string; published_at: string | null; sold: boolean; available: boolean }[]
  >(producer, 'GET', '/dashboard/beats?per_page=100');
  const beat = mine.find((b) => b.family === 'beat' && b.published_at && !b.sold && b.available)!;

  await page.goto('/');
  await loginByApi(page, 'buyer@beatmarket.test');
  await api(page, 'POST', `/cart/upsert/${beat.id}`, {});
  await page.goto('/checkout');
  const channels = page.getByRole('region', { name: 'YouTube channels (optional)' });
  await channels.getByLabel(/^Channel 1 for /).fill('UCnot-a-channel');
  const pay = page.getByRole('form', { name: 'Payment' });
  await fillPayment(pay);
  await pay.getByRole('button', { name: /^Pay / }).click();
  // A wrong id stops the payment before it starts, under its field.
  await expect(channels.getByText(/A channel id is "UC" and 22/)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await channels.getByLabel(/^Channel 1 for /).fill(channel);
  await shoot(page, 'checkout-channels');
  await pay.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  const named = page.getByRole('region', { name: /^YouTube channels for / });
  await expect(named).toContainText(channel, { timeout: 30_000 });
  await expect(named.getByRole('link', { name: 'Claim-release letter' })).toBeVisible();
  await shoot(page, 'order-channels');

  // The producer's dashboard lists it, with the CSV and a secret feed.
  await producer.goto('/dashboard');
  const card = producer.getByRole('region', { name: 'YouTube allowlist' });
  await expect(card).toContainText(channel, { timeout: 30_000 });
  await card.getByRole('button', { name: 'Make a feed address' }).click();
  await expect(card.getByLabel('Secret feed address')).toHaveValue(/\/private-api\/allowlist\/feed\//);
  const feedUrl = await card.getByLabel('Secret feed address').inputValue();
  const feed = await producer.request.get(new URL(feedUrl).pathname);
  expect(JSON.stringify(await feed.json())).toContain(channel);
  await card.scrollIntoViewIfNeeded();
  await shoot(producer, 'dashboard-allowlist');

  // An administrator refunds: the channel leaves the allowlist and the feed, and /verify says revoked.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/');
  await loginByApi(admin, 'admin@beatmarket.test');
  const order = await api<{ items: { verification_code: string }[] }>(admin, 'POST', `/order/${orderId}/refund`);
  await producer.reload();
  // Once the list has loaded (no 'Loading…'), the refunded channel is not in it.
  await expect(card.getByText('Loading…')).toHaveCount(0, { timeout: 30_000 });
  await expect(card).not.toContainText(channel);
  expect(JSON.stringify(await (await producer.request.get(new URL(feedUrl).pathname)).json())).not.toContain(channel);
  await page.goto(`/verify/${order.items[0]!.verification_code}`);
  await expect(page.getByText('Revoked: the sale was refunded.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(channel)).toBeVisible();
  await shoot(page, 'verify-revoked');
  await producerContext.close();
  await adminContext.close();
});
