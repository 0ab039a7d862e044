import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, deletedBy, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * Administrators' sticky notes on records (spec §3 post_it). `entity` + `record_id` name the record
 * without a foreign key: a note can sit on any entity of the registry, including slug ids.
 */
export const postIts = pgTable(
  'post_its',
  {
    id: serial('id').primaryKey(),
    entity: text('entity').notNull(),
    recordId: text('record_id').notNull(),
    body: text('body').notNull(),
    color: text('color').notNull().default('yellow'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    deletedBy: deletedBy(),
  },
  // The panel of a record page reads its live notes, newest first.
  (t) => [
    index('post_its_record_idx')
      .on(t.entity, t.recordId, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Per-user UI preferences (spec §3 user_preference): one JSON value per key and user. */
export const userPreferences = pgTable(
  'user_preferences',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_preferences_user_key_uq').on(t.userId, t.key)],
);
