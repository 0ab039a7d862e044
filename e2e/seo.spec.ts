import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 14: a shared beat link unfurls with its title and cover, read from the raw HTML (link
// previewers and crawlers run no script), and the tab keeps that title once the app is live.

interface ListedBeat {
  slug: string;
  full_title: string;
  image_url: string | null;
  producer_name: string;
}

/** A published beat with a cover (demo covers are made just after the server starts). */
async function beatWithCover(request: APIRequestContext): Promise<ListedBeat> {
  let found: ListedBeat | undefined;
  await expect(async () => {
    const res = await request.get('/private-api/beat/records?sort=newest&per_page=25&filter={"family":"beat"}');
    found = ((await res.json()) as { data: ListedBeat[] }).data.find((b) => b.image_url);
    expect(found).toBeTruthy();
  }).toPass({ timeout: 60_000 });
  return found!;
}

const attr = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;

test('a beat page names itself and its cover in the HTML the server sends', async ({ request, baseURL }) => {
  const beat = await beatWithCover(request);
  const res = await request.get(`/beats/${beat.slug}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const escaped = (s: string) => s.replace(/&/g, '&#38;').replace(/'/g, '&#39;').replace(/"/g, '&#34;');
  expect(html).toContain(`<title>${escaped(`${beat.full_title} · Beatmarket`)}</title>`);
  expect(attr(html, 'og:image')).toBe(escaped(new URL(beat.image_url!, baseURL).href));
  expect(attr(html, 'og:title')).toBe(escaped(beat.full_title));
  expect(attr(html, 'twitter:card')).toBe('summary_large_image');
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/beats\/[^"]+" \/>/);
  const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  expect(JSON.parse(ld![1]!)['@graph'][0]).toMatchObject({ '@type': 'Product', name: beat.full_title });
});

test('the tab keeps the server’s title once the app runs', async ({ page, request }) => {
  const beat = await beatWithCover(request);
  await page.goto(`/beats/${beat.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${beat.full_title} · Beatmarket`);
  // Another page names the tab as that page does.
  await page.goto('/page/about-us');
  await expect(page).toHaveTitle('About Us · Beatmarket');
});

test('robots.txt points to the sitemap, which lists the beat', async ({ request, baseURL }) => {
  const beat = await beatWithCover(request);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain(`${baseURL}/sitemap-beats-1.xml`);
  const beats = await (await request.get('/sitemap-beats-1.xml')).text();
  expect(beats).toContain(`<loc>${baseURL}/beats/${beat.slug}</loc>`);
});
