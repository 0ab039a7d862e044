import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beats } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { insertBeat } from '../../../test/seo-helpers.js';
import { createSitemapRepository } from './sitemap.repository.js';
import { createSitemapService } from './sitemap.service.js';

const SITE = 'http://beatmarket.test';
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await insertBeat(t.database.db, { slug: 'not-yet', title: 'Not Yet', publishedAt: null });
  const gone = await insertBeat(t.database.db, { slug: 'gone-now', title: 'Gone Now' });
  await t.database.db.update(beats).set({ deletedAt: new Date() }).where(eq(beats.id, gone));
}, 120_000);
afterAll(() => t.close());

/** Parses as XML (a parse error throws) and returns the <loc> values. */
function locs(xml: string): string[] {
  const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window;
  expect(document.querySelector('parsererror')).toBeNull();
  return [...document.getElementsByTagName('loc')].map((l) => l.textContent!);
}

async function publicBeatUrls(): Promise<string[]> {
  const rows = await t.database.db
    .select({ family: beats.family, slug: beats.slug })
    .from(beats)
    .where(and(isNotNull(beats.publishedAt), isNull(beats.deletedAt)));
  return rows.map((r) => `${SITE}/${r.family === 'feature' ? 'features' : 'beats'}/${r.slug}`).sort();
}

/** Google's robots.txt reading: the longest matching rule wins, Allow on a tie; `*` and `$` as patterns. */
function allowed(robots: string, path: string): boolean {
  let best = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const m = /^(Allow|Disallow): (.+)$/.exec(line);
    if (!m) continue;
    const pattern = m[2]!;
    const re = new RegExp(`^${pattern.replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`);
    if (re.test(path) && (pattern.length > best.length || (pattern.length === best.length && m[1] === 'Allow')))
      best = { length: pattern.length, allow: m[1] === 'Allow' };
  }
  return best.allow;
}

describe('sitemap.xml and robots.txt', () => {
  it('the index lists the static pages, producers and beats sitemaps on the public address, cached', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toContain('<sitemapindex');
    expect(locs(res.body)).toEqual([
      `${SITE}/sitemap-pages.xml`,
      `${SITE}/sitemap-producers-1.xml`,
      `${SITE}/sitemap-beats-1.xml`,
    ]);
  });

  it('a beats page holds every published beat and nothing unpublished or deleted', async () => {
    const res = await t.app.inject({ url: '/sitemap-beats-1.xml' });
    expect(res.statusCode).toBe(200);
    const urls = locs(res.body);
    expect([...urls].sort()).toEqual(await publicBeatUrls());
    expect(urls.some((u) => /not-yet|gone-now/.test(u))).toBe(false);
    expect(res.body.match(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/g)).toHaveLength(urls.length);
  });

  it('pages split by id range, each read in keyset chunks, add up to the catalog', async () => {
    const sitemap = createSitemapService({
      repo: createSitemapRepository(t.database.db),
      publicUrl: SITE,
      pageSize: 4,
      chunk: 3,
    });
    const index = locs(await sitemap.index()).filter((u) => u.includes('sitemap-beats-'));
    expect(index.length).toBeGreaterThan(2);
    const all: string[] = [];
    for (const url of index) {
      const page = Number(/beats-(\d+)\.xml$/.exec(url)![1]);
      let xml = '';
      for await (const part of (await sitemap.beats(page))!) xml += part;
      const urls = locs(xml);
      expect(urls.length).toBeLessThanOrEqual(4);
      all.push(...urls);
    }
    expect(all.sort()).toEqual(await publicBeatUrls());
    expect(await sitemap.beats(10_000)).toBeNull();
  });

  it('the producers page lists producers with published beats; pages list home and content pages', async () => {
    const producers = locs((await t.app.inject({ url: '/sitemap-producers-1.xml' })).body);
    expect(producers).toEqual(expect.arrayContaining([`${SITE}/profile/marcusreed`, `${SITE}/profile/lenacruz`]));
    expect(producers.every((u) => u.startsWith(`${SITE}/profile/`))).toBe(true);
    const pages = locs((await t.app.inject({ url: '/sitemap-pages.xml' })).body);
    expect(pages).toEqual(
      expect.arrayContaining([
        `${SITE}/`,
        `${SITE}/our-producers`,
        `${SITE}/page/privacy-policy`,
        `${SITE}/page/about-us`,
      ]),
    );
  });

  it.each(['/sitemap-beats-0.xml', '/sitemap-beats-99.xml', '/sitemap-beats-abc.xml', '/sitemap-producers-1e3.xml'])(
    '%s is a 404',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json().response_data.code).toBe('not_found');
    },
  );

  it('robots.txt opens public pages, closes the API, account and admin pages, and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const robots = res.body;
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const open = ['/', '/beats/night-drive', '/features/a-verse', '/beat/12', '/profile/marcusreed', '/page/about-us'];
    const closed = [
      '/private-api/beat/records',
      '/beats',
      '/beats/',
      '/beats/night-drive/edit',
      '/beats/download-builder',
      '/beat/new',
      '/features',
      '/profile',
      '/dashboard',
      '/checkout',
      '/order/4',
      '/users',
      '/settings',
      '/dt/token',
    ];
    expect(open.filter((p) => !allowed(robots, p))).toEqual([]);
    expect(closed.filter((p) => allowed(robots, p))).toEqual([]);
    expect(allowed(robots, '/media/public/covers/a.jpg')).toBe(true);
    expect(allowed(robots, '/our-producers')).toBe(true);
  });
});
