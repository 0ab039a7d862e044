import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginByApi } from './helpers';

/** Shots go where the journeys' screenshots go, unless SHOTS_DIR says otherwise. */
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/screenshots';

async function buyerId(page: Page) {
  const res = await page.request.get('/private-api/user/records?search=buyer%40beatmarket.test');
  return ((await res.json()).data as { id: number }[])[0]!.id;
}

test('an administrator keeps sticky notes on a user: add, edit in place, delete after confirming', async ({ page }) => {
  await loginByApi(page, 'admin@beatmarket.test');
  await page.goto(`/user/${await buyerId(page)}`);
  const notes = page.getByRole('region', { name: 'Notes' });
  await expect(notes.getByText('No notes on this record yet.')).toBeVisible();

  await notes.getByRole('button', { name: 'Add note' }).click();
  await notes.getByRole('textbox', { name: 'New note' }).fill('Asked for an invoice by mail');
  await notes.getByRole('radiogroup', { name: 'Note colour' }).getByRole('radio', { name: 'green' }).click();
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('Asked for an invoice by mail')).toBeVisible();
  await notes.getByRole('button', { name: 'Add note' }).click();
  await notes.getByRole('textbox', { name: 'New note' }).fill('Prefers WAV files; send stems with every order.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText(/Prefers WAV files/)).toBeVisible();

  // Edit in place: Enter saves, and the note says so.
  await notes.getByRole('button', { name: 'Edit Note' }).nth(1).click();
  await notes.getByRole('textbox', { name: 'Note' }).fill('Invoice sent on 11/24');
  await notes.getByRole('textbox', { name: 'Note' }).press('Enter');
  await expect(notes.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  // The note survives a reload: it was saved on the server.
  await page.reload();
  await expect(notes.getByText('Invoice sent on 11/24')).toBeVisible();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/admin-user-notes-${width}.png`, fullPage: true });
    // The player bar is fixed at the bottom: scrolled to the end, the notes sit above it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/admin-user-notes-end-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await notes.getByRole('button', { name: 'Delete note' }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Delete this note?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted!')).toBeVisible();
  await expect(notes.getByRole('listitem')).toHaveCount(1);
});

test('the promo code form takes its last day as MM/DD/YYYY or from the calendar', async ({ page }) => {
  await loginByApi(page, 'admin@beatmarket.test');
  await page.goto('/promo-codes');
  await page.getByRole('button', { name: 'Add promo code' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add promo code' });
  const day = dialog.getByRole('textbox', { name: 'Redeem by' });
  await day.fill('02/30/2030');
  await day.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('02/30/2030 is not a date: use MM/DD/YYYY');
  await day.fill('12/31/2030');
  await day.press('Enter');
  await expect(day).toHaveValue('12/31/2030');
  await dialog.getByRole('button', { name: 'Open calendar for Redeem by' }).click();
  await expect(dialog.getByRole('grid', { name: 'Redeem by, December 2030' })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await dialog.getByRole('grid').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/admin-promo-date-${width}.png` });
  }
  await dialog.getByRole('button', { name: 'Saturday, December 14, 2030' }).click();
  await expect(day).toHaveValue('12/14/2030');
});
