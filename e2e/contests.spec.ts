import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { audit, loginByApi } from './helpers';
import { monoWav } from './wav';

// Issue 34: a contest created by an administrator, entered by two accounts, voted on, won and paid.
const expect = baseExpect.configure({ timeout: 30_000 });
const unique = Date.now().toString(36);
const slug = `hook-contest-${unique}`;
const HOUR = 3_600_000;

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `.tmp/screenshots/contests-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment `hours` from now as the datetime-local inputs take it (the browser's time zone is this process's). */
function local(hours: number): string {
  const d = new Date(Date.now() + hours * HOUR);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The administrator moves the contest along by its dates: the server decides the phase from them. */
async function setDates(page: Page, hours: [number, number, number, number]) {
  await page.goto(`/contests/${slug}/edit`);
  const labels = ['Entries open', 'Entries close', 'Voting opens', 'Voting closes'];
  for (const [i, label] of labels.entries()) await page.getByLabel(label).fill(local(hours[i]!));
  await page.getByRole('button', { name: 'Save contest' }).click();
  await expect(page).toHaveURL(new RegExp(`/contests/${slug}$`));
}

async function as(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginByApi(page, email);
  return page;
}

async function enter(page: Page, title: string) {
  await page.goto('/contests');
  await page.getByRole('link', { name: new RegExp(`Contest ${unique}`) }).click();
  await expect(page.getByRole('heading', { name: 'Enter this contest' })).toBeVisible();
  // The page is server-rendered: typing before the app has taken it over would be lost.
  await page.waitForLoadState('networkidle');
  // On a loaded machine the form can still be re-rendered empty after networkidle: fill again until it is taken
  // (a second submit after a first that went through is refused, one entry per account, and changes nothing).
  await expect(async () => {
    await page.getByLabel('Song title').fill(title);
    await page
      .getByTestId('contest-entry-input')
      .setInputFiles({ name: 'song.wav', mimeType: 'audio/wav', buffer: monoWav(0.5, 8000) });
    await page.getByRole('button', { name: 'Submit entry' }).click();
    await expect(page.getByTestId('contest-entry').filter({ hasText: title })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByRole('heading', { name: 'Enter this contest' })).toBeHidden();
}

const csrf = async (request: APIRequestContext) =>
  (await (await request.get('/private-api/supporting-data')).json()).meta.csrf as string;

test('a contest is created, entered, voted on, won and paid', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await loginByApi(page, 'admin@beatmarket.test');

  // The menu's Contests item leads to the list; the administrator writes a new contest.
  await page.goto('/contests');
  await page.getByRole('link', { name: 'New contest' }).click();
  await page.getByLabel('Title').fill(`Contest ${unique}`);
  await page.getByLabel('Address').fill(slug);
  await page.getByRole('textbox', { name: 'Brief' }).click();
  await page.keyboard.type('Write and record a hook over our beat. Best song wins.');
  await page.getByRole('textbox', { name: 'Rules' }).click();
  await page.keyboard.type('Original vocals only. One entry per account.');
  await page.getByTestId('contest-file-input').setInputFiles({
    name: 'contest-stems.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('PK\x03\x04 the stems of the contest beat'),
  });
  await expect(page.getByText('contest-stems.zip')).toBeVisible();
  for (const [i, label] of ['Entries open', 'Entries close', 'Voting opens', 'Voting closes'].entries())
    await page.getByLabel(label).fill(local([-1, 1, 1, 2][i]!));
  await page.getByLabel('Published on the Contests page').check();
  await page.getByLabel('Prizes in words').fill('$150 for the best song, 25% off the shop for the runner-up.');
  await page.getByLabel('Amount (USD)').fill('150');
  await page.getByRole('button', { name: 'Add a place' }).click();
  await page.getByLabel('Prize 2 kind').selectOption('coupon');
  await page.getByLabel('Percent off').fill('25');
  // Third place wins one of the store's artist features (decision 0093).
  await page.getByRole('button', { name: 'Add a place' }).click();
  await page.getByLabel('Prize 3 kind').selectOption('feature');
  const featureField = page.getByLabel('Feature', { exact: true });
  const lena = await featureField.locator('option', { hasText: 'Verse Feature: Lena Cruz by' }).getAttribute('value');
  await featureField.selectOption(lena!);
  await shoot(page, 'editor');
  await page.getByRole('button', { name: 'Create contest' }).click();
  await expect(page).toHaveURL(new RegExp(`/contests/${slug}$`));
  await expect(page.getByText('Open for entries').first()).toBeVisible();

  // A visitor reads it but must log in for the stems; two accounts enter their songs.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await visitor.getByRole('navigation', { name: 'Public menu' }).getByRole('link', { name: 'Contests' }).click();
  await expect(visitor).toHaveURL(/\/contests$/);
  await expect(visitor.getByRole('heading', { name: 'Open for entries' })).toBeVisible();
  await audit(visitor, 'contests list');
  await shoot(visitor, 'list');
  await visitor.getByRole('link', { name: new RegExp(`Contest ${unique}`) }).click();
  await expect(visitor.getByText('to download the stems.')).toBeVisible();
  await audit(visitor, 'contest page');
  await shoot(visitor, 'open-visitor');
  const buyer = await as(browser, 'buyer@beatmarket.test');
  await enter(buyer, 'Midnight Hook');
  await expect(buyer.getByRole('link', { name: /Download contest-stems\.zip/ })).toBeVisible();
  await shoot(buyer, 'entered');
  const producer = await as(browser, 'producer@beatmarket.test');
  await enter(producer, 'Second Verse');
  const third = await as(browser, 'producer2@beatmarket.test');
  await enter(third, 'Third Take');

  // Voting opens by the dates; the producer votes for the buyer's song, once.
  await setDates(page, [-3, -1, -1, 1]);
  await producer.goto(`/contests/${slug}`);
  await expect(producer.getByText('Voting open').first()).toBeVisible();
  await producer.waitForLoadState('networkidle');
  const buyersEntry = producer.getByTestId('contest-entry').filter({ hasText: 'Midnight Hook' });
  await buyersEntry.getByRole('button', { name: 'Vote' }).click();
  await expect(buyersEntry.getByText('Your vote')).toBeVisible();
  await expect(producer.getByRole('button', { name: 'Vote' })).toHaveCount(0);
  await shoot(producer, 'voted');

  // Voting closes by the dates; the administrator picks the winners (the most voted first) and pays.
  await setDates(page, [-4, -3, -3, -0.02]);
  await expect(page.getByRole('heading', { name: 'Pick the winners' })).toBeVisible();
  // Offered most voted first: the buyer's song for 1st, the producer's for 2nd.
  await expect(page.getByLabel('Winner of place 1').locator('option:checked')).toHaveText(/Midnight Hook/);
  await expect(page.getByLabel('Winner of place 2').locator('option:checked')).toHaveText(/Second Verse/);
  await page.getByRole('button', { name: 'Pick winners and pay prizes' }).click();
  const winners = page.getByRole('region', { name: 'Winners', exact: true });
  await expect(winners.getByText(/Midnight Hook/)).toBeVisible();
  await shoot(page, 'winners-admin');

  // Everyone sees the winners; the runner-up sees their coupon code, nobody else does.
  await visitor.reload();
  await expect(
    visitor.getByRole('region', { name: 'Winners', exact: true }).getByText(/1st:.*Midnight Hook/),
  ).toBeVisible();
  await expect(visitor.getByText(/WIN-/)).toHaveCount(0);
  await audit(visitor, 'past contest');
  await shoot(visitor, 'past-visitor');
  await producer.reload();
  await expect(producer.getByText(/WIN-[0-9A-F]+/)).toBeVisible();
  // The third place's feature is delivered: an order of it in the winner's account, with its licence.
  await third.reload();
  const won = third.getByRole('region', { name: 'Winners', exact: true });
  await expect(won.getByText(/3rd:.*Third Take.*Feature: Verse Feature: Lena Cruz by /)).toBeVisible();
  await shoot(third, 'past-feature-winner');
  await expect(visitor.getByRole('link', { name: "Your feature's order" })).toHaveCount(0);
  await won.getByRole('link', { name: "Your feature's order" }).click();
  await expect(third).toHaveURL(/\/order\/\d+$/);
  await expect(third.getByText('Verse Feature: Lena Cruz').first()).toBeVisible();
  await shoot(third, 'feature-order');

  // The cash prize is on the winner's statement once the period closes, and a payout pays it.
  const headers = { 'x-csrf-token': await csrf(page.request) };
  const today = new Date().toISOString().slice(0, 10);
  const closed = await page.request.post('/private-api/income_statement/close', {
    data: { period_start: today, period_end: today },
    headers,
  });
  expect(closed.status()).toBe(200);
  let statementId = 0;
  for (const id of (await closed.json()).data.statement_ids as number[]) {
    const statement = (await (await page.request.get(`/private-api/income_statement/${id}`)).json()).data as {
      amount: number;
    };
    // The feature's artist has a "Contest prize" row too (their share, decision 0093): the winner's is the cash.
    if (JSON.stringify(statement).includes('Contest prize') && statement.amount === 15_000) statementId = id;
  }
  expect(statementId).toBeGreaterThan(0);
  const payout = await page.request.post('/private-api/payout/create', {
    data: { statement_ids: [statementId], method: 'bank' },
    headers,
  });
  expect(payout.status()).toBe(200);
  expect((await payout.json()).data.total).toBe(15_000);
  await buyer.goto(`/income-statement/${statementId}`);
  await expect(buyer.getByText(/Contest prize/).first()).toBeVisible();
  await shoot(buyer, 'statement');
});
