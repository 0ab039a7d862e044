import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textSnippets } from '../../db/schema/index.js';
import { Client, createTestContext, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const filter = (ids: string[]) =>
  `/private-api/text_snippet/records?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`;

describe('text snippets', () => {
  it('anyone reads the policy texts by id', async () => {
    const res = await new Client(ctx.app).get<{ id: string; title: string; content: string }[]>(
      filter(['tos', 'privacy']),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((s) => s.id).sort()).toEqual(['privacy', 'tos']);
    expect(res.body.data.find((s) => s.id === 'tos')?.title).toBe('Usage Policy');
  });

  it('only administrators edit them', async () => {
    const buyer = new Client(ctx.app, '10.50.0.1');
    await buyer.login('buyer@beatmarket.test');
    const admin = new Client(ctx.app, '10.50.0.2');
    await admin.login('admin@beatmarket.test');
    const list = await admin.get<{ id: string }[]>('/private-api/text_snippet/records');
    expect(list.body.meta.total).toBeGreaterThanOrEqual(5);
    expect((await buyer.post('/private-api/text_snippet/create', { id: 'x' })).status).toBe(403);
    expect((await buyer.post('/private-api/text_snippet/tos/save', { field: 'title', value: 'Hacked' })).status).toBe(
      403,
    );
    const saved = await admin.post<{ title: string }>('/private-api/text_snippet/tos/save', {
      field: 'title',
      value: 'Terms of Use',
    });
    expect(saved.status).toBe(200);
    const read = await new Client(ctx.app).get<{ title: string }>('/private-api/text_snippet/tos');
    expect(read.body.data.title).toBe('Terms of Use');
    expect((await admin.get('/private-api/text_snippet/Bad%20Id!')).status).toBe(422);
  });

  it('stored HTML is sanitised on save and again when read', async () => {
    const admin = new Client(ctx.app, '10.50.0.3');
    await admin.login('admin@beatmarket.test');
    const dirty =
      '<h2>Terms</h2><p onclick="steal()">Read <a href="javascript:alert(1)">this</a> and <a href="https://example.com" target="_blank">that</a>.</p>' +
      '<script>alert(document.cookie)</script><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe><style>body{display:none}</style>';
    const saved = await admin.post<{ content: string }>('/private-api/text_snippet/privacy/save', {
      field: 'content',
      value: dirty,
    });
    expect(saved.status).toBe(200);
    const clean =
      '<h2>Terms</h2><p>Read <a>this</a> and <a href="https://example.com" target="_blank" rel="noopener noreferrer">that</a>.</p><img src="x" />';
    expect(saved.body.data.content).toBe(clean);
    const [stored] = await ctx.database.db.select().from(textSnippets).where(eq(textSnippets.id, 'privacy'));
    expect(stored!.content).toBe(clean);

    // A row written around the API (an old row, a manual fix) is cleaned on the way out too.
    await ctx.database.db
      .update(textSnippets)
      .set({ content: '<p>Hi<script>alert(1)</script><img src="https://cdn.example/a.png" onerror="alert(1)"></p>' })
      .where(eq(textSnippets.id, 'tos'));
    const read = await new Client(ctx.app).get<{ content: string }>('/private-api/text_snippet/tos');
    expect(read.body.data.content).toBe('<p>Hi<img src="https://cdn.example/a.png" /></p>');
  });
});
