import type { ServiceOfferInput, ServiceOfferView } from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/api';

const offersKey = ['service-offers'] as const;

/** The published custom-beat offers (the custom-beats page). */
export function useServiceOffers() {
  return useQuery({ queryKey: [...offersKey, 'published'], queryFn: () => get<ServiceOfferView[]>('/service-offers') });
}

/** The producer's own offers, hidden ones too (the dashboard). */
export function useMyServiceOffers() {
  return useQuery({ queryKey: [...offersKey, 'mine'], queryFn: () => get<ServiceOfferView[]>('/service-offers/mine') });
}

/** Creates (no id) or replaces an offer's terms. */
export function useSaveServiceOffer(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceOfferInput) =>
      post<ServiceOfferView>(id === null ? '/service-offers' : `/service-offers/${id}`, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: offersKey }),
  });
}

export function useArchiveServiceOffer(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => post<{ id: number }>(`/service-offers/${id}/archive`),
    onSuccess: () => void qc.invalidateQueries({ queryKey: offersKey }),
  });
}
