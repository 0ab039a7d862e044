import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import type { SubscriptionInput } from './push.repository.js';

/** The browsers users allowed notifications in (decision 0071): saved, refreshed, removed. */
export function createPushSubscriptionsRepository(db: Db) {
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
  };
}
