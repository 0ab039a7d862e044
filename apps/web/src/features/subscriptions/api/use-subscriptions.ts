import type { ChangePlanInput, ClaimResult, SubscribableData, SubscriptionData, Wire } from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { call, get, post } from '../../../lib/api';

export type Plan = SubscribableData;
export type Subscription = SubscriptionData;
export type Claim = Wire<ClaimResult>;

/** What the payment form hands over (checkout's form: billing address and card or Stripe payment method). */
export interface PayInput {
  address: unknown;
  payment: unknown;
}

const newKey = () => crypto.randomUUID().replace(/-/g, '');

export function usePlan(id: string) {
  return useQuery({
    queryKey: ['subscribable', id],
    queryFn: () => get<Plan>(`/subscribable/${encodeURIComponent(id)}`),
    retry: false,
  });
}

/** The published plans (the server shows buyers only those). */
export function usePlans(enabled = true) {
  return useQuery({
    queryKey: ['subscribable', 'published'],
    queryFn: () => get<Plan[]>('/subscribable/records', { per_page: 100 }),
    enabled,
  });
}

/** Fresh each visit: the allowance and the next charge move with claims and renewals. */
export function useSubscription(id: string) {
  return useQuery({
    queryKey: ['subscription', id],
    queryFn: () => get<Subscription>(`/subscription/${encodeURIComponent(id)}`),
    staleTime: 0,
    retry: false,
    meta: { errorHeader: 'Record load error' },
  });
}

/** The signed-in user's own subscriptions (the server answers a buyer with theirs alone). */
export function useMySubscriptions(enabled = true) {
  return useQuery({
    queryKey: ['subscription', 'mine'],
    queryFn: () => get<Subscription[]>('/subscription/records', { per_page: 100 }),
    enabled,
  });
}

function store(qc: QueryClient, sub: Subscription) {
  qc.setQueryData(['subscription', String(sub.id)], sub);
  void qc.invalidateQueries({ queryKey: ['subscription', 'mine'] });
  // Beat views carry the plan's offer ('N left'): they change with the subscription.
  void qc.invalidateQueries({ queryKey: ['beat'] });
}

/**
 * Subscribes. One key per attempt, as checkout: a double click or a retried request charges once; after a
 * refusal the next attempt gets a fresh key.
 */
export function useSubscribe(planId: number) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const key = useRef(newKey());
  return useMutation({
    mutationFn: (input: PayInput) =>
      call<Subscription>(`/subscribable/${planId}/subscribe`, {
        method: 'POST',
        body: { idempotency_key: key.current, ...input },
      }).then((r) => r.data),
    onSuccess: (sub) => {
      store(qc, sub);
      navigate(`/subscription/${sub.id}`, { replace: true });
    },
    onError: () => {
      key.current = newKey();
    },
  });
}

type Action = 'cancel' | 'resume';
export function useSubscriptionAction(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => post<Subscription>(`/subscription/${id}/${action}`),
    onSuccess: (sub) => store(qc, sub),
  });
}

export function useChangePlan(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePlanInput) => post<Subscription>(`/subscription/${id}/change`, input),
    onSuccess: (sub) => store(qc, sub),
  });
}

/** A new card for renewals; the form's billing address goes to Stripe only, the server takes the payment. */
export function useUpdatePaymentMethod(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ payment }: PayInput) => post<Subscription>(`/subscription/${id}/payment_method`, { payment }),
    onSuccess: (sub) => store(qc, sub),
  });
}

/** A beat's licence out of the allowance: the answer names the zero-amount order holding it. */
export function useClaim(subscriptionId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (beatId: number) => post<Claim>(`/subscription/${subscriptionId}/claim`, { beat_id: beatId }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['subscription'] });
      void qc.invalidateQueries({ queryKey: ['beat'] });
      void qc.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
