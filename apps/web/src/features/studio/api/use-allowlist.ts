import type { AllowlistView, Wire } from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/api';

export type Allowlist = Wire<AllowlistView>;

/** The producer's Content ID allowlist (decision 0092): every channel a standing licence of their beats covers. */
export function useAllowlist() {
  return useQuery({ queryKey: ['allowlist'], queryFn: () => get<Allowlist>('/allowlist') });
}

/** A new secret feed address; the old one stops answering at once. */
export function useRotateFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => post<{ feed_url: string }>('/allowlist/feed'),
    onSuccess: ({ feed_url }) => qc.setQueryData<Allowlist>(['allowlist'], (a) => a && { ...a, feed_url }),
  });
}
