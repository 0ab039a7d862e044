import { DEFAULT_PAGE_SIZE } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { Download } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { chip } from '../../../components/data-table/Toolbar';
import { DataTable, type TableState } from '../../../components/DataTable';
import { sortDir } from '../../../components/data-table/sort';
import { downloadText } from '../../../lib/download-text';
import { centsCell, toCsv } from '../csv';
import { formatMoney } from '../money';

/** A money column: formatted on screen, sorted by cents, exported as dollars ("12.34"). */
export function moneyColumn<T>(
  id: string,
  header: string,
  pick: (row: T) => number,
  more: Partial<ReportColumn<T>> = {},
): ReportColumn<T> {
  return {
    id,
    header,
    cell: (r) => formatMoney(pick(r)),
    value: pick,
    csv: (r) => centsCell(pick(r)),
    numeric: true,
    ...more,
  };
}

export interface ReportColumn<T> {
  id: string;
  header: string;
  cell(row: T): ReactNode;
  /** What sorting and the CSV use: a number (cents) or text. */
  value(row: T): string | number;
  /** The CSV cell when it differs from `value` (cents → "12.34"). */
  csv?(row: T): string | number;
  numeric?: boolean;
  secondary?: boolean;
}

interface Props<T> {
  label: string;
  rows: T[] | undefined;
  loading: boolean;
  columns: ReportColumn<T>[];
  /** The columns of the CSV export, when they differ from those shown. */
  csvColumns?: ReportColumn<T>[];
  /** The text the search box matches (a producer's name and email). */
  searchText(row: T): string;
  defaultSort: string;
  /** File name of the CSV export. */
  exportName: string;
  onRowClick?(row: T): void;
}

/**
 * A report (computed rows, not an entity list) on the admin data table: search, sort and pages happen in
 * the browser, and Export saves exactly the rows found as CSV (amounts in dollars, "12.34").
 */
export function ReportTable<T>(p: Props<T>) {
  const [state, setState] = useState<TableState>({
    page: 1,
    per_page: DEFAULT_PAGE_SIZE,
    search: '',
    sort: p.defaultSort,
  });
  const { rows: all, columns: cols, searchText } = p;
  const found = useMemo(() => {
    const q = state.search.trim().toLowerCase();
    const rows = (all ?? []).filter((r) => !q || searchText(r).toLowerCase().includes(q));
    const id = state.sort.replace(/^-/, '');
    const col = cols.find((c) => c.id === id);
    if (!col) return rows;
    const dir = sortDir(state.sort, id) === 'desc' ? -1 : 1;
    return [...rows].sort((a, b) => {
      const [x, y] = [col.value(a), col.value(b)];
      return dir * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)));
    });
  }, [all, cols, searchText, state.search, state.sort]);
  const page = found.slice((state.page - 1) * state.per_page, state.page * state.per_page);
  const columns = useMemo<ColumnDef<T, unknown>[]>(
    () =>
      p.columns.map((c) => ({
        id: c.id,
        header: c.header,
        meta: { numeric: c.numeric, secondary: c.secondary },
        cell: ({ row }) => c.cell(row.original),
      })),
    [p.columns],
  );
  const exportCsv = () => {
    const cols = p.csvColumns ?? p.columns;
    downloadText(
      p.exportName,
      toCsv(
        cols.map((c) => c.id),
        found.map((r) => cols.map((c) => (c.csv ?? c.value)(r))),
      ),
    );
  };
  return (
    <DataTable
      label={p.label}
      columns={columns}
      rows={p.rows ? page : undefined}
      meta={p.rows ? { found: found.length, total: p.rows.length, csrf: '' } : undefined}
      loading={p.loading}
      state={state}
      onStateChange={setState}
      sortable={p.columns.map((c) => c.id)}
      onRowClick={p.onRowClick}
      toolbar={
        <button
          type="button"
          onClick={exportCsv}
          disabled={!found.length}
          className={clsx(chip, 'bg-zinc-900 text-zinc-300 ring-white/10 hover:text-white disabled:opacity-50')}
        >
          <Download className="size-4" aria-hidden />
          <span className="max-sm:sr-only">Export</span>
        </button>
      }
    />
  );
}
