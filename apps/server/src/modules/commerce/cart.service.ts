import { couponActive, cartUpsertSchema, promoCodeParams } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { requireUser } from '../../core/session-user.js';
import { parse } from '../../core/parse.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { CartRepository } from './cart.repository.js';
import { checkedLine } from './cart-line.js';
import { priceCart } from './cart-pricing.js';
import type { CouponsRepository } from './coupons.repository.js';
import type { RecordBeatEvent } from '../analytics/beat-events.service.js';

/** The cart (spec §7): changes come back as the whole cart, priced line by line in integer cents. */
export function createCartService(
  repo: CartRepository,
  coupons: CouponsRepository,
  events: RecordBeatEvent = () => {},
) {
  /** The priced cart, with the rows it was priced from (checkout freezes them onto the order). */
  async function snapshot(userId: number) {
    const [lines, storeLines, serviceLines, all, offers, promo] = await Promise.all([
      repo.lines(userId),
      repo.storeLines(userId),
      repo.serviceLines(userId),
      repo.licenses(),
      coupons.offers(),
      coupons.promoOf(userId),
    ]);
    const cart = priceCart(lines, storeLines, all, offers, promo, serviceLines);
    return { cart, lines, storeLines, serviceLines, licenses: all, promo };
  }
  const cart = async (userId: number) => (await snapshot(userId)).cart;

  return {
    cart: (ctx: EntityContext) => cart(requireUser(ctx).id),
    snapshot: (ctx: EntityContext) => snapshot(requireUser(ctx).id),
    count: (userId: number) => repo.count(userId),

    /** Adds or changes a line; only available, unsold, published beats, with licences that fit. */
    async upsert(ctx: EntityContext, beatId: number, body: unknown) {
      const user = requireUser(ctx);
      const input = parse(cartUpsertSchema, body);
      const beat = await repo.beat(beatId);
      if (!beat || beat.deletedAt || !beat.publishedAt) throw new AppError('record_not_found');
      if (!beat.available || beat.sold)
        throw new AppError('conflict', { message: 'This beat is no longer available.' });
      const { license, trackouts, bundle } = checkedLine(beat, await repo.licenses(), input);
      await repo.upsert(user.id, beatId, {
        licenseId: license.id,
        trackoutsId: trackouts?.id ?? null,
        bundleLicenseId: bundle?.id ?? null,
      });
      events(beatId, 'add_to_cart');
      return cart(user.id);
    },

    /** POST /coupon/rebate/{code}: puts a promo code on the cart, refusing unknown, expired and used ones. */
    async applyPromo(ctx: EntityContext, params: unknown) {
      const user = requireUser(ctx);
      const { code } = parse(promoCodeParams, params);
      const coupon = await coupons.byCode(code);
      if (!coupon) throw new AppError('promo_code_unknown', { topicId: 'code' });
      if (!couponActive(coupon)) throw new AppError('promo_code_expired', { topicId: 'code' });
      if (await coupons.usedBy(coupon.id, user.id)) throw new AppError('promo_code_used', { topicId: 'code' });
      await coupons.setPromo(user.id, coupon.id);
      return cart(user.id);
    },
    async removePromo(ctx: EntityContext) {
      const user = requireUser(ctx);
      await coupons.clearPromo(user.id);
      return cart(user.id);
    },

    /** Puts a published store item in the cart, once (decision 0085): it has no licence to choose. */
    async addStoreItem(ctx: EntityContext, storeItemId: number) {
      const user = requireUser(ctx);
      const item = await repo.storeItem(storeItemId);
      if (!item || item.deletedAt || item.status !== 'published') throw new AppError('record_not_found');
      if (!(await repo.addStoreItem(user.id, storeItemId)))
        throw new AppError('conflict', { message: 'This item is already in your cart.' });
      return cart(user.id);
    },
    async removeStoreItem(ctx: EntityContext, storeItemId: number) {
      const user = requireUser(ctx);
      await repo.removeStoreItem(user.id, storeItemId);
      return cart(user.id);
    },

    async remove(ctx: EntityContext, beatId: number) {
      const user = requireUser(ctx);
      await repo.remove(user.id, beatId);
      return cart(user.id);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
