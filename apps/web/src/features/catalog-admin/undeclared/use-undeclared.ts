import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, post } from '../../../lib/api';

export interface UndeclaredBeat {
  id: number;
  slug: string;
  title: string;
  producer_name: string;
  published_at: string | null;
  asked_at: string | null;
}

const KEY = ['undeclared-samples'];

/** Beats without a sample declaration (decision 0091), published ones first, 50 a page. */
export function useUndeclared(page: number) {
  return useQuery({
    queryKey: [...KEY, page],
    queryFn: () => call<UndeclaredBeat[]>('/beat/undeclared-samples', { query: { page } }),
  });
}

/** Mails the producer the editable "sample-declaration-requested" template (once a day per beat). */
export function useAskToDeclare() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => post(`/beat/${id}/ask-sample-declaration`),
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}
