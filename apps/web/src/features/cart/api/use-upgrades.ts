import type { HeldLicenceView } from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/api';
import { applyCart, type Cart } from '../../../lib/cart';

/** The signed-in buyer's licences of a beat and what each can be upgraded to (decision 0095). */
export function useHeldLicences(beatId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['upgrades', beatId],
    queryFn: () => get<HeldLicenceView[]>(`/upgrades/beat/${beatId}`),
    enabled,
  });
}

/** Puts an upgrade in the cart: the line names the licence it supersedes and costs the difference (a refusal shows where it was asked). */
export function useUpgrade() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { itemId: number; license_id: number; trackouts_id: number | null }) =>
      post<Cart>(`/cart/upgrade/${input.itemId}`, { license_id: input.license_id, trackouts_id: input.trackouts_id }),
    onSuccess: (cart) => applyCart(qc, cart),
  });
}
