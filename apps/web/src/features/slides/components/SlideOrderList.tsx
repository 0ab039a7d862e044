import { responsiveVariant, type SlideData } from '@beatmarket/shared';
import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { SortableItem, useSortableSensors } from '../../../components/sortable/SortableItem';

/**
 * The slides in carousel order: drag a row by its handle, or focus the handle, press Space, move with the
 * arrow keys and press Space again (Escape cancels); each step is announced by title and position.
 */
export function SlideOrderList({ slides, onReorder }: { slides: SlideData[]; onReorder(next: SlideData[]): void }) {
  const sensors = useSortableSensors();
  const position = (id: UniqueIdentifier) => slides.findIndex((s) => s.id === id) + 1;
  const title = (id: UniqueIdentifier) => slides.find((s) => s.id === id)?.title ?? '';
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(slides, position(active.id) - 1, position(over.id) - 1));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: 'To move a slide, press Space, use the arrow keys, then press Space again to drop it.',
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${title(active.id)}, position ${position(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `${title(active.id)} is over position ${position(over.id)} of ${slides.length}.` : undefined,
          onDragEnd: ({ active, over }) =>
            over ? `${title(active.id)} dropped at position ${position(over.id)}.` : undefined,
          onDragCancel: ({ active }) => `Moving ${title(active.id)} cancelled.`,
        },
      }}
    >
      <SortableContext items={slides.map((s) => s.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label="Slides in carousel order" className="space-y-2">
          {slides.map((slide, i) => (
            <SortableItem
              key={slide.id}
              id={slide.id}
              testId="slide-order-row"
              handleLabel={`Move ${slide.title}, position ${i + 1}`}
              className="flex items-center gap-3 rounded-2xl bg-zinc-900/70 p-2.5 pr-3 ring-1 ring-white/5"
            >
              <span className="w-6 text-right text-sm font-semibold tabular-nums text-zinc-500">{i + 1}</span>
              <div className="aspect-video w-20 shrink-0 overflow-hidden rounded-lg bg-gradient-to-br from-accent-700/60 to-zinc-900">
                {slide.image_url && (
                  <img src={responsiveVariant(slide.image_url, 480)} alt="" className="size-full object-cover" />
                )}
              </div>
              <p className="min-w-0 flex-1 truncate font-medium text-white">{slide.title}</p>
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
