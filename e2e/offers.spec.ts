import { mkdirSync, writeFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillPayment, loginByApi, newBuyer } from './helpers';

const SHOTS = '.tmp/screenshots';
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

/** A JSON call with the page's cookies and a fresh CSRF token (setup steps the journey is not about). */
async function api<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown, status = 200) {
  const boot = await page.request.get('/private-api/supporting-data');
  const csrf = (await boot.json()).meta.csrf as string;
  const res = await page.request.fetch(`/private-api${url}`, { method, data, headers: { 'x-csrf-token': csrf } });
  expect(res.status(), `${method} ${url}`).toBe(status);
  return (await res.json()) as { data: T; response_data?: { error: string } };
}

/** Both widths, full page. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height, suffix] of [
    [1280, 800, 'desktop'],
    [390, 844, 'mobile'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${suffix}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an offer countered, accepted and paid through the link, a rival offer lost, the sale refunded; a link refused after its 48 hours', async ({
  page,
  browser,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 422 .*\/private-api\/offers\)$/, 'an offer under the floor is refused on purpose');
  test.setTimeout(240_000);
  const producer = await (await browser.newContext()).newPage();
  await loginByApi(producer, 'producer@beatmarket.test');
  await loginByApi(page, 'buyer@beatmarket.test');
  type Beat = { id: number; slug: string; title: string; family: string; published_at: string | null; sold: boolean };
  const mine = (await api<Beat[]>(producer, 'GET', '/dashboard/beats?per_page=100')).data.filter(
    (b) => b.family === 'beat' && b.published_at && !b.sold,
  );
  // The oldest beats: the other journeys sell the newest ones.
  const [beat, other] = [mine.at(-1)!, mine.at(-2)!];
  const licences = (await api<{ id: number; type: string }[]>(producer, 'GET', '/license/records?per_page=25')).data;
  const exclusive = licences.find((l) => l.type === 'exclusive')!.id;

  // The producer opens the beat to offers from the beat editor, with a floor on the exclusive.
  await producer.goto(`/beats/${beat.slug}/edit`);
  const panel = producer.getByRole('form', { name: 'Offer settings' });
  await panel.getByLabel('Take offers on this beat').check();
  await panel.getByLabel(/^Floor: Exclusive/).fill('300');
  await panel.getByRole('button', { name: 'Save offer settings' }).click();
  await expect(producer.getByText('Offer settings saved')).toBeVisible();
  await producer.getByRole('region', { name: 'Offers' }).scrollIntoViewIfNeeded();
  await shoot(producer, 'offer-settings');

  // The buyer offers under the floor (refused at once, politely), then above it.
  await page.goto(`/beats/${beat.slug}`);
  await page.getByRole('button', { name: 'Make an offer' }).click();
  const dialog = page.getByRole('dialog', { name: /^Make an offer/ });
  await dialog.getByLabel('Licence').selectOption(String(exclusive));
  await dialog.getByLabel('Amount (USD)').fill('250');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(dialog.getByText(/below what the producer can accept/)).toBeVisible();
  await dialog.getByLabel('Amount (USD)').fill('350');
  await dialog.getByLabel('Message (optional)').fill('Would love this one for my EP.');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(page).toHaveURL(/\/offers\/\d+$/);
  const offerUrl = new URL(page.url()).pathname;
  await expect(page.getByText('Waiting for the producer.')).toBeVisible();

  // The producer counters from the offers received.
  await producer.goto('/offers?side=received');
  await expect(producer.getByRole('list', { name: 'Offers' })).toContainText(beat.title);
  await shoot(producer, 'offers-received');
  await producer.goto(offerUrl);
  await producer.getByRole('button', { name: 'Counter' }).click();
  const counter = producer.getByRole('form', { name: 'Counter-offer' });
  await counter.getByLabel('Amount (USD)').fill('400');
  await counter.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(producer.getByText('Waiting for the buyer.')).toBeVisible();

  // Another buyer's offer on the same exclusive is accepted too: the first to pay wins, the other loses.
  const rival = await (await browser.newContext()).newPage();
  await loginByApi(rival, await newBuyer(browser));
  const rivalOffer = (
    await api<{ id: number }>(rival, 'POST', '/offers', { beat_id: beat.id, license_id: exclusive, amount: 36_000 })
  ).data;
  await api(producer, 'POST', `/offers/${rivalOffer.id}/accept`, {});

  // The buyer accepts the counter and pays through the link, at the agreed price.
  await page.reload();
  await page.getByRole('button', { name: 'Accept $400' }).click();
  await page.getByRole('dialog', { name: 'Accept $400?' }).getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('button', { name: 'Pay $400' })).toBeVisible();
  await shoot(page, 'offer-thread');
  await page.getByRole('button', { name: 'Pay $400' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const pay = page.getByRole('form', { name: 'Payment' });
  await fillPayment(pay);
  await pay.getByRole('button', { name: 'Pay $400' }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/, { timeout: 30_000 });
  const orderUrl = page.url();
  await page.goto(offerUrl);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  const orderId = Number(/\/order\/(\d+)$/.exec(orderUrl)![1]);

  // The rival was never charged: their offer reads lost, with no way left to pay.
  await rival.goto(`/offers/${rivalOffer.id}`);
  await expect(rival.getByText('Lost: the exclusive was sold to someone else first')).toBeVisible();
  await expect(rival.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await shoot(rival, 'offer-lost');

  // An administrator refunds the order: the paid offer is closed as refunded, and its link pays nothing more.
  const admin = await (await browser.newContext()).newPage();
  await loginByApi(admin, 'admin@beatmarket.test');
  await api(admin, 'POST', `/order/${orderId}/refund`);
  await page.goto(offerUrl);
  await expect(page.getByText('Refunded: the payment was given back')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);

  // A second offer, accepted, whose link is used only after its 48 hours: refused with a 410.
  await api(producer, 'POST', `/offer-settings/${other.id}`, {
    enabled: true,
    floors: [{ license_id: exclusive, floor: 30_000 }],
  });
  const late = (
    await api<{ id: number }>(page, 'POST', '/offers', { beat_id: other.id, license_id: exclusive, amount: 32_000 })
  ).data;
  await api(producer, 'POST', `/offers/${late.id}/accept`, {});
  writeFileSync(`${DATA_DIR}/offer-clock`, String(49 * 3_600_000));
  try {
    const gone = await api(page, 'POST', `/offers/${late.id}/checkout`, {}, 410);
    expect(gone.response_data!.error).toMatch(/checkout link has expired/);
    await page.goto(`/offers/${late.id}`);
    await expect(page.getByText('Expired', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    await page.goto('/offers');
    await shoot(page, 'offers-made');
  } finally {
    writeFileSync(`${DATA_DIR}/offer-clock`, '0');
  }
});
