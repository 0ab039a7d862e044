import { addToSets, createIntelRangesRepository } from './intel-ranges.repository.js';
import { and, between, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  beatDailyEvents,
  beatDailyRevenue,
  beatMonthlyStats,
  beatRawEvents,
  beats,
  producerDailyEvents,
  storeDailyEvents,
  type BeatEvent,
} from '../../db/schema/index.js';

export type { BeatEvent };
const FLUSH_LOCK = 1_700_034;
/** `revenue`: integer cents (purchases only). */
export type EventCount = { beatId: number; day: string; event: BeatEvent; count: number; revenue?: number };
export type RawEvent = { beatId: number; event: BeatEvent; userId: number | null; revenue: number; at: Date };
export type DayRange = { from: string; to: string };

/**
 * One statement for the whole batch (decisions 0034, 0038): each (beat, day, event) adds its count to the
 * day's row, and the same rows add to the beat's day revenue, its producer's day, the store's day and the
 * beat's month. Beats that no longer exist are skipped, so one deleted beat cannot lose the others' counts.
 */
async function addToRollups(db: Db, rows: EventCount[]): Promise<void> {
  if (!rows.length) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.beatId}::int, ${r.day}::date, ${r.event}::text, ${r.count}::int, ${r.revenue ?? 0}::int)`),
    sql`, `,
  );
  const n = (event: BeatEvent) => sql.raw(`coalesce(sum(count) filter (where event = '${event}'), 0)`);
  const plus = (table: string, cols: string[]) =>
    sql.raw(cols.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', '));
  const monthCols = [
    ...['plays', 'plays_30s', 'favorites', 'downloads', 'shares', 'adds_to_cart', 'sales', 'revenue'],
    'plays_counted',
  ];
  // Two flushes touching the same rows in different orders deadlock on PostgreSQL (seen with two
  // servers flushing at once), so flushes take turns; each is one short statement per batch.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FLUSH_LOCK})`);
    await tx.execute(sql`
    with k as (
      select v.beat_id, v.day, v.event, v.count, v.revenue, b.producer_id, lower(b.title) as title_key
      from (values ${values}) as v(beat_id, day, event, count, revenue)
      join ${beats} b on b.id = v.beat_id),
    d as (
      insert into ${beatDailyEvents} (beat_id, day, event, count) select beat_id, day, event, count from k
      on conflict (beat_id, day, event) do update set count = ${beatDailyEvents}.count + excluded.count),
    r as (
      insert into ${beatDailyRevenue} (beat_id, day, revenue)
      select beat_id, day, sum(revenue) from k where revenue <> 0 group by beat_id, day
      on conflict (beat_id, day) do update set ${plus('beat_daily_revenue', ['revenue'])}),
    p as (
      insert into ${producerDailyEvents} (producer_id, day, event, count, revenue)
      select producer_id, day, event, sum(count), sum(revenue) from k group by producer_id, day, event
      on conflict (producer_id, day, event) do update set ${plus('producer_daily_events', ['count', 'revenue'])}),
    s as (
      insert into ${storeDailyEvents} (day, event, count, revenue)
      select day, event, sum(count), sum(revenue) from k group by day, event
      on conflict (day, event) do update set ${plus('store_daily_events', ['count', 'revenue'])}),
    ${addToSets()}
    insert into ${beatMonthlyStats} (month, beat_id, producer_id, ${sql.raw(monthCols.join(', '))})
    select date_trunc('month', day)::date, beat_id, min(producer_id), ${n('play_start')}, ${n('play_30s')},
      ${n('favorite')}, ${n('demo_download')}, ${n('share')}, ${n('add_to_cart')}, ${n('purchase')}, sum(revenue),
      ${n('play_counted')}
    from k group by 1, beat_id
    on conflict (month, beat_id) do update set ${plus('beat_monthly_stats', monthCols)}`);
  });
}

/** Beat intelligence rollups (decision 0034): written by one upsert per batch, read by key ranges. */
export function createBeatEventsRepository(db: Db) {
  return {
    /** The precomputed range sets the rollup job keeps (decision 0055). */
    ranges: createIntelRangesRepository(db),

    add: (rows: EventCount[]) => addToRollups(db, rows),

    /** Raw events, written only while the retention setting keeps them; skips beats that do not exist. */
    async addRaw(rows: RawEvent[]): Promise<void> {
      if (!rows.length) return;
      const values = sql.join(
        rows.map(
          (r) =>
            sql`(${r.beatId}::int, ${r.event}::text, ${r.userId}::int, ${r.revenue}::int, ${r.at.toISOString()}::timestamptz)`,
        ),
        sql`, `,
      );
      await db.execute(sql`
        insert into ${beatRawEvents} (beat_id, event, user_id, revenue, at)
        select v.* from (values ${values}) as v(beat_id, event, user_id, revenue, at)
        where exists (select 1 from ${beats} where ${beats.id} = v.beat_id)`);
    },

    /** Deletes raw events older than `days` days (0: all of them, nothing is to be kept); answers how many. */
    async pruneRaw(days: number, now: Date): Promise<number> {
      const cutoff = new Date(now.getTime() - Math.max(0, days) * 86_400_000);
      const gone = await db
        .delete(beatRawEvents)
        .where(lt(beatRawEvents.at, cutoff))
        .returning({ id: beatRawEvents.id });
      return gone.length;
    },

    /** One beat over a range of days (inclusive): each event's total. */
    async forBeat(beatId: number, range: DayRange): Promise<Partial<Record<BeatEvent, number>>> {
      const rows = await db
        .select({ event: beatDailyEvents.event, count: sql<number>`sum(${beatDailyEvents.count})::int` })
        .from(beatDailyEvents)
        .where(and(eq(beatDailyEvents.beatId, beatId), between(beatDailyEvents.day, range.from, range.to)))
        .groupBy(beatDailyEvents.event);
      return Object.fromEntries(rows.map((r) => [r.event, r.count]));
    },

    /** The beats with the most of one event over a range, most first (ties: lower id first). */
    async top(event: BeatEvent, range: DayRange, limit: number) {
      const total = sql<number>`sum(${beatDailyEvents.count})::int`;
      return db
        .select({ beatId: beatDailyEvents.beatId, count: total })
        .from(beatDailyEvents)
        .where(and(eq(beatDailyEvents.event, event), between(beatDailyEvents.day, range.from, range.to)))
        .groupBy(beatDailyEvents.beatId)
        .orderBy(desc(total), beatDailyEvents.beatId)
        .limit(limit);
    },

    /** Purchases per play start over a range (null without plays), for one beat or the whole store. */
    async conversion(range: DayRange, beatId?: number): Promise<number | null> {
      const [row] = await db
        .select({
          plays: sql<number>`coalesce(sum(${beatDailyEvents.count}) filter (where ${beatDailyEvents.event} = 'play_start'), 0)::int`,
          sales: sql<number>`coalesce(sum(${beatDailyEvents.count}) filter (where ${beatDailyEvents.event} = 'purchase'), 0)::int`,
        })
        .from(beatDailyEvents)
        .where(
          and(
            between(beatDailyEvents.day, range.from, range.to),
            beatId === undefined ? undefined : eq(beatDailyEvents.beatId, beatId),
          ),
        );
      return row && row.plays > 0 ? row.sales / row.plays : null;
    },
  };
}
export type BeatEventsRepository = ReturnType<typeof createBeatEventsRepository>;
