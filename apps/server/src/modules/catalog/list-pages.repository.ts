import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { beats } from '../../db/schema/index.js';
import { visibility, type Viewer } from './beat-search.js';
import { idsByProducer } from './beat.fields.js';
import { createBeatPages, type Found } from './beat-page.repository.js';
import { capped, idsOf, NEWEST, noTotal, type Tie } from './beat-rows.sql.js';

type Family = 'beat' | 'feature' | undefined;
type Who = 'visitor' | 'member' | 'admin';

/** The catalog's unranked pages: any order (`page`) and the home page's newest first (`newestPage`). */
export function createListPages(db: Db) {
  const { withPeople, counted } = createBeatPages(db);

  /**
   * The page, its people and tags, the found count and the scope's count in one statement: the
   * page's ids first in a LIMITed subquery (the order and limit then walk an index; with the joins
   * in one query the planner sorted the whole table at a million beats), the rest on those rows.
   */
  async function page(
    where: SQL,
    scope: SQL | null,
    order: SQL[] | { producer: 'asc' | 'desc'; rest: SQL[] },
    limit: number,
    offset: number,
    tie: Tie = 'desc',
  ): Promise<Found> {
    const ids = Array.isArray(order)
      ? idsOf(where, order, limit, offset, tie)
      : idsByProducer(where, order.producer, order.rest, limit, offset);
    const rows = await withPeople(ids, {
      found: capped(where),
      total: scope ? capped(scope) : noTotal,
    });
    return counted(rows, where, scope, offset);
  }

  /**
   * The home page's list, what most people ask first (newest published, no search): named statements,
   * so this process builds the SQL once. A first page has its limit written in: with LIMIT and OFFSET
   * as parameters PostgreSQL costs the generic plan at a tenth of the table, keeps planning each
   * execution instead (0.6-1 ms at a million beats, as long as running it), and page sizes are few.
   * Deeper pages keep the parameters and their per-execution plan. Members share one statement, their
   * id a parameter (they see their own unpublished beats too); administrators see every live beat.
   */
  const newest = new Map<string, ReturnType<typeof prepareNewest>>();
  const newestWhere = (family: Family, viewer: Parameters<typeof visibility>[0]) =>
    and(visibility(viewer, false), ...(family ? [eq(beats.family, family)] : []))!;
  const prepareNewest = (family: Family, who: Who, first: number | null) => {
    const where = newestWhere(
      family,
      who === 'visitor' ? null : { id: sql.placeholder('viewer'), admin: who === 'admin' },
    );
    const ids =
      first === null
        ? idsOf(where, [NEWEST], sql.placeholder('limit'), sql.placeholder('offset'))
        : idsOf(where, [NEWEST], sql.raw(String(first)), sql.raw('0'));
    const name = `catalog_newest_${family ?? 'all'}_${who}${first === null ? '' : `_first_${first}`}`;
    return withPeople(ids, { found: capped(where), total: noTotal }).prepare(name);
  };
  async function newestPage(family: Family, viewer: Viewer | null, limit: number, offset: number) {
    const who = viewer ? (viewer.admin ? 'admin' : 'member') : 'visitor';
    const first = offset === 0 && Number.isSafeInteger(limit) ? limit : null;
    const key = `${family} ${who} ${first}`;
    const statement = newest.get(key) ?? newest.set(key, prepareNewest(family, who, first)).get(key)!;
    const rows = await statement.execute({ limit, offset, viewer: viewer?.id });
    return counted(rows, newestWhere(family, viewer), null, offset);
  }

  return { withPeople, page, newestPage };
}
