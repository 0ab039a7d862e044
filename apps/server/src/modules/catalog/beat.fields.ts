import { sql, type SQL } from 'drizzle-orm';
import { beats, users } from '../../db/schema/index.js';
import type { FieldDef } from '../entities/entity.types.js';

/**
 * The beat entity's API fields (spec §7): what lists sort and filter by, and the column behind each.
 * The catalog's own list orders by this table too, so a sortable field is declared once.
 */
export const BEAT_FIELDS = {
  newest: { column: beats.publishedAt, sortable: true },
  featured: { column: beats.featurePosition, sortable: true },
  top: { column: beats.topRank, sortable: true },
  /** Best match first for a search (see orderBy); without words, the newest first. */
  relevance: { column: beats.publishedAt, sortable: true },
  title: { column: beats.title, sortable: true },
  bpm: { column: beats.bpm, sortable: true },
  price: { column: beats.price, sortable: true },
  plays: { column: beats.plays, sortable: true },
  family: { column: beats.family, filterable: true },
  producer_id: { column: beats.producerId, filterable: true },
  id: { column: beats.id, filterable: true },
  slug: { column: beats.slug, filterable: true },
  placed: { column: beats.featurePosition, filterable: true },
  favorites_of: { column: beats.id, filterable: true },
  /** The producer's dashboard: own and coproduced beats, unpublished ones too. */
  mine: { column: beats.producerId, filterable: true },
  created: { column: beats.createdAt, sortable: true },
  /** All Beats (administrators): the publishing date either way, sales, and the producer's name (see producerOrder). */
  published: { column: beats.publishedAt, sortable: true },
  sales: { column: beats.sales, sortable: true },
  producer: { column: beats.producerId, sortable: true },
  /** Draft, awaiting approval, published, sold, archived (shared beatStatus; beat-search statusWhere). */
  status: { column: beats.publishedAt, filterable: true },
} satisfies Record<string, FieldDef>;

const FIELDS: Record<string, FieldDef> = BEAT_FIELDS;

/**
 * One sort term of a catalog list. Empty places (no tempo, not featured, unpublished) go last either
 * way, as the published index stores them; `relevance` is the search rank when there is one. A column
 * that is never empty is ordered without `nulls last`, so a descending sort walks its index backwards
 * (`desc nulls last` matches neither direction of a plain index: the whole table was sorted).
 */
export function orderBy(field: string, direction: 'asc' | 'desc', rank: SQL | null): SQL {
  const dir = direction === 'desc' ? sql`desc` : sql`asc`;
  if (field === 'relevance' && rank) return sql`${rank} ${dir}`;
  const column = Object.hasOwn(FIELDS, field) && FIELDS[field]!.sortable ? FIELDS[field]!.column : beats.publishedAt;
  return column.notNull ? sql`${column} ${dir}` : sql`${column} ${dir} nulls last`;
}

/**
 * The page's ids as `ranked(id, ord)` when the first sort term is the producer's name: producers in
 * name order, each one's beats through the producer index (then the other terms), so a page reads the
 * beats of its first producers only. Ordering a million beats by a joined name sorted them all (1.4 s);
 * `offset 0` keeps the sorted producers a subquery, whose order the planner then carries through the
 * join (an incremental sort that stops at the page: 9 ms).
 */
export function idsByProducer(where: SQL, direction: 'asc' | 'desc', rest: SQL[], limit: number, offset: number) {
  const dir = direction === 'desc' ? sql`desc` : sql`asc`;
  return sql`(select id, row_number() over () as ord from (
    select b.id from (
      select ${users.id} as uid, trim(${users.firstName} || ' ' || ${users.lastName}) as name from ${users}
      order by 2 ${dir}, 1 ${dir} offset 0) u
    cross join lateral (
      select ${beats.id} as id, row_number() over (order by ${sql.join([...rest, sql`${beats.id} desc`], sql`, `)}) as n
      from ${beats} where ${where} and ${beats.producerId} = u.uid) b
    order by u.name ${dir}, u.uid ${dir}, b.n limit ${limit} offset ${offset}) p) ranked`;
}
