import { isAdmin, ORDER_STATES, type OrderRecordView, type OrderState, type PurchaseView } from '@beatmarket/shared';
import { pageWindow } from '../entities/paging.js';
import { AppError } from '../../core/errors.js';
import { z } from 'zod';
import { orders, users } from '../../db/schema/index.js';
import { orderHead, purchaseOf } from './order-head.js';
import { parse } from '../../core/parse.js';
import type { EntityContext, EntityDefinition, FieldDef } from '../entities/entity.types.js';
import type { OrderListRepository, OrderListRow } from './order-list.repository.js';
import { orderExportColumns, orderExportSource, orderRelations } from './order.records.js';

/** The profile lists a buyer's latest orders; older ones stay reachable by their own page. */
const MAX_PURCHASES = 100;
const DEFAULT_SORT = [{ field: 'created_at', direction: 'desc' as const }];
const admin = (ctx: EntityContext) => isAdmin(ctx.user?.role);
const state = z.enum(ORDER_STATES);
const statusFilter = z.object({ status: z.union([state, z.array(state).min(1).max(ORDER_STATES.length)]).optional() });

const fields: Record<string, FieldDef> = {
  id: { column: orders.id, sortable: true, searchable: true },
  status: { column: orders.status, sortable: true, filterable: true },
  total: { column: orders.total, sortable: true },
  subtotal: { column: orders.subtotal, sortable: true },
  created_at: { column: orders.createdAt, sortable: true },
  buyer_email: { column: users.email, sortable: true, searchable: true },
};

/** Rows of the admin list carry the buyer (joined); a row read by id carries only the order. */
type OrderRow = typeof orders.$inferSelect & Partial<Omit<OrderListRow, keyof typeof orders.$inferSelect>>;

function present(o: OrderRow): OrderRecordView {
  // Rows read without the join (the generic record load) carry no buyer names.
  const name = o.buyerFirstName !== undefined ? `${o.buyerFirstName} ${o.buyerLastName ?? ''}`.trim() : null;
  return {
    ...orderHead(o),
    payment_provider: o.paymentProvider,
    user_id: o.userId,
    buyer_name: name,
    buyer_email: o.buyerEmail ?? null,
  };
}

/**
 * `order`: the administrators' list of every order (spec §2 order.list). Read-only here: orders are
 * made by checkout and move only through checkout and refunds, never through create, save or delete.
 */
export function orderEntity(repo: OrderListRepository): EntityDefinition<OrderRow, OrderRecordView> {
  return {
    name: 'order',
    table: orders,
    idColumn: orders.id,
    fields,
    defaultSort: DEFAULT_SORT,
    present,
    policy: {
      list: admin,
      read: admin,
      create: () => false,
      delete: () => false,
      writable: () => null,
    },
    actions: {
      // GET /order/purchases: the logged-in buyer's own orders, each naming its beats (profile purchases).
      purchases: {
        method: 'GET',
        onRecord: false,
        async run(ctx) {
          if (!ctx.user) throw new AppError('unauthenticated');
          const purchases: PurchaseView[] = (await repo.purchases(ctx.user.id, MAX_PURCHASES)).map((p) =>
            purchaseOf(p.order, p.items),
          );
          return purchases;
        },
      },
    },
    exportColumns: orderExportColumns,
    relations: orderRelations,
    exportSource(_ctx, q) {
      const { status } = parse(statusFilter, q.filter ?? {});
      const statuses = status === undefined ? undefined : ([] as OrderState[]).concat(status);
      return orderExportSource(repo, { search: q.search, statuses, sort: q.sort?.length ? q.sort : DEFAULT_SORT });
    },
    async list(_ctx, q) {
      const { status } = parse(statusFilter, q.filter ?? {});
      const sort = q.sort?.length ? q.sort : DEFAULT_SORT;
      const result = await repo.list({
        search: q.search,
        statuses: status === undefined ? undefined : ([] as OrderState[]).concat(status),
        order: sort.map((s) => ({ column: fields[s.field]!.column, direction: s.direction })),
        ...pageWindow(q),
      });
      return { rows: result.rows, total: result.total, found: result.found };
    },
  };
}
