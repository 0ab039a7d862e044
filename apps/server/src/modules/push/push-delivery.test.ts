import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationData } from '@beatmarket/shared';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';
import { notifications, pushDeliveries } from '../../db/schema/index.js';
import { startLocalPushService } from '../../../test/fixtures/local-push-endpoint.js';
import { createPushRepository } from './push.repository.js';
import { createPushService } from './push.service.js';
import { createWebPushSender } from './web-push.adapter.js';
import { allowlistPolicy } from '../../core/outbound/policy.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'admin'>>>;
let push: Awaited<ReturnType<typeof startLocalPushService>>;
const ids: Record<string, number> = {};
const quiet = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  push = await startLocalPushService();
  t = await createTestContext({ PUSH_SERVICES: push.origin });
  c = await clientsByRole(t.app, '10.7.63', ['buyer', 'producer', 'admin']);
  for (const role of ['buyer', 'producer', 'admin'] as const)
    ids[role] = (await c[role].get<{ id: number }>('/private-api/profile')).body.data.id;
});
afterAll(async () => {
  push.holdWith(null);
  await t.close();
  await push.close();
});

const subscribe = async (role: 'buyer' | 'producer' | 'admin', browser: string) => {
  const res = await c[role].post(`/private-api/user/${ids[role]}/save`, {
    field: 'push_permission',
    value: push.subscribe(browser),
  });
  expect(res.status).toBe(200);
};
const unsubscribeAll = async () => {
  for (const role of ['buyer', 'producer', 'admin'] as const)
    for (const s of await t.app.services.push.subscriptionsOf(ids[role]!))
      await c[role].post(`/private-api/user/${ids[role]}/save`, {
        field: 'push_permission',
        value: { endpoint: s.endpoint, unsubscribe: true },
      });
};
async function compose(title: string, message: string, availableAt?: string) {
  const made = await c.admin.post<NotificationData>('/private-api/notification/create', { title });
  const id = made.body.data.id;
  await c.admin.post(`/private-api/notification/${id}/save`, { field: 'message', value: message });
  if (availableAt)
    await c.admin.post(`/private-api/notification/${id}/save`, { field: 'available_at', value: availableAt });
  const sent = await c.admin.post<NotificationData>(`/private-api/notification/${id}/send`, {});
  expect(sent.status).toBe(200);
  return id;
}
const read = async (id: number) => (await c.admin.get<NotificationData>(`/private-api/notification/${id}`)).body.data;
const receivedBy = (id: number) => push.received.filter((r) => (r.payload as { id: number }).id === id);

describe('sending push notifications (web-push to a local push service that decrypts)', () => {
  it('reaches every subscribed browser encrypted and signed, removes expired ones (410) and counts deliveries', async () => {
    await subscribe('buyer', 'buyer-phone');
    await subscribe('producer', 'producer-laptop');
    await subscribe('admin', 'admin-desktop');
    await subscribe('buyer', 'buyer-old-laptop');
    push.expire('buyer-old-laptop');
    const id = await compose('Friday drop', 'Ten new trap beats are live. Listen first!');
    expect(await t.app.services.push.worker.drain()).toBe(1);

    const got = receivedBy(id);
    expect(got.map((r) => r.browser).sort()).toEqual(['admin-desktop', 'buyer-phone', 'producer-laptop']);
    for (const r of got) {
      expect(r.payload).toEqual({
        id,
        title: 'Friday drop',
        message: 'Ten new trap beats are live. Listen first!',
        url: 'http://beatmarket.test/',
      });
      expect(r.vapidKey).toBe(t.config.push!.publicKey);
      expect(r.audience).toBe(push.origin);
      expect(Number(r.ttl)).toBeGreaterThan(0);
    }
    expect(push.errors).toEqual([]);
    expect(await read(id)).toMatchObject({ status: 'sent', sent: 3, failed: 0, removed: 1 });
    expect((await t.app.services.push.subscriptionsOf(ids.buyer!)).map((s) => s.endpoint.split('/').pop())).toEqual([
      'buyer-phone',
    ]);
    // Nothing is sent twice: a second drain finds no work.
    expect(await t.app.services.push.worker.drain()).toBe(0);
    expect(receivedBy(id)).toHaveLength(3);
  });

  it('counts a push the service refuses as failed and keeps that subscription', async () => {
    await unsubscribeAll();
    await subscribe('buyer', 'good');
    // Keys that are not this browser's: the push service cannot decrypt and answers 400.
    const wrong = push.subscribe('other');
    const mismatched = { ...push.subscribe('mismatched'), public_key: wrong.public_key };
    await c.producer.post(`/private-api/user/${ids.producer}/save`, { field: 'push_permission', value: mismatched });
    const id = await compose('Refused', 'One of two');
    await t.app.services.push.worker.drain();
    expect(await read(id)).toMatchObject({ status: 'sent', sent: 1, failed: 1, removed: 0 });
    expect(await t.app.services.push.subscriptionsOf(ids.producer!)).toHaveLength(1);
    push.errors.length = 0;
  });

  it('waits for available_at: a scheduled notification goes out once it is due', async () => {
    await unsubscribeAll();
    await subscribe('buyer', 'scheduled-phone');
    const id = await compose('Tomorrow', 'Sale starts', new Date(Date.now() + 24 * 3600_000).toISOString());
    expect(await t.app.services.push.worker.drain()).toBe(0);
    expect(await read(id)).toMatchObject({ status: 'scheduled', sent: 0 });
    await t.database.db
      .update(notifications)
      .set({ availableAt: new Date(Date.now() - 1000) })
      .where(eq(notifications.id, id));
    expect(await t.app.services.push.worker.drain()).toBe(1);
    expect(receivedBy(id).map((r) => r.browser)).toEqual(['scheduled-phone']);
    expect(await read(id)).toMatchObject({ status: 'sent', sent: 1 });
  });

  it('survives a worker that stops mid-send: another takes over after the lease, nobody gets it twice', async () => {
    await unsubscribeAll();
    const browsers = Array.from({ length: 12 }, (_, i) => `fan-${i}`);
    const repo = createPushRepository(t.database.db);
    // More browsers than one account keeps (and saves beyond the hourly limit): straight into the table.
    for (const b of browsers) {
      const s = push.subscribe(b);
      const sub = { endpoint: s.endpoint, publicKey: s.public_key, authToken: s.auth_token, encoding: s.encoding };
      expect(await repo.saveSubscription(ids.buyer!, sub, 100)).toBe(true);
    }
    let release = () => {};
    let stuck = false;
    // The third browser's push never answers while held: worker A hangs there, holding its lease.
    push.holdWith((browser) =>
      browser === 'fan-2'
        ? new Promise<void>((resolve) => {
            stuck = true;
            release = resolve;
          })
        : Promise.resolve(),
    );
    const allow = allowlistPolicy(t.config.pushServices);
    const send = createWebPushSender(t.config.push!, { allow });
    const limits = t.app.services.limits;
    const opts = { repo, send, allow, limits, publicUrl: 'http://beatmarket.test', log: quiet, leaseMs: 300 };
    const a = createPushService(opts);
    const b = createPushService(opts);
    const id = await compose('Crash test', 'Sent at most once');
    const runA = a.worker.runOne().catch((err: unknown) => err);
    await until(() => stuck && receivedBy(id).length === 7);
    // A's lease runs out while it hangs (as if its process had been killed): B claims the work.
    await new Promise((r) => setTimeout(r, 400));
    expect(await b.worker.runOne()).toBe(true);
    const pending = await t.database.db.select().from(pushDeliveries).where(eq(pushDeliveries.notificationId, id));
    expect(pending.filter((d) => d.error?.startsWith('interrupted'))).toHaveLength(1);
    expect(receivedBy(id)).toHaveLength(11);
    expect(await read(id)).toMatchObject({ status: 'sent', sent: 11, failed: 1 });
    // A wakes up: its last push completes, and it finds nothing left to send.
    release();
    expect(await runA).toBe(true);
    const got = receivedBy(id).map((r) => r.browser);
    expect(got.sort()).toEqual([...browsers].sort());
    expect(new Set(got).size).toBe(got.length);
    const rows = await t.database.db.select().from(pushDeliveries).where(eq(pushDeliveries.notificationId, id));
    expect(rows).toHaveLength(12);
    expect(await read(id)).toMatchObject({ status: 'sent', sent: 12, failed: 0 });
  });
});

async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
