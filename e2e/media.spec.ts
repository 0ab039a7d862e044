import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginInDialog } from './helpers';

/** Demo beats get their previews from the audio pipeline after start: reload until this one has one. */
async function openReadyBeat(page: Page) {
  test.setTimeout(150_000);
  await expect(async () => {
    await page.goto('/');
    await page.locator('article h3 a').first().click();
    await expect(page).toHaveURL(/\/beats\//);
    await expect(page.getByRole('button', { name: 'Free download' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 90_000 });
}

test('the demo download asks a visitor to log in, then shows the licensing information and downloads', async ({
  page,
}) => {
  await openReadyBeat(page);
  await page.getByRole('button', { name: 'Free download' }).click();
  await loginInDialog(page);

  const info = page.getByRole('dialog', { name: 'Licensing information' });
  await expect(info).toBeVisible();
  await expect(info).toContainText('delivered the moment your payment clears');
  await expect(info.getByRole('tab')).toHaveCount(0);
  await info.getByRole('button', { name: 'Continue to download' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'I accept these conditions' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\(demo\)\.mp3$/);
});

test('the beat page preview streams with Range from the public media path', async ({ page, request }) => {
  await openReadyBeat(page);
  const beatUrl = page.url();
  const slug = new URL(beatUrl).pathname.split('/').pop()!;
  const filter = encodeURIComponent(JSON.stringify({ family: 'beat', slug }));
  const list = (await (await request.get(`/private-api/beat/records?filter=${filter}`)).json()) as {
    data: { demo_url: string }[];
  };
  const ranged = await request.get(list.data[0]!.demo_url, { headers: { range: 'bytes=0-1023' } });
  expect(ranged.status()).toBe(206);
  expect(ranged.headers()['content-type']).toBe('audio/mpeg');
});
