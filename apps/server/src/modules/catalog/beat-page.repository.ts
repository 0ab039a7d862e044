import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { beats } from '../../db/schema/index.js';
import { beatWithPeople, capped, coproducer, noTotal, producer, type StoredRow } from './beat-rows.sql.js';

/** Rows of a page before their tags are named: a page may be dropped (a recent slice too thin, no match). */
export interface Found {
  rows: StoredRow[];
  found: number;
  total: number;
}

/** What every catalog read shares: the beats of a page with their people, and the counts beside them. */
export function createBeatPages(db: Db) {
  /** The beats of a subquery `ranked(id, ord)` with their people and tags, in `ord` order, and the counts. */
  const withPeople = (ranked: SQL, counts: { found: SQL<number>; total: SQL<number | null> } | null) =>
    db
      .select({ row: beatWithPeople, ...(counts ?? { found: sql<number>`0`, total: noTotal }) })
      .from(beats)
      .innerJoin(ranked, sql`ranked.id = ${beats.id}`)
      .innerJoin(producer, eq(producer.id, beats.producerId))
      .leftJoin(coproducer, eq(coproducer.id, beats.coproducerId))
      .orderBy(sql`ranked.ord`);

  async function cappedCount(where: SQL): Promise<number> {
    const [row] = await db.select({ n: capped(where) }).from(sql`(select 1) one`);
    return Number(row?.n ?? 0);
  }

  /** Counts ride on the first row; an empty page (past the end, or nothing found) asks for them apart. */
  async function counted(
    rows: { row: StoredRow; found: number; total: number | null }[],
    where: SQL,
    scope: SQL | null,
    offset: number,
  ): Promise<Found> {
    const first = rows[0];
    if (first) return { rows: rows.map((r) => r.row), found: first.found, total: first.total ?? first.found };
    const found = offset ? await cappedCount(where) : 0;
    return { rows: [], found, total: scope ? await cappedCount(scope) : found };
  }

  return { withPeople, counted };
}
