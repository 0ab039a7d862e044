import { and, asc, eq, gt, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attachments, orderItems, orders } from '../../db/schema/index.js';
import type { OrderItemRow } from './order-rows.repository.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** A line still waiting for its trackouts, with whether its beat has the file now. */
export type MissingLine = OrderItemRow & { fileStored: boolean; orderStatus: string };

const fileStored = sql<boolean>`exists(select 1 from ${attachments} a where a.beat_id = "order_items"."beat_id" and a.kind = 'zip' and a.deleted_at is null)`;

/** The lines sold with trackouts whose file is missing (decision 0077): delivered, or that part refunded. */
export function createTrackoutsRepository(db: Db) {
  const missing = (where: ReturnType<typeof and>, limit: number): Promise<MissingLine[]> =>
    db
      .select({ item: orderItems, fileStored, orderStatus: orders.status })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.trackoutsStatus, 'missing'), inArray(orders.status, ['paid', 'fulfilled']), where))
      .orderBy(asc(orderItems.id))
      .limit(limit)
      .then((rows) => rows.map((r) => ({ ...r.item, fileStored: r.fileStored === true, orderStatus: r.orderStatus })));

  return {
    /** Lines whose file has arrived, or whose wait is over (`before`), or whose refund was asked for. */
    due: (before: Date, afterId: number, limit: number) =>
      missing(
        and(
          gt(orderItems.id, afterId),
          or(
            fileStored,
            lt(orderItems.trackoutsMissingSince, before),
            isNotNull(orderItems.trackoutsRefundRequestedAt),
          ),
        ),
        limit,
      ),
    /** The waiting lines of one beat (its trackouts upload has just completed). */
    ofBeat: (beatId: number, limit: number) => missing(eq(orderItems.beatId, beatId), limit),
    line: async (orderId: number, itemId: number): Promise<OrderItemRow | null> =>
      (
        await db
          .select()
          .from(orderItems)
          .where(and(eq(orderItems.orderId, orderId), eq(orderItems.id, itemId)))
      )[0] ?? null,
    /** Noted before the provider is asked, so a crash mid-way is finished by the sweep (and a webhook books it). */
    requestRefund: (itemId: number) =>
      db
        .update(orderItems)
        .set({ trackoutsRefundRequestedAt: sql`coalesce(${orderItems.trackoutsRefundRequestedAt}, now())` })
        .where(and(eq(orderItems.id, itemId), eq(orderItems.trackoutsStatus, 'missing'))),
    /** Delivered, only from missing: false when something else settled the line first. */
    async markDelivered(tx: Tx, itemId: number): Promise<boolean> {
      const moved = await tx
        .update(orderItems)
        .set({ trackoutsStatus: 'delivered', trackoutsMissingSince: null, trackoutsRefundRequestedAt: null })
        .where(and(eq(orderItems.id, itemId), eq(orderItems.trackoutsStatus, 'missing')))
        .returning({ id: orderItems.id });
      return moved.length > 0;
    },
  };
}
export type TrackoutsRepository = ReturnType<typeof createTrackoutsRepository>;
