import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema/index.js';
import { clientsByRole, createTestContext, type Client, type TestContext } from '../../../test/helpers.js';

/** Issue 16, spec §3/§7: GET /{entity}/{id}?relation_ids=… answers `{relation}_ids`. */
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'admin'>>>;
type Rec = { id: number; order_ids?: number[]; order_item_ids?: number[]; coupon_ids?: number[] };
let buyerId: number;
const placed: number[] = [];
let couponId: number;

const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
const payment = { method: 'card', number: '4242424242424242', expiry: '12/40', cvc: '123' };

async function buy(client: Client, beatId: number, licence: number) {
  await client.post(`/private-api/cart/upsert/${beatId}`, { license_id: licence });
  const res = await client.post<{ id: number }>('/private-api/cart/order', {
    idempotency_key: `relations-${Date.now()}-${placed.length}-abcdef`,
    address,
    payment,
  });
  expect(res.status).toBe(200);
  return res.body.data.id;
}

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.16.5', ['buyer', 'producer', 'admin']);
  buyerId = (await c.buyer.get<{ id: number }>('/private-api/profile')).body.data.id;
  const licences = (await c.visitor.get<{ id: number; type: string; level: string }[]>('/private-api/license/records'))
    .body.data;
  const lease = licences.find((l) => l.type === 'non_exclusive' && l.level === 'standard')!.id;
  const beats = (await c.visitor.get<{ id: number }[]>('/private-api/beat/records?filter={"family":"beat"}')).body.data;
  placed.push(await buy(c.buyer, beats[0]!.id, lease), await buy(c.buyer, beats[1]!.id, lease));
  couponId = (
    await c.admin.post<{ id: number }>('/private-api/coupon/create', {
      title: 'Relation offer',
      code: null,
      buy_x: 2,
      get_y: 1,
      percent_off: null,
      redeem_by: '2099-12-31',
    })
  ).body.data.id;
  // The coupons an order used are recorded on its lines (checkout writes them the same way).
  await t.database.db
    .update(orderItems)
    .set({ discounts: sql`${JSON.stringify([{ coupon_id: couponId, title: 'Relation offer', cents: 100 }])}::jsonb` })
    .where(eq(orderItems.orderId, placed[1]!));
});
afterAll(() => t.close());

describe('relation_ids', () => {
  it("a user's orders", async () => {
    const res = await c.admin.get<Rec>(`/private-api/user/${buyerId}?relation_ids=order`);
    expect(res.status).toBe(200);
    expect(res.body.data.order_ids).toEqual(placed);
    // The buyer reads their own; the record's own fields stay as they were.
    const own = await c.buyer.get<Rec & { email: string }>(`/private-api/user/${buyerId}?relation_ids=order`);
    expect(own.body.data.order_ids).toEqual(placed);
    expect(own.body.data.email).toBe('buyer@beatmarket.test');
    const plain = await c.admin.get<Rec>(`/private-api/user/${buyerId}`);
    expect(plain.body.data).not.toHaveProperty('order_ids');
  });

  it("an order's lines and the coupons they used, on the order page's own route", async () => {
    const [first, second] = placed as [number, number];
    const res = await c.admin.get<Rec>(`/private-api/order/${second}?relation_ids=order_item,coupon`);
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(second);
    expect(res.body.data.order_item_ids).toHaveLength(1);
    expect(res.body.data.coupon_ids).toEqual([couponId]);
    const other = await c.admin.get<Rec>(`/private-api/order/${first}?relation_ids=coupon`);
    expect(other.body.data.coupon_ids).toEqual([]);
  });

  it('unknown relations are a 422 naming them; unreadable rows stay 404', async () => {
    const res = await c.admin.get(`/private-api/user/${buyerId}?relation_ids=order,password`);
    expect(res.status).toBe(422);
    expect(res.body.response_data?.topic_id).toBe('relation_ids');
    expect((await c.admin.get('/private-api/coupon/1?relation_ids=order')).status).toBe(422);
    const admin = (await c.admin.get<{ id: number }>('/private-api/profile')).body.data.id;
    expect((await c.buyer.get(`/private-api/user/${admin}?relation_ids=order`)).status).toBe(404);
    expect((await c.producer.get(`/private-api/order/${placed[0]}?relation_ids=order_item`)).status).toBe(404);
    expect((await c.visitor.get(`/private-api/user/${buyerId}?relation_ids=order`)).status).toBe(404);
  });
});
