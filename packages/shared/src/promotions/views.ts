import { z } from 'zod';
import { id, timestamp, type Wire } from '../wire.js';
import { PROMOTION_CONDITIONS, PROMOTION_TYPES } from './schemas.js';

/** A promotion as the back office lists it (`GET /promotion/records`). */
export const promotionView = z.object({
  id,
  title: z.string(),
  url: z.string(),
  type: z.enum(PROMOTION_TYPES),
  image_url: z.string().nullable(),
  published: z.boolean(),
  published_from: timestamp.nullable(),
  published_to: timestamp.nullable(),
  condition: z.enum(PROMOTION_CONDITIONS).nullable(),
  coupon_id: z.number().int().nullable(),
  /** The promo code's title, for the list. */
  coupon_title: z.string().nullable(),
  updated_at: timestamp,
  deleted_at: timestamp.nullable(),
});
export type PromotionView = z.infer<typeof promotionView>;
export type PromotionData = Wire<PromotionView>;

/** A live promotion as the layout shows it: the banner or the ad (spec §3 Ad: id, url, image_url). */
export const livePromotionView = z.object({
  id,
  title: z.string(),
  url: z.string(),
  image_url: z.string().nullable(),
  /** The countdown's end; null: no countdown. */
  deadline: timestamp.nullable(),
  condition: z.enum(PROMOTION_CONDITIONS).nullable(),
  /** What the linked promo code gives ('Buy 2, get 1 free with code BEATS'); null without a live one. */
  offer: z.string().nullable(),
});
export type LivePromotionView = z.infer<typeof livePromotionView>;
export type LivePromotionData = Wire<LivePromotionView>;

/** `GET /promotion/live`: the first published banner and popup, and the server's clock for the countdown. */
export const livePromotionsView = z.object({
  now: timestamp,
  banner: livePromotionView.nullable(),
  ad: livePromotionView.nullable(),
});
export type LivePromotionsView = z.infer<typeof livePromotionsView>;
export type LivePromotionsData = Wire<LivePromotionsView>;
