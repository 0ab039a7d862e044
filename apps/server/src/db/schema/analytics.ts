import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** What beat intelligence counts (issue 17); one row per beat, UTC day and event. */
export const BEAT_EVENTS = [
  'play_start',
  'play_30s',
  'demo_download',
  'favorite',
  'share',
  'add_to_cart',
  'purchase',
] as const;
export type BeatEvent = (typeof BEAT_EVENTS)[number];

/**
 * Daily rollup, written by batched upserts (decision 0034). No foreign key on beat_id: a flush is one
 * statement for many beats and skips beats that no longer exist instead of failing the whole batch.
 */
export const beatDailyEvents = pgTable(
  'beat_daily_events',
  {
    beatId: integer('beat_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    event: text('event', { enum: BEAT_EVENTS }).notNull(),
    count: integer('count').notNull(),
  },
  // Top beats by an event over a range read (event, day) ranges; per-beat reads use the key.
  (t) => [
    primaryKey({ columns: [t.beatId, t.day, t.event] }),
    index('beat_daily_events_event_day_idx').on(t.event, t.day),
  ],
);
