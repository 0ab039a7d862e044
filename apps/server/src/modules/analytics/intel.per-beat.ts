import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { beatDailyEvents, beatDailyRevenue, beatMonthlyStats, beats, users } from '../../db/schema/index.js';
import type { IntelScope } from './intel.scope.js';
import { splitRange, type DayRange } from './intel.range.js';

export const producerName = sql<string>`coalesce(nullif(${users.nickname}, ''), trim(${users.firstName} || ' ' || ${users.lastName}))`;
const ownBeats = (producerId: number) =>
  sql`(select ${beats.id} from ${beats} where ${beats.producerId} = ${producerId})`;

/**
 * Each beat's counts over a range (decision 0038): whole months from beat_monthly_stats, the days at either
 * end from beat_daily_events (pivoted) and beat_daily_revenue. Never reads more than two partial months of days.
 */
export function perBeatCounts(range: DayRange, scope: IntelScope): SQL {
  const { months, days } = splitRange(range);
  const monthWhere =
    scope.kind === 'beat'
      ? sql`${beatMonthlyStats.beatId} = ${scope.beatId}`
      : scope.kind === 'producer'
        ? sql`${beatMonthlyStats.producerId} = ${scope.producerId}`
        : sql`true`;
  const beatIn = (col: AnyPgColumn) =>
    scope.kind === 'beat'
      ? sql`${col} = ${scope.beatId}`
      : scope.kind === 'producer'
        ? sql`${col} in ${ownBeats(scope.producerId)}`
        : sql`true`;
  const dayIn = (col: AnyPgColumn) =>
    days.length
      ? sql.join(
          days.map((d) => sql`${col} between ${d.from} and ${d.to}`),
          sql` or `,
        )
      : sql`false`;
  const n = (event: string) =>
    sql`coalesce(sum(${beatDailyEvents.count}) filter (where ${beatDailyEvents.event} = ${event}), 0)`;
  const parts: SQL[] = [];
  if (months)
    parts.push(sql`select beat_id, plays, plays_30s, favorites, downloads, shares, adds_to_cart, sales, revenue, plays_counted
      from ${beatMonthlyStats} where ${beatMonthlyStats.month} between ${months.from} and ${months.to} and ${monthWhere}`);
  if (days.length) {
    parts.push(sql`select beat_id, ${n('play_start')}, ${n('play_30s')}, ${n('favorite')}, ${n('demo_download')},
      ${n('share')}, ${n('add_to_cart')}, ${n('purchase')}, 0, ${n('play_counted')}
      from ${beatDailyEvents} where (${dayIn(beatDailyEvents.day)}) and ${beatIn(beatDailyEvents.beatId)} group by beat_id`);
    parts.push(sql`select beat_id, 0, 0, 0, 0, 0, 0, 0, revenue, 0
      from ${beatDailyRevenue} where (${dayIn(beatDailyRevenue.day)}) and ${beatIn(beatDailyRevenue.beatId)}`);
  }
  return sql`select beat_id, sum(plays)::int as plays, sum(plays_30s)::int as plays_30s, sum(favorites)::int as favorites,
      sum(downloads)::int as downloads, sum(shares)::int as shares, sum(adds_to_cart)::int as adds_to_cart,
      sum(sales)::int as sales, sum(revenue)::bigint as revenue, sum(plays_counted)::int as plays_counted
    from (${sql.join(parts, sql` union all `)})
      as u(beat_id, plays, plays_30s, favorites, downloads, shares, adds_to_cart, sales, revenue, plays_counted)
    group by beat_id`;
}
