import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { fillPayment, loginByApi } from './helpers';

const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
// Each step opens a page whose code loads on demand; on a busy machine that takes more than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

interface BeatRow {
  id: number;
  slug: string;
  title: string;
  family: string;
  full_title: string;
  purchasable: boolean;
  sold: boolean;
  published_at: string | null;
}

async function shoot(page: Page, name: string) {
  // From the top: a full-page capture of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `.tmp/screenshots/subscription-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Opens the beat's licence picker and gets it from the plan; returns the order page's address. */
async function claim(page: Page, beat: BeatRow, left: number, download = true) {
  await page.goto(`/beats/${beat.slug}`);
  await page
    .getByRole('button', { name: `Add ${beat.title} to cart` })
    .first()
    .click();
  const editor = page.getByRole('dialog', { name: 'Choose your licence' });
  const offer = editor.getByRole('region', { name: 'Your membership' });
  await expect(offer).toContainText(`Included in your membership — ${left} left`, { timeout: 60_000 });
  // Inner-circle licences are never sold at a price.
  await expect(editor.getByRole('tab', { name: 'Inner Circle' })).toHaveCount(0);
  await offer.getByRole('button', { name: 'Get it' }).click();
  await expect(offer).toContainText(`Included in your membership — ${left - 1} left`);
  await offer.getByRole('link', { name: /Open your order/ }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  const item = page.getByRole('list', { name: 'Licensed beats' }).getByRole('listitem').first();
  await expect(item).toContainText(beat.title);
  await expect(item).toContainText('Inner Circle');
  // The claim left the cart (the beat is the buyer's already); lines other journeys left in the demo buyer's
  // cart stay, and the header counts what the cart holds.
  const cart = (await (await page.request.get('/private-api/cart')).json()).data as {
    items: { beat_id: number }[];
    store_items: unknown[];
    service_items?: unknown[];
  };
  expect(cart.items.map((i) => i.beat_id)).not.toContain(beat.id);
  const lines = cart.items.length + cart.store_items.length + (cart.service_items?.length ?? 0);
  await expect(page.getByRole('banner').getByRole('link', { name: `Cart, ${lines} items` })).toBeVisible();
  if (!download) return;
  const file = page.waitForEvent('download', { timeout: 60_000 });
  await item
    // The order names the beat as its page does, decorated by its type ('… with Hook').
    .getByRole('link', { name: new RegExp(`^Download .* of ${beat.full_title}$`) })
    .first()
    .click();
  expect((await (await file).path()).length).toBeGreaterThan(0);
  const pdfHref = (await item.getByRole('link', { name: 'Licence PDF' }).getAttribute('href'))!;
  expect((await page.request.get(pdfHref)).headers()['content-type']).toBe('application/pdf');
}

test('a buyer joins the Inner Circle with the test card, gets two beats from it, cancels and keeps access to the period’s end', async ({
  page,
}) => {
  test.setTimeout(900_000);
  await page.goto('/');
  await loginByApi(page, 'buyer@beatmarket.test');
  const plans = (await (await page.request.get('/private-api/subscribable/records')).json()).data as {
    id: number;
    name: string;
  }[];
  const plan = plans.find((p) => p.name === 'Inner Circle')!;
  const beats = ((await (await page.request.get('/private-api/beat/records?per_page=50')).json()).data as BeatRow[])
    .filter((b) => b.family === 'beat' && b.purchasable && !b.sold && b.published_at)
    .slice(0, 3);
  expect(beats).toHaveLength(3);
  // Demo masters render in the background after the server starts: a claim delivers the files that exist.
  for (const b of beats) {
    const master = path.join(DATA_DIR, 'storage', 'private', 'masters', String(b.id), 'demo-master.wav');
    await expect.poll(() => existsSync(master), { timeout: 120_000 }).toBe(true);
  }

  await page.goto(`/subscribe/${plan.id}`);
  // The page's code loads on demand: allow for a busy machine on the first visit.
  await expect(page.getByRole('heading', { name: 'Join Inner Circle' })).toBeVisible({ timeout: 60_000 });
  const summary = page.getByRole('article', { name: 'Inner Circle plan' });
  await expect(summary).toContainText('$19.99 a month');
  await expect(summary.getByRole('list', { name: 'What the plan includes' })).toContainText('5');
  const pay = page.getByRole('form', { name: 'Payment' });
  await pay.getByRole('button', { name: 'Subscribe · $19.99/mo' }).click();
  await expect(pay.getByText('This field is required').first()).toBeVisible();
  await fillPayment(pay, { address: '1 Main St', city: 'Mobile', zip: '36602' });
  await shoot(page, 'subscribe');
  await pay.getByRole('button', { name: 'Subscribe · $19.99/mo' }).click();
  await expect(page).toHaveURL(/\/subscription\/\d+$/, { timeout: 30_000 });
  const membership = page.url();
  await expect(page.getByRole('heading', { name: 'Inner Circle' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('5 of 5 beats left this month')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Charges' })).toContainText('$19.99');
  await expect(page.getByRole('region', { name: 'Payment method' })).toContainText('4242');

  await claim(page, beats[0]!, 5);
  await claim(page, beats[1]!, 4);

  await page.goto(membership);
  await expect(page.getByText('3 of 5 beats left this month')).toBeVisible();
  await shoot(page, 'active');

  await page.getByRole('button', { name: 'Cancel membership' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel Inner Circle?' });
  const until = /Access until (\d\d\/\d\d\/\d{4})/.exec(await confirm.innerText())![1]!;
  await confirm.getByRole('button', { name: 'Cancel membership' }).click();
  await expect(page.getByRole('region', { name: 'Billing' })).toContainText(`Access until ${until}`);
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await shoot(page, 'cancelled');

  // The profile lists it with its end date.
  await page.goto('/profile?tab=memberships');
  await expect(page.getByRole('list', { name: 'Memberships' })).toContainText(`Access until ${until}`);

  // Cancelled is not over: the period's beats can still be had.
  await claim(page, beats[2]!, 3, false);
  await page.goto(membership);
  await expect(page.getByText('2 of 5 beats left this month')).toBeVisible();
});
