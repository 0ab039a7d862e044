import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Trash2 } from 'lucide-react';
import { Cover } from '../../components/Cover';
import { SortableItem, useSortableSensors } from '../../components/sortable/SortableItem';
import type { Beat } from '../../lib/beat';

interface Props {
  beats: Beat[];
  onReorder(next: Beat[]): void;
  onRemove(beat: Beat): void;
}

/**
 * The featured beats in their home page order. Drag a row by its handle, or focus the handle and press
 * Space, move with the arrow keys and press Space again (Escape cancels); dnd-kit announces each step
 * to screen readers.
 */
export function FeaturedList({ beats, onReorder, onRemove }: Props) {
  const sensors = useSortableSensors();
  const position = (id: UniqueIdentifier) => beats.findIndex((b) => b.id === id) + 1;
  const title = (id: UniqueIdentifier) => beats.find((b) => b.id === id)?.full_title ?? '';
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = beats.findIndex((b) => b.id === active.id);
    const to = beats.findIndex((b) => b.id === over.id);
    onReorder(arrayMove(beats, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: 'To move a featured beat, press Space, use the arrow keys, then press Space again to drop it.',
        },
        // Said by title and position rather than dnd-kit's default ids.
        announcements: {
          onDragStart: ({ active }) => `Picked up ${title(active.id)}, position ${position(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `${title(active.id)} is over position ${position(over.id)} of ${beats.length}.` : undefined,
          onDragEnd: ({ active, over }) =>
            over ? `${title(active.id)} dropped at position ${position(over.id)}.` : undefined,
          onDragCancel: ({ active }) => `Moving ${title(active.id)} cancelled.`,
        },
      }}
    >
      <SortableContext items={beats.map((b) => b.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label="Featured beats" className="space-y-2">
          {beats.map((beat, i) => (
            <FeaturedRow key={beat.id} beat={beat} position={i + 1} onRemove={() => onRemove(beat)} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function FeaturedRow({ beat, position, onRemove }: { beat: Beat; position: number; onRemove(): void }) {
  return (
    <SortableItem
      id={beat.id}
      testId="featured-row"
      handleLabel={`Move ${beat.full_title}, position ${position}`}
      className="flex items-center gap-3 rounded-2xl bg-zinc-900/70 p-2.5 pr-3 ring-1 ring-white/5 sm:gap-4"
    >
      <span className="w-6 text-right text-sm font-semibold tabular-nums text-zinc-500">{position}</span>
      <div className="size-12 shrink-0 overflow-hidden rounded-xl">
        <Cover beat={beat} sizes="48px" thumb />
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-white">{beat.full_title}</p>
        <p className="truncate text-sm text-zinc-400">{beat.producer_name}</p>
      </div>
      <button
        onClick={onRemove}
        aria-label={`Remove ${beat.full_title} from featured`}
        className="rounded-lg p-2 text-zinc-500 hover:bg-red-500/10 hover:text-red-300"
      >
        <Trash2 className="size-4" />
      </button>
    </SortableItem>
  );
}
