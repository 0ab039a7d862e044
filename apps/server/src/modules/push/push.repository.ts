import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { namesById } from '../../db/people.js';
import { notifications, type pushSubscriptions } from '../../db/schema/index.js';
import { createPushDeliveriesRepository } from './push-deliveries.repository.js';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository.js';

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
 * Notifications (drafts, scheduling, the sending lease) with the browsers they go to
 * (push-subscriptions.repository) and each push's delivery (push-deliveries.repository), composed into one object.
 */
export function createPushRepository(db: Db) {
  return {
    ...createPushSubscriptionsRepository(db),
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

    ...createPushDeliveriesRepository(db),

    authorNames: (ids: number[]) => namesById(db, ids),
  };
}
export type PushRepository = ReturnType<typeof createPushRepository>;
