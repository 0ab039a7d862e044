import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationData } from '@beatmarket/shared';
import { Client, clientsByRole, createTestContext, DEMO_LOGINS, type TestContext } from '../../../test/helpers.js';
import { allowlistPolicy } from '../../core/outbound/policy.js';
import { pushDeliveries, pushSubscriptions, rateLimits } from '../../db/schema/index.js';
import { startLocalPushService } from '../../../test/fixtures/local-push-endpoint.js';
import { createPushRepository } from './push.repository.js';
import { createPushService } from './push.service.js';
import { createWebPushSender } from './web-push.adapter.js';

type Role = 'buyer' | 'producer' | 'producer2' | 'admin';
const ROLES: Role[] = ['buyer', 'producer', 'producer2', 'admin'];
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<Role>>>;
let live: Awaited<ReturnType<typeof startLocalPushService>>;
let dead: Awaited<ReturnType<typeof startLocalPushService>>;
/** A loopback service that is no push service: what a blind SSRF would reach. */
let inside: { server: Server; origin: string; hits: string[] };
const ids = {} as Record<Role, number>;
/** Browsers an account keeps (push.service MAX_SUBSCRIPTIONS_PER_USER) and new ones it may save an hour. */
const CAP = 10;

beforeAll(async () => {
  live = await startLocalPushService();
  dead = await startLocalPushService();
  const hits: string[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.writeHead(201).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  inside = { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
  // Only the two test push services are trusted; the loopback service above is not.
  t = await createTestContext({ PUSH_SERVICES: `${live.origin}, ${dead.origin}` });
  c = await clientsByRole(t.app, '10.7.70', ROLES);
  for (const role of ROLES) ids[role] = (await c[role].get<{ id: number }>('/private-api/profile')).body.data.id;
});
afterAll(async () => {
  dead.holdWith(null);
  await t.close();
  await Promise.all([live.close(), dead.close(), new Promise((r) => inside.server.close(r))]);
});

const save = (who: Client, userId: number, value: unknown) =>
  who.post(`/private-api/user/${userId}/save`, { field: 'push_permission', value });
const endpoints = async (userId: number) => (await t.app.services.push.subscriptionsOf(userId)).map((s) => s.endpoint);
const forgetAccountCounts = () => t.database.db.delete(rateLimits).where(like(rateLimits.key, 'push-subscribe:user:%'));
async function compose(title: string) {
  const made = await c.admin.post<NotificationData>('/private-api/notification/create', { title });
  const id = made.body.data.id;
  await c.admin.post(`/private-api/notification/${id}/save`, { field: 'message', value: 'New beats' });
  expect((await c.admin.post(`/private-api/notification/${id}/send`, {})).status).toBe(200);
  return id;
}

describe('push endpoints the server sends to (issue 31: blind SSRF)', () => {
  it('refuses an endpoint that is no known push service, on the field, and never posts to it', async () => {
    const browser = live.subscribe('ssrf');
    const cases = [
      `${inside.origin}/push/x`,
      'http://169.254.169.254/latest/meta-data/',
      'https://10.0.0.5/push',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://push.example/send/x',
    ];
    for (const endpoint of cases) {
      const res = await save(c.buyer, ids.buyer, { ...browser, endpoint });
      expect(res.status, endpoint).toBe(422);
      expect(res.body.response_data!.errors!.map((e) => e.topic_id)).toEqual(['push_permission.endpoint']);
      expect(res.body.response_data!.error).toMatch(/is not one this site sends notifications to/);
    }
    expect(await endpoints(ids.buyer)).toEqual([]);
    // The default list takes the browsers' push services (nothing is sent when saving).
    const fcm = { ...browser, endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def' };
    const defaults = await createTestContext({});
    try {
      const [buyer] = [new Client(defaults.app, '10.7.70.40')];
      await buyer.login(DEMO_LOGINS.buyer);
      const me = (await buyer.get<{ id: number }>('/private-api/profile')).body.data.id;
      expect((await save(buyer, me, fcm)).status).toBe(200);
      expect((await save(buyer, me, { ...browser, endpoint: inside.origin })).status).toBe(422);
    } finally {
      await defaults.close();
    }
  });

  it('checks again when sending: a stored endpoint that is no push service is removed, not posted to', async () => {
    // As saved before the allowlist existed.
    const legacy = live.subscribe('legacy');
    await t.database.db.insert(pushSubscriptions).values({
      userId: ids.producer,
      endpoint: `${inside.origin}/internal/admin`,
      publicKey: legacy.public_key,
      authToken: legacy.auth_token,
      encoding: 'aes128gcm',
    });
    const id = await compose('Legacy');
    await t.app.services.push.worker.drain();
    expect(inside.hits).toEqual([]);
    const [delivery] = await t.database.db.select().from(pushDeliveries).where(eq(pushDeliveries.notificationId, id));
    // Removed with its subscription (the delivery row keeps no link to it).
    expect(delivery).toMatchObject({ subscriptionId: null, status: 'removed', statusCode: null });
    expect(delivery!.error).toMatch(/not an allowed address/);
    expect(await endpoints(ids.producer)).toEqual([]);
  });
});

describe('new push subscriptions per account and per client', () => {
  it(`limits an account to ${CAP} new ones an hour (429 with the wait), not counting saving one again`, async () => {
    const first = live.subscribe('limit-0');
    for (let i = 0; i < 10; i++) {
      const res = await save(c.buyer, ids.buyer, i ? live.subscribe(`limit-${i}`) : first);
      expect(res.status, `subscription ${i}`).toBe(200);
    }
    // The web app saves its subscription again at every start: never refused, never counted.
    for (let i = 0; i < 3; i++) expect((await save(c.buyer, ids.buyer, first)).status).toBe(200);
    const refused = await save(c.buyer, ids.buyer, live.subscribe('limit-10'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.body.response_data!.error).toMatch(/try again in 60 minutes/);
    // Another network does not help: the account is counted.
    const elsewhere = new Client(t.app, '10.7.71.1');
    await elsewhere.login(DEMO_LOGINS.buyer);
    expect((await save(elsewhere, ids.buyer, live.subscribe('limit-11'))).status).toBe(429);
    expect(await endpoints(ids.buyer)).toHaveLength(10);
  });

  it(`keeps the ${CAP} most recently saved browsers of an account`, async () => {
    await forgetAccountCounts();
    const newer = [live.subscribe('cap-a'), live.subscribe('cap-b')];
    for (const s of newer) expect((await save(c.buyer, ids.buyer, s)).status).toBe(200);
    const kept = await endpoints(ids.buyer);
    expect(kept).toHaveLength(CAP);
    expect(kept).toEqual(expect.arrayContaining([...newer.map((s) => s.endpoint), `${live.origin}/push/limit-0`]));
    // limit-0 was saved again last of the first ten: the two least recently seen went.
    expect(kept).not.toContain(`${live.origin}/push/limit-1`);
    expect(kept).not.toContain(`${live.origin}/push/limit-2`);
  });

  it('limits one client (IP) across accounts', async () => {
    const clients: Client[] = [];
    for (const role of ['producer', 'producer2', 'admin'] as const) {
      const client = new Client(t.app, '10.7.72.9');
      await client.login(DEMO_LOGINS[role]);
      clients.push(client);
      for (let i = 0; i < 10; i++)
        expect((await save(client, ids[role], live.subscribe(`ip-${role}-${i}`))).status, `${role} ${i}`).toBe(200);
    }
    await forgetAccountCounts();
    const refused = await save(clients[0]!, ids.producer, live.subscribe('ip-31'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same account from another client is still served.
    expect((await save(c.producer, ids.producer, live.subscribe('ip-other'))).status).toBe(200);
  });
});

describe('a push service that never answers', () => {
  it('costs about one timeout, not one per browser: the notification completes and the next goes out', async () => {
    await t.database.db.delete(pushSubscriptions);
    const repo = createPushRepository(t.database.db);
    const asSub = (s: ReturnType<typeof live.subscribe>) => ({
      endpoint: s.endpoint,
      publicKey: s.public_key,
      authToken: s.auth_token,
      encoding: s.encoding,
    });
    // Forty browsers (more than an account keeps, so straight into the table) on a service that hangs.
    for (let i = 0; i < 40; i++) await repo.saveSubscription(ids.buyer, asSub(dead.subscribe(`hang-${i}`)), 100);
    await repo.saveSubscription(ids.producer2, asSub(live.subscribe('fine')), 10);
    let asked = 0;
    dead.holdWith(() => ((asked += 1), new Promise<void>(() => {})));
    const allow = allowlistPolicy([live.origin, dead.origin]);
    const quiet = { warn: () => {}, error: () => {} };
    const service = createPushService({
      repo,
      send: createWebPushSender(t.config.push!, { allow, timeoutMs: 400 }),
      allow,
      limits: t.app.services.limits,
      publicUrl: 'http://beatmarket.test',
      log: quiet,
    });
    const first = await compose('Into the void');
    const started = Date.now();
    expect(await service.worker.runOne()).toBe(true);
    // Eight pushes in flight time out together; the other 32 to that service are given up.
    expect(asked).toBe(8);
    expect(Date.now() - started).toBeLessThan(5000);
    const rows = await t.database.db.select().from(pushDeliveries).where(eq(pushDeliveries.notificationId, first));
    expect(rows.filter((r) => r.status === 'failed')).toHaveLength(40);
    expect(rows.filter((r) => r.error?.startsWith('skipped'))).toHaveLength(32);
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(1);

    const next = await compose('Next one');
    expect(await service.worker.runOne()).toBe(true);
    expect(live.received.filter((r) => (r.payload as { id: number }).id === next).map((r) => r.browser)).toEqual([
      'fine',
    ]);
  });
});
