import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  beatDailyEvents,
  beatDailyRevenue,
  beatMonthlyStats,
  beatRawEvents,
  beats,
  orderItems,
  producerDailyEvents,
  storeDailyEvents,
} from '../../db/schema/index.js';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';

// Issue 17 events: each counted once into every rollup; favoring twice counts once; a sale carries its
// line's cents; raw events only under the retention setting, pruned by the periodic job.
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'admin'>>>;
let beatIds: number[];
const today = () => new Date().toISOString().slice(0, 10);
const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
const card = { method: 'card', number: '4242424242424242', expiry: '12/40', cvc: '123' };
const db = () => t.database.db;
const flush = () => t.app.services.beatEvents.flush();

/** Today's count of an event for a beat in the daily rollup. */
async function daily(beatId: number, event: string) {
  await flush();
  const [row] = await db()
    .select({ n: beatDailyEvents.count })
    .from(beatDailyEvents)
    .where(and(eq(beatDailyEvents.beatId, beatId), eq(beatDailyEvents.day, today()), sql`event = ${event}`));
  return row?.n ?? 0;
}

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.17.41', ['buyer', 'admin']);
  const listed = await c.visitor.get<{ id: number; family: string; purchasable: boolean }[]>(
    '/private-api/beat/records?per_page=50',
  );
  beatIds = listed.body.data.filter((b) => b.family === 'beat' && b.purchasable).map((b) => b.id);
});
afterAll(() => t.close());

describe('beat intelligence events (issue 17)', () => {
  it('counts a play’s start and its 30 s as raw events; neither moves the public play count (decision 0094)', async () => {
    const id = beatIds[0]!;
    const before = (await db().select({ plays: beats.plays }).from(beats).where(eq(beats.id, id)))[0]!.plays;
    expect((await c.visitor.post(`/private-api/beat/${id}/stat/played`)).status).toBe(200);
    expect((await c.visitor.post(`/private-api/beat/${id}/stat/played_30s`)).status).toBe(200);
    expect(await daily(id, 'play_start')).toBe(1);
    expect(await daily(id, 'play_30s')).toBe(1);
    const after = (await db().select({ plays: beats.plays }).from(beats).where(eq(beats.id, id)))[0]!.plays;
    expect(after).toBe(before);
  });

  it('counts favoring once: again while favored counts nothing, after an unfavor it counts again', async () => {
    const id = beatIds[1]!;
    for (const action of ['favor', 'favor', 'favor'])
      expect((await c.buyer.post(`/private-api/beat/${id}/${action}`)).status).toBe(200);
    expect(await daily(id, 'favorite')).toBe(1);
    await c.buyer.post(`/private-api/beat/${id}/unfavor`);
    await c.buyer.post(`/private-api/beat/${id}/favor`);
    expect(await daily(id, 'favorite')).toBe(2);
  });

  it('counts a sale once with its line’s cents, in every rollup, even when completion runs again', async () => {
    const id = beatIds[2]!;
    const producer = (await db().select({ p: beats.producerId }).from(beats).where(eq(beats.id, id)))[0]!.p;
    const storeBefore = await db().select().from(storeDailyEvents).where(eq(storeDailyEvents.day, today()));
    const producerBefore = await db()
      .select()
      .from(producerDailyEvents)
      .where(and(eq(producerDailyEvents.producerId, producer), eq(producerDailyEvents.day, today())));
    expect((await c.buyer.post(`/private-api/cart/upsert/${id}`, {})).status).toBe(200);
    const paid = await c.buyer.post<{ id: number }>('/private-api/cart/order', {
      idempotency_key: `intel-events-paid-${Date.now()}`,
      address,
      payment: card,
    });
    expect(paid.status).toBe(200);
    // Recovery finishing the same order again (a crash after fulfilment) must not count it twice.
    await t.app.services.orderRecovery.complete(paid.body.data.id);
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, paid.body.data.id));
    expect(await daily(id, 'purchase')).toBe(1);
    expect(await daily(id, 'add_to_cart')).toBe(1);
    const [rev] = await db()
      .select()
      .from(beatDailyRevenue)
      .where(and(eq(beatDailyRevenue.beatId, id), eq(beatDailyRevenue.day, today())));
    expect(rev!.revenue).toBe(line!.amount);
    const month = `${today().slice(0, 7)}-01`;
    const [m] = await db()
      .select()
      .from(beatMonthlyStats)
      .where(and(eq(beatMonthlyStats.beatId, id), eq(beatMonthlyStats.month, month)));
    expect(m).toMatchObject({ producerId: producer, sales: 1, addsToCart: 1, revenue: line!.amount });
    const delta = (rows: { event: string; count: number; revenue: number }[], before: typeof rows, e: string) =>
      (rows.find((r) => r.event === e)?.count ?? 0) - (before.find((r) => r.event === e)?.count ?? 0);
    const storeAfter = await db().select().from(storeDailyEvents).where(eq(storeDailyEvents.day, today()));
    expect(delta(storeAfter, storeBefore, 'purchase')).toBe(1);
    const producerAfter = await db()
      .select()
      .from(producerDailyEvents)
      .where(and(eq(producerDailyEvents.producerId, producer), eq(producerDailyEvents.day, today())));
    expect(delta(producerAfter, producerBefore, 'purchase')).toBe(1);
    const revenueOf = (rows: { event: string; revenue: number }[]) =>
      Number(rows.find((r) => r.event === 'purchase')?.revenue ?? 0);
    expect(revenueOf(producerAfter) - revenueOf(producerBefore)).toBe(line!.amount);
  });

  it('keeps raw events only while the retention setting says so, and prunes them past it', async () => {
    const id = beatIds[3]!;
    const raw = async () => (await db().select().from(beatRawEvents).where(eq(beatRawEvents.beatId, id))).length;
    await c.visitor.post(`/private-api/beat/${id}/stat/played`);
    await flush();
    expect(await raw()).toBe(0);
    const set = (days: number) => c.admin.post('/private-api/settings', { analytics_raw_retention_days: days });
    expect((await set(2)).status).toBe(200);
    await c.visitor.post(`/private-api/beat/${id}/stat/played`);
    await flush();
    expect(await raw()).toBe(1);
    await db()
      .insert(beatRawEvents)
      .values({ beatId: id, event: 'play_start', at: new Date(Date.now() - 3 * 86_400_000) });
    expect(await raw()).toBe(2);
    expect(await t.app.services.beatEvents.pruneRaw()).toBe(1);
    expect(await raw()).toBe(1);
    expect((await set(0)).status).toBe(200);
    expect(await t.app.services.beatEvents.pruneRaw()).toBeGreaterThanOrEqual(1);
    expect(await raw()).toBe(0);
    expect((await set(-1)).status).toBe(422);
  });
});
