import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  beatDailyEvents,
  beatDailyRevenue,
  beats,
  producerBeatCounts,
  producerDailyEvents,
  storeDailyEvents,
  users,
} from '../../db/schema/index.js';
import type { IntelScope } from './intel.scope.js';
import type { DayRange } from './intel.range.js';
import { rowsOf } from '../../db/rows.js';
import { perBeatCounts, producerName } from './intel.per-beat.js';
import { createIntelRangeReads, pageTotal } from './intel-range-reads.repository.js';

export { perBeatCounts, producerName };

export type EventRow = { day?: string; event: string; count: string | number; revenue: string | number };
/** The eight counts of a beat over a range, as the per-beat queries return them. */
export type BeatCountsRow = {
  beat_id: number;
  plays: number;
  plays_counted: number;
  plays_30s: number;
  favorites: number;
  downloads: number;
  shares: number;
  adds_to_cart: number;
  sales: number;
  revenue: number;
};

export type BeatInfo = { beat_id: number; title: string; slug: string; producer_id: number; producer_name: string };
export type BeatTableQuery = { sort: string; desc: boolean; page: number; perPage: number; search?: string };
const COUNT_COLUMNS = [
  'plays',
  'plays_counted',
  'plays_30s',
  'favorites',
  'downloads',
  'shares',
  'adds_to_cart',
  'sales',
  'revenue',
];

/** (day?, event, count, revenue) rows of the rollup that fits the scope. */
function rollupEvents(db: Db, scope: IntelScope, range: DayRange, perDay: boolean): Promise<EventRow[]> {
  const dayCol = perDay ? sql`day::text as day,` : sql``;
  const groupDay = perDay ? sql`day,` : sql``;
  if (scope.kind === 'store')
    return db
      .execute(
        sql`select ${dayCol} event, sum(count) as count, sum(revenue) as revenue from ${storeDailyEvents}
          where day between ${range.from} and ${range.to} group by ${groupDay} event`,
      )
      .then(rowsOf<EventRow>);
  if (scope.kind === 'producer')
    return db
      .execute(
        sql`select ${dayCol} event, sum(count) as count, sum(revenue) as revenue from ${producerDailyEvents}
          where producer_id = ${scope.producerId} and day between ${range.from} and ${range.to}
          group by ${groupDay} event`,
      )
      .then(rowsOf<EventRow>);
  return db
    .execute(
      sql`select ${dayCol} event, sum(count) as count, 0 as revenue from ${beatDailyEvents}
          where beat_id = ${scope.beatId} and day between ${range.from} and ${range.to} group by ${groupDay} event
        union all
        select ${dayCol} 'purchase' as event, 0 as count, sum(revenue) as revenue from ${beatDailyRevenue}
          where beat_id = ${scope.beatId} and day between ${range.from} and ${range.to} group by ${groupDay} 2`,
    )
    .then(rowsOf<EventRow>);
}

/** The per-beat table summed from the daily rollups, for a range with no precomputed set. */
async function rollupBeatTable(db: Db, scope: IntelScope, range: DayRange, q: BeatTableQuery) {
  const counts = perBeatCounts(range, scope);
  const zero = (c: string) => sql.raw(`coalesce(a.${c}, 0)`);
  const cols = sql.join(
    COUNT_COLUMNS.map((c) => sql`${zero(c)}::${sql.raw(c === 'revenue' ? 'bigint' : 'int')} as ${sql.raw(c)}`),
    sql`, `,
  );
  const withName = sql`join ${users} on ${users.id} = b.producer_id`;
  // Producers see all their beats (a beat with no play is worth seeing); the store only active ones.
  const from =
    scope.kind === 'producer'
      ? sql`${beats} b left join (${counts}) a on a.beat_id = b.id ${withName} where b.producer_id = ${scope.producerId}`
      : sql`(${counts}) a join ${beats} b on b.id = a.beat_id ${withName} where true`;
  const search = q.search ? sql` and b.title ilike ${`%${q.search.replace(/[\\%_]/g, '\\$&')}%`}` : sql``;
  const dir = sql.raw(q.desc ? 'desc' : 'asc');
  const order =
    q.sort === 'title'
      ? sql`lower(b.title) ${dir}`
      : q.sort === 'completion' || q.sort === 'conversion'
        ? sql`${sql.raw(q.sort === 'completion' ? 'coalesce(a.plays_30s, 0)' : 'coalesce(a.sales, 0)')}::float8
            / nullif(coalesce(a.plays, 0), 0) ${dir} nulls last`
        : sql`${zero(q.sort)} ${dir}`;
  const rows = rowsOf<BeatCountsRow & BeatInfo & { total: string | number }>(
    await db.execute(sql`
      select b.id as beat_id, b.title, b.slug, b.producer_id, ${producerName} as producer_name, ${cols},
        count(*) over () as total
      from ${from}${search}
      order by ${order}, b.id ${dir}
      limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`),
  );
  return { rows, total: await pageTotal(db, rows, q.page, sql`${from}${search}`) };
}

/** Intelligence reads (decision 0038): every query is a key-range read of a rollup, never of raw events. */
export function createIntelRepository(db: Db) {
  // A preset range (the last 7, 30 or 90 days) has a precomputed set (decision 0055); other ranges sum rollups.
  const sets = createIntelRangeReads(db);
  return {
    events: (scope: IntelScope, range: DayRange, perDay: boolean) => rollupEvents(db, scope, range, perDay),

    /**
     * The per-beat table: one row per beat with activity in the range (a producer's scope: every own beat,
     * active or not), searched by title, sorted and paged in the database; `total` counts the matching rows.
     */
    async beatTable(scope: IntelScope, range: DayRange, q: BeatTableQuery) {
      const set = scope.kind === 'beat' ? null : await sets.find(range);
      if (set) return sets.beatTable(set, q, scope.kind === 'producer' ? scope.producerId : null);
      return rollupBeatTable(db, scope, range, q);
    },

    /** Per producer over the range (administrators): from the producer daily rollup. */
    async producers(range: DayRange, producerId: number | null) {
      const set = await sets.find(range);
      if (set) return sets.producers(set, producerId);
      const n = (event: string) => sql`coalesce(sum(p.count) filter (where p.event = ${event}), 0)::int`;
      return rowsOf<BeatCountsRow & { producer_id: number; producer_name: string; beats: number }>(
        await db.execute(sql`
          select p.producer_id, ${producerName} as producer_name,
            coalesce((select c.beats from ${producerBeatCounts} c where c.producer_id = p.producer_id), 0) as beats,
            ${n('play_start')} as plays, ${n('play_counted')} as plays_counted,
            ${n('play_30s')} as plays_30s, ${n('favorite')} as favorites, ${n('demo_download')} as downloads,
            ${n('share')} as shares, ${n('add_to_cart')} as adds_to_cart, ${n('purchase')} as sales,
            coalesce(sum(p.revenue), 0)::bigint as revenue
          from ${producerDailyEvents} p join ${users} on ${users.id} = p.producer_id
          where p.day between ${range.from} and ${range.to}
            ${producerId === null ? sql`` : sql`and p.producer_id = ${producerId}`}
          group by p.producer_id, ${users.nickname}, ${users.firstName}, ${users.lastName}
          order by plays desc, p.producer_id`),
      );
    },

    /** Beats whose metric rose (or fell) most against the previous range: the `limit` biggest each way. */
    async movers(scope: IntelScope, now: DayRange, before: DayRange, metric: string, limit: number) {
      const set = scope.kind === 'beat' ? null : await sets.find(now);
      if (set) return sets.movers(set, scope.kind === 'producer' ? scope.producerId : null, metric, limit);
      const col = sql.raw(metric);
      const rows = rowsOf<BeatInfo & { current: number | string; previous: number | string; dir: string }>(
        await db.execute(sql`
          with c as (${perBeatCounts(now, scope)}), p as (${perBeatCounts(before, scope)}),
          d as (
            select coalesce(c.beat_id, p.beat_id) as beat_id, coalesce(c.${col}, 0) as current,
              coalesce(p.${col}, 0) as previous
            from c full join p on p.beat_id = c.beat_id),
          ranked as (
            (select 'up' as dir, * from d where current > previous order by current - previous desc, beat_id limit ${limit})
            union all
            (select 'down', * from d where current < previous order by current - previous, beat_id limit ${limit}))
          select r.dir, r.beat_id, r.current, r.previous, b.title, b.slug, b.producer_id, ${producerName} as producer_name
          from ranked r join ${beats} b on b.id = r.beat_id join ${users} on ${users.id} = b.producer_id`),
      );
      return rows;
    },

    /** The beat's producer, or null when there is no such beat (a deleted beat keeps its owner). */
    async beatOwner(beatId: number): Promise<number | null> {
      const [row] = rowsOf<{ producer_id: number }>(
        await db.execute(sql`select ${beats.producerId} as producer_id from ${beats} where ${beats.id} = ${beatId}`),
      );
      return row?.producer_id ?? null;
    },
  };
}
export type IntelRepository = ReturnType<typeof createIntelRepository>;
