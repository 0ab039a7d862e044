import type { CouponData, CouponInput } from '@beatmarket/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { del, post } from '../../../lib/api';

/** One row of GET /coupon/records (administrators only). */
export type CouponRecord = CouponData;

/** Spec §9: MM/DD/YYYY. `redeem_by` is a calendar day (YYYY-MM-DD), so no time zone is involved. */
export function redeemByDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
}

/** A day `days` from today as YYYY-MM-DD (UTC, like `redeem_by`). */
export const dayFromToday = (days: number, now = new Date()) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

const refreshList = (qc: QueryClient) => qc.invalidateQueries({ queryKey: ['records', 'coupon'] });

export function useCreateCoupon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CouponInput) => post<CouponRecord>('/coupon/create', input),
    onSuccess: () => refreshList(qc),
  });
}

/** Autosave of one or more fields (POST /coupon/{id}/save). */
export function useSaveCoupon(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<CouponInput>) => post<CouponRecord>(`/coupon/${id}/save`, change),
    onSuccess: () => refreshList(qc),
  });
}

/** Soft delete, or restore a deleted one. */
export function useDeleteCoupon(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (restore: boolean) =>
      restore ? post<CouponRecord>(`/coupon/${id}/restore`) : del<CouponRecord>(`/coupon/${id}`),
    onSuccess: () => refreshList(qc),
  });
}
