import { expect, test } from './fixtures';
import { loginByApi } from './helpers';

test('a visitor sends a message from Contact Us (robot check solved by the widget); it lands in the Mailbox', async ({
  page,
  browser,
}) => {
  const mark = `custom drill beats ${Date.now().toString(36)}`;
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Public menu' }).getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog');
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Email').fill('kim@example.com');
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Message').fill(`Do you make ${mark}?`);
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText('Message sent!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('We will get back to you shortly.')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  // The team reads it in the Mailbox (no SMTP here: the outbox is the delivery).
  const context = await browser.newContext();
  const admin = await context.newPage();
  await loginByApi(admin, 'admin@beatmarket.test');
  await admin.goto('/mailbox');
  await admin.getByText('Contact: Message from the website').first().click();
  const mail = admin.getByRole('dialog');
  await expect(mail.getByText(`Do you make ${mark}?`, { exact: false })).toBeVisible();
  await expect(mail.getByText('kim@example.com', { exact: false }).first()).toBeVisible();
  await context.close();
});
