import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
let beatId: number;
let hiddenId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const admin = new Client(ctx.app, '10.90.0.9');
  await admin.login('admin@beatmarket.test');
  const beats = (
    await admin.get<{ id: number; published_at: string | null }[]>('/private-api/beat/records?per_page=100')
  ).body.data;
  beatId = beats.find((b) => b.published_at !== null)!.id;
  hiddenId = beats.find((b) => b.published_at === null)!.id;
});
afterAll(() => ctx.close());

const list = (c: Client, id: number) =>
  c.get<{ id: number; body: string; author_name: string }[]>(
    `/private-api/comment/records?filter=${encodeURIComponent(JSON.stringify({ beat_id: id }))}`,
  );

describe('comments', () => {
  it('a logged-in user comments in plain text; everyone reads it; the count follows', async () => {
    const buyer = new Client(ctx.app, '10.90.0.1');
    await buyer.login('buyer@beatmarket.test');
    const body = '<script>alert(1)</script> Fire beat & "clean" mix';
    const created = await buyer.post<{ id: number; body: string }>('/private-api/comment/create', {
      beat_id: beatId,
      body,
    });
    expect(created.status).toBe(200);
    expect(created.headers['content-type']).toMatch(/application\/json/);
    // Stored and returned verbatim as text: the web app renders it as a text node, never as HTML.
    expect(created.body.data.body).toBe(body);
    const visitor = new Client(ctx.app, '10.90.0.2');
    const read = await list(visitor, beatId);
    expect(read.body.data).toMatchObject([{ body, author_name: 'Jay' }]);
    expect((await visitor.get<{ comment_count: number }>(`/private-api/beat/${beatId}`)).body.data.comment_count).toBe(
      1,
    );

    const other = new Client(ctx.app, '10.90.0.3');
    await other.login('producer2@beatmarket.test');
    expect((await other.delete(`/private-api/comment/${created.body.data.id}`)).status).toBe(403);
    expect((await buyer.delete(`/private-api/comment/${created.body.data.id}`)).status).toBe(200);
    expect((await list(visitor, beatId)).body.data).toEqual([]);
    expect((await visitor.get<{ comment_count: number }>(`/private-api/beat/${beatId}`)).body.data.comment_count).toBe(
      0,
    );
  });

  it('refuses visitors, empty or overlong text, and beats the user cannot see', async () => {
    expect(
      (await new Client(ctx.app, '10.90.0.4').post('/private-api/comment/create', { beat_id: beatId, body: 'hi' }))
        .status,
    ).toBe(401);
    const buyer = new Client(ctx.app, '10.90.0.5');
    await buyer.login('buyer@beatmarket.test');
    expect((await buyer.post('/private-api/comment/create', { beat_id: beatId, body: '   ' })).status).toBe(422);
    expect((await buyer.post('/private-api/comment/create', { beat_id: beatId, body: 'x'.repeat(2001) })).status).toBe(
      422,
    );
    expect((await buyer.post('/private-api/comment/create', { beat_id: hiddenId, body: 'sneaky' })).status).toBe(404);
  });
});
