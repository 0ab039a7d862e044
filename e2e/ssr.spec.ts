import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginByApi } from './helpers';

// Issue 14: public pages come with their first paint in the HTML, and the browser adopts it in place.

// A zone far from the server's: dates must still hydrate (they print in UTC until the page is live).
test.use({ timezoneId: 'Pacific/Auckland' });

interface ListedBeat {
  id: number;
  slug: string;
  title_main: string;
  price_from: number | null;
  producer_name: string;
}

// The shop's price format ($29.99, $30), as the beat page shows it.
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;

/** The newest published beat, as the home page lists it first. */
async function newestBeat(request: APIRequestContext): Promise<ListedBeat> {
  const res = await request.get('/private-api/beat/records?sort=newest&per_page=10&filter={"family":"beat"}');
  expect(res.ok()).toBe(true);
  const [beat] = ((await res.json()) as { data: ListedBeat[] }).data;
  if (!beat) throw new Error('the demo catalog has no beat');
  return beat;
}

/** The markup the server put inside <div id="root">, and the inlined query state. */
async function rawPage(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  const html = await res.text();
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json" id="bm-state">/.exec(html);
  return { status: res.status(), html, root: root?.[1] ?? '' };
}

/** Console errors and uncaught errors that point at hydration (React's #418-#425 in production). */
function hydrationProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  return () => problems.filter((p) => /hydrat|did not match|react\.dev\/errors\/(418|419|421|422|423|425)/i.test(p));
}

test('the beat page and home carry their content in the HTML itself', async ({ request }) => {
  const beat = await newestBeat(request);
  const page = await rawPage(request, `/beats/${beat.slug}`);
  expect(page.status).toBe(200);
  expect(page.root).toContain(`>${beat.title_main}</h1>`);
  expect(page.root).toContain(dollars(beat.price_from!));
  expect(page.root).toMatch(/<img [^>]*src="[^"]+"/);
  expect(page.html).toMatch(/<script type="application\/json" id="bm-state">\{"mutations"/);

  const home = await rawPage(request, '/');
  expect(home.root).toContain('Newest beats');
  expect(home.root).toContain(beat.title_main);
});

test('an unknown beat answers the not-found page, rendered', async ({ request }) => {
  const page = await rawPage(request, '/beats/no-such-beat-anywhere');
  expect(page.status).toBe(404);
  expect(page.root).toContain('This page dropped out of the mix');
});

test('the browser adopts the rendered page without a hydration error, and the app works on', async ({ page }) => {
  const problems = hydrationProblems(page);
  const beat = await newestBeat(page.request);
  await page.goto(`/beats/${beat.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: beat.title_main })).toBeVisible();
  // The lazily loaded page hydrates once its chunk arrives; the comments below it are then live.
  await expect(page.getByRole('heading', { name: 'Comments' })).toBeVisible();
  await page.getByRole('link', { name: beat.producer_name }).first().click();
  await expect(page).toHaveURL(/\/profile\//);
  await expect(page.getByRole('heading', { level: 1, name: beat.producer_name })).toBeVisible();

  await page.goto('/');
  const newest = page.getByRole('region', { name: 'Newest beats' });
  await expect(newest.getByText(beat.title_main).first()).toBeVisible();
  await newest
    .getByRole('link', { name: new RegExp(`^${beat.title_main}`) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: beat.title_main })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(problems()).toEqual([]);
});

test('a logged-in visitor gets their own view rendered, dated comments included, with no hydration error', async ({
  page,
}) => {
  const problems = hydrationProblems(page);
  await loginByApi(page, 'buyer@beatmarket.test');
  const beat = await newestBeat(page.request);
  const csrf = (
    (await page.request.get('/private-api/supporting-data').then((r) => r.json())) as { meta: { csrf: string } }
  ).meta.csrf;
  const posted = await page.request.post('/private-api/comment/create', {
    data: { beat_id: beat.id, body: 'Rendered on the server, read in Auckland' },
    headers: { 'x-csrf-token': csrf },
  });
  expect(posted.ok()).toBe(true);

  const raw = await rawPage(page.request, `/beats/${beat.slug}`);
  expect(raw.root).toContain('Rendered on the server, read in Auckland');
  expect(raw.root).not.toContain('>Register</button>');
  await page.goto(`/beats/${beat.slug}`);
  await expect(page.getByText('Rendered on the server, read in Auckland')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems()).toEqual([]);
});
