import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { formatCents, splitCents } from '../packages/shared/src/commerce/money';
import { splitToCollaborators } from '../packages/shared/src/collaborators/split';
import { DEMO_PASSWORD } from './helpers';

// Issue 35 §5 (decision 0096): a producer sets a three-way split, a buyer buys, and each collaborator's
// own statement shows their part, to the cent.
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/screenshots';
const PRODUCER_PERCENT = Number(process.env.PRODUCER_SHARE_PERCENT ?? 70);
const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
const card = { method: 'card', number: '4242424242424242', expiry: '12/40', cvc: '123' };

async function csrf(page: Page) {
  return (await (await page.request.get('/private-api/supporting-data')).json()).meta.csrf as string;
}
async function personPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const res = await page.request.post('/private-api/login', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'x-csrf-token': await csrf(page) },
  });
  expect(res.status()).toBe(200);
  return page;
}
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
const money = (cents: number) => (cents === 0 ? '$0' : formatCents(cents));

test('a producer splits a beat three ways; after a sale each collaborator’s statement shows their part', async ({
  browser,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  consoleErrors.allow(
    /status of 422 .*\/private-api\/beat\/\d+\/collaborators\)$/,
    'the producer saves bad splits on purpose',
  );
  const producer = await personPage(browser, 'producer@beatmarket.test');
  const me = (await (await producer.request.get('/private-api/profile')).json()).data as { id: number };
  const beats = (await (await producer.request.get('/private-api/beat/records?per_page=100')).json()).data as {
    id: number;
    slug: string;
    title: string;
    family: string;
    producer_id: number;
    coproducer_id: number | null;
    purchasable: boolean;
    published_at: string | null;
  }[];
  const beat = beats
    .filter(
      (b) => b.producer_id === me.id && b.family === 'beat' && b.purchasable && b.published_at && !b.coproducer_id,
    )
    .at(-1)!;
  expect(beat).toBeTruthy();

  // The producer names two collaborators in the beat editor; the shares must leave them something.
  await producer.goto(`/beats/${beat.slug}/edit`);
  const panel = producer.getByRole('region', { name: 'Collaborators' });
  await expect(panel.getByText('Producer’s share: 100%')).toBeVisible({ timeout: 60_000 });
  await panel.getByRole('button', { name: 'Add a collaborator' }).click();
  await panel.getByLabel('Collaborator 1 username or e-mail').fill('producer2@beatmarket.test');
  await panel.getByLabel('Collaborator 1 share (%)').fill('70');
  await panel.getByRole('button', { name: 'Add a collaborator' }).click();
  await panel.getByLabel('Collaborator 2 username or e-mail').fill('nobody-at-all');
  await panel.getByLabel('Collaborator 2 share (%)').fill('30');
  await panel.getByRole('button', { name: 'Save the split' }).click();
  await expect(panel.getByText('The shares add up to 100%: leave the producer at least 1%')).toBeVisible();
  await panel.getByLabel('Collaborator 1 share (%)').fill('30');
  await panel.getByRole('button', { name: 'Save the split' }).click();
  await expect(panel.getByText('No account with this username or e-mail address')).toBeVisible();
  await panel.getByLabel('Collaborator 2 username or e-mail').fill('admin@beatmarket.test');
  await panel.getByLabel('Collaborator 2 share (%)').fill('20');
  await expect(panel.getByText('Producer’s share: 50%')).toBeVisible();
  await panel.getByRole('button', { name: 'Save the split' }).click();
  await expect(panel.getByText('Split saved')).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await shoot(producer, 'beat-collaborators');

  // A buyer buys the beat.
  const buyer = await personPage(browser, 'buyer@beatmarket.test');
  const headers = { 'x-csrf-token': await csrf(buyer) };

  // The public beat page credits both collaborators, each linking to their producer page, without shares.
  await buyer.goto(`/beats/${beat.slug}`);
  const credits = buyer.getByTestId('beat-credits');
  await expect(credits.getByRole('link')).toHaveCount(2);
  await expect(credits).toHaveText(/^ with .+ & .+$/);
  await expect(credits).not.toContainText('%');
  for (const href of await credits.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/profile\/.+/);
  await shoot(buyer, 'beat-page-credits');
  expect((await buyer.request.post(`/private-api/cart/upsert/${beat.id}`, { data: {}, headers })).status()).toBe(200);
  const made = await buyer.request.post('/private-api/cart/order', {
    data: { idempotency_key: `collaborators-${Date.now()}-e2e`, address, payment: card },
    headers,
  });
  const order = (await made.json()).data as {
    id: number;
    status: string;
    items: { beat_id: number; amount: number }[];
  };
  expect(order.status).toBe('fulfilled');
  const line = order.items.find((i) => i.beat_id === beat.id)!;
  const [producers] = splitCents(line.amount, [PRODUCER_PERCENT, 100 - PRODUCER_PERCENT]) as [number, number];
  const { parts } = splitToCollaborators(producers, [30, 20]);

  // An administrator closes this month so far; each collaborator opens their own statement.
  const admin = await personPage(browser, 'admin@beatmarket.test');
  const today = new Date().toISOString().slice(0, 10);
  const closed = await admin.request.post('/private-api/income_statement/close', {
    data: { period_start: `${today.slice(0, 7)}-01`, period_end: today },
    headers: { 'x-csrf-token': await csrf(admin) },
  });
  expect(closed.status()).toBe(200);
  const ids = ((await closed.json()).data as { statement_ids: number[] }).statement_ids;
  for (const [page, percent, cents, shot] of [
    [await personPage(browser, 'producer2@beatmarket.test'), 30, parts[0]!, 'collaborator-statement'],
    [admin, 20, parts[1]!, null],
  ] as const) {
    const who = (await (await page.request.get('/private-api/profile')).json()).data as { id: number };
    let mine = 0;
    for (const id of ids) {
      const s = (await (await admin.request.get(`/private-api/income_statement/${id}`)).json()).data as {
        payee_id: number;
      };
      if (s.payee_id === who.id) mine = id;
    }
    expect(mine).toBeGreaterThan(0);
    await page.goto(`/income-statement/${mine}`);
    const row = page
      .getByRole('table', { name: 'Statement items' })
      .getByRole('row')
      .filter({ hasText: `(order ${order.id})` });
    await expect(row).toContainText(`as collaborator (${percent}%)`, { timeout: 60_000 });
    await expect(row.getByRole('cell').last()).toHaveText(money(cents));
    if (shot) await shoot(page, shot);
  }
});
