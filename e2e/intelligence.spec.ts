import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { audit, loginByApi, newestPlayable } from './helpers';

type Beat = { id: number; title: string; producer_name: string };

/** A JSON call with the page's cookies and a fresh CSRF token. */
async function api<T>(page: Page, method: 'GET' | 'POST', url: string): Promise<T> {
  const boot = await page.request.get('/private-api/supporting-data');
  const csrf = (await boot.json()).meta.csrf as string;
  const res = await page.request.fetch(`/private-api${url}`, { method, headers: { 'x-csrf-token': csrf } });
  expect(res.status(), `${method} ${url}`).toBe(200);
  return (await res.json()).data as T;
}

/** Both widths, full page, into .tmp/screenshots (looked at by hand; issue 17). */
async function shoot(page: Page, name: string) {
  mkdirSync('.tmp/screenshots', { recursive: true });
  for (const [width, suffix] of [
    [1280, 'desktop'],
    [390, 'mobile'],
  ] as const) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    await page.screenshot({ path: `.tmp/screenshots/${name}-${suffix}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The Plays cell of a beat's row in a table whose column headers are named (Title, Plays, Sales…). */
async function playsOf(table: ReturnType<Page['getByRole']>, title: string) {
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const column = headers.findIndex((h) => /^plays/i.test(h.trim()));
  const row = table.getByRole('row').filter({ has: table.page().getByRole('link', { name: title, exact: true }) });
  return Number((await row.getByRole('cell').nth(column).innerText()).replace(/\D/g, ''));
}

test('an administrator sees the plays per beat; a producer sees only their own beats on the dashboard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Plays as the player records them: one beat of each demo producer.
  const beats = await api<Beat[]>(page, 'GET', '/beat/records?per_page=100');
  const marcus = beats.find((b) => b.producer_name === 'Marcus Reed')!;
  const lena = beats.find((b) => b.producer_name === 'Lena Cruz')!;
  for (let i = 0; i < 3; i++) await api(page, 'POST', `/beat/${marcus.id}/stat/played`);
  await api(page, 'POST', `/beat/${lena.id}/stat/played`);

  // The counts reach the rollup on the next flush (every 5 s): wait for the report, then open the page.
  await loginByApi(page, 'admin@beatmarket.test');
  const today = new Date().toISOString().slice(0, 10);
  const report = `/report/intel-beats/data?from=${today}&to=${today}&search=${encodeURIComponent(marcus.title)}`;
  await expect
    .poll(async () => (await api<{ rows: { plays: number }[] }>(page, 'GET', report)).rows[0]?.plays ?? 0, {
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(3);
  await page.goto(`/beats-intelligence?search=${encodeURIComponent(marcus.title)}`);
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Sales' }) });
  await expect(table.getByRole('link', { name: marcus.title, exact: true })).toBeVisible();
  expect(await playsOf(table, marcus.title)).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('heading', { name: 'Beat Intelligence', level: 1 })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Funnel' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Plays and sales per day' })).toBeVisible();
  // The totals count every beat's plays, so at least these four.
  const plays = page
    .getByLabel('Totals')
    .getByText(/^[\d,]+$/)
    .first();
  expect(Number((await plays.innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(4);
  await page.goto('/beats-intelligence');
  await shoot(page, 'beat-intelligence');
  // The charts' tables, hidden and shown, are real tables with headers.
  await audit(page, 'beat intelligence');
  await page.getByRole('button', { name: 'Show table of Plays and sales per day' }).click();
  await expect(page.getByRole('table', { name: 'Plays and sales per day' })).toBeVisible();
  await audit(page, 'beat intelligence, trend table shown');

  // Marcus (producer@) sees his beat on the dashboard, and never Lena's.
  await page.context().clearCookies();
  await loginByApi(page, 'producer@beatmarket.test');
  await page.goto('/dashboard');
  const insights = page.getByRole('region', { name: 'Insights' });
  const own = insights.getByRole('table');
  await insights.getByLabel('Search beats').fill(marcus.title);
  await expect(own.getByRole('link', { name: marcus.title, exact: true })).toBeVisible();
  expect(await playsOf(own, marcus.title)).toBeGreaterThanOrEqual(3);
  await insights.getByLabel('Search beats').fill(lena.title);
  await expect(insights.getByText('No results found...')).toBeVisible();
  await expect(own.getByRole('link', { name: lena.title, exact: true })).toHaveCount(0);
  await insights.getByLabel('Search beats').fill('');
  await expect(own.getByRole('link', { name: marcus.title, exact: true })).toBeVisible();
  await shoot(page, 'dashboard-insights');
});

test('the player reports how far a play got, shown as the beat’s drop-off; unmet searches show as demand', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // A visitor plays a beat: the player reports each tenth of the preview heard (decision 0103).
  const newest = await newestPlayable(page, 3);
  const play = newest.getByRole('button', { name: /^Play / }).first();
  const title = (await play.getAttribute('aria-label'))!.replace(/^Play /, '');
  const progress = page.waitForRequest((r) => /\/beat\/\d+\/play\/progress$/.test(r.url()), { timeout: 60_000 });
  await play.click();
  const beatId = Number(/\/beat\/(\d+)\//.exec((await progress).url())![1]);
  // And searches for what the catalog does not have (issue 37 §6).
  const unmet = 'zqxjourney #drill bpm:200-210';
  await api(page, 'GET', `/beat/records?search=${encodeURIComponent(unmet)}`);
  // The player would go on reporting with the visitor's token (and CSRF cookie) after the logout below.
  await page.goto('about:blank');

  await page.context().clearCookies();
  await loginByApi(page, 'admin@beatmarket.test');
  const today = new Date().toISOString().slice(0, 10);
  const range = `from=${today}&to=${today}`;
  await expect
    .poll(
      async () =>
        (
          await api<{ steps: { plays: number }[] }>(
            page,
            'GET',
            `/report/intel-dropoff/data?${range}&beat_id=${beatId}`,
          )
        ).steps[0]!.plays,
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(1);
  const asked = async () =>
    (await api<{ weeks: { queries: { query: string }[] }[] }>(page, 'GET', `/report/intel-demand/data?${range}`)).weeks
      .flatMap((w) => w.queries)
      .some((q) => q.query === unmet);
  await expect.poll(asked, { timeout: 30_000 }).toBe(true);

  await page.goto(`/beats-intelligence?search=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: `Drop-off of ${title}`, exact: true }).click();
  const dropoff = page.getByRole('figure', { name: 'Drop-off' });
  await expect(dropoff).toBeVisible();
  await expect(page.getByRole('region', { name: 'Drop-off' })).toContainText(title);
  await expect(page).toHaveURL(/[?&]beat=\d+/);
  const demand = page.getByRole('region', { name: 'Search demand' });
  await expect(demand.getByRole('rowheader', { name: unmet })).toBeVisible();
  await expect(demand.getByText('#drill', { exact: false }).first()).toBeVisible();
  await shoot(page, 'beat-intelligence-dropoff-demand');
  await audit(page, 'beat intelligence with a drop-off and the search demand');

  // Market data: a producer sees the same searches on their dashboard.
  await page.context().clearCookies();
  await loginByApi(page, 'producer@beatmarket.test');
  await page.goto('/dashboard');
  const demandOfProducer = page
    .getByRole('region', { name: 'Insights' })
    .getByRole('region', { name: 'Search demand' });
  // The dashboard's sections below the fold hydrate when scrolled near.
  await demandOfProducer.scrollIntoViewIfNeeded();
  await expect(demandOfProducer.getByRole('rowheader', { name: unmet })).toBeVisible({ timeout: 20_000 });
});
