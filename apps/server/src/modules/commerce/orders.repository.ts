import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  DELIVERED_STATES,
  ORDER_TRANSITIONS,
  netHoldings,
  reversingEntries,
  type OrderState,
} from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import {
  beats,
  cartItems,
  couponRedemptions,
  ledgerEntries,
  orderEvents,
  orderItems,
  orders,
  users,
} from '../../db/schema/index.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'status'>;
type NewItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;
/** The database handle or an open transaction: both build the same queries. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/**
 * Takes back what a recorded sale gave: its exclusives are for sale again, its sales counts drop and
 * every ledger row of its lines gets an equal and opposite row (so each payee's balance loses exactly
 * what the sale added, to the cent). Used by recovery's release and by refunds.
 */
async function reverseSale(tx: Tx, items: OrderItemRow[], exclusive: number[]) {
  const beatIds = items.map((i) => i.beatId);
  if (exclusive.length)
    await tx.update(beats).set({ sold: false, updatedAt: new Date() }).where(inArray(beats.id, exclusive));
  if (beatIds.length)
    await tx
      .update(beats)
      .set({ sales: sql`greatest(${beats.sales} - 1, 0)` })
      .where(inArray(beats.id, beatIds));
  const owed = items.length
    ? await tx
        .select()
        .from(ledgerEntries)
        .where(
          inArray(
            ledgerEntries.orderItemId,
            items.map((i) => i.id),
          ),
        )
    : [];
  // One row per line, payee and role taking back what it still holds: a line partly refunded before
  // (adjustment rows, decision 0074) gives back only the rest, so every balance ends at zero.
  const held = netHoldings(
    owed.map((e) => ({ orderItemId: e.orderItemId, payeeId: e.payeeId, role: e.role, amount: e.amount })),
  );
  if (held.length)
    await tx.insert(ledgerEntries).values(reversingEntries(held.map((e) => ({ ...e, kind: 'refund' as const }))));
}

/** A pending order and its lines with the event that opens its history; null when its key already made one. */
async function insertPendingIn(
  tx: Tx,
  order: NewOrder,
  items: NewItem[],
  note: string,
): Promise<{ id: number; total: number; items: OrderItemRow[] } | null> {
  const [made] = await tx.insert(orders).values(order).onConflictDoNothing().returning({ id: orders.id });
  if (!made) return null;
  const rows = await tx
    .insert(orderItems)
    .values(items.map((i) => ({ ...i, orderId: made.id })))
    .returning();
  await tx
    .insert(orderEvents)
    .values({ orderId: made.id, fromStatus: 'new', toStatus: 'pending', actorId: order.userId, note });
  return { id: made.id, total: order.total, items: rows };
}

export function createOrdersRepository(db: Db) {
  return {
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),

    byId: async (orderId: number): Promise<OrderRow | null> =>
      (await db.select().from(orders).where(eq(orders.id, orderId)))[0] ?? null,
    async findByKey(userId: number, key: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
      return row ?? null;
    },

    /** The pending order and its lines; null when the same checkout key already made one (a double click). */
    insertPending: (order: NewOrder, items: NewItem[]) =>
      db.transaction((tx) => insertPendingIn(tx, order, items, 'Checkout')),
    /** The same, inside the caller's transaction (a subscription's claim, under its subscription's lock). */
    insertPendingIn,

    /** The gateway's reference goes on the order before any money is held, so a crash never loses it. */
    setPaymentRef: (orderId: number, ref: string) =>
      db.update(orders).set({ paymentRef: ref }).where(eq(orders.id, orderId)),
    /**
     * The order row, locked for this transaction: checkout and recovery both take it before deciding,
     * so only one of them settles a pending order. skipLocked: null while someone else holds it.
     */
    async lockOrder(tx: Tx, orderId: number, skipLocked = false): Promise<OrderRow | null> {
      const q = tx.select().from(orders).where(eq(orders.id, orderId));
      const [row] = await (skipLocked ? q.for('update', { skipLocked: true }) : q.for('update'));
      return row ?? null;
    },
    markCaptured: (orderId: number) =>
      db
        .update(orders)
        .set({ capturedAt: new Date() })
        .where(and(eq(orders.id, orderId), isNull(orders.capturedAt))),
    /** Orders not in a final state whose last change is older than `graceMs` (younger ones are still being worked on). */
    async unfinished(graceMs: number, limit = 100): Promise<number[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.status, ['pending', 'paid']), lt(orders.updatedAt, new Date(Date.now() - graceMs))))
        .orderBy(asc(orders.updatedAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    /**
     * Undoes a recorded sale whose money never arrived: its exclusives are for sale again, its sales
     * counts drop, the ledger gets reversing entries, the promo code may be used again and the lines
     * go back into the buyer's cart.
     */
    async release(tx: Tx, order: OrderRow, items: OrderItemRow[], exclusive: number[]) {
      await reverseSale(tx, items, exclusive);
      await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, order.id));
      if (items.length)
        await tx
          .insert(cartItems)
          .values(
            items.map((i) => ({
              userId: order.userId,
              beatId: i.beatId,
              licenseId: i.licenseId,
              trackoutsId: i.trackoutsId,
              bundleLicenseId: i.bundleLicenseId,
            })),
          )
          .onConflictDoNothing();
    },

    reverseSale,
    /** An administrator's refund is about to reach the gateway: recovery finishes it should we crash. */
    requestRefund: (tx: Tx, orderId: number, by: number) =>
      tx
        .update(orders)
        .set({ refundRequestedAt: new Date(), refundRequestedBy: by })
        .where(and(eq(orders.id, orderId), inArray(orders.status, [...DELIVERED_STATES])))
        .returning({ id: orders.id }),
    clearRefundRequest: (orderId: number) =>
      db.update(orders).set({ refundRequestedAt: null, refundRequestedBy: null }).where(eq(orders.id, orderId)),
    /** Refunds an administrator asked for that nobody finished within `graceMs` (a crash). */
    async unfinishedRefunds(graceMs: number, limit = 100): Promise<number[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            inArray(orders.status, [...DELIVERED_STATES]),
            lt(orders.refundRequestedAt, new Date(Date.now() - graceMs)),
          ),
        )
        .orderBy(asc(orders.refundRequestedAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Row locks on the beats sold exclusively, in id order so concurrent checkouts never deadlock. */
    async lockBeats(tx: Tx, beatIds: number[]) {
      if (!beatIds.length) return [];
      return tx
        .select({ id: beats.id, sold: beats.sold, available: beats.available, title: beats.title })
        .from(beats)
        .where(inArray(beats.id, beatIds))
        .orderBy(asc(beats.id))
        .for('update');
    },
    async markSold(tx: Tx, beatIds: number[]) {
      if (beatIds.length)
        await tx.update(beats).set({ sold: true, updatedAt: new Date() }).where(inArray(beats.id, beatIds));
    },
    async countSales(tx: Tx, beatIds: number[]) {
      if (beatIds.length)
        await tx
          .update(beats)
          .set({ sales: sql`${beats.sales} + 1` })
          .where(inArray(beats.id, beatIds));
    },

    /**
     * The one place an order changes state: only along ORDER_TRANSITIONS, only from the state it is
     * known to be in (false when someone else moved it first), always with an event row.
     */
    async move(
      tx: Tx,
      orderId: number,
      from: OrderState,
      to: OrderState,
      actorId: number | null,
      note: string,
      patch: Partial<OrderRow> = {},
    ): Promise<boolean> {
      if (!ORDER_TRANSITIONS[from].includes(to))
        throw new Error(`order ${orderId}: ${from} → ${to} is not a transition`);
      const moved = await tx
        .update(orders)
        .set({ ...patch, status: to, updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), eq(orders.status, from)))
        .returning({ id: orders.id });
      if (!moved.length) return false;
      await tx.insert(orderEvents).values({ orderId, fromStatus: from, toStatus: to, actorId, note });
      return true;
    },

    async addLedger(tx: Tx, rows: (typeof ledgerEntries.$inferInsert)[]) {
      if (rows.length) await tx.insert(ledgerEntries).values(rows);
    },
    async clearCart(tx: Tx, userId: number, beatIds: number[]) {
      if (beatIds.length)
        await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.beatId, beatIds)));
    },

    async get(orderId: number) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) return null;
      const [items, events, [buyer]] = await Promise.all([
        db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
        db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id)),
        db
          .select({ name: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(eq(users.id, order.userId)),
      ]);
      return { order, items, events, buyer: { name: `${buyer!.name} ${buyer!.lastName}`.trim(), email: buyer!.email } };
    },
    async names(ids: number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: users.id, first: users.firstName, last: users.lastName })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((r) => [r.id, `${r.first} ${r.last}`.trim()]));
    },
    byPaymentRef: async (ref: string) => (await db.select().from(orders).where(eq(orders.paymentRef, ref)))[0] ?? null,
    ledgerOf: (orderItemIds: number[]) =>
      orderItemIds.length
        ? db.select().from(ledgerEntries).where(inArray(ledgerEntries.orderItemId, orderItemIds))
        : Promise.resolve([]),

    async itemByCode(code: string) {
      const [row] = await db
        .select({ item: orderItems, status: orders.status, buyerFirst: users.firstName, buyerLast: users.lastName })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orderItems.verificationCode, code));
      return row ?? null;
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
