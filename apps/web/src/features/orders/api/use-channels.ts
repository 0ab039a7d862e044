import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import type { OrderView } from '../../../lib/orders';

/** The buyer names a licence's YouTube channels (decision 0092); the order page shows the new list at once. */
export function useSaveChannels(orderId: number, itemId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (channels: string[]) =>
      post<{ youtube_channels: string[] }>(`/order/${orderId}/license/${itemId}/channels`, { channels }),
    onSuccess: ({ youtube_channels }) => {
      qc.setQueryData<OrderView>(
        ['order', String(orderId)],
        (o) =>
          o && {
            ...o,
            items: o.items.map((i) =>
              i.id === itemId
                ? {
                    ...i,
                    youtube_channels,
                    claim_letter: youtube_channels.length
                      ? `/private-api/order/${orderId}/license/${itemId}/claim-letter`
                      : null,
                  }
                : i,
            ),
          },
      );
    },
  });
}
