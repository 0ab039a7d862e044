import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del, post } from '../../../lib/api';
import { track } from '../../../lib/analytics';
import { applyCart, type Cart } from '../../../lib/cart';
import { notifyError, notifySuccess } from '../../../lib/notify';

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
      const line = cart.items.find((i) => i.beat_id === input.beatId);
      if (line)
        track({ name: 'add_to_cart', beat: { id: line.beat_id, title: line.beat.title }, price: line.line_total });
      if (input.announce === false) return;
      const title = line?.beat.full_title ?? 'The beat';
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
