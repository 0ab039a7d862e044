import { and, asc, eq, gte, inArray, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import { ROLES, type NotificationAudience } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { pushDeliveries, pushSubscriptions, users } from '../../db/schema/index.js';
import type { DeliveryCounts, DeliveryStatus } from './push.repository.js';

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

/** Each push of a notification to one browser: who is still to get it, claimed, finished, counted. */
export function createPushDeliveriesRepository(db: Db) {
  return {
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
  };
}
