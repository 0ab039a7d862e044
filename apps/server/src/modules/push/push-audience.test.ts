import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationData } from '@beatmarket/shared';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';
import { users } from '../../db/schema/index.js';
import { startLocalPushService } from '../../../test/fixtures/local-push-endpoint.js';

type Role = 'buyer' | 'producer' | 'producer2' | 'admin';
const ROLES: Role[] = ['buyer', 'producer', 'producer2', 'admin'];
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<Role>>>;
let push: Awaited<ReturnType<typeof startLocalPushService>>;
const ids = {} as Record<Role, number>;

beforeAll(async () => {
  push = await startLocalPushService();
  t = await createTestContext({ PUSH_SERVICES: push.origin });
  c = await clientsByRole(t.app, '10.7.64', ROLES);
  for (const role of ROLES) {
    ids[role] = (await c[role].get<{ id: number }>('/private-api/profile')).body.data.id;
    const saved = await c[role].post(`/private-api/user/${ids[role]}/save`, {
      field: 'push_permission',
      value: push.subscribe(`${role}-browser`),
    });
    expect(saved.status).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const save = (id: number, field: string, value: unknown) =>
  c.admin.post<NotificationData>(`/private-api/notification/${id}/save`, { field, value });
async function sendTo(audience: string, link?: string) {
  const made = await c.admin.post<NotificationData>('/private-api/notification/create', {
    title: `To ${audience}`,
    message: 'New beats are live',
    audience,
  });
  expect(made.status).toBe(200);
  const id = made.body.data.id;
  if (link !== undefined) expect((await save(id, 'link', link)).status).toBe(200);
  expect((await c.admin.post(`/private-api/notification/${id}/send`, {})).status).toBe(200);
  expect(await t.app.services.push.worker.drain()).toBe(1);
  const got = push.received.filter((r) => (r.payload as { id: number }).id === id);
  return { id, browsers: got.map((r) => r.browser).sort(), payloads: got.map((r) => r.payload) };
}
const setNews = (role: Role, news: boolean) => t.database.db.update(users).set({ news }).where(eq(users.id, ids[role]));

describe('push audiences: every subscription the audience covers, and nothing else', () => {
  it('everyone is the default and reaches every subscribed browser', async () => {
    const made = await c.admin.post<NotificationData>('/private-api/notification/create', { title: 'Hi' });
    expect(made.body.data).toMatchObject({ audience: 'everyone', link: null });
    expect((await sendTo('everyone')).browsers).toEqual([
      'admin-browser',
      'buyer-browser',
      'producer-browser',
      'producer2-browser',
    ]);
  });

  it('newsletter: buyers who opted in (spec §1), read when it is sent', async () => {
    await setNews('buyer', true);
    await setNews('producer', true);
    expect((await sendTo('newsletter')).browsers).toEqual(['buyer-browser']);
    await setNews('buyer', false);
    expect((await sendTo('newsletter')).browsers).toEqual([]);
    await setNews('buyer', true);
  });

  it('producers and administrators', async () => {
    expect((await sendTo('producers')).browsers).toEqual(['producer-browser', 'producer2-browser']);
    expect((await sendTo('administrators')).browsers).toEqual(['admin-browser']);
  });

  it('a link opens that path on this site; none opens the home page', async () => {
    const linked = await sendTo('administrators', '/beats?genre=trap');
    expect(linked.payloads[0]).toMatchObject({ url: 'http://beatmarket.test/beats?genre=trap' });
    const cleared = await sendTo('administrators', '');
    expect(cleared.payloads[0]).toMatchObject({ url: 'http://beatmarket.test/' });
  });

  it('refuses another site, a protocol-relative address and an unknown audience, on the field', async () => {
    const id = (await c.admin.post<NotificationData>('/private-api/notification/create', { title: 'Bad' })).body.data
      .id;
    for (const link of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', '/\\evil.example', 'beats'])
      expect((await save(id, 'link', link)).body.response_data?.errors?.[0]?.topic_id).toBe('link');
    const audience = await save(id, 'audience', 'everybody');
    expect(audience.status).toBe(422);
    expect(audience.body.response_data?.errors?.[0]?.topic_id).toBe('audience');
    expect((await c.admin.post('/private-api/notification/create', { link: 'http://x.test' })).status).toBe(422);
  });

  it('only administrators choose an audience (others cannot see the record: 404)', async () => {
    const id = (await c.admin.post<NotificationData>('/private-api/notification/create', { title: 'Mine' })).body.data
      .id;
    for (const role of ['buyer', 'producer'] as const)
      expect(
        (await c[role].post(`/private-api/notification/${id}/save`, { field: 'audience', value: 'producers' })).status,
      ).toBe(404);
    expect((await c.buyer.post('/private-api/notification/create', { audience: 'producers' })).status).toBe(403);
    expect((await c.visitor.post('/private-api/notification/create', { audience: 'producers' })).status).toBe(401);
  });
});
