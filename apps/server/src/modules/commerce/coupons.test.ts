import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../adapters/payments-test.js';
import { couponRedemptions, coupons, ledgerEntries, orderItems, orders } from '../../db/schema/index.js';
import { clientsByRole, createTestContext, type Client, type TestContext } from '../../../test/helpers.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer2'>>>;
type Discount = { coupon_id: number; title: string; cents: number };
type Line = { beat_id: number; line_total: number; discount: number; discounts: Discount[]; total: number };
type Cart = {
  items: Line[];
  coupons: { id: number; code: string | null; label: string; applied: boolean }[];
  totals: { subtotal: number; discount: number; total: number };
};
let beatIds: number[];
const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
let keyNo = 0;
const pay = (client: Client) =>
  client.post<{ id: number; total: number; discount: number }>('/private-api/cart/order', {
    idempotency_key: `coupon-key-${Date.now()}-${keyNo++}-xyz`,
    address,
    payment: { method: 'card', number: '4242424242424242', expiry: '12/40', cvc: '123' },
  });
const gateway = () => t.app.services.payments as TestGateway;
const cart = async (client: Client) => (await client.get<Cart>('/private-api/cart')).body.data;
const offerId = async () =>
  (
    await t.database.db
      .select()
      .from(coupons)
      .where(sql`code is null`)
  )[0]!.id;

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.7.11', ['buyer', 'producer2']);
  const beats = (
    await c.visitor.get<{ id: number; family: string; purchasable: boolean }[]>('/private-api/beat/records?per_page=50')
  ).body.data;
  beatIds = beats
    .filter((b) => b.family === 'beat' && b.purchasable)
    .map((b) => b.id)
    .slice(0, 4);
});
afterAll(() => t.close());

describe('store-wide offer: buy 2, get 1 free', () => {
  it('labels the offer by what the cart holds', async () => {
    const label = async () => (await cart(c.buyer)).coupons.find((x) => x.code === null)!.label;
    expect(await label()).toBe('Add 3 more, 1 free');
    await c.buyer.post(`/private-api/cart/upsert/${beatIds[0]}`, {});
    expect(await label()).toBe('Add 2 more, 1 free');
    await c.buyer.post(`/private-api/cart/upsert/${beatIds[1]}`, {});
    // Two lines earn nothing yet (decision 0018): the label says the next one is free, not 'Eligible'.
    expect(await label()).toBe('Add 1 more, it’s free');
    expect((await cart(c.buyer)).totals.discount).toBe(0);
    await c.buyer.post(`/private-api/cart/upsert/${beatIds[2]}`, {});
    expect(await label()).toBe('Eligible');
    expect((await cart(c.buyer)).totals.discount).toBeGreaterThan(0);
    await t.database.db
      .update(coupons)
      .set({ redeemBy: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) })
      .where(eq(coupons.id, await offerId()));
    expect(await label()).toBe('1 day only!');
  });

  it('makes the cheapest of three lines free and shows it on that line', async () => {
    const exclusive = (
      await c.visitor.get<{ id: number; type: string }[]>('/private-api/license/records?per_page=25')
    ).body.data.find((l) => l.type === 'exclusive')!;
    await c.buyer.post(`/private-api/cart/upsert/${beatIds[0]}`, { license_id: exclusive.id });
    const body = (await c.buyer.post<Cart>(`/private-api/cart/upsert/${beatIds[2]}`, {})).body.data;
    const cheapest = Math.min(...body.items.map((i) => i.line_total));
    const free = body.items.filter((i) => i.discount > 0);
    expect(free).toHaveLength(1);
    expect(free[0]).toMatchObject({
      discount: cheapest,
      total: 0,
      discounts: [{ coupon_id: await offerId(), title: 'Buy 2, get 1 free', cents: cheapest }],
    });
    expect(body.totals).toEqual({
      subtotal: body.items.reduce((a, i) => a + i.line_total, 0),
      discount: cheapest,
      total: body.items.reduce((a, i) => a + i.line_total, 0) - cheapest,
      currency: 'USD',
    });
    expect(body.coupons.find((x) => x.code === null)!.applied).toBe(true);
  });
});

describe('promo codes (POST /coupon/rebate/{code})', () => {
  it('needs login and refuses unknown, expired and malformed codes with clear errors', async () => {
    expect((await c.visitor.post('/private-api/coupon/rebate/WELCOME10')).status).toBe(401);
    const unknown = await c.buyer.post('/private-api/coupon/rebate/NOPE123');
    expect(unknown.status).toBe(404);
    expect(unknown.body.response_data).toMatchObject({ error: 'This promo code does not exist.', topic_id: 'code' });
    const expired = await c.buyer.post('/private-api/coupon/rebate/summer25');
    expect(expired.status).toBe(410);
    expect(expired.body.response_data!.error).toBe('This promo code has expired.');
    expect((await c.buyer.post(`/private-api/coupon/rebate/${encodeURIComponent('<b>x</b>')}`)).status).toBe(422);
    expect((await cart(c.buyer)).coupons.some((x) => x.code)).toBe(false);
  });

  it('stacks on the offer, is paid line by line in exact cents and recorded on the order and ledger', async () => {
    const applied = await c.buyer.post<Cart>('/private-api/coupon/rebate/welcome10');
    expect(applied.status).toBe(200);
    const priced = applied.body.data;
    const promo = priced.coupons.find((x) => x.code === 'WELCOME10')!;
    expect(promo.applied).toBe(true);
    const paidPart = priced.totals.subtotal - priced.items.find((i) => i.total === 0)!.line_total;
    const promoCents = priced.items
      .flatMap((i) => i.discounts)
      .filter((d) => d.coupon_id === promo.id)
      .reduce((a, d) => a + d.cents, 0);
    expect(promoCents).toBe(Math.round(paidPart / 10));
    for (const i of priced.items) expect(i.total).toBe(i.line_total - i.discount);

    const res = await pay(c.buyer);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: priced.totals.total, discount: priced.totals.discount });
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, res.body.data.id));
    expect(lines.map((l) => l.amount).reduce((a, n) => a + n, 0)).toBe(priced.totals.total);
    for (const l of lines) {
      const shares = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderItemId, l.id));
      expect(shares.reduce((a, s) => a + s.amount, 0)).toBe(l.amount);
    }
    expect(
      await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, res.body.data.id)),
    ).toHaveLength(1);
    expect(
      gateway()
        .charges()
        .find((ch) => ch.amount === priced.totals.total)?.status,
    ).toBe('captured');
  });

  it('refuses a code the buyer has used', async () => {
    const again = await c.buyer.post('/private-api/coupon/rebate/WELCOME10');
    expect(again.status).toBe(409);
    expect(again.body.response_data!.error).toBe('You have already used this promo code.');
  });

  it('a code used elsewhere while this cart waited fails the order, uncharged, and keeps the cart', async () => {
    await c.producer2.post(`/private-api/cart/upsert/${beatIds[3]}`, {});
    expect((await c.producer2.post('/private-api/coupon/rebate/WELCOME10')).status).toBe(200);
    const [other] = await t.database.db.select().from(orders).limit(1);
    const [promo] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
    const me = (await c.producer2.get<{ id: number }>('/private-api/profile')).body.data.id;
    await t.database.db.insert(couponRedemptions).values({ couponId: promo!.id, userId: me, orderId: other!.id });
    const before = gateway().charges().length;
    const res = await pay(c.producer2);
    expect(res.status).toBe(409);
    expect(res.body.response_data!.error).toBe('You have already used this promo code.');
    expect(
      gateway()
        .charges()
        .slice(before)
        .map((ch) => ch.status),
    ).toEqual(['cancelled']);
    expect((await cart(c.producer2)).items).toHaveLength(1);
  });

  it('can be taken off the cart', async () => {
    await t.database.db.delete(couponRedemptions);
    await c.producer2.post('/private-api/coupon/rebate/WELCOME10');
    const res = await c.producer2.delete<Cart>('/private-api/coupon/rebate');
    expect(res.body.data.coupons.some((x) => x.code)).toBe(false);
    expect(res.body.data.totals.discount).toBe(0);
  });
});
