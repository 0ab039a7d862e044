import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CollaboratorSplit, PremiumDownload, SampleDeclaration } from '@beatmarket/shared';
import { createdAt, deletedAt, deletedBy, updatedAt } from './columns.js';
import { users } from './users.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** PostgreSQL's cube (contrib): a point in up to 100 dimensions, written '(x1, x2, …)'. */
const cube = customType<{ data: string }>({ dataType: () => 'cube' });

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Lower-case letters and digits only: "Hip Hop", "hip-hop" and "HipHop" are one tag. */
    slug: text('slug').notNull(),
    group: text('group', { enum: ['genre', 'mood', 'instruments', 'sounds-like'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tags_slug_uq').on(t.slug), index('tags_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`)],
);

export const beats = pgTable(
  'beats',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    family: text('family', { enum: ['beat', 'feature'] })
      .notNull()
      .default('beat'),
    beatType: text('beat_type', { enum: ['plain', 'with_hooks', 'with_scratches'] })
      .notNull()
      .default('plain'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    demoUrl: text('demo_url'),
    demoFilename: text('demo_filename'),
    /** Cents; the direct price of a feature (beats are priced by their licences). */
    price: integer('price').notNull().default(0),
    available: boolean('available').notNull().default(true),
    sold: boolean('sold').notNull().default(false),
    /** Absent = awaiting approval. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    featurePosition: integer('feature_position'),
    bpm: smallint('bpm'),
    musicalKey: text('musical_key'),
    samples: boolean('samples').notNull().default(false),
    /** Issue 35 §4: the samples and Content ID registration (sampleDeclarationSchema); null = undeclared. */
    sampleDeclaration: jsonb('sample_declaration').$type<SampleDeclaration>(),
    /** When an administrator last asked the producer to declare. */
    declarationAskedAt: timestamp('declaration_asked_at', { withTimezone: true }),
    producerId: integer('producer_id')
      .notNull()
      .references(() => users.id),
    /** May edit the beat (spec §2); what they are paid is in `collaborators` (decision 0096). */
    coproducerId: integer('coproducer_id').references(() => users.id),
    /** Decision 0096: up to five collaborators' percentages of the producers' part; the producer keeps the rest. */
    collaborators: jsonb('collaborators').$type<CollaboratorSplit[]>().notNull().default([]),
    token: text('token'),
    publishRequestedAt: timestamp('publish_requested_at', { withTimezone: true }),
    /** Audio pipeline: none (no master yet), processing, ready or failed (media_error says why). */
    mediaState: text('media_state', { enum: ['none', 'processing', 'ready', 'failed'] })
      .notNull()
      .default('none'),
    mediaError: text('media_error'),
    masterKey: text('master_key'),
    masterFilename: text('master_filename'),
    previewKey: text('preview_key'),
    untaggedKey: text('untagged_key'),
    waveformUrl: text('waveform_url'),
    durationMs: integer('duration_ms'),
    bpmDetected: smallint('bpm_detected'),
    keyDetected: text('key_detected'),
    /** Decision 0104: what the master sounds like (sound-features.ts), its loudness, and the layout's version. */
    sound: cube('sound'),
    loudnessLufs: real('loudness_lufs'),
    /** Null until the master is described (or tried: a silent one keeps `sound` null). */
    soundVersion: smallint('sound_version'),
    /** Spec §3 (id, name): the free untagged MP3 signed-in users get; null = none (the beat editor's switch). */
    premiumDownloadData: jsonb('premium_download_data').$type<PremiumDownload>(),
    plays: integer('plays').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    favoritesCount: integer('favorites_count').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Sum of ratings in half points (0-10 each), so the average never drifts with floats. */
    ratingHalfPoints: integer('rating_half_points').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    topRank: integer('top_rank'),
    /** Denormalised for search: tag slugs (exact #tag filter) and names plus producer handles (full text). */
    tagSlugs: text('tag_slugs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    searchText: text('search_text').notNull().default(''),
    /**
     * Exact filter keys, so #tags and bpm: are answered inside the one GIN scan that also holds the
     * words: the tag slugs, the tempo at three widths ('bpm:140', 'bpm:14x', 'bpm:1xx') and the
     * publishing week ('pub:1403', weeks since 2000) that lets a ranked search look at recent weeks
     * first. A range becomes the few keys that tile it exactly (filter-keys.ts); see decision 0017.
     */
    filterKeys: text('filter_keys')
      .array()
      .generatedAlwaysAs(
        (): SQL =>
          sql`(case when ${beats.bpm} is null then ${beats.tagSlugs} else ${beats.tagSlugs} || array['bpm:' || ${beats.bpm}::text, 'bpm:' || (${beats.bpm} / 10)::text || 'x', 'bpm:' || (${beats.bpm} / 100)::text || 'xx'] end) || (case when ${beats.publishedAt} is null then '{}'::text[] else array['pub:' || floor(extract(epoch from (${beats.publishedAt} - timestamptz '2000-01-01 00:00:00+00')) / 604800)::int::text] end)`,
      ),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${beats.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${beats.searchText}, '')), 'B') || setweight(to_tsvector('english', coalesce(${beats.description}, '')), 'D')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    deletedBy: deletedBy(),
  },
  (t) => [
    uniqueIndex('beats_slug_uq').on(t.family, t.slug),
    index('beats_published_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    // The capped counts of a visitor's lists (up to 251 visible beats) scan this, not the table: a row's
    // deleted_at and published_at come after its words and tsvector, and reading 251 wide rows took
    // 0.7 ms at a million beats (half the newest list's statement); the index-only scan takes 0.07 ms.
    index('beats_visible_family_idx')
      .on(t.family)
      .where(sql`${t.deletedAt} is null and ${t.publishedAt} is not null`),
    index('beats_producer_idx').on(t.producerId),
    index('beats_coproducer_idx').on(t.coproducerId),
    index('beats_bpm_idx').on(t.bpm),
    index('beats_sound_gist')
      .using('gist', t.sound)
      .where(
        sql`${t.sound} is not null and ${t.publishedAt} is not null and ${t.deletedAt} is null and ${t.available} and not ${t.sold} and ${t.family} = 'beat'`,
      ),
    index('beats_sound_pending_idx')
      .on(t.id)
      .where(sql`${t.soundVersion} is null and ${t.masterKey} is not null`),
    index('beats_feature_idx')
      .on(t.featurePosition)
      .where(sql`${t.featurePosition} is not null`),
    index('beats_top_idx')
      .on(t.topRank)
      .where(sql`${t.topRank} is not null`),
    // One GIN over words and filter keys: PostgreSQL intersects them while scanning instead of ANDing bitmaps.
    // Without a pending list (fastupdate off): every play, download or share rewrites a beat's row off-page
    // (its counters are indexed), and with fastupdate each rewrite queued its words in a list that every
    // search then read whole, up to 4 MB; 135 pages of it made `dark piano` 2.5 ms instead of 0.6 (decision 0064).
    index('beats_find_gin').using('gin', t.searchVector, t.filterKeys).with({ fastupdate: false }),
    // All Beats (administrators, issue 16): each sort the table offers walks an index forwards (asc) or
    // backwards (desc) and stops at the page. Equal keys follow the id in the sort's direction, with the
    // nulls placement of beat-search.repository's TIE, or a page of 0-sales beats sorted them all.
    ...(['title', 'createdAt', 'plays', 'sales', 'price'] as const).map((c) =>
      index(`beats_list_${t[c].name}_idx`)
        .on(t[c], t.id.asc().nullsFirst())
        .where(sql`${t.deletedAt} is null`),
    ),
    index('beats_list_published_asc_idx')
      .on(t.publishedAt.asc().nullsLast(), t.id.asc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('beats_admin_producer_idx')
      .on(t.producerId, t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('beats_archived_idx')
      .on(t.deletedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is not null`),
  ],
);

/**
 * Every word of the catalog's search vectors, as stemmed there: a misspelt word is corrected to its nearest
 * one (trigram similarity) and the search asked again (decision 0068). Triggers of migration 0032 add the
 * words of each beat written; words of beats since deleted stay, and only cost a correction with no match.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm')
    .using('gin', sql`${t.word} gin_trgm_ops`)
    .with({ fastupdate: false }),
]);

export const beatTags = pgTable(
  'beat_tags',
  {
    beatId: integer('beat_id')
      .notNull()
      .references(() => beats.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.beatId, t.tagId] }), index('beat_tags_tag_idx').on(t.tagId)],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    beatId: integer('beat_id')
      .notNull()
      .references(() => beats.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.beatId] }), index('favorites_beat_idx').on(t.beatId)],
);

export const ratings = pgTable(
  'ratings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    beatId: integer('beat_id')
      .notNull()
      .references(() => beats.id, { onDelete: 'cascade' }),
    /** 0-10 half points: 0 to 5 stars in steps of 0.5. */
    halfPoints: smallint('half_points').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.beatId] })],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    beatId: integer('beat_id')
      .notNull()
      .references(() => beats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    deletedBy: deletedBy(),
  },
  (t) => [index('comments_beat_idx').on(t.beatId, t.createdAt)],
);

/** One row per recorded stat (played, downloaded, shared_*), for the intelligence pages. */
export const beatStats = pgTable(
  'beat_stats',
  {
    id: serial('id').primaryKey(),
    beatId: integer('beat_id')
      .notNull()
      .references(() => beats.id, { onDelete: 'cascade' }),
    stat: text('stat').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('beat_stats_beat_idx').on(t.beatId, t.stat)],
);
