import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  beats,
  intelRangeBeats,
  intelRangeMoves,
  intelRangeProducers,
  intelRangeSets,
  producerBeatCounts,
  users,
} from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import type { DayRange } from './intel.range.js';
import { producerName } from './intel.per-beat.js';
import type { BeatCountsRow, BeatInfo, BeatTableQuery } from './intel.repository.js';

export type RangeSet = { id: number; beats: number };

/**
 * A table page's total: the window count its rows carry, or, on a page past the last (no rows to carry
 * it), the rows that `from` matches, counted apart, so the pager still knows how many pages there are.
 */
export async function pageTotal(db: Db, rows: { total: string | number }[], page: number, from: SQL) {
  if (rows[0]) return Number(rows[0].total);
  if (page <= 1) return 0;
  const [row] = rowsOf<{ n: string | number }>(await db.execute(sql`select count(*) as n from ${from}`));
  return Number(row?.n ?? 0);
}

const counts = (alias: string, orZero = false) => {
  const v = (c: string) => (orZero ? `coalesce(${alias}.${c}, 0)` : `${alias}.${c}`);
  return sql.raw(
    ['plays', 'plays_counted', 'plays_30s', 'favorites', 'downloads', 'shares', 'adds_to_cart', 'sales']
      .map((c) => `${v(c)}::int as ${c}`)
      .concat(`${v('revenue')}::bigint as revenue`)
      .join(', '),
  );
};

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The table's order (the plain query's: same ties) over the set's rows `a`, with `col` a count's expression
 * and `title` the title's. `q.sort` is one of the schema's sort columns, so it can be raw SQL.
 */
function orderBy(q: BeatTableQuery, col: (c: string) => string, title: string) {
  const dir = q.desc ? 'desc' : 'asc';
  if (q.sort === 'title') return sql.raw(`${title} ${dir}`);
  if (q.sort === 'completion' || q.sort === 'conversion') {
    const part = col(q.sort === 'completion' ? 'plays_30s' : 'sales');
    return sql.raw(`(${part}::float8 / nullif(${col('plays')}, 0)) ${dir} nulls last`);
  }
  return sql.raw(`${col(q.sort)} ${dir}`);
}

/**
 * Reads of a range set (decision 0055). Each answers exactly what intel.repository's plain query answers
 * over the same range (same rows, order and ties), but walks an index of the set and stops at the page.
 */
export function createIntelRangeReads(db: Db) {
  /** The store-wide table: the page's rows of the set (those matching the search first), then their beats. */
  async function storeTable(set: RangeSet, q: BeatTableQuery) {
    const order = sql`${orderBy(q, (c) => `a.${c}`, 'a.title_key')}, a.beat_id ${sql.raw(q.desc ? 'desc' : 'asc')}`;
    const page = sql`order by ${order} limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`;
    const info = sql`b.id as beat_id, b.title, b.slug, b.producer_id, ${producerName} as producer_name, ${counts('a')}`;
    const people = sql`join ${beats} b on b.id = a.beat_id join ${users} on ${users.id} = b.producer_id`;
    if (!q.search) {
      const rows = rowsOf<BeatCountsRow & BeatInfo>(
        await db.execute(sql`select ${info} from ${intelRangeBeats} a ${people} where a.set_id = ${set.id} ${page}`),
      );
      return { rows, total: set.beats };
    }
    // Every set row has its beat and producer (they are archived, never deleted), so the matches are the total.
    // Materialized: the planner would otherwise walk a count's index and test every row's title.
    const matches = sql`${intelRangeBeats} where set_id = ${set.id} and title_key like lower(${likePattern(q.search)})`;
    const rows = rowsOf<BeatCountsRow & BeatInfo & { total: string | number }>(
      await db.execute(sql`
        with m as materialized (select * from ${matches}),
        a as (select * from m a ${page})
        select ${info}, (select count(*) from m) as total from a ${people} order by ${order}`),
    );
    return { rows, total: await pageTotal(db, rows, q.page, matches) };
  }

  return {
    async find(range: DayRange): Promise<RangeSet | null> {
      const [row] = rowsOf<RangeSet>(
        await db.execute(sql`select id, beats from ${intelRangeSets}
          where from_day = ${range.from} and to_day = ${range.to}`),
      );
      return row ?? null;
    },

    /**
     * The per-beat table. Store-wide: a sort walks its (set, column, beat) index, the title's included; a
     * search first takes the set's matching rows through its trigram index (a few thousand even for a common
     * word), then sorts those. A producer's (`producerId`): every own beat, active or not, with its counts
     * from the set (a few thousand rows sorted in memory instead of the rollups summed over the range).
     */
    async beatTable(set: RangeSet, q: BeatTableQuery, producerId: number | null = null) {
      if (producerId === null) return storeTable(set, q);
      const order = orderBy(q, (c) => `coalesce(a.${c}, 0)`, 'lower(b.title)');
      const search = q.search ? sql`and b.title ilike ${likePattern(q.search)}` : sql``;
      const rows = rowsOf<BeatCountsRow & BeatInfo & { total: string | number }>(
        await db.execute(sql`
          select b.id as beat_id, b.title, b.slug, b.producer_id, ${producerName} as producer_name, ${counts('a', true)},
            count(*) over () as total
          from ${beats} b left join ${intelRangeBeats} a on a.set_id = ${set.id} and a.beat_id = b.id
            join ${users} on ${users.id} = b.producer_id where b.producer_id = ${producerId} ${search}
          order by ${order}, b.id ${sql.raw(q.desc ? 'desc' : 'asc')}
          limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`),
      );
      return {
        rows,
        total: await pageTotal(db, rows, q.page, sql`${beats} b where b.producer_id = ${producerId} ${search}`),
      };
    },

    /** Per producer (administrators): one row per active producer, its beats from the maintained counter. */
    async producers(set: RangeSet, producerId: number | null) {
      return rowsOf<BeatCountsRow & { producer_id: number; producer_name: string; beats: number }>(
        await db.execute(sql`
          select p.producer_id, ${producerName} as producer_name, coalesce(c.beats, 0) as beats, ${counts('p')}
          from ${intelRangeProducers} p join ${users} on ${users.id} = p.producer_id
            left join ${producerBeatCounts} c on c.producer_id = p.producer_id
          where p.set_id = ${set.id} ${producerId === null ? sql`` : sql`and p.producer_id = ${producerId}`}
          order by p.plays desc, p.producer_id`),
      );
    },

    /**
     * The `limit` biggest rises and falls of a metric: each way walks its partial index of the changes (a
     * producer's: their rows of the set, a few thousand at most); the current value comes from the set.
     */
    async movers(set: RangeSet, producerId: number | null, metric: string, limit: number) {
      const col = sql.raw(metric);
      const mine = producerId === null ? sql`` : sql`and producer_id = ${producerId}`;
      const way = (dir: 'up' | 'down') =>
        sql`(select ${sql.raw(`'${dir}'`)} as dir, beat_id, ${col} as change from ${intelRangeMoves}
          where set_id = ${set.id} and ${col} ${sql.raw(dir === 'up' ? '> 0' : '< 0')} ${mine}
          order by ${col} ${sql.raw(dir === 'up' ? 'desc' : 'asc')}, beat_id limit ${limit})`;
      return rowsOf<BeatInfo & { current: number | string; previous: number | string; dir: string }>(
        await db.execute(sql`
          with ranked as (${way('up')} union all ${way('down')})
          select r.dir, r.beat_id, coalesce(a.${col}, 0) as current, coalesce(a.${col}, 0) - r.change as previous,
            b.title, b.slug, b.producer_id, ${producerName} as producer_name
          from ranked r left join ${intelRangeBeats} a on a.set_id = ${set.id} and a.beat_id = r.beat_id
            join ${beats} b on b.id = r.beat_id join ${users} on ${users.id} = b.producer_id`),
      );
    },
  };
}
