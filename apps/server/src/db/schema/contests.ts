import type { ContestPrize } from '@beatmarket/shared';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { coupons } from './coupons.js';
import { ledgerEntries, orders } from './orders.js';
import { users } from './users.js';

/**
 * Issue 34: a contest. Its phases follow from the four moments (decision 0086): entries are taken while
 * submissions are open and votes while voting is open, checked against the clock on every request.
 */
export const contests = pgTable('contests', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  /** Sanitised rich text, like the content pages. */
  brief: text('brief').notNull().default(''),
  rules: text('rules').notNull().default(''),
  prizesText: text('prizes_text').notNull().default(''),
  prizes: jsonb('prizes').$type<ContestPrize[]>().notNull().default([]),
  /** The stems or beat to download (private storage; signed links for signed-in users). */
  fileKey: text('file_key'),
  fileName: text('file_name'),
  submissionsOpenAt: timestamp('submissions_open_at', { withTimezone: true }).notNull(),
  submissionsCloseAt: timestamp('submissions_close_at', { withTimezone: true }).notNull(),
  votingOpenAt: timestamp('voting_open_at', { withTimezone: true }).notNull(),
  votingCloseAt: timestamp('voting_close_at', { withTimezone: true }).notNull(),
  maxEntries: integer('max_entries').notNull().default(1),
  published: boolean('published').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A signed-in account's song entered in a contest, played as it was uploaded. */
export const contestEntries = pgTable(
  'contest_entries',
  {
    id: serial('id').primaryKey(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contest_entries_contest_idx').on(t.contestId, t.userId)],
);

/** One vote per account per contest: the key makes a second one impossible, however many arrive at once. */
export const contestVotes = pgTable(
  'contest_votes',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    entryId: integer('entry_id')
      .notNull()
      .references(() => contestEntries.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.userId] }), index('contest_votes_entry_idx').on(t.entryId)],
);

/** The administrators' pick, one entry per place, with the prize it was paid (a ledger row or a coupon). */
export const contestWinners = pgTable(
  'contest_winners',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id),
    place: integer('place').notNull(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => contestEntries.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ledgerEntryId: integer('ledger_entry_id').references(() => ledgerEntries.id),
    couponId: integer('coupon_id').references(() => coupons.id),
    /** A feature prize's order of the feature, the winner's like a bought one (decision 0093). */
    orderId: integer('order_id').references(() => orders.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.contestId, t.place] }),
    uniqueIndex('contest_winners_entry_uq').on(t.contestId, t.entryId),
  ],
);
