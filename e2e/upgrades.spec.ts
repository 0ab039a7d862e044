import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, fillPayment, loginByApi } from './helpers';

const SHOTS = '.tmp/screenshots';
const dollars = (cents: number) => `$${(cents / 100).toFixed(2).replace(/\.00$/, '')}`;

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

/** Fills the checkout's payment form with the test card and pays `cents`; waits for the order page. */
async function payByCard(page: Page, cents: number) {
  const pay = page.getByRole('form', { name: 'Payment' });
  await fillPayment(pay);
  await pay.getByRole('button', { name: `Pay ${dollars(cents)}` }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
}

type Licence = { id: number; name: string; type: string; level: string; price: number };
type Order = { id: number; total: number; items: { id: number; verification_code: string }[] };

test('a buyer upgrades a Basic lease to Unlimited paying the difference; /verify shows the old licence superseded', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await loginByApi(page, 'buyer@beatmarket.test');
  const licences = await api<Licence[]>(page, 'GET', '/license/records?per_page=50');
  const basic = licences.find((l) => l.type === 'non_exclusive' && l.level === 'basic')!;
  const unlimited = licences.find((l) => l.type === 'non_exclusive' && l.level === 'unlimited')!;
  const beats = await api<
    { id: number; slug: string; family: string; purchasable: boolean; title: string; trackouts_available: boolean }[]
  >(page, 'GET', '/beat/records?per_page=50');
  // A beat the buyer holds no licence of yet (other journeys buy some), whose demo stems are stored
  // (rendered in the background after the first start) when one is, for the trackouts added later.
  let beat: (typeof beats)[number] | undefined;
  const candidates = beats.filter((x) => x.family === 'beat' && x.purchasable).reverse();
  for (const b of candidates.sort((x, y) => Number(y.trackouts_available) - Number(x.trackouts_available)))
    if (!(await api<unknown[]>(page, 'GET', `/upgrades/beat/${b.id}`)).length) {
      beat = b;
      break;
    }
  expect(beat, 'a beat the buyer holds nothing of').toBeDefined();

  // The Basic lease, bought earlier (setup through the API).
  await api(page, 'POST', `/cart/upsert/${beat!.id}`, { license_id: basic.id });
  const first = await api<Order>(page, 'POST', '/cart/order', {
    idempotency_key: `upgrade-journey-${Date.now()}-basic`,
    address: { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' },
    payment: { method: 'card', number: '4242 4242 4242 4242', expiry: '12/35', cvc: '123' },
  });
  const oldCode = first.items[0]!.verification_code;
  const paid = first.total;
  const difference = unlimited.price - paid;

  // From the order page: Upgrade, at the price less what was paid.
  await page.goto(`/order/${first.id}`);
  const offer = page.getByRole('region', { name: `Upgrade your ${basic.name}` });
  await expect(offer).toContainText(`The ${dollars(paid)} you paid counts toward a higher licence`);
  const button = offer.getByRole('button', { name: `Upgrade to ${unlimited.name} for ${dollars(difference)}` });
  await expect(button).toBeVisible();
  await shoot(page, 'upgrade-order-page');
  await button.click();

  // The cart line says what it upgrades and the credit.
  await expect(page).toHaveURL(/\/checkout$/);
  const line = page.getByRole('list', { name: 'Cart' }).getByRole('listitem').filter({ hasText: beat!.title });
  await expect(line).toContainText(`${unlimited.name}`);
  await expect(line).toContainText(`Upgrade from ${basic.name} · credit −${dollars(paid)}`);
  await expect(line).toContainText(dollars(difference));
  await shoot(page, 'upgrade-cart-line');
  await payByCard(page, difference);
  await expect(page.getByText('Completed').first()).toBeVisible();
  const newCode = (await page
    .getByRole('link', { name: /^[A-Z0-9]{5}-[A-Z0-9]{5}$/ })
    .first()
    .textContent())!.trim();
  expect(newCode).not.toBe(oldCode);

  // The old licence's check says it was superseded, with a link to the new one.
  await page.goto(`/verify/${oldCode}`);
  await expect(page.getByText(/Superseded by/)).toContainText(`Superseded by ${newCode} (${unlimited.name})`);
  await shoot(page, 'upgrade-verify-superseded');
  await page.getByRole('link', { name: newCode }).click();
  await expect(page).toHaveURL(new RegExp(`/verify/${newCode}$`));
  await expect(page.getByText('Genuine licence')).toBeVisible();
  await expect(page.getByText(/Upgrade of/)).toContainText(oldCode);

  // The beat page offers the next step up to the buyer who holds it now.
  await page.goto(`/beats/${beat!.slug}`);
  const next = page.getByRole('region', { name: `Upgrade your ${unlimited.name}` });
  await expect(next.getByRole('button', { name: /^Upgrade to Exclusive Rights for / })).toBeVisible();
  await shoot(page, 'upgrade-beat-page');

  // Trackouts added later: the same licence with the trackouts (offered once the demo's stems are stored).
  const trackouts = licences.find((l) => l.type === 'addon')!;
  const addTrackouts = next.getByRole('button', { name: `Add trackouts for ${dollars(trackouts.price)}` });
  await expect(async () => {
    await page.reload();
    await expect(addTrackouts).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 120_000 });
  await addTrackouts.click();
  await expect(page).toHaveURL(/\/checkout$/);
  const stems = page.getByRole('list', { name: 'Cart' }).getByRole('listitem').filter({ hasText: beat!.title });
  await expect(stems).toContainText(`Upgrade from ${unlimited.name}`);
  await expect(stems).toContainText(trackouts.name);
  await payByCard(page, trackouts.price);
  await expect(page.getByText('Completed').first()).toBeVisible();
});
