import { DATA_TABLE_PAGE_RANGE, DEBOUNCE_MS, type Meta } from '@beatmarket/shared';
import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import type { TableState } from './table-state';
import { toggleSort } from './sort';

/**
 * The search box's debounced text, sent to the list state after a pause, kept in step with a search
 * changed from outside (back/forward through an address that keeps it).
 */
function useTableSearch(state: TableState, onStateChange: (next: TableState) => void) {
  const [search, setSearch] = useState(state.search);
  // A search changed from outside (back/forward through an address that keeps it) replaces what the box shows.
  // The echo of the box's own last search does not: the reader may have typed on while the address changed.
  const [outside, setOutside] = useState(state.search);
  const [sent, setSent] = useState(state.search);
  if (outside !== state.search) {
    setOutside(state.search);
    if (state.search !== sent) {
      setSearch(state.search);
      setSent(state.search);
    }
  }
  useEffect(() => {
    const t = setTimeout(() => {
      if (search === state.search) return;
      setSent(search);
      onStateChange({ ...state, search, page: 1 });
    }, DEBOUNCE_MS.dataTableSearch);
    return () => clearTimeout(t);
  }, [search, state, onStateChange]);
  return [search, setSearch] as const;
}

/** The state of the list table of spec §2: the search box, the rows, the pages and the sort. */
export function useDataTable<T>(
  columns: ColumnDef<T, unknown>[],
  rows: T[] | undefined,
  meta: Meta | undefined,
  state: TableState,
  onStateChange: (next: TableState) => void,
) {
  const [search, setSearch] = useTableSearch(state, onStateChange);
  const table = useReactTable({
    data: rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
  });
  const pages = Math.max(1, Math.ceil((meta?.found ?? 0) / state.per_page));
  const first = Math.max(1, state.page - DATA_TABLE_PAGE_RANGE);
  const pageNumbers = Array.from(
    { length: Math.min(pages, state.page + DATA_TABLE_PAGE_RANGE) - first + 1 },
    (_, i) => first + i,
  );
  const goTo = (page: number) => page >= 1 && page <= pages && page !== state.page && onStateChange({ ...state, page });
  const sortBy = (id: string) => onStateChange({ ...state, sort: toggleSort(state.sort, id), page: 1 });
  const setPerPage = (per_page: number) => onStateChange({ ...state, per_page, page: 1 });
  return { search, setSearch, table, pages, pageNumbers, goTo, sortBy, setPerPage };
}
