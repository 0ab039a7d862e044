import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, loginByApi } from './helpers';

/** A logged-in API client of its own (its own cookies), echoing the CSRF token as the app does. */
async function apiAs(request: APIRequestContext, email: string) {
  let csrf = (await (await request.get('/private-api/supporting-data')).json()).meta.csrf as string;
  const call = async <T>(method: 'get' | 'post', url: string, data?: unknown): Promise<T> => {
    const res = await request[method](url, { data, headers: { 'x-csrf-token': csrf } });
    const body = await res.json();
    csrf = body.meta?.csrf ?? csrf;
    expect(res.status(), `${method} ${url}`).toBe(200);
    return body.data as T;
  };
  await call('post', '/private-api/login', { email, password: DEMO_PASSWORD });
  return call;
}
type Beat = { id: number; slug: string; tags_object: Record<string, { name: string; group: string }> };

const shots = async (page: Page, name: string) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `.tmp/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

test('an administrator merges a misspelt tag and renames the right one; the producer’s beat follows', async ({
  page,
  playwright,
  baseURL,
}) => {
  const n = 10000 + (Date.now() % 90000);
  const producer = await apiAs(await playwright.request.newContext({ baseURL }), 'producer@beatmarket.test');
  const beat = await producer<Beat>('post', '/private-api/beat/create', {
    family: 'beat',
    title: `Tag Journey ${n}`,
    tags: [
      { name: `Wavey${n}`, group: 'mood' },
      { name: `Wavvey${n}`, group: 'mood' },
    ],
  });

  await loginByApi(page, 'admin@beatmarket.test');
  await page.goto('/tags');
  await page.getByRole('textbox', { name: 'Search tags' }).fill(`${n}`);
  const typo = page.getByRole('row').filter({ hasText: `Wavvey${n}` });
  await expect(typo).toContainText('Mood');
  await shots(page, 'tags-list');
  await typo.click();
  const dialog = page.getByRole('dialog', { name: 'Edit tag' });
  await dialog.getByRole('combobox', { name: 'Merge into' }).fill(`wavey${n}`);
  await dialog.getByRole('option', { name: `Wavey${n} · mood` }).click();
  await page
    .getByRole('dialog', { name: `Merge “Wavvey${n}” into “Wavey${n}”?` })
    .getByRole('button', { name: 'Merge' })
    .click();
  await expect(page.getByText('Tags merged')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Wavvey${n}` })).toHaveCount(0);

  await page
    .getByRole('row')
    .filter({ hasText: `Wavey${n}` })
    .click();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`Wavy ${n}`);
  await shots(page, 'tags-edit');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tag saved')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `#wavy${n}` })).toContainText('1');

  const after = await producer<Beat>('get', `/private-api/beat/${beat.id}`);
  expect(Object.values(after.tags_object).map((t) => t.name)).toEqual([`Wavy ${n}`]);

  // The producer's editor offers existing tags first (not the beat's own), and says when nothing matches.
  await loginByApi(page, 'producer@beatmarket.test');
  await page.goto(`/beats/${beat.slug}/edit`);
  await expect(page.getByRole('button', { name: `Remove tag Wavy ${n}` })).toBeVisible();
  const add = page.getByRole('combobox', { name: 'Add a tag' });
  await add.fill('trap');
  await expect(page.getByRole('option', { name: 'Trap · genre' })).toBeVisible();
  await add.fill(`qqzx${n}`);
  await expect(page.getByRole('status').filter({ hasText: 'No results found...' })).toBeVisible();
});

test("the search box says 'No results found...' when no tag matches", async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search beats' }).first();
  await search.click();
  await search.pressSequentially('#qqzxnothing');
  await expect(page.getByRole('banner').getByText('No results found...')).toBeVisible();
  await page.screenshot({ path: '.tmp/screenshots/autocomplete-no-results-1280.png' });
  await search.press('Escape');
  await expect(page.getByRole('banner').getByText('No results found...')).toHaveCount(0);
});

test('a social link typed without https:// is saved with it', async ({ page }) => {
  await loginByApi(page, 'admin@beatmarket.test');
  await page.goto('/settings');
  const instagram = page.getByRole('textbox', { name: 'Instagram' });
  const before = await instagram.inputValue();
  await instagram.fill('instagram.com/beatmarket-journey');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expect(instagram).toHaveValue('https://instagram.com/beatmarket-journey');
  await instagram.fill(before);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved').first()).toBeVisible();
});

test('in the rich-text editor, emptying a link’s address removes the link (spec §5)', async ({ page }) => {
  await loginByApi(page, 'admin@beatmarket.test');
  await page.goto('/page/about-us');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Edit text' }).click();
  const editor = page.getByRole('textbox', { name: /text$/ });
  const linkButton = page.getByRole('button', { name: 'Link' });
  await editor.click();
  // Select-all is the editor's own command, so the typing replaces the text wherever the caret was;
  // the journey cancels, the page keeps its text.
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Shop now');
  await page.keyboard.press('Control+a');
  await linkButton.click();
  const address = page.getByRole('dialog').getByLabel('Address');
  await address.fill('beatmarket.test/shop');
  await page.getByRole('button', { name: 'Apply' }).click();
  const link = editor.locator('a[href="https://beatmarket.test/shop"]');
  await expect(link).toHaveText('Shop now');
  await expect(editor).toBeFocused();
  // The cursor in the middle of the link, nothing selected: what a click on it leaves. (The whole text
  // is the link, so wherever the editor has read the caret to be by now, it stands in the link.)
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await linkButton.click();
  await expect(address).toHaveValue('https://beatmarket.test/shop');
  await address.fill('');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(link).toHaveCount(0);
  await expect(editor).toContainText('Shop now');
  await page.getByRole('button', { name: 'Cancel' }).click();
});

test('a producer switches the free untagged MP3 of a beat on and off in the editor', async ({
  page,
  playwright,
  baseURL,
}) => {
  const producer = await apiAs(await playwright.request.newContext({ baseURL }), 'producer@beatmarket.test');
  const beat = await producer<Beat>('post', '/private-api/beat/create', {
    family: 'beat',
    title: `Free MP3 ${10000 + (Date.now() % 90000)}`,
  });
  await loginByApi(page, 'producer@beatmarket.test');
  await page.goto(`/beats/${beat.slug}/edit`);
  const free = page.getByRole('checkbox', { name: 'Free untagged MP3 for signed-in users' });
  await expect(free).not.toBeChecked();
  await free.check();
  await expect(page.getByText('All changes saved')).toBeVisible();
  const on = await producer<{ premium_download_data: unknown }>('get', `/private-api/beat/${beat.id}`);
  expect(on.premium_download_data).toEqual({ id: 1, name: 'Untagged MP3' });
  await page.reload();
  await expect(free).toBeChecked();
  await shots(page, 'free-mp3-switch');
  await free.uncheck();
  await expect(async () => {
    const off = await producer<{ premium_download_data: unknown }>('get', `/private-api/beat/${beat.id}`);
    expect(off.premium_download_data).toBeNull();
  }).toPass({ timeout: 10_000 });
});
