import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { beats } from './catalog.js';

/**
 * Issue 37 §5 (decision 0094): each play token sent back once heard, counted or not. The nonce makes a
 * token single-use; the counted rows are what the six-hour rule per listener and per address reads.
 */
export const playClaims = pgTable(
  'play_claims',
  {
    nonce: text('nonce').primaryKey(),
    beatId: integer('beat_id')
      .notNull()
      .references(() => beats.id, { onDelete: 'cascade' }),
    listener: text('listener').notNull(),
    address: text('address').notNull(),
    counted: boolean('counted').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('play_claims_listener_idx')
      .on(t.beatId, t.listener, t.claimedAt)
      .where(sql`${t.counted}`),
    index('play_claims_address_idx')
      .on(t.beatId, t.address, t.claimedAt)
      .where(sql`${t.counted}`),
  ],
);

/**
 * Decision 0103: how far each play token got, in tenths of the preview heard; a report must go past the
 * tenths already reported, so each tenth counts once per play. Rows past the token's life are pruned.
 */
export const playProgress = pgTable(
  'play_progress',
  {
    nonce: text('nonce').primaryKey(),
    tenths: smallint('tenths').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('play_progress_reported_idx').on(t.reportedAt)],
);

/**
 * A beat's drop-off per UTC day: `reached` plays heard at least `tenths` tenths of the preview. No foreign
 * key, like the other intelligence rollups: a deleted beat's rows are simply never read.
 */
export const beatPlayReach = pgTable(
  'beat_play_reach',
  {
    beatId: integer('beat_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    tenths: smallint('tenths').notNull(),
    reached: integer('reached').notNull(),
  },
  (t) => [primaryKey({ columns: [t.beatId, t.day, t.tenths] })],
);
