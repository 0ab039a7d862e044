import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  orderItems,
  orders,
  serviceMilestones,
  serviceOrderEvents,
  serviceOrders,
  services,
  users,
} from '../../db/schema/index.js';

export type ServiceOrderRow = typeof serviceOrders.$inferSelect;
export type NewServiceEvent = Omit<typeof serviceOrderEvents.$inferInsert, 'id' | 'serviceOrderId'>;
/** The database or an open transaction: both build the same queries. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;
const name = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** Service orders, their threads and milestones (decision 0088). */
export function createServiceOrdersRepository(db: Db) {
  return {
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),
    byId: async (id: number, tx: Tx = db) =>
      (await tx.select().from(serviceOrders).where(eq(serviceOrders.id, id)))[0] ?? null,
    /** A request, its first thread entry and, for a fixed price, the deposit in the buyer's cart at once. */
    async insert(
      row: typeof serviceOrders.$inferInsert,
      first: NewServiceEvent,
      start?: { deposit: number | null; event: string; note: string },
    ) {
      return db.transaction(async (tx) => {
        const [made] = await tx.insert(serviceOrders).values(row).returning();
        await tx.insert(serviceOrderEvents).values({ ...first, serviceOrderId: made!.id });
        if (start) {
          await tx
            .insert(serviceOrderEvents)
            .values({ serviceOrderId: made!.id, authorId: null, kind: start.event, body: start.note });
          if (start.deposit !== null)
            await tx
              .insert(serviceMilestones)
              .values({ serviceOrderId: made!.id, kind: 'deposit', amount: start.deposit });
        }
        return made!;
      });
    },
    /** Moves the order only from the state it was read in: a concurrent step makes it answer null. */
    async move(tx: Tx, id: number, from: readonly string[], set: Partial<typeof serviceOrders.$inferInsert>) {
      const [row] = await tx
        .update(serviceOrders)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(serviceOrders.id, id), inArray(serviceOrders.status, [...from] as ServiceOrderRow['status'][])))
        .returning();
      return row ?? null;
    },
    addEvent: (serviceOrderId: number, event: NewServiceEvent, tx: Tx = db) =>
      tx.insert(serviceOrderEvents).values({ ...event, serviceOrderId }),
    events: (id: number) =>
      db
        .select({ event: serviceOrderEvents, author: name })
        .from(serviceOrderEvents)
        .leftJoin(users, eq(users.id, serviceOrderEvents.authorId))
        .where(eq(serviceOrderEvents.serviceOrderId, id))
        .orderBy(asc(serviceOrderEvents.id)),
    milestones: (id: number) =>
      db
        .select()
        .from(serviceMilestones)
        .where(eq(serviceMilestones.serviceOrderId, id))
        .orderBy(asc(serviceMilestones.id)),
    lockMilestones: (tx: Tx, id: number) =>
      tx.select().from(serviceMilestones).where(eq(serviceMilestones.serviceOrderId, id)).for('update'),
    addMilestone: (tx: Tx, serviceOrderId: number, kind: 'deposit' | 'balance', amount: number) =>
      tx.insert(serviceMilestones).values({ serviceOrderId, kind, amount }).onConflictDoNothing(),
    /** Cancellation: what is still due leaves the cart; what was captured is marked refunded once it is. */
    dropDue: (tx: Tx, serviceOrderId: number) =>
      tx
        .delete(serviceMilestones)
        .where(and(eq(serviceMilestones.serviceOrderId, serviceOrderId), eq(serviceMilestones.status, 'due'))),
    markRefunded: (tx: Tx, milestoneId: number) =>
      tx.update(serviceMilestones).set({ status: 'refunded' }).where(eq(serviceMilestones.id, milestoneId)),
    /** The checkout line that captured a milestone: a cancellation refunds it. */
    paidOrderOf: async (milestoneId: number) =>
      (
        await db
          .select({ orderId: orderItems.orderId, itemId: orderItems.id, status: orders.status })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(eq(orderItems.serviceMilestoneId, milestoneId), eq(orders.status, 'fulfilled')))
      )[0] ?? null,
    /** Names and addresses; tx: read inside the caller's transaction (PGlite serialises the rest behind it). */
    people: async (ids: (number | null)[], tx: Tx = db) => {
      const wanted = ids.filter((i): i is number => i !== null);
      if (!wanted.length) return new Map<number, { name: string; email: string; firstName: string }>();
      const rows = await tx
        .select({ id: users.id, name, email: users.email, firstName: users.firstName })
        .from(users)
        .where(inArray(users.id, wanted));
      return new Map(rows.map((r) => [r.id, r]));
    },
    producer: async (id: number) =>
      (await db.select({ id: users.id, role: users.role, name }).from(users).where(eq(users.id, id)))[0] ?? null,
    service: async (id: number) => (await db.select().from(services).where(eq(services.id, id)))[0] ?? null,
    /** A feature line the buyer owns, still theirs (not refunded). */
    featureLine: async (itemId: number, buyerId: number) =>
      (
        await db
          .select({ item: orderItems })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(eq(orderItems.id, itemId), eq(orders.userId, buyerId), eq(orders.status, 'fulfilled')))
      )[0]?.item ?? null,
    /** Counts and sums by kind and state: agreed prices, and milestones captured or refunded. */
    async report() {
      const paid = sql<number>`coalesce((select sum(m.amount) from ${serviceMilestones} m where m.service_order_id = ${serviceOrders.id} and m.status = 'paid'), 0)`;
      const refunded = sql<number>`coalesce((select sum(m.amount) from ${serviceMilestones} m where m.service_order_id = ${serviceOrders.id} and m.status = 'refunded'), 0)`;
      const rows = await db
        .select({
          kind: serviceOrders.kind,
          status: serviceOrders.status,
          count: sql<number>`count(*)::int`,
          agreed: sql<number>`coalesce(sum(${serviceOrders.price}), 0)::int`,
          paid: sql<number>`sum(${paid})::int`,
          refunded: sql<number>`sum(${refunded})::int`,
        })
        .from(serviceOrders)
        .groupBy(serviceOrders.kind, serviceOrders.status)
        .orderBy(asc(serviceOrders.kind), asc(serviceOrders.status));
      return rows.map((r) => ({
        ...r,
        count: Number(r.count),
        agreed: Number(r.agreed),
        paid: Number(r.paid),
        refunded: Number(r.refunded),
      }));
    },
    /** A list: the viewer's own (as buyer or seller; administrators sell the house's), or all for administrators. */
    list: (viewer: { id: number; admin: boolean } | 'all') =>
      db
        .select()
        .from(serviceOrders)
        .where(
          viewer === 'all'
            ? undefined
            : or(
                eq(serviceOrders.buyerId, viewer.id),
                eq(serviceOrders.sellerId, viewer.id),
                viewer.admin ? isNull(serviceOrders.sellerId) : undefined,
              ),
        )
        .orderBy(desc(serviceOrders.updatedAt))
        .limit(200),
  };
}
export type ServiceOrdersRepository = ReturnType<typeof createServiceOrdersRepository>;
