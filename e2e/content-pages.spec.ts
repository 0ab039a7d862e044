import { expect, test } from './fixtures';
import { PAGE_SLUGS } from '@beatmarket/shared';
import { audit } from './helpers';

// Issue 18: every page the menus and footer promise is a real page at desktop and phone widths: its
// title, its seeded copy, nothing wider than the screen, and (on a phone) no serious axe finding.
const PAGES = [...PAGE_SLUGS.map((slug) => `/page/${slug}`), '/mixing-and-mastering-services', '/testimonials'];

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`every content page reads well at ${size.name} width`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const path of PAGES) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(main, path).not.toContainText('Coming soon');
      // Real copy, not a title over nothing (lists such as the testimonials arrive after their heading).
      await expect.poll(async () => (await main.innerText()).length, { message: path }).toBeGreaterThan(200);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        `${path} scrolls sideways`,
      ).toBeLessThanOrEqual(0);
      const name = path.split('/').pop()!;
      await page.screenshot({ path: `.tmp/screenshots/content-${name}-${size.width}.png`, fullPage: true });
      if (size.name === 'phone') await audit(page, path);
    }
  });
}
