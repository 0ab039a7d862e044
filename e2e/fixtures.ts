import { test as base, expect, type BrowserContext } from '@playwright/test';

export { expect };

/** What a journey may say about the console errors it provokes on purpose. */
export interface ConsoleErrors {
  /**
   * Allows the console errors matching `pattern` in this test only, with the reason: for an error the
   * journey provokes deliberately (a refused request it sends on purpose), never for one of our bugs.
   */
  allow(pattern: RegExp, why: string): void;
}

/**
 * Every journey's `test`: watches for console errors and uncaught page errors in any page of the test (its
 * own `page`, and every context it opens with `browser.newContext()` or `browser.newPage()`); any one the
 * test has not named with `consoleErrors.allow` fails it. A clean console is the bar (issue 31): a hydration
 * mismatch or a failed request shows there first.
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ context, browser }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (c: BrowserContext) => {
        c.on('console', (m) => {
          if (m.type() !== 'error') return;
          const where = m.location().url;
          seen.push(where ? `${m.text()} (at ${where})` : m.text());
        });
        c.on('weberror', (e) => seen.push(`uncaught: ${e.error().message}`));
      };
      watch(context);
      browser.on('context', watch);
      await use({ allow: (pattern) => allowed.push(pattern) });
      browser.off('context', watch);
      const unexpected = seen.filter((s) => !allowed.some((p) => p.test(s)));
      expect(unexpected, 'console errors and page errors the journey did not name').toEqual([]);
    },
    { auto: true },
  ],
});
