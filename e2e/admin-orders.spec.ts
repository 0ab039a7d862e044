import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, loginByApi } from './helpers';

const SHOTS = '.tmp/screenshots';
const unique = (what: string) =>
  `${what}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Both widths of issue 16's screenshots, full page. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height, suffix] of [
    [1280, 900, 'desktop'],
    [390, 844, 'mobile'],
  ] as const) {
    await page.setViewportSize({ width, height });
    // Let the page lay out again and finish its requests (notes, profile) before the capture.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/${name}-${suffix}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an administrator refunds a paid order after confirming, and sees Refunded in its history', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A buyer pays for a beat with the test gateway's card on the checkout page.
  await page.goto('/');
  await loginByApi(page, 'buyer@beatmarket.test');
  const beats = await api<{ id: number; family: string; purchasable: boolean }[]>(
    page,
    'GET',
    '/beat/records?per_page=50',
  );
  const beat = beats.find((b) => b.family === 'beat' && b.purchasable)!;
  await api(page, 'POST', `/cart/upsert/${beat.id}`, {});
  await page.goto('/checkout');
  const pay = page.getByRole('form', { name: 'Payment' });
  await pay.getByLabel('Country').selectOption('CA');
  await pay.getByLabel('Address').fill('12 Rue Sainte-Catherine');
  await pay.getByLabel('City').fill('Montréal');
  await pay.getByLabel('ZIP / postal code').fill('H2X 1Y4');
  await pay.getByLabel('Province').selectOption('QC');
  await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.getByLabel('Expiry (MM/YY)').fill('12/35');
  await pay.getByLabel('CVC').fill('123');
  await pay.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  const orderPath = new URL(page.url()).pathname;

  // An administrator opens it in another browser.
  const context = await browser.newContext();
  const admin = await context.newPage();
  await admin.goto('/');
  await loginByApi(admin, 'admin@beatmarket.test');
  await admin.goto(orderPath);
  const panel = admin.getByRole('region', { name: 'Administration' });
  await expect(panel).toContainText('buyer@beatmarket.test');
  const history = admin.getByRole('list', { name: 'History' });
  await expect(history).toContainText('Completed');
  await shoot(admin, 'admin-order');

  // Cancelling the confirmation changes nothing; confirming refunds.
  await panel.getByRole('button', { name: /^Refund \$/ }).click();
  const confirm = admin.getByRole('dialog', { name: /^Refund order \d+\?$/ });
  await expect(confirm).toContainText('Their licences stop working');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(history).not.toContainText('Refunded');
  await panel.getByRole('button', { name: /^Refund \$/ }).click();
  await confirm.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(history.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(history).toContainText('Refunded by an administrator · by');
  await expect(panel.getByRole('button', { name: /^Refund/ })).toHaveCount(0);
  await admin.reload();
  await expect(admin.getByRole('list', { name: 'History' }).getByText('Refunded', { exact: true })).toBeVisible();
  await shoot(admin, 'admin-order-refunded');

  // The buyer's page says so too, and offers no files any more.
  await page.reload();
  await expect(page.getByRole('list', { name: 'History' }).getByText('Refunded', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Download / })).toHaveCount(0);
  await context.close();
});

test('an administrator invites someone, re-sends the invitation, and changes a role', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await loginByApi(page, 'admin@beatmarket.test');
  const guest = unique('guest');
  await page.goto('/users');
  await page.getByRole('button', { name: 'Invite someone' }).first().click();
  const invite = page.getByRole('dialog', { name: 'Invite someone' });
  await invite.getByLabel('Email').fill(guest);
  await invite.getByLabel('First name').fill('Gus');
  await invite.getByLabel('Link valid for').selectOption({ label: '30 days' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${guest}.`)).toBeVisible();

  await page.getByRole('button', { name: 'Re-send invitation' }).first().click();
  const again = page.getByRole('dialog', { name: 'Re-send an invitation' });
  await again.getByLabel('Email').fill(guest);
  await again.getByRole('button', { name: 'Re-send invitation' }).click();
  await expect(page.getByText('Invitation link re-sent!')).toBeVisible();
  await expect(page.getByText(/Check your inbox\.\.\. \(or junk folder, just in case\)/)).toBeVisible();
  // Both mails are in the Mailbox, the newest with the new link's lifetime (7 days by default).
  await page.goto('/mailbox');
  await expect(page.getByText(guest)).toHaveCount(2);

  // A role change on an account of its own, so other journeys' demo accounts keep theirs.
  const person = unique('role');
  const made = await api<{ id: number }>(page, 'POST', '/user/create', {
    first_name: 'Rolf',
    last_name: 'Change',
    email: person,
    role: 1,
  });
  await page.goto(`/user/${made.id}`);
  await expect(page.getByRole('heading', { name: 'Rolf Change' })).toBeVisible();
  const role = page.getByLabel('Role');
  await expect(role.getByRole('option')).toHaveText(['User', 'Producer', 'Administrator']);
  await role.selectOption({ label: 'Producer' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Role')).toHaveValue('2');
  await expect(page.getByText(/^Producer · joined/)).toBeVisible();
  await shoot(page, 'admin-user');

  // Your own role is not yours to change.
  const me = await api<{ id: number }>(page, 'GET', '/profile');
  await page.goto(`/user/${me.id}`);
  await expect(page.getByText('You cannot change your own role.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});
