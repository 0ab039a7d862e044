import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, loginByApi } from './helpers';
import { shoot } from './service-journey';

// Issue 37 §2-3: a beat page's similar beats lead to "More like this" (the nearest by sound), and a buyer
// searches with a track of their own: here a beat's public preview, which must find that beat.

interface Beat {
  id: number;
  slug: string;
  title: string;
  family: string;
  demo_url: string | null;
}

/** The media worker describes the demo beats after the server starts: waits until this one is heard. */
async function described(page: Page, beatId: number) {
  await expect(async () => {
    const boot = await page.request.get('/private-api/supporting-data');
    const csrf = (await boot.json()).meta.csrf as string;
    const res = await page.request.post('/private-api/beat/sounds_like', {
      data: { beat_id: beatId },
      headers: { 'x-csrf-token': csrf },
    });
    expect(res.status()).toBe(200);
  }).toPass({ timeout: 120_000 });
}

test('similar beats by sound, "More like this", and a search with a track of your own', async ({ page }) => {
  test.setTimeout(240_000);
  await loginByApi(page, 'buyer@beatmarket.test');
  const beats = await api<Beat[]>(page, 'GET', '/beat/records?per_page=50');
  const beat = beats.find((b) => b.family === 'beat' && b.demo_url)!;
  expect(beat).toBeTruthy();
  await described(page, beat.id);

  // The beat page: its similar beats, and the way to a whole screen of them.
  await page.goto(`/beats/${beat.slug}`);
  const similar = page.getByRole('region', { name: 'Similar beats' });
  await expect(similar.getByRole('button', { name: /^Play / }).first()).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'sounds-like-beat-page');
  await similar.getByRole('link', { name: 'More like this' }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?like=${beat.id}$`));
  const more = page.getByRole('region', { name: 'More like this' });
  await expect(more.getByRole('button', { name: /^Play / }).first()).toBeVisible({ timeout: 30_000 });
  await expect(more.getByText(beat.title, { exact: true })).toHaveCount(0);
  await shoot(page, 'sounds-like-more');

  // A search by sound: the beat's own preview as the reference track finds the beat.
  const preview = await (await page.request.get(beat.demo_url!)).body();
  await page.goto(`/?search=${encodeURIComponent(beat.title)}`);
  await page.getByRole('button', { name: 'Search by sound' }).click();
  const form = page.getByRole('form', { name: 'Sounds like' });
  await form
    .getByLabel('Reference track (WAV or MP3)')
    .setInputFiles({ name: 'my-reference.mp3', mimeType: 'audio/mpeg', buffer: preview });
  await form.getByRole('button', { name: 'Find beats like it' }).click();
  const found = page.getByRole('region', { name: 'Sounds like your track' });
  await expect(found.getByText(beat.title, { exact: true }).first()).toBeVisible({ timeout: 60_000 });
  await shoot(page, 'sounds-like-search');
});
