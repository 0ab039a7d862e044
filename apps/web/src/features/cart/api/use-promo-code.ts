import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del, get } from '../../../lib/api';
import { applyCart, type Cart } from '../../../lib/cart';

/** GET /coupon/rebate/{code} puts a promo code on the cart; the answer is the re-priced cart. */
export function usePromoCode() {
  const qc = useQueryClient();
  const apply = useMutation({
    mutationFn: (code: string) => get<Cart>(`/coupon/rebate/${encodeURIComponent(code.trim())}`),
    onSuccess: (cart) => applyCart(qc, cart),
  });
  const remove = useMutation({
    mutationFn: () => del<Cart>('/coupon/rebate'),
    onSuccess: (cart) => applyCart(qc, cart),
  });
  return { apply, remove };
}
