import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../adapters/payments-test.js';
import { beats, couponRedemptions, ledgerEntries, mailOutbox, orderItems, orders } from '../../db/schema/index.js';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';
import { INTERRUPTED } from './order-settlement.js';

// Each test stops a real checkout where a killed process would stop it (the gateway call throws at
// that point, so the request dies with a 500 and its transaction rolls back), then lets recovery
// finish the order the way the sweep does after a restart.
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer'>>>;
type License = { id: number; type: string; level: string };
type Order = { id: number; status: string; total: number };
let licenses: License[];
let free: number[];
const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
const card = { method: 'card', number: '4242424242424242', expiry: '12/40', cvc: '123' };
let keyNo = 0;
const newKey = () => `recovery-key-${Date.now()}-${keyNo++}-abc`;
const gateway = () => t.app.services.payments as TestGateway;
const checkout = (client: Client, key: string) =>
  client.post<Order>('/private-api/cart/order', { idempotency_key: key, address, payment: card });
const byKey = async (key: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key)))[0]!;
const chargeOf = async (ref: string | null) => (await gateway().book()).find((ch) => ch.ref === ref);
const cartBeats = async (client: Client) =>
  (await client.get<{ items: { beat_id: number }[] }>('/private-api/cart')).body.data.items.map((i) => i.beat_id);
/** The order as a restart finds it: untouched for longer than the grace period. */
const age = (orderId: number) =>
  t.database.db
    .update(orders)
    .set({ updatedAt: sql`now() - interval '1 minute'` })
    .where(eq(orders.id, orderId));
const ledgerTotal = async (orderId: number) => {
  const rows = await t.database.db
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(orderItems, eq(orderItems.id, ledgerEntries.orderItemId))
    .where(eq(orderItems.orderId, orderId));
  return rows.reduce((s, r) => s + r.amount, 0);
};

/** Runs one checkout with a gateway step replaced, then puts the real step back. */
async function interrupted(step: 'authorize' | 'capture', when: 'before' | 'after', key: string) {
  const g = gateway();
  const real = g[step].bind(g) as (...a: unknown[]) => Promise<unknown>;
  (g as unknown as Record<string, unknown>)[step] = async (...args: unknown[]) => {
    if (when === 'after') await real(...args);
    throw new Error('the process died here');
  };
  try {
    expect((await checkout(c.buyer, key)).status).toBe(500);
  } finally {
    (g as unknown as Record<string, unknown>)[step] = real;
  }
  return byKey(key);
}

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.7.21', ['buyer', 'producer']);
  licenses = (await c.visitor.get<License[]>('/private-api/license/records?per_page=25')).body.data;
  const list = (
    await c.visitor.get<{ id: number; family: string; purchasable: boolean }[]>('/private-api/beat/records?per_page=50')
  ).body.data;
  free = list.filter((b) => b.family === 'beat' && b.purchasable).map((b) => b.id);
  await gateway().book(); // opens the gateway's own database now rather than inside the first test
});
afterAll(() => t.close());

describe('orders a crash left unfinished', () => {
  it('pending with nothing authorized: failed, the cart intact, and the retried key gets that answer', async () => {
    await c.buyer.post(`/private-api/cart/upsert/${free[0]}`, {});
    const key = newKey();
    const order = await interrupted('authorize', 'before', key);
    expect(order.status).toBe('pending');
    expect(order.paymentRef).toMatch(/^test_/); // the reference was kept before anything was charged
    expect((await chargeOf(order.paymentRef))?.status).toBe('created');

    // Still young: a sweep leaves it to the checkout that may be running it.
    await t.database.db.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, order.id));
    await t.app.services.orderRecovery.sweep();
    expect((await byKey(key)).status).toBe('pending');

    await age(order.id);
    expect(await t.app.services.orderRecovery.sweep()).toBeGreaterThanOrEqual(1);
    expect(await byKey(key)).toMatchObject({ status: 'failed', failureReason: INTERRUPTED.message });
    expect(await cartBeats(c.buyer)).toContain(free[0]);

    const retry = await checkout(c.buyer, key);
    expect(retry.status).toBe(402);
    expect(retry.body.response_data!.error).toBe(INTERRUPTED.message);
    expect(retry.body.response_data!.topic_id).toBe('payment');
  }, 60_000);

  it('pending with an authorization at the gateway: the hold is cancelled and nothing is sold', async () => {
    const key = newKey();
    const order = await interrupted('authorize', 'after', key);
    expect(order.status).toBe('pending');
    expect((await chargeOf(order.paymentRef))?.status).toBe('authorized');
    await age(order.id);
    // A retried key settles it at once instead of answering "pending".
    const retry = await checkout(c.buyer, key);
    expect(retry.status).toBe(402);
    expect((await byKey(key)).status).toBe('failed');
    expect((await chargeOf(order.paymentRef))?.status).toBe('cancelled');
    expect(await ledgerTotal(order.id)).toBe(0);
    expect(
      (await t.database.db.select({ sales: beats.sales }).from(beats).where(eq(beats.id, free[0]!)))[0]!.sales,
    ).toBe(0);
  });

  it('paid but never captured: captured, fulfilled and receipted after the restart; the retried key gets the order', async () => {
    const key = newKey();
    const order = await interrupted('capture', 'before', key);
    expect(order).toMatchObject({ status: 'paid', capturedAt: null });
    expect(await cartBeats(c.buyer)).not.toContain(free[0]);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'order_receipt'))).toHaveLength(
      0,
    );

    await age(order.id);
    await t.app.services.orderRecovery.sweep();
    const done = await byKey(key);
    expect(done.status).toBe('fulfilled');
    expect(done.capturedAt).not.toBeNull();
    expect((await chargeOf(order.paymentRef))?.status).toBe('captured');
    expect(await ledgerTotal(order.id)).toBe(order.total);
    const receipts = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'order_receipt'));
    expect(receipts.map((m) => m.subject)).toEqual([`Your Beatmarket order ${order.id}`]);

    const retry = await checkout(c.buyer, key);
    expect(retry.status).toBe(200);
    expect(retry.body.data).toMatchObject({ id: order.id, status: 'fulfilled' });
    // A second sweep (another process, a later tick) changes nothing and sends no second receipt.
    await age(order.id);
    await t.app.services.orderRecovery.settle(order.id);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'order_receipt'))).toHaveLength(
      1,
    );
  });

  it('paid, but the hold vanished before capture: the sale is undone (beat, ledger, promo code, cart line)', async () => {
    const exclusive = licenses.find((l) => l.type === 'exclusive')!;
    const beatId = free[1]!;
    await c.buyer.post(`/private-api/cart/upsert/${beatId}`, { license_id: exclusive.id });
    expect((await c.buyer.post('/private-api/coupon/rebate/WELCOME10')).status).toBe(200);
    const key = newKey();
    const order = await interrupted('capture', 'before', key);
    expect(order.status).toBe('paid');
    expect((await t.database.db.select({ sold: beats.sold }).from(beats).where(eq(beats.id, beatId)))[0]!.sold).toBe(
      true,
    );
    expect(
      await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, order.id)),
    ).toHaveLength(1);

    await gateway().cancel(order.paymentRef!); // the provider let the hold go (expiry, dashboard)
    await age(order.id);
    await t.app.services.orderRecovery.sweep();
    expect((await byKey(key)).status).toBe('failed');
    expect((await t.database.db.select({ sold: beats.sold }).from(beats).where(eq(beats.id, beatId)))[0]!.sold).toBe(
      false,
    );
    expect(await ledgerTotal(order.id)).toBe(0);
    expect(
      await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, order.id)),
    ).toHaveLength(0);
    expect(await cartBeats(c.buyer)).toContain(beatId);
  });

  it('a sweep leaves alone an order this process is still checking out, however long the gateway takes', async () => {
    await c.buyer.post(`/private-api/cart/upsert/${free[2]}`, {});
    const g = gateway();
    const realOpen = g.open.bind(g);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let reached!: () => void;
    const opened = new Promise<void>((r) => (reached = r));
    g.open = async (req) => {
      reached();
      await gate;
      return realOpen(req);
    };
    try {
      const key = newKey();
      const pending = checkout(c.buyer, key);
      await opened;
      const order = await byKey(key);
      await age(order.id);
      await t.app.services.orderRecovery.sweep();
      expect((await byKey(key)).status).toBe('pending');
      release();
      const res = await pending;
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('fulfilled');
    } finally {
      g.open = realOpen;
      release();
    }
  });
});
