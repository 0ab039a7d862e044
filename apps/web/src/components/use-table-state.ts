import { DEFAULT_PAGE_SIZE, FIRST_PAGE, PAGE_SIZES } from '@beatmarket/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TableState } from './DataTable';

/** A filter value as the column holds it: a role id is a number, a status a string. */
export type FilterValue = string | number;
/** Field → value(s), sent to the server as the JSON `filter` of spec §7. */
export type ListFilter = Record<string, FilterValue | FilterValue[]>;

/** Everything a list remembers in its address (spec §5 "list state per route"). */
export interface ListTableState extends TableState {
  archived: boolean;
  filter: ListFilter;
}

const KEYS = ['page', 'per_page', 'search', 'sort'] as const;

const isValue = (v: unknown): v is FilterValue =>
  typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

/** Only strings, numbers and lists of them survive a hand-edited address; anything else is dropped. */
function readFilter(raw: string | null, fallback: ListFilter): ListFilter {
  if (raw === null) return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return fallback;
    const out: ListFilter = {};
    for (const [k, v] of Object.entries(parsed)) {
      if (isValue(v)) out[k] = v;
      else if (Array.isArray(v) && v.every(isValue)) out[k] = v;
    }
    return out;
  } catch {
    return fallback;
  }
}

const cleanFilter = (f: ListFilter) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => (Array.isArray(v) ? v.length > 0 : v !== '')));

/**
 * A list table's page, page size, search, sort, archived switch and filters kept in the address
 * (`?page=2&search=…&filter={"status":["paid"]}`), so a reload, a shared link and back/forward all
 * show the same page; each route has its own. Defaults stay out of the address; values that make no
 * sense there (page 0, 7 per page) fall back to them.
 */
export function useTableState(
  defaults: Partial<ListTableState> = {},
): [ListTableState, (next: TableState & Partial<ListTableState>) => void] {
  const [params, setParams] = useSearchParams();
  const { page = FIRST_PAGE, per_page = DEFAULT_PAGE_SIZE, search = '', sort = '', archived = false } = defaults;
  const defaultFilter = defaults.filter;
  const filterKey = JSON.stringify(cleanFilter(defaultFilter ?? {}));

  const state = useMemo<ListTableState>(() => {
    const n = Number(params.get('page'));
    const size = Number(params.get('per_page'));
    return {
      page: Number.isInteger(n) && n >= 1 ? n : page,
      per_page: (PAGE_SIZES as readonly number[]).includes(size) ? size : per_page,
      search: params.get('search') ?? search,
      sort: params.get('sort') ?? sort,
      archived: params.has('archived') ? params.get('archived') === 'true' : archived,
      filter: readFilter(params.get('filter'), JSON.parse(filterKey) as ListFilter),
    };
  }, [params, page, per_page, search, sort, archived, filterKey]);

  const setState = useCallback(
    (next: TableState & Partial<ListTableState>) => {
      const base: TableState = { page, per_page, search, sort };
      setParams((prev) => {
        const out = new URLSearchParams(prev);
        for (const key of KEYS) {
          if (next[key] === base[key]) out.delete(key);
          else out.set(key, String(next[key]));
        }
        if (next.archived !== undefined) {
          if (next.archived === archived) out.delete('archived');
          else out.set('archived', String(next.archived));
        }
        if (next.filter !== undefined) {
          const value = JSON.stringify(cleanFilter(next.filter));
          if (value === filterKey) out.delete('filter');
          else out.set('filter', value);
        }
        return out;
      });
    },
    [setParams, page, per_page, search, sort, archived, filterKey],
  );

  return [state, setState];
}
