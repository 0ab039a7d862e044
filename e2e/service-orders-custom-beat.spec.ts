import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from './fixtures';
import { newBuyer } from './helpers';
import { acceptDelivery, deliverVersion, expect, nextStep, payFromOrder, shoot, signedIn } from './service-journey';

// Issue 34, "Done when": a custom beat from brief to licence. A producer's offer without a price (they quote);
// the buyer's brief, the quote, the deposit, a version, the acceptance, the balance, and the licence the balance
// line carries (exclusive, decision 0088), whose code /verify confirms.
test('a custom beat: brief, quote, deposit, version, balance, licence verified', async ({ browser }) => {
  test.setTimeout(240_000);
  const title = `Custom drill ${Date.now().toString(36)}`;
  const producer = await signedIn(browser, 'producer@beatmarket.test');
  await producer.goto('/dashboard');
  await producer.getByRole('button', { name: 'New offer' }).click();
  const form = producer.getByRole('dialog', { name: 'New custom-beat offer' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('A drill beat made to your brief; I quote after reading it.');
  await form.getByRole('button', { name: 'Publish offer' }).click();
  await expect(producer.getByText('Price on quote · 50% deposit · 2 revisions · 14 days').first()).toBeVisible();

  const buyer = await signedIn(browser, await newBuyer(browser));
  await buyer.goto('/page/custom-beats');
  const offers = buyer.getByRole('list', { name: 'Custom-beat offers' });
  await expect(offers.getByText(title)).toBeVisible();
  await shoot(buyer, 'service-custom-page');
  await offers.getByRole('button', { name: `Request: ${title}` }).click();
  const dialog = buyer.getByRole('dialog', { name: `Request: ${title}` });
  await dialog.getByLabel('What do you need?').fill('Dark drill for my mixtape opener, sliding 808s.');
  await dialog.getByLabel('Reference links (one per line, optional)').fill('youtube.com/watch?v=abc123');
  await dialog.getByLabel('Tempo (BPM)').fill('142');
  await dialog.getByLabel('Key').fill('F minor');
  await dialog.getByLabel('Mood').fill('Dark');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(buyer).toHaveURL(/\/service-order\/\d+$/);
  const url = new URL(buyer.url()).pathname;
  await expect(buyer.getByRole('region', { name: 'Brief' })).toContainText('142 BPM');

  // The producer quotes from the order (the mail's link).
  await producer.goto(url);
  const quote = producer.getByRole('form', { name: 'Quote' });
  await quote.getByLabel('Price (USD)').fill('400');
  await quote.getByLabel('Delivery by').fill('2031-03-31');
  await quote.getByLabel('Message (optional)').fill('Happy to: two days of work.');
  await quote.getByRole('button', { name: 'Send quote' }).click();
  await expect(producer.getByText('Quote', { exact: true }).first()).toBeVisible();
  await shoot(producer, 'service-custom-quoted');

  await buyer.goto(url);
  await nextStep(buyer).getByRole('button', { name: 'Accept quote' }).click();
  await payFromOrder(buyer, url, 'deposit');
  await deliverVersion(producer, url, 'Here it is: WAV with the 808 up front.', 'custom-drill.wav');
  await acceptDelivery(buyer, url);
  await payFromOrder(buyer, url, 'balance');
  await expect(buyer.getByText('Completed').first()).toBeVisible();
  await shoot(buyer, 'service-custom-completed');

  // The balance's checkout order carries the exclusive licence: its PDF, and its code verified.
  await buyer.goto('/profile?tab=purchases');
  await buyer.getByRole('list', { name: 'Purchases' }).getByRole('link').filter({ hasText: title }).first().click();
  await expect(buyer).toHaveURL(/\/order\/\d+$/);
  const line = buyer
    .getByRole('list', { name: 'Licensed beats' })
    .getByRole('listitem')
    .filter({ has: buyer.getByRole('heading', { name: `Custom beat: ${title}`, exact: true }) });
  await expect(line).toContainText(/exclusive/i);
  const pdf = await buyer.request.get((await line.getByRole('link', { name: 'Licence PDF' }).getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const code = (await line.getByRole('link', { name: /^[A-Z0-9]{5}-[A-Z0-9]{5}$/ }).innerText()).trim();
  // The PDF itself names the custom beat and carries the code /verify confirms.
  const pdfFile = join(mkdtempSync(join(tmpdir(), 'licence-')), 'licence.pdf');
  writeFileSync(pdfFile, await pdf.body());
  const text = execFileSync('pdftotext', [pdfFile, '-'], { encoding: 'utf8' });
  expect(text).toContain(code);
  expect(text).toContain(title);
  expect(text).not.toContain(': balance');
  await expect(line.getByRole('link', { name: 'Files and messages' })).toHaveAttribute('href', url);
  await shoot(buyer, 'service-custom-order');
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/verify/${code}`);
  await expect(visitor.getByText('Genuine licence')).toBeVisible();
  await expect(visitor.getByText(title).first()).toBeVisible();
  await shoot(visitor, 'service-custom-verify');
});
