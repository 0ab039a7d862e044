import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../adapters/payments-test.js';
import { offers, orders } from '../../db/schema/index.js';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';
import { offerKit } from '../../../test/offer-helpers.js';

// Issue 35, crash mid-step: an upgrade's and an offer link's checkout killed between the payment's
// transaction and the capture (the gateway call throws there, as order-recovery.test does) is finished
// by recovery after the restart: captured once, delivered once, the retried key answered with that order.
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer'>>>;
type License = { id: number; type: string; level: string };
type Order = { id: number; status: string; total: number; items: { id: number; verification_code: string }[] };
let licenses: License[];
let free: number[];
const k = offerKit(() => t);
const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
const card = { method: 'card', number: '4242424242424242', expiry: '12/40', cvc: '123' };
let keyNo = 0;
const newKey = () => `crash-up-key-${Date.now()}-${keyNo++}-abc`;
const gateway = () => t.app.services.payments as TestGateway;
const checkout = (client: Client, key: string) =>
  client.post<Order>('/private-api/cart/order', { idempotency_key: key, address, payment: card });
const byKey = async (key: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key)))[0]!;
const captured = async (ref: string | null) =>
  (await gateway().book()).filter((ch) => ch.ref === ref && ch.status === 'captured');

/** A checkout whose process dies just before the capture, its paid order; `lost`: the provider drops the hold. */
async function crashBeforeCapture(client: Client, key: string) {
  const g = gateway();
  const real = g.capture.bind(g);
  g.capture = async () => {
    throw new Error('the process died here');
  };
  try {
    expect((await checkout(client, key)).status).toBe(500);
  } finally {
    g.capture = real;
  }
  const paid = await byKey(key);
  expect(paid).toMatchObject({ status: 'paid', capturedAt: null });
  await t.database.db
    .update(orders)
    .set({ updatedAt: sql`now() - interval '1 minute'` })
    .where(eq(orders.id, paid.id));
  return paid;
}

/** A checkout whose process dies just before the capture; then recovery runs as after a restart. */
async function crashThenRecover(client: Client) {
  const key = newKey();
  const paid = await crashBeforeCapture(client, key);
  await t.app.services.orderRecovery.sweep();
  const done = await byKey(key);
  expect(done.status).toBe('fulfilled');
  expect(await captured(paid.paymentRef)).toHaveLength(1);
  // The retried key gets the same order, and nothing is charged again.
  const retry = await checkout(client, key);
  expect(retry.body.data).toMatchObject({ id: paid.id, status: 'fulfilled' });
  expect(await captured(paid.paymentRef)).toHaveLength(1);
  return retry.body.data;
}

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.7.59', ['buyer', 'producer']);
  licenses = (await c.visitor.get<License[]>('/private-api/license/records?per_page=25')).body.data;
  free = await k.freeBeats(c.producer);
  await gateway().book();
});
afterAll(() => t.close());

describe('a crash between the payment and the capture', () => {
  it('an upgrade: captured once after the restart, the old licence superseded, not upgraded twice', async () => {
    const beatId = free[0]!;
    const basic = licenses.find((l) => l.type === 'non_exclusive' && l.level === 'basic')!;
    const unlimited = licenses.find((l) => l.type === 'non_exclusive' && l.level === 'unlimited')!;
    await c.buyer.post(`/private-api/cart/upsert/${beatId}`, { license_id: basic.id });
    const first = (await checkout(c.buyer, newKey())).body.data;
    const old = first.items[0]!;
    expect((await c.buyer.post(`/private-api/cart/upgrade/${old.id}`, { license_id: unlimited.id })).status).toBe(200);
    const up = await crashThenRecover(c.buyer);
    const check = await c.visitor.get<{ superseded_by: { code: string } | null }>(
      `/private-api/license/verify/${old.verification_code}`,
    );
    expect(check.body.data.superseded_by?.code).toBe(up.items[0]!.verification_code);
    // The licence is upgraded: a second upgrade of it is refused before any charge.
    expect((await c.buyer.post(`/private-api/cart/upgrade/${old.id}`, { license_id: unlimited.id })).status).toBe(409);
  });

  it("an offer's link: captured once after the restart, the offer paid, its link paying nothing more", async () => {
    const beatId = free[1]!;
    const exclusive = licenses.find((l) => l.type === 'exclusive')!;
    await k.open(c.producer, beatId, { [exclusive.id]: 30_000 });
    const { id } = (await k.offer(c.buyer, { beat_id: beatId, license_id: exclusive.id, amount: 30_000 })).body.data;
    expect((await k.act(c.producer, id, 'accept')).status).toBe(200);
    expect((await k.act(c.buyer, id, 'checkout')).status).toBe(200);
    const paid = await crashThenRecover(c.buyer);
    expect(paid.total).toBe(30_000);
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, id));
    expect(row).toMatchObject({ status: 'paid', orderId: paid.id });
    expect((await k.act(c.buyer, id, 'checkout')).status).toBeGreaterThanOrEqual(400);
  });

  it("an offer's sale undone by recovery (the hold vanished): the offer is accepted again and its line back in the cart", async () => {
    const beatId = free[2]!;
    const exclusive = licenses.find((l) => l.type === 'exclusive')!;
    await k.open(c.producer, beatId, { [exclusive.id]: 25_000 });
    const { id } = (await k.offer(c.buyer, { beat_id: beatId, license_id: exclusive.id, amount: 25_000 })).body.data;
    expect((await k.act(c.producer, id, 'accept')).status).toBe(200);
    expect((await k.act(c.buyer, id, 'checkout')).status).toBe(200);
    const key = newKey();
    const paid = await crashBeforeCapture(c.buyer, key);
    expect((await t.database.db.select().from(offers).where(eq(offers.id, id)))[0]).toMatchObject({ status: 'paid' });
    await gateway().cancel(paid.paymentRef!);
    await t.app.services.orderRecovery.sweep();
    expect((await byKey(key)).status).toBe('failed');
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, id));
    expect(row).toMatchObject({ status: 'accepted', orderId: null });
    const thread = await c.buyer.get<{ events: { kind: string }[] }>(`/private-api/offers/${id}`);
    expect(thread.body.data.events.map((e) => e.kind).slice(-2)).toEqual(['paid', 'unpaid']);
    // The cart line still carries the agreed price: paying again charges the offer, once.
    const again = (await checkout(c.buyer, newKey())).body.data;
    expect(again).toMatchObject({ status: 'fulfilled', total: 25_000 });
    expect((await t.database.db.select().from(offers).where(eq(offers.id, id)))[0]).toMatchObject({
      status: 'paid',
      orderId: again.id,
    });
  });
});
