import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../adapters/payments-test.js';
import { ledgerEntries, mailOutbox, orderItems, orders, users } from '../../db/schema/index.js';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';
import { giveMedia } from '../../../test/fixtures/download-builder.js';

// Issue 31 / decision 0077: "Nothing is sold that cannot be delivered: the add-on is offered only when
// its file exists, and an order whose files are missing says so and is put right (deliver when the file
// arrives, or refund that part) with the buyer told."
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'admin'>>>;
type License = { id: number; type: string; level: string; price: number };
type Beat = { id: number; family: string; purchasable: boolean; trackouts_available: boolean };
type Order = {
  id: number;
  items: { id: number; trackouts_status: string | null; downloads: { kind: string }[]; refunded: number }[];
  events: { note: string }[];
};
let licenses: License[];
let beats: Beat[];
const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
const card = { method: 'card', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
let keyNo = 0;
const key = () => `trackouts-key-${Date.now()}-${keyNo++}-abcdef`;
const lic = (type: string, level?: string) => licenses.find((l) => l.type === type && (!level || l.level === level))!;
const db = () => t.database.db;
const gateway = () => t.app.services.payments as TestGateway & { partRefunds(ref: string): Promise<unknown[]> };
const mails = (template: string) => db().select().from(mailOutbox).where(eq(mailOutbox.template, template));

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.7.33', ['buyer', 'producer', 'admin']);
  licenses = (await c.visitor.get<License[]>('/private-api/license/records?per_page=25')).body.data;
  beats = (await c.visitor.get<Beat[]>('/private-api/beat/records?per_page=50')).body.data.filter(
    (b) => b.family === 'beat' && b.purchasable,
  );
});
afterAll(() => t.close());

const withTrackouts = (beatId: number) =>
  c.buyer.post(`/private-api/cart/upsert/${beatId}`, {
    license_id: lic('non_exclusive', 'standard').id,
    trackouts_id: lic('addon').id,
  });

/** Buys a beat with trackouts (its file stored), then takes the file away as old data or a removal would. */
async function soldWithoutFile(beatId: number, daysAgo: number) {
  await giveMedia(t, beatId, { trackouts: 64 });
  const added = await withTrackouts(beatId);
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const res = await c.buyer.post<Order>('/private-api/cart/order', { idempotency_key: key(), address, payment: card });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const line = res.body.data.items[0]!;
  await db().execute(sql`update attachments set deleted_at = now() where beat_id = ${beatId} and kind = 'zip'`);
  await db()
    .update(orderItems)
    .set({ trackoutsStatus: 'missing', trackoutsMissingSince: new Date(Date.now() - daysAgo * 86_400_000) })
    .where(eq(orderItems.id, line.id));
  return { orderId: res.body.data.id, itemId: line.id };
}

describe('trackouts are sold only when deliverable', () => {
  it('a beat without a trackouts file says so, and the cart refuses the add-on with a per-field 422', async () => {
    const beat = beats[0]!;
    expect(beat.trackouts_available).toBe(false);
    const res = await withTrackouts(beat.id);
    expect(res.status).toBe(422);
    expect(res.body.response_data!.errors!.map((e) => e.topic_id)).toEqual(['trackouts_id']);
    expect(JSON.stringify(res.body)).toContain('Trackouts are not available for this beat yet.');
    // Without the add-on the same line is fine.
    expect(
      (await c.buyer.post(`/private-api/cart/upsert/${beat.id}`, { license_id: lic('non_exclusive', 'standard').id }))
        .status,
    ).toBe(200);
    await c.buyer.delete(`/private-api/cart/remove/${beat.id}`);
  });

  it('a cart line kept from before is refused at checkout, and nothing is charged', async () => {
    const beat = beats[1]!;
    const [buyer] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'buyer@beatmarket.test'));
    await db().execute(
      sql`insert into cart_items (user_id, beat_id, license_id, trackouts_id) values (${buyer!.id}, ${beat.id}, ${lic('non_exclusive', 'standard').id}, ${lic('addon').id})`,
    );
    const before = gateway().charges().length;
    const res = await c.buyer.post('/private-api/cart/order', { idempotency_key: key(), address, payment: card });
    expect(res.status).toBe(422);
    expect(res.body.response_data!.errors!.map((e) => e.topic_id)).toEqual(['trackouts_id']);
    expect(gateway().charges().length).toBe(before);
    await c.buyer.delete(`/private-api/cart/remove/${beat.id}`);
  });

  it('with the file stored, the beat offers the add-on and the sale delivers it', async () => {
    const beat = beats[2]!;
    await giveMedia(t, beat.id, { trackouts: 64 });
    expect((await c.visitor.get<Beat>(`/private-api/beat/${beat.id}`)).body.data.trackouts_available).toBe(true);
    expect((await withTrackouts(beat.id)).status).toBe(200);
    const res = await c.buyer.post<Order>('/private-api/cart/order', {
      idempotency_key: key(),
      address,
      payment: card,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.items[0]!.trackouts_status).toBe('delivered');
    const [line] = await db().select().from(orderItems).where(eq(orderItems.id, res.body.data.items[0]!.id));
    expect(line!.trackoutsAmount).toBe(lic('addon').price);
  });

  it('a missing file is delivered when it arrives: the line, the history and a mail say so', async () => {
    const beat = beats[3]!;
    const { orderId, itemId } = await soldWithoutFile(beat.id, 1);
    const page = await c.buyer.get<Order>(`/private-api/order/${orderId}`);
    expect(page.body.data.items[0]!.trackouts_status).toBe('missing');
    expect(page.body.data.items[0]!.downloads.map((d) => d.kind)).not.toContain('zip');
    const sent = (await mails('trackouts-delivered')).length;
    await giveMedia(t, beat.id, { trackouts: 64 });
    expect(await t.app.services.trackouts.arrived(beat.id)).toBe(1);
    const after = await c.buyer.get<Order>(`/private-api/order/${orderId}`);
    expect(after.body.data.items[0]!.trackouts_status).toBe('delivered');
    expect(after.body.data.events.map((e) => e.note).join('\n')).toContain('delivered');
    expect((await mails('trackouts-delivered')).length).toBe(sent + 1);
    expect(await t.app.services.trackouts.arrived(beat.id)).toBe(0);
    expect(itemId).toBe(after.body.data.items[0]!.id);
  });

  it('after TRACKOUTS_REFUND_DAYS the sweep refunds exactly the add-on, once, and mails the buyer', async () => {
    const beat = beats[4]!;
    const { orderId, itemId } = await soldWithoutFile(beat.id, 15);
    const refundMails = (await mails('refund')).length;
    await t.app.services.trackouts.sweep();
    await t.app.services.trackouts.sweep();
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(await gateway().partRefunds(order!.paymentRef!)).toEqual([
      { key: `trackouts-refund-${itemId}`, amount: lic('addon').price },
    ]);
    expect(order!.refunded).toBe(lic('addon').price);
    const adjustments = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderItemId, itemId), eq(ledgerEntries.kind, 'adjustment')));
    expect(adjustments.reduce((a, r) => a + r.amount, 0)).toBe(-lic('addon').price);
    const page = await c.buyer.get<Order>(`/private-api/order/${orderId}`);
    expect(page.body.data.items[0]!.trackouts_status).toBe('refunded');
    expect(page.body.data.items[0]!.refunded).toBe(lic('addon').price);
    const sent = await mails('refund');
    expect(sent.length).toBe(refundMails + 1);
    expect(JSON.stringify(sent.at(-1))).toContain('without the');
  });

  it('a rerun after a crash between the provider and the booking refunds nothing twice', async () => {
    const beat = beats[5]!;
    const { orderId, itemId } = await soldWithoutFile(beat.id, 1);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    // The provider refunded under the line's key, then the process died before booking it.
    await db().update(orderItems).set({ trackoutsRefundRequestedAt: new Date() }).where(eq(orderItems.id, itemId));
    await gateway().refundPart(order!.paymentRef!, lic('addon').price, `trackouts-refund-${itemId}`);
    await t.app.services.trackouts.sweep();
    expect(await gateway().partRefunds(order!.paymentRef!)).toHaveLength(1);
    const [after] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(after!.refunded).toBe(lic('addon').price);
  });

  it('an administrator refunds that part at once; others may not; a second call refunds nothing more', async () => {
    const beat = beats[6]!;
    const { orderId, itemId } = await soldWithoutFile(beat.id, 1);
    const url = `/private-api/order/${orderId}/trackouts/${itemId}/refund`;
    expect((await c.visitor.post(url, {})).status).toBe(401);
    expect((await c.buyer.post(url, {})).status).toBe(403);
    expect((await c.admin.post(`/private-api/order/${orderId}/trackouts/999999/refund`, {})).status).toBe(404);
    expect((await c.admin.post(`/private-api/order/999999/trackouts/${itemId}/refund`, {})).status).toBe(404);
    const first = await c.admin.post<Order>(url, {});
    expect(first.status).toBe(200);
    expect(first.body.data.items[0]!.trackouts_status).toBe('refunded');
    expect((await c.admin.post(url, {})).status).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(await gateway().partRefunds(order!.paymentRef!)).toHaveLength(1);
    expect(order!.refunded).toBe(lic('addon').price);
  });
});
