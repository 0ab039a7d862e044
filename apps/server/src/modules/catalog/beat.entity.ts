import {
  beatAdminSchema,
  beatEditSchema,
  clampRating,
  idField,
  isAdmin,
  rateSchema,
  type Coupon,
  type RecordsQuery,
} from '@beatmarket/shared';
import { z } from 'zod';
import { beats } from '../../db/schema/index.js';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import {
  ActionReply,
  type EntityAction,
  type EntityContext,
  type EntityDefinition,
  type Row,
} from '../entities/entity.types.js';
import type { BeatExtras } from './beat.presenter.js';
import { presentBeat } from './beat.presenter.js';
import type { BeatRow, BeatsRepository } from './beats.repository.js';
import type { BeatEditingRepository } from './beat-editing.repository.js';
import { beatEditing } from './beat-editing.js';

const STATS = new Set(['played', 'downloaded', 'shared_link', 'shared_email', 'shared_facebook', 'shared_twitter']);

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
/** The catalog reads its filters itself, so it checks them itself: a wrong type is a 422 naming it. */
const catalogFilterSchema = z.object({
  family: z.enum(['beat', 'feature']).optional(),
  producer_id: idField().optional(),
  mine: z.literal('me').optional(),
  slug: z.string().max(200).optional(),
  placed: z.enum(['featured', 'top']).optional(),
  id: z.union([idField(), z.array(idField()).max(100)]).optional(),
  favorites_of: z.literal('me').optional(),
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
const isOwner = (ctx: EntityContext, row: Row) =>
  ctx.user !== null && (row as unknown as BeatRow).producerId === ctx.user.id;
const isCoproducer = (ctx: EntityContext, row: Row) =>
  ctx.user !== null && (row as unknown as BeatRow).coproducerId === ctx.user.id;
/** A coproducer edits the beat like its producer, but only the producer chooses (or drops) the coproducer. */
const coproducerEditSchema = beatEditSchema.omit({ coproducer_id: true });
/** Published and not deleted, or the viewer's own, or the viewer is an administrator. */
export const canSee = (ctx: EntityContext, row: Row) => {
  const b = row as unknown as BeatRow;
  if (isAdmin(ctx.user?.role)) return true;
  if (b.deletedAt) return false;
  return (
    b.publishedAt !== null || (ctx.user !== null && (b.producerId === ctx.user.id || b.coproducerId === ctx.user.id))
  );
};
function requireUser(ctx: EntityContext) {
  if (!ctx.user) throw new AppError('unauthenticated');
  return ctx.user;
}

/** `beat`: the catalog. Everyone reads published beats; owners and administrators edit. */
export function beatEntity(
  repo: BeatsRepository,
  editingRepo: BeatEditingRepository,
  settings: () => Promise<{ beat_rating_show_for: number; beat_profile_number_of_similar_beats: number }>,
  cheapestLicence: () => Promise<number | null>,
  offers: () => Promise<Coupon[]>,
): EntityDefinition {
  let ratingShowFor = 3.5;
  let priceFrom: number | null = null;
  const present = (row: Row, ctx: EntityContext) => presentBeat(row, ctx, { ratingShowFor, priceFrom });
  const reload = async (ctx: EntityContext, id: number) => {
    const [row] = await enrich([{ id } as Row], ctx);
    return present(row!, ctx);
  };
  async function enrich(input: Row[], ctx: EntityContext): Promise<Row[]> {
    [ratingShowFor, priceFrom] = await Promise.all([settings().then((s) => s.beat_rating_show_for), cheapestLicence()]);
    // Rows straight from an update lack the producer's names: read those few again with them.
    const rows = await Promise.all(
      input.map(async (r) => ('producerName' in r ? r : (((await repo.find(r.id as number)) as unknown as Row) ?? r))),
    );
    const ids = rows.map((r) => r.id as number);
    const marks = ctx.user ? await repo.marksOf(ctx.user.id, ids) : null;
    return rows.map((r) => {
      const extras: BeatExtras = {
        _favored: marks?.favored.has(r.id as number) ?? false,
        _rating: marks?.rated.has(r.id as number) ? marks.rated.get(r.id as number)! / 2 : null,
      };
      return { ...r, ...extras };
    });
  }

  const editing = beatEditing(editingRepo, reload);

  /** Administrators approve (publish) or withdraw a beat. */
  const publishAction = (on: boolean): EntityAction => ({
    method: 'POST',
    onRecord: true,
    async run(ctx, { row }) {
      if (!isAdmin(ctx.user?.role)) throw new AppError(ctx.user ? 'forbidden' : 'unauthenticated');
      await repo.setPublished(row!.id as number, on);
      return reload(ctx, row!.id as number);
    },
  });

  /** Favorite or unfavorite: login required, idempotent, answers with the updated beat. */
  const favoriteAction = (on: boolean): EntityAction => ({
    method: 'POST',
    onRecord: true,
    async run(ctx, { row }) {
      await repo.setFavorite(requireUser(ctx).id, row!.id as number, on);
      return reload(ctx, row!.id as number);
    },
  });

  return {
    name: 'beat',
    table: beats,
    idColumn: beats.id,
    deletedAtColumn: beats.deletedAt,
    fields: {
      newest: { column: beats.publishedAt, sortable: true },
      featured: { column: beats.featurePosition, sortable: true },
      top: { column: beats.topRank, sortable: true },
      relevance: { column: beats.id, sortable: true },
      title: { column: beats.title, sortable: true },
      bpm: { column: beats.bpm, sortable: true },
      price: { column: beats.price, sortable: true },
      plays: { column: beats.plays, sortable: true },
      family: { column: beats.family, filterable: true },
      producer_id: { column: beats.producerId, filterable: true },
      id: { column: beats.id, filterable: true },
      slug: { column: beats.slug, filterable: true },
      placed: { column: beats.featurePosition, filterable: true },
      favorites_of: { column: beats.id, filterable: true },
      /** The producer's dashboard: own and coproduced beats, unpublished ones too. */
      mine: { column: beats.producerId, filterable: true },
      created: { column: beats.createdAt, sortable: true },
    },
    defaultSort: [],
    list: async (ctx: EntityContext, q: RecordsQuery) => {
      const f = catalogFilter(q.filter);
      const favoritesOf = f.favorites_of === 'me' ? requireUser(ctx).id : undefined;
      const result = await repo.list({
        viewer: viewer(ctx),
        search: q.search,
        family: f.family,
        producerId: f.mine === 'me' ? requireUser(ctx).id : f.producer_id,
        slug: f.slug,
        placed: f.placed,
        ids: f.id === undefined ? undefined : [f.id].flat(),
        favoritesOf,
        archived: q.archived,
        sort: naturalSort(q.sort),
        limit: q.per_page === 0 ? 100 : q.per_page,
        offset: q.per_page === 0 ? 0 : (q.page - 1) * q.per_page,
      });
      return {
        rows: result.rows as unknown as Row[],
        total: result.total,
        found: result.found,
        capped: result.capped,
        totalCapped: result.totalCapped,
      };
    },
    enrich,
    present,
    policy: {
      list: () => true,
      read: canSee,
      create: editing.canCreate,
      delete: (ctx, row) => isAdmin(ctx.user?.role) || isOwner(ctx, row),
      writable: (ctx, row) =>
        isAdmin(ctx.user?.role)
          ? beatAdminSchema
          : isOwner(ctx, row)
            ? beatEditSchema
            : isCoproducer(ctx, row)
              ? coproducerEditSchema
              : null,
    },
    toColumns: editing.toColumns,
    create: editing.create,
    save: editing.save,
    guard: editing.guard,
    stats: {
      names: (stat) => STATS.has(stat),
      record: (ctx, row, stat) => repo.recordStat(row.id as number, stat, ctx.user?.id ?? null),
    },
    actions: {
      // Spec §7: a random page of playable beats for the player, trimmed to the caller's `fields`; meta.page says which page.
      random: {
        method: 'GET',
        onRecord: false,
        async run(ctx, { query }) {
          const { page, fields } = parse(randomQuerySchema, query);
          const rows = (await repo.random(viewer(ctx), 10, (page - 1) * 10)) as unknown as Row[];
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
          await repo.rate(user.id, row!.id as number, Math.round(value * 2));
          return reload(ctx, row!.id as number);
        },
      },
      // Spec §7: what the licence editor suggests after an add to cart — similar beats and the offers.
      upsell: {
        method: 'POST',
        onRecord: true,
        async run(ctx, { row }) {
          const limit = (await settings()).beat_profile_number_of_similar_beats;
          const [similar, coupons] = await Promise.all([repo.similar(row!.id as number, limit), offers()]);
          const beat = (await enrich(similar as unknown as Row[], ctx)).map((r) => present(r, ctx));
          return new ActionReply({ beat, coupon: coupons }, { updates: { beat, coupon: coupons } });
        },
      },
      favor: favoriteAction(true),
      unfavor: favoriteAction(false),
    },
  };
}
