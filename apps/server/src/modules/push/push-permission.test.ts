import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';
import { startLocalPushService } from '../../../test/fixtures/local-push-endpoint.js';
import { createPushRepository } from './push.repository.js';
import { createPushService } from './push.service.js';
import { allowlistPolicy } from '../../core/outbound/policy.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'admin'>>>;
let push: Awaited<ReturnType<typeof startLocalPushService>>;
const ids: Record<string, number> = {};
const subscriptionsOf = (userId: number) => t.app.services.push.subscriptionsOf(userId);

beforeAll(async () => {
  push = await startLocalPushService();
  // The local push service is on loopback: this test's configuration names it (decision 0071).
  t = await createTestContext({ PUSH_SERVICES: push.origin });
  c = await clientsByRole(t.app, '10.7.61', ['buyer', 'producer', 'admin']);
  for (const role of ['buyer', 'producer', 'admin'] as const)
    ids[role] = (await c[role].get<{ id: number }>('/private-api/profile')).body.data.id;
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const save = (who: keyof typeof c, userId: number, value: unknown) =>
  c[who].post(`/private-api/user/${userId}/save`, { field: 'push_permission', value });

describe('push_permission (the user autosave of a browser subscription, spec §7)', () => {
  it('gives the browsers the VAPID public key in the supporting data', async () => {
    const res = await c.visitor.get<{ push: { public_key: string } }>('/private-api/supporting-data');
    expect(res.body.data.push.public_key).toBe(t.config.push!.publicKey);
    expect(Buffer.from(res.body.data.push.public_key, 'base64url')).toHaveLength(65);
  });

  it('is saved by any logged-in user for themselves, and never moves to another account', async () => {
    const phone = push.subscribe('phone');
    for (const role of ['buyer', 'producer', 'admin'] as const) {
      const sub = push.subscribe(`${role}-laptop`);
      const res = await save(role, ids[role]!, sub);
      expect(res.status).toBe(200);
      // The answer is the user as any other save shows it; the subscription is no field of it.
      expect(res.body.data).not.toHaveProperty('push_permission');
      expect((await subscriptionsOf(ids[role]!)).map((s) => s.endpoint)).toEqual([sub.endpoint]);
    }
    expect((await save('buyer', ids.buyer!, phone)).status).toBe(200);
    expect((await save('buyer', ids.buyer!, phone)).status).toBe(200);
    expect(await subscriptionsOf(ids.buyer!)).toHaveLength(2);
    // Someone else saving that endpoint (another account on the same phone, or someone who learnt it)
    // does not take the buyer's notifications: refused on the field, the buyer keeps it.
    const taken = await save('producer', ids.producer!, { ...push.subscribe('thief-keys'), endpoint: phone.endpoint });
    expect(taken.status).toBe(409);
    expect(taken.body.response_data!.topic_id).toBe('push_permission');
    expect((await subscriptionsOf(ids.buyer!)).map((s) => s.endpoint)).toContain(phone.endpoint);
    expect((await subscriptionsOf(ids.producer!)).map((s) => s.endpoint)).not.toContain(phone.endpoint);
    const [kept] = (await subscriptionsOf(ids.buyer!)).filter((s) => s.endpoint === phone.endpoint);
    expect(kept!.publicKey).toBe(phone.public_key);
  });

  it('is removed by unsubscribing, only from the user’s own subscriptions', async () => {
    const tablet = push.subscribe('tablet');
    await save('buyer', ids.buyer!, tablet);
    // Another account naming that endpoint removes nothing of the buyer's.
    expect((await save('producer', ids.producer!, { endpoint: tablet.endpoint, unsubscribe: true })).status).toBe(200);
    expect((await subscriptionsOf(ids.buyer!)).map((s) => s.endpoint)).toContain(tablet.endpoint);
    expect((await save('buyer', ids.buyer!, { endpoint: tablet.endpoint, unsubscribe: true })).status).toBe(200);
    expect((await subscriptionsOf(ids.buyer!)).map((s) => s.endpoint)).not.toContain(tablet.endpoint);
  });

  it('is refused for anyone else’s account, administrators included (403/404)', async () => {
    const sub = push.subscribe('intruder');
    // A visitor has no account of their own; someone's user record does not exist for them (the mechanism's 404).
    expect((await save('visitor', ids.buyer!, sub)).status).toBe(404);
    expect((await save('producer', ids.buyer!, sub)).status).toBe(404);
    const byAdmin = await save('admin', ids.buyer!, sub);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.response_data!.topic_id).toBe('push_permission');
    expect((await subscriptionsOf(ids.buyer!)).map((s) => s.endpoint)).not.toContain(sub.endpoint);
  });

  it('is refused (409, on the field) when push is not configured', async () => {
    const off = createPushService({
      repo: createPushRepository(t.database.db),
      send: null,
      allow: allowlistPolicy([push.origin]),
      limits: t.app.services.limits,
      publicUrl: '',
      log: console,
    });
    await expect(off.savePermission(ids.buyer!, push.subscribe('no-keys'), '10.7.61.9')).rejects.toMatchObject({
      code: 'conflict',
      topicId: 'push_permission',
    });
    // Unsubscribing still works: a browser may leave whatever the configuration.
    await expect(off.savePermission(ids.buyer!, { endpoint: 'https://push.example/x', unsubscribe: true }, '10.7.61.9'))
      .resolves.not.toThrow;
  });

  it('answers a malformed subscription with 422 and the field named, never a 500', async () => {
    const sub = push.subscribe('broken');
    const cases: [unknown, string][] = [
      [{ ...sub, endpoint: 'javascript:alert(1)' }, 'push_permission.endpoint'],
      [{ ...sub, public_key: 'short' }, 'push_permission.public_key'],
      [{ ...sub, auth_token: '' }, 'push_permission.auth_token'],
      [{ ...sub, encoding: 'rot13' }, 'push_permission.encoding'],
      ['yes', 'push_permission'],
    ];
    for (const [value, field] of cases) {
      const res = await save('buyer', ids.buyer!, value);
      expect(res.status, JSON.stringify(value)).toBe(422);
      expect(res.body.response_data!.errors!.map((e) => e.topic_id)).toContain(field);
    }
  });
});
