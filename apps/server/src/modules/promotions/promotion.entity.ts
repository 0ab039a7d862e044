import {
  CONDITION_MESSAGE,
  conditionOk,
  isAdmin,
  promotionEdits,
  promotionSchema,
  WINDOW_MESSAGE,
  windowOk,
  type PromotionCondition,
  type PromotionType,
} from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { promotions } from '../../db/schema/index.js';
import type { EntityContext, EntityDefinition } from '../entities/entity.types.js';
import { presentPromotion } from './promotions.present.js';
import type { PromotionRow, PromotionShown, PromotionsRepository } from './promotions.repository.js';
import type { PromotionsService } from './promotions.service.js';

const admin = (ctx: EntityContext) => isAdmin(ctx.user?.role);
const DATES = new Set(['published_from', 'published_to']);
/** The window's ends arrive as text; the columns hold dates. */
const convert = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, DATES.has(k) && typeof v === 'string' ? new Date(v) : v]),
  );

/**
 * `promotion` (spec §3 Banner/Promotion, §4): administrators manage them on `/promotions`; everyone
 * reads the live ones, the layout's banner and ad, from `GET /promotion/live` (cached, dropped on
 * every change here).
 */
export function promotionEntity(
  repo: PromotionsRepository,
  live: PromotionsService,
  changed: () => Promise<void>,
): EntityDefinition<PromotionRow, ReturnType<typeof presentPromotion>, PromotionShown> {
  // A promotion may point only at a promo code that exists (the column's key would answer a 500).
  const checkCoupon = async (id: unknown) => {
    if (typeof id === 'number' && !(await repo.couponExists(id)))
      throw new AppError('validation_failed', { topicId: 'coupon_id', message: 'Choose one of the promo codes' });
  };
  return {
    name: 'promotion',
    table: promotions,
    idColumn: promotions.id,
    deletedAtColumn: promotions.deletedAt,
    fields: {
      id: { column: promotions.id, sortable: true },
      title: { column: promotions.title, sortable: true, searchable: true },
      url: { column: promotions.url, searchable: true },
      type: { column: promotions.type, sortable: true, filterable: true },
      condition: { column: promotions.condition, sortable: true, filterable: true },
      published: { column: promotions.published, sortable: true, filterable: true },
      published_from: { column: promotions.publishedFrom, sortable: true },
      published_to: { column: promotions.publishedTo, sortable: true },
      updated_at: { column: promotions.updatedAt, sortable: true },
    },
    defaultSort: [{ field: 'published_from', direction: 'desc' }],
    present: presentPromotion,
    async enrich(rows) {
      const titles = await repo.couponTitles([...new Set(rows.flatMap((r) => (r.couponId ? [r.couponId] : [])))]);
      return rows.map((r) => ({ ...r, couponTitle: r.couponId ? (titles.get(r.couponId) ?? null) : null }));
    },
    policy: {
      list: admin,
      read: admin,
      create: admin,
      delete: admin,
      writable: (ctx) => (admin(ctx) ? promotionEdits : null),
    },
    convert,
    actions: {
      live: { method: 'GET', onRecord: false, run: () => live.live() },
    },
    // The window is checked on the row as it will be: a saved start or deadline against the other one.
    guard(_ctx, row, change) {
      if (typeof change !== 'object') return;
      const from = 'published_from' in change ? (change.published_from as string | null) : row.publishedFrom;
      const to = 'published_to' in change ? (change.published_to as string | null) : row.publishedTo;
      if (!windowOk({ published_from: from, published_to: to }))
        throw new AppError('validation_failed', { topicId: 'published_to', message: WINDOW_MESSAGE });
      // A popup without a condition is never shown (spec §4), yet would be listed live: refused.
      const type = ('type' in change ? change.type : row.type) as PromotionType;
      const condition = ('condition' in change ? change.condition : row.condition) as PromotionCondition | null;
      if (!conditionOk({ type, condition }))
        throw new AppError('validation_failed', { topicId: 'condition', message: CONDITION_MESSAGE });
    },
    create: {
      schema: promotionSchema,
      async run(_ctx, input, columns) {
        await checkCoupon(input.coupon_id);
        const row = await repo.insert(columns as typeof promotions.$inferInsert);
        await changed();
        return row;
      },
    },
    async save(row, columns, values) {
      await checkCoupon(values.coupon_id);
      return repo.update(row.id, columns);
    },
    afterSave: changed,
    onDeleted: changed,
  };
}
