import {
  couponActive,
  couponOffer,
  type Coupon,
  type LivePromotionView,
  type PromotionCondition,
  type PromotionType,
  type PromotionView,
} from '@beatmarket/shared';
import type { PromotionRow, PromotionShown } from './promotions.repository.js';

/** The back office's view of a promotion (spec §3 Banner/Promotion). */
export const presentPromotion = (p: PromotionShown): PromotionView => ({
  id: p.id,
  title: p.title,
  url: p.url,
  type: p.type as PromotionType,
  image_url: p.imageUrl,
  published: p.published,
  published_from: p.publishedFrom,
  published_to: p.publishedTo,
  condition: p.condition as PromotionCondition | null,
  coupon_id: p.couponId,
  coupon_title: p.couponTitle,
  updated_at: p.updatedAt,
  deleted_at: p.deletedAt,
});

/** What the promo code gives, with the code to enter when it has one; null once it has expired. */
export function offerText(coupon: Coupon | null, now = new Date()): string | null {
  if (!coupon || !couponActive(coupon, now)) return null;
  return coupon.code ? `${couponOffer(coupon)} with code ${coupon.code}` : couponOffer(coupon);
}

/** A live promotion as the layout shows it: the banner or the ad. */
export const presentLive = (p: PromotionRow & { coupon: Coupon | null }, now: Date): LivePromotionView => ({
  id: p.id,
  title: p.title,
  url: p.url,
  image_url: p.imageUrl,
  deadline: p.publishedTo,
  condition: p.condition as PromotionCondition | null,
  offer: offerText(p.coupon, now),
});
