import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del, post } from '../../../lib/api';
import { applyCart, type Cart } from '../../../lib/cart';

/**
 * POST /coupon/rebate/{code} (spec §7's path; a POST since it changes the cart, issue 31) puts a promo code
 * on the cart; the answer is the re-priced cart. Tries are limited: a 429 says how long to wait.
 */
export function usePromoCode() {
  const qc = useQueryClient();
  const apply = useMutation({
    mutationFn: (code: string) => post<Cart>(`/coupon/rebate/${encodeURIComponent(code.trim())}`),
    onSuccess: (cart) => applyCart(qc, cart),
  });
  const remove = useMutation({
    mutationFn: () => del<Cart>('/coupon/rebate'),
    onSuccess: (cart) => applyCart(qc, cart),
  });
  return { apply, remove };
}
