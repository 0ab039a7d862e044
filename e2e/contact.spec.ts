import { expect, test } from '@playwright/test';

test('a visitor sends a message from Contact Us (robot check solved by the widget)', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Public menu' }).getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog');
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Email').fill('kim@example.com');
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Message').fill('Do you make custom drill beats?');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText('Message sent!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('We will get back to you shortly.')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});
