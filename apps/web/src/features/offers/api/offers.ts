import type {
  OfferCounter,
  OfferCreate,
  OfferSettingsInput,
  OfferSettingsView,
  OfferStatus,
  OfferTermsView,
  OfferView,
} from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/api';

const listKey = ['offers', 'list'] as const;
const offerKey = (id: number) => ['offers', 'offer', id] as const;
const settingsKey = (beatId: number) => ['offers', 'settings', beatId] as const;

/** The viewer's offers: made (as a buyer) or received (on their beats); every account's for administrators. */
export function useOffers(side: 'made' | 'received' | 'all', status: OfferStatus | null) {
  return useQuery({
    queryKey: [...listKey, side, status],
    queryFn: () => get<OfferView[]>('/offers', { side, ...(status && { status }) }),
  });
}

/** One offer's thread, with what the viewer may do next (its `actions`). */
export function useOffer(id: number) {
  return useQuery({ queryKey: offerKey(id), queryFn: () => get<OfferView>(`/offers/${id}`) });
}

export function useMakeOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferCreate) => post<OfferView>('/offers', body),
    onSuccess: (offer) => {
      qc.setQueryData(offerKey(offer.id), offer);
      void qc.invalidateQueries({ queryKey: listKey });
    },
  });
}

export type OfferStep = 'accept' | 'decline' | 'withdraw' | 'counter';

/** One step on the thread; a conflict (the offer moved on or expired) reloads it. */
export function useOfferStep(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ step, body }: { step: OfferStep; body?: OfferCounter | { message?: string } }) =>
      post<OfferView>(`/offers/${id}/${step}`, body ?? {}),
    onSuccess: (offer) => {
      qc.setQueryData(offerKey(id), offer);
      void qc.invalidateQueries({ queryKey: listKey });
    },
    onError: () => void qc.invalidateQueries({ queryKey: offerKey(id) }),
  });
}

/** The checkout link: the agreed line goes into the cart, then the checkout page opens. */
export function useOfferCheckout(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => post<{ offer_id: number; next: string }>(`/offers/${id}/checkout`),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['cart'] }),
    onError: () => void qc.invalidateQueries({ queryKey: offerKey(id) }),
  });
}

/** Whether a beat takes offers, and on which licences (never the floors). */
export function useOfferTerms(beatId: number, enabled = true) {
  return useQuery({
    queryKey: ['offers', 'terms', beatId],
    queryFn: () => get<OfferTermsView>(`/offer-terms/${beatId}`),
    enabled,
  });
}

export function useOfferSettings(beatId: number) {
  return useQuery({
    queryKey: settingsKey(beatId),
    queryFn: () => get<OfferSettingsView>(`/offer-settings/${beatId}`),
  });
}

export function useSaveOfferSettings(beatId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferSettingsInput) => post<OfferSettingsView>(`/offer-settings/${beatId}`, body),
    onSuccess: (view) => {
      qc.setQueryData(settingsKey(beatId), view);
      void qc.invalidateQueries({ queryKey: ['offers', 'terms', beatId] });
    },
  });
}
