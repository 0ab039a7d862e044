import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { beats, ledgerEntries, orderItems, users } from '../../db/schema/index.js';
import { clientsByRole, type TestContext } from '../../../test/helpers.js';

const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
const card = { method: 'card', number: '4242424242424242', expiry: '12/40', cvc: '123' };
let keyNo = 0;

/** The first and last UTC day of the month `back` months before this one. */
export function monthOf(back: number): { start: string; end: string; mid: Date } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 0));
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { start: day(first), end: day(last), mid: new Date(first.getTime() + 14 * 86_400_000 + 3_600_000) };
}
export const today = () => new Date().toISOString().slice(0, 10);

/** Buyers, producers and an administrator, and helpers to sell, refund and read the ledger. */
export async function accountingFixtures(t: TestContext, ipPrefix: string) {
  const c = await clientsByRole(t.app, ipPrefix, ['buyer', 'producer', 'producer2', 'admin']);
  const db = t.database.db;
  const idOf = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!.id;
  const ids = {
    producer: await idOf('producer@beatmarket.test'),
    producer2: await idOf('producer2@beatmarket.test'),
    buyer: await idOf('buyer@beatmarket.test'),
    admin: await idOf('admin@beatmarket.test'),
  };
  const list = (
    await c.visitor.get<{ id: number; family: string; purchasable: boolean; producer_id: number }[]>(
      '/private-api/beat/records?per_page=100',
    )
  ).body.data;
  const [co] = await db
    .select({ id: beats.id })
    .from(beats)
    .where(and(isNotNull(beats.coproducerId), eq(beats.sold, false), eq(beats.producerId, ids.producer)));
  const plain = list
    .filter((b) => b.family === 'beat' && b.purchasable && b.producer_id === ids.producer && b.id !== co?.id)
    .map((b) => b.id);

  return {
    c,
    ids,
    coBeat: co?.id ?? null,
    plain,
    /** The buyer buys these beats (with a promo code when given); the order is fulfilled. */
    async buy(beatIds: number[], promo?: string): Promise<number> {
      for (const id of beatIds) expect((await c.buyer.post(`/private-api/cart/upsert/${id}`, {})).status).toBe(200);
      if (promo) expect((await c.buyer.post(`/private-api/coupon/rebate/${promo}`)).status).toBe(200);
      const res = await c.buyer.post<{ id: number; status: string }>('/private-api/cart/order', {
        idempotency_key: `acct-key-${Date.now()}-${keyNo++}-abc`,
        address,
        payment: card,
      });
      expect(res.body.data.status).toBe('fulfilled');
      return res.body.data.id;
    },
    /** Moves an order's ledger rows to another moment (a sale of last month). */
    async backdate(orderId: number, when: Date) {
      const items = db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId));
      await db.update(ledgerEntries).set({ createdAt: when }).where(inArray(ledgerEntries.orderItemId, items));
    },
    /** Every ledger row of a payee (their cents), and which are on a statement. */
    async ledgerOf(payeeId: number) {
      return db
        .select({
          id: ledgerEntries.id,
          amount: ledgerEntries.amount,
          kind: ledgerEntries.kind,
          // Written out: in a select list drizzle leaves columns unqualified ("id" would be the item's).
          stated: sql<boolean>`exists (select 1 from income_statement_items i where i.ledger_entry_id = ledger_entries.id)`,
        })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.payeeId, payeeId));
    },
  };
}
export type AccountingFixtures = Awaited<ReturnType<typeof accountingFixtures>>;
