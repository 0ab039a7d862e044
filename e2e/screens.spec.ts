import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './helpers';

// Issue 31: what a new visitor met on the screens, tried in Chromium.

/** Whether the element takes a press at its own centre: no backdrop lies over it or takes its presses. */
async function onTop(locator: Locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && el.contains(hit);
  });
}

test('a login failure shows its toast above the dialog and its backdrop', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 401 .*\/private-api\/login/, 'the wrong password is sent on purpose');
  await page.goto('/');
  await page
    .getByRole('button', { name: /^(Login|Register)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: /^(Sign Up|Login)$/ })).toBeVisible();
  if (await dialog.getByRole('button', { name: 'Sign Up', exact: true }).isVisible())
    await dialog.getByRole('button', { name: 'Already a member? Login' }).click();
  await dialog.getByLabel('Email').fill('buyer@beatmarket.test');
  await dialog.getByLabel('Password', { exact: true }).fill(`${DEMO_PASSWORD}-not`);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Authentication Failed!' });
  await expect(toast).toBeVisible();
  // Above the backdrop, and the presses on it are its own: closing it leaves the dialog open.
  await expect.poll(() => onTop(toast)).toBe(true);
  await page.screenshot({ path: '.tmp/screenshots/login-failed-1280.png' });
  await toast.getByRole('button', { name: /close/i }).click();
  await expect(toast).toBeHidden();
  await expect(dialog).toBeVisible();
});

test('a stale or bogus invitation link says so above the sign-up form', async ({ page, consoleErrors }) => {
  consoleErrors.allow(
    /status of 404 .*\/private-api\/user\/invitation\//,
    'the bogus invitation is looked up on purpose',
  );
  await page.goto('/?invitation=no-such-invitation-token');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toContainText('This invitation link is invalid or has expired.');
  await expect(dialog.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `.tmp/screenshots/invitation-invalid-${width}.png` });
  }
});

test('the adopted page keeps one set of ids: the search box names the list it controls', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: /Search the/ }).first();
  await expect(search).toBeVisible();
  // Typing once the page is live: suggestions after an @ of more than 3 characters (spec §5), a demo producer's handle.
  await expect(async () => {
    await search.fill('');
    await search.pressSequentially('@marcus');
    await expect(page.getByRole('listbox')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const listId = await page.getByRole('listbox').getAttribute('id');
  expect(listId).toBeTruthy();
  await expect(search).toHaveAttribute('aria-controls', listId!);
});
