import { expect as baseExpect, type Browser, type Locator, type Page } from '@playwright/test';
import { fillPayment, loginByApi } from './helpers';
import { monoWav } from './wav';

/** What the service-order journeys share (issue 34): screenshots, a signed-in page, files, paying, the steps. */
export const expect = baseExpect.configure({ timeout: 30_000 });

export async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `.tmp/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

export async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginByApi(page, email);
  return page;
}

/** A short WAV under a name of the journey's choosing: a stem, a song, a version. */
export const wavFile = (name: string, seconds = 1) => ({
  name,
  mimeType: 'audio/wav',
  buffer: monoWav(seconds, 8000, (t) => 0.3 * Math.sin(2 * Math.PI * 220 * t)),
});

/** The "Next step" panel of a service order, where the viewer's buttons and forms are. */
export const nextStep = (page: Page): Locator => page.getByRole('region', { name: 'Next step' });

/** The seller delivers a version with its notes and one file, from the order's "Next step" panel. */
export async function deliverVersion(page: Page, url: string, notes: string, file: string) {
  await page.goto(url);
  const panel = nextStep(page);
  await panel.getByLabel('Notes on this version').fill(notes);
  await panel.getByLabel('Files').setInputFiles(wavFile(file));
  await panel.getByRole('button', { name: 'Deliver version' }).click();
  await expect(page.getByText('Version delivered').last()).toBeVisible();
  // Delivered: the form leaves until the buyer asks a revision (an administrator keeps Cancel order).
  await expect(panel.getByRole('button', { name: 'Deliver version' })).toHaveCount(0);
}

/** Pays what the buyer's cart holds with the test card, from the order page's "Pay …" link. */
export async function payFromOrder(page: Page, url: string, what: 'deposit' | 'balance') {
  await page.goto(url);
  await page.getByRole('link', { name: new RegExp(`^Pay ${what} \\(`) }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const pay = page.getByRole('form', { name: 'Payment' });
  await fillPayment(pay);
  await pay.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await page.goto(url);
  await expect(page.getByText(new RegExp(`^\\$[\\d,.]+ · paid$`)).first()).toBeVisible();
}

/** The buyer accepts the delivery (the balance, if any, goes to their cart) through the confirmation dialog. */
export async function acceptDelivery(page: Page, url: string, balance = true) {
  await page.goto(url);
  await nextStep(page).getByRole('button', { name: 'Accept delivery' }).click();
  await page
    .getByRole('dialog', { name: 'Accept this delivery?' })
    .getByRole('button', { name: 'Accept delivery' })
    .click();
  if (balance) await expect(page.getByRole('link', { name: /^Pay balance \(/ })).toBeVisible();
}
