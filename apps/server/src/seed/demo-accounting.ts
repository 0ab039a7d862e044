import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { beats, incomeStatements, ledgerEntries, orderEvents, orderItems, orders, users } from '../db/schema/index.js';
import type { Services } from '../services.js';
import type { SessionUser } from '../core/session-user.js';
import { sessionUserColumns } from '../modules/auth/sessions.repository.js';

const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
const card = { method: 'card', number: '4242424242424242', expiry: '12/40', cvc: '123' };

async function sessionUser(db: Db, email: string): Promise<SessionUser | null> {
  const [u] = await db.select(sessionUserColumns).from(users).where(eq(users.email, email));
  return u ?? null;
}

/**
 * Demo accounting (issue 17): last month the demo buyer bought the co-produced beat and one of the
 * second producer's through the real cart and checkout (test gateway), and the month is closed, so
 * /accounting and the producers' dashboards show statements on the first start. Only on a fresh demo
 * database with the built-in gateway; once any statement exists it does nothing.
 */
export async function seedDemoAccounting(db: Db, services: Services): Promise<void> {
  if (services.payments.name !== 'test') return;
  const [made] = await db.select({ n: sql<number>`count(*)::int` }).from(incomeStatements);
  if (Number(made?.n ?? 0) > 0) return;
  const buyer = await sessionUser(db, 'buyer@beatmarket.test');
  const admin = await sessionUser(db, 'admin@beatmarket.test');
  const second = await sessionUser(db, 'producer2@beatmarket.test');
  if (!buyer || !admin || !second) return;
  const available = and(eq(beats.sold, false), eq(beats.available, true), isNotNull(beats.publishedAt));
  const [co] = await db
    .select({ id: beats.id })
    .from(beats)
    .where(and(available, isNotNull(beats.coproducerId)));
  const [plain] = await db
    .select({ id: beats.id })
    .from(beats)
    .where(and(available, eq(beats.producerId, second.id), eq(beats.family, 'beat'), ne(beats.id, co?.id ?? 0)));
  if (!co || !plain) return;

  // No promo code: each is once per buyer, and the demo codes are the journeys' to use.
  const ctx = { user: buyer };
  for (const id of [co.id, plain.id]) await services.cart.upsert(ctx, id, {});
  const orderId = await services.checkout.checkout(ctx, {
    idempotency_key: 'demo-accounting-last-month',
    address,
    payment: card,
  });

  // The sale happened mid last month: the order, its history and its ledger rows say so.
  const now = new Date();
  const when = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 14, 30));
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)).toISOString().slice(0, 10);
  const lines = db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId));
  await db.update(orders).set({ createdAt: when, paidAt: when, updatedAt: when }).where(eq(orders.id, orderId));
  await db.update(orderEvents).set({ createdAt: when }).where(eq(orderEvents.orderId, orderId));
  await db.update(orderItems).set({ createdAt: when }).where(eq(orderItems.orderId, orderId));
  await db.update(ledgerEntries).set({ createdAt: when }).where(inArray(ledgerEntries.orderItemId, lines));
  await services.accounting.statements.close({ user: admin }, { period_start: start, period_end: end });
}
