import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { parseSearch, type BeatStatus, type SearchQuery } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { beats, beatTags, favorites, users } from '../../db/schema/index.js';
import { filters, listScope, producersNamed, textQuery, visibility, type Viewer } from './beat-search.js';
import { idsByProducer, orderBy } from './beat.fields.js';
import { createRecentWeeks } from './recent-weeks.repository.js';
import { createSpelling } from './spelling.repository.js';
import { createBeatPages, type Found } from './beat-page.repository.js';
import { createRankedSearch } from './ranked-search.repository.js';
import { createTagDictionary, type BeatTag } from './tag-dictionary.repository.js';
import { capped, COUNT_CAP, idsOf, NEWEST, noTotal, type BeatRow, type Tie } from './beat-rows.sql.js';

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

/** Sort terms that mean newest first when there are no search words. */
const NEWEST_TERMS = new Set(['newest', 'relevance']);

/** Catalog reads: lists and searches (one statement a page), single beats, similar and random beats. */
export function createBeatSearchRepository(db: Db) {
  const recentWeeks = createRecentWeeks(db, COUNT_CAP);
  const named = createTagDictionary(db);
  const spelling = createSpelling(db);
  const { withPeople, counted } = createBeatPages(db);
  const rankedPage = createRankedSearch(db, recentWeeks);

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

  async function producersByHandle(tokens: string[]): Promise<number[]> {
    const rows = await db.select({ id: users.id }).from(users).where(producersNamed(tokens));
    return rows.map((r) => r.id);
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
