import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { UPLOAD_PURPOSES } from '@beatmarket/shared';
import { beats } from './catalog.js';
import { createdAt, deletedAt, deletedBy, updatedAt } from './columns.js';
import { storeItems } from './store.js';
import { users } from './users.js';

/** A direct-upload slot handed to a browser; completing it turns the stored object into what it was for. */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: UPLOAD_PURPOSES }).notNull(),
    beatId: integer('beat_id').references(() => beats.id, { onDelete: 'cascade' }),
    /** The store item a store cover or ZIP is for (issue 34). */
    storeItemId: integer('store_item_id').references(() => storeItems.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    maxSize: bigint('max_size', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);

/** Files delivered to buyers (spec §3 Attachment): MP3, WAV (untagged), ZIP trackouts. */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    beatId: integer('beat_id')
      .notNull()
      .references(() => beats.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['mp3', 'wav', 'zip'] }).notNull(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
    deletedBy: deletedBy(),
  },
  (t) => [index('attachments_beat_idx').on(t.beatId)],
);

/**
 * Background jobs (the audio pipeline). A claimed job holds a lease; a worker that dies mid-job lets the
 * lease run out and the job is claimed again, so a crash loses nothing.
 */
export const mediaJobs = pgTable(
  'media_jobs',
  {
    id: serial('id').primaryKey(),
    /** What the job makes: a beat's preview, or a store item's demo (decision 0099); exactly one is set. */
    beatId: integer('beat_id').references(() => beats.id, { onDelete: 'cascade' }),
    storeItemId: integer('store_item_id').references(() => storeItems.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    error: text('error'),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('media_jobs_ready_idx')
      .on(t.runAfter)
      .where(sql`${t.state} in ('queued', 'running')`),
    index('media_jobs_beat_idx').on(t.beatId),
    index('media_jobs_store_item_idx')
      .on(t.storeItemId)
      .where(sql`${t.storeItemId} is not null`),
    check('media_jobs_one_target_ck', sql`num_nonnulls(${t.beatId}, ${t.storeItemId}) = 1`),
  ],
);
