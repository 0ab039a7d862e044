import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
