import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { parseSearch, type BeatStatus, type SearchQuery } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { beats, beatTags, favorites, users } from '../../db/schema/index.js';
import { filters, listScope, publishedInWeeks, textQuery, visibility, type Viewer } from './beat-search.js';
import { weekKeys } from './filter-keys.js';
import { idsByProducer, orderBy } from './beat.fields.js';
import { createRecentWeeks } from './recent-weeks.repository.js';
import { createSpelling } from './spelling.repository.js';
import { createTagDictionary, type BeatTag } from './tag-dictionary.repository.js';
import {
  beatWithPeople,
  capped,
  COUNT_CAP,
  coproducer,
  idsOf,
  NEWEST,
  noTotal,
  producer,
  WINDOW,
  type BeatRow,
  type StoredRow,
  type Tie,
} from './beat-rows.sql.js';

export { COUNT_CAP, type BeatRow, type BeatTag, type Tie };

export interface BeatListInput {
  viewer: Viewer | null;
  search?: string;
  family?: 'beat' | 'feature';
  producerId?: number;
  ids?: number[];
  slug?: string;
  /** Only beats placed in the featured list or the top chart. */
  placed?: 'featured' | 'top';
  favoritesOf?: number;
  archived?: boolean;
  /** All Beats: only beats in these statuses (administrators see every status, archived included). */
  statuses?: BeatStatus[];
  sort: { field: string; direction: 'asc' | 'desc' }[];
  limit: number;
  offset: number;
}
type Bound = number | SQL | Placeholder;

/** Sort terms that mean newest first when there are no search words. */
const NEWEST_TERMS = new Set(['newest', 'relevance']);

/** Rows of a page before their tags are named: a page may be dropped (a recent slice too thin, no match). */
interface Found {
  rows: StoredRow[];
  found: number;
  total: number;
}

/** Catalog reads: lists and searches (one statement a page), single beats, similar and random beats. */
export function createBeatSearchRepository(db: Db) {
  const recentWeeks = createRecentWeeks(db, COUNT_CAP);
  /** The newest fortieth (25,000 of a million beats): where plain words look first. */
  const latestWeeks = createRecentWeeks(db, COUNT_CAP, 40);
  const named = createTagDictionary(db);
  const spelling = createSpelling(db);
  /** The beats of a subquery `ranked(id, ord)` with their people and tags, in `ord` order, and the counts. */
  const withPeople = (ranked: SQL, counts: { found: SQL<number>; total: SQL<number | null> } | null) =>
    db
      .select({ row: beatWithPeople, ...(counts ?? { found: sql<number>`0`, total: noTotal }) })
      .from(beats)
      .innerJoin(ranked, sql`ranked.id = ${beats.id}`)
      .innerJoin(producer, eq(producer.id, beats.producerId))
      .leftJoin(coproducer, eq(coproducer.id, beats.coproducerId))
      .orderBy(sql`ranked.ord`);

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
  const newestWhere = (family: BeatListInput['family'], viewer: Parameters<typeof visibility>[0]) =>
    and(visibility(viewer, false), ...(family ? [eq(beats.family, family)] : []))!;
  const prepareNewest = (
    family: BeatListInput['family'],
    who: 'visitor' | 'member' | 'admin',
    first: number | null,
  ) => {
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
  async function newestPage(family: BeatListInput['family'], viewer: Viewer | null, limit: number, offset: number) {
    const who = viewer ? (viewer.admin ? 'admin' : 'member') : 'visitor';
    const first = offset === 0 && Number.isSafeInteger(limit) ? limit : null;
    const key = `${family} ${who} ${first}`;
    const statement = newest.get(key) ?? newest.set(key, prepareNewest(family, who, first)).get(key)!;
    const rows = await statement.execute({ limit, offset, viewer: viewer?.id });
    return counted(rows, newestWhere(family, viewer), null, offset);
  }

  /** Rows without counts (a beat by id, random beats). */
  const rowsWhere = async (where: SQL, order: SQL[], limit: number, offset: number) =>
    named((await withPeople(idsOf(where, order, limit, offset), null)).map((r) => r.row));

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

  /**
   * Relevance without ranking every match: the most recent matches (an index walk that stops early,
   * one more than the count cap) are ranked and the page is cut from them; their number is the found
   * count. At a million beats, ranking all 24,000 matches of two common words took 174 ms and
   * counting them another 15-25 ms; walking to the 251 most recent takes 10 ms.
   */
  const rankedIds = (where: SQL, scope: SQL, text: SQL, window: SQL | number, from: Bound, to: Bound) =>
    withPeople(
      sql`(select id, n, ord from (
        select c.id, count(*) over ()::int as n, row_number() over (order by ts_rank_cd(c.v, ${text}) desc, c.id desc) as ord from (
          select ${beats.id} as id, ${beats.searchVector} as v from ${beats} where ${where}
          order by ${beats.publishedAt} desc nulls last, ${beats.id} desc limit ${window}) c) w
      where ord > ${from} and ord <= ${to}) ranked`,
      { found: sql<number>`ranked.n`, total: capped(scope) },
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
            weeks ? and(where, publishedInWeeks(...weeks))! : where,
            scope,
            text,
            window,
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
    const recent = sql`${beats.filterKeys} && ${sql.placeholder('weeks')}`;
    const where = and(scope, sql`${beats.searchVector} @@ ${words}`, recent)!;
    const [from, to] = [sql.placeholder('from'), sql.placeholder('to')];
    return rankedIds(where, scope, words, WINDOW, from, to).prepare(`catalog_search_recent${member ? '_member' : ''}`);
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
      weeks: weekKeys(...weeks),
      from: offset,
      to: offset + limit,
      viewer: plain.member ?? undefined,
    });
  }

  async function producersByHandle(handles: string[]): Promise<number[]> {
    const lower = handles.map((h) => h.toLowerCase());
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.nickname}) in ${lower} or lower(${users.producerIdentifier}) in ${lower}`);
    return rows.map((r) => r.id);
  }

  async function cappedCount(where: SQL): Promise<number> {
    const [row] = await db.select({ n: capped(where) }).from(sql`(select 1) one`);
    return Number(row?.n ?? 0);
  }

  /** A page of the catalog; `corrected` is the search again with its misspelt words mended (spelling). */
  async function list(
    input: BeatListInput,
    corrected?: SearchQuery,
  ): Promise<{
    rows: BeatRow[];
    total: number;
    totalCapped: boolean;
    found: number;
    capped: boolean;
    mended: boolean;
  }> {
    const query = corrected ?? parseSearch(input.search ?? '');
    const scope = listScope(input.viewer, input.archived ?? false, input.statuses);
    if (input.family) scope.push(eq(beats.family, input.family));
    if (input.producerId)
      scope.push(sql`(${beats.producerId} = ${input.producerId} or ${beats.coproducerId} = ${input.producerId})`);
    if (input.slug) scope.push(eq(beats.slug, input.slug));
    if (input.placed === 'featured') scope.push(sql`${beats.featurePosition} is not null`);
    if (input.placed === 'top') scope.push(sql`${beats.topRank} is not null`);
    if (input.ids) scope.push(inArray(beats.id, input.ids.length ? input.ids : [0]));
    if (input.favoritesOf)
      scope.push(
        inArray(
          beats.id,
          db.select({ id: favorites.beatId }).from(favorites).where(eq(favorites.userId, input.favoritesOf)),
        ),
      );
    const text = textQuery(query);
    const producerIds = query.producers.length ? await producersByHandle(query.producers) : [];
    const structured = [...scope, ...filters(query, producerIds)];
    const inScope = and(...scope)!;
    // A list without search terms counts its scope once: found and total are the same number.
    const narrowed = text !== null || structured.length > scope.length;
    const where = and(...structured, ...(text ? [sql`${beats.searchVector} @@ (${text})`] : []))!;
    const rank = text ? sql`ts_rank_cd(${beats.searchVector}, ${text})` : null;

    const byRelevance =
      text !== null &&
      (!input.sort.length ||
        (input.sort.length === 1 && input.sort[0]!.field === 'relevance' && input.sort[0]!.direction === 'desc'));
    const order = (r: SQL | null) =>
      input.sort.length ? input.sort.map((s) => orderBy(s.field, s.direction, r)) : [r ? sql`${r} desc` : NEWEST];
    const [first, ...others] = input.sort;
    const byProducer = first?.field === 'producer' && {
      producer: first.direction,
      rest: others.map((s) => orderBy(s.field, s.direction, rank)),
    };
    const keyed = query.tags.length > 0 || query.bpm !== null;
    const newestFirst = input.sort.every((s) => NEWEST_TERMS.has(s.field) && s.direction === 'desc');
    const plain = !input.archived && !input.statuses?.length && !narrowed && scope.length <= 2 && newestFirst;
    const plainWords =
      byRelevance &&
      !input.viewer?.admin &&
      structured.length === 1 &&
      !query.phrases.length &&
      input.offset + input.limit <= COUNT_CAP;
    const words = plainWords ? { words: query.words, member: input.viewer?.id ?? null } : null;
    const result = byRelevance
      ? await rankedPage(where, inScope, text, input.limit, input.offset, keyed, words)
      : plain && (scope.length === 1 || input.family)
        ? await newestPage(input.family, input.viewer, input.limit, input.offset)
        : await page(
            where,
            narrowed ? inScope : null,
            byProducer || order(rank),
            input.limit,
            input.offset,
            input.sort.at(-1)?.direction,
          );
    if (result.found === 0 && !corrected && query.words.length) {
      const words = await spelling(query.words);
      if (words) return list(input, { ...query, words });
    }
    const { rows, found, total } = result;
    return {
      rows: await named(rows),
      total: Math.min(total, COUNT_CAP),
      totalCapped: total > COUNT_CAP,
      found: Math.min(found, COUNT_CAP),
      capped: found > COUNT_CAP,
      mended: corrected !== undefined,
    };
  }

  return {
    recentWeeks,
    list,
    spelling,
    /** Whether any beat meets `where` (the export asks before it mends a search's words). */
    async any(where: SQL): Promise<boolean> {
      return (await db.select({ id: beats.id }).from(beats).where(where).limit(1)).length > 0;
    },

    async find(id: number): Promise<BeatRow | null> {
      const [row] = await rowsWhere(eq(beats.id, id), [], 1, 0);
      return row ?? null;
    },

    /**
     * Beats for sale that share the most tags (genre, mood, instruments, sounds-like) with this one.
     * Each tag contributes its 300 newest beats, so a tag shared by 100,000 beats stays cheap.
     */
    async similar(beatId: number, limit: number): Promise<BeatRow[]> {
      const ranked = sql`(
        select c.beat_id as id, row_number() over (order by count(*) desc, b.plays desc, c.beat_id desc) as ord
        from ${beatTags} mine
        cross join lateral (select bt.beat_id from ${beatTags} bt where bt.tag_id = mine.tag_id and bt.beat_id <> ${beatId} order by bt.beat_id desc limit 300) c
        join ${beats} b on b.id = c.beat_id
        where mine.beat_id = ${beatId} and b.published_at is not null and b.deleted_at is null and b.available and not b.sold and b.family = 'beat'
        group by c.beat_id, b.plays order by ord limit ${limit}) ranked`;
      return named((await withPeople(ranked, null)).map((r) => r.row));
    },

    random: (viewer: Viewer | null, limit: number, offset: number) =>
      rowsWhere(
        and(visibility(viewer, false), eq(beats.available, true))!,
        [sql`md5(${beats.id}::text || current_date::text)`],
        limit,
        offset,
      ),
  };
}
export type BeatSearchRepository = ReturnType<typeof createBeatSearchRepository>;
