import {
  beatAdminSchema,
  beatEditSchema,
  beatStatusFilterSchema,
  canChooseCoproducer,
  canDeleteBeat,
  canEditBeat,
  canSeeBeat,
  idField,
  idFromText,
  isAdmin,
  type BeatView,
  type Coupon,
  type PlanOfferView,
  type RecordsQuery,
} from '@beatmarket/shared';
import { z } from 'zod';
import { beats } from '../../db/schema/index.js';
import { pageWindow } from '../entities/paging.js';
import { AppError } from '../../core/errors.js';
import { requireUser } from '../../core/session-user.js';
import type { EntityContext, EntityDefinition } from '../entities/entity.types.js';
import { beatOwnership, presentBeat, type EnrichedBeat } from './beat.presenter.js';
import type { BeatRow, BeatsRepository } from './beats.repository.js';
import type { BeatEditingRepository } from './beat-editing.repository.js';
import { beatEditing } from './beat-editing.js';
import { BEAT_FIELDS } from './beat.fields.js';
import { soundsLikeAction, type DescribeReference, type SearchDemandSink } from './sounds-like.action.js';
import { beatActions, viewer } from './beat.actions.js';
import { beatBulkActions } from './beat-bulk.js';
import { beatExportColumns, beatExportSource } from './beat.export.js';
import { statEvent, type RecordBeatEvent } from '../analytics/beat-events.service.js';
import type { BeatTableRow } from './beat-rows.sql.js';
import type { Approvals } from './approvals.js';
import type { SimilarWeightSettings } from './similar-blend.js';

const STATS = new Set([
  'played',
  'played_30s',
  'downloaded',
  'shared_link',
  'shared_email',
  'shared_facebook',
  'shared_twitter',
]);

/** The admin table's filter selects send one value as a one-item list, and ids as text (the address keeps text). */
const single = <T extends z.ZodType>(schema: T) =>
  z.union([
    schema,
    z
      .array(schema)
      .length(1, 'Choose one')
      .transform((values) => values[0]!),
  ]);
/** The catalog reads its filters itself, so it checks them itself: a wrong type is a 422 naming it. */
const catalogFilterSchema = z.object({
  family: single(z.enum(['beat', 'feature'])).optional(),
  producer_id: single(idFromText()).optional(),
  mine: z.literal('me').optional(),
  slug: z.string().max(200).optional(),
  placed: z.enum(['featured', 'top']).optional(),
  id: z.union([idField(), z.array(idField()).max(100)]).optional(),
  favorites_of: z.literal('me').optional(),
  status: beatStatusFilterSchema.optional(),
});
const catalogFilter = (filter: Record<string, unknown> | undefined) => {
  const result = catalogFilterSchema.safeParse(filter ?? {});
  if (result.success) return result.data;
  const errors = result.error.issues.map((i) => ({
    topic_id: ['filter', ...i.path.map(String)].join('.'),
    message: i.message,
  }));
  throw new AppError('validation_failed', { message: errors[0]?.message, errors });
};
/**
 * Orders named for their direction read the same with or without `-`: `newest` and `-newest` (publishing
 * date descending) both put the most recently published first, `relevance` the best match first. The
 * parser turns a bare term into ascending, which made `sort=newest` list the oldest beats first.
 */
const NAMED_DESCENDING = new Set(['newest', 'relevance']);
const naturalSort = (sort: RecordsQuery['sort']) =>
  (sort ?? []).map((s) => (NAMED_DESCENDING.has(s.field) ? { field: s.field, direction: 'desc' as const } : s));
/** Rows straight from an update or an insert lack the names and tags that the catalog's reads join in. */
const isComplete = (r: BeatTableRow): r is BeatRow => 'producerName' in r;
/**
 * A coproducer edits the beat like its producer, but only the producer chooses (or drops) the coproducer
 * and whether signed-in users get the untagged MP3 free (it gives away what the producer sells).
 */
const coproducerEditSchema = beatEditSchema.omit({ coproducer_id: true, premium_download: true });
/** Published and not deleted, or the viewer's own, or the viewer is an administrator (the shared rule). */
export const canSee = (ctx: EntityContext, b: BeatTableRow) =>
  canSeeBeat(ctx.user, { ...beatOwnership(b), published_at: b.publishedAt, deleted_at: b.deletedAt });

/** What the catalog's list and its export read from a records query. */
function listInput(ctx: EntityContext, q: RecordsQuery) {
  const f = catalogFilter(q.filter);
  return {
    viewer: viewer(ctx),
    search: q.search,
    family: f.family,
    producerId: f.mine === 'me' ? requireUser(ctx).id : f.producer_id,
    slug: f.slug,
    placed: f.placed,
    ids: f.id === undefined ? undefined : [f.id].flat(),
    favoritesOf: f.favorites_of === 'me' ? requireUser(ctx).id : undefined,
    archived: q.archived,
    statuses: f.status === undefined ? undefined : [f.status].flat(),
    sort: naturalSort(q.sort),
  };
}

/**
 * A search of the public catalog, on its first page (a buyer paging through the answer searched once), by
 * anyone but an administrator: the searches that tell what buyers look for.
 */
function isCatalogSearch(
  input: ReturnType<typeof listInput> & { offset: number },
): input is ReturnType<typeof listInput> & { offset: number; search: string } {
  return (
    !!input.search?.trim() &&
    input.offset === 0 &&
    !input.viewer?.admin &&
    input.producerId === undefined &&
    input.favoritesOf === undefined &&
    input.slug === undefined &&
    input.ids === undefined &&
    !input.archived &&
    !input.statuses
  );
}

/** `beat`: the catalog. Everyone reads published beats; owners and administrators edit. */
export function beatEntity(
  repo: BeatsRepository,
  editingRepo: BeatEditingRepository,
  settings: () => Promise<
    { beat_rating_show_for: number; beat_profile_number_of_similar_beats: number } & SimilarWeightSettings
  >,
  cheapestLicence: () => Promise<number | null>,
  offers: () => Promise<Coupon[]>,
  events: RecordBeatEvent = () => {},
  /** Issue 19: what the signed-in user's membership plans offer on these beats (subscriptions/usage). */
  planOffers?: (userId: number, rows: BeatRow[]) => Promise<Map<number, PlanOfferView>>,
  /** Issue 31: administrators hear of beats awaiting their approval (a count, and a mail on each request). */
  approvals?: Approvals,
  /** Issue 37 §6: buyers' catalog and "sounds like" searches, for the demand report (decision 0103). */
  demand?: SearchDemandSink,
  /** Issue 37 §3: a "sounds like" search's uploaded reference, described by the media area. */
  describeReference?: DescribeReference,
): EntityDefinition<BeatTableRow, BeatView, EnrichedBeat> {
  const present = presentBeat;
  const find = async (id: number) => {
    const row = await repo.find(id);
    if (!row) throw new AppError('record_not_found');
    return row;
  };
  const reload = async (ctx: EntityContext, id: number) => {
    const [row] = await enrich([await find(id)], ctx);
    return present(row!, ctx);
  };
  async function enrich(input: BeatTableRow[], ctx: EntityContext): Promise<EnrichedBeat[]> {
    const [ratingShowFor, priceFrom] = await Promise.all([
      settings().then((s) => s.beat_rating_show_for),
      cheapestLicence(),
    ]);
    // Read those few incomplete rows again, with the names and tags.
    const rows = await Promise.all(input.map((r) => (isComplete(r) ? r : find(r.id))));
    const [marks, offers] = ctx.user
      ? await Promise.all([
          repo.marksOf(
            ctx.user.id,
            rows.map((r) => r.id),
          ),
          planOffers?.(ctx.user.id, rows) ?? null,
        ])
      : [null, null];
    // Added to the rows the catalog read for this request (copying 60 fields a row was the list's largest cost).
    return rows.map((r) =>
      Object.assign(r, {
        _favored: marks?.favored.has(r.id) ?? false,
        _rating: marks?.rated.has(r.id) ? marks.rated.get(r.id)! / 2 : null,
        _priceFrom: priceFrom,
        _ratingShowFor: ratingShowFor,
        _planOffer: offers?.get(r.id) ?? null,
      }),
    );
  }

  const editing = beatEditing(editingRepo, reload, find, async (beat) => approvals?.requested(beat));

  return {
    name: 'beat',
    table: beats,
    idColumn: beats.id,
    deletedAtColumn: beats.deletedAt,
    fields: BEAT_FIELDS,
    defaultSort: [],
    list: async (ctx: EntityContext, q: RecordsQuery) => {
      const input = { ...listInput(ctx, q), ...pageWindow(q) };
      const result = await repo.list(input);
      if (isCatalogSearch(input)) demand?.record(input.search, result.found);
      return {
        rows: result.rows,
        total: result.total,
        found: result.found,
        capped: result.capped,
        totalCapped: result.totalCapped,
        info: result.mended ? { mended: true } : undefined,
      };
    },
    exportSource: (ctx, q) => beatExportSource(repo, listInput(ctx, q)),
    exportColumns: beatExportColumns,
    // All Beats: approve, publish or unpublish many at once (archive and restore are the generic ones).
    bulk: beatBulkActions(repo),
    enrich,
    present,
    policy: {
      list: () => true,
      read: canSee,
      create: editing.canCreate,
      delete: (ctx, row) => canDeleteBeat(ctx.user, beatOwnership(row)),
      writable: (ctx, row) =>
        isAdmin(ctx.user?.role)
          ? beatAdminSchema
          : canChooseCoproducer(ctx.user, beatOwnership(row))
            ? beatEditSchema
            : canEditBeat(ctx.user, beatOwnership(row))
              ? coproducerEditSchema
              : null,
    },
    create: editing.create,
    convert: editing.convert,
    save: editing.save,
    guard: editing.guard,
    stats: {
      names: (stat) => STATS.has(stat),
      record: (ctx, row, stat) =>
        repo
          .recordStat(row.id, stat, ctx.user?.id ?? null)
          .then(() => events(row.id, statEvent(stat), { userId: ctx.user?.id ?? null })),
    },
    actions: {
      ...beatActions({ repo, settings, offers, events, approvals, enrich, present, reload, editing }),
      sounds_like: soundsLikeAction({ repo, describeReference, canSee, enrich, present, demand }),
    },
  };
}
