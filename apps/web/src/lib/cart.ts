import type { CartCouponView, CartLineView, CartView, Profile } from '@beatmarket/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { get } from './api';

// The buyer's cart is read by the cart (badge, add-to-cart, licence editor) and by checkout, which
// places it as an order; its shape and its query live here, below both.

export type CartLine = CartLineView;
export type CartCoupon = CartCouponView;
/** `GET /cart` and every cart change (the shared view). */
export type Cart = CartView;

/** Cart changes come from server responses (spec §4): the answer replaces the cart and the badge count. */
export function applyCart(qc: QueryClient, cart: Cart) {
  qc.setQueryData(['cart'], cart);
  qc.setQueryData<Profile | null>(['profile'], (p) =>
    p
      ? {
          ...p,
          _cart_summary: { count: cart.items.length + cart.store_items.length + (cart.service_items?.length ?? 0) },
        }
      : p,
  );
}

export const cartQuery = { queryKey: ['cart'], queryFn: () => get<Cart>('/cart') };

export function useCart(enabled = true) {
  return useQuery({ ...cartQuery, enabled });
}
