import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import type { OrderView } from '../../../lib/orders';

/** An administrator's refund: the answer is the order page as it now stands (refunded, with its history). */
export function useRefund(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => post<OrderView>(`/order/${encodeURIComponent(id)}/refund`),
    onSuccess: (order) => {
      qc.setQueryData(['order', id], order);
      void qc.invalidateQueries({ queryKey: ['records', 'order'] });
    },
  });
}
