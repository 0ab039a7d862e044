import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newestPlayable } from './helpers';

/** Every Content-Security-Policy violation the page reports (event and console), kept for the end of the test. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportViolation(v: string): void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      );
    });
  });
  return violations;
}

test('under the Content-Security-Policy the SPA plays a preview, shows covers and waveforms, and solves the sign-up captcha', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const violations = await watchViolations(page);
  const newest = await newestPlayable(page, 1);
  const res = await page.request.get('/');
  expect(res.headers()['content-security-policy']).toContain("script-src 'self'");

  const play = newest.getByRole('button', { name: /^Play / }).first();
  await play.click();
  const player = page.getByRole('region', { name: 'Beat player' });
  await expect.poll(() => player.getByText(/^0:0[1-9]$/).count(), { timeout: 10_000 }).toBeGreaterThan(0);
  await expect
    .poll(() =>
      newest.locator('img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
    )
    .toBeGreaterThan(0);

  await newest.locator('article h3 a').first().click();
  await expect(page).toHaveURL(/\/beats\//);

  await page.getByRole('banner').getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Csp');
  await dialog.getByLabel('Last name').fill('Check');
  await dialog.getByLabel('Email').fill(`csp${Date.now().toString(36)}@example.com`);
  await dialog.getByLabel('Password', { exact: true }).fill('csp-password-1');
  // The sign-up call carries the captcha the widget solved in its blob: workers.
  const signup = page.waitForResponse(
    (r) => r.url().endsWith('/private-api/signup') && r.request().method() === 'POST',
    { timeout: 30_000 },
  );
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  expect((await signup).status()).toBe(200);

  expect(violations).toEqual([]);
});
