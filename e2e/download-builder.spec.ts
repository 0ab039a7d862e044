import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginByApi } from './helpers';

const SHOTS = process.env.SHOTS_DIR ?? '.tmp/screenshots';
type Beat = { id: number; title: string; media_state: string };

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Two demo beats whose audio the pipeline has made (it runs for a minute or so after the server starts). */
async function twoWithAudio(page: Page): Promise<Beat[]> {
  let ready: Beat[] = [];
  await expect(async () => {
    const res = await page.request.get('/private-api/beat/records?per_page=100&sort=title');
    ready = ((await res.json()).data as Beat[]).filter((b) => b.media_state === 'ready');
    expect(ready.length).toBeGreaterThanOrEqual(2);
  }).toPass({ timeout: 120_000 });
  return ready.slice(0, 2);
}

test('an administrator builds a package of two demo beats, sees it ready and opens its link', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginByApi(page, 'admin@beatmarket.test');
  const [a, b] = await twoWithAudio(page);

  await page.goto('/beats/download-builder');
  await expect(page.getByRole('heading', { name: 'Download builder', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New package' }).first().click();
  await expect(page).toHaveURL(/view=new/);

  // Search, tick, search again: the selection stays across searches.
  const search = page.getByRole('textbox', { name: 'Search beats' });
  for (const beat of [a!, b!]) {
    await search.fill(beat.title);
    const row = page.getByRole('row').filter({ hasText: beat.title });
    await expect(row).toHaveCount(1);
    await row.getByRole('checkbox').check();
  }
  await expect(page.getByText('2 beats selected')).toBeVisible();
  await shoot(page, 'download-builder-new');

  const form = page.getByRole('form', { name: 'New package' });
  await form.getByLabel('Title').fill('Press kit: journey');
  await form.getByLabel('WAV').uncheck();
  await form.getByLabel('Link expires after').selectOption('7');
  await form.getByRole('button', { name: 'Build' }).click();
  await expect(page.getByText('Package queued')).toBeVisible();
  await expect(page).not.toHaveURL(/view=new/);

  const row = page.getByRole('row').filter({ hasText: 'Press kit: journey' });
  await expect(row.getByText('Ready', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(row.getByRole('cell', { name: /^\d+(\.\d)? (KB|MB)$/ })).toBeVisible();
  await shoot(page, 'download-builder');

  await row.getByRole('button', { name: 'Copy the link of Press kit: journey' }).click();
  await expect(page.getByText('URL copied to the clipboard!')).toBeVisible();
  const href = await page.evaluate(() => navigator.clipboard.readText());
  expect(href).toMatch(/\/package\/[\w-]+\.[\w-]+$/);

  // Anyone holding the link downloads the ZIP, without an account.
  const visitor = await page.context().browser()!.newContext();
  const res = await visitor.request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/zip');
  const zip = await res.body();
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  // Entry names are stored in plain text: the README and each beat's tagged preview.
  expect(zip.includes('README.txt')).toBe(true);
  for (const beat of [a!, b!]) expect(zip.includes(`${beat.title} (tagged preview).mp3`)).toBe(true);
  await visitor.close();

  await page.reload();
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
});
