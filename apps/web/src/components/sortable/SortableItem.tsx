import {
  PointerSensor,
  useSensor,
  useSensors,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { clsx } from 'clsx';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { SteadyKeyboardSensor } from './steady-keyboard-sensor';

/**
 * Pointer and keyboard for every reorderable list: a pointer drag starts after 4 px (so a click on the
 * handle is still a click), and Space + arrows move an item between its neighbours (keys pressed right after the
 * pickup included: see SteadyKeyboardSensor).
 */
export function useSortableSensors(coordinateGetter: KeyboardCoordinateGetter = sortableKeyboardCoordinates) {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(SteadyKeyboardSensor, { coordinateGetter }),
  );
}

interface Props {
  id: UniqueIdentifier;
  /** The handle's accessible name, e.g. 'Move Golden Ghost, position 3'. */
  handleLabel: string;
  className: string;
  handleClassName?: string;
  iconClassName?: string;
  testId?: string;
  children: ReactNode;
}

/** One item of a dnd-kit sortable list: the row moves while dragged, only by its grip handle. */
export function SortableItem({ id, handleLabel, className, handleClassName, iconClassName, testId, children }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid={testId}
      className={clsx(className, isDragging && 'relative z-10 shadow-2xl ring-accent-500/60')}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={handleLabel}
        className={clsx(
          'cursor-grab touch-none rounded-lg p-1.5 text-zinc-500 hover:bg-white/5 hover:text-white focus-visible:outline-2 focus-visible:outline-accent-500 active:cursor-grabbing',
          handleClassName,
        )}
      >
        <GripVertical className={iconClassName ?? 'size-5'} aria-hidden />
      </button>
      {children}
    </li>
  );
}
