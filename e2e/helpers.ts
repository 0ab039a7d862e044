import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'beatmarket';

/**
 * Logs in through the dialog a login-gated action opened. The dialog may open on Register (a new
 * browser) or Login; wait until it has rendered either before deciding.
 */
export async function loginInDialog(page: Page, email = 'buyer@beatmarket.test') {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: /^(Sign Up|Login)$/ })).toBeVisible();
  if (await dialog.getByRole('button', { name: 'Sign Up' }).isVisible())
    await dialog.getByRole('button', { name: 'Already a member? Login' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * A new buyer account (made by an administrator, password DEMO_PASSWORD): for journeys that leave things
 * behind (a cart line, a changed password) that the seeded accounts' later journeys must not find.
 */
export async function newBuyer(browser: Browser): Promise<string> {
  const email = `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const context = await browser.newContext();
  const admin = await context.newPage();
  await loginByApi(admin, 'admin@beatmarket.test');
  const csrf = (await (await admin.request.get('/private-api/supporting-data')).json()).meta.csrf as string;
  const made = await admin.request.post('/private-api/user/create', {
    data: { first_name: 'Eve', last_name: 'Fresh', email, role: 1, password: DEMO_PASSWORD },
    headers: { 'x-csrf-token': csrf },
  });
  expect(made.status()).toBe(200);
  await context.close();
  return email;
}

/** Logs in through the API, sharing the page's cookies: for journeys about something else. */
export async function loginByApi(page: Page, email: string) {
  const boot = await page.request.get('/private-api/supporting-data');
  const csrf = (await boot.json()).meta.csrf as string;
  const res = await page.request.post('/private-api/login', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'x-csrf-token': csrf },
  });
  expect(res.status()).toBe(200);
}

/**
 * Previews come from the media pipeline after the server starts: reload the home page until the
 * newest list has at least `count` playable cards, and return that list.
 */
export async function newestPlayable(page: Page, count: number) {
  const newest = page.getByRole('region', { name: 'Newest beats' });
  await expect(async () => {
    await page.goto('/');
    await expect(newest.getByRole('button', { name: /^Play / }).nth(count - 1)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 90_000 });
  return newest;
}

/** No serious or critical axe findings on what the page shows now (labels, contrast, landmarks, names). */
export async function audit(page: Page, label: string) {
  // A toast fading in or a dialog fading out is half transparent: axe would read its colours mid-way. Only
  // running, finite animations end (a paused one never does), and none is waited for beyond 3 s.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  // Toasts (sonner's own colours) come and go on timers of their own: on a slow CI machine axe failed one's
  // colour contrast after a plan was saved in 2 runs of 4, the wait above notwithstanding. The page is what
  // is audited; a passing toast is not part of it.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

/** A JSON call with the page's cookies and a fresh CSRF token (setup steps the journey is not about). */
export async function api<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const boot = await page.request.get('/private-api/supporting-data');
  const csrf = (await boot.json()).meta.csrf as string;
  const res = await page.request.fetch(`/private-api${url}`, { method, data, headers: { 'x-csrf-token': csrf } });
  expect(res.status(), `${method} ${url}`).toBe(200);
  return (await res.json()).data as T;
}

/** The checkout's payment form (or a membership's) filled with a billing address and the test card. */
export async function fillPayment(
  pay: Locator,
  where: { address: string; city: string; zip: string } = { address: '1 Main St', city: 'Austin', zip: '73301' },
) {
  await pay.getByLabel('Address').fill(where.address);
  await pay.getByLabel('City').fill(where.city);
  await pay.getByLabel('ZIP / postal code').fill(where.zip);
  await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.getByLabel('Expiry (MM/YY)').fill('12/35');
  await pay.getByLabel('CVC').fill('123');
}
