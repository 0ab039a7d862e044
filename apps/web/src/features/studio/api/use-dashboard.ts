import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableState } from '../../../components/DataTable';
import { call } from '../../../lib/api';
import type { StudioBeat } from './use-studio-beat';

/** Newest first until the producer sorts by a column. */
export const DASHBOARD_DEFAULTS: Partial<TableState> = { sort: '-created' };
/** Columns GET /dashboard/beats sorts by (besides `created`, the default). */
export const DASHBOARD_SORTABLE = ['title', 'plays'];

/** The producer's own and coproduced beats in every state, one table page; refreshed while any is processing. */
export function useDashboardBeats(state: TableState) {
  return useQuery({
    queryKey: ['dashboard', state],
    queryFn: () =>
      call<StudioBeat[]>('/dashboard/beats', {
        query: { page: state.page, per_page: state.per_page, search: state.search || undefined, sort: state.sort },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some((b) => b.media_state === 'processing') ? 3000 : false),
  });
}
