import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../../lib/api';
import { applyCart, type Cart } from '../../../lib/cart';
import type { OrderPageState, OrderView } from '../../../lib/orders';

const newKey = () => crypto.randomUUID().replace(/-/g, '');

/**
 * Places the order. One key per attempt: a double click or a retried request reuses it and the server
 * answers with the same order; after a refusal the next attempt gets a fresh key.
 */
export function usePlaceOrder() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const key = useRef(newKey());
  return useMutation({
    mutationFn: (input: { address: unknown; payment: unknown; channels?: Record<string, string[]> }) =>
      call<OrderView>('/cart/order', { method: 'POST', body: { idempotency_key: key.current, ...input } }),
    onSuccess: ({ data, meta }) => {
      const cart = (meta.updates as { cart?: Cart } | undefined)?.cart;
      if (cart) applyCart(qc, cart);
      qc.setQueryData(['order', String(data.id)], data);
      void qc.invalidateQueries({ queryKey: ['orders'] });
      // The order page thanks a buyer who arrives from here.
      const state: OrderPageState = { from: 'checkout' };
      navigate(`/order/${data.id}`, { state });
    },
    onError: () => {
      key.current = newKey();
    },
  });
}
