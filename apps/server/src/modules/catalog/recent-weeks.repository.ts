import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { beats } from '../../db/schema/index.js';
import { publishWeek } from './filter-keys.js';

/** Ranked searches with tags or tempo look first at the newest tenth of the catalog (at least ten windows). */
export const RECENT_SHARE = 10;
const RECENT_TTL_MS = 10 * 60_000;

/**
 * The publishing weeks of the newest `1 / share` of the catalog (a tenth unless told), up to the newest
 * beat; null for small catalogs. A process cache: one lookup every ten minutes, shared by every request
 * that arrives while it runs (a failed lookup is forgotten, so the next request asks again).
 */
export function createRecentWeeks(db: Db, windowSize: number, share = RECENT_SHARE) {
  const recentMin = 10 * windowSize;
  let recent: { weeks: Promise<[number, number] | null>; at: number } | null = null;

  async function read(): Promise<[number, number] | null> {
    const size = sql`(select greatest(reltuples, 0)::bigint from pg_class where oid = 'beats'::regclass)`;
    const live = sql`${beats.deletedAt} is null`;
    const [row] = await db
      .select({
        n: sql<number | string>`${size}`,
        since: sql<
          Date | string | null
        >`(select ${beats.publishedAt} from ${beats} where ${live} and ${beats.publishedAt} is not null
          order by ${beats.publishedAt} desc nulls last, ${beats.id} desc offset greatest(${recentMin}, ${size} / ${share}) limit 1)`,
        newest: sql<Date | string | null>`(select max(${beats.publishedAt}) from ${beats} where ${live})`,
      })
      .from(sql`(select 1) one`);
    return row?.since && row.newest && Number(row.n) >= 2 * recentMin
      ? [publishWeek(new Date(row.since)), Math.max(publishWeek(new Date(row.newest)), publishWeek(new Date())) + 1]
      : null;
  }

  return function recentWeeks(): Promise<[number, number] | null> {
    if (!recent || Date.now() - recent.at >= RECENT_TTL_MS) {
      recent = { weeks: read(), at: Date.now() };
      recent.weeks.catch(() => (recent = null));
    }
    return recent.weeks;
  };
}
