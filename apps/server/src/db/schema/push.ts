import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { NOTIFICATION_AUDIENCES } from '@beatmarket/shared';
import { createdAt, deletedAt, deletedBy, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * A browser's push subscription (spec §3 push permission), saved by the user's autosave of
 * `push_permission`. The endpoint is the browser's and stays with the account that saved it (decision 0071).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 key (p256dh) and auth secret, base64url, as PushSubscription.toJSON() gives them. */
    publicKey: text('public_key').notNull(),
    authToken: text('auth_token').notNull(),
    encoding: text('encoding').notNull().default('aes128gcm'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Administrators' push notifications (spec §3 notification; `message` is the `body` column).
 * status: draft → scheduled (sent at available_at) → sending (leased by a worker) → sent.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    availableAt: timestamp('available_at', { withTimezone: true }),
    status: text('status').notNull().default('draft'),
    /** Who it goes to (everyone, newsletter, producers, administrators) and the site path a click opens. */
    audience: text('audience', { enum: NOTIFICATION_AUDIENCES }).notNull().default('everyone'),
    link: text('link'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    deletedBy: deletedBy(),
  },
  // The worker looks for due scheduled notifications and expired leases.
  (t) => [
    index('notifications_due_idx')
      .on(t.status, t.availableAt)
      .where(sql`${t.status} in ('scheduled', 'sending')`),
  ],
);

/**
 * One row per notification and subscription, written before the push is sent: a worker that dies
 * mid-send never sends to that subscription again (at most once). status: pending → sent | failed |
 * removed (the push service answered 404/410 and the subscription was deleted).
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    statusCode: integer('status_code'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('push_deliveries_notification_subscription_uq').on(t.notificationId, t.subscriptionId)],
);
