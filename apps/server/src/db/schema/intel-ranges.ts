import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * Precomputed range totals (decision 0055): the store-wide per-beat table, movers and per-producer report
 * of a preset range (the last 7, 30 or 90 days) read a few hundred index rows here instead of summing
 * millions of rollup rows. The rollup job builds a set per preset range ending today; every flush adds its
 * events to each set whose range (or, for the movers, whose previous range) holds the event's day, so a
 * set always equals the plain sums over its range.
 */
export const intelRangeSets = pgTable(
  'intel_range_sets',
  {
    id: serial('id').primaryKey(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    /** Rows in intel_range_beats for this set: the store table's total without a search. */
    beats: integer('beats').notNull().default(0),
    builtAt: timestamp('built_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('intel_range_sets_range_uq').on(t.fromDay, t.toDay)],
);

const COUNTS = [
  'plays',
  'plays_counted',
  'plays_30s',
  'favorites',
  'downloads',
  'shares',
  'adds_to_cart',
  'sales',
] as const;

/** Each beat active in a set's range, with its counts there; one index per sort the per-beat table offers. */
export const intelRangeBeats = pgTable(
  'intel_range_beats',
  {
    setId: integer('set_id').notNull(),
    beatId: integer('beat_id').notNull(),
    plays: integer('plays').notNull().default(0),
    playsCounted: integer('plays_counted').notNull().default(0),
    plays30s: integer('plays_30s').notNull().default(0),
    favorites: integer('favorites').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    addsToCart: integer('adds_to_cart').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
    /**
     * The beat's title in lower case, as the table sorts and searches it: kept here so a title sort walks an
     * index and a title search reads the set's matching rows only, not every matching beat of the catalog
     * (40,000 for a common word at a million beats). Filled by the build and the flush, kept by a trigger
     * on the beat's rename (migration 0029).
     */
    titleKey: text('title_key').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.setId, t.beatId] }),
    index('intel_range_beats_title_idx').on(t.setId, t.titleKey, t.beatId),
    // Trigrams within a set (btree_gin lets the set id into a GIN index): a search reads only its matches.
    // PGlite gets the title's trigrams alone (migration 0029: its btree_gin module hangs trigram searches).
    index('intel_range_beats_title_trgm').using('gin', t.setId, sql`${t.titleKey} gin_trgm_ops`),
    // A column sort walks (set, column, beat) forwards (asc) or backwards (desc) and stops at the page.
    ...[...COUNTS, 'revenue'].map((c) => index(`intel_range_beats_${c}_idx`).on(t.setId, sql.raw(c), t.beatId)),
    // Ratios sort nulls (no plays) last both ways, which one index cannot give backwards: one per direction.
    ...(['plays_30s', 'sales'] as const).flatMap((c) => {
      const ratio = `(${c}::float8 / nullif(plays, 0))`;
      return [
        index(`intel_range_beats_${c}_ratio_asc_idx`).on(t.setId, sql.raw(`${ratio} asc nulls last`), t.beatId),
        index(`intel_range_beats_${c}_ratio_desc_idx`).on(
          t.setId,
          sql.raw(`${ratio} desc nulls last`),
          t.beatId.desc().nullsFirst(),
        ),
      ];
    }),
  ],
);

/** Each producer active in a set's range, with the counts of intel-producers. */
export const intelRangeProducers = pgTable(
  'intel_range_producers',
  {
    setId: integer('set_id').notNull(),
    producerId: integer('producer_id').notNull(),
    plays: bigint('plays', { mode: 'number' }).notNull().default(0),
    playsCounted: bigint('plays_counted', { mode: 'number' }).notNull().default(0),
    plays30s: bigint('plays_30s', { mode: 'number' }).notNull().default(0),
    favorites: bigint('favorites', { mode: 'number' }).notNull().default(0),
    downloads: bigint('downloads', { mode: 'number' }).notNull().default(0),
    shares: bigint('shares', { mode: 'number' }).notNull().default(0),
    addsToCart: bigint('adds_to_cart', { mode: 'number' }).notNull().default(0),
    sales: bigint('sales', { mode: 'number' }).notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.setId, t.producerId] })],
);

/** The movers' metrics: change = count in the set's range − count in the range of equal length before it. */
export const MOVER_CHANGES = ['plays', 'sales', 'revenue', 'favorites', 'adds_to_cart'] as const;

/** Each beat active in a set's range or the one before, with each mover metric's change; partial indexes per way. */
export const intelRangeMoves = pgTable(
  'intel_range_moves',
  {
    setId: integer('set_id').notNull(),
    beatId: integer('beat_id').notNull(),
    producerId: integer('producer_id').notNull(),
    plays: bigint('plays', { mode: 'number' }).notNull().default(0),
    sales: bigint('sales', { mode: 'number' }).notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
    favorites: bigint('favorites', { mode: 'number' }).notNull().default(0),
    addsToCart: bigint('adds_to_cart', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.setId, t.beatId] }),
    index('intel_range_moves_producer_idx').on(t.setId, t.producerId),
    // Up: biggest rise first, ties by beat id; down: biggest fall first, ties by beat id.
    ...MOVER_CHANGES.flatMap((c) => [
      index(`intel_range_moves_${c}_up_idx`)
        .on(t.setId, sql.raw(`${c} desc`), t.beatId)
        .where(sql.raw(`${c} > 0`)),
      index(`intel_range_moves_${c}_down_idx`)
        .on(t.setId, sql.raw(c), t.beatId)
        .where(sql.raw(`${c} < 0`)),
    ]),
  ],
);

/**
 * Beats in the catalogue per producer (archived ones left out), kept by a statement trigger on beats
 * (migration 0027), so intel-producers reads one row per producer instead of counting a million beats.
 */
export const producerBeatCounts = pgTable('producer_beat_counts', {
  producerId: integer('producer_id').primaryKey(),
  beats: integer('beats').notNull().default(0),
});
