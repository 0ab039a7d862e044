import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import { beats } from './catalog.js';
import { users } from './users.js';

/**
 * Issue 37 §4 (decision 0105): each master's chromaprint fingerprint, the 32-bit values fpcalc prints
 * (stored as signed int4), compared frame by frame when a lookup names this beat as a candidate.
 */
export const beatFingerprints = pgTable('beat_fingerprints', {
  beatId: integer('beat_id')
    .primaryKey()
    .references(() => beats.id, { onDelete: 'cascade' }),
  fingerprint: integer('fingerprint').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Decision 0105: a few sampled keys per master, so a lookup reads index entries, not fingerprints. */
export const beatFingerprintKeys = pgTable(
  'beat_fingerprint_keys',
  {
    key: integer('key').notNull(),
    beatId: integer('beat_id')
      .notNull()
      .references(() => beats.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.key, t.beatId] }), index('beat_fingerprint_keys_beat_idx').on(t.beatId)],
);

/**
 * An upload whose audio matched another beat: `held` (another account's, unpublishable until an
 * administrator clears or rejects it) or `warning` (the same producer's re-upload, told, never held).
 */
export const beatCopyMatches = pgTable(
  'beat_copy_matches',
  {
    beatId: integer('beat_id')
      .primaryKey()
      .references(() => beats.id, { onDelete: 'cascade' }),
    originalId: integer('original_id')
      .notNull()
      .references(() => beats.id, { onDelete: 'cascade' }),
    state: text('state').$type<'held' | 'warning' | 'cleared' | 'rejected'>().notNull(),
    bitErrorRate: real('bit_error_rate').notNull(),
    offsetSeconds: real('offset_seconds').notNull(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('beat_copy_matches_held_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'held'`),
    index('beat_copy_matches_original_idx').on(t.originalId),
  ],
);
