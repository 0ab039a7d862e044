import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del, post } from '../../../lib/api';
import { applyCart, type Cart } from '../../../lib/cart';
import { notifyError, notifySuccess } from '../../../lib/notify';

/** Puts a store item in the one cart (decision 0085); the answer is the whole cart, as for beats. */
export function useAddStoreItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (item: { id: number; title: string }) => post<Cart>(`/cart/store/${item.id}`),
    onSuccess: (cart, item) => {
      applyCart(qc, cart);
      notifySuccess(`${item.title} is in your cart.`);
    },
    onError: (e) => notifyError(e),
  });
}

export function useRemoveStoreItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => del<Cart>(`/cart/store/${id}`),
    onSuccess: (cart) => applyCart(qc, cart),
    onError: (e) => notifyError(e),
  });
}
