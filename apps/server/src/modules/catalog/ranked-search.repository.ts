import { and, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { beats } from '../../db/schema/index.js';
import { publishedInWeeks, visibility } from './beat-search.js';
import { createBeatPages } from './beat-page.repository.js';
import { capped, COUNT_CAP, NEWEST, TIE, WINDOW } from './beat-rows.sql.js';
import { weekKeys } from './filter-keys.js';
import { createRecentWeeks } from './recent-weeks.repository.js';

type Bound = number | SQL | Placeholder;
const CAP = sql.raw(String(COUNT_CAP));

const NEWEST_FIRST = sql`${NEWEST}, ${TIE.desc}`;

/** The newest `window` beats meeting `where`, as `(id, v)`: the rows a ranked search ranks. */
const newestMatches = (where: SQL, window: SQL | number) =>
  sql`select ${beats.id} as id, ${beats.searchVector} as v from ${beats} where ${where}
    order by ${NEWEST_FIRST} limit ${window}`;

/**
 * The latest weeks in two halves, newer and older, as `pub:` keys. The last week is the one after the
 * newest beat (for beats published since the weeks were read), so it counts as empty when halving.
 */
export function halves([from, to]: [number, number]): { newer: string[]; older: string[] } {
  const mid = Math.ceil((from + to - 1) / 2);
  return { newer: weekKeys(mid, to), older: weekKeys(from, mid - 1) };
}

/**
 * newestMatches over the latest weeks, read newer half first: every beat of a newer week was published
 * after every beat of an older one, so when the newer half alone holds a full window it is the window,
 * and the older half's scan (gated by a one-time filter on that count) never runs. `dark piano` at a
 * million beats reads 279 matches instead of 775: PostgreSQL runs the statement 35 % more often a second.
 */
const newestInHalves = (where: SQL) => sql`with newer as (
    select ${beats.id} as id, ${beats.searchVector} as v, ${beats.publishedAt} as p from ${beats}
    where ${where} and ${beats.filterKeys} && ${sql.placeholder('newer')} order by ${NEWEST_FIRST} limit ${WINDOW})
  select id, v from (
    select id, v, p from newer
    union all
    (select ${beats.id}, ${beats.searchVector}, ${beats.publishedAt} from ${beats}
      where ${where} and ${beats.filterKeys} && ${sql.placeholder('older')} and (select count(*) from newer) < ${WINDOW}
      order by ${NEWEST_FIRST} limit ${WINDOW})) both_halves
  order by p desc nulls last, id desc limit ${WINDOW}`;

/** Searches by relevance (ranked words): the page of a search whose order is its rank, with its counts. */
export function createRankedSearch(db: Db, recentWeeks: ReturnType<typeof createRecentWeeks>) {
  const { withPeople, counted } = createBeatPages(db);
  /** The newest fortieth (25,000 of a million beats): where plain words look first. */
  const latestWeeks = createRecentWeeks(db, COUNT_CAP, 40);

  /**
   * Relevance without ranking every match: the most recent matches (an index walk that stops early,
   * one more than the count cap) are ranked and the page is cut from them; their number is the found
   * count. At a million beats, ranking all 24,000 matches of two common words took 174 ms and
   * counting them another 15-25 ms; walking to the 251 most recent takes 10 ms.
   */
  const rankedIds = (matches: SQL, scope: SQL, text: SQL, from: Bound, to: Bound) =>
    withPeople(
      sql`(select id, n, ord from (
        select c.id, count(*) over ()::int as n, row_number() over (order by ts_rank_cd(c.v, ${text}) desc, c.id desc) as ord from (
          ${matches}) c) w
      where ord > ${from} and ord <= ${to}) ranked`,
      // The matches are in the scope: past the cap they prove its count capped too, and the count's
      // initplan, evaluated only when the CASE reaches it, never runs (8 % of the statement's time).
      {
        found: sql<number>`ranked.n`,
        total: sql<number>`case when ranked.n > ${CAP} then ranked.n else ${capped(scope)} end`,
      },
    );

  /**
   * A search narrowed by tags or tempo matches beats spread over the whole catalog, and the window
   * must read every match to find the newest: 3,472 heap rows (20 ms) for `"love it" #hiphop
   * bpm:80-100` at a million beats. So it first asks the recent weeks only (a `pub:` key in the same
   * GIN scan); when those already hold a full window, it is the same window, found in 5 ms. Otherwise
   * the whole catalog is asked. Plain words ask the newest fortieth first: walking the publishing order
   * for the newest 251 matches of two common words (`dark piano`) tests about 10,000 rows' words (20-60 ms
   * at load, the broad search's cost at 50 connections), while the GIN scan of the latest weeks reads only
   * their ~400 matches (4-7 ms). A rare word pays one more small query before its walk (a second slice,
   * the tenth, cost rare words two and saved nothing on common ones: its 2,600 matches cost as much as the walk).
   * Plain `words` in the latest weeks take a prepared statement (plainWindow), a member's id a parameter.
   */
  async function rankedPage(
    where: SQL,
    scope: SQL,
    text: SQL,
    limit: number,
    offset: number,
    keyed: boolean,
    plain: { words: string[]; member: number | null } | null,
  ) {
    const window = Math.max(COUNT_CAP, offset + limit) + 1;
    const ranked = (weeks: [number, number] | null) =>
      plain && weeks
        ? plainWindow(plain, weeks, limit, offset)
        : rankedIds(
            newestMatches(weeks ? and(where, publishedInWeeks(...weeks))! : where, window),
            scope,
            text,
            offset,
            offset + limit,
          );
    const weeks = offset + limit <= COUNT_CAP ? await (keyed ? recentWeeks : latestWeeks)() : null;
    if (weeks) {
      const first = await counted(await ranked(weeks), and(where, publishedInWeeks(...weeks))!, scope, offset);
      if (first.found > COUNT_CAP) return first;
    }
    return counted(await ranked(null), where, scope, offset);
  }

  /**
   * rankedIds for the latest weeks of plain words (no phrase, tag, tempo or producer) on a first page,
   * what the search box mostly asks: named statements with the words as one parameter and a constant
   * window, so PostgreSQL keeps their plan. Planning was 0.9 ms of the 2.3 ms the database spent on
   * `dark piano` at a million beats (prepared, 1.4 ms). Members share their own statements, their id a
   * parameter (they also see their own unpublished beats); administrators, who see every live beat, take
   * the general path. The whole catalog is never asked this way: a plan that cannot see the words walks
   * the publishing order for any of them, through all million beats for a rare word or a typo (1-2 s),
   * where a planner that sees them reads a rare word's few matches from the GIN index (decision 0067).
   */
  const plainSearch = new Map<boolean, ReturnType<typeof preparePlain>>();
  const preparePlain = (member: boolean) => {
    // A scalar subquery is computed once; a bare call on a parameter ran for every row the rank read.
    const words = sql`(select plainto_tsquery('english', ${sql.placeholder('words')}))`;
    const scope = visibility(member ? { id: sql.placeholder('viewer'), admin: false } : null, false);
    const where = and(scope, sql`${beats.searchVector} @@ ${words}`)!;
    const [from, to] = [sql.placeholder('from'), sql.placeholder('to')];
    return rankedIds(newestInHalves(where), scope, words, from, to).prepare(
      `catalog_search_recent${member ? '_member' : ''}`,
    );
  };
  function plainWindow(
    plain: { words: string[]; member: number | null },
    weeks: [number, number],
    limit: number,
    offset: number,
  ) {
    const member = plain.member !== null;
    const statement = plainSearch.get(member) ?? plainSearch.set(member, preparePlain(member)).get(member)!;
    return statement.execute({
      words: plain.words.join(' '),
      ...halves(weeks),
      from: offset,
      to: offset + limit,
      viewer: plain.member ?? undefined,
    });
  }

  return rankedPage;
}
