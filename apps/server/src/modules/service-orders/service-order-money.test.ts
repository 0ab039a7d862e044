import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, depositOf, type Coupon } from '@beatmarket/shared';
import type { TestGateway } from '../../adapters/payments-test.js';
import { orders, serviceMilestones } from '../../db/schema/index.js';
import { clientsByRole, DEMO_LOGINS, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir } from '../../../test/media-helpers.js';
import { api, serviceOrderKit } from '../../../test/service-order-helpers.js';
import { priceCart, type ServiceLines } from '../commerce/cart-pricing.js';

// Decision 0088: milestones are cart lines of the one checkout. Deposit plus balance is the agreed price to
// the cent, each is charged once, a cancellation refunds and reverses the ledger, and a crash between
// capture and the order's next state is finished by the checkout's recovery.
let t: TestContext;
let as: Record<'visitor' | 'buyer' | 'producer' | 'admin', Client>;
const k = serviceOrderKit(() => t);
const gateway = () => t.app.services.payments as TestGateway;
const due = '2099-01-31';

beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: mediaDataDir() });
  as = await clientsByRole(t.app, '10.88.2', ['buyer', 'producer', 'admin']);
  await gateway().book();
});
afterAll(() => t.close());

/** A custom beat quoted at `price` and accepted: its deposit waits in the buyer's cart. */
async function accepted(price: number) {
  const o = await k.request(as.buyer, { kind: 'custom_beat', producer_id: await k.userId(DEMO_LOGINS.producer) });
  expect((await k.step(as.producer, o.id, 'quote', { price, due_at: due })).status).toBe(200);
  expect((await k.step(as.buyer, o.id, 'accept')).status).toBe(200);
  return o.id;
}
async function delivered(id: number) {
  const token = await k.file(as.producer, 'service_delivery', 'beat.wav');
  expect((await k.step(as.producer, id, 'deliver', { body: 'v1', file_tokens: [token] })).status).toBe(200);
}

describe('the milestones add up to the price', () => {
  it('for any price and deposit percent, to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (price, pct) => {
        const deposit = depositOf(price, pct);
        expect(deposit).toBeGreaterThanOrEqual(0);
        expect(deposit + balanceOf(price, deposit)).toBe(price);
      }),
    );
  });

  it('whatever coupons the cart holds: they never touch a milestone', () => {
    const coupon = (id: number, pct: number | null, buy: number, get: number): Coupon => ({
      id,
      title: 'C',
      code: null,
      buy_x: buy,
      get_y: get,
      percent_off: pct,
      redeem_by: '2999-01-01',
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.integer({ min: 1, max: 99 }),
        fc.array(fc.integer({ min: 1, max: 100_000 }), { maxLength: 4 }),
        fc.option(fc.integer({ min: 1, max: 100 })),
        (price, pct, storePrices, percentOff) => {
          const deposit = depositOf(price, pct);
          const store = storePrices.map(
            (p, i) =>
              ({ storeItemId: i + 1, item: { id: i + 1, price: p, status: 'published' }, sellerName: '' }) as never,
          );
          const milestone = [
            {
              milestoneId: 1,
              kind: 'deposit',
              amount: deposit || 1,
              order: { id: 1, kind: 'custom_beat', title: 'T', status: 'accepted', sellerId: 2 },
            },
          ] as ServiceLines;
          const offers = [coupon(1, null, 1, 1), ...(percentOff === null ? [] : [coupon(2, percentOff, 1, 0)])];
          const cart = priceCart([], store, [], offers, null, milestone);
          expect(cart.service_items![0]).toMatchObject({ line_total: deposit || 1, discount: 0, total: deposit || 1 });
          const lines = [...cart.store_items, ...cart.service_items!];
          expect(cart.totals.total).toBe(lines.reduce((a, l) => a + l.total, 0));
        },
      ),
    );
  });

  it('through the checkout: deposit and balance captured add up to the quote, ledger to the seller and the house', async () => {
    const id = await accepted(33333);
    const first = await k.checkout(as.buyer);
    expect(first.status).toBe(200);
    await delivered(id);
    expect((await k.step(as.buyer, id, 'approve')).status).toBe(200);
    const second = await k.checkout(as.buyer);
    expect(second.status).toBe(200);
    const paid = [...(await k.lines(first.body.data.id)), ...(await k.lines(second.body.data.id))];
    expect(paid.map((l) => l.amount)).toEqual([16666, 16667]);
    expect(await k.ledgerTotal(first.body.data.id)).toBe(16666);
    expect(await k.ledgerTotal(second.body.data.id)).toBe(16667);
    // The custom beat's balance carries its exclusive licence: the PDF's code verifies.
    const balance = paid[1]!;
    expect(balance.terms.type).toBe('exclusive');
    expect(balance.beatTitle).toBe((await k.view(as.buyer, id)).body.data.title);
    // Each line leads to the request's thread and files from the order page.
    const page = await as.buyer.get<{ items: { service_order_id: number | null }[] }>(
      `${api}/order/${second.body.data.id}`,
    );
    expect(page.body.data.items.map((i) => i.service_order_id)).toEqual([id]);
    const verified = await as.visitor.get<{ valid: boolean }>(`${api}/license/verify/${balance.verificationCode}`);
    expect(verified.status).toBe(200);
    expect((await k.view(as.buyer, id)).body.data.status).toBe('completed');
  });
});

describe('nothing is charged twice', () => {
  it('two checkouts at once of the same deposit: one charge', async () => {
    const id = await accepted(5000);
    const [a, b] = await Promise.all([k.checkout(as.buyer), k.checkout(as.buyer)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const order = await k.order([a, b].find((r) => r.status === 200)!.body.data.id);
    expect((await gateway().book()).filter((c) => c.ref === order.paymentRef)).toHaveLength(1);
    expect((await k.view(as.buyer, id)).body.data.milestones).toMatchObject([{ kind: 'deposit', status: 'paid' }]);
    expect((await k.cart(as.buyer)).service_items).toEqual([]);
  });
});

describe('a crash between steps', () => {
  async function captureDies() {
    const g = gateway();
    const real = g.capture.bind(g);
    g.capture = () => Promise.reject(new Error('the process died here'));
    const key = k.newKey();
    try {
      expect((await k.checkout(as.buyer, key)).status).toBe(500);
    } finally {
      g.capture = real;
    }
    const [order] = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    await t.database.db
      .update(orders)
      .set({ updatedAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, order!.id));
    return order!;
  }

  it('before capture: recovery captures and the order moves on, once', async () => {
    const id = await accepted(8000);
    const order = await captureDies();
    expect((await k.view(as.buyer, id)).body.data.status).toBe('accepted');
    expect((await k.cart(as.buyer)).service_items).toEqual([]);
    await t.app.services.orderRecovery.sweep();
    expect((await k.view(as.buyer, id)).body.data.status).toBe('deposit_paid');
    expect(await k.ledgerTotal(order.id)).toBe(4000);
  });

  it('a hold that vanished: the sale is undone and the deposit is due again', async () => {
    const id = await accepted(9000);
    const order = await captureDies();
    await gateway().cancel(order.paymentRef!);
    await t.app.services.orderRecovery.sweep();
    expect((await k.order(order.id)).status).toBe('failed');
    expect(await k.ledgerTotal(order.id)).toBe(0);
    expect((await k.view(as.buyer, id)).body.data).toMatchObject({
      status: 'accepted',
      milestones: [{ status: 'due' }],
    });
    expect((await k.cart(as.buyer)).service_items).toMatchObject([{ total: 4500, payable: true }]);
    expect((await k.checkout(as.buyer)).status).toBe(200);
  });
});

describe('an administrator cancels', () => {
  it('refunds what was captured, reverses the ledger and drops what is due', async () => {
    const id = await accepted(12000);
    const paid = await k.checkout(as.buyer);
    expect((await k.step(as.producer, id, 'cancel')).status).toBe(403);
    expect((await k.step(as.buyer, id, 'cancel')).status).toBe(403);
    const done = await k.step(as.admin, id, 'cancel', { reason: 'Producer unavailable' });
    expect(done.body.data).toMatchObject({ status: 'cancelled', milestones: [{ status: 'refunded' }] });
    expect(await k.ledgerTotal(paid.body.data.id)).toBe(0);
    expect((await k.order(paid.body.data.id)).status).toBe('refunded');
    expect((await k.step(as.admin, id, 'cancel')).status).toBe(409);
  });

  it('a due milestone leaves the cart and can no longer be paid', async () => {
    const id = await accepted(7000);
    expect((await k.step(as.admin, id, 'cancel')).status).toBe(200);
    expect(
      await t.database.db.select().from(serviceMilestones).where(eq(serviceMilestones.serviceOrderId, id)),
    ).toEqual([]);
    expect((await k.cart(as.buyer)).service_items).toEqual([]);
    expect((await as.visitor.get(`${api}/service-orders/${id}`)).status).toBe(401);
  });
});
