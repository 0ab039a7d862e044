import { readFileSync } from 'node:fs';
import { test } from './fixtures';
import { fillPayment, newBuyer } from './helpers';
import { acceptDelivery, deliverVersion, expect, shoot, signedIn, wavFile } from './service-journey';

// Issue 34, "Done when": a buyer buys an artist feature (a feature-family beat), sends the song from the order
// page ("Request the feature"), the featured artist delivers the vocals, the buyer accepts and downloads them,
// paying nothing after the feature's price.
test('an artist feature: bought, the song sent, the vocals delivered and downloaded', async ({ browser }) => {
  test.setTimeout(240_000);
  const buyer = await signedIn(browser, await newBuyer(browser));
  const feature = 'Verse Feature: Lena Cruz';
  const beats = (await (await buyer.request.get('/private-api/beat/records?per_page=100')).json()).data as {
    id: number;
    title: string;
  }[];
  const beat = beats.find((b) => b.title === feature)!;
  // Bought as any feature is (the cart journeys cover the licence dialog): a line at the feature's price.
  const csrf = (await (await buyer.request.get('/private-api/supporting-data')).json()).meta.csrf as string;
  const added = await buyer.request.post(`/private-api/cart/upsert/${beat.id}`, {
    data: {},
    headers: { 'x-csrf-token': csrf },
  });
  expect(added.status()).toBe(200);
  await buyer.goto('/checkout');
  const pay = buyer.getByRole('form', { name: 'Payment' });
  await fillPayment(pay);
  await pay.getByRole('button', { name: /^Pay / }).click();
  await expect(buyer).toHaveURL(/\/order\/\d+$/);
  const orderUrl = new URL(buyer.url()).pathname;

  // From the order page: the song and the brief go to the featured artist.
  const request = buyer.getByRole('button', { name: `Request: feature on ${feature}` });
  await expect(request).toBeVisible();
  await shoot(buyer, 'service-feature-order');
  await request.click();
  const dialog = buyer.getByRole('dialog', { name: `Request: feature on ${feature}` });
  await dialog.getByLabel('What do you need?').fill('A 16-bar verse after my second hook.');
  await dialog.getByLabel('Files').setInputFiles(wavFile('my-song.wav'));
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(buyer).toHaveURL(/\/service-order\/\d+$/);
  const url = new URL(buyer.url()).pathname;
  await shoot(buyer, 'service-feature-requested');

  // The feature was paid at checkout: the work starts at once, nothing more is due.
  const money = buyer.getByRole('region', { name: 'Price and dates' });
  await expect(money).toContainText('Paid with the feature');
  await expect(money.getByRole('link', { name: /^Pay / })).toHaveCount(0);
  const artist = await signedIn(browser, 'producer@beatmarket.test');
  await artist.goto(url);
  await expect(artist.getByRole('list', { name: 'Thread' }).getByRole('link', { name: 'my-song.wav' })).toBeVisible();
  await expect(artist.getByRole('form', { name: 'Quote' })).toHaveCount(0);

  await deliverVersion(artist, url, 'Dry vocals, 48 kHz, plus an ad-lib track.', 'lena-vocals.wav');
  await acceptDelivery(buyer, url, false);
  await expect(buyer.getByText('Completed').first()).toBeVisible();
  const vocals = buyer.getByRole('list', { name: 'Thread' }).getByRole('link', { name: 'lena-vocals.wav' });
  const download = buyer.waitForEvent('download');
  await vocals.click();
  expect(readFileSync(await (await download).path()).equals(wavFile('lena-vocals.wav').buffer)).toBe(true);
  await shoot(buyer, 'service-feature-completed');

  // The order page now leads to the request's thread; a second request for the same feature is not offered.
  await buyer.goto(orderUrl);
  await expect(buyer.getByRole('link', { name: 'Files and messages' })).toHaveAttribute('href', url);
  await expect(request).toHaveCount(0);
});
