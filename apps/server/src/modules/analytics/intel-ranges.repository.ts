import { addDays, daysInRange } from '@beatmarket/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  beats,
  intelRangeBeats,
  intelRangeMoves,
  intelRangeProducers,
  intelRangeSets,
  MOVER_CHANGES,
  producerDailyEvents,
  users,
} from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import type { DayRange } from './intel.range.js';
import { perBeatCounts } from './intel.per-beat.js';

/**
 * A set's build (or drop) locks intel_range_sets against writers for its transaction; a flush writes that
 * table (its `tn` step), so it waits for the build at its start, and PostgreSQL takes a statement's snapshot
 * after its table locks: a build sums the rollups with every earlier flush in them, and every later flush
 * sees the new set and adds to it (decision 0055). Flushes take turns (an advisory lock); reports never wait.
 */
const lockSets = sql`lock table ${intelRangeSets} in share row exclusive mode`;
const BEAT_COUNTS = 'plays, plays_30s, favorites, downloads, shares, adds_to_cart, sales, revenue, plays_counted';

/** The range of equal length that ends the day before `range` starts (what the movers compare with). */
export const previousRange = (range: DayRange): DayRange => {
  const days = daysInRange(range.from, range.to);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
};

const n = (event: string) => sql.raw(`coalesce(sum(count) filter (where event = '${event}'), 0)`);
const signed = (event: string) => sql.raw(`coalesce(sum(sign * count) filter (where event = '${event}'), 0)`);
const plus = (table: string, cols: string[]) =>
  sql.raw(cols.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', '));

/**
 * The flush's share of the sets, as `with` entries over `k` (beat_id, day, event, count, revenue,
 * producer_id, title_key), to follow the rollup upserts in the same statement: each event adds to the sets whose
 * range holds its day, and to (or, for a day in the range before, from) their movers' changes.
 */
export function addToSets(): SQL {
  const counts = BEAT_COUNTS.split(', ');
  const pivot = sql`${n('play_start')}, ${n('play_30s')}, ${n('favorite')}, ${n('demo_download')}, ${n('share')},
    ${n('add_to_cart')}, ${n('purchase')}, sum(revenue), ${n('play_counted')}`;
  return sql`
    sk as (
      select s.id as set_id, k.beat_id, k.producer_id, k.title_key, k.event, k.count, k.revenue,
        case when k.day >= s.from_day then 1 else -1 end as sign
      from k join ${intelRangeSets} s
        on k.day between s.from_day - (s.to_day - s.from_day + 1) and s.to_day),
    tb as (
      insert into ${intelRangeBeats} (set_id, beat_id, title_key, ${sql.raw(BEAT_COUNTS)})
      select set_id, beat_id, min(title_key), ${pivot} from sk where sign = 1 group by set_id, beat_id
      on conflict (set_id, beat_id) do update set ${plus('intel_range_beats', counts)}
      returning set_id, (xmax = 0) as fresh),
    tn as (
      update ${intelRangeSets} s set beats = s.beats + f.n
      from (select set_id, count(*) as n from tb where fresh group by set_id) f where s.id = f.set_id),
    tp as (
      insert into ${intelRangeProducers} (set_id, producer_id, ${sql.raw(BEAT_COUNTS)})
      select set_id, producer_id, ${pivot} from sk where sign = 1 group by set_id, producer_id
      on conflict (set_id, producer_id) do update set ${plus('intel_range_producers', counts)}),
    tm as (
      insert into ${intelRangeMoves} (set_id, beat_id, producer_id, ${sql.raw(MOVER_CHANGES.join(', '))})
      select set_id, beat_id, min(producer_id), ${signed('play_start')}, ${signed('purchase')}, sum(sign * revenue),
        ${signed('favorite')}, ${signed('add_to_cart')}
      from sk group by set_id, beat_id
      on conflict (set_id, beat_id) do update set ${plus('intel_range_moves', [...MOVER_CHANGES])})`;
}

/** Range sets (decision 0055): built by the rollup job, dropped when past; intel-range-reads.repository.ts reads them. */
export function createIntelRangesRepository(db: Db) {
  return {
    /** The ranges that have a set, oldest end first. */
    async list(): Promise<DayRange[]> {
      return rowsOf<DayRange>(
        await db.execute(sql`select from_day::text as "from", to_day::text as "to" from ${intelRangeSets}
          order by to_day, from_day`),
      );
    },

    /**
     * Builds the set of `range` from the rollups, unless it exists: the per-beat sums of intel-beats, the
     * per-producer sums of intel-producers and each beat's change against the previous range. Answers
     * whether it built one.
     */
    async build(range: DayRange): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(lockSets);
        const [made] = rowsOf<{ id: number }>(
          await tx.execute(sql`insert into ${intelRangeSets} (from_day, to_day) values (${range.from}, ${range.to})
            on conflict (from_day, to_day) do nothing returning id`),
        );
        if (!made) return false;
        const store = { kind: 'store' } as const;
        await tx.execute(sql`insert into ${intelRangeBeats} (set_id, beat_id, title_key, ${sql.raw(BEAT_COUNTS)})
          select ${made.id}, c.beat_id, coalesce(lower(b.title), ''), ${sql.raw(BEAT_COUNTS.replace(/(\w+)/g, 'c.$1'))}
          from (${perBeatCounts(range, store)}) c left join ${beats} b on b.id = c.beat_id`);
        await tx.execute(sql`insert into ${intelRangeProducers} (set_id, producer_id, ${sql.raw(BEAT_COUNTS)})
          select ${made.id}, producer_id, ${n('play_start')}, ${n('play_30s')}, ${n('favorite')}, ${n('demo_download')},
            ${n('share')}, ${n('add_to_cart')}, ${n('purchase')}, sum(revenue), ${n('play_counted')}
          from ${producerDailyEvents} where day between ${range.from} and ${range.to} group by producer_id`);
        const change = (c: string) => sql.raw(`coalesce(c.${c}, 0) - coalesce(p.${c}, 0)`);
        await tx.execute(sql`insert into ${intelRangeMoves} (set_id, beat_id, producer_id, ${sql.raw(MOVER_CHANGES.join(', '))})
          select ${made.id}, d.beat_id, coalesce(b.producer_id, 0), d.plays, d.sales, d.revenue, d.favorites, d.adds_to_cart
          from (
            select coalesce(c.beat_id, p.beat_id) as beat_id, ${sql.join(
              MOVER_CHANGES.map((c) => sql`${change(c)} as ${sql.raw(c)}`),
              sql`, `,
            )}
            from (${perBeatCounts(range, store)}) c full join (${perBeatCounts(previousRange(range), store)}) p
              on p.beat_id = c.beat_id) d
          left join ${beats} b on b.id = d.beat_id`);
        // The table's total without a search: the rows its read joins to a beat and its producer.
        await tx.execute(sql`update ${intelRangeSets} set beats = (
            select count(*) from ${intelRangeBeats} a join ${beats} b on b.id = a.beat_id
              join ${users} on ${users.id} = b.producer_id where a.set_id = ${made.id})
          where id = ${made.id}`);
        return true;
      });
    },

    /** Drops the sets whose range ends before `day`, with their rows. */
    async dropEndingBefore(day: string): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(lockSets);
        const gone = rowsOf<{ id: number }>(
          await tx.execute(sql`delete from ${intelRangeSets} where to_day < ${day} returning id`),
        );
        if (!gone.length) return 0;
        const ids = sql.join(
          gone.map((g) => sql`${g.id}`),
          sql`, `,
        );
        for (const t of [intelRangeBeats, intelRangeProducers, intelRangeMoves])
          await tx.execute(sql`delete from ${t} where set_id in (${ids})`);
        return gone.length;
      });
    },
  };
}
export type IntelRangesRepository = ReturnType<typeof createIntelRangesRepository>;
