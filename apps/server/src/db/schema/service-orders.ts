import { MILESTONE_KINDS, SERVICE_KINDS, SERVICE_STATUSES, type ServiceBrief } from '@beatmarket/shared';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, updatedAt } from './columns.js';
import { services } from './content.js';
import { users } from './users.js';

/** A file on the thread: private storage, reached only through signed links. */
export interface ServiceFile {
  key: string;
  name: string;
}

/**
 * A producer's custom-beat offer (decision 0097): a fixed price (skips the quote) or null (the producer
 * quotes), the deposit percent, the revisions included and the delivery days an order takes on.
 */
export const serviceOffers = pgTable(
  'service_offers',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price'),
    depositPercent: integer('deposit_percent').notNull().default(50),
    revisions: integer('revisions').notNull().default(2),
    deliveryDays: integer('delivery_days').notNull().default(14),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('service_offers_seller_idx').on(t.sellerId)],
);

/**
 * A service order (issue 34, decision 0088): a custom beat, a mix and master or an artist feature. A null
 * seller is the house (administrators answer). `feature_item_id` names the feature line it follows from.
 */
export const serviceOrders = pgTable(
  'service_orders',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: SERVICE_KINDS }).notNull(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id').references(() => users.id),
    serviceId: integer('service_id').references(() => services.id),
    /** The producer's custom-beat offer it was asked from (decision 0097), if any. */
    offerId: integer('offer_id').references(() => serviceOffers.id),
    featureItemId: integer('feature_item_id'),
    title: text('title').notNull(),
    brief: jsonb('brief').$type<ServiceBrief>().notNull(),
    /** Agreed price in cents; null until quoted. */
    price: integer('price'),
    depositPercent: integer('deposit_percent').notNull().default(50),
    revisionsIncluded: integer('revisions_included').notNull().default(2),
    revisionsUsed: integer('revisions_used').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }),
    status: text('status', { enum: SERVICE_STATUSES }).notNull().default('requested'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('service_orders_buyer_idx').on(t.buyerId), index('service_orders_seller_idx').on(t.sellerId)],
);

/** The thread: messages, files, quotes, versions, each with its author (null: the system). */
export const serviceOrderEvents = pgTable(
  'service_order_events',
  {
    id: serial('id').primaryKey(),
    serviceOrderId: integer('service_order_id')
      .notNull()
      .references(() => serviceOrders.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id),
    kind: text('kind').notNull(),
    body: text('body').notNull().default(''),
    files: jsonb('files').$type<ServiceFile[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('service_order_events_order_idx').on(t.serviceOrderId)],
);

/**
 * A payment step: one row per order and kind, so it can be charged once. 'due' sits in the buyer's
 * cart; 'held' once a checkout recorded its sale; 'paid' once captured; 'refunded' on cancellation.
 */
export const serviceMilestones = pgTable(
  'service_milestones',
  {
    id: serial('id').primaryKey(),
    serviceOrderId: integer('service_order_id')
      .notNull()
      .references(() => serviceOrders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MILESTONE_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['due', 'held', 'paid', 'refunded'] })
      .notNull()
      .default('due'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('service_milestones_kind_uq').on(t.serviceOrderId, t.kind)],
);
