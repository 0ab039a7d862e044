import type {
  ServiceMessage,
  ServiceOrderSummary,
  ServiceOrderView,
  ServiceQuote,
  ServiceRequest,
} from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/api';
import { applyCart, type Cart } from '../../../lib/cart';

// Apart from the threads' keys, so a step's answer is not refetched over by reloading the lists.
const listKey = ['service-orders', 'list'] as const;
const orderKey = (id: number) => ['service-orders', 'order', id] as const;

/** The viewer's own service orders (as buyer or seller), or every one for administrators (`all`). */
export function useServiceOrders(all: boolean) {
  return useQuery({
    queryKey: [...listKey, all ? 'all' : 'mine'],
    queryFn: () => get<ServiceOrderSummary[]>('/service-orders', all ? { all: '1' } : undefined),
  });
}

/** One thread, with what the viewer may do next (its `actions`). */
export function useServiceOrder(id: number) {
  return useQuery({ queryKey: orderKey(id), queryFn: () => get<ServiceOrderView>(`/service-orders/${id}`) });
}

/** The buyer's request: the thread it opens comes back. */
export function useRequestService() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceRequest) => post<ServiceOrderView>('/service-orders', body),
    onSuccess: (order) => {
      qc.setQueryData(orderKey(order.id), order);
      void qc.invalidateQueries({ queryKey: listKey });
      // A fixed price put the deposit in the cart at once (decision 0097): the header's count follows.
      if (order.status === 'accepted')
        void get<Cart>('/cart')
          .then((cart) => applyCart(qc, cart))
          .catch(() => undefined);
    },
  });
}

/** A step's body, per step; those without a body send none. */
export interface StepBodies {
  quote: ServiceQuote;
  decline: { reason?: string };
  accept: undefined;
  messages: ServiceMessage;
  deliver: ServiceMessage;
  revision: ServiceMessage;
  approve: undefined;
  cancel: { reason?: string };
}
export type Step = keyof StepBodies;

/**
 * One step on the thread. Every step answers the thread as it now stands; accepting a quote or a delivery
 * also puts a milestone in the cart, so the cart is reloaded too.
 */
export function useServiceStep<S extends Step>(id: number, step: S) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: StepBodies[S]) => post<ServiceOrderView>(`/service-orders/${id}/${step}`, body ?? {}),
    onSuccess: (order) => {
      qc.setQueryData(orderKey(id), order);
      void qc.invalidateQueries({ queryKey: listKey });
      // The milestone entered (or left) the cart: the cart and the header's count follow. A failed reload
      // leaves the old count until the next page, which is no reason to report the step as failed.
      if (step === 'accept' || step === 'approve' || step === 'cancel')
        void get<Cart>('/cart')
          .then((cart) => applyCart(qc, cart))
          .catch(() => undefined);
    },
    // A conflict (the order moved on) leaves a stale page: reload it.
    onError: () => void qc.invalidateQueries({ queryKey: orderKey(id) }),
  });
}
