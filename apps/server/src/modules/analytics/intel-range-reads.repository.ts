import { sql } from 'drizzle-orm';
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

const counts = (alias: string, orZero = false) => {
  const v = (c: string) => (orZero ? `coalesce(${alias}.${c}, 0)` : `${alias}.${c}`);
  return sql.raw(
    ['plays', 'plays_30s', 'favorites', 'downloads', 'shares', 'adds_to_cart', 'sales']
      .map((c) => `${v(c)}::int as ${c}`)
      .concat(`${v('revenue')}::bigint as revenue`)
      .join(', '),
  );
};

/**
 * Reads of a range set (decision 0055). Each answers exactly what intel.repository's plain query answers
 * over the same range (same rows, order and ties), but walks an index of the set and stops at the page.
 */
export function createIntelRangeReads(db: Db) {
  return {
    async find(range: DayRange): Promise<RangeSet | null> {
      const [row] = rowsOf<RangeSet>(
        await db.execute(sql`select id, beats from ${intelRangeSets}
          where from_day = ${range.from} and to_day = ${range.to}`),
      );
      return row ?? null;
    },

    /**
     * The per-beat table. Store-wide: a count sort walks its (set, column, beat) index; title sorts all rows.
     * A producer's (`producerId`): every own beat, active or not, with its counts from the set (a few
     * thousand rows sorted in memory instead of the rollups summed over the range).
     */
    async beatTable(set: RangeSet, q: BeatTableQuery, producerId: number | null = null) {
      const dir = sql.raw(q.desc ? 'desc' : 'asc');
      const v = (c: string) => sql.raw(producerId === null ? `a.${c}` : `coalesce(a.${c}, 0)`);
      const order =
        q.sort === 'title'
          ? sql`lower(b.title) ${dir}`
          : q.sort === 'completion' || q.sort === 'conversion'
            ? sql`(${v(q.sort === 'completion' ? 'plays_30s' : 'sales')}::float8 / nullif(${v('plays')}, 0)) ${dir} nulls last`
            : sql`${v(q.sort)} ${dir}`;
      const search = q.search ? sql`and b.title ilike ${`%${q.search.replace(/[\\%_]/g, '\\$&')}%`}` : sql``;
      const from =
        producerId === null
          ? sql`${intelRangeBeats} a join ${beats} b on b.id = a.beat_id join ${users} on ${users.id} = b.producer_id
              where a.set_id = ${set.id} ${search}`
          : sql`${beats} b left join ${intelRangeBeats} a on a.set_id = ${set.id} and a.beat_id = b.id
              join ${users} on ${users.id} = b.producer_id where b.producer_id = ${producerId} ${search}`;
      const rows = rowsOf<BeatCountsRow & BeatInfo & { total?: string | number }>(
        await db.execute(sql`
          select b.id as beat_id, b.title, b.slug, b.producer_id, ${producerName} as producer_name, ${counts('a', producerId !== null)}
            ${producerId === null ? sql`` : sql`, count(*) over () as total`}
          from ${from}
          order by ${order}, ${sql.raw(producerId === null ? 'a.beat_id' : 'b.id')} ${dir}
          limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`),
      );
      if (producerId !== null) return { rows, total: Number(rows[0]?.total ?? 0) };
      if (!q.search) return { rows, total: set.beats };
      const [row] = rowsOf<{ total: string | number }>(await db.execute(sql`select count(*) as total from ${from}`));
      return { rows, total: Number(row?.total ?? 0) };
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
