import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'admin'>>>;
let buyerId: number;
type Note = {
  id: number;
  entity: string;
  record_id: string;
  body: string;
  color: string;
  created_by: number;
  created_by_name: string | null;
  deleted_at: string | null;
};

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.7.33', ['buyer', 'producer', 'admin']);
  buyerId = (await c.buyer.get<{ id: number }>('/private-api/profile')).body.data.id;
});
afterAll(() => t.close());

const onBuyer = () => ({ entity: 'user', record_id: buyerId, body: 'Asked for an invoice by mail', color: 'pink' });
const listOf = (entity: string, id: number | string) =>
  `/private-api/post_it/records?filter=${encodeURIComponent(JSON.stringify({ entity: [entity], record_id: [String(id)] }))}`;

describe('post-its (administrators’ sticky notes on records)', () => {
  it('are refused to visitors (401) and to every other role (403 on lists and writes, 404 on a note)', async () => {
    const made = await c.admin.post<Note>('/private-api/post_it/create', onBuyer());
    expect(made.status).toBe(200);
    const id = made.body.data.id;
    expect((await c.visitor.get('/private-api/post_it/records')).status).toBe(401);
    expect((await c.visitor.post('/private-api/post_it/create', onBuyer())).status).toBe(401);
    for (const who of [c.buyer, c.producer]) {
      expect((await who.get('/private-api/post_it/records')).status).toBe(403);
      expect((await who.get(listOf('user', buyerId))).status).toBe(403);
      expect((await who.post('/private-api/post_it/create', onBuyer())).status).toBe(403);
      // A note someone may not read does not exist for them.
      expect((await who.get(`/private-api/post_it/${id}`)).status).toBe(404);
      expect((await who.post(`/private-api/post_it/${id}/save`, { body: 'mine now' })).status).toBe(404);
      expect((await who.delete(`/private-api/post_it/${id}`)).status).toBe(404);
    }
    expect((await c.admin.get<Note>(`/private-api/post_it/${id}`)).body.data.body).toBe(onBuyer().body);
  });

  it('are made with per-field checks, sign their author and list per record, newest first', async () => {
    const bad = await c.admin.post('/private-api/post_it/create', {
      entity: 'user',
      record_id: 'a b',
      body: 'x'.repeat(2001),
      color: 'plaid',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.response_data!.errors!.map((e) => e.topic_id).sort()).toEqual(['body', 'color', 'record_id']);
    const blank = await c.admin.post('/private-api/post_it/create', { ...onBuyer(), body: '   ' });
    expect(blank.body.response_data!.errors).toEqual([{ topic_id: 'body', message: 'Write something on the note' }]);
    const unknown = await c.admin.post('/private-api/post_it/create', { ...onBuyer(), entity: 'usr' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.response_data!.topic_id).toBe('entity');

    const first = await c.admin.post<Note>('/private-api/post_it/create', { ...onBuyer(), body: '  First  ' });
    expect(first.body.data).toMatchObject({ body: 'First', record_id: String(buyerId), color: 'pink' });
    expect(first.body.data.created_by_name).toBe('Ada Admin');
    const second = await c.admin.post<Note>('/private-api/post_it/create', {
      entity: 'user',
      record_id: String(buyerId),
      body: 'Second',
    });
    expect(second.body.data.color).toBe('yellow');
    await c.admin.post('/private-api/post_it/create', { entity: 'text_snippet', record_id: 'tos', body: 'Elsewhere' });
    const list = await c.admin.get<Note[]>(listOf('user', buyerId));
    expect(list.body.data.slice(0, 2).map((n) => n.body)).toEqual(['Second', 'First']);
    expect(list.body.data.every((n) => n.entity === 'user' && n.record_id === String(buyerId))).toBe(true);
    expect((await c.admin.get<Note[]>(listOf('text_snippet', 'tos'))).body.data.map((n) => n.body)).toEqual([
      'Elsewhere',
    ]);
  });

  it('change body and colour only, and delete into the archive and back', async () => {
    const note = (await c.admin.post<Note>('/private-api/post_it/create', onBuyer())).body.data;
    const saved = await c.admin.post<Note>(`/private-api/post_it/${note.id}/save`, { field: 'body', value: 'Paid' });
    expect(saved.body.data.body).toBe('Paid');
    const moved = await c.admin.post(`/private-api/post_it/${note.id}/save`, { entity: 'order' });
    expect(moved.status).toBe(403);
    expect((await c.admin.post(`/private-api/post_it/${note.id}/save`, { body: '' })).status).toBe(422);
    expect((await c.admin.get<Note>(`/private-api/post_it/${note.id}`)).body.data.body).toBe('Paid');

    expect((await c.admin.delete(`/private-api/post_it/${note.id}`)).status).toBe(200);
    const live = (await c.admin.get<Note[]>(listOf('user', buyerId))).body.data;
    expect(live.map((n) => n.id)).not.toContain(note.id);
    const archived = (await c.admin.get<Note[]>(`${listOf('user', buyerId)}&archived=1`)).body.data;
    expect(archived.map((n) => n.id)).toContain(note.id);
    expect((await c.admin.post<Note>(`/private-api/post_it/${note.id}/restore`)).body.data.deleted_at).toBeNull();
  });
});
