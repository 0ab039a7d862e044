import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** What beat intelligence counts (issue 17); one row per beat, UTC day and event. */
export const BEAT_EVENTS = [
  'play_start',
  'play_30s',
  /** A play heard long enough to count, once per listener and address per window (decision 0094). */
  'play_counted',
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

/*
 * Issue 17 rollups (decision 0038): the same flush that adds to beat_daily_events adds to these, so a report
 * reads a few hundred rows whatever the catalog size. `revenue` is integer cents, only on 'purchase' rows.
 */
export const beatDailyRevenue = pgTable(
  'beat_daily_revenue',
  {
    beatId: integer('beat_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    revenue: integer('revenue').notNull(),
  },
  (t) => [primaryKey({ columns: [t.beatId, t.day] })],
);

/** Per producer (the beat's producer_id at the time of the event) per day: producer summary, trend, funnel. */
export const producerDailyEvents = pgTable(
  'producer_daily_events',
  {
    producerId: integer('producer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    event: text('event', { enum: BEAT_EVENTS }).notNull(),
    count: integer('count').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.producerId, t.day, t.event] }), index('producer_daily_events_day_idx').on(t.day)],
);

/** The whole store per day: the administrator's summary, trend and funnel read at most 731 × 7 rows. */
export const storeDailyEvents = pgTable(
  'store_daily_events',
  {
    day: date('day', { mode: 'string' }).notNull(),
    event: text('event', { enum: BEAT_EVENTS }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.event] })],
);

/**
 * One wide row per beat per month (`month` = its first day): the per-beat table and the movers sum whole
 * months here and only the partial months at the ends of a range from the daily rows.
 */
export const beatMonthlyStats = pgTable(
  'beat_monthly_stats',
  {
    month: date('month', { mode: 'string' }).notNull(),
    beatId: integer('beat_id').notNull(),
    producerId: integer('producer_id').notNull(),
    plays: integer('plays').notNull().default(0),
    plays30s: integer('plays_30s').notNull().default(0),
    favorites: integer('favorites').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    addsToCart: integer('adds_to_cart').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    revenue: integer('revenue').notNull().default(0),
    playsCounted: integer('plays_counted').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.beatId] }),
    index('beat_monthly_stats_producer_idx').on(t.producerId, t.month),
    index('beat_monthly_stats_beat_idx').on(t.beatId, t.month),
  ],
);

/**
 * Raw events, kept only while the `analytics_raw_retention_days` setting is above 0 (0 = none kept);
 * a periodic job deletes rows older than that many days. Reports never read them.
 */
export const beatRawEvents = pgTable(
  'beat_raw_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    beatId: integer('beat_id').notNull(),
    event: text('event', { enum: BEAT_EVENTS }).notNull(),
    userId: integer('user_id'),
    revenue: integer('revenue').notNull().default(0),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('beat_raw_events_at_idx').on(t.at)],
);

/**
 * Issue 37 §6 (decision 0103): catalog searches per UTC week (Monday) and normalised query, with how many
 * found nothing or few beats; no person, address or session, only the query's canonical text. `tags` and the
 * tempo range are the query's own, kept apart so the demand report sums them without parsing.
 */
export const searchDemand = pgTable(
  'search_demand',
  {
    week: date('week', { mode: 'string' }).notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull(),
    /** Searches that found no beat. */
    empty: integer('empty').notNull(),
    /** Searches that found fewer than DEMAND_FEW_RESULTS beats (the empty ones included). */
    few: integer('few').notNull(),
    /** Beats found, summed over the searches (an average per search at read). */
    results: bigint('results', { mode: 'number' }).notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bpmMin: smallint('bpm_min'),
    bpmMax: smallint('bpm_max'),
    /** A "sounds like" reference (issue 37 §6): `query` holds its nearest tags. */
    soundsLike: boolean('sounds_like').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.week, t.soundsLike, t.query] })],
);
