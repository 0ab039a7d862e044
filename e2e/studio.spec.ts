import { expect, test } from './fixtures';
import { loginByApi } from './helpers';
import { clickTrackWav } from './wav';

test('a producer creates a beat, uploads a WAV with progress shown, sees it processed, and plays it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginByApi(page, 'producer@beatmarket.test');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('link', { name: 'New beat' }).click();

  const title = `Studio Take ${Date.now() % 100000}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Beat type').selectOption('with_hooks');
  await page.getByRole('button', { name: 'Create beat' }).click();
  await expect(page).toHaveURL(/\/beats\/studio-take-\d+\/edit$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} with Hook`);

  // A slow uplink, so the progress bar is there to see.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 120 * 1024,
  });
  const audio = page.getByRole('region', { name: 'Audio' });
  await audio
    .getByLabel('Upload the master (WAV or MP3)')
    .setInputFiles({ name: 'studio-take.wav', mimeType: 'audio/wav', buffer: clickTrackWav() });
  const bar = audio.getByRole('progressbar', { name: 'Uploading studio-take.wav' });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await expect(audio.getByText('Processing')).toBeVisible({ timeout: 30_000 });
  await expect(audio.getByText('Ready')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/^Detected: \d+ BPM/)).toBeVisible();

  // An autosaved detail and a tag, read back after a reload.
  await page.getByLabel('BPM').fill('121');
  await page.getByLabel('BPM').blur();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.getByLabel('Add a tag').fill('Studio Soul');
  await page.getByLabel('Add a tag').press('Enter');
  await expect(page.getByRole('button', { name: 'Remove tag Studio Soul' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('BPM')).toHaveValue('121');
  await expect(page.getByRole('button', { name: 'Remove tag Studio Soul' })).toBeVisible();

  await page
    .getByRole('region', { name: 'Audio' })
    .getByRole('button', { name: `Play ${title}` })
    .click();
  const player = page.getByRole('region', { name: 'Beat player' });
  await expect(player).toContainText(title);
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();

  await page.getByRole('button', { name: 'Request publishing' }).click();
  await expect(page.getByRole('region', { name: 'Publishing' }).getByText('Awaiting approval')).toBeVisible();
  await page.goto('/dashboard');
  const beats = page.getByRole('table', { name: 'your beats' });
  const row = beats.getByRole('row').filter({ hasText: title });
  // The dashboard's code and data load on demand: allow for a busy machine.
  await expect(row).toContainText('Awaiting approval', { timeout: 30_000 });
  await expect(row).toContainText('Ready');

  // The dashboard table searches on the server and keeps the search in the address.
  await page.getByLabel('Search your beats').fill(title);
  await expect(page).toHaveURL(/[?&]search=Studio/);
  await expect(beats.getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(page.getByLabel('Search your beats')).toHaveValue(title);
  await expect(beats.getByRole('row')).toHaveCount(2);
});

test('a wrong file is refused inside the drop zone, and the error can be dismissed', async ({ page }) => {
  await loginByApi(page, 'producer@beatmarket.test');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Edit ', exact: false }).first().click();
  const cover = page.getByRole('region', { name: 'Cover' });
  await cover
    .getByLabel(/cover/)
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  const alert = cover.getByRole('alert');
  await expect(alert).toContainText('Storage Error');
  await expect(alert).toContainText('This file type is not accepted here');
  await alert.getByRole('button', { name: 'Dismiss Storage Error' }).click();
  await expect(alert).toHaveCount(0);
});
