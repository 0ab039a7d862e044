import { getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { beats, users } from '../../db/schema/index.js';
import type { BeatTag } from './tag-dictionary.repository.js';

/* The SQL a catalog read is made of: the row with its people, the page's ids, the capped counts. */

export const producer = alias(users, 'producer');
export const coproducer = alias(users, 'coproducer');

/**
 * Counting every match of a broad search costs more than the page itself: past this, counts read
 * "250+". Relevance ranks this many of the most recent matches (see rankedIds), so one window
 * query yields both the page and the count (decision 0017).
 */
export const COUNT_CAP = 250;

/**
 * The search's own columns, derived from the others and read only by PostgreSQL: turning the tsvector
 * into text and the texts into JSON for every row, to be parsed and dropped, was work for nothing.
 */
const SEARCH_ONLY = ['searchVector', 'searchText', 'filterKeys'] as const;

/** A beat as the server's code reads it: every column but the search's own. */
export type BeatTableRow = Omit<typeof beats.$inferSelect, (typeof SEARCH_ONLY)[number]>;

export type BeatRow = BeatTableRow & {
  producerName: string;
  producerNickname: string | null;
  producerIdentifier: string | null;
  coproducerName: string | null;
  coproducerNickname: string | null;
  /** Decision 0077: a trackouts file is stored (the add-on is offered only then). */
  trackoutsAvailable: boolean;
  _tags: BeatTag[];
};
/** A row as the statement returns it: its tags are named from `tagSlugs` afterwards (createTagDictionary). */
export type StoredRow = Omit<BeatRow, '_tags'>;

/** Every column a row carries, under its property name: drizzle's own column map. */
const BEAT_COLUMNS: Record<string, AnyPgColumn> = Object.fromEntries(
  Object.entries(getTableColumns(beats)).filter(([key]) => !(SEARCH_ONLY as readonly string[]).includes(key)),
);
type DateKey = { [K in keyof BeatRow]: BeatRow[K] extends Date | null ? K : never }[keyof BeatRow];
const DATE_KEYS = Object.keys(BEAT_COLUMNS).filter((k): k is DateKey => BEAT_COLUMNS[k]!.dataType === 'date');
/** JSON carries timestamps as text: they become the Dates the rest of the server reads. */
function withDates(row: StoredRow): StoredRow {
  for (const key of DATE_KEYS) {
    const value = row[key];
    if (value !== null && !(value instanceof Date)) row[key] = new Date(value);
  }
  return row;
}

/**
 * A beat row with its people, as one JSON object that PostgreSQL builds and the driver
 * parses natively: mapping the 60 fields one by one in the ORM cost about 30 µs a row.
 */
const beatJson = sql`(select row_to_json(r) from (select ${sql.join(
  Object.entries(BEAT_COLUMNS).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
  sql`, `,
)},
    trim(${producer.firstName} || ' ' || ${producer.lastName}) as "producerName",
    ${producer.nickname} as "producerNickname", ${producer.producerIdentifier} as "producerIdentifier",
    nullif(trim(coalesce(${coproducer.firstName}, '') || ' ' || coalesce(${coproducer.lastName}, '')), '') as "coproducerName",
    ${coproducer.nickname} as "coproducerNickname",
    exists(select 1 from "attachments" a where a."beat_id" = ${beats.id} and a."kind" = 'zip' and a."deleted_at" is null) as "trackoutsAvailable") r)`;
/** Rendered once: the fragment has no parameters, and building its 60 parts cost more than running it. */
export const beatWithPeople = sql<StoredRow>`${sql.raw(new PgDialect().sqlToQuery(beatJson).sql)}`.mapWith(withDates);

/** The count cap's window as a constant: a parameter would make a prepared statement's plan generic-blind. */
export const WINDOW = sql.raw(String(COUNT_CAP + 1));
/** At most COUNT_CAP + 1 of the rows matching `where`: a count that stops early. */
export const capped = (where: SQL) =>
  sql<number>`(select count(*)::int from (select 1 from ${beats} where ${where} limit ${WINDOW}) capped)`;
/** Without a scope count (lists whose scope is their filter) the found count is the total. */
export const noTotal = sql<number | null>`null::int`;
export const NEWEST = sql`${beats.publishedAt} desc nulls last`;

/**
 * Equal keys are ordered by id in the direction of the sort, with the nulls placement the indexes
 * store (never null, but PostgreSQL matches an index only on the same placement): so `sales desc`
 * walks (sales, id nulls first) backwards and `sales asc` forwards, even when most keys are equal.
 */
export const TIE = { asc: sql`${beats.id} asc nulls first`, desc: sql`${beats.id} desc nulls last` };
export type Tie = keyof typeof TIE;

/** The page's ids as `ranked(id, ord)`; the window numbers the rows in the order the LIMITed subquery gives them. */
export const idsOf = (
  where: SQL,
  order: SQL[],
  limit: number | Placeholder | SQL,
  offset: number | Placeholder | SQL,
  tie: Tie = 'desc',
) =>
  sql`(select id, row_number() over () as ord from (select ${beats.id} as id from ${beats} where ${where}
    order by ${sql.join([...order, TIE[tie]], sql`, `)} limit ${limit} offset ${offset}) p) ranked`;
