import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerEntries, orderEvents, orderItems, orders, storeItems, users } from '../../db/schema/index.js';
import type { OrderItemRow, OrderRow, Tx } from './order-rows.repository.js';
import { createOrderMilestonesRepository } from './order-milestones.repository.js';
import { createOrderOffersRepository } from './order-offers.repository.js';
import { createOrderSaleRepository } from './order-sale.repository.js';
import { createOrderStateRepository } from './order-state.repository.js';
import { createUpgradesRepository } from './upgrades.repository.js';

/**
 * Orders, their lines, events and ledger rows. The reads are here; a sale's writes
 * (order-sale.repository) and an order's state and payment (order-state.repository) are composed in.
 */
export function createOrdersRepository(db: Db) {
  return {
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),
    ...createOrderSaleRepository(db),
    ...createOrderStateRepository(db),
    ...createOrderMilestonesRepository(),
    lineServiceOrders: (items: OrderItemRow[]) => createOrderMilestonesRepository().serviceOrdersOf(db, items),
    /** Decision 0095: the lines upgrades supersede. */
    upgrades: createUpgradesRepository(db),
    ...createOrderOffersRepository(),

    byId: async (orderId: number): Promise<OrderRow | null> =>
      (await db.select().from(orders).where(eq(orders.id, orderId)))[0] ?? null,
    async findByKey(userId: number, key: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
      return row ?? null;
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

    /** A sold store item's ZIP, kept for its buyers even once the item is withdrawn or archived. */
    async storeZip(storeItemId: number) {
      const [row] = await db
        .select({ key: storeItems.zipKey, name: storeItems.zipName, size: storeItems.zipSize })
        .from(storeItems)
        .where(eq(storeItems.id, storeItemId));
      return row?.key ? { key: row.key, name: row.name ?? 'download.zip', size: row.size } : null;
    },

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
