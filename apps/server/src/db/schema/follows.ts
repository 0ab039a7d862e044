import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { beats } from './catalog.js';
import { createdAt } from './columns.js';
import { users } from './users.js';

/** Who follows which producer (issue 38 §2); `digest`: this follower asked for the daily release mail. */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    producerId: integer('producer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    digest: boolean('digest').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.producerId] }),
    index('follows_producer_idx').on(t.producerId, t.createdAt),
  ],
);

/**
 * One row per follower and beat a digest told them about (decision 0106): written in the transaction that
 * queues the mail, with `on conflict do nothing`, so concurrent sends mail each beat at most once.
 */
export const followDigestSent = pgTable(
  'follow_digest_sent',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    beatId: integer('beat_id')
      .notNull()
      .references(() => beats.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.beatId] })],
);

/** A producer's message to their followers (issue 38 §2): sanitized HTML, and how many it was mailed to. */
export const followMessages = pgTable(
  'follow_messages',
  {
    id: serial('id').primaryKey(),
    producerId: integer('producer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    recipients: integer('recipients').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('follow_messages_producer_idx').on(t.producerId, t.createdAt)],
);

/** Producers an administrator stopped from messaging their followers. */
export const followMessagingOff = pgTable('follow_messaging_off', {
  producerId: integer('producer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  by: integer('by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
