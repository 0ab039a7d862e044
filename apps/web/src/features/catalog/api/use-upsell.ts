import type { Coupon } from '@beatmarket/shared';
import { useQuery } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import type { Beat } from './types';

/** Spec §7 beat action upsell: similar beats and the store's offers, asked for when the editor opens. */
export function useUpsell(beatId: number | null) {
  return useQuery({
    queryKey: ['upsell', beatId],
    queryFn: () => post<{ beat: Beat[]; coupon: Coupon[] }>(`/beat/${beatId}/upsell`),
    enabled: beatId !== null,
    staleTime: 60_000,
  });
}
