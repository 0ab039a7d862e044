import { sql } from 'drizzle-orm';
import { MEDIA_STATES, STORE_ITEM_KINDS, STORE_ITEM_STATUSES } from '@beatmarket/shared';
import { bigint, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, deletedBy, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * A store item (issue 34): a sound kit, loop pack, preset bank or MIDI pack sold as one ZIP under
 * royalty-free terms. A null producer is the house's own item.
 */
export const storeItems = pgTable(
  'store_items',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    kind: text('kind', { enum: STORE_ITEM_KINDS }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    terms: text('terms').notNull(),
    imageUrl: text('image_url'),
    producerId: integer('producer_id').references(() => users.id),
    status: text('status', { enum: STORE_ITEM_STATUSES }).notNull().default('draft'),
    /** The checked ZIP in private storage; buyers reach it only through a signed link. */
    zipKey: text('zip_key'),
    zipName: text('zip_name'),
    zipSize: bigint('zip_size', { mode: 'number' }),
    /** The seller's demo upload (private) and the preview the audio pipeline made of it (decision 0099). */
    demoMasterKey: text('demo_master_key'),
    demoKey: text('demo_key'),
    demoUrl: text('demo_url'),
    demoWaveformUrl: text('demo_waveform_url'),
    demoDurationMs: integer('demo_duration_ms'),
    demoState: text('demo_state', { enum: MEDIA_STATES }).notNull().default('none'),
    demoError: text('demo_error'),
    rejectReason: text('reject_reason').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    deletedBy: deletedBy(),
  },
  (t) => [
    uniqueIndex('store_items_slug_uq').on(t.slug),
    index('store_items_producer_idx').on(t.producerId),
    index('store_items_published_idx')
      .on(t.publishedAt)
      .where(sql`${t.status} = 'published' and ${t.deletedAt} is null`),
  ],
);

/** A store item in a buyer's cart (decision 0085): no licence to choose, so the line is the pair alone. */
export const storeCartItems = pgTable(
  'store_cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeItemId: integer('store_item_id')
      .notNull()
      .references(() => storeItems.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeItemId] })],
);
