import { canPublishBeat, clampRating, isAdmin, rateSchema, type Coupon, type UpsellView } from '@beatmarket/shared';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import { requireUser } from '../../core/session-user.js';
import { parse } from '../../core/parse.js';
import { ActionReply, type EntityAction, type EntityContext } from '../entities/entity.types.js';
import type { RecordBeatEvent } from '../analytics/beat-events.service.js';
import type { EnrichedBeat, presentBeat } from './beat.presenter.js';
import type { BeatsRepository } from './beats.repository.js';
import type { beatEditing } from './beat-editing.js';
import { featuredActions } from './featured.js';
import type { BeatTableRow } from './beat-rows.sql.js';
import type { Approvals } from './approvals.js';
import { weightsOf, type SimilarWeightSettings } from './similar-blend.js';

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
const pickFields = (beat: Record<string, unknown>, fields?: readonly string[]) =>
  fields?.length ? Object.fromEntries(['id', ...fields].map((f) => [f, beat[f]])) : beat;

export const viewer = (ctx: EntityContext) => (ctx.user ? { id: ctx.user.id, admin: isAdmin(ctx.user.role) } : null);

interface BeatActionDeps {
  repo: BeatsRepository;
  settings: () => Promise<{ beat_profile_number_of_similar_beats: number } & SimilarWeightSettings>;
  offers: () => Promise<Coupon[]>;
  events: RecordBeatEvent;
  approvals?: Approvals;
  enrich(rows: BeatTableRow[], ctx: EntityContext): Promise<EnrichedBeat[]>;
  present: typeof presentBeat;
  reload(ctx: EntityContext, id: number): Promise<object>;
  editing: ReturnType<typeof beatEditing>;
}

/** Administrators approve (publish) or withdraw a beat. */
const publishAction = ({ repo, reload }: BeatActionDeps, on: boolean): EntityAction<BeatTableRow> => ({
  method: 'POST',
  onRecord: true,
  async run(ctx, { row }) {
    if (!canPublishBeat(ctx.user)) throw new AppError(ctx.user ? 'forbidden' : 'unauthenticated');
    await repo.setPublished(row!.id, on);
    return reload(ctx, row!.id);
  },
});

/** Favorite or unfavorite: login required, idempotent, answers with the updated beat. */
const favoriteAction = ({ repo, events, reload }: BeatActionDeps, on: boolean): EntityAction<BeatTableRow> => ({
  method: 'POST',
  onRecord: true,
  async run(ctx, { row }) {
    const changed = await repo.setFavorite(requireUser(ctx).id, row!.id, on);
    if (on && changed) events(row!.id, 'favorite', { userId: ctx.user!.id });
    return reload(ctx, row!.id);
  },
});

/** The beat's named actions (spec §7): the player's, the listeners', the producers' and the administrators'. */
export function beatActions(deps: BeatActionDeps): Record<string, EntityAction<BeatTableRow>> {
  const { repo, settings, offers, approvals, enrich, present, reload, editing } = deps;
  return {
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
    publish: publishAction(deps, true),
    unpublish: publishAction(deps, false),
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
        const values = await settings();
        const limit = values.beat_profile_number_of_similar_beats;
        const [similar, coupons] = await Promise.all([repo.similar(row!.id, limit, weightsOf(values)), offers()]);
        const beat = (await enrich(similar, ctx)).map((r) => present(r, ctx));
        const data: UpsellView = { beat, coupon: coupons };
        return new ActionReply(data, { updates: data });
      },
    },
    ...featuredActions(repo.featured, reload),
    favor: favoriteAction(deps, true),
    unfavor: favoriteAction(deps, false),
  };
}
