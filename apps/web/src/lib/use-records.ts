import type { Meta } from '@beatmarket/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from './api';

export interface ListState {
  page: number;
  per_page: number;
  search: string;
  sort: string;
  archived?: boolean;
  /** Field → value (or values); sent as the JSON `filter` of spec §7. Empty or absent: no filter. */
  filter?: Record<string, unknown>;
}

const filterParam = (filter?: Record<string, unknown>) => {
  const set = Object.entries(filter ?? {}).filter(
    ([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
  );
  return set.length ? JSON.stringify(Object.fromEntries(set)) : undefined;
};

/** One page of an entity list; the previous page stays on screen while the next loads. */
export function useRecords<T>(entity: string, state: ListState) {
  return useQuery({
    queryKey: ['records', entity, state],
    queryFn: () =>
      call<T[]>(`/${entity}/records`, {
        query: {
          page: state.page,
          per_page: state.per_page,
          search: state.search,
          sort: state.sort,
          archived: state.archived || undefined,
          filter: filterParam(state.filter),
        },
      }),
    placeholderData: keepPreviousData,
  });
}
export type RecordsResult<T> = { data: T[]; meta: Meta };
