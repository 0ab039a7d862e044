import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { formatCents, splitCents } from '../packages/shared/src/commerce/money';
import { DEMO_PASSWORD } from './helpers';

/** Shots go where the journeys' screenshots go, unless SHOTS_DIR says otherwise. */
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/screenshots';
/** The producers' part of a sale (config PRODUCER_SHARE_PERCENT, 70 unless the server was given another). */
const PRODUCER_PERCENT = Number(process.env.PRODUCER_SHARE_PERCENT ?? 70);
const PRODUCER = 'producer@beatmarket.test';
const REFERENCE = 'E2E-WIRE-0001';

interface OrderLine {
  beat_id: number;
  beat_title: string;
  line_total: number;
  discount: number;
  amount: number;
}
interface Beat {
  id: number;
  title: string;
  available: boolean;
  sold: boolean;
  coproducer_id: number | null;
}

async function csrf(request: APIRequestContext) {
  return (await (await request.get('/private-api/supporting-data')).json()).meta.csrf as string;
}

/** A fresh browser context logged in as `email` (its own cookies, like a second person on another machine). */
async function personPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const res = await page.request.post('/private-api/login', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'x-csrf-token': await csrf(page.request) },
  });
  expect(res.status()).toBe(200);
  return page;
}

/** What the ledger owes the producer on one sold line: the producers' percentage, halved with a coproducer. */
function producerShare(amount: number, coproduced: boolean) {
  const [producers, house] = splitCents(amount, [PRODUCER_PERCENT, 100 - PRODUCER_PERCENT]) as [number, number];
  const mine = coproduced ? splitCents(producers, [1, 1])[0]! : producers;
  return { producers, house, mine };
}

/** Cents as the accounting screens print them ('$0' for none, where prices would say 'Free'). */
const money = (cents: number) => (cents === 0 ? '$0' : cents < 0 ? `−${formatCents(-cents)}` : formatCents(cents));
const usDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

async function shoot(page: Page, name: string) {
  // From the top: a full-page shot of a scrolled page draws the sticky header in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a buyer buys two beats of one producer with a promo code; an administrator closes the month, checks the producer’s statement to the cent and pays it; the producer reads it from the dashboard', async ({
  browser,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  consoleErrors.allow(
    /status of 403 .*\/private-api\/income_statement\/\d+\)$/,
    'another producer opens this statement on purpose and is refused',
  );
  const admin = await personPage(browser, 'admin@beatmarket.test');
  const producer = await personPage(browser, PRODUCER);
  const me = (await (await producer.request.get('/private-api/profile')).json()).data as { id: number; name: string };

  // Two beats of that producer still for sale.
  const buyer = await personPage(browser, 'buyer@beatmarket.test');
  const filter = encodeURIComponent(JSON.stringify({ producer_id: me.id }));
  const listed = (await (await buyer.request.get(`/private-api/beat/records?per_page=100&filter=${filter}`)).json())
    .data as Beat[];
  const beats = listed.filter((b) => b.available && !b.sold).slice(0, 2);
  expect(beats).toHaveLength(2);

  // A promo code of its own: the demo buyer may have used the demo codes already (each is once per buyer).
  const code = `ACCT${Date.now().toString(36).toUpperCase()}`;
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const coupon = await admin.request.post('/private-api/coupon/create', {
    data: { title: 'Accounting: 12% off', code, buy_x: 1, get_y: 0, percent_off: 12, redeem_by: tomorrow },
    headers: { 'x-csrf-token': await csrf(admin.request) },
  });
  expect(coupon.status()).toBe(200);

  // An empty cart, then the two beats with their default licence.
  const token = await csrf(buyer.request);
  const cart = (await (await buyer.request.get('/private-api/cart')).json()).data as { items?: { beat_id: number }[] };
  for (const line of cart?.items ?? [])
    await buyer.request.delete(`/private-api/cart/remove/${line.beat_id}`, { headers: { 'x-csrf-token': token } });
  for (const b of beats) {
    const res = await buyer.request.post(`/private-api/cart/upsert/${b.id}`, {
      data: {},
      headers: { 'x-csrf-token': token },
    });
    expect(res.status()).toBe(200);
  }

  // The buyer listens to the first before buying (the call the player makes when a preview starts).
  const played = await buyer.request.post(`/private-api/beat/${beats[0]!.id}/stat/played`, {
    headers: { 'x-csrf-token': token },
  });
  expect(played.ok()).toBe(true);

  // Checkout in the browser: the promo code, the address and the test card.
  await buyer.goto('/checkout');
  const totals = buyer.getByRole('complementary', { name: 'Totals' });
  await totals.getByRole('textbox', { name: 'Promo code' }).fill(code);
  await totals.getByRole('button', { name: 'Apply' }).click();
  await expect(totals.getByText(`Promo code ${code}`)).toBeVisible();
  const pay = buyer.getByRole('form', { name: 'Payment' });
  await pay.getByLabel('Country').selectOption('CA');
  await pay.getByLabel('Address').fill('12 Rue Sainte-Catherine');
  await pay.getByLabel('City').fill('Montréal');
  await pay.getByLabel('ZIP / postal code').fill('H2X 1Y4');
  await pay.getByLabel('Province').selectOption('QC');
  await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.getByLabel('Expiry (MM/YY)').fill('12/35');
  await pay.getByLabel('CVC').fill('123');
  await pay.getByRole('button', { name: /^Pay / }).click();
  await expect(buyer).toHaveURL(/\/order\/\d+$/, { timeout: 30_000 });
  const orderId = Number(new URL(buyer.url()).pathname.split('/').pop());
  const order = (await (await buyer.request.get(`/private-api/order/${orderId}`)).json()).data as {
    items: OrderLine[];
  };
  expect(order.items).toHaveLength(2);
  // The code took something off each line.
  for (const line of order.items) expect(line.discount).toBeGreaterThan(0);

  // The administrator closes this month so far (a period ends today at the latest).
  await admin.goto('/accounting');
  await expect(admin.getByRole('heading', { name: 'Accounting' })).toBeVisible();
  await admin.getByRole('button', { name: 'Close period' }).click();
  const closeDialog = admin.getByRole('dialog', { name: 'Close period' });
  const today = new Date().toISOString().slice(0, 10);
  await closeDialog.getByLabel('Month', { exact: true }).selectOption(today.slice(0, 7));
  await expect(closeDialog).toContainText(`Closes ${usDay(`${today.slice(0, 7)}-01`)} – ${usDay(today)}`);
  await closeDialog.getByRole('button', { name: 'Close period' }).click();
  await expect(admin).toHaveURL(/tab=statements/);

  // The producer's statement for this period, opened from the list.
  const period = `${usDay(`${today.slice(0, 7)}-01`)} – ${usDay(today)}`;
  const row = admin.getByRole('row').filter({ hasText: me.name }).filter({ hasText: period }).first();
  await expect(row).toContainText('Closed');
  await row.getByText(/^#\d+$/).click();
  await expect(admin).toHaveURL(/\/income-statement\/\d+$/);
  const statementId = Number(new URL(admin.url()).pathname.split('/').pop());
  await expect(admin.getByRole('heading', { name: `Income statement #${statementId}` })).toBeVisible();
  const items = admin.getByRole('table', { name: 'Statement items' });
  for (const line of order.items) {
    const beat = beats.find((b) => b.id === line.beat_id)!;
    expect(line.amount).toBe(line.line_total - line.discount);
    const share = producerShare(line.amount, beat.coproducer_id !== null);
    const cells = items
      .getByRole('row')
      .filter({ hasText: `Sale: ${line.beat_title} (order ${orderId})` })
      .getByRole('cell');
    // After date, payable date, description and kind: gross, discount, producer share, coproducer share,
    // house share, then the producer's amount.
    await expect(cells.nth(4)).toHaveText(money(line.line_total));
    await expect(cells.nth(5)).toHaveText(money(line.discount));
    await expect(cells.nth(6)).toHaveText(money(beat.coproducer_id ? share.mine : share.producers));
    await expect(cells.nth(8)).toHaveText(money(share.house));
    await expect(cells.nth(9)).toHaveText(money(share.mine));
  }
  // The amount due is every item of the statement (other journeys may have sold this producer's beats too).
  const detail = (await (await admin.request.get(`/private-api/income_statement/${statementId}`)).json()).data as {
    amount: number;
    items: { amount: number }[];
  };
  const due = detail.items.reduce((a, i) => a + i.amount, 0);
  expect(detail.amount).toBe(due);
  await expect(admin.getByLabel('Statement totals')).toContainText(`Amount due to ${me.name} (USD)${money(due)}`);
  await expect(admin.getByRole('region', { name: 'Payment' })).toContainText('Not paid yet');
  const pdf = await admin.request.get(`/private-api/income_statement/${statementId}/pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await shoot(admin, 'income-statement');
  await admin.emulateMedia({ media: 'print' });
  await admin.screenshot({ path: `${SHOTS}/income-statement-print.png`, fullPage: true });
  await admin.emulateMedia({ media: 'screen' });

  // Paying it: select the statement, create the payout, mark it sent with the bank's reference.
  await admin.goto('/accounting?tab=statements');
  await admin.getByRole('checkbox', { name: `Select #${statementId}` }).check();
  await admin.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Create payout' }).click();
  const create = admin.getByRole('dialog', { name: 'Create payout' });
  await create.getByLabel('Method').selectOption('bank');
  await create.getByRole('button', { name: 'Create payout' }).click();
  await expect(admin).toHaveURL(/tab=payouts&payout=\d+/);
  const payout = admin.getByRole('region', { name: /^Payout \d+$/ });
  await expect(payout.getByRole('link', { name: `#${statementId}` })).toBeVisible();
  await expect(payout).toContainText(money(due));
  await shoot(admin, 'accounting-payout');
  await payout.getByRole('button', { name: 'Mark sent' }).click();
  const prompt = admin.getByRole('dialog', { name: /^Mark payout #\d+ sent$/ });
  await prompt.getByLabel('Payment reference').fill(REFERENCE);
  await prompt.getByRole('button', { name: 'Mark sent' }).click();
  await expect(payout).toContainText(REFERENCE);
  await expect(payout.getByRole('button', { name: 'Mark sent' })).toHaveCount(0);
  const csv = await admin.request.get(`/private-api/payout/${new URL(admin.url()).searchParams.get('payout')}/csv`);
  expect(await csv.text()).toContain(`${PRODUCER},${(due / 100).toFixed(2)},USD,${REFERENCE}`);

  await admin.goto('/accounting');
  await expect(admin.getByRole('figure', { name: 'Revenue and house share per month' })).toBeVisible();
  await shoot(admin, 'accounting-overview');
  await admin.goto('/accounting?tab=producers');
  await expect(admin.getByRole('row').filter({ hasText: PRODUCER })).toBeVisible();
  await shoot(admin, 'accounting-producers');
  await admin.goto('/accounting?tab=statements');
  await expect(admin.getByRole('row').filter({ hasText: period }).first()).toBeVisible();
  await shoot(admin, 'accounting-statements');

  // The producer finds it on the dashboard, paid, with the same lines.
  await producer.goto('/dashboard');
  const earnings = producer.getByRole('region', { name: 'Earnings' });
  await expect(earnings.getByLabel('Your balance')).toContainText('Paid');
  const link = earnings.getByRole('link', { name: new RegExp(`^Statement #${statementId},`) });
  await expect(link).toContainText('Paid');
  await shoot(producer, 'dashboard-earnings');
  await link.click();
  await expect(producer.getByRole('heading', { name: `Income statement #${statementId}` })).toBeVisible();
  await expect(producer.getByRole('region', { name: 'Payment' })).toContainText(`reference ${REFERENCE}`);
  for (const line of order.items)
    await expect(producer.getByRole('table', { name: 'Statement items' })).toContainText(
      `Sale: ${line.beat_title} (order ${orderId})`,
    );

  // Another producer is refused the statement.
  const other = await personPage(browser, 'producer2@beatmarket.test');
  await other.goto(`/income-statement/${statementId}`);
  await expect(other.getByText('You are not allowed to see this statement')).toBeVisible();

  // Beat intelligence shows the played and bought beat with its play and its sale (counts are written
  // in batches every few seconds, so the page is read again until they are there).
  const first = order.items.find((l) => l.beat_id === beats[0]!.id)!;
  await expect(async () => {
    await admin.goto('/beats-intelligence');
    await admin.getByRole('textbox', { name: 'Search beats', exact: true }).fill(first.beat_title);
    const cells = admin.getByRole('row').filter({ hasText: first.beat_title }).first().getByRole('cell');
    // Title, plays, completion, favorites, downloads, adds to cart, sales, …
    await expect(cells.nth(1)).not.toHaveText('0', { timeout: 2000 });
    await expect(cells.nth(6)).toHaveText('1', { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await shoot(admin, 'accounting-intelligence');
});
