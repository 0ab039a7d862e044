import { z } from 'zod';
import { splitCents, sumCents } from './money.js';

/**
 * Spec §3 Coupon (id, buy_x, get_y, redeem_by) plus how it is reached and what it gives:
 * - no code: a store-wide offer applied to every eligible cart ('Buy 2, get 1 free');
 * - a code: a promo code the buyer enters (`POST /coupon/rebate/{code}`), once per buyer.
 * With `percent_off` the coupon takes that percentage off once the cart holds buy_x lines;
 * without it, every buy_x paid lines earn get_y free lines (the cheapest ones).
 */
export interface Coupon {
  id: number;
  title: string;
  code: string | null;
  buy_x: number;
  get_y: number;
  percent_off: number | null;
  /** Last day it can be redeemed, YYYY-MM-DD (UTC), inclusive. */
  redeem_by: string;
}

const realDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const isoDate = z.string().refine((s) => {
  try {
    return realDate(s);
  } catch {
    return false; // out-of-range dates make toISOString throw
  }
}, 'Enter a date as YYYY-MM-DD');
/** The fields an administrator edits one by one (autosave); `couponSchema` adds the cross-field rule. */
export const couponFields = z.object({
  title: z.string().trim().min(1, 'This field is required').max(80, 'At most 80 characters'),
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{3,32}$/, '3 to 32 letters, digits, - or _')
    .nullable(),
  buy_x: z.number().int('Whole numbers only').min(1, 'At least 1').max(100, 'At most 100'),
  get_y: z.number().int('Whole numbers only').min(0, 'At least 0').max(100, 'At most 100'),
  percent_off: z.number().int('Whole percent only').min(1, 'At least 1').max(100, 'At most 100').nullable(),
  redeem_by: isoDate,
});
export const couponGivesSomething = (c: { get_y: number; percent_off: number | null }) =>
  c.percent_off !== null || c.get_y > 0;
export const COUPON_GIVES_NOTHING = 'Give at least one free beat, or a percentage off';
export const couponSchema = couponFields.refine(couponGivesSomething, {
  path: ['get_y'],
  message: COUPON_GIVES_NOTHING,
});
export type CouponInput = z.infer<typeof couponSchema>;

/** POST /coupon/rebate/{code}; also the promo code field of the cart. */
export const promoCodeParams = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{1,32}$/, 'Enter a promo code'),
});

const DAY = 86_400_000;
const utcDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
/** Whole days from today until the last redeemable day (0 on that day, negative once expired). */
export const daysLeft = (c: Pick<Coupon, 'redeem_by'>, now = new Date()) =>
  Math.round((Date.parse(`${c.redeem_by}T00:00:00Z`) - utcDay(now)) / DAY);
export const couponActive = (c: Pick<Coupon, 'redeem_by'>, now = new Date()) => daysLeft(c, now) >= 0;

/**
 * How many more lines the cart needs before this coupon takes anything off (0: it does now). A
 * percentage applies from buy_x lines; free beats from the first line past buy_x (see `freeLines`).
 * A coupon that gives nothing (refused by `couponSchema`) never gets there.
 */
export function linesShort(c: Pick<Coupon, 'buy_x' | 'get_y' | 'percent_off'>, cartCount: number): number {
  if (c.percent_off === null && c.get_y <= 0) return Number.POSITIVE_INFINITY;
  return Math.max(0, (c.percent_off !== null ? c.buy_x : c.buy_x + 1) - cartCount);
}

/**
 * Spec §4: 'N days only!' within 2 days of the end, else 'Eligible' or 'Buy {n} more'. 'Eligible'
 * promises only what the cart gets now: with buy X get Y that takes more than buy_x lines, and the
 * label says how many more earn the free one (decision 0018).
 */
export function couponLabel(
  c: Pick<Coupon, 'redeem_by' | 'buy_x' | 'get_y' | 'percent_off'>,
  cartCount: number,
  now = new Date(),
): string {
  const left = daysLeft(c, now);
  if (left <= 2) return left <= 1 ? '1 day only!' : `${left} days only!`;
  const short = linesShort(c, cartCount);
  if (short === 0) return 'Eligible';
  if (c.percent_off !== null) return `Buy ${short} more`;
  if (!Number.isFinite(short)) return 'No discount';
  return short === 1 ? 'Add 1 more, it’s free' : `Add ${short} more, 1 free`;
}

/** What the coupon is, in a few words ('Buy 2, get 1 free', '15% off 3 or more'). */
export function couponOffer(c: Pick<Coupon, 'buy_x' | 'get_y' | 'percent_off'>): string {
  if (c.percent_off !== null)
    return c.buy_x > 1 ? `${c.percent_off}% off ${c.buy_x} or more beats` : `${c.percent_off}% off your order`;
  return `Buy ${c.buy_x}, get ${c.get_y} free`;
}

/** How many lines are free: every buy_x paid lines earn get_y free ones, the last group partly. */
export function freeLines(count: number, c: Pick<Coupon, 'buy_x' | 'get_y'>): number {
  const group = c.buy_x + c.get_y;
  return Math.floor(count / group) * c.get_y + Math.max(0, (count % group) - c.buy_x);
}

export interface AppliedDiscount {
  coupon_id: number;
  title: string;
  cents: number;
}
export interface DiscountedLine {
  discount: number;
  discounts: AppliedDiscount[];
}

/** One coupon's cents per line, taken from what each line still costs. */
function couponCents(c: Coupon, left: number[]): number[] {
  const none = left.map(() => 0);
  if (left.length < c.buy_x) return none;
  if (c.percent_off !== null) {
    const base = sumCents(left);
    if (base === 0) return none;
    const off = Math.floor((base * c.percent_off + 50) / 100);
    return splitCents(Math.min(off, base), left);
  }
  // The cheapest lines go free; among equal prices the later-added line.
  const order = left.map((amount, i) => ({ amount, i })).sort((a, b) => a.amount - b.amount || b.i - a.i);
  const out = [...none];
  for (const { amount, i } of order.slice(0, freeLines(left.length, c))) out[i] = amount;
  return out;
}

/**
 * The discounts on a cart, line by line, in integer cents. The best store-wide offer applies first,
 * then the promo code on what is left, so discounts stack but never exceed a line's price.
 */
export function applyCoupons(
  lineTotals: number[],
  offers: Coupon[],
  promo: Coupon | null,
): { lines: DiscountedLine[]; discount: number; applied: number[] } {
  const lines: DiscountedLine[] = lineTotals.map(() => ({ discount: 0, discounts: [] }));
  const left = [...lineTotals];
  const applied: number[] = [];
  const take = (c: Coupon, cents: number[]) => {
    if (!cents.some((n) => n > 0)) return;
    applied.push(c.id);
    cents.forEach((n, i) => {
      if (n === 0) return;
      left[i]! -= n;
      lines[i]!.discount += n;
      lines[i]!.discounts.push({ coupon_id: c.id, title: c.title, cents: n });
    });
  };
  const best = offers
    .map((c) => ({ c, cents: couponCents(c, left) }))
    .sort((a, b) => sumCents(b.cents) - sumCents(a.cents) || a.c.id - b.c.id)[0];
  if (best) take(best.c, best.cents);
  if (promo) take(promo, couponCents(promo, left));
  return { lines, discount: sumCents(lines.map((l) => l.discount)), applied };
}
