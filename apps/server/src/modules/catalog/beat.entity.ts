import {
  beatAdminSchema,
  beatEditSchema,
  beatStatusFilterSchema,
  canChooseCoproducer,
  canDeleteBeat,
  canEditBeat,
  canPublishBeat,
  canSeeBeat,
  clampRating,
  idField,
  idFromText,
  isAdmin,
  rateSchema,
  type BeatView,
  type Coupon,
  type PlanOfferView,
  type RecordsQuery,
  type UpsellView,
} from '@beatmarket/shared';
import { z } from 'zod';
import { beats } from '../../db/schema/index.js';
import { pageWindow } from '../entities/paging.js';
import { AppError } from '../../core/errors.js';
import { requireUser } from '../../core/session-user.js';
import { parse } from '../../core/parse.js';
import { ActionReply, type EntityAction, type EntityContext, type EntityDefinition } from '../entities/entity.types.js';
import { beatOwnership, presentBeat, type EnrichedBeat } from './beat.presenter.js';
import type { BeatRow, BeatsRepository } from './beats.repository.js';
import type { BeatEditingRepository } from './beat-editing.repository.js';
import { beatEditing } from './beat-editing.js';
import { BEAT_FIELDS } from './beat.fields.js';
import { featuredActions } from './featured.js';
import { beatBulkActions } from './beat-bulk.js';
import { beatExportColumns, beatExportSource } from './beat.export.js';
import { statEvent, type RecordBeatEvent } from '../analytics/beat-events.service.js';
import type { BeatTableRow } from './beat-rows.sql.js';
import type { Approvals } from './approvals.js';

const STATS = new Set([
  'played',
  'played_30s',
  'downloaded',
  'shared_link',
  'shared_email',
  'shared_facebook',
  'shared_twitter',
]);

/** Spec §7: the player's random beat call names the fields it wants from this list. */
const RANDOM_FIELDS = [
  'id',
  'slug',
  'producer_name',
  'title',
  'full_title',
  'image_url',
  'demo_url',
  'price',
  'available',
] as const;
const randomQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  fields: z
    .string()
    .max(500)
    .transform((s, ctx) => {
      const fields = s
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean);
      const unknown = fields.filter((f) => !(RANDOM_FIELDS as readonly string[]).includes(f));
      if (unknown.length)
        ctx.addIssue({
          code: 'custom',
          message: `Unknown field ${unknown.join(', ')}; one of ${RANDOM_FIELDS.join(', ')}`,
        });
      return fields;
    })
    .optional(),
});
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
const pickFields = (beat: Record<string, unknown>, fields?: readonly string[]) =>
  fields?.length ? Object.fromEntries(['id', ...fields].map((f) => [f, beat[f]])) : beat;
/**
 * Orders named for their direction read the same with or without `-`: `newest` and `-newest` (publishing
 * date descending) both put the most recently published first, `relevance` the best match first. The
 * parser turns a bare term into ascending, which made `sort=newest` list the oldest beats first.
 */
const NAMED_DESCENDING = new Set(['newest', 'relevance']);
const naturalSort = (sort: RecordsQuery['sort']) =>
  (sort ?? []).map((s) => (NAMED_DESCENDING.has(s.field) ? { field: s.field, direction: 'desc' as const } : s));
const viewer = (ctx: EntityContext) => (ctx.user ? { id: ctx.user.id, admin: isAdmin(ctx.user.role) } : null);
/** Rows straight from an update or an insert lack the names and tags that the catalog's reads join in. */
const isComplete = (r: BeatTableRow): r is BeatRow => 'producerName' in r;
/** A coproducer edits the beat like its producer, but only the producer chooses (or drops) the coproducer. */
const coproducerEditSchema = beatEditSchema.omit({ coproducer_id: true });
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

/** `beat`: the catalog. Everyone reads published beats; owners and administrators edit. */
export function beatEntity(
  repo: BeatsRepository,
  editingRepo: BeatEditingRepository,
  settings: () => Promise<{ beat_rating_show_for: number; beat_profile_number_of_similar_beats: number }>,
  cheapestLicence: () => Promise<number | null>,
  offers: () => Promise<Coupon[]>,
  events: RecordBeatEvent = () => {},
  /** Issue 19: what the signed-in user's membership plans offer on these beats (subscriptions/usage). */
  planOffers?: (userId: number, rows: BeatRow[]) => Promise<Map<number, PlanOfferView>>,
  /** Issue 31: administrators hear of beats awaiting their approval (a count, and a mail on each request). */
  approvals?: Approvals,
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

  /** Administrators approve (publish) or withdraw a beat. */
  const publishAction = (on: boolean): EntityAction<BeatTableRow> => ({
    method: 'POST',
    onRecord: true,
    async run(ctx, { row }) {
      if (!canPublishBeat(ctx.user)) throw new AppError(ctx.user ? 'forbidden' : 'unauthenticated');
      await repo.setPublished(row!.id, on);
      return reload(ctx, row!.id);
    },
  });

  /** Favorite or unfavorite: login required, idempotent, answers with the updated beat. */
  const favoriteAction = (on: boolean): EntityAction<BeatTableRow> => ({
    method: 'POST',
    onRecord: true,
    async run(ctx, { row }) {
      const changed = await repo.setFavorite(requireUser(ctx).id, row!.id, on);
      if (on && changed) events(row!.id, 'favorite', { userId: ctx.user!.id });
      return reload(ctx, row!.id);
    },
  });

  return {
    name: 'beat',
    table: beats,
    idColumn: beats.id,
    deletedAtColumn: beats.deletedAt,
    fields: BEAT_FIELDS,
    defaultSort: [],
    list: async (ctx: EntityContext, q: RecordsQuery) => {
      const result = await repo.list({
        ...listInput(ctx, q),
        ...pageWindow(q),
      });
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
      // The back office's badge: how many beats await an administrator's approval.
      'awaiting-approval': {
        method: 'GET',
        onRecord: false,
        async run(ctx) {
          if (!isAdmin(ctx.user?.role)) throw new AppError(ctx.user ? 'forbidden' : 'unauthenticated');
          return { count: (await approvals?.count()) ?? 0 };
        },
      },
      // Spec §7: a random page of playable beats for the player, trimmed to the caller's `fields`; meta.page says which page.
      random: {
        method: 'GET',
        onRecord: false,
        async run(ctx, { query }) {
          const { page, fields } = parse(randomQuerySchema, query);
          const rows = await repo.random(viewer(ctx), 10, (page - 1) * 10);
          const data = (await enrich(rows, ctx)).map((r) => pickFields(present(r, ctx), fields));
          return new ActionReply(data, { page });
        },
      },
      request_publish: editing.requestPublish,
      publish: publishAction(true),
      unpublish: publishAction(false),
      rate: {
        method: 'POST',
        onRecord: true,
        async run(ctx, { row, body }) {
          const user = requireUser(ctx);
          const value = clampRating(parse(rateSchema, body).value);
          await repo.rate(user.id, row!.id, Math.round(value * 2));
          return reload(ctx, row!.id);
        },
      },
      // Spec §7: what the licence editor suggests after an add to cart — similar beats and the offers.
      upsell: {
        method: 'POST',
        onRecord: true,
        async run(ctx, { row }) {
          const limit = (await settings()).beat_profile_number_of_similar_beats;
          const [similar, coupons] = await Promise.all([repo.similar(row!.id, limit), offers()]);
          const beat = (await enrich(similar, ctx)).map((r) => present(r, ctx));
          const data: UpsellView = { beat, coupon: coupons };
          return new ActionReply(data, { updates: data });
        },
      },
      ...featuredActions(repo.featured, reload),
      favor: favoriteAction(true),
      unfavor: favoriteAction(false),
    },
  };
}
