import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beats, ledgerEntries, licenses, mailOutbox, orderItems, orders, users } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { ledgerShares } from '@beatmarket/shared';

// Issue 31: a refund made in Stripe's dashboard reaches us as charge.refunded with the running total
// refunded. A partial one books exactly its cents as adjustments and revokes nothing; the rest of the
// refund later undoes the whole sale; every refund mails the buyer (decision 0074).
const WEBHOOK_SECRET = 'whsec_partial_refund_test';
const REF = 'pi_partial_1';
let t: TestContext;
let orderId: number;
let exclusiveBeat: number;
let buyerEmail: string;
const TOTAL = 25_000 + 2_999;
const codes = ['PARTL-AAAAA', 'PARTL-BBBBB'];
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestContext({
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_offline',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_offline',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  const [buyer] = await db()
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, 'buyer@beatmarket.test'));
  buyerEmail = buyer!.email;
  const [co] = await db()
    .select()
    .from(beats)
    .where(and(isNotNull(beats.coproducerId), eq(beats.sold, false)));
  const [plain] = await db()
    .select()
    .from(beats)
    .where(and(isNull(beats.coproducerId), eq(beats.sold, false)))
    .limit(1);
  exclusiveBeat = co!.id;
  await db().update(beats).set({ sold: true }).where(eq(beats.id, co!.id));
  const [license] = await db().select().from(licenses).limit(1);
  const [made] = await db()
    .insert(orders)
    .values({
      userId: buyer!.id,
      idempotencyKey: 'partial-refund-order-0001',
      status: 'fulfilled',
      subtotal: TOTAL,
      total: TOTAL,
      address: {},
      paymentProvider: 'stripe',
      paymentRef: REF,
      paidAt: new Date(),
      capturedAt: new Date(),
    })
    .returning({ id: orders.id });
  orderId = made!.id;
  const terms = (type: string) => ({
    name: `${type} licence`,
    type,
    level: 'standard',
    specifications: {},
    trackouts: null,
    bundle: null,
  });
  const lines = await db()
    .insert(orderItems)
    .values(
      [
        { beat: co!, amount: 25_000, type: 'exclusive', code: codes[0]! },
        { beat: plain!, amount: 2_999, type: 'non-exclusive', code: codes[1]! },
      ].map((l) => ({
        orderId,
        beatId: l.beat.id,
        licenseId: license!.id,
        beatTitle: l.beat.title,
        producerId: l.beat.producerId,
        coproducerId: l.beat.coproducerId,
        terms: terms(l.type),
        lineTotal: l.amount,
        amount: l.amount,
        verificationCode: l.code,
      })),
    )
    .returning();
  await db()
    .insert(ledgerEntries)
    .values(lines.flatMap((i) => ledgerShares(i.amount, i, 70).map((s) => ({ orderItemId: i.id, ...s }))));
});
afterAll(() => t.close());

/** charge.refunded as Stripe signs it: `refunded` is true only once the whole charge went back. */
async function refunded(amountRefunded: number) {
  const payload = JSON.stringify({
    id: `evt_${amountRefunded}`,
    object: 'event',
    type: 'charge.refunded',
    data: {
      object: {
        id: 'ch_partial_1',
        object: 'charge',
        payment_intent: REF,
        amount: TOTAL,
        amount_refunded: amountRefunded,
        refunded: amountRefunded === TOTAL,
      },
    },
  });
  const signature = new Stripe('sk_test_offline').webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/webhooks/payments',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
  expect(res.statusCode).toBe(200);
}
const ledger = () =>
  db()
    .select({
      payee: ledgerEntries.payeeId,
      role: ledgerEntries.role,
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .innerJoin(orderItems, eq(orderItems.id, ledgerEntries.orderItemId))
    .where(eq(orderItems.orderId, orderId));
const sum = (rows: { amount: number }[]) => rows.reduce((a, r) => a + r.amount, 0);
const genuine = async (code: string) =>
  (await t.app.inject({ method: 'GET', url: `/private-api/license/verify/${code}` })).json().data.genuine as boolean;
const refundMails = () =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, 'refund'), eq(mailOutbox.to, buyerEmail)));

describe('a refund made at Stripe', () => {
  it('books a partial refund as adjustments of exactly its cents and revokes nothing', async () => {
    await refunded(1_000);
    const [o] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(o!.status).toBe('fulfilled');
    expect(o!.refunded).toBe(1_000);
    const rows = await ledger();
    expect(sum(rows)).toBe(TOTAL - 1_000);
    expect(sum(rows.filter((r) => r.kind === 'adjustment'))).toBe(-1_000);
    expect(rows.filter((r) => r.kind === 'refund')).toEqual([]);
    // Every payee keeps something and nobody goes below zero.
    expect(rows.filter((r) => r.kind === 'adjustment').every((r) => r.amount < 0)).toBe(true);
    expect(await genuine(codes[0]!)).toBe(true);
    expect(await genuine(codes[1]!)).toBe(true);
    expect((await db().select().from(beats).where(eq(beats.id, exclusiveBeat)))[0]!.sold).toBe(true);

    const mails = await refundMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('$10');
    expect(mails[0]!.text).toMatch(/What you keep/);
    expect(mails[0]!.text).toContain('licence and all its files');
  });

  it('books nothing more when the same running total comes again', async () => {
    await refunded(1_000);
    expect(sum(await ledger())).toBe(TOTAL - 1_000);
    expect(await refundMails()).toHaveLength(1);
  });

  it('the rest refunded later undoes the sale: every balance at zero, licences revoked, the exclusive for sale', async () => {
    await refunded(TOTAL);
    const [o] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(o!.status).toBe('refunded');
    const rows = await ledger();
    expect(sum(rows)).toBe(0);
    const balances = new Map<string, number>();
    for (const r of rows) balances.set(`${r.role}:${r.payee}`, (balances.get(`${r.role}:${r.payee}`) ?? 0) + r.amount);
    expect([...balances.values()].every((b) => b === 0)).toBe(true);
    expect(await genuine(codes[0]!)).toBe(false);
    expect((await db().select().from(beats).where(eq(beats.id, exclusiveBeat)))[0]!.sold).toBe(false);
    const mails = await refundMails();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toContain('$269.99');
    expect(mails[1]!.text).toContain('the licence is revoked');
  });
});
