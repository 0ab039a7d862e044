import { DEFAULT_PAGE_SIZE, FIRST_PAGE, PAGE_SIZES } from '@beatmarket/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TableState } from './DataTable';

const KEYS = ['page', 'per_page', 'search', 'sort'] as const;

/**
 * A list table's page, page size, search and sort kept in the address (`?page=2&search=…`), so a
 * reload, a shared link and back/forward all show the same page. Defaults stay out of the address;
 * values that make no sense there (page 0, 7 per page) fall back to them.
 */
export function useTableState(defaults: Partial<TableState> = {}): [TableState, (next: TableState) => void] {
  const [params, setParams] = useSearchParams();
  const { page = FIRST_PAGE, per_page = DEFAULT_PAGE_SIZE, search = '', sort = '' } = defaults;

  const state = useMemo<TableState>(() => {
    const n = Number(params.get('page'));
    const size = Number(params.get('per_page'));
    return {
      page: Number.isInteger(n) && n >= 1 ? n : page,
      per_page: (PAGE_SIZES as readonly number[]).includes(size) ? size : per_page,
      search: params.get('search') ?? search,
      sort: params.get('sort') ?? sort,
    };
  }, [params, page, per_page, search, sort]);

  const setState = useCallback(
    (next: TableState) => {
      const base: TableState = { page, per_page, search, sort };
      setParams((prev) => {
        const out = new URLSearchParams(prev);
        for (const key of KEYS) {
          if (next[key] === base[key]) out.delete(key);
          else out.set(key, String(next[key]));
        }
        return out;
      });
    },
    [setParams, page, per_page, search, sort],
  );

  return [state, setState];
}
