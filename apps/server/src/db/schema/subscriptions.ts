import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  SUBSCRIPTION_STATES,
  PLAN_INTERVALS,
  SUBSCRIPTION_CHARGE_KINDS,
  SUBSCRIPTION_JOB_KINDS,
} from '@beatmarket/shared';
import { licenses } from './commerce.js';
import { users } from './users.js';
import { createdAt, deletedAt, deletedBy, updatedAt } from './columns.js';

/** Spec §3 subscribable: a plan buyers subscribe to (issue 19). */
export const subscribables = pgTable(
  'subscribables',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Cents per interval. */
    price: integer('price').notNull(),
    interval: text('interval', { enum: PLAN_INTERVALS }).notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    /** Beat licences a subscriber may take per period. */
    allowance: integer('allowance').notNull(),
    /** The licence each claimed beat is granted under (an inner-circle licence, for example). */
    licenseId: integer('license_id')
      .notNull()
      .references(() => licenses.id),
    /** Null: the whole store; else only this producer's beats (a producer's own plan). */
    producerId: integer('producer_id').references(() => users.id),
    published: boolean('published').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    deletedBy: deletedBy(),
  },
  (t) => [index('subscribables_producer_idx').on(t.producerId)],
);

/** Spec §3 subscription: one buyer on one plan, moved only by the transition table of packages/shared. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    subscribableId: integer('subscribable_id')
      .notNull()
      .references(() => subscribables.id),
    status: text('status', { enum: SUBSCRIPTION_STATES }).notNull(),
    /** 'builtin' (our engine on the payment gateway) or 'chargebee'. */
    provider: text('provider').notNull().default('builtin'),
    /** The provider's own subscription id (Chargebee); null for the built-in engine. */
    providerRef: text('provider_ref'),
    /** The subscribe request's key: the same key answers with the same subscription, charged once. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Cents per interval, frozen when subscribing or changing plan. */
    price: integer('price').notNull(),
    interval: text('interval', { enum: PLAN_INTERVALS }).notNull(),
    currency: text('currency').notNull().default('USD'),
    /** The gateway's saved payment method renewals charge (never a card number). */
    paymentMethod: text('payment_method'),
    /** 'Card ending 4242': what the subscriber sees of it. */
    paymentLabel: text('payment_label').notNull().default(''),
    address: jsonb('address').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    /** Failed renewal attempts in the current period (reset by a paid charge). */
    retries: smallint('retries').notNull().default(0),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_key_uq').on(t.userId, t.idempotencyKey),
    // One live subscription per user and plan.
    uniqueIndex('subscriptions_user_plan_live_uq')
      .on(t.userId, t.subscribableId)
      .where(sql`${t.status} <> 'ended'`),
    index('subscriptions_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('subscriptions_provider_ref_uq').on(t.provider, t.providerRef),
  ],
);

/** Every change of a subscription, with who made it (null actor: the billing engine or provider). */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    /** subscribed, renewed, charge_failed, cancel_requested, resumed, plan_changed, payment_method_changed, ended… */
    kind: text('kind').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    note: text('note').notNull().default(''),
    data: jsonb('data').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_events_sub_idx').on(t.subscriptionId, t.id)],
);

/** The record of every charge (and credit) of a subscription, one row per attempt's outcome. */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SUBSCRIPTION_CHARGE_KINDS }).notNull(),
    /** The period this charge pays for. */
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** Cents; negative for a credit or refund. */
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] }).notNull(),
    attempt: smallint('attempt').notNull().default(1),
    /** Unique per subscription, period, kind and attempt: a job run twice finds its charge, charged once. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    paymentRef: text('payment_ref'),
    failureReason: text('failure_reason'),
    /** Set when the period's revenue was split to the ledger (once per paid charge). */
    splitAt: timestamp('split_at', { withTimezone: true }),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('subscription_charges_sub_idx').on(t.subscriptionId, t.periodStart)],
);

/** The billing engine's job table: renewals, retries, reminders and period ends, claimed under a lease. */
export const subscriptionJobs = pgTable(
  'subscription_jobs',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SUBSCRIPTION_JOB_KINDS }).notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: smallint('attempts').notNull().default(0),
    doneAt: timestamp('done_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    // Scheduling the same job twice is harmless.
    uniqueIndex('subscription_jobs_once_uq').on(t.subscriptionId, t.kind, t.runAt),
    index('subscription_jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null`),
  ],
);

/** Provider webhook events already applied (Chargebee sends each at least once). */
export const subscriptionWebhookEvents = pgTable('subscription_webhook_events', {
  provider: text('provider').notNull(),
  eventId: text('event_id').primaryKey(),
  createdAt: createdAt(),
});

/**
 * Every free trial given (issue 31, decision 0073): one per account and plan, so a trial that ended or was
 * cancelled is not given again. A plan changed to during a trial counts as trialled too.
 */
export const subscriptionTrials = pgTable(
  'subscription_trials',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscribableId: integer('subscribable_id')
      .notNull()
      .references(() => subscribables.id),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscription_trials_user_plan_uq').on(t.userId, t.subscribableId)],
);

/** A producer's rules for their own plans: one trial per account across all of them when they say so. */
export const producerPlanSettings = pgTable('producer_plan_settings', {
  producerId: integer('producer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  oneTrialAcrossPlans: boolean('one_trial_across_plans').notNull().default(false),
  updatedAt: updatedAt(),
});
