import type { CopyMatchView, CopyVerdict } from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/api';

const KEY = ['copy-reviews'];

/** Uploads held as possible copies (decision 0105), oldest first. */
export function useCopyReviews() {
  return useQuery({ queryKey: KEY, queryFn: () => get<CopyMatchView[]>('/copy-reviews') });
}

/** The back office's badge on Copy Reviews; refreshed by a verdict (same key prefix) and every minute. */
export function useHeldUploadCount(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'count'],
    queryFn: () => get<{ count: number }>('/copy-reviews/count'),
    enabled,
    staleTime: 30_000,
    refetchInterval: enabled ? 60_000 : false,
  });
}

/** Clears (publishable again) or rejects a held upload. */
export function useCopyVerdict() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verdict }: { id: number; verdict: CopyVerdict['verdict'] }) =>
      post<CopyMatchView>(`/copy-reviews/${id}/verdict`, { verdict }),
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}
