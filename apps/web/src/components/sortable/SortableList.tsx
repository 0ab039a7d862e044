import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useSortableSensors } from './SortableItem';

interface Props<T extends { id: UniqueIdentifier }> {
  items: T[];
  onReorder(next: T[]): void;
  /** What a screen reader calls a row's item ("slide", "featured beat") and each item's title. */
  noun: string;
  titleOf(item: T): string;
  /** The list's accessible name. */
  label: string;
  /** One row: a SortableItem with the item's handle. */
  children(item: T, position: number): ReactNode;
}

/**
 * A list put in order by hand: drag a row by its handle, or focus the handle, press Space, move with the
 * arrow keys and press Space again (Escape cancels); each step is announced by title and position.
 */
export function SortableList<T extends { id: UniqueIdentifier }>(props: Props<T>) {
  const { items, onReorder, noun, titleOf, label, children } = props;
  const sensors = useSortableSensors();
  const position = (id: UniqueIdentifier) => items.findIndex((s) => s.id === id) + 1;
  const title = (id: UniqueIdentifier) => {
    const item = items.find((s) => s.id === id);
    return item ? titleOf(item) : '';
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(items, position(active.id) - 1, position(over.id) - 1));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: `To move a ${noun}, press Space, use the arrow keys, then press Space again to drop it.`,
        },
        // Said by title and position rather than dnd-kit's default ids.
        announcements: {
          onDragStart: ({ active }) => `Picked up ${title(active.id)}, position ${position(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `${title(active.id)} is over position ${position(over.id)} of ${items.length}.` : undefined,
          onDragEnd: ({ active, over }) =>
            over ? `${title(active.id)} dropped at position ${position(over.id)}.` : undefined,
          onDragCancel: ({ active }) => `Moving ${title(active.id)} cancelled.`,
        },
      }}
    >
      <SortableContext items={items.map((s) => s.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label={label} className="space-y-2">
          {items.map((item, i) => children(item, i + 1))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
