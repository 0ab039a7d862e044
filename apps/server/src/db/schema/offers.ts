import { OFFER_STATUSES } from '@beatmarket/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { beats } from './catalog.js';
import { licenses } from './commerce.js';
import { createdAt, updatedAt } from './columns.js';
import { orders } from './orders.js';
import { users } from './users.js';

/** A beat's offer settings (decision 0098): on or off, and the floors by licence id (cents), never shown to buyers. */
export const beatOfferSettings = pgTable('beat_offer_settings', {
  beatId: integer('beat_id')
    .primaryKey()
    .references(() => beats.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  floors: jsonb('floors').$type<Record<string, number>>().notNull().default({}),
  updatedAt: updatedAt(),
});

/**
 * An offer on a beat and licence (issue 35 §2): the amount on the table, whose turn it is, when it expires,
 * and once accepted the deadline of its checkout link. One open or accepted offer per buyer and beat.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    beatId: integer('beat_id')
      .notNull()
      .references(() => beats.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    producerId: integer('producer_id')
      .notNull()
      .references(() => users.id),
    licenseId: integer('license_id')
      .notNull()
      .references(() => licenses.id),
    amount: integer('amount').notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('open'),
    turn: text('turn', { enum: ['buyer', 'producer'] })
      .notNull()
      .default('producer'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('offers_buyer_idx').on(t.buyerId),
    index('offers_producer_idx').on(t.producerId),
    index('offers_beat_idx').on(t.beatId),
    uniqueIndex('offers_live_uq')
      .on(t.beatId, t.buyerId)
      .where(sql`${t.status} in ('open', 'accepted')`),
  ],
);

/** The thread: each step with its author (null: the system) and the amount it put on the table. */
export const offerEvents = pgTable(
  'offer_events',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id),
    kind: text('kind').notNull(),
    amount: integer('amount'),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('offer_events_offer_idx').on(t.offerId)],
);
