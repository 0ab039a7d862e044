import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginByApi, newBuyer } from './helpers';

const unique = () => `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

async function openDialog(page: Page, which: 'Login' | 'Register') {
  await page.getByRole('banner').getByRole('button', { name: which, exact: true }).click();
  return page.getByRole('dialog');
}

async function logIn(page: Page, email: string, password: string) {
  const dialog = await openDialog(page, 'Login');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /^(Login|Register)$/ })).toBeVisible();
}

/** An administrator opens the newest mail with this subject on the Mailbox page; returns its link's path. */
async function mailedLink(browser: Browser, subject: string, param: string): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await admin.goto('/');
  await logIn(admin, 'admin@beatmarket.test', 'beatmarket');
  await expect(admin.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await admin.goto('/mailbox');
  await admin.getByText(subject).first().click();
  const text = await admin.getByRole('dialog').innerText();
  await context.close();
  const link = new RegExp(`https?://\\S+${param}=\\S+`).exec(text)?.[0];
  expect(link, `a ${param} link in "${subject}"`).toBeTruthy();
  return link!.replace(/^https?:\/\/[^/]+/, '');
}

test('a visitor registers (captcha solved by the widget), confirms by the mailed link (not logged in by it), fails and then succeeds to log in', async ({
  page,
  browser,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 401 .*\/private-api\/login\)$/, 'a wrong password is sent on purpose');
  // Sign-up, an administrator's trip to the Mailbox and two logins: longer than one journey step.
  test.setTimeout(120_000);
  const email = unique();
  await page.goto('/');
  const dialog = await openDialog(page, 'Register');
  await expect(dialog.getByText('All fields are required')).toBeVisible();
  await dialog.getByLabel('First name').fill('Tara');
  await dialog.getByLabel('Last name').fill('Vance');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('tara-password-1');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  // The account waits for its mailed link: the dialog closes and says what happens next.
  const sent = page.getByRole('dialog', { name: 'Check your inbox' });
  await expect(sent).toBeVisible({ timeout: 30_000 });
  await expect(sent.getByText(`We have sent a confirmation link to ${email}.`, { exact: false })).toBeVisible();
  await sent.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();

  await page.goto(await mailedLink(browser, 'Confirm your Beatmarket account', 'confirm-signup'));
  // The link confirms the address and logs nobody in (whoever opens a link may not be who signed up):
  // the page says so and opens the login panel.
  await expect(page.getByText('Your email is confirmed and your account is ready. Please log in.')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();

  await logIn(page, email, 'not-my-password');
  await expect(page.getByText('Authentication Failed!')).toBeVisible();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();

  const dialog2 = page.getByRole('dialog');
  await dialog2.getByLabel('Password', { exact: true }).fill('tara-password-1');
  await dialog2.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('lost password: the mail lands in the outbox, its link resets the password, the new one logs in', async ({
  page,
  browser,
}) => {
  // Two logins and an administrator's trip to the Mailbox, like the sign-up journey.
  test.setTimeout(120_000);
  // An account of its own: the seeded ones are shared with later journeys, which log in with the demo password.
  const email = await newBuyer(browser);

  await page.goto('/');
  const dialog = await openDialog(page, 'Login');
  await dialog.getByRole('button', { name: 'Shoot! Forgot my password...' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Reset My Password' }).click();
  await expect(page.getByText(/we have sent a link to reset its password/)).toBeVisible();

  await page.goto(await mailedLink(browser, 'Reset your Beatmarket password', 'password-reset'));
  const reset = page.getByRole('dialog');
  await expect(reset.getByLabel('Email')).toHaveValue(email);
  await reset.getByLabel('Password', { exact: true }).fill('brand-new-pass');
  await reset.getByLabel(/confirm/i).fill('brand-new-pass');
  await reset.getByRole('button', { name: /reset/i }).click();
  // Hashing a password takes a while on a busy machine.
  await expect(page.getByText(/password has been reset/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog')).toBeHidden();

  await logIn(page, email, 'brand-new-pass');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 30_000 });
});

test('admin routes redirect a visitor home and a buyer to their profile', async ({ page }) => {
  await page.goto('/users');
  await expect(page).toHaveURL(/\/$/);
  await logIn(page, 'buyer@beatmarket.test', 'beatmarket');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/profile$/);
  // The address changes before the profile page's chunk has loaded; the side menu closes when the page
  // arrives (every route change closes it), so a tap on Menu counts once the page is there, as for a person.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // A buyer's few entries live in a drawer behind the Menu button, not in a rail of their own.
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const nav = page.getByRole('navigation', { name: /side menu/i });
  await expect(nav.getByRole('link', { name: 'My Favorites' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
});

test('the administrator sees every admin menu entry and the users list', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'admin@beatmarket.test', 'beatmarket');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: /side menu/i });
  for (const entry of [
    'All Beats',
    'Orders',
    'All Service Orders',
    'Accounting',
    'Users',
    'Beat Intelligence',
    'Slides and Testimonials',
    'Featured',
    'Promotions',
    'Promo Codes',
    'Email Templates',
    'Settings',
  ]) {
    // Exact: 'Orders' is also part of 'All Service Orders'.
    await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('cell', { name: 'buyer@beatmarket.test' })).toBeVisible();
});

test('account settings: change name and password (and log in with it), change email by the mailed link, delete the account', async ({
  page,
  browser,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 401 .*\/private-api\/login\)$/, 'the deleted account tries to log in on purpose');
  // Four forms, two logins and an administrator's trip to the Mailbox.
  test.setTimeout(180_000);
  const email = unique();
  const newEmail = unique();
  // An administrator makes the account this journey may destroy (the demo accounts serve other journeys).
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await loginByApi(adminPage, 'admin@beatmarket.test');
  const csrf = (await (await adminPage.request.get('/private-api/supporting-data')).json()).meta.csrf as string;
  const made = await adminPage.request.post('/private-api/user/create', {
    data: { first_name: 'Kim', last_name: 'Cole', email, role: 1, password: 'kim-password-1' },
    headers: { 'x-csrf-token': csrf },
  });
  expect(made.status()).toBe(200);
  await adminContext.close();

  await page.goto('/');
  await logIn(page, email, 'kim-password-1');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Change your name, email, password or newsletter choice' }).click();
  await expect(page).toHaveURL(/tab=settings/);

  const name = page.getByRole('region', { name: 'Name' });
  await name.getByLabel('First name').fill('Kimberly');
  await name.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name has been changed.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kimberly Cole' })).toBeVisible();

  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill('kim-password-1');
  await password.getByLabel('New password', { exact: true }).fill('kim-password-2');
  await password.getByLabel('Confirm new password').fill('kim-password-2');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. Other devices have been logged out.')).toBeVisible();
  await logOut(page);
  await logIn(page, email, 'kim-password-2');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.goto('/profile?tab=settings');
  const emailSection = page.getByRole('region', { name: 'Email' });
  await emailSection.getByLabel('New email').fill(newEmail);
  await emailSection.getByLabel('Current password').fill('kim-password-2');
  await emailSection.getByRole('button', { name: 'Change email' }).click();
  await expect(emailSection.getByRole('status')).toContainText(
    `Waiting for you to open the link we sent to ${newEmail}`,
  );
  await page.goto(await mailedLink(browser, 'Confirm your new Beatmarket email', 'email-change'));
  await expect(page.getByText(`Your email is now ${newEmail}.`)).toBeVisible();
  await page.goto('/profile?tab=settings');
  await expect(page.getByRole('region', { name: 'Email' })).toContainText(`Current email: ${newEmail}`);
  await page.screenshot({ path: '.tmp/screenshots/account-settings-1280.png', fullPage: true });

  const danger = page.getByRole('region', { name: 'Delete account' });
  await danger.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await confirm.getByLabel('Current password').fill('kim-password-2');
  await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.getByRole('button', { name: 'Delete my account forever' }).click();
  await expect(page.getByText('Your account has been deleted. Goodbye!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await logIn(page, newEmail, 'kim-password-2');
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
});

test('social login: the provider button opens its pop-up, the user logs in there and ends logged in here', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const dialog = await openDialog(page, 'Login');
  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Continue with Test ID' }).click();
  const popup = await popupPromise;
  // oidc-provider's development screens: any login name, then consent.
  const login = `social${Date.now().toString(36)}`;
  await popup.locator('input[name="login"]').fill(login);
  await popup.locator('input[name="password"]').fill('anything');
  await popup.locator('button[type="submit"]').click();
  await popup.locator('button[type="submit"]').click();
  // The pop-up reports to this page and closes itself (possibly before a 'close' listener could be set).
  await expect.poll(() => popup.isClosed(), { timeout: 60_000 }).toBe(true);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText(`${login}@example.com`, { exact: true })).toBeVisible();
});
