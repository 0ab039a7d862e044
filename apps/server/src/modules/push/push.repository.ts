import { and, asc, desc, eq, gte, inArray, isNull, notExists, notInArray, sql, type SQL } from 'drizzle-orm';
import { ROLES, type NotificationAudience } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { notifications, pushDeliveries, pushSubscriptions, users } from '../../db/schema/index.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;
export interface SubscriptionInput {
  endpoint: string;
  publicKey: string;
  authToken: string;
  encoding: string;
}
export type DeliveryStatus = 'sent' | 'failed' | 'removed';
export interface DeliveryCounts {
  sent: number;
  failed: number;
  removed: number;
}

/**
 * Whose browsers an audience covers (decision 0056), read when the push is sent: a buyer who opts out
 * of the newsletter before it goes out does not get it. Deleted accounts get nothing.
 */
const AUDIENCE: Record<NotificationAudience, SQL | undefined> = {
  everyone: undefined,
  newsletter: and(eq(users.role, ROLES.ROLE_USER.id), eq(users.news, true)),
  producers: eq(users.role, ROLES.ROLE_PRODUCER.id),
  administrators: gte(users.role, ROLES.ROLE_ADMIN.id),
};

export function createPushRepository(db: Db) {
  /** The user's own subscription of this endpoint saved again (new keys, or just seen): false when it is not theirs. */
  async function refreshSubscription(userId: number, s: SubscriptionInput): Promise<boolean> {
    const rows = await db
      .update(pushSubscriptions)
      .set({ ...s, updatedAt: new Date() })
      .where(and(eq(pushSubscriptions.endpoint, s.endpoint), eq(pushSubscriptions.userId, userId)))
      .returning({ id: pushSubscriptions.id });
    return rows.length > 0;
  }

  return {
    refreshSubscription,
    /**
     * A new subscription for the user; false when the endpoint belongs to another account (it never
     * moves: whoever knows someone's endpoint must not take their notifications, decision 0071). The
     * user keeps their `max` most recently saved browsers.
     */
    async saveSubscription(userId: number, s: SubscriptionInput, max: number): Promise<boolean> {
      const [row] = await db
        .insert(pushSubscriptions)
        .values({ userId, ...s })
        .onConflictDoNothing({ target: pushSubscriptions.endpoint })
        .returning({ id: pushSubscriptions.id });
      // The same browser saved twice at once: the other request's row is this user's.
      if (!row) return refreshSubscription(userId, s);
      const keep = db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
        .limit(max);
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
      return true;
    },
    removeSubscription: (userId: number, endpoint: string) =>
      db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint))),
    deleteSubscription: (id: number) => db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id)),
    subscriptionsOf: (userId: number) =>
      db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),

    insertNotification: async (values: typeof notifications.$inferInsert) =>
      (await db.insert(notifications).values(values).returning())[0]!,

    /** Draft → scheduled (at available_at, or now when empty); null when it was no longer a draft. */
    async schedule(id: number): Promise<NotificationRow | null> {
      const [row] = await db
        .update(notifications)
        .set({
          status: 'scheduled',
          availableAt: sql`coalesce(${notifications.availableAt}, now())`,
          updatedAt: new Date(),
        })
        .where(and(eq(notifications.id, id), eq(notifications.status, 'draft'), isNull(notifications.deletedAt)))
        .returning();
      return row ?? null;
    },
    /** Scheduled → draft again, only while no worker has started on it. */
    async unschedule(id: number): Promise<NotificationRow | null> {
      const [row] = await db
        .update(notifications)
        .set({ status: 'draft', updatedAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.status, 'scheduled')))
        .returning();
      return row ?? null;
    },

    /**
     * Takes the next due notification: scheduled and due, or sending under a lease that ran out (its
     * worker died). SKIP LOCKED lets every server process share the work.
     */
    async claim(leaseMs: number): Promise<NotificationRow | null> {
      const result = await db.execute(sql`
        update notifications set status = 'sending', started_at = coalesce(started_at, now()),
          lease_until = now() + make_interval(secs => ${leaseMs / 1000})
        where id = (
          select id from notifications
          where deleted_at is null and ((status = 'scheduled' and available_at <= now())
            or (status = 'sending' and lease_until < now()))
          order by available_at, id limit 1 for update skip locked)
        returning id`);
      const row = (result as { rows: { id: number | string }[] }).rows[0];
      if (!row) return null;
      const [claimed] = await db
        .select()
        .from(notifications)
        .where(eq(notifications.id, Number(row.id)));
      return claimed ?? null;
    },
    extendLease: (id: number, leaseMs: number) =>
      db
        .update(notifications)
        .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
        .where(eq(notifications.id, id)),
    markSent: (id: number) =>
      db
        .update(notifications)
        .set({ status: 'sent', sentAt: new Date(), leaseUntil: null })
        .where(eq(notifications.id, id)),

    /**
     * Pushes a dead worker had started: whether they reached the browser is unknown, and sending again
     * could show the notification twice, so they count as failed (at most once).
     */
    failInterrupted: (notificationId: number) =>
      db
        .update(pushDeliveries)
        .set({ status: 'failed', error: 'interrupted: the sending process stopped', updatedAt: new Date() })
        .where(and(eq(pushDeliveries.notificationId, notificationId), eq(pushDeliveries.status, 'pending'))),

    /** The next subscriptions in the audience this notification has not been pushed to (nor tried). */
    undelivered: async (notificationId: number, audience: NotificationAudience, limit: number) =>
      (
        await db
          .select({ s: pushSubscriptions })
          .from(pushSubscriptions)
          .innerJoin(users, eq(users.id, pushSubscriptions.userId))
          .where(
            and(
              isNull(users.deletedAt),
              AUDIENCE[audience],
              notExists(
                db
                  .select({ one: sql`1` })
                  .from(pushDeliveries)
                  .where(
                    and(
                      eq(pushDeliveries.notificationId, notificationId),
                      eq(pushDeliveries.subscriptionId, pushSubscriptions.id),
                    ),
                  ),
              ),
            ),
          )
          .orderBy(asc(pushSubscriptions.id))
          .limit(limit)
      ).map((r) => r.s),

    /** Claims one push before it is sent; false when another worker already did (the unique key). */
    async startDelivery(notificationId: number, subscriptionId: number): Promise<number | null> {
      const [row] = await db
        .insert(pushDeliveries)
        .values({ notificationId, subscriptionId })
        .onConflictDoNothing()
        .returning({ id: pushDeliveries.id });
      return row?.id ?? null;
    },
    finishDelivery: (id: number, status: DeliveryStatus, statusCode: number | null, error: string | null) =>
      db
        .update(pushDeliveries)
        .set({ status, statusCode, error: error?.slice(0, 1000) ?? null, updatedAt: new Date() })
        .where(eq(pushDeliveries.id, id)),

    /** Delivery counts of a page of notifications, in one query. */
    async counts(ids: number[]): Promise<Map<number, DeliveryCounts>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({
          id: pushDeliveries.notificationId,
          sent: sql<number>`(count(*) filter (where ${pushDeliveries.status} = 'sent'))::int`,
          failed: sql<number>`(count(*) filter (where ${pushDeliveries.status} = 'failed'))::int`,
          removed: sql<number>`(count(*) filter (where ${pushDeliveries.status} = 'removed'))::int`,
        })
        .from(pushDeliveries)
        .where(inArray(pushDeliveries.notificationId, ids))
        .groupBy(pushDeliveries.notificationId);
      return new Map(
        rows.map((r) => [r.id, { sent: Number(r.sent), failed: Number(r.failed), removed: Number(r.removed) }]),
      );
    },
    async authorNames(ids: number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}
export type PushRepository = ReturnType<typeof createPushRepository>;
