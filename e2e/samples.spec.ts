import { type Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { loginByApi } from './helpers';

// The machine running the journeys is shared: the app's first start on a page can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
const REFUSAL =
  'This beat cannot be registered with Content ID: it uses a royalty-free pack sample, which other people may use too, so the registration would claim their songs.';

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `.tmp/screenshots/samples-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a producer declares a royalty-free pack sample, is refused Content ID with the reason, and buyers see the declaration', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await loginByApi(page, 'producer@beatmarket.test');
  const mine = (await (await page.request.get('/private-api/dashboard/beats?per_page=100')).json()).data as {
    slug: string;
    family: string;
    published_at: string | null;
    sample_declaration: unknown;
  }[];
  const beat = mine.find((b) => b.family === 'beat' && b.published_at && b.sample_declaration === null)!;
  await page.goto(`/beats/${beat.slug}/edit`);
  const panel = page.getByRole('region', { name: 'Samples and Content ID' });
  await expect(panel.getByText('Not declared yet')).toBeVisible();

  await panel.getByRole('checkbox', { name: 'This beat uses samples' }).check();
  await panel.getByLabel('Sample 1 source').selectOption('royalty_free');
  await panel.getByLabel('Sample 1 pack name').fill('Dusty Loops Vol. 2');
  await panel.getByLabel('Sample 1 description').fill('drum loop');
  await panel.getByRole('checkbox', { name: 'Registered with Content ID' }).check();
  await panel.getByRole('button', { name: 'Save the declaration' }).click();
  await expect(panel.getByRole('alert')).toHaveText(REFUSAL);
  await panel.getByRole('checkbox', { name: 'Registered with Content ID' }).scrollIntoViewIfNeeded();
  await shoot(page, 'refused');

  // Without Content ID the declaration saves, and the beat page shows it.
  await panel.getByRole('checkbox', { name: 'Registered with Content ID' }).uncheck();
  await panel.getByRole('button', { name: 'Save the declaration' }).click();
  await expect(panel.getByText('Declaration saved')).toBeVisible();
  await expect(panel.getByText('Not declared yet')).toBeHidden();

  await page.goto(`/beats/${beat.slug}`);
  const facts = page.getByRole('region', { name: 'Samples and Content ID' });
  await expect(facts.getByText('Royalty-free sample pack')).toBeVisible();
  await expect(facts.getByText('pack “Dusty Loops Vol. 2” · drum loop')).toBeVisible();
  await expect(facts.getByText('Not registered with Content ID.')).toBeVisible();
  await shoot(page, 'beat-page');
});
