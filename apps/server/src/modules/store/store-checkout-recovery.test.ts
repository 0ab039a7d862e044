import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartView, OrderPageView, StoreItemData } from '@beatmarket/shared';
import type { TestGateway } from '../../adapters/payments-test.js';
import { ledgerEntries, orderItems, orders } from '../../db/schema/index.js';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir, upload } from '../../../test/media-helpers.js';

// Decision 0085: an order holding store items keeps the checkout's guarantees — one order and one charge
// per key, and whatever a crash interrupts, recovery finishes or undoes (the item back in the cart).
let t: TestContext;
let as: Record<'visitor' | 'buyer' | 'admin', Client>;
const api = '/private-api';
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(100, 1)]);
const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
const payment = { method: 'card', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
let keyNo = 0;
const newKey = () => `store-recovery-${Date.now()}-${keyNo++}-abc`;
const gateway = () => t.app.services.payments as TestGateway;
const checkout = (key: string) =>
  as.buyer.post<{ id: number }>(`${api}/cart/order`, { idempotency_key: key, address, payment });
const byKey = async (key: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key)))[0]!;
const inCart = async () =>
  (await as.buyer.get<CartView>(`${api}/cart`)).body.data.store_items.map((i) => i.store_item_id);
const ledgerTotal = async (orderId: number) =>
  (
    await t.database.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(orderItems, eq(orderItems.id, ledgerEntries.orderItemId))
      .where(eq(orderItems.orderId, orderId))
  ).reduce((s, r) => s + r.amount, 0);
const age = (orderId: number) =>
  t.database.db
    .update(orders)
    .set({ updatedAt: sql`now() - interval '1 minute'` })
    .where(eq(orders.id, orderId));

/** A published house item, put in the buyer's cart. */
async function inTheCart(price: number) {
  const made = (
    await as.admin.post<StoreItemData>(`${api}/store_item/create`, { kind: 'midi_pack', title: 'Chords', price })
  ).body.data;
  for (const [purpose, name, type, body] of [
    ['store_cover', 'c.png', 'image/png', png],
    ['store_zip', 'k.zip', 'application/zip', zip],
  ] as const)
    expect((await upload(t.app, as.admin, { purpose, store_item_id: made.id, name, type, body })).res.status).toBe(200);
  expect((await as.admin.post(`${api}/store_item/${made.id}/approve`)).status).toBe(200);
  expect((await as.buyer.post(`${api}/cart/store/${made.id}`)).status).toBe(200);
  return made.id;
}

/** One checkout whose capture dies as a killed process would; the order is left paid. */
async function captureDies(key: string) {
  const g = gateway();
  const real = g.capture.bind(g);
  g.capture = () => Promise.reject(new Error('the process died here'));
  try {
    expect((await checkout(key)).status).toBe(500);
  } finally {
    g.capture = real;
  }
  return byKey(key);
}

beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: mediaDataDir() });
  as = await clientsByRole(t.app, '10.85.2', ['buyer', 'admin']);
  await gateway().book();
});
afterAll(() => t.close());

describe('checking out store items', () => {
  it('a double click makes one order and one charge', async () => {
    const id = await inTheCart(1500);
    const key = newKey();
    const [a, b] = await Promise.all([checkout(key), checkout(key)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.id).toBe(b.body.data.id);
    const order = await byKey(key);
    expect((await gateway().book()).filter((c) => c.ref === order.paymentRef)).toHaveLength(1);
    expect(order).toMatchObject({ status: 'fulfilled', total: 1500 });
    expect(await ledgerTotal(order.id)).toBe(1500);
    expect(await inCart()).not.toContain(id);
  });

  it('a crash before capture: recovery captures and delivers the ZIP', async () => {
    const id = await inTheCart(2500);
    const key = newKey();
    const order = await captureDies(key);
    expect(order.status).toBe('paid');
    await age(order.id);
    await t.app.services.orderRecovery.sweep();
    expect((await byKey(key)).status).toBe('fulfilled');
    expect(await ledgerTotal(order.id)).toBe(2500);
    const view = (await as.buyer.get<OrderPageView>(`${api}/order/${order.id}`)).body.data;
    expect(view.items.find((i) => i.store_item_id === id)!.downloads.map((d) => d.name)).toEqual(['k.zip']);
  });

  it('a hold that vanished before capture: the sale is undone and the item is back in the cart', async () => {
    const id = await inTheCart(3500);
    const key = newKey();
    const order = await captureDies(key);
    await gateway().cancel(order.paymentRef!);
    await age(order.id);
    await t.app.services.orderRecovery.sweep();
    expect((await byKey(key)).status).toBe('failed');
    expect(await ledgerTotal(order.id)).toBe(0);
    expect(await inCart()).toContain(id);
    const view = (await as.buyer.get<OrderPageView>(`${api}/order/${order.id}`)).body.data;
    expect(view.items.every((i) => i.downloads.length === 0 && i.license_pdf === null)).toBe(true);
  });
});
