import type { ColumnDef } from '@tanstack/react-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { call } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useTablePreference } from '../../lib/use-preference';
import { useRecords } from '../../lib/use-records';
import { Button } from '../Button';
import { DataTable } from '../DataTable';
import { useTableState, type ListTableState } from '../use-table-state';
import { BulkBar } from './BulkBar';
import { offeredIn, type BulkAction } from './bulk';
import { selectColumn, useSelection, type SelectionMode } from './selection';
import { SortRowsButton } from './SortRowsButton';
import { ArchivedToggle, ExportLink, exportHref, FilterSelects, type FilterDef } from './Toolbar';

export interface EntityTableProps<T> {
  /** The store entity: lists `/{entity}/records`, exports `/{entity}/export`, bulk `/{entity}/bulk/{action}`. */
  entity: string;
  /** Plural, lower case: "users", "promo codes" (search box, selection and confirmation texts). */
  label: string;
  columns: ColumnDef<T, unknown>[];
  /** Column ids the server can sort by; the others have no sort header and are not in Sort Rows. */
  sortable: string[];
  /** The list's state when the address says nothing (default sort, filter). */
  defaults?: Partial<ListTableState>;
  filters?: FilterDef[];
  bulkActions?: BulkAction[];
  /** Defaults to multiple when the screen gives bulk actions, else no checkboxes. */
  selection?: SelectionMode;
  isSelectable?(row: T): boolean;
  /** The row's entity id (spec idField); `row.id` by default. */
  getId?(row: T): number;
  rowHref?(row: T): string;
  /** For rows that open in a dialog rather than a page. */
  onRowClick?(row: T): void;
  emptyAction?: ReactNode;
  archivable?: boolean;
  exportable?: boolean;
  /** More controls for the toolbar, after the filters. */
  toolbar?: ReactNode;
  /** The selected ids whenever they change (a picker, e.g. the download builder's beats). */
  onSelectionChange?(ids: number[]): void;
}

const byId = (row: unknown) => (row as { id: number }).id;
const always = () => true;

/** Every admin list (spec §2): the data table plus URL state, filters, selection, bulk actions, archive, export. */
export function EntityTable<T>(props: EntityTableProps<T>) {
  const { entity, label, columns, sortable, filters, bulkActions = [], archivable, exportable } = props;
  const getId = props.getId ?? byId;
  const selectable = props.isSelectable ?? always;
  const navigate = useNavigate();
  // The user's own page size for this list (user_preference) is the default the address overrides.
  const [pref, setPref] = useTablePreference(useLocation().pathname);
  const [state, setState] = useTableState({ ...props.defaults, ...(pref.per_page && { per_page: pref.per_page }) });
  const list = { ...state, archived: archivable ? state.archived : false };
  const { data, isFetching } = useRecords<T>(entity, list);
  const rows = useMemo(() => data?.data ?? [], [data]);
  const actions = bulkActions.filter((a) => offeredIn(a, list.archived));
  const mode = props.selection ?? (bulkActions.length ? 'multiple' : undefined);
  const sel = useSelection(getId, mode ?? 'multiple', selectable);
  const restore = useRestore(entity);
  const { onSelectionChange } = props;
  useEffect(() => onSelectionChange?.(sel.ids), [sel.ids, onSelectionChange]);

  const describe = useCallback((row: T) => `#${getId(row)}`, [getId]);
  const all = useMemo(() => {
    const out = mode ? [selectColumn(sel, mode, rows, selectable, describe), ...columns] : [...columns];
    if (list.archived) out.push(restoreColumn(restore, describe, getId));
    return out;
  }, [mode, sel, rows, selectable, describe, columns, list.archived, restore, getId]);

  const { rowHref } = props;
  // Ctrl/Cmd-click opens the record in a new tab, as it would on a link.
  const open = rowHref
    ? (row: T, e: { ctrlKey: boolean; metaKey: boolean }) =>
        e.ctrlKey || e.metaKey ? window.open(rowHref(row), '_blank', 'noopener') : navigate(rowHref(row))
    : props.onRowClick;
  const toolbar = (
    <>
      {filters && (
        <FilterSelects
          filters={filters}
          value={state.filter}
          onChange={(filter) => setState({ ...state, filter, page: 1 })}
        />
      )}
      {props.toolbar}
      <SortRowsButton
        columns={columns}
        sortable={sortable}
        sort={state.sort}
        onSort={(sort) => setState({ ...state, sort, page: 1 })}
      />
      {archivable && (
        <ArchivedToggle
          on={state.archived}
          onChange={(archived) => {
            sel.clear();
            setState({ ...state, archived, page: 1 });
          }}
        />
      )}
      {exportable && <ExportLink href={exportHref(entity, list)} />}
    </>
  );

  return (
    <DataTable
      label={label}
      columns={all}
      rows={data?.data}
      meta={data?.meta}
      loading={isFetching}
      state={state}
      onStateChange={(next) => {
        if (next.per_page !== state.per_page) setPref({ ...pref, per_page: next.per_page });
        setState(next);
      }}
      sortable={sortable}
      onRowClick={open}
      emptyAction={props.emptyAction}
      toolbar={toolbar}
      isSelected={mode ? sel.has : undefined}
      banner={
        sel.ids.length > 0 && actions.length > 0 ? (
          <BulkBar
            entity={entity}
            label={label}
            actions={actions}
            ids={sel.ids}
            onDone={(done) => sel.clear(done)}
            onClear={() => sel.clear()}
          />
        ) : undefined
      }
    />
  );
}

function useRestore(entity: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(`/${entity}/${id}/restore`, { method: 'POST' }),
    onSuccess: () => notifySuccess('Restored'),
    onError: (err) => notifyError(err),
    onSettled: () => qc.invalidateQueries({ queryKey: ['records', entity] }),
  });
}

/** The archive's Restore button, one per row. */
function restoreColumn<T>(
  restore: ReturnType<typeof useRestore>,
  describe: (row: T) => string,
  getId: (row: T) => number,
): ColumnDef<T, unknown> {
  return {
    id: '_restore',
    header: () => <span className="sr-only">Restore</span>,
    cell: ({ row }) => (
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Restore ${describe(row.original)}`}
        busy={restore.isPending && restore.variables === getId(row.original)}
        onClick={(e) => {
          e.stopPropagation();
          restore.mutate(getId(row.original));
        }}
      >
        Restore
      </Button>
    ),
  };
}
