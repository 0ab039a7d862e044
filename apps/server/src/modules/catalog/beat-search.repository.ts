import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { parseSearch, type BeatStatus, type SearchQuery } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { beats, favorites, users } from '../../db/schema/index.js';
import { filters, listScope, producersNamed, textQuery, visibility, type Viewer } from './beat-search.js';
import { orderBy } from './beat.fields.js';
import { createRecentWeeks } from './recent-weeks.repository.js';
import { createSpelling } from './spelling.repository.js';
import type { Found } from './beat-page.repository.js';
import { createListPages } from './list-pages.repository.js';
import { createRankedSearch } from './ranked-search.repository.js';
import { createTagDictionary, type BeatTag } from './tag-dictionary.repository.js';
import type { SimilarWeights } from './similar-blend.js';
import { createSoundSimilar } from './sound-similar.repository.js';
import { createSimilarByTags } from './similar-by-tags.repository.js';
import { createSoundsLike } from './sounds-like.repository.js';
import { COUNT_CAP, idsOf, NEWEST, type BeatRow, type Tie } from './beat-rows.sql.js';

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

/** The beats a list starts from: who sees what, then the input's own narrowing (the search aside). */
function scopeOf(db: Db, input: BeatListInput): SQL[] {
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
  return scope;
}

/** An unranked page's order: the input's terms (the producer's name walked apart), else best match or newest first. */
function orderOf(input: BeatListInput, rank: SQL | null): SQL[] | { producer: 'asc' | 'desc'; rest: SQL[] } {
  const [first, ...others] = input.sort;
  if (first?.field === 'producer')
    return { producer: first.direction, rest: others.map((s) => orderBy(s.field, s.direction, rank)) };
  return input.sort.length
    ? input.sort.map((s) => orderBy(s.field, s.direction, rank))
    : [rank ? sql`${rank} desc` : NEWEST];
}

/** A list's conditions: `scope` (what `total` counts) and `structured`, the scope with the search's filters. */
interface Search {
  input: BeatListInput;
  query: SearchQuery;
  scope: SQL[];
  structured: SQL[];
  text: SQL | null;
}

/** Catalog reads: lists and searches (one statement a page), single beats, similar and random beats. */
export function createBeatSearchRepository(db: Db) {
  const recentWeeks = createRecentWeeks(db, COUNT_CAP);
  const named = createTagDictionary(db);
  const spelling = createSpelling(db);
  const { withPeople, page, newestPage } = createListPages(db);
  const rankedPage = createRankedSearch(db, recentWeeks);
  const sound = createSoundSimilar(db);
  const similarByTags = createSimilarByTags(withPeople, named);

  /** Rows without counts (a beat by id, random beats). */
  const rowsWhere = async (where: SQL, order: SQL[], limit: number, offset: number) =>
    named((await withPeople(idsOf(where, order, limit, offset), null)).map((r) => r.row));

  async function producersByHandle(tokens: string[]): Promise<number[]> {
    const rows = await db.select({ id: users.id }).from(users).where(producersNamed(tokens));
    return rows.map((r) => r.id);
  }

  /** The statement that answers a page: ranked by relevance, the prepared newest list, or the general page. */
  function pageOf({ input, query, scope, structured, text }: Search): Promise<Found> {
    const inScope = and(...scope)!;
    // A list without search terms counts its scope once: found and total are the same number.
    const narrowed = text !== null || structured.length > scope.length;
    const where = and(...structured, ...(text ? [sql`${beats.searchVector} @@ (${text})`] : []))!;
    const rank = text ? sql`ts_rank_cd(${beats.searchVector}, ${text})` : null;
    const byRelevance =
      text !== null &&
      (!input.sort.length ||
        (input.sort.length === 1 && input.sort[0]!.field === 'relevance' && input.sort[0]!.direction === 'desc'));
    if (byRelevance) {
      const keyed = query.tags.length > 0 || query.bpm !== null;
      const plainWords =
        !input.viewer?.admin &&
        structured.length === 1 &&
        !query.phrases.length &&
        input.offset + input.limit <= COUNT_CAP;
      const words = plainWords ? { words: query.words, member: input.viewer?.id ?? null } : null;
      return rankedPage(where, inScope, text, input.limit, input.offset, keyed, words);
    }
    const newestFirst = input.sort.every((s) => NEWEST_TERMS.has(s.field) && s.direction === 'desc');
    const plain = !input.archived && !input.statuses?.length && !narrowed && scope.length <= 2 && newestFirst;
    if (plain && (scope.length === 1 || input.family))
      return newestPage(input.family, input.viewer, input.limit, input.offset);
    const tie = input.sort.at(-1)?.direction;
    return page(where, narrowed ? inScope : null, orderOf(input, rank), input.limit, input.offset, tie);
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
    const scope = scopeOf(db, input);
    const producerIds = query.producers.length ? await producersByHandle(query.producers) : [];
    const structured = [...scope, ...filters(query, producerIds)];
    const result = await pageOf({ input, query, scope, structured, text: textQuery(query) });
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

  /** These beats' rows, in this order. */
  async function rowsInOrder(ids: number[]): Promise<BeatRow[]> {
    if (!ids.length) return [];
    const values = sql.join(
      ids.map((id, i) => sql`(${id}::int, ${i + 1}::int)`),
      sql`, `,
    );
    return named((await withPeople(sql`(select * from (values ${values}) v(id, ord)) ranked`, null)).map((r) => r.row));
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

    nearestBySound: sound.nearestBySound,
    soundOf: sound.soundOf,

    soundsLike: createSoundsLike({ sound, producersByHandle, rowsInOrder }),
    similarByTags,

    /**
     * The beat page's similar beats (decision 0104): the nearest by sound blended with key, tempo and
     * tags by the administrators' weights; a beat without a sound description, or too few beats near
     * it, is filled up from the tag query.
     */
    async similar(beatId: number, limit: number, weights: SimilarWeights): Promise<BeatRow[]> {
      if (limit <= 0) return [];
      const bySound = await sound.similarBySound(beatId, weights, limit);
      if (!bySound?.ranked.length) return similarByTags(beatId, limit);
      const found = await rowsInOrder(bySound.ranked);
      if (found.length >= limit) return found;
      return [...found, ...(await similarByTags(beatId, limit - found.length, bySound.considered))];
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
