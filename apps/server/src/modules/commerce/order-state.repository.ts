import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { DELIVERED_STATES, ORDER_TRANSITIONS, type OrderState } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { orderEvents, orders } from '../../db/schema/index.js';
import type { OrderRow, Tx } from './order-rows.repository.js';

/** An order's state and payment: its moves, its locks, and the lists of orders recovery is to finish. */
export function createOrderStateRepository(db: Db) {
  return {
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
  };
}
