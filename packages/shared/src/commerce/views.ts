import { z } from 'zod';
import { ORDER_STATES } from './order.js';
import { LICENSE_LEVELS, LICENSE_TYPES, type LicenseSpecs } from './license.js';
import type { Coupon } from './coupon.js';
import { id, timestamp, type Wire } from '../wire.js';

/** `license` records: the licence definitions the pickers compare (spec §3). */
export const licenseView = z.object({
  id,
  name: z.string(),
  description: z.string(),
  type: z.enum(LICENSE_TYPES),
  level: z.enum(LICENSE_LEVELS),
  price: z.number(),
  specifications: z.custom<LicenseSpecs>(),
  bundle_price: z.number().nullable(),
  bundled_name: z.string(),
  bundled_description: z.string(),
  deleted_at: timestamp.nullable(),
});
export type LicenseView = z.infer<typeof licenseView>;
export type LicenseData = Wire<LicenseView>;

/** `coupon` records (the /promo-codes screen): the offer and whether it was deleted. */
export type CouponView = Coupon & { deleted_at: Date | null };
export type CouponData = Wire<CouponView>;

/** What every view of an order starts with: the administrators' list, the purchases, the order page. */
export const orderHeadView = z.object({
  id,
  status: z.enum(ORDER_STATES),
  status_label: z.string(),
  created_at: timestamp,
  paid_at: timestamp.nullable(),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  currency: z.string(),
});
export type OrderHeadView = z.infer<typeof orderHeadView>;

/** `order` records: the administrators' list of every order. */
export const orderRecordView = orderHeadView.extend({
  payment_provider: z.string(),
  user_id: id,
  /** Null on a row read by id (no buyer join). */
  buyer_name: z.string().nullable(),
  buyer_email: z.string().nullable(),
});
export type OrderRecordView = z.infer<typeof orderRecordView>;
export type OrderRecordData = Wire<OrderRecordView>;

/** `GET /order/purchases`: a buyer's order and the beats it licensed, under which licence. */
export const purchaseView = orderHeadView.extend({
  items: z.array(
    z.object({
      /** Null on a store item's line. */
      beat_id: id.nullable(),
      beat_title: z.string(),
      license: z.string(),
      trackouts: z.string().nullable(),
      bundle: z.string().nullable(),
    }),
  ),
});
export type PurchaseView = z.infer<typeof purchaseView>;
export type PurchaseData = Wire<PurchaseView>;
