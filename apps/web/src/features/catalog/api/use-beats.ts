import type { Meta } from '@beatmarket/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import type { Beat } from '../../../lib/beat';

export interface BeatListParams {
  search?: string;
  sort?: string;
  filter?: Record<string, unknown>;
  perPage?: number;
  page?: number;
}

export function beatsQueryKey(p: BeatListParams) {
  return ['records', 'beat', p] as const;
}

export function useBeats(p: BeatListParams, enabled = true) {
  return useQuery({
    queryKey: beatsQueryKey(p),
    queryFn: (): Promise<{ data: Beat[]; meta: Meta }> =>
      call<Beat[]>('/beat/records', {
        query: {
          search: p.search,
          sort: p.sort,
          per_page: p.perPage ?? 25,
          page: p.page ?? 1,
          filter: p.filter ? JSON.stringify(p.filter) : undefined,
        },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
