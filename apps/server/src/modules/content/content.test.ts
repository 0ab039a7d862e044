import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textSnippets } from '../../db/schema/index.js';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
let as: Record<'visitor' | 'buyer' | 'producer' | 'admin', Client>;
beforeAll(async () => {
  ctx = await createTestContext();
  as = await clientsByRole(ctx.app, '10.81.0', ['buyer', 'producer', 'admin']);
});
afterAll(() => ctx.close());

type Content = { id: string; title: string; content: string; updated_at: string | null };
type Version = {
  id: number;
  title: string;
  content: string;
  created_by: number | null;
  created_by_name: string | null;
};
const page = (id: string) => as.visitor.get<Content>(`/private-api/content/snippet/${id}`);

describe('content pages', () => {
  it('every page slug, the services and testimonials pages and the dialogs have seeded copy', async () => {
    for (const id of ['about-us', 'artist-features', 'custom-beats', 'store', 'contests', 'our-clients']) {
      const res = await page(id);
      expect(res.status, id).toBe(200);
      expect(res.body.data.content.length, id).toBeGreaterThan(200);
    }
    for (const id of ['general-faq', 'beats_faq', 'artists-faq', 'mix-master', 'premium-users', 'contact', 'tos']) {
      expect((await page(id)).body.data.content, id).toMatch(/^<(p|h2)>/);
    }
    expect((await page('about-us')).body.data.content).not.toMatch(/lorem/i);
    // An id nobody wrote answers empty content (the premium dialog's fallback), a malformed one 422.
    expect((await page('no-such-text')).body.data).toMatchObject({ title: '', content: '', updated_at: null });
    expect((await page('Bad%20Id!')).status).toBe(422);
  });

  it('who may edit: visitor 401, buyer 403, producer 403, administrator saves', async () => {
    const save = (c: Client) =>
      c.post('/private-api/text_snippet/about-us/save', { field: 'title', value: 'Who we are' });
    expect((await save(as.visitor)).status).toBe(401);
    expect((await save(as.buyer)).status).toBe(403);
    expect((await save(as.producer)).status).toBe(403);
    expect((await save(as.admin)).status).toBe(200);
    expect((await page('about-us')).body.data.title).toBe('Who we are');
    for (const c of [as.visitor, as.buyer, as.producer])
      expect((await c.post('/private-api/text_snippet/about-us/versions', {})).status).toBe(
        c === as.visitor ? 401 : 403,
      );
    expect((await as.buyer.post('/private-api/text_snippet/about-us/restore_version', { version_id: 1 })).status).toBe(
      403,
    );
  });

  it('a <script> never reaches a page: cleaned on save, and on read for rows written around the API', async () => {
    const dirty =
      '<h2>Hi</h2><p onclick="x()">Text<script>alert(1)</script></p><iframe src="https://evil.example/embed/x"></iframe>' +
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="640" height="360" data-fit="width" onload="x()"></iframe>' +
      '<p><a href="id::purchase-info">info</a> <a href="javascript:alert(1)">bad</a></p>';
    const saved = await as.admin.post<{ content: string }>('/private-api/text_snippet/store/save', {
      field: 'content',
      value: dirty,
    });
    expect(saved.status).toBe(200);
    const clean =
      '<h2>Hi</h2><p>Text</p><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="640" height="360" data-fit="width" style="aspect-ratio:640/360"></iframe>' +
      '<p><a href="id::purchase-info">info</a> <a>bad</a></p>';
    expect(saved.body.data.content).toBe(clean);
    expect((await page('store')).body.data.content).toBe(clean);

    await ctx.database.db
      .update(textSnippets)
      .set({ content: '<p>Raw<script>alert(1)</script><img src="/media/a.png" onerror="alert(1)"></p>' })
      .where(eq(textSnippets.id, 'contests'));
    // The cache of this process was not told (a write around the API): the next edit, or a minute, shows it.
    await as.admin.post('/private-api/text_snippet/contests/save', { field: 'title', value: 'Contests' });
    const read = await page('contests');
    expect(read.body.data.content).toBe('<p>Raw<img src="/media/a.png" /></p>');
    expect(read.body.data.content).not.toContain('script');
  });

  it('cached for visitors, dropped at once when an administrator edits', async () => {
    await page('custom-beats');
    await ctx.database.db
      .update(textSnippets)
      .set({ title: 'Changed behind the cache' })
      .where(eq(textSnippets.id, 'custom-beats'));
    expect((await page('custom-beats')).body.data.title).toBe('Custom Beats');
    await as.admin.post('/private-api/text_snippet/custom-beats/save', { field: 'title', value: 'Beats made for you' });
    expect((await page('custom-beats')).body.data.title).toBe('Beats made for you');
  });

  it('every edit is a version; restoring one puts it back as a new version', async () => {
    const original = (await page('our-clients')).body.data;
    await as.admin.post('/private-api/text_snippet/our-clients/save', { field: 'content', value: '<p>First edit</p>' });
    await as.admin.post('/private-api/text_snippet/our-clients/save', {
      field: 'content',
      value: '<p>Second edit</p>',
    });
    const list = await as.admin.post<Version[]>('/private-api/text_snippet/our-clients/versions', {});
    expect(list.status).toBe(200);
    expect(list.body.data.map((v) => v.content)).toEqual(['<p>Second edit</p>', '<p>First edit</p>', original.content]);
    expect(list.body.data[0]!.created_by_name).toBeTruthy();
    expect(list.body.data[2]!.created_by).toBeNull(); // the seeded text the first edit replaced

    const restored = await as.admin.post<{ content: string }>('/private-api/text_snippet/our-clients/restore_version', {
      version_id: list.body.data[2]!.id,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.data.content).toBe(original.content);
    expect((await page('our-clients')).body.data.content).toBe(original.content);
    const after = await as.admin.post<Version[]>('/private-api/text_snippet/our-clients/versions', {});
    expect(after.body.data).toHaveLength(4);

    // A version of another text, or none at all, is refused without touching the text.
    const other = (await as.admin.post<Version[]>('/private-api/text_snippet/store/versions', {})).body.data[0]!;
    const wrong = await as.admin.post('/private-api/text_snippet/our-clients/restore_version', {
      version_id: other.id,
    });
    expect(wrong.status).toBe(404);
    const bad = await as.admin.post('/private-api/text_snippet/our-clients/restore_version', { version_id: 'x' });
    expect(bad.status).toBe(422);
    expect((await page('our-clients')).body.data.content).toBe(original.content);
  });
});
