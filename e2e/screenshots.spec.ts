import { expect, test, type Page } from '@playwright/test';

/** Main pages at desktop and phone widths, saved for people to look at (not compared). */
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
const DIR = '.tmp/screenshots';

async function login(page: Page, email: string) {
  const res = await page.request.get('/private-api/supporting-data');
  const csrf = (await res.json()).meta.csrf as string;
  const r = await page.request.post('/private-api/login', { data: { email, password: 'beatmarket' }, headers: { 'x-csrf-token': csrf } });
  expect(r.status()).toBe(200);
}

for (const size of SIZES) {
  test(`screenshots at ${size.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.screenshot({ path: `${DIR}/home-${size.name}.png`, fullPage: true });

    await page.getByRole('banner').getByRole('button', { name: /^(Login|Register)$/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `${DIR}/login-dialog-${size.name}.png` });
    await page.keyboard.press('Escape');

    await login(page, 'admin@beatmarket.test');
    await page.goto('/users');
    await expect(page.getByRole('cell', { name: 'buyer@beatmarket.test' })).toBeVisible();
    await page.screenshot({ path: `${DIR}/users-${size.name}.png`, fullPage: true });
    await page.goto('/mailbox');
    await page.screenshot({ path: `${DIR}/mailbox-${size.name}.png`, fullPage: true });
    await page.goto('/profile');
    await page.screenshot({ path: `${DIR}/profile-${size.name}.png`, fullPage: true });
  });
}
