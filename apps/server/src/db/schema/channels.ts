import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { createdAt } from './columns.js';

/** A producer's secret allowlist feed (decision 0092): whoever holds the token reads it; rotating replaces it. */
export const allowlistFeeds = pgTable('allowlist_feeds', {
  producerId: integer('producer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});
