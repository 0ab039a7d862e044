import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, deletedBy, updatedAt } from './columns.js';
import { users } from './users.js';

export const DOWNLOAD_BUILD_FORMATS = ['preview', 'mp3', 'wav', 'trackouts'] as const;
export const DOWNLOAD_BUILD_STATUSES = ['queued', 'building', 'ready', 'failed'] as const;

/**
 * A download package an administrator assembles (issue 17): the row is also its job; a worker takes it
 * under a lease, streams the ZIP to storage and reports progress, so a crash resumes or fails cleanly.
 */
export const downloadBuilds = pgTable(
  'download_builds',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    beatIds: jsonb('beat_ids').$type<number[]>().notNull(),
    formats: jsonb('formats').$type<(typeof DOWNLOAD_BUILD_FORMATS)[number][]>().notNull(),
    status: text('status', { enum: DOWNLOAD_BUILD_STATUSES }).notNull().default('queued'),
    filesTotal: integer('files_total').notNull().default(0),
    filesDone: integer('files_done').notNull().default(0),
    bytesDone: bigint('bytes_done', { mode: 'number' }).notNull().default(0),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    storageKey: text('storage_key'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    downloadCount: integer('download_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    deletedBy: deletedBy(),
  },
  (t) => [
    index('download_builds_created_idx').on(t.createdAt),
    index('download_builds_due_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('queued', 'building')`),
  ],
);
