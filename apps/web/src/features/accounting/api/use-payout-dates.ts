import type {
  PayoutBalanceData,
  PayoutHoldData,
  PayoutHoldInput,
  PayoutRunData,
  PayoutRunInput,
} from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { invalidateAccounting } from './keys';

/** The signed-in producer's unpaid cents: payable, pending with their dates, and any hold (decision 0090). */
export function usePayoutBalance() {
  return useQuery({
    queryKey: ['accounting', 'payout-balance'],
    queryFn: () => get<PayoutBalanceData>('/payout-balance'),
    meta: { errorHeader: 'Balance load error' },
  });
}

/** Producers whose payouts are held, with the reasons (administrators). */
export function usePayoutHolds() {
  return useQuery({
    queryKey: ['accounting', 'payout-holds'],
    queryFn: () => get<PayoutHoldData[]>('/payout-hold'),
    meta: { errorHeader: 'Holds load error' },
  });
}

export function useHoldPayouts() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutHoldInput) => post<PayoutHoldData>('/payout-hold', input),
    onSettled: () => invalidateAccounting(qc),
  });
}

export function useReleaseHold() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (payeeId: number) => post<unknown>(`/payout-hold/${payeeId}/release`, {}),
    onError: (err) => notifyError(err),
    onSettled: () => invalidateAccounting(qc),
  });
}

/** One payout over every payable statement; the answer names what was held or is still waiting. */
export function useRunPayout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutRunInput) => post<PayoutRunData>('/payout/run', input),
    onError: (err) => notifyError(err),
    onSettled: () => invalidateAccounting(qc),
  });
}
