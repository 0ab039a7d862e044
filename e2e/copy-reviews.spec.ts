import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, loginByApi } from './helpers';
import { shoot } from './service-journey';
import { monoWav } from './wav';

// Issue 37 §4: a producer uploads another producer's ripped preview as a master; it is held as a possible
// copy, and an administrator clears it from the review queue.

interface Beat {
  id: number;
  slug: string;
  title: string;
  producer_name: string;
  demo_url: string | null;
}

/** Half a minute of a melody (a new note every quarter second) over a kick: audio with something to recognise. */
const melodyWav = () =>
  monoWav(30, 11025, (t) => {
    const step = Math.floor(t * 4);
    const note = 48 + ((step * 7919) % 19);
    const hz = 440 * 2 ** ((note - 69) / 12);
    const into = t - step / 4;
    const kick = step % 2 === 0 ? Math.sin(2 * Math.PI * 55 * into) * Math.exp(-into * 14) : 0;
    return 0.35 * Math.sin(2 * Math.PI * hz * t) * Math.exp(-into * 3) + 0.4 * kick;
  });

/** Uploads a master on the beat's editor, then waits for the pipeline's preview. */
async function uploadMaster(
  page: Page,
  beat: { id: number; slug: string },
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.goto(`/beats/${beat.slug}/edit`);
  await page.getByRole('region', { name: 'Audio' }).getByLabel('Upload the master (WAV or MP3)').setInputFiles(file);
  let processed: Beat | undefined;
  await expect(async () => {
    processed = await api<Beat>(page, 'GET', `/beat/${beat.id}`);
    expect(processed.demo_url).toBeTruthy();
  }).toPass({ timeout: 120_000 });
  return processed!;
}

test('a ripped preview uploaded as a master is held, and an administrator clears it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const owner = await browser.newPage();
  await loginByApi(owner, 'producer@beatmarket.test');
  const made = await api<Beat>(owner, 'POST', '/beat/create', { family: 'beat', title: 'Original Ember' });
  const original = await uploadMaster(owner, made, { name: 'ember.wav', mimeType: 'audio/wav', buffer: melodyWav() });
  await owner.close();
  // The thief rips the public preview (voice tag and all) and uploads it as their own master.
  const ripped = await (await page.request.get(original.demo_url!)).body();

  await loginByApi(page, 'producer2@beatmarket.test');
  const mine = await api<Beat>(page, 'POST', '/beat/create', { family: 'beat', title: 'Midnight Borrowed' });
  await uploadMaster(page, mine, { name: 'my-new-beat.mp3', mimeType: 'audio/mpeg', buffer: ripped });
  const notice = page.getByRole('status').filter({ hasText: 'Possible copy of' });
  // The copy check runs right after the preview is saved.
  await expect(async () => {
    await page.reload();
    await expect(notice).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(notice).toContainText(`Possible copy of ${original.title} by ${original.producer_name}`);
  await expect(notice).toContainText('Held for review');
  await shoot(page, 'copy-held-editor');

  const admin = await browser.newPage();
  await loginByApi(admin, 'admin@beatmarket.test');
  await admin.goto('/');
  await admin.getByRole('link', { name: 'Copy Reviews' }).first().click();
  await expect(admin).toHaveURL(/\/beats\/copy-reviews$/);
  const held = admin.getByRole('listitem').filter({ hasText: 'Midnight Borrowed' });
  await expect(
    held.getByRole('heading', { name: `Possible copy of ${original.title} by ${original.producer_name}` }),
  ).toBeVisible();
  await expect(held.getByLabel(`Preview of ${original.title}`)).toHaveAttribute('src', original.demo_url!);
  await expect(held.getByLabel('Preview of Midnight Borrowed')).toHaveAttribute('src', /\/previews\//);
  await shoot(admin, 'copy-reviews-queue');
  await held.getByRole('button', { name: 'Clear: allow publishing' }).click();
  await expect(admin.getByText('No upload is held')).toBeVisible();
  await shoot(admin, 'copy-reviews-empty');

  await page.reload();
  await expect(page.getByText('Held for review')).toHaveCount(0);
  await admin.close();
});
