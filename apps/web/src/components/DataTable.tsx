import { DATA_TABLE_PAGE_RANGE, DEBOUNCE_MS, PAGE_SIZES, type Meta } from '@beatmarket/shared';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, Search } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { sortDir, toggleSort } from './data-table/sort';
import { EmptyState } from './EmptyState';
import { Spinner } from './Spinner';

export interface TableState {
  page: number;
  per_page: number;
  search: string;
  sort: string;
}

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match the library's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Hidden on phones, so the table fits a 390 px screen without sideways scrolling. */
    secondary?: boolean;
    /** Numbers line up on the right. */
    numeric?: boolean;
    /** As narrow as its content, no gap after it (the selection checkboxes). */
    fit?: boolean;
  }
}

const cellClass = (meta: { secondary?: boolean; numeric?: boolean; fit?: boolean } | undefined) =>
  clsx(
    'py-3 pl-3 sm:pl-4',
    meta?.fit ? 'w-px pr-0' : 'pr-3 sm:pr-4',
    meta?.secondary && 'max-sm:hidden',
    meta?.numeric && 'text-right tabular-nums',
  );

interface Props<T> {
  label: string;
  columns: ColumnDef<T, unknown>[];
  rows: T[] | undefined;
  meta: Meta | undefined;
  loading: boolean;
  state: TableState;
  onStateChange(next: TableState): void;
  /** The event tells a plain click from a Ctrl/Cmd click (a new tab). */
  onRowClick?(row: T, event: MouseEvent | KeyboardEvent): void;
  /** Column ids the server can sort by. */
  sortable: string[];
  /** Shown in the empty state: the list's add button (spec §2). */
  emptyAction?: ReactNode;
  /** Controls beside the search box (filters, archived switch, export, Sort Rows). */
  toolbar?: ReactNode;
  /** Above the table, under the toolbar: the bulk action bar while rows are selected. */
  banner?: ReactNode;
  /** Selected rows are marked (aria-selected) and tinted. */
  isSelected?(row: T): boolean;
}

/** List table of spec §2: search, sortable columns, pagination, page sizes, 'found / total' caption, empty state. */
export function DataTable<T>({
  label,
  columns,
  rows,
  meta,
  loading,
  state,
  onStateChange,
  onRowClick,
  sortable,
  emptyAction,
  toolbar,
  banner,
  isSelected,
}: Props<T>) {
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

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2 sm:gap-3">
        <div className="relative min-w-0 flex-1 basis-48 sm:max-w-xs">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-zinc-400"
            aria-hidden
          />
          <input
            aria-label={`Search ${label}`}
            placeholder="Search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="h-10 w-full rounded-full bg-zinc-900 pl-9 pr-4 text-sm ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-2 focus:ring-accent-400"
          />
        </div>
        {toolbar && <div className="flex flex-wrap items-center gap-2">{toolbar}</div>}
        <label className="ml-auto flex shrink-0 items-center gap-2 text-sm text-zinc-400">
          <span className="max-sm:sr-only">Per page</span>
          <select
            value={state.per_page}
            onChange={(e) => onStateChange({ ...state, per_page: Number(e.target.value), page: 1 })}
            className="h-9 rounded-lg bg-zinc-900 px-2 text-zinc-100 ring-1 ring-inset ring-white/10"
          >
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      {banner}
      <div className="overflow-x-auto rounded-2xl ring-1 ring-white/5">
        {/* Named by its label, not its page caption: a page may hold several tables (the dashboard does). */}
        <table aria-label={label} className="w-full text-left text-sm sm:min-w-[40rem]">
          <caption className="caption-bottom px-4 py-3 text-left text-xs text-zinc-400">
            {loading && <Spinner className="mr-2 size-3" />}
            {meta
              ? `${meta.found}${meta.other_query_info?.found_capped ? '+' : ''} / ${meta.total}${meta.other_query_info?.total_capped ? '+' : ''}`
              : ''}
          </caption>
          <thead className="bg-zinc-900/80 text-xs uppercase tracking-wider text-zinc-400">
            {table.getHeaderGroups().map((g) => (
              <tr key={g.id}>
                {g.headers.map((h) => {
                  const canSort = sortable.includes(h.column.id);
                  const dir = canSort ? sortDir(state.sort, h.column.id) : null;
                  return (
                    <th
                      key={h.id}
                      scope="col"
                      className={clsx(cellClass(h.column.columnDef.meta), 'font-semibold')}
                      aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          onClick={() => sortBy(h.column.id)}
                          className="inline-flex items-center gap-1 uppercase tracking-wider hover:text-white"
                        >
                          {flexRender(h.column.columnDef.header, h.getContext())}
                          {dir === 'asc' ? (
                            <ArrowUp className="size-3" />
                          ) : dir === 'desc' ? (
                            <ArrowDown className="size-3" />
                          ) : null}
                        </button>
                      ) : (
                        flexRender(h.column.columnDef.header, h.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-white/5">
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                aria-selected={isSelected ? isSelected(row.original) : undefined}
                onClick={(e) => onRowClick?.(row.original, e)}
                // Rows that open a record are reachable and openable from the keyboard too.
                tabIndex={onRowClick ? 0 : undefined}
                onKeyDown={(e) =>
                  onRowClick &&
                  (e.key === 'Enter' || e.key === ' ') &&
                  (e.preventDefault(), onRowClick(row.original, e))
                }
                className={clsx(
                  isSelected?.(row.original) ? 'bg-accent-600/10' : 'bg-zinc-950',
                  onRowClick && 'cursor-pointer hover:bg-white/[0.03] focus-visible:bg-white/[0.05]',
                )}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={clsx(cellClass(cell.column.columnDef.meta), 'text-zinc-200')}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {!loading && rows?.length === 0 && (
          <div className="p-4">
            <EmptyState>{emptyAction}</EmptyState>
          </div>
        )}
      </div>
      {pages > 1 && (
        <nav aria-label="Pagination" className="flex flex-wrap items-center gap-1">
          <button
            type="button"
            onClick={() => goTo(state.page - 1)}
            disabled={state.page <= 1}
            className="rounded-lg px-3 py-1.5 text-sm text-zinc-300 hover:bg-white/5 disabled:opacity-40"
          >
            Previous
          </button>
          {pageNumbers.map((n) => (
            <button
              key={n}
              type="button"
              aria-current={n === state.page ? 'page' : undefined}
              onClick={() => goTo(n)}
              className={clsx(
                'min-w-9 rounded-lg px-2 py-1.5 text-sm',
                n === state.page ? 'bg-accent-600 text-white' : 'text-zinc-300 hover:bg-white/5',
              )}
            >
              {n}
            </button>
          ))}
          <button
            type="button"
            onClick={() => goTo(state.page + 1)}
            disabled={state.page >= pages}
            className="rounded-lg px-3 py-1.5 text-sm text-zinc-300 hover:bg-white/5 disabled:opacity-40"
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
