import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, deletedBy, updatedAt } from './columns.js';
import { coupons } from './coupons.js';

/**
 * Spec §3 Banner/Promotion (and Ad: a popup with its image): what the layout shows while it is
 * published and inside its window. `published_to` is the deadline the banner counts down to;
 * `condition` says when a popup shows (decision 0054).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    url: text('url').notNull().default(''),
    /** 'banner' | 'popup' (PROMOTION_TYPES). */
    type: text('type').notNull(),
    imageUrl: text('image_url'),
    published: boolean('published').notNull().default(false),
    publishedFrom: timestamp('published_from', { withTimezone: true }),
    publishedTo: timestamp('published_to', { withTimezone: true }),
    /** PROMOTION_CONDITIONS; null: a popup never shows on its own. */
    condition: text('condition'),
    /** A promo code whose offer the banner shows; the promotion stays when the coupon is deleted. */
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    deletedBy: deletedBy(),
  },
  // The layout's read: the live published ones of a type.
  (t) => [
    index('promotions_live_idx')
      .on(t.type, t.publishedFrom)
      .where(sql`${t.published} and ${t.deletedAt} is null`),
  ],
);
