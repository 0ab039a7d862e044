import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationData } from '@beatmarket/shared';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'admin'>>>;

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.7.62', ['buyer', 'producer', 'admin']);
});
afterAll(() => t.close());

const create = (body: unknown) => c.admin.post<NotificationData>('/private-api/notification/create', body);
const field = (id: number, name: string, value: unknown) =>
  c.admin.post<NotificationData>(`/private-api/notification/${id}/save`, { field: name, value });
const list = () => c.admin.get<NotificationData[]>('/private-api/notification/records?per_page=0');

describe('notifications (the bell’s editor, spec §4 and §7)', () => {
  it('are the administrators’ only: visitors 401, buyers and producers 403 (404 on a record)', async () => {
    const made = await create({ title: 'New drops' });
    const id = made.body.data.id;
    expect((await c.visitor.get('/private-api/notification/records')).status).toBe(401);
    expect((await c.visitor.post('/private-api/notification/create', { title: 'x' })).status).toBe(401);
    expect((await c.visitor.post(`/private-api/notification/${id}/send`, {})).status).toBe(404);
    for (const who of [c.buyer, c.producer]) {
      expect((await who.get('/private-api/notification/records?per_page=0')).status).toBe(403);
      expect((await who.post('/private-api/notification/create', { title: 'x' })).status).toBe(403);
      expect((await who.get(`/private-api/notification/${id}`)).status).toBe(404);
      expect((await who.post(`/private-api/notification/${id}/save`, { field: 'title', value: 'x' })).status).toBe(404);
      expect((await who.post(`/private-api/notification/${id}/send`, {})).status).toBe(404);
      expect((await who.delete(`/private-api/notification/${id}`)).status).toBe(404);
    }
    expect((await c.admin.get<NotificationData>(`/private-api/notification/${id}`)).body.data.title).toBe('New drops');
  });

  it('are created from the first field, then autosaved one field at a time, signed by their author', async () => {
    const made = await create({ message: 'Fresh trap beats every Friday' });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ title: '', status: 'draft', available_at: null, sent: 0, failed: 0 });
    expect(made.body.data.user_name).toMatch(/\S/);
    const id = made.body.data.id;
    expect((await field(id, 'title', '  Friday drop  ')).body.data.title).toBe('Friday drop');
    const at = '2030-01-02T10:00:00.000Z';
    expect((await field(id, 'available_at', at)).body.data.available_at).toBe(at);
    expect((await field(id, 'available_at', null)).body.data.available_at).toBeNull();
    const read = await c.admin.get<NotificationData>(`/private-api/notification/${id}`);
    expect(read.body.data).toMatchObject({ title: 'Friday drop', message: 'Fresh trap beats every Friday' });
    expect(read.body.data.user_name).toMatch(/\S/);
  });

  it('name the field of a bad value (422 with topic_id), and refuse unknown fields', async () => {
    const id = (await create({ title: 'Checks' })).body.data.id;
    const long = await field(id, 'title', 'x'.repeat(121));
    expect(long.status).toBe(422);
    expect(long.body.response_data!.topic_id).toBe('title');
    const when = await field(id, 'available_at', 'next friday');
    expect(when.status).toBe(422);
    expect(when.body.response_data!.topic_id).toBe('available_at');
    const status = await field(id, 'status', 'sent');
    expect(status.status).toBe(403);
    expect(status.body.response_data!.topic_id).toBe('status');
    const badCreate = await create({ message: 'x'.repeat(1001) });
    expect(badCreate.status).toBe(422);
    expect(badCreate.body.response_data!.topic_id).toBe('message');
  });

  it('are sent only with a title and a message (the field named), then scheduled and no longer editable', async () => {
    const id = (await create({ title: 'Only a title' })).body.data.id;
    const refused = await c.admin.post(`/private-api/notification/${id}/send`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.response_data!.topic_id).toBe('message');
    await field(id, 'message', 'And now a message');
    const at = new Date(Date.now() + 3600_000).toISOString();
    await field(id, 'available_at', at);
    const sent = await c.admin.post<NotificationData>(`/private-api/notification/${id}/send`, {});
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'scheduled', available_at: at });
    expect((await c.admin.post(`/private-api/notification/${id}/send`, {})).status).toBe(409);
    const late = await field(id, 'title', 'Too late');
    expect(late.status).toBe(409);
    // Cancel takes it back to a draft, editable again; a draft cannot be cancelled.
    expect((await c.admin.post<NotificationData>(`/private-api/notification/${id}/cancel`, {})).body.data.status).toBe(
      'draft',
    );
    expect((await c.admin.post(`/private-api/notification/${id}/cancel`, {})).status).toBe(409);
    expect((await field(id, 'title', 'Edited again')).status).toBe(200);
    // Sending without a time sends now: available_at is set to the moment of sending.
    await field(id, 'available_at', null);
    const now = await c.admin.post<NotificationData>(`/private-api/notification/${id}/send`, {});
    expect(Date.parse(now.body.data.available_at!)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('list whole (per_page 0) by available_at ascending, and soft-delete', async () => {
    const a = (await create({ title: 'Later', available_at: '2031-05-01T00:00:00.000Z' })).body.data.id;
    const b = (await create({ title: 'Sooner', available_at: '2031-01-01T00:00:00.000Z' })).body.data.id;
    const rows = (await list()).body.data.filter((n) => [a, b].includes(n.id));
    expect(rows.map((n) => n.title)).toEqual(['Sooner', 'Later']);
    const sorted = await c.admin.get<NotificationData[]>(
      '/private-api/notification/records?per_page=0&sort=-available_at',
    );
    expect(sorted.body.data.filter((n) => [a, b].includes(n.id)).map((n) => n.title)).toEqual(['Later', 'Sooner']);
    expect((await c.admin.delete(`/private-api/notification/${a}`)).status).toBe(200);
    expect((await list()).body.data.map((n) => n.id)).not.toContain(a);
  });
});
