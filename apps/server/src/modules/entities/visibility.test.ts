import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, createTestContext, type Client, type TestContext } from '../../../test/helpers.js';

/** Issue 13: deleted rows and the rows of hidden parents, on every entity of the generic mechanism. */
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'producer2' | 'admin'>>>;
type Beat = { id: number; producer_id: number; published_at: string | null; deleted_at: string | null };
type Rec = { id: number | string; deleted_at?: string | null };
let published: Beat;
let unpublished: Beat;

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.13.1', ['buyer', 'producer', 'producer2', 'admin']);
  const me = (await c.producer.get<{ id: number }>('/private-api/profile')).body.data.id;
  const mine = (await c.admin.get<Beat[]>('/private-api/beat/records?per_page=100')).body.data.filter(
    (b) => b.producer_id === me,
  );
  published = mine.find((b) => b.published_at !== null)!;
  unpublished = mine.find((b) => b.published_at === null)!;
});
afterAll(() => t.close());

const ids = async (client: Client, url: string) => {
  const res = await client.get<Rec[]>(url);
  expect(res.status, url).toBe(200);
  return res.body.data.map((r) => r.id);
};
const byBeat = (beatId: number) =>
  `/private-api/comment/records?per_page=100&filter=${encodeURIComponent(JSON.stringify({ beat_id: beatId }))}`;
const comment = async (client: Client, beatId: number, body: string) => {
  const res = await client.post<Rec>('/private-api/comment/create', { beat_id: beatId, body });
  expect(res.status).toBe(200);
  return res.body.data.id as number;
};

describe('the archive (deleted records) is for administrators only, on every entity', () => {
  it.each(['comment', 'license', 'text_snippet', 'beat', 'user', 'coupon', 'mail', 'order'])(
    '%s/records?archived=1',
    async (entity) => {
      const url = `/private-api/${entity}/records?archived=1`;
      expect((await c.visitor.get(url)).status).toBe(401);
      for (const who of [c.buyer, c.producer]) {
        const res = await who.get(url);
        expect(res.status).toBe(403);
        // Entities only administrators list at all refuse before looking at the query.
        if (['comment', 'license', 'text_snippet', 'beat'].includes(entity))
          expect(res.body.response_data?.topic_id).toBe('archived');
      }
      expect((await c.admin.get(url)).status).toBe(200);
    },
  );

  it('a deleted comment, licence or text snippet is neither listed nor read by id except by administrators', async () => {
    const commentId = await comment(c.buyer, published.id, 'soon gone');
    expect((await c.buyer.delete(`/private-api/comment/${commentId}`)).status).toBe(200);
    const licence = (await c.visitor.get<Rec[]>('/private-api/license/records')).body.data[0]!.id;
    expect((await c.admin.delete(`/private-api/license/${licence}`)).status).toBe(200);
    expect((await c.admin.delete('/private-api/text_snippet/tos')).status).toBe(200);

    for (const [entity, id] of [
      ['comment', commentId],
      ['license', licence],
      ['text_snippet', 'tos'],
    ] as const) {
      for (const who of [c.visitor, c.buyer, c.producer]) {
        expect(await ids(who, `/private-api/${entity}/records?per_page=100`)).not.toContain(id);
        expect((await who.get(`/private-api/${entity}/${id}`)).status, `${entity} ${id}`).toBe(404);
      }
      expect(await ids(c.admin, `/private-api/${entity}/records?archived=1&per_page=100`)).toContain(id);
      expect((await c.admin.get(`/private-api/${entity}/${id}`)).status).toBe(200);
    }
    await c.admin.post(`/private-api/license/${licence}/restore`);
    await c.admin.post('/private-api/text_snippet/tos/restore');
  });
});

describe('comments are as visible as their beat', () => {
  it('the comments of an unpublished beat: its producer and administrators only', async () => {
    const id = await comment(c.producer, unpublished.id, 'work in progress');
    for (const who of [c.visitor, c.buyer, c.producer2]) {
      expect(await ids(who, byBeat(unpublished.id))).toEqual([]);
      expect(await ids(who, '/private-api/comment/records?per_page=100')).not.toContain(id);
      expect((await who.get(`/private-api/comment/${id}`)).status).toBe(404);
      expect((await who.delete(`/private-api/comment/${id}`)).status).toBe(404);
    }
    for (const who of [c.producer, c.admin]) {
      expect(await ids(who, byBeat(unpublished.id))).toEqual([id]);
      expect((await who.get(`/private-api/comment/${id}`)).status).toBe(200);
    }
  });

  it('the comments of a deleted beat vanish with it and come back with it', async () => {
    const id = await comment(c.buyer, published.id, 'nice one');
    expect((await c.admin.delete(`/private-api/beat/${published.id}`)).status).toBe(200);
    for (const who of [c.visitor, c.buyer, c.producer]) {
      expect(await ids(who, byBeat(published.id))).toEqual([]);
      expect((await who.get(`/private-api/comment/${id}`)).status).toBe(404);
      // Counts too: a total that includes hidden rows tells they exist.
      const meta = (await who.get<Rec[]>(byBeat(published.id))).body.meta as { total: number; found: number };
      expect(meta.found).toBe(0);
    }
    expect(await ids(c.admin, byBeat(published.id))).toContain(id);
    expect((await c.admin.post(`/private-api/beat/${published.id}/restore`)).status).toBe(200);
    expect(await ids(c.visitor, byBeat(published.id))).toContain(id);
  });
});

describe('restoring', () => {
  it('a producer restores a beat they deleted; nobody else but administrators can', async () => {
    const beat = `/private-api/beat/${published.id}`;
    expect((await c.producer.delete(beat)).status).toBe(200);
    expect((await c.visitor.post(`${beat}/restore`)).status).toBe(404);
    expect((await c.buyer.post(`${beat}/restore`)).status).toBe(404);
    expect((await c.producer2.post(`${beat}/restore`)).status).toBe(404);
    // Still deleted: restoring does not make it readable by id to its producer beforehand.
    expect((await c.producer.get(beat)).status).toBe(404);
    const restored = await c.producer.post<Beat>(`${beat}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data.deleted_at).toBeNull();
    expect((await c.visitor.get(beat)).status).toBe(200);
  });

  it("a producer cannot undo an administrator's delete of their beat; an administrator can", async () => {
    const beat = `/private-api/beat/${published.id}`;
    expect((await c.admin.delete(beat)).status).toBe(200);
    expect((await c.producer.post(`${beat}/restore`)).status).toBe(404);
    expect((await c.visitor.get(beat)).status).toBe(404);
    expect((await c.admin.post(`${beat}/restore`)).status).toBe(200);
    expect((await c.visitor.get(beat)).status).toBe(200);
  });

  it('an author restores their own comment; another user cannot', async () => {
    const id = await comment(c.buyer, published.id, 'oops, deleted');
    expect((await c.buyer.delete(`/private-api/comment/${id}`)).status).toBe(200);
    expect((await c.producer2.post(`/private-api/comment/${id}/restore`)).status).toBe(404);
    expect((await c.buyer.post(`/private-api/comment/${id}/restore`)).status).toBe(200);
    expect(await ids(c.visitor, byBeat(published.id))).toContain(id);
  });
});
