import { expect, test } from './fixtures';
import { newestPlayable } from './helpers';

test('a visitor plays a beat from a card; the footer player plays, skips, seeks, sets volume and remembers a pause', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const newest = await newestPlayable(page, 3);
  const firstPlay = newest.getByRole('button', { name: /^Play / }).first();
  const title = (await firstPlay.getAttribute('aria-label'))!.replace(/^Play /, '');
  const player = page.getByRole('region', { name: 'Beat player' });
  await expect(player.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await firstPlay.click();
  await expect(player).toContainText(title);
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(newest.getByRole('button', { name: `Pause ${title}` })).toBeVisible();
  await expect.poll(() => player.getByText(/^0:0[1-9]$/).count(), { timeout: 10_000 }).toBeGreaterThan(0);

  await player.getByRole('button', { name: 'Next' }).click();
  await expect(player).not.toContainText(title);
  await expect(player.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await player.getByRole('button', { name: 'Previous' }).click();
  await expect(player).toContainText(title);

  await player.getByRole('slider', { name: 'Seek' }).fill('50');
  await expect(player.getByText(/^0:1[0-9]$/).first()).toBeVisible();
  await player.getByRole('slider', { name: 'Volume' }).fill('30');
  await expect(player.getByRole('slider', { name: 'Volume' })).toHaveValue('30');

  await player.getByRole('button', { name: 'Pause' }).click();
  await expect(player.getByRole('button', { name: 'Play' })).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'beat-player-no-autoplay')?.value).toBe('1');

  // The player survives navigation.
  await newest.locator('article h3 a').first().click();
  await expect(page).toHaveURL(/\/beats\//);
  await expect(player).toContainText(title);
});
