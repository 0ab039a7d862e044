import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import type { StudioBeat } from './use-studio-beat';

export const DASHBOARD_PAGE_SIZE = 25;

/** The producer's own and coproduced beats in every state, newest first; refreshed while any is processing. */
export function useDashboardBeats(page: number) {
  return useQuery({
    queryKey: ['dashboard', page],
    queryFn: () => call<StudioBeat[]>('/dashboard/beats', { query: { page, per_page: DASHBOARD_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some((b) => b.media_state === 'processing') ? 3000 : false),
  });
}
