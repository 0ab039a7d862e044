import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Profile } from '@beatmarket/shared';
import { del, get, post } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { Cart } from './types';

/** Cart changes come from server responses (spec §4): the answer replaces the cart and the badge count. */
export function applyCart(qc: QueryClient, cart: Cart) {
  qc.setQueryData(['cart'], cart);
  qc.setQueryData<Profile | null>(['profile'], (p) => (p ? { ...p, _cart_summary: { count: cart.items.length } } : p));
}

export const cartQuery = { queryKey: ['cart'], queryFn: () => get<Cart>('/cart') };

export function useCart(enabled = true) {
  return useQuery({ ...cartQuery, enabled });
}

/** Adds or updates a line; `announce: false` when the licence editor shows the line itself (no toast over the dialog). */
export function useAddToCart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      beatId: number;
      license_id?: number;
      trackouts_id?: number | null;
      bundle_license_id?: number | null;
      announce?: boolean;
    }) => {
      const { beatId, announce: _announce, ...line } = input;
      return post<Cart>(`/cart/upsert/${beatId}`, line);
    },
    onSuccess: (cart, input) => {
      applyCart(qc, cart);
      if (input.announce === false) return;
      const title = cart.items.find((i) => i.beat_id === input.beatId)?.beat.full_title ?? 'The beat';
      notifySuccess(`${title} is in your cart.`);
    },
    onError: (e) => notifyError(e),
  });
}

export function useRemoveFromCart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (beatId: number) => del<Cart>(`/cart/remove/${beatId}`),
    onSuccess: (cart) => applyCart(qc, cart),
    onError: (e) => notifyError(e),
  });
}

// Separate hooks: a card's cart button needs only `add`, and each mutation is an observer per card.
export function useCartActions() {
  return { add: useAddToCart(), remove: useRemoveFromCart() };
}
