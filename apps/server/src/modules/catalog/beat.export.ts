import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { BEAT_STATUS_LABELS, beatStatus, parseSearch, type BeatView, type SearchQuery } from '@beatmarket/shared';
import { beats, favorites, users } from '../../db/schema/index.js';
import type { ExportColumn, ExportSource, SortKey } from '../entities/entity.types.js';
import { filters, listScope, producersNamed, textQuery } from './beat-search.js';
import type { BeatListInput, BeatRow, BeatsRepository } from './beats.repository.js';
import { BEAT_FIELDS } from './beat.fields.js';

const FIELDS: Record<string, { column: SortKey['value'] & { notNull?: boolean }; sortable?: boolean }> = BEAT_FIELDS;

type ExportInput = Omit<BeatListInput, 'limit' | 'offset'>;

/**
 * The catalog list (beat-search.repository `list`) as an export source (decision 0027): the same
 * scope, search words, #tags, @producers and tempo, statuses and sorts, as conditions on the beats
 * table that the export walks by keyset; each batch's rows then come from the catalog's own read (its
 * people and tags). As the list does, a search whose words find nothing is asked again with its
 * misspelt words mended (decision 0068), so the file holds the beats the list showed.
 */
export async function beatExportSource(repo: BeatsRepository, input: ExportInput): Promise<ExportSource<BeatRow>> {
  const query = parseSearch(input.search ?? '');
  const source = sourceOf(repo, input, query);
  if (!query.words.length || (await repo.any(source.where))) return source;
  const words = await repo.spelling(query.words);
  return words ? sourceOf(repo, input, { ...query, words }) : source;
}

function sourceOf(
  repo: BeatsRepository,
  input: ExportInput,
  query: SearchQuery,
): ExportSource<BeatRow> & { where: SQL } {
  const where = listScope(input.viewer, input.archived ?? false, input.statuses);
  if (input.family) where.push(eq(beats.family, input.family));
  if (input.producerId)
    where.push(sql`(${beats.producerId} = ${input.producerId} or ${beats.coproducerId} = ${input.producerId})`);
  if (input.slug) where.push(eq(beats.slug, input.slug));
  if (input.placed === 'featured') where.push(sql`${beats.featurePosition} is not null`);
  if (input.placed === 'top') where.push(sql`${beats.topRank} is not null`);
  if (input.ids) where.push(inArray(beats.id, input.ids.length ? input.ids : [0]));
  if (input.favoritesOf)
    where.push(
      sql`${beats.id} in (select ${favorites.beatId} from ${favorites} where ${favorites.userId} = ${input.favoritesOf})`,
    );
  where.push(...filters({ ...query, producers: [] }, []));
  if (query.producers.length) {
    const ids = sql`(select ${users.id} from ${users} where ${producersNamed(query.producers)})`;
    where.push(or(sql`${beats.producerId} in ${ids}`, sql`${beats.coproducerId} in ${ids}`)!);
  }
  const text = textQuery(query);
  if (text) where.push(sql`${beats.searchVector} @@ (${text})`);
  const rank = text ? sql`ts_rank_cd(${beats.searchVector}, ${text})` : null;

  // The catalog's orderBy: empty places last either way.
  const key = (field: string, direction: 'asc' | 'desc'): SortKey => {
    if (field === 'relevance' && rank) return { value: rank, direction, nulls: 'last', notNull: true };
    const column = FIELDS[field]?.sortable ? FIELDS[field].column : beats.publishedAt;
    return { value: column, direction, nulls: 'last', notNull: Boolean(column.notNull) };
  };
  const sort = input.sort.length ? input.sort : [{ field: rank ? 'relevance' : 'newest', direction: 'desc' as const }];
  // By producer: the producers in name order (as the list's idsByProducer), each one's beats through
  // the producer index, newest id first on ties; ordering a million beats by a joined name on every
  // batch took 13 s a batch.
  const [first, ...others] = sort;
  const byProducer = first!.field === 'producer';
  const dir = first!.direction === 'desc' ? sql`desc` : sql`asc`;
  const tie = byProducer ? 'desc' : (input.sort.at(-1)?.direction ?? 'desc');
  return {
    where: and(...where)!,
    ...(byProducer && {
      partition: {
        column: beats.producerId,
        values: sql`select ${users.id} from ${users}
          where exists (select 1 from ${beats} where ${beats.producerId} = ${users.id})
          order by trim(${users.firstName} || ' ' || ${users.lastName}) ${dir}, ${users.id} ${dir}`,
      },
    }),
    keys: (byProducer ? others : sort).map((s) => key(s.field, s.direction)),
    tie,
    // As beat-search's TIE: the sort indexes store the id ascending nulls first, descending nulls last.
    tieNulls: tie === 'asc' ? 'first' : 'last',
    rows: async (ids) =>
      (
        await repo.list({
          viewer: input.viewer,
          archived: input.archived,
          statuses: input.statuses,
          ids: ids.map(Number),
          sort: [],
          limit: ids.length,
          offset: 0,
        })
      ).rows,
  };
}

/** The All Beats export: where each beat stands, whose it is, what it sells and plays; prices in cents. */
export const beatExportColumns: ExportColumn<BeatView>[] = [
  { header: 'id', value: (b) => b.id },
  { header: 'title', value: (b) => b.title },
  { header: 'status', value: (b) => BEAT_STATUS_LABELS[beatStatus(b)] },
  { header: 'family', value: (b) => b.family },
  { header: 'producer', value: (b) => b.producer_name },
  { header: 'coproducer', value: (b) => b.coproducer_name },
  { header: 'price_cents', value: (b) => b.price },
  { header: 'bpm', value: (b) => b.bpm },
  { header: 'key', value: (b) => b.musical_key },
  { header: 'media_state', value: (b) => b.media_state },
  { header: 'plays', value: (b) => b.plays },
  { header: 'sales', value: (b) => b.sales },
  { header: 'favorites', value: (b) => b.favorites },
  { header: 'published_at', value: (b) => b.published_at },
  { header: 'created_at', value: (b) => b.created_at },
  { header: 'deleted_at', value: (b) => b.deleted_at },
];
