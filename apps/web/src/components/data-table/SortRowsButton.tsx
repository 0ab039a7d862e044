import type { ColumnDef } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { ArrowDownUp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { parseSort } from './sort';
import type { SortField } from './SortRowsDialog';
import { chip } from './Toolbar';

// dnd-kit comes with the dialog, on the first open: a list that is only read never loads it.
const SortRowsDialog = lazy(() => import('./SortRowsDialog').then((m) => ({ default: m.SortRowsDialog })));

/** The column's header when it is plain text, else its id (a column with a rendered header names itself). */
const headerLabel = <T,>(c: ColumnDef<T, unknown> | undefined, id: string) =>
  typeof c?.header === 'string' ? c.header : id;

/** Opens Sort Rows over the list's sortable columns; shows how many sort keys apply when more than one. */
export function SortRowsButton<T>({
  columns,
  sortable,
  sort,
  onSort,
}: {
  columns: ColumnDef<T, unknown>[];
  sortable: string[];
  sort: string;
  onSort(sort: string): void;
}) {
  const [open, setOpen] = useState(false);
  const fields: SortField[] = sortable.map((id) => ({
    id,
    label: headerLabel(
      columns.find((c) => c.id === id),
      id,
    ),
  }));
  const keys = parseSort(sort).length;
  if (fields.length === 0) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={clsx(chip, 'bg-zinc-900 text-zinc-300 ring-white/10 hover:text-white')}
      >
        <ArrowDownUp className="size-4" aria-hidden />
        <span className="max-sm:sr-only">Sort Rows</span>
        {keys > 1 && (
          <span className="rounded-full bg-accent-600/20 px-1.5 text-xs tabular-nums text-accent-300">{keys}</span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SortRowsDialog open fields={fields} sort={sort} onSort={onSort} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
