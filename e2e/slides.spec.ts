import { type Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { loginByApi } from './helpers';

// The machine running the journeys is shared: the app's first start on a page can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
const unique = () => Date.now().toString(36);

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `.tmp/screenshots/slides-${name}-${width}.png`, fullPage: width === 1280 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** An image of the demo media: a demo slide's (made right after the server starts). */
async function demoImage(page: Page): Promise<Buffer> {
  let url = '';
  await expect(async () => {
    const res = await page.request.get('/private-api/content/slides');
    url = ((await res.json()).data as { image_url: string | null }[]).find((s) => s.image_url)?.image_url ?? '';
    expect(url).not.toBe('');
  }).toPass({ timeout: 30_000 });
  return (await page.request.get(url.replace(/\.jpg$/, '-1100.jpg'))).body();
}

/** The home page's layout shifts (CLS as Lighthouse adds them: shifts without recent input). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) total += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1500);
      }),
  );
}

test('an administrator adds a slide, puts it first, and a visitor sees it in the home carousel', async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000);
  const title = `Weekend drop ${unique()}`;
  const image = await demoImage(page);
  await loginByApi(page, 'admin@beatmarket.test');

  await page.goto('/slides');
  await expect(page.getByRole('navigation', { name: 'Slides and Testimonials' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Slides', exact: true })).toBeVisible();
  await expect(page.getByText('New drops every Friday')).toBeVisible();

  // Adding a slide opens the editor.
  await page.getByRole('button', { name: 'Add slide' }).click();
  await expect(page).toHaveURL(/\/slide\/new$/);
  await page
    .getByTestId('slide-image-input')
    .setInputFiles({ name: 'drop.jpg', mimeType: 'image/jpeg', buffer: image });
  await expect(page.getByRole('img', { name: "The slide's image" })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Text').fill('Ten new beats from our producers, out Friday at noon.');
  await page.getByLabel('Link (optional)').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Add slide' }).click();
  await expect(page.getByText(/A path such as \/page\/about-us/)).toBeVisible();
  await page.getByLabel('Link (optional)').fill('/?search=trap');
  await page.getByRole('button', { name: 'Add slide' }).click();
  await expect(page).toHaveURL(/\/slide\/\d+$/);
  await shoot(page, 'editor');

  // First in the carousel, with the keyboard in the order dialog.
  await page.goto('/slides');
  await expect(page.getByText(title)).toBeVisible();
  await shoot(page, 'list');
  await page.getByRole('button', { name: 'Change order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Slide order' });
  const rows = dialog.getByTestId('slide-order-row');
  await expect(rows.last()).toContainText(title);
  const count = await rows.count();
  const handle = dialog.getByRole('button', { name: new RegExp(`^Move ${title}`) });
  const saved = page.waitForResponse((r) => r.url().endsWith('/slide/reorder') && r.status() === 200);
  await handle.focus();
  await page.keyboard.press('Space');
  // dnd-kit listens for the arrows once the pickup has rendered, and announces each step before the next key.
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  for (let at = count; at > 1; at--) {
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText(`${title} is over position ${at - 1} of ${count}.`, { exact: true })).toBeAttached();
  }
  await page.keyboard.press('Space');
  await saved;
  await expect(rows.first()).toContainText(title);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/private-api/content/slides')).json()).data[0] as { title: string }).title,
    )
    .toBe(title);

  // A visitor: the slide first in the carousel, from the server's markup, and no layout shift.
  const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await visitor.goto('/');
  const carousel = visitor.getByRole('region', { name: 'Highlights' });
  // From the server's markup; on a loaded machine the render may give up (5 s) and the app draws it instead.
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel', { timeout: 90_000 });
  const first = carousel.getByRole('group').first();
  await expect(first).toHaveAttribute('aria-label', new RegExp(`^1 of \\d+: ${title}$`));
  await expect(first.locator('img')).toHaveJSProperty('complete', true);
  expect(await layoutShift(visitor)).toBeLessThanOrEqual(0.05);
  await visitor.waitForLoadState('networkidle');

  // Keyboard: the arrows move the slides (focus inside stops the rotation).
  const track = carousel.getByLabel('Slides: use the arrow keys to move');
  await track.focus();
  await track.evaluate((el) => (el.scrollLeft = 0));
  await visitor.keyboard.press('ArrowRight');
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  await expect(carousel.getByRole('button', { name: /^Show slide 1:/ })).not.toHaveAttribute('aria-current', 'true');
  await visitor.keyboard.press('ArrowLeft');
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(0);
  await expect(carousel.getByRole('button', { name: /^Show slide 1:/ })).toHaveAttribute('aria-current', 'true');

  // The pause button stops the rotation and says so.
  await carousel.getByRole('button', { name: 'Stop slide rotation' }).click();
  await expect(carousel.getByRole('button', { name: 'Start slide rotation' })).toBeVisible();
  await visitor.mouse.move(0, 0);
  await shoot(visitor, 'home');
  await visitor.close();
});

test('the carousel is in the server-rendered home page, without waiting for the script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Highlights' });
  await expect(carousel.getByRole('group').first()).toBeVisible();
  // Scrolls by itself (CSS scroll snap): a swipe needs no script.
  expect(await carousel.locator('[tabindex="0"]').evaluate((el) => getComputedStyle(el).scrollSnapType)).toContain('x');
  await context.close();
});
