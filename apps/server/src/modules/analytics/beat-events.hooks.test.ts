import { and, eq, inArray, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beatDailyEvents, beatDailyRevenue } from '../../db/schema/index.js';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';
import type { BeatEvent } from './beat-events.repository.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'admin'>>>;
let beatIds: number[];
const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };

/** Today's count of an event for beats, after the pending counts are written. */
async function counted(event: BeatEvent, ids: number[]) {
  await t.app.services.beatEvents.flush();
  const today = new Date().toISOString().slice(0, 10);
  const [row] = await t.database.db
    .select({ n: sum(beatDailyEvents.count).mapWith(Number) })
    .from(beatDailyEvents)
    .where(and(eq(beatDailyEvents.event, event), eq(beatDailyEvents.day, today), inArray(beatDailyEvents.beatId, ids)));
  return row?.n ?? 0;
}

/** Today's revenue in cents of beats, after the pending counts are written. */
async function revenue(ids: number[]) {
  await t.app.services.beatEvents.flush();
  const today = new Date().toISOString().slice(0, 10);
  const [row] = await t.database.db
    .select({ n: sum(beatDailyRevenue.revenue).mapWith(Number) })
    .from(beatDailyRevenue)
    .where(and(eq(beatDailyRevenue.day, today), inArray(beatDailyRevenue.beatId, ids)));
  return row?.n ?? 0;
}

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.7.34', ['buyer', 'admin']);
  const listed = await c.visitor.get<{ id: number; family: string; purchasable: boolean }[]>(
    '/private-api/beat/records?per_page=50',
  );
  beatIds = listed.body.data.filter((b) => b.family === 'beat' && b.purchasable).map((b) => b.id);
});
afterAll(() => t.close());

describe('beat events: the hooks record what happens (decision 0034)', () => {
  it('counts plays, demo downloads and every kind of share from the beat stats', async () => {
    const id = beatIds[0]!;
    for (const stat of ['played', 'played', 'downloaded', 'shared_link', 'shared_twitter'])
      expect((await c.visitor.post(`/private-api/beat/${id}/stat/${stat}`)).status).toBe(200);
    expect((await c.visitor.post(`/private-api/beat/${id}/stat/bogus`)).status).toBe(404);
    expect(await counted('play_start', [id])).toBe(2);
    expect(await counted('demo_download', [id])).toBe(1);
    expect(await counted('share', [id])).toBe(2);
  });

  it('counts a favorite, not an unfavorite', async () => {
    const id = beatIds[1]!;
    expect((await c.buyer.post(`/private-api/beat/${id}/favor`)).status).toBe(200);
    expect((await c.buyer.post(`/private-api/beat/${id}/unfavor`)).status).toBe(200);
    expect(await counted('favorite', [id])).toBe(1);
  });

  it('counts adds to cart and, once the order is paid, a purchase per beat; a refused add counts nothing', async () => {
    const [a, b] = [beatIds[2]!, beatIds[3]!];
    expect((await c.visitor.post(`/private-api/cart/upsert/${a}`, {})).status).toBe(401);
    expect((await c.buyer.post(`/private-api/cart/upsert/${a}`, {})).status).toBe(200);
    expect((await c.buyer.post(`/private-api/cart/upsert/${b}`, {})).status).toBe(200);
    expect(await counted('add_to_cart', [a, b])).toBe(2);
    expect(await counted('purchase', [a, b])).toBe(0);
    const declined = await c.buyer.post('/private-api/cart/order', {
      idempotency_key: `beat-events-declined-${Date.now()}`,
      address,
      payment: { method: 'card', number: '4000000000000002', expiry: '12/40', cvc: '123' },
    });
    expect(declined.status).toBe(402);
    expect(await counted('purchase', [a, b])).toBe(0);
    const paid = await c.buyer.post('/private-api/cart/order', {
      idempotency_key: `beat-events-paid-${Date.now()}`,
      address,
      payment: { method: 'card', number: '4242424242424242', expiry: '12/40', cvc: '123' },
    });
    expect(paid.status).toBe(200);
    expect(await counted('purchase', [a])).toBe(1);
    expect(await counted('purchase', [b])).toBe(1);
    expect(await revenue([a, b])).toBeGreaterThan(0);

    // A refund takes both sales and their revenue back, once: a second refund is refused and counts nothing.
    const orderId = (paid.body.data as { id: number }).id;
    expect((await c.admin.post(`/private-api/order/${orderId}/refund`)).status).toBe(200);
    expect((await c.admin.post(`/private-api/order/${orderId}/refund`)).status).toBe(409);
    expect(await counted('purchase', [a, b])).toBe(0);
    expect(await revenue([a, b])).toBe(0);
  });

  it('writes what is pending when the app closes (the last test: it closes the app)', async () => {
    const id = beatIds[4]!;
    expect((await c.visitor.post(`/private-api/beat/${id}/stat/played`)).status).toBe(200);
    await t.app.close();
    const [row] = await t.database.db
      .select()
      .from(beatDailyEvents)
      .where(and(eq(beatDailyEvents.beatId, id), eq(beatDailyEvents.event, 'play_start')));
    expect(row?.count).toBe(1);
  });
});
