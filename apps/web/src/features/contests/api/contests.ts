import type { ContestData, ContestInput, ContestSummaryData, ContestWinnersInput } from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/api';
import type { Beat } from '../../../lib/beat';

const listKey = ['contests'] as const;
const pageKey = (slug: string) => ['contests', slug] as const;

/** The public list: open, voting and past contests (drafts too for administrators). */
export function useContests() {
  return useQuery({ queryKey: listKey, queryFn: () => get<ContestSummaryData[]>('/contests') });
}

/** One contest's page, with what the viewer may do there. */
export function useContest(slug: string | null) {
  return useQuery({
    queryKey: pageKey(slug ?? ''),
    queryFn: () => get<ContestData>(`/contests/${slug}`),
    enabled: slug !== null,
  });
}

/** The store's published artist features, which a contest may give as a prize (decision 0093). */
export function useFeatureListings(enabled: boolean) {
  return useQuery({
    queryKey: ['records', 'beat', 'contest-features'],
    queryFn: () =>
      get<Beat[]>('/beat/records', {
        per_page: 100,
        filter: JSON.stringify({ family: 'feature', status: 'published' }),
      }),
    enabled,
  });
}

function useRefresh() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: listKey });
}

/** Administrators: creates a contest, or saves every field of one. */
export function useSaveContest(id: number | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (values: ContestInput) =>
      post<{ id: number; slug: string }>(id ? `/contests/${id}` : '/contests', values),
    onSuccess: refresh,
  });
}

/** An entry (title and uploaded song), a vote, or the administrators' winners; the page reloads after each. */
export function useContestActions(id: number) {
  const refresh = useRefresh();
  return {
    enter: useMutation({
      mutationFn: (body: { title: string; file_token: string }) =>
        post<{ id: number }>(`/contests/${id}/entries`, body),
      onSettled: refresh,
    }),
    vote: useMutation({
      mutationFn: (entryId: number) => post<{ entry_id: number }>(`/contests/${id}/vote`, { entry_id: entryId }),
      onSettled: refresh,
    }),
    pick: useMutation({
      mutationFn: (body: ContestWinnersInput) => post<{ winners: number }>(`/contests/${id}/winners`, body),
      onSettled: refresh,
    }),
  };
}
