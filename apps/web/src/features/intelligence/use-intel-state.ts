import { PAGE_SIZES, type IntelBeatSort } from '@beatmarket/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TableState } from '../../components/DataTable';
import { DEFAULT_PRESET, readRange, type IntelRange } from './range';

export type IntelTab = 'beats' | 'producers';
export const TABLE_DEFAULTS: TableState = {
  page: 1,
  per_page: 25,
  search: '',
  sort: '-plays' satisfies `-${IntelBeatSort}`,
};

/**
 * The intelligence screens' state in the address (range, tab, the table's page, size, search and sort), so a
 * reload or a shared link shows the same figures. `prefix` keeps the dashboard's own list keys apart ("i_").
 */
export function useIntelState(prefix = '', perPage = TABLE_DEFAULTS.per_page) {
  const [params, setParams] = useSearchParams();
  const key = useCallback((k: string) => `${prefix}${k}`, [prefix]);
  const range = useMemo(
    () => readRange(params.get(key('range')), params.get(key('from')), params.get(key('to'))),
    [params, key],
  );
  const tab: IntelTab = params.get(key('tab')) === 'producers' ? 'producers' : 'beats';
  const table = useMemo<TableState>(() => {
    const page = Number(params.get(key('page')));
    const size = Number(params.get(key('per_page')));
    return {
      page: Number.isInteger(page) && page >= 1 ? page : TABLE_DEFAULTS.page,
      per_page: (PAGE_SIZES as readonly number[]).includes(size) ? size : perPage,
      search: params.get(key('search')) ?? '',
      sort: params.get(key('sort')) ?? TABLE_DEFAULTS.sort,
    };
  }, [params, key, perPage]);

  /** Sets the given keys (undefined or the default removes them) and keeps the rest of the address. */
  const update = useCallback(
    (values: Record<string, string | number | undefined>) =>
      setParams((prev) => {
        const out = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(values)) {
          if (v === undefined || v === '') out.delete(key(k));
          else out.set(key(k), String(v));
        }
        return out;
      }),
    [setParams, key],
  );
  const setRange = useCallback(
    (next: IntelRange) =>
      update({
        range: next.preset === DEFAULT_PRESET ? undefined : next.preset,
        from: next.preset === 'custom' ? next.from : undefined,
        to: next.preset === 'custom' ? next.to : undefined,
        // Another range is another list: back to its first page.
        page: undefined,
      }),
    [update],
  );
  const setTab = useCallback(
    (next: IntelTab) =>
      update({ tab: next === 'beats' ? undefined : next, page: undefined, search: undefined, sort: undefined }),
    [update],
  );
  const setTable = useCallback(
    (next: TableState) =>
      update({
        page: next.page === TABLE_DEFAULTS.page ? undefined : next.page,
        per_page: next.per_page === perPage ? undefined : next.per_page,
        search: next.search,
        sort: next.sort === TABLE_DEFAULTS.sort ? undefined : next.sort,
      }),
    [update, perPage],
  );
  // The beat whose drop-off is open (decision 0103), or none.
  const beatParam = Number(params.get(key('beat')));
  const beat = Number.isInteger(beatParam) && beatParam > 0 ? beatParam : undefined;
  const setBeat = useCallback((next: number | undefined) => update({ beat: next }), [update]);
  return { range, setRange, tab, setTab, table, setTable, beat, setBeat };
}
