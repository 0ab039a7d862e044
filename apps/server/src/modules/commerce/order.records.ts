import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { OrderRecordView, OrderState } from '@beatmarket/shared';
import { coupons, orderItems, orders, users } from '../../db/schema/index.js';
import type { ExportColumn, ExportSource, SortKey } from '../entities/entity.types.js';
import type { OrderListRepository, OrderListRow } from './order-list.repository.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The buyer's columns read from the order's own row, so the export walks the orders table alone. */
const ofBuyer = (cond: SQL) => sql`exists (select 1 from ${users} where ${users.id} = ${orders.userId} and ${cond})`;
const buyerEmail = sql`(select ${users.email} from ${users} where ${users.id} = ${orders.userId})`;

/** The order list (order-list.repository) as an export source: the same search, statuses and sorts. */
export function orderExportSource(
  repo: OrderListRepository,
  q: { search?: string; statuses?: OrderState[]; sort: { field: string; direction: 'asc' | 'desc' }[] },
): ExportSource<OrderListRow> {
  const matching: SQL[] = [];
  const term = q.search?.trim() ?? '';
  if (term) {
    const like = `%${escapeLike(term)}%`;
    const any: SQL[] = [
      ofBuyer(or(ilike(users.email, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like))!),
    ];
    const number = /^#?(\d{1,9})$/.exec(term);
    if (number) any.push(eq(orders.id, Number(number[1])));
    matching.push(or(...any)!);
  }
  if (q.statuses) matching.push(inArray(orders.status, q.statuses));
  const columns: Record<string, SortKey['value']> = {
    id: orders.id,
    status: orders.status,
    total: orders.total,
    subtotal: orders.subtotal,
    created_at: orders.createdAt,
    buyer_email: buyerEmail,
  };
  return {
    where: and(...matching),
    // Every sortable order column is NOT NULL; PostgreSQL's placement would put nulls as the list does.
    keys: q.sort.map((s) => ({
      value: columns[s.field]!,
      direction: s.direction,
      nulls: s.direction === 'desc' ? 'first' : 'last',
      notNull: true,
    })),
    tie: 'desc',
    rows: (ids) => repo.byIds(ids.map(Number)),
  };
}

/** The orders export (administrators): amounts in cents, as the API answers them. */
export const orderExportColumns: ExportColumn<OrderRecordView>[] = [
  { header: 'id', value: (o) => o.id },
  { header: 'created_at', value: (o) => o.created_at },
  { header: 'status', value: (o) => o.status },
  { header: 'buyer_name', value: (o) => o.buyer_name },
  { header: 'buyer_email', value: (o) => o.buyer_email },
  { header: 'subtotal_cents', value: (o) => o.subtotal },
  { header: 'discount_cents', value: (o) => o.discount },
  { header: 'total_cents', value: (o) => o.total },
  { header: 'currency', value: (o) => o.currency },
  { header: 'paid_at', value: (o) => o.paid_at },
  { header: 'payment_provider', value: (o) => o.payment_provider },
];

/** `relation_ids=order_item,coupon`: the order's lines, and the coupons that took something off them. */
export const orderRelations = {
  order_item: { id: orderItems.id, where: (orderId: number | string) => eq(orderItems.orderId, Number(orderId)) },
  coupon: {
    id: coupons.id,
    where: (orderId: number | string) =>
      sql`exists (select 1 from ${orderItems}, jsonb_array_elements(${orderItems.discounts}) d
        where ${orderItems.orderId} = ${Number(orderId)} and (d ->> 'coupon_id')::int = ${coupons.id})`,
  },
};
