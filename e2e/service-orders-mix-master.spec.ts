import { readFileSync } from 'node:fs';
import { test } from './fixtures';
import { newBuyer } from './helpers';
import {
  acceptDelivery,
  deliverVersion,
  expect,
  nextStep,
  payFromOrder,
  shoot,
  signedIn,
  wavFile,
} from './service-journey';

// Issue 34, "Done when": a buyer orders a mix and master with stems, gets a version, asks a revision, gets the
// second version, accepts it (paying the balance with the test card) and downloads the delivered file. The
// house's packages are answered by administrators (decision 0088).
test('mix and master: stems, a version, a revision, acceptance, the download', async ({ browser }) => {
  test.setTimeout(240_000);
  const buyer = await signedIn(browser, await newBuyer(browser));
  await buyer.goto('/mixing-and-mastering-services');
  const bundle = buyer.getByRole('listitem').filter({ hasText: 'Mix & master bundle' });
  await bundle.getByRole('button', { name: 'Request: Mix & master bundle' }).click();
  const dialog = buyer.getByRole('dialog', { name: 'Request: Mix & master bundle' });
  await dialog.getByLabel('What do you need?').fill('Mix and master my single: warm vocals, punchy low end.');
  await dialog.getByLabel('Tempo (BPM)').fill('92');
  await dialog.getByLabel('Files').setInputFiles([wavFile('vocals.wav'), wavFile('drums.wav')]);
  await expect(dialog.getByText('drums.wav')).toBeVisible();
  await shoot(buyer, 'service-mix-request');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(buyer).toHaveURL(/\/service-order\/\d+$/);
  const url = new URL(buyer.url()).pathname;
  const thread = buyer.getByRole('list', { name: 'Thread' });
  await expect(thread.getByRole('link', { name: 'vocals.wav' })).toBeVisible();
  await expect(buyer.getByText('Not quoted yet')).toBeVisible();

  // An administrator answers the house's request with a quote; the stems open for them.
  const admin = await signedIn(browser, 'admin@beatmarket.test');
  await admin.goto(url);
  const stem = admin.getByRole('list', { name: 'Thread' }).getByRole('link', { name: 'drums.wav' });
  expect((await admin.request.get((await stem.getAttribute('href'))!)).status()).toBe(200);
  const quote = admin.getByRole('form', { name: 'Quote' });
  await quote.getByLabel('Price (USD)').fill('180');
  await quote.getByLabel('Delivery by').fill('2031-06-30');
  await quote.getByLabel('Revisions included').fill('2');
  await quote.getByRole('button', { name: 'Send quote' }).click();
  await expect(admin.getByText('$180.00').first()).toBeVisible();

  // The buyer accepts the quote and pays the deposit (50%) through checkout.
  await buyer.goto(url);
  await nextStep(buyer).getByRole('button', { name: 'Accept quote' }).click();
  await expect(buyer.getByRole('link', { name: 'Pay deposit ($90)' })).toBeVisible();
  await shoot(buyer, 'service-mix-quote-accepted');
  await payFromOrder(buyer, url, 'deposit');

  // A first version, a revision asked, a second version.
  await deliverVersion(admin, url, 'First mix: vocals up front.', 'mix-v1.wav');
  await buyer.goto(url);
  await expect(buyer.getByText('mix-v1.wav (after the balance)')).toBeVisible();
  await nextStep(buyer).getByRole('button', { name: 'Ask for a revision (2 left)' }).click();
  await nextStep(buyer).getByLabel('What should change?').fill('Less reverb on the hook, please.');
  await nextStep(buyer).getByRole('button', { name: 'Ask for a revision' }).click();
  await expect(buyer.getByText('Revision asked').last()).toBeVisible();
  await expect(buyer.getByText('1 of 2 used')).toBeVisible();
  await shoot(buyer, 'service-mix-revision');
  await deliverVersion(admin, url, 'Second mix: drier hook.', 'mix-v2.wav');

  // Accepted, the balance paid, the file downloaded.
  await acceptDelivery(buyer, url);
  await payFromOrder(buyer, url, 'balance');
  await expect(buyer.getByText('Completed').first()).toBeVisible();
  const file = buyer.getByRole('list', { name: 'Thread' }).getByRole('link', { name: 'mix-v2.wav' });
  const download = buyer.waitForEvent('download');
  await file.click();
  expect(readFileSync(await (await download).path()).equals(wavFile('mix-v2.wav').buffer)).toBe(true);
  await shoot(buyer, 'service-mix-completed');
});
