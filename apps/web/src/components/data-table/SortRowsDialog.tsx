import { closestCorners, DndContext, type DragEndEvent, type DragOverEvent } from '@dnd-kit/core';
import { useState } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { useSortableSensors } from '../sortable/SortableItem';
import { formatSort } from './sort';
import {
  COLUMNS_LIST,
  CRITERIA_LIST,
  dragEnd,
  dragOver,
  initialState,
  moveTo,
  toSortKeys,
  type SortRowsState,
} from './sort-rows-state';
import { sortRowsCoordinates } from './sort-rows-keys';
import { SortRowsField, SortRowsList } from './SortRowsList';

export interface SortField {
  id: string;
  label: string;
}

interface Props {
  open: boolean;
  fields: SortField[];
  sort: string;
  onSort(sort: string): void;
  onClose(): void;
}

/**
 * Spec §2 Sort Rows: the sortable fields in two lists, Columns and Sort Criteria. A field is dragged
 * (pointer, or Space and the arrow keys) from one list to the other and within Sort Criteria; each
 * criterion sorts ascending or descending. Sort applies `sort=a,-b`; Cancel leaves the list as it was.
 */
export function SortRowsDialog({ open, fields, sort, onSort, onClose }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Sort Rows"
      description="Drag fields into Sort Criteria; the first one sorts first."
      size="lg"
    >
      {/* Mounted only while open, so each opening starts from the list's current sort. */}
      {open && <SortRowsForm fields={fields} sort={sort} onSort={onSort} onClose={onClose} />}
    </Modal>
  );
}

function SortRowsForm({ fields, sort, onSort, onClose }: Omit<Props, 'open'>) {
  const [state, setState] = useState<SortRowsState>(() =>
    initialState(
      fields.map((f) => f.id),
      sort,
    ),
  );
  const sensors = useSortableSensors(sortRowsCoordinates);
  const label = (id: string) => fields.find((f) => f.id === id)?.label ?? id;
  const onDragOver = ({ active, over }: DragOverEvent) =>
    over && setState((s) => dragOver(s, String(active.id), String(over.id)));
  const onDragEnd = ({ active, over }: DragEndEvent) =>
    setState((s) => dragEnd(s, String(active.id), over ? String(over.id) : null));

  return (
    <div className="flex flex-col gap-6">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: {
            draggable:
              'To move a field, press Space, use the arrow keys to move it between Columns and Sort Criteria, then press Space again to drop it.',
          },
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SortRowsList id={COLUMNS_LIST} title="Columns" items={state.columns} empty="Every field sorts.">
            {state.columns.map((id) => (
              <SortRowsField
                key={id}
                id={id}
                label={label(id)}
                onAdd={() => setState((s) => moveTo(s, id, CRITERIA_LIST))}
              />
            ))}
          </SortRowsList>
          <SortRowsList
            id={CRITERIA_LIST}
            title="Sort Criteria"
            items={state.criteria}
            empty="Drag a field here to sort by it."
          >
            {state.criteria.map((id, i) => (
              <SortRowsField
                key={id}
                id={id}
                label={label(id)}
                criterion={{
                  position: i + 1,
                  count: state.criteria.length,
                  dir: state.dirs[id] ?? 'asc',
                  onDir: (dir) => setState((s) => ({ ...s, dirs: { ...s.dirs, [id]: dir } })),
                  onMove: (delta) => setState((s) => moveTo(s, id, CRITERIA_LIST, i + delta)),
                  onRemove: () => setState((s) => moveTo(s, id, COLUMNS_LIST)),
                }}
              />
            ))}
          </SortRowsList>
        </div>
      </DndContext>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button
          onClick={() => {
            onSort(formatSort(toSortKeys(state)));
            onClose();
          }}
        >
          Sort
        </Button>
      </div>
    </div>
  );
}
