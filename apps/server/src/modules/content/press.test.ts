import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';
import { textSnippets } from '../../db/schema/index.js';
import { seedContent } from '../../seed/seed.js';
import { seedDemoPress } from '../../seed/content-seed.js';
import { PRESS_PAGE } from '../../seed/press-page.js';

/** The built web app in miniature, with the real press kit files the build copies from public/. */
const webDist = mkdtempSync(path.join(tmpdir(), 'bm-press-'));
mkdirSync(path.join(webDist, 'press'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
const KIT = ['beatmarket-logo.svg', 'beatmarket-logo.png', 'beatmarket-wordmark.svg', 'beatmarket-wordmark.png'];
for (const f of KIT)
  copyFileSync(path.join(__dirname, '../../../../web/public/press', f), path.join(webDist, 'press', f));

let ctx: TestContext;
let as: Record<'visitor' | 'buyer' | 'producer' | 'producer2' | 'admin', Client>;
beforeAll(async () => {
  ctx = await createTestContext({ WEB_DIST: webDist });
  as = await clientsByRole(ctx.app, '10.83.0', ['buyer', 'producer', 'producer2', 'admin']);
});
afterAll(() => ctx.close());

type Content = { title: string; content: string };
const press = async () => (await as.visitor.get<Content>('/private-api/content/snippet/press')).body.data;

describe('press page (issue 34)', () => {
  it('the public menu links Press to its page', async () => {
    const boot = (
      await as.visitor.get<{ public_menu: { id: string; path?: string }[] }>('/private-api/supporting-data')
    ).body.data;
    expect(boot.public_menu.find((i) => i.id === 'press')).toMatchObject({ label: 'Press', path: '/page/press' });
  });

  it('every install has the text; the demo lists its articles', async () => {
    const page = await press();
    expect(page.title).toBe('Press');
    expect(page.content).toContain('<h2>Articles</h2>');
    expect(page.content).toContain('Studio Notes Weekly');
    const fresh = await ctx.database.db.select().from(textSnippets).where(eq(textSnippets.id, 'press'));
    expect(PRESS_PAGE).not.toContain('Studio Notes Weekly');
    expect(fresh[0]?.content).not.toBe(PRESS_PAGE);
  });

  it('who may edit it: visitor 401, buyer, producers 403, administrator saves; the demo seed keeps the edit', async () => {
    const save = (c: Client) =>
      c.post('/private-api/text_snippet/press/save', { field: 'content', value: '<p>Our coverage.</p>' });
    expect((await save(as.visitor)).status).toBe(401);
    for (const c of [as.buyer, as.producer, as.producer2]) expect((await save(c)).status).toBe(403);
    expect((await save(as.admin)).status).toBe(200);
    await seedContent(ctx.database.db);
    await seedDemoPress(ctx.database.db);
    expect((await press()).content).toBe('<p>Our coverage.</p>');
  });

  it('serves the press kit as downloads: an SVG and PNGs of the logo', async () => {
    for (const f of KIT) {
      const res = await ctx.app.inject({ method: 'GET', url: `/press/${f}` });
      expect(res.statusCode, f).toBe(200);
      expect(res.headers['content-disposition'], f).toBe('attachment');
      expect(res.headers['content-type'], f).toMatch(f.endsWith('.svg') ? /^image\/svg\+xml/ : /^image\/png/);
    }
    // Other public files still open in the browser.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/index.html' })).headers['content-disposition'],
    ).toBeUndefined();
  });
});
