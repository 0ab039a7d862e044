import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { beats } from './catalog.js';
import { createdAt, updatedAt } from './columns.js';
import { LEDGER_KINDS, ledgerEntries, orderItems, orders } from './orders.js';
import { users } from './users.js';

export const STATEMENT_STATUSES = ['open', 'closed', 'paid'] as const;

/**
 * Spec §3 income_statement: what one payee (producer or coproducer) earned over a period, frozen when
 * closed. Totals are copies of the sums of its items, kept so lists never add up items.
 */
export const incomeStatements = pgTable(
  'income_statements',
  {
    id: serial('id').primaryKey(),
    payeeId: integer('payee_id')
      .notNull()
      .references(() => users.id),
    /** Inclusive UTC dates: the statement holds the payee's ledger rows from the start of the first day to the end of the last. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: text('status', { enum: STATEMENT_STATUSES }).notNull().default('closed'),
    currency: text('currency').notNull().default('USD'),
    gross: integer('gross').notNull().default(0),
    discounts: integer('discounts').notNull().default(0),
    refunds: integer('refunds').notNull().default(0),
    adjustments: integer('adjustments').notNull().default(0),
    producerShare: integer('producer_share').notNull().default(0),
    coproducerShare: integer('coproducer_share').notNull().default(0),
    houseShare: integer('house_share').notNull().default(0),
    /** What the payee is owed by this statement: the sum of the items' amounts (may be negative). */
    amount: integer('amount').notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('income_statements_payee_idx').on(t.payeeId, t.periodEnd),
    index('income_statements_period_idx').on(t.periodEnd, t.id),
  ],
);

/** Spec §3 income_statement_item: one per ledger row of the payee (sold line, refund or adjustment). */
export const incomeStatementItems = pgTable(
  'income_statement_items',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => incomeStatements.id),
    /** Unique: a ledger row is on one statement at most, so closing twice never counts a cent twice. */
    ledgerEntryId: integer('ledger_entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    role: text('role', { enum: ['producer', 'coproducer'] }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    orderItemId: integer('order_item_id').references(() => orderItems.id),
    beatId: integer('beat_id').references(() => beats.id),
    description: text('description').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The sold line's figures, signed like the row (a refund's are negative); zero for adjustments. */
    gross: integer('gross').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    producerShare: integer('producer_share').notNull().default(0),
    coproducerShare: integer('coproducer_share').notNull().default(0),
    houseShare: integer('house_share').notNull().default(0),
    /** This payee's cents: equal to the ledger row's amount. */
    amount: integer('amount').notNull(),
  },
  (t) => [
    index('income_statement_items_statement_idx').on(t.statementId, t.occurredAt),
    uniqueIndex('income_statement_items_ledger_uq').on(t.ledgerEntryId),
  ],
);

export const PAYOUT_STATUSES = ['pending', 'sent', 'cancelled'] as const;
export const PAYOUT_METHODS = ['bank', 'paypal', 'other'] as const;

/** Spec §3 payout: one payment run over closed statements; cancelled only while pending. */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    method: text('method', { enum: PAYOUT_METHODS }).notNull().default('bank'),
    /** The bank or PayPal batch reference, set when marked sent. */
    reference: text('reference'),
    note: text('note').notNull().default(''),
    total: integer('total').notNull(),
    currency: text('currency').notNull().default('USD'),
    createdBy: integer('created_by').references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: integer('sent_by').references(() => users.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payouts_status_idx').on(t.status, t.createdAt)],
);

/** Spec §3 payout_item: one closed statement paid by a payout. */
export const payoutItems = pgTable(
  'payout_items',
  {
    id: serial('id').primaryKey(),
    payoutId: integer('payout_id')
      .notNull()
      .references(() => payouts.id),
    statementId: integer('statement_id')
      .notNull()
      .references(() => incomeStatements.id),
    payeeId: integer('payee_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    /** False once its payout is cancelled: the statement is free to be paid again. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('payout_items_payout_idx').on(t.payoutId),
    // A statement is in one live payout at most.
    uniqueIndex('payout_items_statement_active_uq')
      .on(t.statementId)
      .where(sql`${t.active}`),
  ],
);

/**
 * A hold on a producer's payouts (decision 0090): while a row has no `released_at`, payout runs report
 * the producer as held with this reason instead of paying them. Rows are kept as the holds' history.
 */
export const payoutHolds = pgTable(
  'payout_holds',
  {
    id: serial('id').primaryKey(),
    payeeId: integer('payee_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    heldBy: integer('held_by')
      .notNull()
      .references(() => users.id),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedBy: integer('released_by').references(() => users.id),
  },
  // One live hold per producer: two administrators holding at once cannot make two.
  (t) => [
    uniqueIndex('payout_holds_active_uq')
      .on(t.payeeId)
      .where(sql`${t.releasedAt} is null`),
  ],
);
