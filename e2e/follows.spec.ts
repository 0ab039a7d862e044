import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, loginByApi, newBuyer } from './helpers';

/** Shots go where the journeys' screenshots go, unless SHOTS_DIR says otherwise. */
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/screenshots';

async function shots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a follower follows a producer, the producer publishes, the admin sends digests now, the digest is in the Mailbox', async ({
  page,
  browser,
}) => {
  // Four people, two mails and six full-page shots: longer than a one-screen journey.
  test.setTimeout(180_000);
  const email = await newBuyer(browser);
  await loginByApi(page, email);
  await page.goto('/profile/reedbeats');
  await expect(page.getByTestId('follower-count')).toHaveText(/^\d+ followers?$/);
  // The page settles first (the signed-in list replaces the first one), then the box is ticked.
  await page.waitForLoadState('networkidle');
  const ask = page.getByLabel('Mail me their new beats (daily digest)');
  await ask.check();
  await expect(ask).toBeChecked();
  // The page's button (the player bar has its own when it holds one of his beats).
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Follow Marcus Reed' }).click();
  await expect(main.getByRole('button', { name: 'Following Marcus Reed: unfollow' })).toBeVisible();
  await expect(page.getByLabel('Daily digest of their new beats')).toBeChecked();
  await shots(page, 'follow-producer');

  // The producer publishes a feature (no audio to wait for); an administrator approves it.
  const producer = await browser.newContext();
  const producerPage = await producer.newPage();
  await loginByApi(producerPage, 'producer@beatmarket.test');
  const title = `Follow Journey ${Date.now() % 100000}`;
  const made = await api<{ id: number }>(producerPage, 'POST', '/beat/create', { family: 'feature', title });
  await api(producerPage, 'POST', `/beat/${made.id}/request_publish`);
  const context = await browser.newContext();
  const admin = await context.newPage();
  await loginByApi(admin, 'admin@beatmarket.test');
  await api(admin, 'POST', '/beat/bulk/approve', { ids: [made.id] });

  // "Send due release digests now" in the Mailbox, and the follower's digest is there.
  await admin.goto('/mailbox');
  await admin.getByRole('button', { name: 'Send due release digests now' }).click();
  await expect(admin.getByText('Digests sent')).toBeVisible();
  await admin.reload();
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('New beats from producers you follow (1)');
  await row.click();
  const mail = admin.getByRole('dialog');
  await expect(mail.getByText(title, { exact: false })).toBeVisible();
  await expect(mail.getByText('Unsubscribe from these mails', { exact: false })).toBeVisible();
  await shots(admin, 'follow-digest-mail');
  const link = /http:\/\/localhost:\d+(\/unsubscribe\/digest\?token=[\w.%-]+)/.exec((await mail.textContent()) ?? '');

  // The producer's dashboard counts the follower, and the producer writes to their followers.
  await producerPage.goto('/dashboard');
  await expect(producerPage.getByRole('heading', { name: 'Followers', exact: true })).toBeVisible();
  await producerPage.getByRole('heading', { name: 'Followers', exact: true }).scrollIntoViewIfNeeded();
  await producerPage.getByLabel('Subject').fill('A new pack on Friday');
  await producerPage.getByRole('textbox', { name: 'Message' }).click();
  await producerPage.keyboard.type('Ten dark trap beats land on Friday.');
  await shots(producerPage, 'follow-dashboard');
  await producerPage.getByRole('button', { name: 'Send to followers' }).click();
  await expect(producerPage.getByText('Message sent')).toBeVisible();
  await admin.reload();
  await expect(admin.getByRole('row').filter({ hasText: email }).first()).toContainText(
    'marcusreed: A new pack on Friday',
  );

  // The follower unsubscribes with the mail's link, no login needed.
  expect(link).not.toBeNull();
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  // The text part ends the sentence after the link: its full stop is not part of the token.
  await visitor.goto(link![1]!.replace(/\.$/, ''));
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Daily digest of their new beats')).not.toBeChecked();
  await stranger.close();
  await producer.close();
  await context.close();
});
