import type { CopyMatchView, CopyVerdict } from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/api';

const KEY = ['copy-reviews'];

/** Uploads held as possible copies (decision 0105), oldest first. */
export function useCopyReviews() {
  return useQuery({ queryKey: KEY, queryFn: () => get<CopyMatchView[]>('/copy-reviews') });
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
