import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';

export type SelectionMode = 'multiple' | 'single';

export interface Selection<T> {
  ids: number[];
  has(row: T): boolean;
  toggle(row: T): void;
  /** Select every selectable row of the page, or clear them when all already are. */
  togglePage(rows: T[]): void;
  clear(ids?: number[]): void;
}

/**
 * Rows selected by their entity id (spec §5 idField), so a selection survives paging and a refetch
 * that brings new row objects. Single mode keeps one: selecting a row clears the previous one; an
 * unselectable row changes nothing (spec §6 data table multi-select).
 */
export function useSelection<T>(
  getId: (row: T) => number,
  mode: SelectionMode,
  selectable: (row: T) => boolean,
): Selection<T> {
  const [ids, setIds] = useState<number[]>([]);
  const has = useCallback((row: T) => ids.includes(getId(row)), [ids, getId]);
  const toggle = useCallback(
    (row: T) => {
      if (!selectable(row)) return;
      const id = getId(row);
      setIds((cur) => (cur.includes(id) ? cur.filter((x) => x !== id) : mode === 'single' ? [id] : [...cur, id]));
    },
    [getId, mode, selectable],
  );
  const togglePage = useCallback(
    (rows: T[]) => {
      const page = rows.filter(selectable).map(getId);
      setIds((cur) =>
        page.every((id) => cur.includes(id))
          ? cur.filter((id) => !page.includes(id))
          : [...cur, ...page.filter((id) => !cur.includes(id))],
      );
    },
    [getId, selectable],
  );
  const clear = useCallback(
    (only?: number[]) => setIds((cur) => (only ? cur.filter((id) => !only.includes(id)) : [])),
    [],
  );
  return useMemo(() => ({ ids, has, toggle, togglePage, clear }), [ids, has, toggle, togglePage, clear]);
}

const box = 'block size-4 cursor-pointer rounded accent-accent-500 disabled:cursor-not-allowed disabled:opacity-40';

/** The checkbox column: one per row, and "select all on this page" in the header (multiple mode). */
export function selectColumn<T>(
  sel: Selection<T>,
  mode: SelectionMode,
  rows: T[],
  selectable: (row: T) => boolean,
  describe: (row: T) => string,
): ColumnDef<T, unknown> {
  const choosable = rows.filter(selectable);
  const all = choosable.length > 0 && choosable.every(sel.has);
  const some = choosable.some(sel.has);
  return {
    id: '_select',
    meta: { fit: true },
    header: () =>
      mode === 'multiple' ? (
        <input
          type="checkbox"
          aria-label="Select all on this page"
          className={box}
          checked={all}
          disabled={choosable.length === 0}
          ref={(el) => {
            if (el) el.indeterminate = some && !all;
          }}
          onChange={() => sel.togglePage(rows)}
        />
      ) : (
        <span className="sr-only">Select</span>
      ),
    // The row itself opens the record; ticking its box must not. The label spreads over the cell's
    // padding, so a tap that misses the small box by a little ticks it instead of opening the row.
    cell: ({ row }) => (
      <label
        className="-my-3 -ml-3 flex cursor-pointer py-3 pl-3 pr-3 sm:-ml-4 sm:pl-4"
        onClick={(e) => e.stopPropagation()}
      >
        <input
          type="checkbox"
          aria-label={`Select ${describe(row.original)}`}
          className={box}
          checked={sel.has(row.original)}
          disabled={!selectable(row.original)}
          onKeyDown={(e) => e.stopPropagation()}
          onChange={() => sel.toggle(row.original)}
        />
      </label>
    ),
  };
}
