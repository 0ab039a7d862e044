import { expect, test } from './fixtures';
import { loginByApi } from './helpers';

test('an administrator edits the password-reset mail, a user asks for a reset, the Mailbox shows the new text', async ({
  page,
  browser,
  consoleErrors,
}) => {
  consoleErrors.allow(
    /status of 422 .*\/private-api\/email_template\/preview\)$/,
    'an unknown variable is typed on purpose: the preview is refused and says why',
  );
  // The preview iframe is sandboxed without scripts (the mail runs none): Playwright's own scripts, which
  // its locators and trace snapshots put into every frame, are what Chromium blocks there.
  consoleErrors.allow(
    /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/,
    "Playwright's injected scripts in the sandboxed preview",
  );
  test.setTimeout(120_000);
  const words = `Fresh words ${Date.now() % 100000}`;
  await loginByApi(page, 'admin@beatmarket.test');
  await page.goto('/email-templates');
  // More templates than a page holds: the list's search finds it wherever it sorts.
  await page.getByRole('textbox', { name: 'Search email templates' }).fill('Password reset');
  await page.getByRole('row').filter({ hasText: 'Password reset' }).click();
  await expect(page).toHaveURL(/\/email-template\/\d+$/);
  const id = /(\d+)$/.exec(page.url())![1];
  const original = (await (await page.request.get(`/private-api/email_template/${id}`)).json()).data as {
    subject: string;
    body: string;
  };

  await page.getByLabel('Subject').fill(`${words} for `);
  await page.getByRole('button', { name: /^Insert \{\{name\}\}/ }).click();
  await expect(page.getByLabel('Subject')).toHaveValue(`${words} for {{name}}`);

  // A paragraph added at the end of the body, with a variable inserted from the list.
  const body = page.getByRole('textbox', { name: 'Body' });
  await body.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`${words}: this link works for `);
  await page.getByRole('button', { name: /^Insert \{\{hours\}\}/ }).click();
  await page.keyboard.type(' hours.');

  // The preview follows the form with sample data.
  const preview = page.getByRole('complementary', { name: 'Preview' });
  await expect(preview.getByTestId('preview-subject')).toHaveText(`${words} for Alex`);
  await expect(
    page.frameLocator('iframe[title="Mail preview"]').getByText(`${words}: this link works for 2 hours.`),
  ).toBeVisible();

  // An unknown variable is refused before anything is saved.
  await page.getByLabel('Subject').fill(`${words} {{coupon}}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Subject')).toHaveAccessibleDescription('Unknown variable: {{coupon}}');
  // The preview says why it cannot render the draft.
  await expect(preview.getByRole('alert')).toHaveText('Subject: Unknown variable: {{coupon}}');
  await page.getByLabel('Subject').fill(`${words} for {{name}}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  // A user asks for a reset link.
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await user.goto('/');
  await user.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = user.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Shoot! Forgot my password...' }).click();
  await dialog.getByLabel('Email').fill('buyer@beatmarket.test');
  await dialog.getByRole('button', { name: 'Reset My Password' }).click();
  await expect(user.getByText(/we have sent a link to reset its password/)).toBeVisible();
  await userContext.close();

  // The administrator reads it in the Mailbox: the new subject and text, the variables filled in.
  await page.goto('/mailbox');
  await page.getByText(`${words} for `).first().click();
  const mail = page.getByRole('dialog');
  await expect(mail).toContainText(/this link works for 2 hours\./);
  await expect(mail).toContainText(/password-reset=/);
  await expect(mail).not.toContainText('{{');

  // Other journeys (accounts.spec) read the default reset mail from the same server: put it back.
  const csrf = (await (await page.request.get('/private-api/supporting-data')).json()).meta.csrf as string;
  const restored = await page.request.post(`/private-api/email_template/${id}/save`, {
    data: { subject: original.subject, body: original.body },
    headers: { 'x-csrf-token': csrf },
  });
  expect(restored.status()).toBe(200);
});
