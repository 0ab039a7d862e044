import type { SubscribableData, SubscribableInput, SubscriptionData, TrialRule } from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, post } from '../../lib/api';

/** One row of GET /subscribable/records. */
export type PlanRecord = SubscribableData;
/** One row of GET /subscription/records (administrators see every subscriber's). */
export type SubscriptionRecord = SubscriptionData;

const refresh = (qc: ReturnType<typeof useQueryClient>) =>
  qc.invalidateQueries({ queryKey: ['records', 'subscribable'] });

export function useCreatePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SubscribableInput) => post<PlanRecord>('/subscribable/create', input),
    onSuccess: () => refresh(qc),
  });
}

/** Saves the changed fields of a plan (POST /subscribable/{id}/save). */
export function useSavePlan(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<SubscribableInput>) => post<PlanRecord>(`/subscribable/${id}/save`, change),
    onSuccess: () => refresh(qc),
  });
}

/** Archive (soft delete) or restore: subscribers keep their subscriptions; nobody new can subscribe. */
export function useArchivePlan(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (restore: boolean) =>
      restore ? post<PlanRecord>(`/subscribable/${id}/restore`) : del<PlanRecord>(`/subscribable/${id}`),
    onSuccess: () => refresh(qc),
  });
}

/** The producer's rule for their plans' free trials (issue 31): one per account across all their plans, or per plan. */
export function useTrialRule() {
  return useQuery({ queryKey: ['trial-rule'], queryFn: () => get<TrialRule>('/subscribable/trial_rule') });
}
export function useSetTrialRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (rule: TrialRule) => post<TrialRule>('/subscribable/set_trial_rule', rule),
    onSuccess: (rule) => qc.setQueryData(['trial-rule'], rule),
  });
}
