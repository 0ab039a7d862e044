import {
  COUPON_GIVES_NOTHING,
  couponFields,
  couponGivesSomething,
  couponSchema,
  isAdmin,
  type CouponView,
} from '@beatmarket/shared';
import { coupons } from '../../db/schema/index.js';
import { AppError } from '../../core/errors.js';
import type { EntityContext, EntityDefinition } from '../entities/entity.types.js';
import { toCoupon, type CouponsRepository } from './coupons.repository.js';
import { couponExportColumns } from './coupon.records.js';

const admin = (ctx: EntityContext) => isAdmin(ctx.user?.role);

/** `coupon` (the /promo-codes screen): only administrators see or change offers and promo codes. */
export function couponEntity(repo: CouponsRepository): EntityDefinition<typeof coupons.$inferSelect, CouponView> {
  return {
    name: 'coupon',
    table: coupons,
    idColumn: coupons.id,
    deletedAtColumn: coupons.deletedAt,
    fields: {
      id: { column: coupons.id, sortable: true },
      title: { column: coupons.title, sortable: true, searchable: true },
      code: { column: coupons.code, sortable: true, searchable: true },
      redeem_by: { column: coupons.redeemBy, sortable: true },
    },
    defaultSort: [{ field: 'redeem_by', direction: 'desc' }],
    exportColumns: couponExportColumns,
    present: (c) => {
      return { ...toCoupon(c), deleted_at: c.deletedAt };
    },
    policy: {
      list: admin,
      read: admin,
      create: admin,
      delete: admin,
      writable: (ctx) => (admin(ctx) ? couponFields : null),
    },
    // One field at a time must still leave an offer that gives something.
    guard: (_ctx, row, change) => {
      if (typeof change !== 'object') return;
      const merged = { ...toCoupon(row), ...change } as {
        get_y: number;
        percent_off: number | null;
      };
      if (!couponGivesSomething(merged))
        throw new AppError('validation_failed', { topicId: 'get_y', message: COUPON_GIVES_NOTHING });
    },
    create: {
      schema: couponSchema,
      run: async (_ctx, _input, columns) => repo.insert(columns as never),
    },
  };
}
