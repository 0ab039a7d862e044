import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, deletedBy, updatedAt } from './columns.js';
import { orders } from './orders.js';
import { users } from './users.js';

/** Spec §3 Coupon: store-wide offers (no code) and promo codes; see `couponSchema` for the rules. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Upper case; null for an offer every eligible cart gets. */
    code: text('code'),
    buyX: integer('buy_x').notNull(),
    getY: integer('get_y').notNull().default(0),
    percentOff: integer('percent_off'),
    redeemBy: date('redeem_by', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    deletedBy: deletedBy(),
  },
  // A deleted coupon frees its code for a new one.
  (t) => [
    uniqueIndex('coupons_live_code_uq')
      .on(t.code)
      .where(sql`deleted_at is null`),
    index('coupons_redeem_by_idx').on(t.redeemBy),
  ],
);

/** The promo code a buyer has entered on their cart (one at a time). */
export const cartPromos = pgTable('cart_promos', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  couponId: integer('coupon_id')
    .notNull()
    .references(() => coupons.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** A promo code used on a paid order; the key makes a second use by the same buyer impossible. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.userId] })],
);
