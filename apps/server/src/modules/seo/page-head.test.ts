import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beats } from '../../db/schema/index.js';
import { Client, createTestContext, type TestContext } from '../../../test/helpers.js';
import { insertBeat, readPage, webDistWithTemplate } from '../../../test/seo-helpers.js';

const SITE = 'http://beatmarket.test';
let t: TestContext;
let beatId: number;
beforeAll(async () => {
  t = await createTestContext({ WEB_DIST: webDistWithTemplate() });
  beatId = await insertBeat(
    t.database.db,
    {
      slug: 'night-drive-seo',
      title: 'Night Drive Pt. 2',
      beatType: 'with_hooks',
      description: 'Warm keys over a rolling 808.',
      imageUrl: '/media/public/covers/night-drive.jpg',
      bpm: 92,
      musicalKey: 'F minor',
      durationMs: 150_000,
    },
    'Boom Bap',
  );
}, 120_000);
afterAll(() => t.close());

const visit = async (url: string, client?: Client) => {
  const res = client ? await client.get(url) : await t.app.inject({ url });
  const html = client ? String((res.body as { data: unknown }).data) : (res as { body: string }).body;
  const status = 'statusCode' in res ? res.statusCode : res.status;
  return { status, html, page: readPage(html), headers: res.headers };
};

describe('server-rendered <head>', () => {
  it('home: the tagline as the title, the slogan, canonical and site data; the markers are gone', async () => {
    const { status, html, page, headers } = await visit('/');
    const boot = (await t.app.inject({ url: '/private-api/supporting-data' })).json<{
      data: { tagline: string; slogan: string };
    }>().data;
    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^text\/html/);
    expect(page.title).toBe(`${boot.tagline} · Beatmarket`);
    expect(page.meta('description')).toBe(boot.slogan);
    expect(page.canonical).toBe(`${SITE}/`);
    expect(page.meta('og:url')).toBe(`${SITE}/`);
    expect(page.meta('robots')).toBeNull();
    expect(page.ld[0]).toMatchObject({ '@type': 'WebSite', url: `${SITE}/` });
    expect(html).not.toContain('<!--ssr-');
    expect(page.document.getElementById('root')!.innerHTML).toBe('');
    expect(page.document.getElementById('bm-state')).toBeNull();
    // One title only (the template's static one is gone), and the CSP's zod script still runs first.
    expect(page.document.querySelectorAll('title')).toHaveLength(1);
    expect(page.document.querySelector('script[src]')!.getAttribute('src')).toBe('/zod-config.js');
  });

  it('a beat: title, Open Graph and Twitter card with cover, producer and price, and JSON-LD', async () => {
    const { data } = (await t.app.inject({ url: `/private-api/beat/${beatId}` })).json<{
      data: { price_from: number; full_title: string };
    }>();
    expect(data.full_title).toBe('Night Drive with Hook Pt. 2');
    const price = `${Math.floor(data.price_from / 100)}.${String(data.price_from % 100).padStart(2, '0')}`;
    const { status, page } = await visit('/beats/night-drive-seo');
    expect(status).toBe(200);
    expect(page.title).toBe('Night Drive with Hook Pt. 2 · Beatmarket');
    expect(page.canonical).toBe(`${SITE}/beats/night-drive-seo`);
    expect(page.meta('og:type')).toBe('music.song');
    expect(page.meta('og:title')).toBe('Night Drive with Hook Pt. 2');
    expect(page.meta('og:image')).toBe(`${SITE}/media/public/covers/night-drive.jpg`);
    expect(page.meta('og:site_name')).toBe('Beatmarket');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:image')).toBe(`${SITE}/media/public/covers/night-drive.jpg`);
    expect(page.meta('twitter:data1')).toMatch(/^from \$/);
    expect(page.meta('twitter:data2')).toBe('Marcus Reed');
    expect(page.meta('product:price:amount')).toBe(price);
    expect(page.meta('music:musician')).toBe(`${SITE}/profile/marcusreed`);
    expect(page.meta('description')).toContain('by Marcus Reed');
    expect(page.meta('description')).toContain('Boom Bap beat, 92 BPM');

    const graph = page.ld[0]!['@graph'] as Record<string, unknown>[];
    const product = graph.find((n) => n['@type'] === 'Product')!;
    const recording = graph.find((n) => n['@type'] === 'MusicRecording')!;
    expect(product).toMatchObject({
      name: 'Night Drive with Hook Pt. 2',
      image: `${SITE}/media/public/covers/night-drive.jpg`,
      offers: { '@type': 'Offer', price, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      additionalProperty: [
        { name: 'BPM', value: 92 },
        { name: 'Key', value: 'F minor' },
      ],
    });
    expect(recording).toMatchObject({
      byArtist: { '@type': 'Person', name: 'Marcus Reed', url: `${SITE}/profile/marcusreed` },
      duration: 'PT2M30S',
      genre: ['Boom Bap'],
    });
  });

  it('a feature is priced by its own price: 12345 cents is 123.45 dollars', async () => {
    await insertBeat(t.database.db, {
      slug: 'verse-for-hire',
      title: 'Verse For Hire',
      family: 'feature',
      price: 12345,
    });
    const { page } = await visit('/features/verse-for-hire');
    const product = (page.ld[0]!['@graph'] as Record<string, unknown>[])[0]!;
    expect(product.offers).toMatchObject({ price: '123.45', priceCurrency: 'USD' });
    expect(page.canonical).toBe(`${SITE}/features/verse-for-hire`);
    // No cover: a small card, no image tags.
    expect(page.meta('og:image')).toBeNull();
    expect(page.meta('twitter:card')).toBe('summary');
  });

  it('a share link /beat/{id} unfurls as the beat, with the beat page as canonical', async () => {
    const { status, page } = await visit(`/beat/${beatId}`);
    expect(status).toBe(200);
    expect(page.title).toBe('Night Drive with Hook Pt. 2 · Beatmarket');
    expect(page.canonical).toBe(`${SITE}/beats/night-drive-seo`);
  });

  it('unknown, unpublished and deleted beats are a 404 with the not-found head', async () => {
    await insertBeat(t.database.db, { slug: 'still-waiting', title: 'Still Waiting', publishedAt: null });
    const gone = await insertBeat(t.database.db, { slug: 'taken-down', title: 'Taken Down' });
    await t.database.db.update(beats).set({ deletedAt: new Date() }).where(eq(beats.id, gone));
    for (const url of [
      '/beats/no-such-beat',
      '/beats/still-waiting',
      '/beats/taken-down',
      '/beat/99999999999',
      '/beat/x',
    ]) {
      const { status, html, page } = await visit(url);
      expect(status, url).toBe(404);
      expect(page.title, url).toBe('Page not found · Beatmarket');
      expect(page.meta('robots'), url).toBe('noindex');
      expect(html, url).not.toMatch(/Still Waiting|Taken Down/);
      // Still the web app, which shows its not-found page.
      expect(page.document.getElementById('root'), url).not.toBeNull();
    }
  });

  it('a logged-in owner opening an unpublished beat gets the page (no 404) and nothing of the beat in the head', async () => {
    const producer = new Client(t.app, '10.77.0.1');
    await producer.login('producer@beatmarket.test');
    const { status, html, page, headers } = await visit('/beats/still-waiting', producer);
    expect(status).toBe(200);
    expect(page.title).toBe('Beatmarket');
    expect(page.meta('robots')).toBe('noindex');
    expect(html).not.toContain('Still Waiting');
    expect(headers['cache-control']).toBe('private, no-cache');
  });

  it('a producer: their name, their newest cover, canonical on their handle', async () => {
    for (const handle of ['marcusreed', 'ReedBeats']) {
      const { status, page } = await visit(`/profile/${handle}`);
      expect(status).toBe(200);
      expect(page.title).toBe('Marcus Reed · Beatmarket');
      expect(page.canonical).toBe(`${SITE}/profile/marcusreed`);
      expect(page.meta('og:type')).toBe('profile');
      expect(page.meta('og:image')).toBe(`${SITE}/media/public/covers/night-drive.jpg`);
    }
    expect((await visit('/profile/nobody-at-all')).status).toBe(404);
  });

  it('content pages: the policy title and text of its snippet; other pages their heading', async () => {
    const snippet = (await t.app.inject({ url: '/private-api/text_snippet/privacy' })).json<{
      data: { title: string };
    }>().data;
    const privacy = await visit('/page/privacy-policy');
    expect(privacy.page.title).toBe(`${snippet.title || 'Privacy Policy'} · Beatmarket`);
    expect(privacy.page.meta('description')!.length).toBeGreaterThan(40);
    expect(privacy.page.meta('description')).not.toMatch(/[<>]/);
    expect(privacy.page.canonical).toBe(`${SITE}/page/privacy-policy`);
    const about = (await visit('/page/about-us')).page;
    expect(about.title).toBe('About Us · Beatmarket');
    expect(about.meta('description')).toMatch(/^Beatmarket is a marketplace run by producers/);
    expect((await visit('/our-producers')).page.title).toBe('Our Producers · Beatmarket');
    expect((await visit('/page/no-such-page')).status).toBe(404);
  });

  it('admin, account and share-token pages: a plain title and noindex; searches are not indexed', async () => {
    for (const url of ['/users', '/checkout', '/profile', '/beats/', '/beats/night-drive-seo/edit', '/settings']) {
      const { status, page } = await visit(url);
      expect([status, page.title, page.meta('robots')], url).toEqual([200, 'Beatmarket', 'noindex']);
      expect(page.canonical, url).toBeNull();
    }
    expect((await visit('/dt/some-token/mp3')).page.title).toBe('MP3 download · Beatmarket');
    const search = await visit('/?search=piano');
    expect([search.page.title, search.page.meta('robots')]).toEqual(['Search: piano · Beatmarket', 'noindex']);
  });

  it('goes out compressed, revalidated, and varying with the session cookie', async () => {
    const res = await t.app.inject({ url: '/beats/night-drive-seo', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary).toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['cookie', 'accept-encoding']),
    );
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('unknown addresses are a 404 page; missing files stay a JSON 404', async () => {
    expect((await visit('/no/such/page')).status).toBe(404);
    // Odd names never reach a query: refused by the input guard (400) or no such page (404), never a 500.
    for (const url of ['/beats/%00', '/profile/a%00b', `/beats/${'a'.repeat(3000)}`, '/beat/%E0%A4%A', '/page/%'])
      expect([400, 404], url).toContain((await visit(url)).status);
    const asset = await t.app.inject({ url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toMatch(/json/);
  });

  it('escapes everything a producer typed', async () => {
    const title = `</title><script>alert(1)</script> "&' $& $'`;
    await insertBeat(t.database.db, {
      slug: 'escape-test',
      title,
      description: '<img src=x onerror=alert(2)> & </script><!--',
      imageUrl: '/media/public/covers/a"b.jpg',
    });
    const { status, html, page } = await visit('/beats/escape-test');
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(page.title).toBe(`${title} · Beatmarket`);
    expect(page.meta('og:title')).toBe(title);
    expect(page.meta('og:description')).toContain('<img src=x onerror=alert(2)> & </script><!--');
    const product = (page.ld[0]!['@graph'] as Record<string, unknown>[])[0]!;
    expect(product.name).toBe(title);
    // Only the template's scripts and the JSON-LD: nothing the title or description smuggled in.
    expect(
      [...page.document.querySelectorAll('script')].map((s) => s.getAttribute('type') ?? s.getAttribute('src')),
    ).toEqual(['application/ld+json', '/zod-config.js', 'module']);
  });
});
