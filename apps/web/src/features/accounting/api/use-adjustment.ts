import type { AdjustmentInput } from '@beatmarket/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { invalidateAccounting } from './keys';

/** `POST /income_statement/adjustment`: a signed ledger row for the payee's next statement. */
export function useAdjustment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AdjustmentInput) => post<unknown>('/income_statement/adjustment', input),
    onSettled: () => invalidateAccounting(qc),
  });
}
