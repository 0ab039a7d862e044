import type { CouponData, PromotionData, PromotionValues } from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/api';

/** Creates a promotion, or saves every field of one; the list and the layout's banner and ad refresh. */
export function useSavePromotion(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (values: PromotionValues) =>
      post<PromotionData>(id ? `/promotion/${id}/save` : '/promotion/create', values),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['records', 'promotion'] });
      void qc.invalidateQueries({ queryKey: ['promotion', 'live'] });
    },
  });
}

/** The promo codes a promotion may point at (the picker), newest last day first. */
export function useCouponChoices() {
  return useQuery({
    queryKey: ['records', 'coupon', 'choices'],
    queryFn: () => get<CouponData[]>('/coupon/records', { per_page: 100, sort: '-redeem_by' }),
  });
}

/** An ISO moment as a `datetime-local` input shows it (the visitor's clock); empty for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
