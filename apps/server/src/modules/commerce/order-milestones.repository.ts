import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { serviceMilestones, serviceOrderEvents, serviceOrders } from '../../db/schema/index.js';
import type { OrderItemRow, Tx } from './order-rows.repository.js';

/** The service milestones a set of lines pays (decision 0088). */
export const milestonesOf = (items: Pick<OrderItemRow, 'serviceMilestoneId'>[]) =>
  items.flatMap((i) => (i.serviceMilestoneId === null ? [] : [i.serviceMilestoneId]));

/** States a refund leaves alone: the work was accepted, or the request had already ended. */
const CLOSED = ['completed', 'cancelled', 'declined'] as const;

/** Where a service order goes once a milestone's money is captured. */
const NEXT = {
  deposit: { from: 'accepted', to: 'deposit_paid', note: 'Deposit paid: the work starts.' },
  balance: { from: 'delivery_accepted', to: 'completed', note: 'Balance paid: the files are yours.' },
} as const;

/**
 * A milestone's part in a sale: held with the recorded sale (so it leaves the cart and cannot be paid
 * twice), back to due when the sale is undone, and paid — moving its service order on — in the
 * transaction that delivers the captured order, so a crash leaves both or neither.
 */
export function createOrderMilestonesRepository() {
  return {
    /** Line id → the service order it pays a milestone of, or (a feature line) the request it started. */
    async serviceOrdersOf(q: Tx, items: Pick<OrderItemRow, 'id' | 'serviceMilestoneId'>[]) {
      const found = new Map<number, number>();
      const milestoneIds = milestonesOf(items);
      if (milestoneIds.length)
        for (const m of await q
          .select({ id: serviceMilestones.id, orderId: serviceMilestones.serviceOrderId })
          .from(serviceMilestones)
          .where(inArray(serviceMilestones.id, milestoneIds)))
          found.set(items.find((i) => i.serviceMilestoneId === m.id)!.id, m.orderId);
      const ids = items.map((i) => i.id);
      if (ids.length)
        for (const o of await q
          .select({ id: serviceOrders.id, itemId: serviceOrders.featureItemId })
          .from(serviceOrders)
          .where(inArray(serviceOrders.featureItemId, ids))
          .orderBy(asc(serviceOrders.id)))
          found.set(o.itemId!, o.id);
      return found;
    },
    /** Locks the milestones a checkout pays; false when one is no longer due (paid already, or cancelled). */
    async milestonesDue(tx: Tx, ids: number[]) {
      if (!ids.length) return true;
      const rows = await tx
        .select({ status: serviceMilestones.status })
        .from(serviceMilestones)
        .where(inArray(serviceMilestones.id, ids))
        .orderBy(asc(serviceMilestones.id))
        .for('update');
      return rows.length === ids.length && rows.every((r) => r.status === 'due');
    },
    async holdMilestones(tx: Tx, ids: number[]) {
      if (ids.length)
        await tx
          .update(serviceMilestones)
          .set({ status: 'held' })
          .where(and(inArray(serviceMilestones.id, ids), eq(serviceMilestones.status, 'due')));
    },
    async releaseMilestones(tx: Tx, ids: number[]) {
      if (ids.length)
        await tx
          .update(serviceMilestones)
          .set({ status: 'due' })
          .where(and(inArray(serviceMilestones.id, ids), eq(serviceMilestones.status, 'held')));
    },
    /** The captured milestones: paid, their orders moved on; answers the service orders that moved. */
    async payMilestones(tx: Tx, ids: number[]) {
      if (!ids.length) return [];
      const paid = await tx
        .update(serviceMilestones)
        .set({ status: 'paid' })
        .where(and(inArray(serviceMilestones.id, ids), eq(serviceMilestones.status, 'held')))
        .returning();
      const moved: number[] = [];
      for (const m of paid) {
        const step = NEXT[m.kind];
        const [order] = await tx
          .update(serviceOrders)
          .set({ status: step.to, updatedAt: new Date() })
          .where(and(eq(serviceOrders.id, m.serviceOrderId), eq(serviceOrders.status, step.from)))
          .returning({ id: serviceOrders.id });
        if (!order) continue;
        moved.push(order.id);
        await tx.insert(serviceOrderEvents).values({ serviceOrderId: order.id, kind: 'paid', body: step.note });
      }
      return moved;
    },
    /**
     * A feature line given back whole: the request that followed from it (decision 0088, paid with the
     * feature) is cancelled in the refund's transaction, so the artist stops working on an unpaid song.
     */
    async cancelFeatureOrders(tx: Tx, lines: Pick<OrderItemRow, 'id'>[]) {
      if (!lines.length) return;
      const cancelled = await tx
        .update(serviceOrders)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(
          and(
            inArray(
              serviceOrders.featureItemId,
              lines.map((l) => l.id),
            ),
            notInArray(serviceOrders.status, [...CLOSED]),
          ),
        )
        .returning({ id: serviceOrders.id });
      if (cancelled.length)
        await tx.insert(serviceOrderEvents).values(
          cancelled.map((o) => ({
            serviceOrderId: o.id,
            kind: 'cancel',
            body: 'The feature was refunded, so this request is cancelled.',
          })),
        );
    },
  };
}
