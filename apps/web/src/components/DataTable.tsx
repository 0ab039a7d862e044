import { type Meta } from '@beatmarket/shared';
import { flexRender, type ColumnDef, type RowData } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cellClass, DataTableHead, DataTablePagination, DataTableToolbar } from './data-table/DataTableParts';
import type { TableState } from './data-table/table-state';
import { useDataTable } from './data-table/use-data-table';
import { EmptyState } from './EmptyState';
import { Spinner } from './Spinner';

export type { TableState };

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
  const { search, setSearch, table, pages, pageNumbers, goTo, sortBy, setPerPage } = useDataTable(
    columns,
    rows,
    meta,
    state,
    onStateChange,
  );

  return (
    <div className="flex flex-col gap-4">
      <DataTableToolbar
        label={label}
        search={search}
        onSearch={setSearch}
        toolbar={toolbar}
        perPage={state.per_page}
        onPerPage={setPerPage}
      />
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
          <DataTableHead table={table} sortable={sortable} sort={state.sort} onSort={sortBy} />
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
      {pages > 1 && <DataTablePagination page={state.page} pages={pages} pageNumbers={pageNumbers} goTo={goTo} />}
    </div>
  );
}
