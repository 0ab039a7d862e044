import { index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { LicenseSpecs } from '@beatmarket/shared';
import { beats } from './catalog.js';
import { users } from './users.js';
import { createdAt, deletedAt, deletedBy, updatedAt } from './columns.js';

/** Spec §3 licence definitions: what a buyer can license a beat under, and for how much. */
export const licenses = pgTable('licenses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  type: text('type', { enum: ['non_exclusive', 'sync', 'exclusive', 'addon', 'feature', 'inner_circle'] }).notNull(),
  level: text('level', { enum: ['basic', 'standard', 'unlimited'] }).notNull(),
  /** Cents. */
  price: integer('price').notNull(),
  /** units, streams, … (0 = unlimited) and mp3, wav … (file included); written only through licenseSchema. */
  specifications: jsonb('specifications').$type<LicenseSpecs>().notNull().default({}),
  bundlePrice: integer('bundle_price'),
  bundledName: text('bundled_name').notNull().default(''),
  bundledDescription: text('bundled_description').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
  deletedBy: deletedBy(),
});

/** A buyer's cart (spec §3 Cart line): one line per beat, with its licence and optional add-ons. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    beatId: integer('beat_id')
      .notNull()
      .references(() => beats.id, { onDelete: 'cascade' }),
    licenseId: integer('license_id')
      .notNull()
      .references(() => licenses.id),
    trackoutsId: integer('trackouts_id').references(() => licenses.id),
    bundleLicenseId: integer('bundle_license_id').references(() => licenses.id),
    /** Decision 0095: the buyer's sold line (order_items.id, FK in SQL) this line upgrades; null for a sale. */
    upgradeFromItemId: integer('upgrade_from_item_id'),
    /** An accepted offer's line (decision 0098): priced at the agreed amount. References offers(id) in SQL. */
    offerId: integer('offer_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.beatId] }), index('cart_items_beat_idx').on(t.beatId)],
);
