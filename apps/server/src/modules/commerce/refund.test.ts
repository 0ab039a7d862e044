import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../adapters/payments-test.js';
import { beats, ledgerEntries, mailOutbox, orderItems, orders } from '../../db/schema/index.js';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';

// Issue 16: an administrator's refund reverses the ledger, revokes the licences, puts an exclusive back
// on sale, and survives a crash between the provider's refund and our write (decision 0031).
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'admin'>>>;
type License = { id: number; type: string; level: string };
type OrderPage = {
  id: number;
  status: string;
  items: { beat_id: number; verification_code: string; downloads: unknown[] }[];
  events: { from: string; to: string; note: string; actor: string | null }[];
};
let licenses: License[];
let coBeat: number;
let plain: number[];
const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
const card = { method: 'card', number: '4242424242424242', expiry: '12/40', cvc: '123' };
let keyNo = 0;
const gateway = () => t.app.services.payments as TestGateway;
const db = () => t.database.db;

/** The buyer buys these beats (an exclusive licence on the first when asked) and the order is fulfilled. */
async function buy(beatIds: number[], exclusiveFirst = false): Promise<number> {
  for (const [i, id] of beatIds.entries()) {
    const license = exclusiveFirst && i === 0 ? licenses.find((l) => l.type === 'exclusive')!.id : undefined;
    expect((await c.buyer.post(`/private-api/cart/upsert/${id}`, license ? { license_id: license } : {})).status).toBe(
      200,
    );
  }
  const res = await c.buyer.post<{ id: number; status: string }>('/private-api/cart/order', {
    idempotency_key: `refund-key-${Date.now()}-${keyNo++}-abc`,
    address,
    payment: card,
  });
  expect(res.body.data.status).toBe('fulfilled');
  return res.body.data.id;
}
/** Every ledger row of an order, as (payee, role, amount). */
const ledgerOf = (orderId: number) =>
  db()
    .select({ payee: ledgerEntries.payeeId, role: ledgerEntries.role, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(orderItems, eq(orderItems.id, ledgerEntries.orderItemId))
    .where(eq(orderItems.orderId, orderId));
const balances = (rows: { payee: number | null; role: string; amount: number }[]) => {
  const by = new Map<string, number>();
  for (const r of rows) by.set(`${r.role}:${r.payee}`, (by.get(`${r.role}:${r.payee}`) ?? 0) + r.amount);
  return by;
};
const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const beatRow = async (id: number) => (await db().select().from(beats).where(eq(beats.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.7.31', ['buyer', 'producer', 'admin']);
  licenses = (await c.visitor.get<License[]>('/private-api/license/records?per_page=25')).body.data;
  const list = (
    await c.visitor.get<{ id: number; family: string; purchasable: boolean }[]>('/private-api/beat/records?per_page=50')
  ).body.data;
  const [co] = await db()
    .select({ id: beats.id })
    .from(beats)
    .where(and(isNotNull(beats.coproducerId), eq(beats.sold, false)));
  coBeat = co!.id;
  plain = list.filter((b) => b.family === 'beat' && b.purchasable && b.id !== coBeat).map((b) => b.id);
  await gateway().book();
});
afterAll(() => t.close());

describe('refunds by administrators', () => {
  it('refuses visitors (401), buyers and producers (403), and changes nothing', async () => {
    const id = await buy([plain[0]!]);
    expect((await c.visitor.post(`/private-api/order/${id}/refund`)).status).toBe(401);
    expect((await c.buyer.post(`/private-api/order/${id}/refund`)).status).toBe(403);
    expect((await c.producer.post(`/private-api/order/${id}/refund`)).status).toBe(403);
    expect((await orderRow(id)).status).toBe('fulfilled');
    expect((await orderRow(id)).refundRequestedAt).toBeNull();
  });

  it('reverses every ledger row to the cent, revokes the licences and puts the exclusive back on sale', async () => {
    const id = await buy([coBeat, plain[1]!], true);
    expect((await beatRow(coBeat)).sold).toBe(true);
    const sold = await ledgerOf(id);
    expect(new Set(sold.map((r) => r.role))).toEqual(new Set(['producer', 'coproducer', 'house']));
    const salesBefore = (await beatRow(plain[1]!)).sales;

    const res = await c.admin.post<OrderPage>(`/private-api/order/${id}/refund`);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('refunded');
    const last = res.body.data.events.at(-1)!;
    expect(last).toMatchObject({ from: 'fulfilled', to: 'refunded', note: 'Refunded by an administrator' });
    expect(last.actor).toMatch(/\S/);

    const after = await ledgerOf(id);
    expect(after).toHaveLength(sold.length * 2);
    for (const [payee, total] of balances(after)) expect(total, payee).toBe(0);
    for (const row of sold) expect(after).toContainEqual({ ...row, amount: -row.amount });

    expect((await beatRow(coBeat)).sold).toBe(false);
    expect((await beatRow(plain[1]!)).sales).toBe(salesBefore - 1);
    for (const item of res.body.data.items) {
      const check = await c.visitor.get<{ genuine: boolean }>(`/private-api/license/verify/${item.verification_code}`);
      expect(check.body.data.genuine).toBe(false);
    }
    const mine = await c.buyer.get<OrderPage>(`/private-api/order/${id}`);
    expect(mine.body.data.items.every((i) => i.downloads.length === 0)).toBe(true);
    // The buyer sees what happened, not which member of staff did it.
    expect(mine.body.data.events.at(-1)!.actor).toBeNull();
    const ref = (await orderRow(id)).paymentRef;
    expect((await gateway().book()).find((ch) => ch.ref === ref)?.status).toBe('refunded');

    // The buyer is told what was refunded and what they keep (issue 31), once.
    const told = async () =>
      (await db().select().from(mailOutbox).where(eq(mailOutbox.template, 'refund'))).filter((m) =>
        m.text.includes(`order ${id} `),
      );
    const [mail] = await told();
    expect(mail!.to).toBe('buyer@beatmarket.test');
    expect(mail!.subject).toContain(`order ${id}`);
    expect(mail!.text).toContain('What you keep');
    expect(mail!.text).toContain('the licence is revoked');

    // Refunded is final: a second refund is refused and writes nothing.
    expect((await c.admin.post(`/private-api/order/${id}/refund`)).status).toBe(409);
    expect(await ledgerOf(id)).toHaveLength(sold.length * 2);
    expect(await told()).toHaveLength(1);
  });

  it('a refund the provider refuses leaves the order as it was', async () => {
    const id = await buy([plain[2]!]);
    const g = gateway();
    const real = g.refund.bind(g);
    g.refund = () => Promise.reject(new Error('provider says no'));
    try {
      expect((await c.admin.post(`/private-api/order/${id}/refund`)).status).toBe(500);
    } finally {
      g.refund = real;
    }
    const row = await orderRow(id);
    expect(row).toMatchObject({ status: 'fulfilled', refundRequestedAt: null });
    expect(balances(await ledgerOf(id)).get('house:null')).toBeGreaterThan(0);
  });
});

describe('a crash during a refund', () => {
  /** The state a killed process leaves: the request noted, perhaps the provider's refund made, nothing else. */
  async function crashed(providerRefunded: boolean) {
    const id = await buy([plain.shift()!]);
    const admin = (await c.admin.get<{ id: number }>('/private-api/profile')).body.data.id;
    await db()
      .update(orders)
      .set({ refundRequestedAt: sql`now() - interval '1 minute'`, refundRequestedBy: admin })
      .where(eq(orders.id, id));
    const row = await orderRow(id);
    if (providerRefunded) await gateway().refund(row.paymentRef!);
    return { id, ref: row.paymentRef!, sold: await ledgerOf(id) };
  }

  it.each([
    ['after the provider refunded', true],
    ['before the provider was reached', false],
  ])('%s: recovery finishes it once, in the name of the administrator', async (_, providerRefunded) => {
    const { id, ref, sold } = await crashed(providerRefunded);
    expect((await orderRow(id)).status).toBe('fulfilled');
    await t.app.services.orderRecovery.sweep();
    await t.app.services.orderRecovery.sweep();
    expect(await orderRow(id)).toMatchObject({ status: 'refunded', refundRequestedAt: null });
    expect((await gateway().book()).find((ch) => ch.ref === ref)?.status).toBe('refunded');
    const after = await ledgerOf(id);
    expect(after).toHaveLength(sold.length * 2);
    for (const [payee, total] of balances(after)) expect(total, payee).toBe(0);
    const page = await c.admin.get<OrderPage>(`/private-api/order/${id}`);
    expect(page.body.data.events.at(-1)).toMatchObject({ to: 'refunded', actor: expect.stringMatching(/\S/) });
  });

  it('a request younger than the grace period is left to the request still running it', async () => {
    const id = await buy([plain.shift()!]);
    await db().update(orders).set({ refundRequestedAt: new Date() }).where(eq(orders.id, id));
    await t.app.services.orderRecovery.sweep();
    expect((await orderRow(id)).status).toBe('fulfilled');
  });
});
