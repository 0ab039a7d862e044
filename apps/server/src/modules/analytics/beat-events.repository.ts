import { and, between, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { beatDailyEvents, beats, type BeatEvent } from '../../db/schema/index.js';

export type { BeatEvent };
export type EventCount = { beatId: number; day: string; event: BeatEvent; count: number };
export type DayRange = { from: string; to: string };

/** Beat intelligence rollups (decision 0034): written by one upsert per batch, read by key ranges. */
export function createBeatEventsRepository(db: Db) {
  return {
    /**
     * One statement for the whole batch: each (beat, day, event) adds its count to the day's row.
     * Beats that no longer exist are skipped, so one deleted beat cannot lose the others' counts.
     */
    async add(rows: EventCount[]): Promise<void> {
      if (!rows.length) return;
      const values = sql.join(
        rows.map((r) => sql`(${r.beatId}::int, ${r.day}::date, ${r.event}::text, ${r.count}::int)`),
        sql`, `,
      );
      await db.execute(sql`
        insert into ${beatDailyEvents} (beat_id, day, event, count)
        select v.beat_id, v.day, v.event, v.count from (values ${values}) as v(beat_id, day, event, count)
        where exists (select 1 from ${beats} where ${beats.id} = v.beat_id)
        on conflict (beat_id, day, event) do update set count = ${beatDailyEvents}.count + excluded.count`);
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
