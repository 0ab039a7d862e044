import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ChevronDown, ChevronUp, Plus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { SortableItem } from '../sortable/SortableItem';
import type { SortDir } from './sort';
import type { ListId } from './sort-rows-state';

const icon =
  'rounded-lg p-1.5 text-zinc-400 hover:bg-white/5 hover:text-white disabled:opacity-30 disabled:hover:bg-transparent';

/** One of the dialog's two lists; a droppable of its own, so a field can be dropped into it even when empty. */
export function SortRowsList({
  id,
  title,
  items,
  empty,
  children,
}: {
  id: ListId;
  title: string;
  items: string[];
  empty: string;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <section className="flex min-w-0 flex-col gap-2">
      <h3 className="text-xs font-semibold uppercase tracking-wider text-zinc-400">{title}</h3>
      <SortableContext id={id} items={items} strategy={verticalListSortingStrategy}>
        <ol
          ref={setNodeRef}
          aria-label={title}
          className={clsx(
            'flex min-h-40 flex-col gap-1.5 rounded-2xl bg-zinc-950/60 p-2 ring-1 ring-inset transition',
            isOver ? 'ring-accent-500/60' : 'ring-white/5',
          )}
        >
          {children}
          {items.length === 0 && <li className="m-auto px-4 py-6 text-center text-sm text-zinc-500">{empty}</li>}
        </ol>
      </SortableContext>
    </section>
  );
}

interface FieldProps {
  id: string;
  label: string;
  /** Set for a sort criterion: its place and direction, and the buttons that move it without dragging. */
  criterion?: {
    position: number;
    count: number;
    dir: SortDir;
    onDir(dir: SortDir): void;
    onMove(delta: -1 | 1): void;
    onRemove(): void;
  };
  onAdd?(): void;
}

export function SortRowsField({ id, label, criterion, onAdd }: FieldProps) {
  return (
    <SortableItem
      id={id}
      handleLabel={`Drag ${label}`}
      className="flex items-center gap-1 rounded-xl bg-zinc-900 py-1 pl-1 pr-1.5 text-sm ring-1 ring-white/5"
      iconClassName="size-4"
    >
      {criterion && <span className="w-4 text-right text-xs tabular-nums text-zinc-500">{criterion.position}</span>}
      <span className="min-w-0 flex-1 break-words px-1 font-medium leading-tight text-zinc-100">{label}</span>
      {criterion ? (
        <>
          <button
            type="button"
            onClick={() => criterion.onDir(criterion.dir === 'asc' ? 'desc' : 'asc')}
            aria-label={`${label}: ${criterion.dir === 'asc' ? 'ascending' : 'descending'}, switch direction`}
            className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-semibold uppercase text-accent-300 ring-1 ring-inset ring-accent-500/30 hover:bg-accent-600/10"
          >
            {criterion.dir === 'asc' ? (
              <ArrowUp className="size-3" aria-hidden />
            ) : (
              <ArrowDown className="size-3" aria-hidden />
            )}
            {criterion.dir}
          </button>
          <button
            type="button"
            className={icon}
            aria-label={`Move ${label} up`}
            disabled={criterion.position === 1}
            onClick={() => criterion.onMove(-1)}
          >
            <ChevronUp className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className={icon}
            aria-label={`Move ${label} down`}
            disabled={criterion.position === criterion.count}
            onClick={() => criterion.onMove(1)}
          >
            <ChevronDown className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className={icon}
            aria-label={`Remove ${label} from sort criteria`}
            onClick={criterion.onRemove}
          >
            <X className="size-4" aria-hidden />
          </button>
        </>
      ) : (
        <button type="button" className={icon} aria-label={`Add ${label} to sort criteria`} onClick={onAdd}>
          <Plus className="size-4" aria-hidden />
        </button>
      )}
    </SortableItem>
  );
}
