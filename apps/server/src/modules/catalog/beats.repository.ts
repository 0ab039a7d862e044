import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parseSearch, type SearchQuery } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { beats, beatStats, beatTags, favorites, ratings, tags, users } from '../../db/schema/index.js';
import { filters, fuzzyTitle, publishedInWeeks, textQuery, visibility, type Viewer } from './beat-search.js';
import { publishWeek } from './filter-keys.js';

const producer = alias(users, 'producer');
const coproducer = alias(users, 'coproducer');

/**
 * Counting every match of a broad search costs more than the page itself: past this, counts read
 * "250+". Relevance ranks this many of the most recent matches (see rankedPage), so one window
 * query yields both the page and the count (decision 0017).
 */
export const COUNT_CAP = 250;
/** Ranked searches with tags or tempo look first at the newest tenth of the catalog (at least this many beats). */
const RECENT_MIN = 10 * COUNT_CAP;
const RECENT_SHARE = 10;
const RECENT_TTL_MS = 10 * 60_000;

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
  sort: { field: string; direction: 'asc' | 'desc' }[];
  limit: number;
  offset: number;
}

/** A beat row with its people and its tags (one JSON array per row, read in the same statement). */
const beatWithPeople = {
  beat: beats,
  producerName: sql<string>`trim(${producer.firstName} || ' ' || ${producer.lastName})`,
  producerNickname: producer.nickname,
  producerIdentifier: producer.producerIdentifier,
  coproducerName: sql<
    string | null
  >`nullif(trim(coalesce(${coproducer.firstName}, '') || ' ' || coalesce(${coproducer.lastName}, '')), '')`,
  coproducerNickname: coproducer.nickname,
  _tags: sql<BeatTag[]>`coalesce((
    select json_agg(json_build_object('name', t.name, 'group', t."group", 'slug', t.slug) order by t."group", t.name)
    from ${beatTags} bt join ${tags} t on t.id = bt.tag_id where bt.beat_id = ${beats.id}), '[]'::json)`,
};
export type BeatRow = typeof beats.$inferSelect & {
  producerName: string;
  producerNickname: string | null;
  producerIdentifier: string | null;
  coproducerName: string | null;
  coproducerNickname: string | null;
  _tags: BeatTag[];
};
export interface BeatTag {
  name: string;
  group: string;
  slug: string;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Counters (favorites, ratings, comments) are recounted from their rows after this lock: the
 * recount is a new statement, so it sees every change committed before the lock was granted, and
 * of two concurrent writers the later one always counts the other's row (issue 13: 50 parallel
 * first ratings had counted 3 votes, parallel deletes of one comment took its count below zero).
 */
export async function lockBeat(tx: Tx, beatId: number): Promise<void> {
  await tx.execute(sql`select 1 from ${beats} where ${beats.id} = ${beatId} for no key update`);
}

export function createBeatsRepository(db: Db) {
  const flatten = (
    r: { beat: typeof beats.$inferSelect } & Omit<BeatRow, keyof typeof beats.$inferSelect>,
  ): BeatRow => {
    const { beat, ...rest } = r;
    return { ...beat, ...rest };
  };

  /**
   * The page's ids first (the order and limit can then walk an index), the people joined on those
   * few rows after: with the joins in one query the planner sorted the whole table at a million beats.
   */
  async function page(where: SQL, order: SQL[], limit: number, offset: number): Promise<BeatRow[]> {
    const ids = (
      await db
        .select({ id: beats.id })
        .from(beats)
        .where(where)
        .orderBy(...order, desc(beats.id))
        .limit(limit)
        .offset(offset)
    ).map((r) => r.id);
    return withPeople(ids);
  }

  /**
   * Relevance without ranking every match: the most recent matches (an index walk that stops early,
   * one more than the count cap) are ranked and the page is cut from them; their number is the found
   * count. At a million beats, ranking all 24,000 matches of two common words took 174 ms and
   * counting them another 15-25 ms; walking to the 251 most recent takes 10 ms. One statement: the
   * LIMITed window runs first, people and tags are joined on the page's rows only.
   */
  async function rankedWindow(where: SQL, text: SQL, limit: number, offset: number): Promise<[number, BeatRow[]]> {
    const window = Math.max(COUNT_CAP, offset + limit) + 1;
    const ranked = sql`(select id, n, ord from (
        select c.id, count(*) over ()::int as n, row_number() over (order by ts_rank_cd(c.v, ${text}) desc, c.id desc) as ord from (
          select ${beats.id} as id, ${beats.searchVector} as v from ${beats} where ${where}
          order by ${beats.publishedAt} desc nulls last, ${beats.id} desc limit ${window}) c) w
      where ord > ${offset} and ord <= ${offset + limit}) ranked`;
    const rows = await db
      .select({ ...beatWithPeople, n: sql<number>`ranked.n` })
      .from(beats)
      .innerJoin(ranked, sql`ranked.id = ${beats.id}`)
      .innerJoin(producer, eq(producer.id, beats.producerId))
      .leftJoin(coproducer, eq(coproducer.id, beats.coproducerId))
      .orderBy(sql`ranked.ord`);
    const found = rows.length ? Number(rows[0]!.n) : offset ? await cappedCount(where) : 0;
    return [found, rows.map(({ n: _n, ...r }) => flatten(r))];
  }

  /**
   * A search narrowed by tags or tempo matches beats spread over the whole catalog, and the window
   * must read every match to find the newest: 3,472 heap rows (20 ms) for `"love it" #hiphop
   * bpm:80-100` at a million beats. So it first asks the recent weeks only (a `pub:` key in the same
   * GIN scan); when those already hold a full window, it is the same window, found in 5 ms. Otherwise
   * the whole catalog is asked. Plain words skip this: their window is an index walk that stops early.
   */
  async function rankedPage(
    where: SQL,
    text: SQL,
    limit: number,
    offset: number,
    keyed: boolean,
  ): Promise<[number, BeatRow[]]> {
    const weeks = keyed && offset + limit <= COUNT_CAP ? await recentWeeks() : null;
    if (weeks) {
      const first = await rankedWindow(and(where, publishedInWeeks(...weeks))!, text, limit, offset);
      if (first[0] > COUNT_CAP) return first;
    }
    return rankedWindow(where, text, limit, offset);
  }

  /**
   * The publishing weeks of the newest tenth of the catalog, up to the newest beat; null for small
   * catalogs. Cached, and one lookup serves every request that arrives while it runs.
   */
  let recent: { weeks: Promise<[number, number] | null>; at: number } | null = null;
  function recentWeeks(): Promise<[number, number] | null> {
    if (!recent || Date.now() - recent.at >= RECENT_TTL_MS) {
      recent = { weeks: readRecentWeeks(), at: Date.now() };
      recent.weeks.catch(() => (recent = null));
    }
    return recent.weeks;
  }
  async function readRecentWeeks(): Promise<[number, number] | null> {
    const result = await db.execute(sql`
      with size as (select greatest(reltuples, 0)::bigint as n from pg_class where oid = 'beats'::regclass)
      select (select n from size) as n,
        (select ${beats.publishedAt} from ${beats} where ${beats.deletedAt} is null and ${beats.publishedAt} is not null
          order by ${beats.publishedAt} desc nulls last, ${beats.id} desc offset greatest(${RECENT_MIN}, (select n from size) / ${RECENT_SHARE}) limit 1) as since,
        (select max(${beats.publishedAt}) from ${beats} where ${beats.deletedAt} is null) as newest`);
    const row = (
      result as unknown as { rows: { n: number | string; since: Date | string | null; newest: Date | string | null }[] }
    ).rows[0];
    return row?.since && row.newest && Number(row.n) >= 2 * RECENT_MIN
      ? [publishWeek(new Date(row.since)), Math.max(publishWeek(new Date(row.newest)), publishWeek(new Date())) + 1]
      : null;
  }

  async function withPeople(ids: number[]): Promise<BeatRow[]> {
    if (!ids.length) return [];
    const rows = await db
      .select(beatWithPeople)
      .from(beats)
      .innerJoin(producer, eq(producer.id, beats.producerId))
      .leftJoin(coproducer, eq(coproducer.id, beats.coproducerId))
      .where(inArray(beats.id, ids));
    const byId = new Map(rows.map((r) => [r.beat.id, flatten(r)]));
    return ids.map((id) => byId.get(id)!).filter(Boolean);
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
    const result = await db.execute(
      sql`select count(*)::int as n from (select 1 from ${beats} where ${where} limit ${COUNT_CAP + 1}) capped`,
    );
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  }

  return {
    recentWeeks,

    async list(input: BeatListInput): Promise<{
      rows: BeatRow[];
      total: number;
      totalCapped: boolean;
      found: number;
      capped: boolean;
      query: SearchQuery;
    }> {
      const query = parseSearch(input.search ?? '');
      const scope: SQL[] = [visibility(input.viewer, input.archived ?? false)];
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
      let where = and(...structured, ...(text ? [sql`${beats.searchVector} @@ (${text})`] : []))!;
      let rank: SQL | null = text ? sql`ts_rank_cd(${beats.searchVector}, ${text})` : null;

      const byRelevance =
        text !== null &&
        (!input.sort.length ||
          (input.sort.length === 1 && input.sort[0]!.field === 'relevance' && input.sort[0]!.direction === 'desc'));
      const order = (r: SQL | null) =>
        input.sort.length
          ? input.sort.map((s) => orderBy(s.field, s.direction, r))
          : [r ? sql`${r} desc` : sql`${beats.publishedAt} desc nulls last`];
      // The page and the counts run at once: on a pool they overlap, and most searches find something.
      const [first, total] = await Promise.all([
        byRelevance
          ? rankedPage(where, text, input.limit, input.offset, query.tags.length > 0 || query.bpm !== null)
          : Promise.all([cappedCount(where), page(where, order(rank), input.limit, input.offset)]),
        cappedCount(and(...scope)!),
      ]);
      let [found, rows] = first;
      const fuzzy = fuzzyTitle(query);
      if (found === 0 && text && fuzzy) {
        where = and(...structured, fuzzy)!;
        rank = sql`similarity(${beats.title}, ${[...query.words, ...query.phrases].join(' ')})`;
        [found, rows] = await Promise.all([cappedCount(where), page(where, order(rank), input.limit, input.offset)]);
      }
      return {
        rows,
        total: Math.min(total, COUNT_CAP),
        totalCapped: total > COUNT_CAP,
        found: Math.min(found, COUNT_CAP),
        capped: found > COUNT_CAP,
        query,
      };
    },

    async find(id: number): Promise<BeatRow | null> {
      const [row] = await page(eq(beats.id, id), [], 1, 0);
      return row ?? null;
    },

    async marksOf(userId: number, beatIds: number[]) {
      if (!beatIds.length) return { favored: new Set<number>(), rated: new Map<number, number>() };
      const [favs, rates] = await Promise.all([
        db
          .select({ beatId: favorites.beatId })
          .from(favorites)
          .where(and(eq(favorites.userId, userId), inArray(favorites.beatId, beatIds))),
        db
          .select({ beatId: ratings.beatId, halfPoints: ratings.halfPoints })
          .from(ratings)
          .where(and(eq(ratings.userId, userId), inArray(ratings.beatId, beatIds))),
      ]);
      return {
        favored: new Set(favs.map((f) => f.beatId)),
        rated: new Map(rates.map((r) => [r.beatId, r.halfPoints])),
      };
    },

    /** Idempotent; the beat's counter is recounted from the rows in the same transaction. */
    async setFavorite(userId: number, beatId: number, on: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        await lockBeat(tx, beatId);
        if (on) await tx.insert(favorites).values({ userId, beatId }).onConflictDoNothing();
        else await tx.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.beatId, beatId)));
        await tx
          .update(beats)
          .set({ favoritesCount: sql`(select count(*)::int from ${favorites} where ${favorites.beatId} = ${beatId})` })
          .where(eq(beats.id, beatId));
      });
    },

    /** One rating per user and beat (the key): a second replaces the first; count and sum are recounted from the rows. */
    async rate(userId: number, beatId: number, halfPoints: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockBeat(tx, beatId);
        await tx
          .insert(ratings)
          .values({ userId, beatId, halfPoints })
          .onConflictDoUpdate({ target: [ratings.userId, ratings.beatId], set: { halfPoints, updatedAt: new Date() } });
        await tx
          .update(beats)
          .set({
            ratingCount: sql`(select count(*)::int from ${ratings} where ${ratings.beatId} = ${beatId})`,
            ratingHalfPoints: sql`(select coalesce(sum(${ratings.halfPoints}), 0)::int from ${ratings} where ${ratings.beatId} = ${beatId})`,
          })
          .where(eq(beats.id, beatId));
      });
    },

    setPublished: (beatId: number, on: boolean) =>
      db
        .update(beats)
        .set({ publishedAt: on ? new Date() : null, updatedAt: new Date() })
        .where(eq(beats.id, beatId)),

    async recordStat(beatId: number, stat: string, userId: number | null): Promise<void> {
      const counter = stat === 'played' ? beats.plays : stat === 'downloaded' ? beats.downloads : beats.shares;
      const key = stat === 'played' ? 'plays' : stat === 'downloaded' ? 'downloads' : 'shares';
      await db.transaction(async (tx) => {
        await tx.insert(beatStats).values({ beatId, stat, userId });
        await tx
          .update(beats)
          .set({ [key]: sql`${counter} + 1` })
          .where(eq(beats.id, beatId));
      });
    },

    /**
     * Beats for sale that share the most tags (genre, mood, instruments, sounds-like) with this one.
     * Each tag contributes its 300 newest beats, so a tag shared by 100,000 beats stays cheap.
     */
    async similar(beatId: number, limit: number): Promise<BeatRow[]> {
      const result = await db.execute(sql`
        select c.beat_id as id from ${beatTags} mine
        cross join lateral (select bt.beat_id from ${beatTags} bt where bt.tag_id = mine.tag_id and bt.beat_id <> ${beatId} order by bt.beat_id desc limit 300) c
        join ${beats} b on b.id = c.beat_id
        where mine.beat_id = ${beatId} and b.published_at is not null and b.deleted_at is null and b.available and not b.sold and b.family = 'beat'
        group by c.beat_id, b.plays order by count(*) desc, b.plays desc, c.beat_id desc limit ${limit}`);
      return withPeople((result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)));
    },

    async random(viewer: Viewer | null, limit: number, offset: number): Promise<BeatRow[]> {
      return page(
        and(visibility(viewer, false), eq(beats.available, true))!,
        [sql`md5(${beats.id}::text || current_date::text)`],
        limit,
        offset,
      );
    },
  };
}
export type BeatsRepository = ReturnType<typeof createBeatsRepository>;

function orderBy(field: string, direction: 'asc' | 'desc', rank: SQL | null): SQL {
  const dir = direction === 'desc' ? sql`desc` : sql`asc`;
  switch (field) {
    case 'relevance':
      return rank ? sql`${rank} ${dir}` : sql`${beats.publishedAt} desc nulls last`;
    case 'featured':
      return sql`${beats.featurePosition} ${dir} nulls last`;
    case 'top':
      return sql`${beats.topRank} ${dir} nulls last`;
    case 'title':
      return sql`${beats.title} ${dir}`;
    case 'bpm':
      return sql`${beats.bpm} ${dir} nulls last`;
    case 'price':
      return sql`${beats.price} ${dir}`;
    case 'plays':
      return sql`${beats.plays} ${dir}`;
    case 'created':
      return sql`${beats.createdAt} ${dir}`;
    default:
      return direction === 'desc'
        ? sql`${beats.publishedAt} desc nulls last`
        : sql`${beats.publishedAt} asc nulls first`;
  }
}
