import sharp from 'sharp';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginByApi } from './helpers';

const unique = () => Date.now().toString(36);

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `.tmp/screenshots/content-rest-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an administrator uploads an image and a sized YouTube player into a page; a visitor sees both', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  page.on('pageerror', (err) => console.log('page error:', err.message));
  const mark = unique();
  // A real photo-sized image (no transparency: stored as JPEG in the widths up to its own).
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7c3aed' } })
    .composite([
      {
        input: Buffer.from('<svg width="1200" height="800"><circle cx="600" cy="400" r="260" fill="#f472b6"/></svg>'),
      },
    ])
    .png()
    .toBuffer();

  await loginByApi(page, 'admin@beatmarket.test');
  await open(page, '/page/custom-beats');
  // The page's script starts after the first paint: press Edit text until the editor (loaded now) opens.
  const editor = page.getByRole('textbox', { name: /text$/ });
  const edit = page.getByRole('button', { name: 'Edit text' });
  await expect(async () => {
    if (await edit.isVisible()) await edit.click();
    await expect(editor).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`Our studio ${mark}.`);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Image', exact: true }).click();
  await (await chooser).setFiles({ name: 'studio-session.png', mimeType: 'image/png', buffer: photo });
  const inserted = editor.locator('img[alt="studio session"]');
  await expect(inserted).toBeVisible({ timeout: 30_000 });
  await expect(inserted).toHaveAttribute('srcset', /-480\.jpg 480w.*-1100\.jpg 1100w.*\.jpg 1200w/);

  await page.getByRole('button', { name: 'YouTube video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a YouTube video' });
  await dialog.getByLabel('YouTube address').fill('https://youtu.be/dQw4w9WgXcQ');
  await dialog.getByLabel('Width (px)').fill('480');
  await dialog.getByRole('button', { name: 'Add video' }).click();
  await expect(dialog).toBeHidden();
  await shoot(page, 'editing');
  await page.getByRole('button', { name: 'Save text' }).click();
  await expect(page.getByText(`Our studio ${mark}.`)).toBeVisible();

  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  // Not networkidle: the YouTube player keeps asking its own host (unreachable in the test machine).
  await guest.goto('/page/custom-beats');
  await expect(guest.getByText(`Our studio ${mark}.`)).toBeVisible();
  const img = guest.locator('main img[alt="studio session"]');
  await expect(img).toHaveAttribute('sizes', '(max-width: 768px) 100vw, 768px');
  await img.scrollIntoViewIfNeeded();
  // The image really arrives from storage (one of its widths), at its proportions.
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  const box = (await img.boundingBox())!;
  expect(Math.abs(box.width / box.height - 1.5)).toBeLessThan(0.02);
  const player = guest.locator('main iframe[src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]');
  await expect(player).toHaveAttribute('width', '480');
  await expect(player).toHaveAttribute('height', '270');
  await expect(player).toHaveAttribute('data-fit', 'height');
  // Its size on a wide screen; on a phone it fits the text's width and keeps its 16:9.
  const size = async () => (await player.boundingBox())!;
  expect(await size()).toMatchObject({ width: 480, height: 270 });
  await guest.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await size()).width).toBeLessThan(390);
  expect(Math.abs((await size()).width / (await size()).height - 16 / 9)).toBeLessThan(0.02);
  await guest.setViewportSize({ width: 1280, height: 900 });
  await shoot(guest, 'page');
  await visitor.close();
});
