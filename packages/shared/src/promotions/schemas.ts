import { z } from 'zod';
import { safeText } from '../text.js';
import { normalizeLink } from '../urls.js';

/** Where a promotion shows (spec §3 Banner/Promotion): the layout's banner or the ad dialog. */
export const PROMOTION_TYPES = ['banner', 'popup'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/**
 * When a popup shows (spec §3 condition, §4): on a first visit, once a day, only to visitors who are
 * logged out or logged in, or while the cart is empty. Each is also shown once per its viewed cookie.
 */
export const PROMOTION_CONDITIONS = ['first_visit', 'once_a_day', 'logged_out', 'logged_in', 'cart_empty'] as const;
export type PromotionCondition = (typeof PROMOTION_CONDITIONS)[number];
export const CONDITION_LABELS: Record<PromotionCondition, string> = {
  first_visit: 'First visit',
  once_a_day: 'Once a day',
  logged_out: 'Logged out',
  logged_in: 'Logged in',
  cart_empty: 'Cart empty',
};

const MAX_MOMENT = Date.parse('2100-01-01T00:00:00Z');
/** A moment as an ISO string (a form's datetime-local value plus its offset); empty means none. */
const moment = z
  .string()
  .trim()
  .max(40)
  .refine((v) => v === '' || (Number.isFinite(Date.parse(v)) && Date.parse(v) < MAX_MOMENT), 'Enter a date and time')
  .nullable()
  .transform((v) => (v ? new Date(v).toISOString() : null));

/** A link on our site (`/beats/...`) or an https:// address; empty when the promotion links nowhere. */
const link = safeText()
  .trim()
  .max(1000, 'At most 1,000 characters')
  .overwrite(normalizeLink)
  .refine((v) => v === '' || /^(https?:\/\/[^\s]+|\/[^\s/][^\s]*|\/)$/.test(v), 'An https:// address or a /path');

const image = z
  .string()
  .trim()
  .max(1000)
  .overwrite(normalizeLink)
  .refine((v) => v === '' || /^(https:\/\/|\/media\/)/.test(v), 'An https:// address or an uploaded image')
  .nullable()
  .transform((v) => v || null);

/**
 * The fields as one autosave changes them: without defaults, so saving one field leaves the others as
 * they are (a default would quietly reset them). The server checks the window on the saved row.
 */
export const promotionEdits = z.object({
  title: safeText().trim().min(1, 'This field is required').max(120, 'At most 120 characters'),
  url: link,
  type: z.enum(PROMOTION_TYPES, { message: 'Banner or popup' }),
  image_url: image,
  published: z.boolean(),
  published_from: moment,
  /** The deadline: the banner counts down to it, and nothing shows after it. */
  published_to: moment,
  condition: z.enum(PROMOTION_CONDITIONS, { message: 'Choose a condition' }).nullable(),
  coupon_id: z.number({ message: 'Choose a promo code' }).int().positive().nullable(),
});

/** One promotion's fields as the form sends them, the optional ones defaulted. */
export const promotionFields = promotionEdits.extend({
  url: link.default(''),
  image_url: image.default(null),
  published: z.boolean().default(false),
  published_from: moment.default(null),
  published_to: moment.default(null),
  // Absent: the type's default (below); null: none, which only a banner may have.
  condition: promotionEdits.shape.condition.optional(),
  coupon_id: promotionEdits.shape.coupon_id.default(null),
});
export type PromotionInput = z.input<typeof promotionFields>;
export type PromotionValues = z.output<typeof promotionSchema>;

export const WINDOW_MESSAGE = 'The deadline must come after the start';
/** The publish window is a window: it ends after it starts. */
export const windowOk = (p: { published_from: string | Date | null; published_to: string | Date | null }) =>
  !p.published_from || !p.published_to || new Date(p.published_to) > new Date(p.published_from);

/** What a new popup shows on unless told otherwise: a popup without a condition would never show (spec §4). */
export const DEFAULT_POPUP_CONDITION: PromotionCondition = 'first_visit';
export const CONDITION_MESSAGE = 'Choose when the popup shows';
/** Only a popup with a condition is ever shown (spec §4); a banner shows to everyone and keeps none. */
export const conditionOk = (p: { type: PromotionType; condition: PromotionCondition | null }) =>
  p.type === 'banner' || p.condition !== null;

/**
 * The create form's schema: the fields plus the window rule (on `published_to`). A popup created without
 * a condition gets the default one, so a promotion listed live is one somebody sees.
 */
export const promotionSchema = promotionFields
  .transform((p) => ({
    ...p,
    condition: p.type === 'banner' ? null : p.condition === undefined ? DEFAULT_POPUP_CONDITION : p.condition,
  }))
  .refine(windowOk, { path: ['published_to'], message: WINDOW_MESSAGE })
  .refine(conditionOk, { path: ['condition'], message: CONDITION_MESSAGE });
