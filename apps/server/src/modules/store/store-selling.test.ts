import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartView, CloseResult, OrderPageView, StatementDetailData, StoreItemData } from '@beatmarket/shared';
import { incomeStatements, ledgerEntries, orderItems } from '../../db/schema/index.js';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir, upload } from '../../../test/media-helpers.js';
import { monthOf } from '../../../test/fixtures/accounting.js';
import { contractText } from '../commerce/license-pdf.js';

// Issue 34 (decision 0085): store items sell through the beats' cart, checkout, ledger, delivery and refund.
type Role = 'buyer' | 'producer' | 'producer2' | 'admin';
let t: TestContext;
let as: Record<Role | 'visitor', Client>;
let beatId: number;
let basic: number;
const api = '/private-api';
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(300, 7)]);
const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
const payment = { method: 'card', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
let keyNo = 0;
const checkout = (c: Client, extra: Record<string, unknown> = {}) =>
  c.post<{ id: number }>(`${api}/cart/order`, {
    idempotency_key: `store-key-${Date.now()}-${keyNo++}-abcdef`,
    address,
    payment,
    ...extra,
  });
const cart = async (c: Client) => (await c.get<CartView>(`${api}/cart`)).body.data;
const db = () => t.database.db;

/** A store item of `seller` (an administrator's is the house's), published unless asked otherwise. */
async function item(seller: Client, price: number, publish = true): Promise<StoreItemData> {
  const made = (await seller.post<StoreItemData>(`${api}/store_item/create`, { kind: 'drum_kit', title: 'Kit', price }))
    .body.data;
  for (const [purpose, name, type, body] of [
    ['store_cover', 'c.png', 'image/png', png],
    ['store_zip', 'kit.zip', 'application/zip', zip],
  ] as const)
    expect((await upload(t.app, seller, { purpose, store_item_id: made.id, name, type, body })).res.status).toBe(200);
  if (publish) expect((await as.admin.post(`${api}/store_item/${made.id}/approve`)).status).toBe(200);
  return made;
}

beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: mediaDataDir() });
  as = await clientsByRole(t.app, '10.85.1', ['buyer', 'producer', 'producer2', 'admin']);
  const licenses = (await as.visitor.get<{ id: number; type: string; level: string }[]>(`${api}/license/records`)).body
    .data;
  basic = licenses.find((l) => l.type === 'non_exclusive' && l.level === 'standard')!.id;
  const mine = (
    await as.producer.get<{ id: number; family: string; published_at: string | null; sold: boolean }[]>(
      `${api}/dashboard/beats?per_page=100`,
    )
  ).body.data;
  beatId = mine.find((b) => b.family === 'beat' && b.published_at && !b.sold)!.id;
});
afterAll(() => t.close());

describe('store items in the cart', () => {
  it('are added by any logged-in user, once, and only when published', async () => {
    const kit = await item(as.producer, 1999);
    const draft = await item(as.producer, 1999, false);
    expect((await as.visitor.post(`${api}/cart/store/${kit.id}`)).status).toBe(401);
    expect((await as.buyer.post(`${api}/cart/store/${draft.id}`)).status).toBe(404);
    expect((await as.buyer.post(`${api}/cart/store/999999`)).status).toBe(404);
    expect((await as.buyer.post(`${api}/cart/store/abc`)).status).toBe(422);
    for (const who of ['buyer', 'producer', 'producer2', 'admin'] as const) {
      const added = await as[who].post<CartView>(`${api}/cart/store/${kit.id}`);
      expect(added.status).toBe(200);
      expect(added.body.data.store_items).toMatchObject([
        { store_item_id: kit.id, line_total: 1999, total: 1999, purchasable: true },
      ]);
      expect((await as[who].post(`${api}/cart/store/${kit.id}`)).status).toBe(409);
      const removed = await as[who].delete<CartView>(`${api}/cart/store/${kit.id}`);
      expect(removed.body.data.store_items).toEqual([]);
    }
  });

  it('refuses checkout once an item in the cart is withdrawn', async () => {
    const kit = await item(as.producer, 500);
    await as.buyer.post(`${api}/cart/store/${kit.id}`);
    await as.producer.post(`${api}/store_item/${kit.id}/withdraw`);
    expect((await cart(as.buyer)).store_items[0]!.purchasable).toBe(false);
    expect((await checkout(as.buyer)).status).toBe(409);
    await as.buyer.delete(`${api}/cart/store/${kit.id}`);
  });
});

describe('selling a store item with a beat', () => {
  it('prices both under one promo code, and the order, ledger and statement agree to the cent', async () => {
    const kit = await item(as.producer, 6001);
    const house = await item(as.admin, 5001);
    await as.buyer.post(`${api}/cart/upsert/${beatId}`, { license_id: basic });
    await as.buyer.post(`${api}/cart/store/${kit.id}`);
    await as.buyer.post(`${api}/cart/store/${house.id}`);
    await as.buyer.post(`${api}/coupon/rebate/WELCOME10`);
    const priced = await cart(as.buyer);
    // The seeded "Buy 2, get 1 free" counts the store lines: the beat, the cheapest, is free; 10% off the rest.
    expect(priced.items.map((i) => [i.line_total, i.discount])).toEqual([[4999, 4999]]);
    expect(priced.store_items.map((i) => i.discount)).toEqual([600, 500]);
    const lines = [...priced.items, ...priced.store_items];
    expect(priced.totals.total).toBe(lines.reduce((a, i) => a + i.total, 0));
    expect(priced.totals.discount).toBe(lines.reduce((a, i) => a + i.discount, 0));

    // A declined card takes nothing and leaves the cart as it was.
    const declined = await checkout(as.buyer, { payment: { ...payment, number: '4000 0000 0000 0002' } });
    expect(declined.status).toBe(402);
    expect((await cart(as.buyer)).store_items).toHaveLength(2);

    const paid = await checkout(as.buyer);
    expect(paid.status).toBe(200);
    const orderId = paid.body.data.id;
    const view = (await as.buyer.get<OrderPageView>(`${api}/order/${orderId}`)).body.data;
    expect(view).toMatchObject({ status: 'fulfilled', total: priced.totals.total });
    expect(await cart(as.buyer)).toMatchObject({ items: [], store_items: [] });

    const rows = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(rows.reduce((a, r) => a + r.amount, 0)).toBe(view.total);
    const ledger = await db()
      .select()
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.orderItemId,
          rows.map((r) => r.id),
        ),
      );
    for (const r of rows)
      expect(ledger.filter((e) => e.orderItemId === r.id).reduce((a, e) => a + e.amount, 0)).toBe(r.amount);
    const kitLine = rows.find((r) => r.storeItemId === kit.id)!;
    const houseLine = rows.find((r) => r.storeItemId === house.id)!;
    expect(kitLine).toMatchObject({ amount: 5401, beatId: null, licenseId: null });
    expect(ledger.filter((e) => e.orderItemId === kitLine.id).map((e) => [e.role, e.amount])).toEqual([
      ['producer', 3781],
      ['house', 1620],
    ]);
    expect(ledger.filter((e) => e.orderItemId === houseLine.id).map((e) => [e.role, e.payeeId, e.amount])).toEqual([
      ['house', null, 4501],
    ]);

    // Stated last month: the producer's statement carries the beat's and the kit's shares exactly.
    const last = monthOf(1);
    await db()
      .update(ledgerEntries)
      .set({ createdAt: last.mid })
      .where(
        inArray(
          ledgerEntries.id,
          ledger.map((e) => e.id),
        ),
      );
    const closed = await as.admin.post<CloseResult>(`${api}/income_statement/close`, {
      period_start: last.start,
      period_end: last.end,
    });
    expect(closed.status).toBe(200);
    const producerId = kitLine.producerId!;
    const [mine] = (await db().select().from(incomeStatements).where(eq(incomeStatements.payeeId, producerId))).filter(
      (s) => s.periodStart === last.start,
    );
    const stated = (await as.admin.get<StatementDetailData>(`${api}/income_statement/${mine!.id}`)).body.data;
    const owed = ledger.filter((e) => e.payeeId === producerId);
    expect(stated.amount).toBe(owed.reduce((a, e) => a + e.amount, 0));
    expect(stated.items.filter((i) => i.order_id === orderId && i.beat_id === null)).toMatchObject([
      { kind: 'sale', gross: 6001, discount: 600, amount: 3781, house_share: 1620 },
    ]);

    // Delivery: the buyer alone gets the ZIP by a signed link bound to them.
    const line = view.items.find((i) => i.store_item_id === kit.id)!;
    expect(line.terms[0]).toContain('Royalty-free');
    expect(line.license_pdf).not.toBeNull();
    expect(line.downloads).toHaveLength(1);
    const href = line.downloads[0]!.href;
    const got = await t.app.inject({
      method: 'GET',
      url: href,
      headers: { cookie: [...as.buyer.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(zip)).toBe(true);
    for (const other of ['producer', 'producer2', 'admin'] as const)
      expect((await as[other].get(href)).status).toBe(403);
    expect((await as.visitor.get(href)).status).toBe(403);
    expect((await as.producer2.get(`${api}/order/${orderId}`)).status).toBe(404);
    expect((await as.producer.get(`${api}/order/${orderId}`)).status).toBe(404);
    const asAdmin = (await as.admin.get<OrderPageView>(`${api}/order/${orderId}`)).body.data;
    expect(asAdmin.items.every((i) => i.downloads.length === 0)).toBe(true);

    // Its royalty-free licence: a PDF for the buyer, a code anyone may check.
    const pdf = await as.buyer.get(line.license_pdf!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect((await as.producer2.get(line.license_pdf!)).status).toBe(404);
    const check = await as.visitor.get<{ genuine: boolean; beat_title: string; license: string }>(
      `${api}/license/verify/${line.verification_code}`,
    );
    expect(check.body.data).toMatchObject({ genuine: true, beat_title: 'Kit', license: 'Royalty-free licence' });
    expect(
      contractText({
        buyerName: 'Jay Buyer',
        beatTitle: 'Kit',
        producerName: 'Beatmarket',
        terms: line.license,
        date: new Date(),
        orderId,
        verificationCode: line.verification_code,
        verifyUrl: 'https://x/verify',
        trackoutsStatus: null,
      }),
    ).toMatchObject({ terms: [expect.stringContaining('Royalty-free')] });

    // An administrator's refund reverses every share, store lines included; the links go with it.
    expect((await as.buyer.post(`${api}/order/${orderId}/refund`)).status).toBe(403);
    expect((await as.producer.post(`${api}/order/${orderId}/refund`)).status).toBe(403);
    expect((await as.admin.post(`${api}/order/${orderId}/refund`)).status).toBe(200);
    const after = await db()
      .select()
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.orderItemId,
          rows.map((r) => r.id),
        ),
      );
    for (const r of rows) expect(after.filter((e) => e.orderItemId === r.id).reduce((a, e) => a + e.amount, 0)).toBe(0);
    const refunded = (await as.buyer.get<OrderPageView>(`${api}/order/${orderId}`)).body.data;
    expect(refunded.items.find((i) => i.store_item_id === kit.id)).toMatchObject({ downloads: [], license_pdf: null });
    expect(
      (await as.visitor.get<{ genuine: boolean }>(`${api}/license/verify/${line.verification_code}`)).body.data.genuine,
    ).toBe(false);
  });
});
