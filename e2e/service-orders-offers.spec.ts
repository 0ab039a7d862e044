import { type Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { loginByApi, newBuyer } from './helpers';

// Issue 34 (decision 0097): a producer publishes a fixed-price custom-beat offer from the dashboard; a buyer finds
// it on the custom-beats page and orders it: no quote, the deposit is due at once at the offer's percent.
const expect = baseExpect.configure({ timeout: 30_000 });
const title = `Dark trap ${Date.now().toString(36)}`;

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `.tmp/screenshots/service-offers-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a fixed-price custom-beat offer, from the dashboard to the deposit', async ({ browser }) => {
  const producer = await (await browser.newContext()).newPage();
  await loginByApi(producer, 'producer@beatmarket.test');
  await producer.goto('/dashboard');
  await producer.getByRole('button', { name: 'New offer' }).click();
  const form = producer.getByRole('dialog', { name: 'New custom-beat offer' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Hard drums in your key, mixed and ready.');
  await form.getByLabel(/Price/).fill('250');
  await form.getByLabel('Deposit (%)').fill('30');
  await form.getByLabel('Revisions included').fill('1');
  await form.getByRole('button', { name: 'Publish offer' }).click();
  await expect(producer.getByText('$250 · 30% deposit · 1 revision · 14 days').first()).toBeVisible();
  await shoot(producer, 'dashboard');

  // A buyer of its own: the deposit stays in their cart, where the demo buyer's later journeys would find it.
  const buyer = await (await browser.newContext()).newPage();
  await loginByApi(buyer, await newBuyer(browser));
  await buyer.goto('/page/custom-beats');
  const offers = buyer.getByRole('list', { name: 'Custom-beat offers' });
  await expect(offers.getByText(title)).toBeVisible();
  await shoot(buyer, 'custom-beats');
  await offers.getByRole('button', { name: `Request: ${title}` }).click();
  const dialog = buyer.getByRole('dialog', { name: `Request: ${title}` });
  await dialog.getByLabel('What do you need?').fill('A dark beat for my single, 140 BPM.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(buyer).toHaveURL(/\/service-order\/\d+$/);
  await expect(buyer.getByText('Deposit to pay').first()).toBeVisible();
  await expect(buyer.getByText('$75').first()).toBeVisible();
  await shoot(buyer, 'order');
});
