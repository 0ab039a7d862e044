import { and, asc, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LineTerms, OrderState } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { orderItems, orders, users } from '../../db/schema/index.js';

export type OrderListRow = typeof orders.$inferSelect & {
  buyerFirstName: string;
  buyerLastName: string;
  buyerEmail: string;
};
export type PurchaseRow = {
  order: typeof orders.$inferSelect;
  items: { beatId: number | null; beatTitle: string; terms: LineTerms }[];
};

export interface OrderListQuery {
  /** Free text: an order number (`12` or `#12`) or part of the buyer's email or name. */
  search?: string;
  statuses?: OrderState[];
  order: { column: AnyPgColumn; direction: 'asc' | 'desc' }[];
  limit: number;
  offset: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The administrators' order list: orders with their buyer's name and email, searched and filtered in
 * SQL; and a buyer's own purchases with the beats each sold.
 */
export function createOrderListRepository(db: Db) {
  /** Orders with the buyer's name and email, as every list row shows them. */
  const withBuyer = () =>
    db
      .select({
        ...getTableColumns(orders),
        buyerFirstName: users.firstName,
        buyerLastName: users.lastName,
        buyerEmail: users.email,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId));
  return {
    async list(q: OrderListQuery): Promise<{ rows: OrderListRow[]; total: number; found: number }> {
      const matching: SQL[] = [];
      const term = q.search?.trim() ?? '';
      if (term) {
        const like = `%${escapeLike(term)}%`;
        const any: SQL[] = [ilike(users.email, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like)];
        const number = /^#?(\d{1,9})$/.exec(term);
        if (number) any.push(eq(orders.id, Number(number[1])));
        matching.push(or(...any)!);
      }
      if (q.statuses) matching.push(inArray(orders.status, q.statuses));
      const where = and(...matching);
      const [rows, [totals]] = await Promise.all([
        withBuyer()
          .where(where)
          .orderBy(...q.order.map((o) => (o.direction === 'desc' ? desc(o.column) : asc(o.column))), desc(orders.id))
          .limit(q.limit)
          .offset(q.offset),
        db
          .select({
            total: sql<number>`count(*)::int`,
            found: sql<number>`(count(*) filter (where ${where ?? sql`true`}))::int`,
          })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId)),
      ]);
      return { rows, total: Number(totals?.total ?? 0), found: Number(totals?.found ?? 0) };
    },

    /** Orders with their buyer, by id (the export's batches; any order). */
    byIds: (ids: number[]): Promise<OrderListRow[]> => withBuyer().where(inArray(orders.id, ids)),

    /** A buyer's newest orders with what each sold (titles and terms as frozen at the sale): two reads. */
    async purchases(userId: number, limit: number): Promise<PurchaseRow[]> {
      const head = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
      if (!head.length) return [];
      const items = await db
        .select({
          orderId: orderItems.orderId,
          beatId: orderItems.beatId,
          beatTitle: orderItems.beatTitle,
          terms: orderItems.terms,
        })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            head.map((o) => o.id),
          ),
        )
        .orderBy(asc(orderItems.id));
      return head.map((order) => ({ order, items: items.filter((i) => i.orderId === order.id) }));
    },
  };
}
export type OrderListRepository = ReturnType<typeof createOrderListRepository>;
