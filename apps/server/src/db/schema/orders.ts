import { sql } from 'drizzle-orm';
import type { AppliedDiscount, CollaboratorSplit, LineTerms } from '@beatmarket/shared';
import {
  check,
  index,
  type AnyPgColumn,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { beats } from './catalog.js';
import { licenses } from './commerce.js';
import { serviceMilestones } from './service-orders.js';
import { storeItems } from './store.js';
import { subscriptionCharges, subscriptions } from './subscriptions.js';
import { users } from './users.js';
import { createdAt, updatedAt } from './columns.js';

/** Spec §3 Order: made once per checkout key, priced in integer USD cents. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'fulfilled', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    total: integer('total').notNull(),
    currency: text('currency').notNull().default('USD'),
    address: jsonb('address').notNull(),
    paymentProvider: text('payment_provider').notNull(),
    paymentRef: text('payment_ref'),
    failureReason: text('failure_reason'),
    /** The error code a failed checkout answered with, so a retried checkout key gets the same answer. */
    failureCode: text('failure_code'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Set once the gateway has taken the money; a paid order without it is still to be captured (decision 0021). */
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    /**
     * Set before an administrator's refund reaches the gateway, so a crash between the gateway's refund
     * and our write is finished by recovery (decision 0031); cleared when the order is refunded.
     */
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    refundRequestedBy: integer('refund_requested_by').references(() => users.id),
    /** Set on an order of amount zero claimed out of a subscription's allowance (issue 19). */
    subscriptionId: integer('subscription_id').references(() => subscriptions.id),
    /** Cents given back so far, partial refunds included (the gateway's own running total, decision 0074). */
    refunded: integer('refunded').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_user_key_uq').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_payment_ref_idx').on(t.paymentRef),
    index('orders_subscription_idx')
      .on(t.subscriptionId, t.createdAt)
      .where(sql`${t.subscriptionId} is not null`),
    // The recovery sweep's work list: orders not yet in a final state.
    index('orders_unfinished_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('pending', 'paid')`),
  ],
);

/** Spec §3 order_item: what was sold, frozen at sale time (licence terms, title, who is owed). */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null on a store item's line (decision 0085), which names `store_item_id` instead. */
    beatId: integer('beat_id').references(() => beats.id),
    licenseId: integer('license_id').references(() => licenses.id),
    storeItemId: integer('store_item_id').references(() => storeItems.id),
    /** A service order's deposit or balance (decision 0088), in place of a beat or store item. */
    serviceMilestoneId: integer('service_milestone_id').references(() => serviceMilestones.id),
    /** The accepted offer a line pays (decision 0098). References offers(id) in SQL. */
    offerId: integer('offer_id'),
    trackoutsId: integer('trackouts_id').references(() => licenses.id),
    bundleLicenseId: integer('bundle_license_id').references(() => licenses.id),
    beatTitle: text('beat_title').notNull(),
    /** Null on a house-owned store item's line: the house alone is owed. */
    producerId: integer('producer_id').references(() => users.id),
    coproducerId: integer('coproducer_id').references(() => users.id),
    /** The beat's collaborators at the sale (decision 0096); null on lines sold before: their coproducer had half. */
    collaborators: jsonb('collaborators').$type<CollaboratorSplit[]>(),
    /** name, type, level, specifications, trackouts name, bundle name: the terms the buyer agreed to. */
    terms: jsonb('terms').$type<LineTerms>().notNull(),
    lineTotal: integer('line_total').notNull(),
    discount: integer('discount').notNull().default(0),
    /** Which coupons took how many cents off this line: [{ coupon_id, title, cents }]. */
    discounts: jsonb('discounts').$type<AppliedDiscount[]>().notNull().default([]),
    amount: integer('amount').notNull(),
    /** Printed on the licence PDF; the public verification page looks it up. */
    verificationCode: text('verification_code').notNull(),
    /** Cents of this line given back; the whole amount revokes its licence (decision 0074). */
    refunded: integer('refunded').notNull().default(0),
    /**
     * A line sold with trackouts: 'missing' while the beat has no trackouts file (delivered when it
     * arrives), 'delivered' once it did, 'refunded' when that part was given back; null without trackouts.
     */
    trackoutsStatus: text('trackouts_status', { enum: ['delivered', 'missing', 'refunded'] }),
    /** The add-on's cents within `amount` (its share after coupons): what a refund of the trackouts gives back. */
    trackoutsAmount: integer('trackouts_amount').notNull().default(0),
    /** Since when the buyer has waited for the file: past TRACKOUTS_REFUND_DAYS that part is refunded (0077). */
    trackoutsMissingSince: timestamp('trackouts_missing_since', { withTimezone: true }),
    /** An administrator asked for the add-on's refund: the sweep finishes it should we crash mid-way. */
    trackoutsRefundRequestedAt: timestamp('trackouts_refund_requested_at', { withTimezone: true }),
    /** The YouTube channel ids the licence covers (decision 0092): on the producer's allowlist while it stands. */
    youtubeChannels: jsonb('youtube_channels').$type<string[]>().notNull().default([]),
    /** Decision 0095: the line this one upgrades (superseded while this one stands), and the cents credited for it. */
    upgradesItemId: integer('upgrades_item_id').references((): AnyPgColumn => orderItems.id),
    upgradeCredit: integer('upgrade_credit').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_trackouts_missing_idx')
      .on(t.trackoutsMissingSince)
      .where(sql`${t.trackoutsStatus} = 'missing'`),
    uniqueIndex('order_items_code_uq').on(t.verificationCode),
    index('order_items_beat_idx').on(t.beatId),
    index('order_items_store_item_idx')
      .on(t.storeItemId)
      .where(sql`${t.storeItemId} is not null`),
    index('order_items_channels_idx')
      .on(t.producerId)
      .where(sql`${t.youtubeChannels} <> '[]'::jsonb`),
    index('order_items_upgrades_idx')
      .on(t.upgradesItemId)
      .where(sql`${t.upgradesItemId} is not null`),
    index('order_items_service_milestone_idx')
      .on(t.serviceMilestoneId)
      .where(sql`${t.serviceMilestoneId} is not null`),
    check(
      'order_items_product_ck',
      sql`${t.storeItemId} is not null or ${t.serviceMilestoneId} is not null or (${t.beatId} is not null and ${t.licenseId} is not null and ${t.producerId} is not null)`,
    ),
  ],
);

/** Every change of an order's state, with when and who (null actor: the system or the payment provider). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/** Why a ledger row exists; statements show one item per row (issue 17). */
export const LEDGER_KINDS = ['sale', 'refund', 'adjustment', 'subscription'] as const;

/**
 * What each sale line owes: producer, coproducer and the house; the parts add up to the line exactly.
 * Refunds add equal and opposite rows; an administrator's adjustment is a row with no sale line.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    payeeId: integer('payee_id').references(() => users.id),
    role: text('role', { enum: ['producer', 'coproducer', 'house'] }).notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull().default('sale'),
    amount: integer('amount').notNull(),
    /** A collaborator's percent of the producers' part (decision 0096), for the statement's label; null before. */
    sharePercent: integer('share_percent'),
    /** Why an adjustment was made (shown on the statement); empty for sales and refunds. */
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    /** A subscription period's revenue split to producers by downloads (kind 'subscription'). */
    subscriptionChargeId: integer('subscription_charge_id').references(() => subscriptionCharges.id),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_payee_idx').on(t.payeeId, t.createdAt), index('ledger_item_idx').on(t.orderItemId)],
);

/**
 * The built-in test gateway's own book of charges, kept in the database so it can answer "what happened
 * to this payment?" after a crash, as Stripe answers for a PaymentIntent (decision 0021).
 */
export const testGatewayCharges = pgTable('test_gateway_charges', {
  ref: text('ref').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amount: integer('amount').notNull(),
  status: text('status', {
    enum: ['created', 'authorized', 'declined', 'captured', 'cancelled', 'refunded'],
  }).notNull(),
  reason: text('reason'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The test gateway's partial refunds, one per idempotency key: a rerun after a crash finds the first. */
export const testGatewayRefunds = pgTable('test_gateway_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  ref: text('ref').notNull(),
  amount: integer('amount').notNull(),
  createdAt: createdAt(),
});
