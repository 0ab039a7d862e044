import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { searchDemand } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';

/** One (week, query)'s searches of a flush, added to its row. */
export interface DemandRow {
  week: string;
  query: string;
  searches: number;
  empty: number;
  few: number;
  results: number;
  tags: string[];
  bpm: { min: number; max: number } | null;
  /** A "sounds like" reference, whose query is its nearest tags. */
  soundsLike: boolean;
}

type Num = number | string;
const textArray = (values: string[]) =>
  values.length
    ? sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;

/** Search demand (decision 0103): one upsert per flush, and the demand report's three reads. */
export function createSearchDemandRepository(db: Db) {
  return {
    async add(rows: DemandRow[]): Promise<void> {
      if (!rows.length) return;
      const values = sql.join(
        rows.map(
          (r) =>
            sql`(${r.week}::date, ${r.query}::text, ${r.searches}::int, ${r.empty}::int, ${r.few}::int,
              ${r.results}::bigint, ${textArray(r.tags)}, ${r.bpm?.min ?? null}::smallint, ${r.bpm?.max ?? null}::smallint,
              ${r.soundsLike}::boolean)`,
        ),
        sql`, `,
      );
      await db.execute(sql`insert into ${searchDemand}
          (week, query, searches, empty, few, results, tags, bpm_min, bpm_max, sounds_like)
        values ${values}
        on conflict (week, sounds_like, query) do update set searches = ${searchDemand}.searches + excluded.searches,
          empty = ${searchDemand}.empty + excluded.empty, few = ${searchDemand}.few + excluded.few,
          results = ${searchDemand}.results + excluded.results`);
    },

    /** Deletes the weeks that started before `week`; answers how many rows went. */
    async pruneBefore(week: string): Promise<number> {
      const gone = rowsOf<{ week: string }>(
        await db.execute(sql`delete from ${searchDemand} where week < ${week} returning week`),
      );
      return gone.length;
    },

    /**
     * Per week from `from` to `to` (week starts): its typed searches, the unmet ones, its `limit` most unmet
     * queries, and its `limit` most frequent "sounds like" references.
     */
    async weeks(from: string, to: string, limit: number) {
      const totals = rowsOf<{ week: string; searches: Num; unmet: Num }>(
        await db.execute(sql`select week::text as week, sum(searches) as searches, sum(few) as unmet
          from ${searchDemand} where week between ${from} and ${to} and not sounds_like
          group by week order by week desc`),
      );
      const queries = rowsOf<{ week: string; query: string; searches: Num; empty: Num; results: Num }>(
        await db.execute(sql`select week::text as week, query, searches, empty, results from (
            select *, row_number() over (partition by week order by few desc, empty desc, query) as n
            from ${searchDemand} where week between ${from} and ${to} and few > 0 and not sounds_like) q
          where n <= ${limit} order by week desc, n`),
      );
      const references = rowsOf<{ week: string; query: string; searches: Num }>(
        await db.execute(sql`select week::text as week, query, searches from (
            select *, row_number() over (partition by week order by searches desc, query) as n
            from ${searchDemand} where week between ${from} and ${to} and sounds_like) q
          where n <= ${limit} order by week desc, n`),
      );
      return { totals, queries, references };
    },

    /** The tags and the tempo ranges of the unmet searches from `from` to `to`, most asked first. */
    async terms(from: string, to: string, limit: number) {
      const tags = rowsOf<{ term: string; unmet: Num; empty: Num }>(
        await db.execute(sql`select '#' || t as term, sum(few) as unmet, sum(empty) as empty
          from ${searchDemand}, unnest(tags) as t where week between ${from} and ${to} and few > 0 and not sounds_like
          group by t order by 2 desc, 1 limit ${limit}`),
      );
      const tempos = rowsOf<{ term: string; unmet: Num; empty: Num }>(
        await db.execute(sql`select case when bpm_min = bpm_max then 'bpm:' || bpm_min
              else 'bpm:' || bpm_min || '-' || bpm_max end as term, sum(few) as unmet, sum(empty) as empty
          from ${searchDemand} where week between ${from} and ${to} and few > 0 and bpm_min is not null and not sounds_like
          group by bpm_min, bpm_max order by 2 desc, 1 limit ${limit}`),
      );
      return { tags, tempos };
    },
  };
}
export type SearchDemandRepository = ReturnType<typeof createSearchDemandRepository>;
