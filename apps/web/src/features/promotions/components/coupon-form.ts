import { couponSchema, type CouponInput } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api';
import type { CouponRecord } from '../api/coupons';

export type CouponForm = z.input<typeof couponSchema>;
export type CouponField = keyof CouponForm;
export type CouponFormApi = UseFormReturn<CouponForm, unknown, CouponInput>;

/** The shared schema's checks; an empty or non-numeric number field reads 'Enter a number', not zod's type message. */
export const couponResolver = zodResolver(couponSchema, {
  error: (iss) => (iss.code === 'invalid_type' && iss.expected === 'number' ? 'Enter a number' : undefined),
});

export const toCouponForm = (c: CouponRecord): CouponForm => ({
  title: c.title,
  code: c.code,
  buy_x: c.buy_x,
  get_y: c.get_y,
  percent_off: c.percent_off,
  redeem_by: c.redeem_by,
});

export const COUPON_FIELDS: CouponField[] = ['title', 'code', 'buy_x', 'get_y', 'percent_off', 'redeem_by'];
/**
 * Puts the server's per-field refusals (422, 409 duplicate code) under their fields; false when there were none.
 * `focus` only after a submit: while autosaving, moving focus would blur (and save) the field being typed in.
 */
export function showFieldErrors(form: CouponFormApi, err: unknown, focus = false): boolean {
  const mine =
    err instanceof ApiError ? err.fieldErrors.filter((f) => COUPON_FIELDS.includes(f.topic_id as CouponField)) : [];
  mine.forEach((f, i) =>
    form.setError(f.topic_id as CouponField, { message: f.message }, { shouldFocus: focus && i === 0 }),
  );
  return mine.length > 0;
}
