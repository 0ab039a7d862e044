import type { PayoutCreateInput, PayoutData } from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { invalidateAccounting } from './keys';

/** A payout with its items (administrators). */
export function usePayout(id: number | null) {
  return useQuery({
    queryKey: ['accounting', 'payout', id],
    queryFn: () => get<PayoutData>(`/payout/${id}`),
    enabled: id !== null,
    retry: false,
    meta: { errorHeader: 'Record load error' },
  });
}

export const payoutCsvHref = (id: number) => `/private-api/payout/${id}/csv`;

export function useCreatePayout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutCreateInput) => post<PayoutData>('/payout/create', input),
    onSettled: () => invalidateAccounting(qc),
  });
}

/** Mark sent (with the bank's reference) or cancel while pending; the answer is the payout as it now is. */
export function usePayoutAction(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { action: 'send'; reference: string } | { action: 'cancel' }) =>
      post<PayoutData>(`/payout/${id}/${a.action}`, a.action === 'send' ? { reference: a.reference } : {}),
    onSuccess: (payout) => qc.setQueryData(['accounting', 'payout', id], payout),
    onError: (err) => notifyError(err),
    onSettled: () => invalidateAccounting(qc),
  });
}
