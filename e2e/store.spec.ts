import { readFileSync } from 'node:fs';
import { type Browser, type Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { fillPayment, loginByApi } from './helpers';
import { clickTrackWav } from './wav';

// The machine running the journeys is shared: the app's first start on a page can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `.tmp/screenshots/store-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A cover: a demo slide's image (made right after the server starts). */
async function demoImage(page: Page): Promise<Buffer> {
  let url = '';
  await expect(async () => {
    const res = await page.request.get('/private-api/content/slides');
    url = ((await res.json()).data as { image_url: string | null }[]).find((s) => s.image_url)?.image_url ?? '';
    expect(url).not.toBe('');
  }).toPass({ timeout: 30_000 });
  return (await page.request.get(url.replace(/\.jpg$/, '-1100.jpg'))).body();
}

async function signedIn(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await loginByApi(page, email);
  return page;
}

test('a producer puts a drum kit up for sale, an administrator approves it, a visitor finds it in the Store', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(300_000);
  consoleErrors.allow(
    /uploads\/\w+\/complete.*422|422.*uploads\/\w+\/complete/,
    'the text file posing as a ZIP is refused',
  );
  const title = `Dusty Drums ${Date.now().toString(36)}`;
  const cover = await demoImage(page);
  const producer = await signedIn(browser, 'producer@beatmarket.test');

  await producer.goto('/dashboard');
  await producer.getByRole('link', { name: 'New store item' }).click();
  await expect(producer).toHaveURL(/\/store-item\/new$/);
  await producer.getByLabel('Title').fill(title);
  await producer.getByLabel('Price (USD)').fill('abc');
  await producer.getByRole('button', { name: 'Create' }).click();
  await expect(producer.getByText('A price in cents')).toBeVisible();
  await producer.getByLabel('Price (USD)').fill('24.99');
  await producer.getByLabel('Description').fill('Forty crunchy kicks, snares and hats, sampled from dusty records.');
  await producer.getByRole('button', { name: 'Create' }).click();
  await expect(producer).toHaveURL(/\/store-item\/\d+$/);

  // Not sent for approval until both files are there; a text file named .zip is refused.
  await expect(producer.getByRole('button', { name: 'Send for approval' })).toBeDisabled();
  await producer.getByLabel('The ZIP buyers download').setInputFiles({
    name: 'kit.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('just some text'),
  });
  await expect(producer.getByRole('alert').filter({ hasText: 'This is not a ZIP file.' })).toBeVisible();
  await producer.getByLabel('The ZIP buyers download').setInputFiles({
    name: 'dusty-drums.zip',
    mimeType: 'application/zip',
    buffer: Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(2048)]),
  });
  await expect(producer.getByText(/dusty-drums\.zip/)).toBeVisible();
  await producer.getByLabel('Cover image').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: cover });
  await expect(producer.getByText('Cover uploaded')).toBeVisible();
  // The demo is made by the audio pipeline in the background; the editor follows it (decision 0099).
  await producer
    .getByLabel('Audio demo (optional, WAV or MP3)')
    .setInputFiles({ name: 'kit-demo.wav', mimeType: 'audio/wav', buffer: clickTrackWav(8) });
  await expect(producer.getByText(/^Demo ready \(0:0[78]\)$/)).toBeVisible({ timeout: 60_000 });
  await producer.getByRole('button', { name: 'Send for approval' }).click();
  await expect(producer.getByTestId('store-status')).toHaveText('Awaiting approval');
  await shoot(producer, 'editor');

  // Not in the store until approved.
  await page.goto(`/store?q=${encodeURIComponent(title)}`);
  await expect(page.getByText('Nothing matches this search.')).toBeVisible();

  const admin = await signedIn(browser, 'admin@beatmarket.test');
  await admin.goto('/store-items');
  await admin.getByText(title).click();
  await expect(admin).toHaveURL(/\/store-item\/\d+$/);
  await admin.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(admin.getByTestId('store-status')).toHaveText('Published');

  // The menu's Store (and its old address) lists it, found by search and by kind.
  await page.goto('/page/store');
  await page.getByRole('searchbox', { name: 'Search the store' }).fill(title);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await page.getByRole('button', { name: 'Loop packs' }).click();
  await expect(page.getByText('Nothing matches this search.')).toBeVisible();
  await page.getByRole('button', { name: 'Drum kits' }).click();
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await page.goto('/store');
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await shoot(page, 'list');
  // A visitor's Add to cart on a card asks them to log in first, as on a beat.
  await page.getByRole('button', { name: `Add ${title} to cart` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('$24.99')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Usage terms' })).toBeVisible();
  // The demo plays in the footer player, which names the kit and its seller and links back to the item.
  await page.getByRole('button', { name: `Play ${title}` }).click();
  const bar = page.getByRole('region', { name: 'Beat player' });
  await expect(bar.getByRole('link', { name: title })).toHaveAttribute('href', /^\/store\/[a-z0-9-]+$/);
  await expect(page.getByRole('button', { name: `Pause ${title}` })).toBeVisible();
  await shoot(page, 'item');

  // Issue 34: a buyer puts the kit and a beat in one cart, pays with the test card, downloads the ZIP.
  const itemUrl = page.url();
  const buyer = await signedIn(browser, 'buyer@beatmarket.test');
  // From the listing's card: the badge counts it and the card turns to "In cart", as the item's page does.
  await buyer.goto('/store');
  const badge = buyer.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items$/ });
  const before = Number(/\d+/.exec((await badge.getAttribute('aria-label'))!)![0]);
  await buyer.getByRole('button', { name: `Add ${title} to cart` }).click();
  const card = buyer.getByRole('article').filter({ hasText: title });
  await expect(card.getByRole('link', { name: 'In cart: check out' })).toBeVisible();
  await expect(badge).toHaveAttribute('aria-label', `Cart, ${before + 1} items`);
  await shoot(buyer, 'list-in-cart');
  await buyer.goto(itemUrl);
  await expect(buyer.getByRole('link', { name: 'In cart: check out' })).toBeVisible();
  await shoot(buyer, 'item-in-cart');
  const csrf = (await (await buyer.request.get('/private-api/supporting-data')).json()).meta.csrf as string;
  const beats = (await (await buyer.request.get('/private-api/beat/records?per_page=50')).json()).data as {
    id: number;
    title: string;
    family: string;
    purchasable: boolean;
  }[];
  const beat = beats.filter((b) => b.family === 'beat' && b.purchasable).at(-1)!;
  const added = await buyer.request.post(`/private-api/cart/upsert/${beat.id}`, {
    data: {},
    headers: { 'x-csrf-token': csrf },
  });
  expect(added.status()).toBe(200);
  // A fresh load: the beat went in through the API, past the page's cached cart.
  await buyer.goto('/checkout');
  const cart = buyer.getByRole('list', { name: 'Cart' });
  await expect(cart.getByRole('listitem')).toHaveCount(2);
  await expect(cart.getByRole('listitem').filter({ hasText: title })).toContainText('Royalty-free licence');
  await shoot(buyer, 'cart');
  const pay = buyer.getByRole('form', { name: 'Payment' });
  await fillPayment(pay);
  await pay.getByRole('button', { name: /^Pay / }).click();
  await expect(buyer).toHaveURL(/\/order\/\d+$/);
  await expect(buyer.getByText('Completed').first()).toBeVisible();
  const line = buyer.getByRole('list', { name: 'Licensed beats' }).getByRole('listitem').filter({ hasText: title });
  await expect(line).toContainText('Royalty-free licence');
  await shoot(buyer, 'order');
  const download = buyer.waitForEvent('download');
  await line.getByRole('link', { name: `Download ZIP of ${title}` }).click();
  const file = await (await download).path();
  expect(readFileSync(file).equals(Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(2048)]))).toBe(
    true,
  );
  // The link is the buyer's alone.
  const href = (await line.getByRole('link', { name: `Download ZIP of ${title}` }).getAttribute('href'))!;
  expect((await producer.request.get(href)).status()).toBe(403);
});
