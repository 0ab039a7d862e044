import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { loginInDialog, newestPlayable } from './helpers';

const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

test('a buyer licenses a beat exclusively: pays with the test card, downloads the WAV (the master, byte for byte), opens the licence PDF, and the beat shows sold', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 402 .*\/private-api\/cart\/order\)$/, 'a declining card is used on purpose');
  test.setTimeout(240_000);
  const newest = await newestPlayable(page, 4);
  const label = (await newest
    .getByRole('button', { name: /^Play / })
    .nth(3)
    .getAttribute('aria-label'))!;
  const title = label.replace(/^Play /, '');
  const beatId = (
    await (await page.request.get(`/private-api/beat/records?search=${encodeURIComponent(title)}`)).json()
  ).data.find((b: { title: string }) => title.startsWith(b.title)).id as number;
  // Demo masters are rendered in the background after the previews, so a fresh server may still be at it:
  // the order delivers the files that exist when it completes.
  const masterPath = path.join(DATA_DIR, 'storage', 'private', 'masters', String(beatId), 'demo-master.wav');
  await expect.poll(() => existsSync(masterPath), { timeout: 90_000 }).toBe(true);

  await newest.getByRole('button', { name: label }).click();
  await newest.getByRole('button', { name: `Add ${title} to cart` }).click();

  await loginInDialog(page);
  // The licence editor opens on the default licence: pick another level and the trackouts add-on.
  const editor = page.getByRole('dialog', { name: 'Choose your licence' });
  await editor.getByRole('radio', { name: /^Unlimited: / }).click();
  await editor.getByRole('checkbox', { name: /Trackouts/ }).check();
  await expect(editor.getByText('Line total')).toContainText('$199.98');
  await page.screenshot({ path: '.tmp/screenshots/license-editor-desktop.png' });
  await editor.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('dialog', { name: 'In your cart!' }).getByRole('button', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const line = page.getByRole('list', { name: 'Cart' }).getByRole('listitem').filter({ hasText: title });
  await expect(line).toContainText('Unlimited Lease · Unlimited + Trackouts');

  // Then exclusive rights instead: the trackouts go (the stems come with the exclusive).
  await line.getByRole('button', { name: `Change licence of ${title}` }).click();
  await editor.getByRole('tab', { name: 'Exclusive' }).click();
  await expect(editor.getByRole('checkbox', { name: /Trackouts/ })).toBeHidden();
  await editor.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('dialog', { name: 'In your cart!' }).getByRole('button', { name: 'Go to checkout' }).click();
  await expect(line).toContainText('Exclusive Rights · Unlimited');
  const totals = page.getByRole('complementary', { name: 'Totals' });
  await expect(totals).toContainText('$999.99');

  const pay = page.getByRole('form', { name: 'Payment' });
  await pay.getByRole('button', { name: /^Pay / }).click();
  await expect(pay.getByText('This field is required').first()).toBeVisible();
  await page.screenshot({ path: '.tmp/screenshots/checkout-errors-desktop.png', fullPage: true });
  await pay.getByLabel('Country').selectOption('CA');
  await expect(pay.getByLabel('Province')).toHaveValue('AB');
  await pay.getByLabel('Address').fill('12 Rue Sainte-Catherine');
  await pay.getByLabel('City').fill('Montréal');
  await pay.getByLabel('ZIP / postal code').fill('H2X 1Y4');
  await pay.getByLabel('Province').selectOption('QC');
  await pay.getByLabel('Card number').fill('4000 0000 0000 0002');
  await pay.getByLabel('Expiry (MM/YY)').fill('12/35');
  await pay.getByLabel('CVC').fill('123');
  await pay.getByRole('button', { name: 'Pay $999.99' }).click();
  await expect(pay.getByRole('alert')).toContainText('Your card was declined.');

  await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.getByRole('button', { name: 'Pay $999.99' }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await expect(page.getByText('Completed').first()).toBeVisible();
  // Straight from checkout the buyer is thanked: what they bought, and what comes next.
  const thanks = page.getByRole('region', { name: 'Thank you for your purchase!' });
  await expect(thanks).toContainText(title);
  await expect(thanks).toContainText('Exclusive Rights');
  await expect(thanks).toContainText('Your files are below');
  await expect(thanks.getByRole('link', { name: 'Keep browsing beats' })).toBeVisible();
  await expect(page).toHaveTitle(/^Order \d+ · Beatmarket$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.tmp/screenshots/order-thank-you-mobile.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  const item = page.getByRole('list', { name: 'Licensed beats' }).getByRole('listitem').first();
  await expect(item).toContainText(title);
  await expect(item).toContainText('Exclusive Rights');
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  await page.screenshot({ path: '.tmp/screenshots/order-desktop.png', fullPage: true });

  const download = page.waitForEvent('download');
  await item.getByRole('link', { name: `Download WAV (untagged) of ${title}` }).click();
  const file = await (await download).path();
  expect(readFileSync(file).equals(readFileSync(masterPath))).toBe(true);

  const pdfHref = (await item.getByRole('link', { name: 'Licence PDF' }).getAttribute('href'))!;
  const pdf = await page.request.get(pdfHref);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const code = (await item.getByRole('link', { name: /^[A-Z0-9]{5}-[A-Z0-9]{5}$/ }).innerText()).trim();
  await item.getByRole('link', { name: code }).click();
  await expect(page.getByText('Genuine licence')).toBeVisible();

  await page.goto(`/beat/${beatId}`);
  await expect(page.getByRole('button', { name: 'Sold' }).first()).toBeVisible();

  // Later, from the profile's purchases: the row names the beat and its licence; its page is a plain one.
  await page.goto('/profile?tab=purchases');
  const row = page.getByRole('list', { name: 'Purchases' }).getByRole('link').filter({ hasText: title }).first();
  await expect(row).toContainText('Exclusive Rights');
  await expect(row).toContainText('$999.99');
  await expect(row).toContainText('Completed');
  await page.screenshot({ path: '.tmp/screenshots/purchases-desktop.png', fullPage: true });
  await row.click();
  await expect(page.getByRole('heading', { name: /^Order \d+$/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Licensed beats' })).toContainText(title);
  await expect(page.getByRole('region', { name: 'Thank you for your purchase!' })).toHaveCount(0);
});
