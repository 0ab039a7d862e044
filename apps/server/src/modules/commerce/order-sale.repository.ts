import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { netHoldings, reversingEntries } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import {
  beats,
  cartItems,
  couponRedemptions,
  ledgerEntries,
  orderEvents,
  orderItems,
  orders,
  storeCartItems,
} from '../../db/schema/index.js';
import { beatsOf, storeItemsOf } from './order-lines.js';
import { createOrderMilestonesRepository, milestonesOf } from './order-milestones.repository.js';
import { createOrderOffersRepository } from './order-offers.repository.js';
import type { NewItem, NewOrder, OrderItemRow, OrderRow, Tx } from './order-rows.repository.js';

/**
 * Takes back what a recorded sale gave: its exclusives are for sale again, its sales counts drop and
 * every ledger row of its lines gets an equal and opposite row (so each payee's balance loses exactly
 * what the sale added, to the cent). Used by recovery's release and by refunds.
 */
async function reverseSale(tx: Tx, items: OrderItemRow[], exclusive: number[]) {
  const beatIds = beatsOf(items);
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
    owed.map((e) => ({
      orderItemId: e.orderItemId,
      payeeId: e.payeeId,
      role: e.role,
      amount: e.amount,
      sharePercent: e.sharePercent,
    })),
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

/** A sale's writes: the pending order, and what its sale does to beats, the ledger and the cart, or undoes. */
export function createOrderSaleRepository(db: Db) {
  return {
    /** The pending order and its lines; null when the same checkout key already made one (a double click). */
    insertPending: (order: NewOrder, items: NewItem[]) =>
      db.transaction((tx) => insertPendingIn(tx, order, items, 'Checkout')),
    /** The same, inside the caller's transaction (a subscription's claim, under its subscription's lock). */
    insertPendingIn,
    /**
     * Undoes a recorded sale whose money never arrived: its exclusives are for sale again, its sales
     * counts drop, the ledger gets reversing entries, the promo code may be used again and the lines
     * go back into the buyer's cart.
     */
    async release(tx: Tx, order: OrderRow, items: OrderItemRow[], exclusive: number[]) {
      await reverseSale(tx, items, exclusive);
      // A service milestone is due again: back in the buyer's cart (decision 0088).
      await createOrderMilestonesRepository().releaseMilestones(tx, milestonesOf(items));
      await createOrderOffersRepository().reopenOffers(tx, items);
      await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, order.id));
      const beatLines = items.flatMap((i) =>
        i.beatId !== null && i.licenseId !== null ? [{ ...i, beatId: i.beatId, licenseId: i.licenseId }] : [],
      );
      if (beatLines.length)
        await tx
          .insert(cartItems)
          .values(
            beatLines.map((i) => ({
              userId: order.userId,
              beatId: i.beatId,
              licenseId: i.licenseId,
              trackoutsId: i.trackoutsId,
              bundleLicenseId: i.bundleLicenseId,
              upgradeFromItemId: i.upgradesItemId,
              offerId: i.offerId,
            })),
          )
          .onConflictDoNothing();
      const storeIds = storeItemsOf(items);
      if (storeIds.length)
        await tx
          .insert(storeCartItems)
          .values(storeIds.map((storeItemId) => ({ userId: order.userId, storeItemId })))
          .onConflictDoNothing();
    },

    reverseSale,
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

    async addLedger(tx: Tx, rows: (typeof ledgerEntries.$inferInsert)[]) {
      if (rows.length) await tx.insert(ledgerEntries).values(rows);
    },
    async clearCart(tx: Tx, userId: number, beatIds: number[], storeItemIds: number[] = []) {
      if (beatIds.length)
        await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.beatId, beatIds)));
      if (storeItemIds.length)
        await tx
          .delete(storeCartItems)
          .where(and(eq(storeCartItems.userId, userId), inArray(storeCartItems.storeItemId, storeItemIds)));
    },
  };
}
