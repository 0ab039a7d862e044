import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { hasSortableData, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { COLUMNS_LIST, CRITERIA_LIST } from './sort-rows-state';

/**
 * Right carries a field into Sort Criteria and Left back to Columns, whether the lists stand side by side or are
 * stacked (below 640 px, or zoomed in): dnd-kit's getter looks for a target further right, and finds none when
 * the lists are stacked. The field goes next to the other list's field nearest in height, or into the list when it
 * is empty. Up and Down reorder as dnd-kit does.
 */
export const sortRowsCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, collisionRect, droppableContainers, droppableRects } = args.context;
  const to = event.code === KeyboardCode.Right ? CRITERIA_LIST : event.code === KeyboardCode.Left ? COLUMNS_LIST : null;
  if (!to || !active || !collisionRect || !hasSortableData(active)) return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  if (active.data.current.sortable.containerId === to) return undefined;
  let list: { left: number; top: number } | undefined;
  let nearest: { left: number; top: number } | undefined;
  for (const entry of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(entry.id);
    if (!rect) continue;
    if (entry.id === to) list = rect;
    else if (
      hasSortableData(entry) &&
      entry.data.current.sortable.containerId === to &&
      (!nearest || Math.abs(rect.top - collisionRect.top) < Math.abs(nearest.top - collisionRect.top))
    )
      nearest = rect;
  }
  const target = nearest ?? list;
  return target && { x: target.left, y: target.top };
};
