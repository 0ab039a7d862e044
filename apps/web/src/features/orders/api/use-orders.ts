import type { LicenseCheckView, Wire } from '@beatmarket/shared';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';
import type { OrderView, PurchaseSummary } from '../../../lib/orders';

/** The order page reads fresh each visit: its download links are renewed by the server every time. */
export function useOrder(id: string) {
  return useQuery({
    queryKey: ['order', id],
    queryFn: () => get<OrderView>(`/order/${encodeURIComponent(id)}`),
    staleTime: 0,
    retry: false,
    meta: { errorHeader: 'Record load error' },
  });
}

/** The buyer's orders, newest first, each naming its beats. */
export function useMyOrders() {
  return useQuery({ queryKey: ['orders', 'mine'], queryFn: () => get<PurchaseSummary[]>('/order/purchases') });
}

export type LicenseCheck = Wire<LicenseCheckView>;
export function useLicenseCheck(code: string) {
  return useQuery({
    queryKey: ['license-check', code],
    queryFn: () => get<LicenseCheck>(`/license/verify/${encodeURIComponent(code)}`),
    retry: false,
  });
}
