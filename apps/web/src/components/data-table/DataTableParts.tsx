import { PAGE_SIZES } from '@beatmarket/shared';
import { flexRender, type Table } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { sortDir } from './sort';

export const cellClass = (meta: { secondary?: boolean; numeric?: boolean; fit?: boolean } | undefined) =>
  clsx(
    'py-3 pl-3 sm:pl-4',
    meta?.fit ? 'w-px pr-0' : 'pr-3 sm:pr-4',
    meta?.secondary && 'max-sm:hidden',
    meta?.numeric && 'text-right tabular-nums',
  );

/** Above the table: the search box, the list's own controls and the page size. */
export function DataTableToolbar({
  label,
  search,
  onSearch,
  toolbar,
  perPage,
  onPerPage,
}: {
  label: string;
  search: string;
  onSearch(search: string): void;
  toolbar: ReactNode;
  perPage: number;
  onPerPage(perPage: number): void;
}) {
  return (
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
          onChange={(e) => onSearch(e.target.value)}
          className="h-10 w-full rounded-full bg-zinc-900 pl-9 pr-4 text-sm ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-2 focus:ring-accent-400"
        />
      </div>
      {toolbar && <div className="flex flex-wrap items-center gap-2">{toolbar}</div>}
      <label className="ml-auto flex shrink-0 items-center gap-2 text-sm text-zinc-400">
        <span className="max-sm:sr-only">Per page</span>
        <select
          value={perPage}
          onChange={(e) => onPerPage(Number(e.target.value))}
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
  );
}

/** The header row: sortable columns are buttons that mark their direction. */
export function DataTableHead<T>({
  table,
  sortable,
  sort,
  onSort,
}: {
  table: Table<T>;
  sortable: string[];
  sort: string;
  onSort(id: string): void;
}) {
  return (
    <thead className="bg-zinc-900/80 text-xs uppercase tracking-wider text-zinc-400">
      {table.getHeaderGroups().map((g) => (
        <tr key={g.id}>
          {g.headers.map((h) => {
            const canSort = sortable.includes(h.column.id);
            const dir = canSort ? sortDir(sort, h.column.id) : null;
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
                    onClick={() => onSort(h.column.id)}
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
  );
}

/** Previous, the page numbers around the current one, Next. */
export function DataTablePagination({
  page,
  pages,
  pageNumbers,
  goTo,
}: {
  page: number;
  pages: number;
  pageNumbers: number[];
  goTo(page: number): void;
}) {
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center gap-1">
      <button
        type="button"
        onClick={() => goTo(page - 1)}
        disabled={page <= 1}
        className="rounded-lg px-3 py-1.5 text-sm text-zinc-300 hover:bg-white/5 disabled:opacity-40"
      >
        Previous
      </button>
      {pageNumbers.map((n) => (
        <button
          key={n}
          type="button"
          aria-current={n === page ? 'page' : undefined}
          onClick={() => goTo(n)}
          className={clsx(
            'min-w-9 rounded-lg px-2 py-1.5 text-sm',
            n === page ? 'bg-accent-600 text-white' : 'text-zinc-300 hover:bg-white/5',
          )}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        onClick={() => goTo(page + 1)}
        disabled={page >= pages}
        className="rounded-lg px-3 py-1.5 text-sm text-zinc-300 hover:bg-white/5 disabled:opacity-40"
      >
        Next
      </button>
    </nav>
  );
}
