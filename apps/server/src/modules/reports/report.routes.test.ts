import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beats, producerDailyEvents, storeDailyEvents, users } from '../../db/schema/index.js';
import { clientsByRole, createTestContext, DEMO_LOGINS, type TestContext } from '../../../test/helpers.js';

// Issue 17 contract: GET /report/{id}/data. Unknown id 404, visitor 401, below the report's access 403,
// bad query 400 with per-field errors, and a producer's report scoped to their own beats.
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'producer2' | 'admin'>>>;
let producerId: number;
let otherId: number;
let otherBeat: number;
const url = (id: string, q: string) => `/private-api/report/${id}/data?${q}`;
const range = 'from=2026-03-01&to=2026-03-31';

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.17.40', ['buyer', 'producer', 'producer2', 'admin']);
  const db = t.database.db;
  const idOf = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  producerId = await idOf(DEMO_LOGINS.producer);
  otherId = await idOf(DEMO_LOGINS.producer2);
  otherBeat = (await db.select({ id: beats.id }).from(beats).where(eq(beats.producerId, otherId)).limit(1))[0]!.id;
  // Hand-made rollups: two days in range, one the day before (outside), for the store and the producer.
  await db.insert(storeDailyEvents).values([
    { day: '2026-03-01', event: 'play_start', count: 40, revenue: 0 },
    { day: '2026-03-31', event: 'play_start', count: 60, revenue: 0 },
    { day: '2026-03-31', event: 'play_30s', count: 25, revenue: 0 },
    { day: '2026-03-02', event: 'purchase', count: 3, revenue: 8997 },
    { day: '2026-02-28', event: 'play_start', count: 1000, revenue: 0 },
  ]);
  await db.insert(producerDailyEvents).values([
    { producerId, day: '2026-03-05', event: 'play_start', count: 8, revenue: 0 },
    { producerId, day: '2026-03-05', event: 'purchase', count: 1, revenue: 2999 },
    { producerId: otherId, day: '2026-03-05', event: 'play_start', count: 92, revenue: 0 },
  ]);
});
afterAll(() => t.close());

describe('GET /report/{id}/data', () => {
  it('answers 404 for an unknown report, whoever asks', async () => {
    expect((await c.visitor.get(url('no-such-report', range))).status).toBe(404);
    expect((await c.admin.get(url('no-such-report', range))).status).toBe(404);
  });

  it('refuses visitors (401) and buyers (403)', async () => {
    expect((await c.visitor.get(url('intel-summary', range))).status).toBe(401);
    expect((await c.buyer.get(url('intel-summary', range))).status).toBe(403);
  });

  it('answers 400 with per-field errors for a bad query', async () => {
    const res = await c.admin.get(url('intel-summary', 'from=2026-02-30&to=x&beat_id=-3'));
    expect(res.status).toBe(400);
    const fields = res.body.response_data!.errors!.map((e) => e.topic_id).sort();
    expect(fields).toEqual(['beat_id', 'from', 'to']);
    const backwards = await c.admin.get(url('intel-summary', 'from=2026-03-02&to=2026-03-01'));
    expect(backwards.status).toBe(400);
    expect(backwards.body.response_data!.errors![0]!.topic_id).toBe('to');
    expect((await c.producer.get(url('intel-summary', 'to=2026-03-01'))).status).toBe(400);
  });

  it('gives an administrator the whole store, summed by hand', async () => {
    const res = await c.admin.get<Record<string, unknown>>(url('intel-summary', range));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ plays: 100, plays_30s: 25, completion: 25, sales: 3, revenue: 8997 });
    expect(res.body.data).toMatchObject({ conversion: 3, favorites: 0, downloads: 0, shares: 0, adds_to_cart: 0 });
  });

  it('scopes a producer to their own beats, and refuses another producer or their beat (403)', async () => {
    const own = await c.producer.get<Record<string, unknown>>(url('intel-summary', range));
    expect(own.body.data).toMatchObject({ plays: 8, sales: 1, revenue: 2999, conversion: 12.5 });
    const self = await c.producer.get<Record<string, unknown>>(
      url('intel-summary', `${range}&producer_id=${producerId}`),
    );
    expect(self.body.data).toEqual(own.body.data);
    expect((await c.producer.get(url('intel-summary', `${range}&producer_id=${otherId}`))).status).toBe(403);
    expect((await c.producer.get(url('intel-summary', `${range}&beat_id=${otherBeat}`))).status).toBe(403);
    expect((await c.producer.get(url('intel-summary', `${range}&beat_id=2000000000`))).status).toBe(403);
    const admin = await c.admin.get<Record<string, unknown>>(url('intel-summary', `${range}&producer_id=${otherId}`));
    expect(admin.body.data).toMatchObject({ plays: 92, sales: 0, conversion: 0 });
  });
});
