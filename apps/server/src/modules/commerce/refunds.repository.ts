import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { beats, ledgerEntries, orderEvents, orderItems, orders } from '../../db/schema/index.js';
import { beatsOf } from './order-lines.js';
import type { OrderItemRow } from './order-rows.repository.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** The writes of a refund beyond the order's state: refunded cents per line, history notes, restocking. */
export function createRefundsRepository() {
  return {
    /** The lines as they stand inside the caller's transaction (their refunded cents move with each refund). */
    items: (tx: Tx, orderId: number): Promise<OrderItemRow[]> =>
      tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    ledgerOf: (tx: Tx, itemIds: number[]) =>
      itemIds.length ? tx.select().from(ledgerEntries).where(inArray(ledgerEntries.orderItemId, itemIds)) : [],
    async addItemRefunds(tx: Tx, parts: Map<number, number>) {
      for (const [id, cents] of parts)
        await tx
          .update(orderItems)
          .set({ refunded: sql`${orderItems.refunded} + ${cents}` })
          .where(eq(orderItems.id, id));
    },
    setOrderRefunded: (tx: Tx, orderId: number, cents: number) =>
      tx.update(orders).set({ refunded: cents, updatedAt: new Date() }).where(eq(orders.id, orderId)),
    /** A history row that changes nothing of the order's state (a partial refund, a late delivery). */
    note: (tx: Tx, orderId: number, status: string, actorId: number | null, note: string) =>
      tx.insert(orderEvents).values({ orderId, fromStatus: status, toStatus: status, actorId, note }),
    /** The trackouts add-on given back (decision 0077), only from missing: false when already settled. */
    async markTrackoutsRefunded(tx: Tx, itemId: number): Promise<boolean> {
      const moved = await tx
        .update(orderItems)
        .set({ trackoutsStatus: 'refunded', trackoutsMissingSince: null, trackoutsRefundRequestedAt: null })
        .where(and(eq(orderItems.id, itemId), eq(orderItems.trackoutsStatus, 'missing')))
        .returning({ id: orderItems.id });
      return moved.length > 0;
    },
    /** Lines refunded whole: their exclusives are for sale again and their sales no longer count. */
    async restock(tx: Tx, items: OrderItemRow[], exclusive: number[]) {
      if (exclusive.length)
        await tx.update(beats).set({ sold: false, updatedAt: new Date() }).where(inArray(beats.id, exclusive));
      const sold = beatsOf(items);
      if (sold.length)
        await tx
          .update(beats)
          .set({ sales: sql`greatest(${beats.sales} - 1, 0)` })
          .where(inArray(beats.id, sold));
    },
  };
}
export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
