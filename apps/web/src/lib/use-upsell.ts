import type { UpsellView, Wire } from '@beatmarket/shared';
import { useQuery } from '@tanstack/react-query';
import { post } from './api';

/** Spec §7 beat action upsell: similar beats and the store's offers, asked for when the editor opens. */
export function useUpsell(beatId: number | null) {
  return useQuery({
    queryKey: ['upsell', beatId],
    queryFn: () => post<Wire<UpsellView>>(`/beat/${beatId}/upsell`),
    enabled: beatId !== null,
    staleTime: 60_000,
  });
}
