import type { ClosePeriodInput, CloseResult } from '@beatmarket/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { invalidateAccounting } from './keys';

/** `POST /income_statement/close`: one statement per payee with anything unstated in the range. */
export function useClosePeriod() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ClosePeriodInput) => post<CloseResult>('/income_statement/close', input),
    onSettled: () => invalidateAccounting(qc),
  });
}
