import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.js';
import { clientsByRole, createTestContext, type Client, type TestContext } from '../../../test/helpers.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'producer2' | 'admin'>>>;
type Listed = {
  id: number;
  status: string;
  status_label: string;
  total: number;
  subtotal: number;
  currency: string;
  payment_provider: string;
  buyer_name: string;
  buyer_email: string;
  created_at: string;
};
const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
const card = (number: string) => ({ method: 'card', number, expiry: '12/40', cvc: '123' });
let keyNo = 0;
const checkout = (client: Client, number = '4242424242424242') =>
  client.post<{ id: number; status: string }>('/private-api/cart/order', {
    idempotency_key: `order-list-${Date.now()}-${keyNo++}-abcdef`,
    address,
    payment: card(number),
  });
const list = (client: Client, query = '') => client.get<Listed[]>(`/private-api/order/records?${query}`);
const ids = (rows: Listed[]) => rows.map((r) => r.id);
/** Four orders: the buyer's declined and paid ones, producer2's paid one, and producer2's refunded one. */
const placed = { failed: 0, buyerPaid: 0, otherPaid: 0, refunded: 0 };

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.7.9', ['buyer', 'producer', 'producer2', 'admin']);
  const licences = (
    await c.visitor.get<{ id: number; type: string; level: string }[]>('/private-api/license/records?per_page=25')
  ).body.data;
  const lease = licences.find((l) => l.type === 'non_exclusive' && l.level === 'standard')!.id;
  const beats = (
    await c.visitor.get<{ id: number }[]>('/private-api/beat/records?per_page=10&filter={"family":"beat"}')
  ).body.data;
  const buy = async (client: Client, beatId: number, number?: string) => {
    await client.post(`/private-api/cart/upsert/${beatId}`, { license_id: lease });
    const res = await checkout(client, number);
    return res.status === 200
      ? res.body.data.id
      : (await t.database.db.select().from(orders).where(eq(orders.status, 'failed')))[0]!.id;
  };
  placed.failed = await buy(c.buyer, beats[0]!.id, '4000000000000002');
  placed.buyerPaid = await buy(c.buyer, beats[0]!.id);
  placed.refunded = await buy(c.producer2, beats[1]!.id);
  placed.otherPaid = await buy(c.producer2, beats[2]!.id);
  expect((await c.admin.post(`/private-api/order/${placed.refunded}/refund`)).status).toBe(200);
});
afterAll(() => t.close());

describe('order list (administrators)', () => {
  it('lists every order newest first with its buyer, state and integer totals', async () => {
    const res = await list(c.admin);
    expect(res.status).toBe(200);
    expect(ids(res.body.data)).toEqual([placed.otherPaid, placed.refunded, placed.buyerPaid, placed.failed]);
    expect(res.body.meta).toMatchObject({ total: 4, found: 4, page: 1, per_page: 10 });
    const paid = res.body.data.find((o) => o.id === placed.buyerPaid)!;
    expect(paid).toMatchObject({
      status: 'fulfilled',
      status_label: 'Completed',
      currency: 'USD',
      payment_provider: 'test',
      buyer_email: 'buyer@beatmarket.test',
    });
    expect(paid.buyer_name.length).toBeGreaterThan(0);
    expect(Number.isInteger(paid.total) && paid.total > 0).toBe(true);
    expect(res.body.data.find((o) => o.id === placed.refunded)!.status_label).toBe('Refunded');
  });

  it('filters by state, one or several; an unknown state is a field error', async () => {
    const done = await list(c.admin, 'filter={"status":"fulfilled"}');
    expect(ids(done.body.data)).toEqual([placed.otherPaid, placed.buyerPaid]);
    expect(done.body.meta).toMatchObject({ total: 4, found: 2 });
    expect(ids((await list(c.admin, 'filter={"status":["failed","refunded"]}')).body.data)).toEqual([
      placed.refunded,
      placed.failed,
    ]);
    expect((await list(c.admin, 'filter={"status":"lost"}')).status).toBe(422);
    expect((await list(c.admin, 'filter={"total":100}')).status).toBe(422);
  });

  it('searches by buyer email, buyer name and order number', async () => {
    const byEmail = await list(c.admin, 'search=PRODUCER2%40beatmarket');
    expect(ids(byEmail.body.data)).toEqual([placed.otherPaid, placed.refunded]);
    expect(byEmail.body.meta).toMatchObject({ total: 4, found: 2 });
    const name = (await list(c.admin)).body.data.find((o) => o.id === placed.failed)!.buyer_name;
    expect(ids((await list(c.admin, `search=${encodeURIComponent(name)}`)).body.data)).toEqual([
      placed.buyerPaid,
      placed.failed,
    ]);
    expect(ids((await list(c.admin, `search=${placed.refunded}`)).body.data)).toEqual([placed.refunded]);
    expect(ids((await list(c.admin, `search=%23${placed.failed}`)).body.data)).toEqual([placed.failed]);
    const none = await list(c.admin, 'search=nobody%25');
    expect(none.body.data).toEqual([]);
    expect(none.body.meta).toMatchObject({ total: 4, found: 0 });
  });

  it('sorts by the sortable columns and pages; other columns are refused', async () => {
    const byTotal = (await list(c.admin, 'sort=total,created_at')).body.data.map((o) => o.total);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => a - b));
    expect(ids((await list(c.admin, 'sort=created_at')).body.data)).toEqual([
      placed.failed,
      placed.buyerPaid,
      placed.refunded,
      placed.otherPaid,
    ]);
    expect((await list(c.admin, 'sort=-status')).body.data.map((o) => o.status)).toEqual([
      'refunded',
      'fulfilled',
      'fulfilled',
      'failed',
    ]);
    const second = await list(c.admin, 'per_page=10&page=2');
    expect(second.body.data).toEqual([]);
    expect((await list(c.admin, 'sort=currency')).status).toBe(422);
  });

  it('is refused to producers, plain users and visitors, who see nothing', async () => {
    for (const [client, status] of [
      [c.producer, 403],
      [c.buyer, 403],
      [c.producer2, 403],
      [c.visitor, 401],
    ] as const) {
      const res = await list(client);
      expect(res.status).toBe(status);
      expect(res.body.data ?? null).toBeNull();
    }
  });

  it('never creates, deletes or changes an order through the generic calls, not even for an administrator', async () => {
    const id = placed.buyerPaid;
    expect((await c.admin.post('/private-api/order/create', { status: 'paid', total: 1 })).status).toBe(403);
    expect((await c.admin.delete(`/private-api/order/${id}`)).status).toBe(403);
    expect((await c.admin.post(`/private-api/order/${id}/save`, { field: 'status', value: 'refunded' })).status).toBe(
      403,
    );
    expect((await c.admin.post(`/private-api/order/${id}/save`, { total: 1 })).status).toBe(403);
    expect((await c.buyer.post('/private-api/order/create', { status: 'paid' })).status).toBe(403);
    expect((await c.buyer.delete(`/private-api/order/${id}`)).status).toBe(404);
    expect((await c.visitor.post('/private-api/order/create', {})).status).toBe(401);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ status: 'fulfilled' });
    expect(row!.total).toBeGreaterThan(1);
    expect((await list(c.admin)).body.meta).toMatchObject({ total: 4 });
    // The order page keeps its own route beside the list.
    expect((await c.admin.get<{ id: number }>(`/private-api/order/${id}`)).body.data.id).toBe(id);
  });
});
