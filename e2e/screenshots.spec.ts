import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginByApi } from './helpers';

/**
 * Main pages at desktop and phone widths, saved for people to look at (not compared): home, beat
 * page, search, checkout, order, profile, dashboard and the policies, plus dialogs and admin lists.
 * Along the way it checks the layout rules a screenshot would show broken.
 */
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
const DIR = '.tmp/screenshots';

/** Nothing wider than the screen: a phone should never scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

for (const size of SIZES) {
  test(`screenshots at ${size.name} width`, async ({ page }) => {
    test.setTimeout(420_000);
    const shot = async (name: string, fullPage = true) => {
      // Cards out of sight skip painting until scrolled near (content-visibility): a full-page capture
      // showed them as blank screens, which a reader takes for a broken page.
      if (fullPage) await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      await page.screenshot({ path: `${DIR}/${name}-${size.name}.png`, fullPage });
    };
    await page.setViewportSize({ width: size.width, height: size.height });
    // Demo covers come from the media pipeline after start: wait until the first cards have theirs.
    await expect(async () => {
      await page.goto('/');
      await expect(page.locator('article img').first()).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 180_000 });
    // A visitor finds Login at every width (it was missing on phones), and Register beside it.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Register' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot('home');

    // At the bottom of a long page the scroll-to-top button shows, and leaves the policy links clear.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    const up = page.getByRole('button', { name: 'Scroll to top' });
    await expect(up).toBeVisible();
    for (const name of ['Privacy Policy', 'Usage Policy']) {
      const link = (await page.getByRole('contentinfo').getByRole('link', { name }).boundingBox())!;
      const button = (await up.boundingBox())!;
      const apart =
        link.x + link.width <= button.x ||
        button.x + button.width <= link.x ||
        link.y + link.height <= button.y ||
        button.y + button.height <= link.y;
      expect(apart, `${name} link is under the scroll-to-top button`).toBe(true);
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

    await page.locator('article h3 a').first().click();
    // The home page has a level-1 heading too: wait for the beat page itself, or the shot has the home page's height.
    await expect(page).toHaveURL(/\/(beats|features)\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Comments' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Similar beats' }).locator('article').first()).toBeVisible();
    await shot('beat');

    await page.goto(`/?search=${encodeURIComponent('#trap')}`);
    await expect(page.locator('article h3 a').first()).toBeVisible();
    await shot('search');

    await page.goto('/page/usage-policy');
    await expect(page.getByRole('heading', { level: 2, name: '1. What a licence grants' })).toBeVisible();
    await shot('usage-policy');
    await page.goto('/page/privacy-policy');
    await expect(page.getByRole('heading', { level: 2, name: '2. Cookies and local storage' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot('privacy-policy');

    await banner.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot('login-dialog', false);
    await page.keyboard.press('Escape');

    await loginByApi(page, 'admin@beatmarket.test');
    await page.goto('/users');
    await expect(page.getByRole('cell', { name: 'buyer@beatmarket.test' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot('users');
    await page.goto('/mailbox');
    // Its list must have come back before the next login: asked with the buyer's cookie, it was refused (403).
    await page.waitForLoadState('networkidle');
    await shot('mailbox');

    await loginByApi(page, 'buyer@beatmarket.test');
    await page.goto('/');
    // This journey shoots the licence dialog; a press before the app runs is the catalog journeys' subject
    // (it was lost once on CI, issue 14's note), so here the app has started first.
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('button', { name: /^Add .* to cart$/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Choose your licence' }).getByRole('radio').first()).toBeVisible();
    await shot('license-editor', false);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('list', { name: 'Cart' })).toBeVisible();
    await shot('checkout');

    const pay = page.getByRole('form', { name: 'Payment' });
    await pay.getByLabel('Country').selectOption('CA');
    await pay.getByLabel('Province').selectOption('QC');
    await pay.getByLabel('Address').fill('12 Rue Sainte-Catherine');
    await pay.getByLabel('City').fill('Montréal');
    await pay.getByLabel('ZIP / postal code').fill('H2X 1Y4');
    await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
    await pay.getByLabel('Expiry (MM/YY)').fill('12/35');
    await pay.getByLabel('CVC').fill('123');
    await pay.getByRole('button', { name: /^Pay / }).click();
    // Soft: a checkout that does not go through is reported, and the pages after it are still shot.
    await expect.soft(page).toHaveURL(/\/order\/\d+$/, { timeout: 30_000 });
    if (/\/order\/\d+$/.test(page.url())) {
      await expect(page.getByText('Completed').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot('order');
    } else {
      await shot('checkout-failed');
    }

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot('profile');

    await loginByApi(page, 'producer@beatmarket.test');
    // The table's page is in the address: ?page=2 opens page 2.
    await page.goto('/dashboard?page=2');
    await expect(page.getByRole('table', { name: 'your beats' })).toBeVisible();
    await expect(
      // The first pagination is the beats table's (the dashboard's Insights table has its own below).
      page.getByRole('navigation', { name: 'Pagination' }).first().getByRole('button', { name: '2', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Play voice tag' })).toBeVisible();
    await expect(page.locator('audio[controls]')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await shot('dashboard');
    await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('region', { name: 'Details' })).toBeVisible();
    await shot('beat-editor');
  });
}
