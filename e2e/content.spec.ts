import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { audit, loginByApi } from './helpers';

const unique = () => Date.now().toString(36);

/** Content pages are server-rendered and their script loads after the first paint: wait until it has run. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `.tmp/screenshots/content-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an administrator edits the About page in place; a visitor sees the new title and text', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const mark = unique();
  await loginByApi(page, 'admin@beatmarket.test');
  await open(page, '/page/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

  // The title: editing, then cancelled with Escape, then saved with Enter.
  await page.getByRole('button', { name: 'Edit Title' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Not this');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Title' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(`About Beatmarket ${mark}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  // The text, in the rich-text editor (loaded now, for the administrator only).
  await page.getByRole('button', { name: 'Edit text' }).click();
  const editor = page.getByRole('textbox', { name: /text$/ });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`Edited in place ${mark}.`);
  await shoot(page, 'about-editing');
  await page.getByRole('button', { name: 'Save text' }).click();
  await expect(page.getByText(`Edited in place ${mark}.`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /text$/ })).toBeHidden();

  // Every edit is a version.
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await expect(history.getByRole('button', { name: /Original text/ })).toBeVisible();
  await shoot(page, 'about-history');
  await page.keyboard.press('Escape');

  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await open(guest, '/page/about-us');
  await expect(guest.getByRole('heading', { level: 1, name: `About Beatmarket ${mark}` })).toBeVisible();
  await expect(guest.getByText(`Edited in place ${mark}.`)).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Edit text' })).toHaveCount(0);
  await expect(guest).toHaveTitle(`About Beatmarket ${mark} · Beatmarket`);
  // The visitor never downloads the editor.
  const scripts = await guest.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(scripts.filter((s) => /RichTextEditor|ContentEditor|tiptap/i.test(s))).toEqual([]);
  await shoot(guest, 'about');
  await audit(guest, 'about page');
  await visitor.close();

  // Restoring the seeded version puts the page back as it was (other journeys read its title).
  await page.getByRole('button', { name: 'History' }).click();
  const versions = page.getByRole('dialog', { name: 'History' });
  await versions.getByRole('button', { name: /Original text/ }).click();
  await versions.getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByText('Version restored')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByText(`Edited in place ${mark}.`)).toBeHidden();
});

test('a visitor opens an id:: link in the information dialog', async ({ page }) => {
  await open(page, '/page/beats_faq');
  await page.getByRole('link', { name: 'purchase information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Purchase information' });
  await expect(
    dialog.getByText('Every licence is delivered the moment your payment clears', { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/page\/beats_faq$/);
  await shoot(page, 'info-dialog');
  await audit(page, 'information dialog');
});

test('the mixing and mastering inquiry lands in the Mailbox', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const mark = unique();
  // Not server-rendered: the page is the app's, so its controls work once it shows.
  await page.goto('/mixing-and-mastering-services');
  await expect(page.getByRole('heading', { level: 1, name: 'Mixing & Mastering' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Mix & master bundle' })).toBeVisible();
  await shoot(page, 'mix-master');
  await audit(page, 'mixing and mastering');
  await page.getByLabel('Name').fill('Kim Park');
  await page.getByLabel('Email').fill('kim@example.com');
  await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Mastering' });
  await page.getByLabel('About your song').fill(`Master my EP, five songs ${mark}`);
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByText('Inquiry sent!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('About your song')).toHaveValue('');

  const context = await browser.newContext();
  const admin = await context.newPage();
  await loginByApi(admin, 'admin@beatmarket.test');
  await admin.goto('/mailbox');
  await admin.getByText('Contact: Mixing & mastering: Mastering').first().click();
  await expect(admin.getByRole('dialog').getByText(`Master my EP, five songs ${mark}`, { exact: false })).toBeVisible();
  await context.close();
});

test('testimonials: the public page, and the administrators list under Slides and Testimonials', async ({ page }) => {
  await page.goto('/testimonials');
  await expect(page.getByText('Maya Reyes')).toBeVisible();
  await shoot(page, 'testimonials');
  await audit(page, 'testimonials');
  await loginByApi(page, 'admin@beatmarket.test');
  await page.goto('/slides');
  await page
    .getByRole('navigation', { name: 'Slides and Testimonials' })
    .getByRole('link', { name: 'Testimonials' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Maya Reyes' })).toBeVisible();
  await shoot(page, 'testimonials-admin');
  await audit(page, 'testimonials admin');
});
