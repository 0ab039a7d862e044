import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import type { OrderView } from '../../../lib/orders';

/** An administrator's refund: the answer is the order page as it now stands (refunded, with its history). */
export function useRefund(id: string) {
  return useOrderAction(id, `/order/${encodeURIComponent(id)}/refund`);
}

/** An administrator's refund of one line's missing trackouts (decision 0077): the rest of the sale stands. */
export function useTrackoutsRefund(id: string, itemId: number) {
  return useOrderAction(id, `/order/${encodeURIComponent(id)}/trackouts/${itemId}/refund`);
}

function useOrderAction(id: string, path: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => post<OrderView>(path),
    onSuccess: (order) => {
      qc.setQueryData(['order', id], order);
      void qc.invalidateQueries({ queryKey: ['records', 'order'] });
    },
  });
}
