import {
  applyCoupons,
  beatTitleParts,
  bundleAllowed,
  couponActive,
  couponLabel,
  couponOffer,
  promoCodeParams,
  type Coupon,
  cartUpsertSchema,
  defaultLicense,
  isPlanOnly,
  levelName,
  licenseFitsBeat,
  lineTotal,
  sumCents,
  trackoutsAllowed,
  type BeatType,
  type LicenseLevel,
  type LicenseType,
  type CartView,
} from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { requireUser } from '../../core/session-user.js';
import { parse } from '../../core/parse.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { CartRepository, LicenseRow } from './cart.repository.js';
import type { CouponsRepository } from './coupons.repository.js';
import type { RecordBeatEvent } from '../analytics/beat-events.service.js';

const ref = (l: LicenseRow) => ({
  id: l.id,
  type: l.type as LicenseType,
  level: l.level as LicenseLevel,
  price: l.price,
  bundle_price: l.bundlePrice,
});
const summary = (l: LicenseRow | undefined) =>
  l
    ? {
        id: l.id,
        name: l.name,
        type: l.type,
        level: l.level,
        level_name: levelName(l.type as LicenseType, l.level as LicenseLevel),
        price: l.price,
        bundle_price: l.bundlePrice,
      }
    : null;

/** Decision 0077: the add-on is sold only with a stored trackouts file. */
export const TRACKOUTS_UNAVAILABLE = 'Trackouts are not available for this beat yet.';
export const trackoutsUnavailable = () =>
  new AppError('validation_failed', { topicId: 'trackouts_id', message: TRACKOUTS_UNAVAILABLE });

/** The cart (spec §7): changes come back as the whole cart, priced line by line in integer cents. */
export function createCartService(
  repo: CartRepository,
  coupons: CouponsRepository,
  events: RecordBeatEvent = () => {},
) {
  /** The priced cart, with the rows it was priced from (checkout freezes them onto the order). */
  async function snapshot(userId: number) {
    const [lines, all, offers, promo] = await Promise.all([
      repo.lines(userId),
      repo.licenses(),
      coupons.offers(),
      coupons.promoOf(userId),
    ]);
    return { cart: price(lines, all, offers, promo), lines, licenses: all, promo };
  }
  const cart = async (userId: number) => (await snapshot(userId)).cart;

  function price(
    lines: Awaited<ReturnType<CartRepository['lines']>>,
    all: LicenseRow[],
    offers: Coupon[],
    promo: Coupon | null,
  ): CartView {
    const byId = new Map(all.map((l) => [l.id, l]));
    const items = lines.map((line) => {
      const license = byId.get(line.licenseId);
      const trackouts = line.trackoutsId ? byId.get(line.trackoutsId) : undefined;
      const bundle = line.bundleLicenseId ? byId.get(line.bundleLicenseId) : undefined;
      const b = line.beat;
      const purchasable = b.available && !b.sold && b.publishedAt !== null && b.deletedAt === null;
      return {
        beat_id: line.beatId,
        license_id: line.licenseId,
        trackouts_id: line.trackoutsId,
        bundle_license_id: line.bundleLicenseId,
        beat: {
          id: b.id,
          slug: b.slug,
          family: b.family,
          title: b.title,
          full_title: beatTitleParts(b.title, b.beatType as BeatType).full,
          image_url: b.imageUrl,
          price: b.price,
          producer_name: line.producerName,
          purchasable,
          trackouts_available: b.trackoutsAvailable === true,
        },
        license: summary(license),
        trackouts: summary(trackouts),
        bundle: summary(bundle),
        // A feature's licence carries no price of its own: the feature's price is the line's base.
        line_total: lineTotal({
          license: license && license.type !== 'feature' ? license.price : null,
          beat: b.price,
          trackouts: trackouts?.price ?? null,
          bundle: bundle?.bundlePrice ?? null,
        }),
      };
    });
    const discounts = applyCoupons(
      items.map((i) => i.line_total),
      offers,
      promo,
    );
    const priced = items.map((i, n) => ({
      ...i,
      ...discounts.lines[n]!,
      total: i.line_total - discounts.lines[n]!.discount,
    }));
    const subtotal = sumCents(items.map((i) => i.line_total));
    const shown = (c: Coupon) => ({
      ...c,
      offer: couponOffer(c),
      label: couponLabel(c, items.length),
      applied: discounts.applied.includes(c.id),
    });
    return {
      items: priced,
      coupons: [...offers, ...(promo ? [promo] : [])].map(shown),
      totals: { subtotal, discount: discounts.discount, total: subtotal - discounts.discount, currency: 'USD' },
    };
  }

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
      const all = await repo.licenses();
      const find = (id: number | null | undefined, topicId: string) => {
        if (id === null || id === undefined) return null;
        const l = all.find((x) => x.id === id);
        if (!l) throw new AppError('validation_failed', { topicId, message: 'Unknown licence.' });
        return l;
      };
      const license =
        find(input.license_id, 'license_id') ?? all.find((l) => l.id === defaultLicense(beat.family, all.map(ref))?.id);
      if (!license) throw new AppError('conflict', { message: 'No licence is offered for this beat yet.' });
      // Issue 19: inner-circle licences come with a membership plan (claimed from it), never from the cart.
      if (isPlanOnly(license.type as LicenseType))
        throw new AppError('validation_failed', {
          topicId: 'license_id',
          message: 'This licence comes only with a membership plan. Subscribe to a plan to get it.',
        });
      if (!licenseFitsBeat(beat.family, license))
        throw new AppError('validation_failed', {
          topicId: 'license_id',
          message: 'This licence is not offered for this beat.',
        });
      const trackouts = find(input.trackouts_id, 'trackouts_id');
      if (trackouts && (trackouts.type !== 'addon' || !trackoutsAllowed(ref(license))))
        throw new AppError('validation_failed', {
          topicId: 'trackouts_id',
          message: 'Trackouts cannot be added to this licence.',
        });
      // Decision 0077: nothing is sold that cannot be delivered.
      if (trackouts && beat.trackoutsAvailable !== true) throw trackoutsUnavailable();
      const bundle = find(input.bundle_license_id, 'bundle_license_id');
      if (bundle && (isPlanOnly(bundle.type as LicenseType) || !bundleAllowed(ref(license), ref(bundle))))
        throw new AppError('validation_failed', {
          topicId: 'bundle_license_id',
          message: 'This bundle is not offered with this licence.',
        });
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

    async remove(ctx: EntityContext, beatId: number) {
      const user = requireUser(ctx);
      await repo.remove(user.id, beatId);
      return cart(user.id);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
