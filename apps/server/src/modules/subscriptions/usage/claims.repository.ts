import { DELIVERED_STATES } from '@beatmarket/shared';
import { and, asc, count, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { beats, licenses, orderItems, orders, subscribables, subscriptions, users } from '../../../db/schema/index.js';

/** The database handle, and it or an open transaction (on PGlite a query beside an open transaction waits for it). */
export type DbHandle = Db;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/**
 * What a claim needs of the commerce orders repository (which writes every order, a claim's too): the
 * services wiring passes that repository, so the order is the sale's own code, not a copy.
 */
export interface ClaimOrders {
  insertPendingIn(
    tx: Tx,
    order: Omit<typeof orders.$inferInsert, 'id' | 'status'>,
    items: Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>[],
    note: string,
  ): Promise<{ id: number } | null>;
  move(
    tx: Tx,
    orderId: number,
    from: 'pending',
    to: 'paid',
    actorId: number | null,
    note: string,
    patch: { paidAt: Date; capturedAt: Date },
  ): Promise<boolean>;
  countSales(tx: Tx, beatIds: number[]): Promise<void>;
}

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PlanRow = typeof subscribables.$inferSelect;

/** What a claim and a plan offer read of a beat: who owns it and whether it can be licensed now. */
const beatColumns = {
  id: beats.id,
  title: beats.title,
  beatType: beats.beatType,
  family: beats.family,
  producerId: beats.producerId,
  coproducerId: beats.coproducerId,
  collaborators: beats.collaborators,
  publishedAt: beats.publishedAt,
  deletedAt: beats.deletedAt,
  available: beats.available,
  sold: beats.sold,
};
export type ClaimBeat = { [K in keyof typeof beatColumns]: (typeof beats.$inferSelect)[K] };

/** The claim's reads and its lock; the order itself is written by the commerce orders repository. */
export function createClaimsRepository(db: Db) {
  return {
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),

    /** A subscription's claims (zero-amount orders) made in [start, end): each is one beat of the allowance. */
    async used(tx: Tx, subscriptionId: number, start: Date, end: Date): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(orders)
        .where(
          and(
            eq(orders.subscriptionId, subscriptionId),
            inArray(orders.status, [...DELIVERED_STATES]),
            gte(orders.createdAt, start),
            lt(orders.createdAt, end),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** The subscription, locked until the transaction ends: two claims for the last beat take turns. */
    async lockSubscription(tx: Tx, id: number): Promise<SubscriptionRow | null> {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      return row ?? null;
    },
    subscription: async (tx: Tx, id: number): Promise<SubscriptionRow | null> =>
      (await tx.select().from(subscriptions).where(eq(subscriptions.id, id)))[0] ?? null,
    plan: async (tx: Tx, id: number): Promise<PlanRow | null> =>
      (await tx.select().from(subscribables).where(eq(subscribables.id, id)))[0] ?? null,
    license: async (tx: Tx, id: number) => (await tx.select().from(licenses).where(eq(licenses.id, id)))[0] ?? null,
    beat: async (tx: Tx, id: number): Promise<ClaimBeat | null> =>
      (await tx.select(beatColumns).from(beats).where(eq(beats.id, id)))[0] ?? null,
    producerName: async (tx: Tx, id: number) => {
      const [u] = await tx.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, id));
      return u ? `${u.first} ${u.last}`.trim() : '';
    },
    /** The order a claim key already made (the same beat claimed earlier in the period). */
    async orderByKey(tx: Tx, userId: number, key: string) {
      const [row] = await tx
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
      return row ?? null;
    },

    /** A user's subscriptions that have not ended, with their plan and its licence's name (plan offers). */
    live: (userId: number) =>
      db
        .select({ subscription: subscriptions, plan: subscribables, licenseName: licenses.name })
        .from(subscriptions)
        .innerJoin(subscribables, eq(subscribables.id, subscriptions.subscribableId))
        .innerJoin(licenses, eq(licenses.id, subscribables.licenseId))
        .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'ended')))
        .orderBy(asc(subscriptions.id)),
    /** Which of these beats each subscription already claimed in its current period, and under which order. */
    async claimed(subs: { id: number; start: Date; end: Date }[], beatIds: number[]) {
      if (!subs.length || !beatIds.length) return [];
      const rows = await db
        .select({
          subscriptionId: orders.subscriptionId,
          orderId: orders.id,
          beatId: orderItems.beatId,
          at: orders.createdAt,
        })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(
          and(
            inArray(
              orders.subscriptionId,
              subs.map((s) => s.id),
            ),
            inArray(orders.status, [...DELIVERED_STATES]),
            inArray(orderItems.beatId, beatIds),
            gte(orders.createdAt, new Date(Math.min(...subs.map((s) => s.start.getTime())))),
            lt(orders.createdAt, new Date(Math.max(...subs.map((s) => s.end.getTime())))),
          ),
        );
      return rows.filter((r) => {
        const s = subs.find((x) => x.id === r.subscriptionId)!;
        return r.at >= s.start && r.at < s.end;
      });
    },
  };
}
export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;
