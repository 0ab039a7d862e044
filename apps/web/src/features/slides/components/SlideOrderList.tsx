import { responsiveVariant, type SlideData } from '@beatmarket/shared';
import { SortableItem } from '../../../components/sortable/SortableItem';
import { SortableList } from '../../../components/sortable/SortableList';

/** The slides in carousel order, put in order by hand (SortableList). */
export function SlideOrderList({ slides, onReorder }: { slides: SlideData[]; onReorder(next: SlideData[]): void }) {
  return (
    <SortableList
      items={slides}
      onReorder={onReorder}
      noun="slide"
      titleOf={(s) => s.title}
      label="Slides in carousel order"
    >
      {(slide, position) => (
        <SortableItem
          key={slide.id}
          id={slide.id}
          testId="slide-order-row"
          handleLabel={`Move ${slide.title}, position ${position}`}
          className="flex items-center gap-3 rounded-2xl bg-zinc-900/70 p-2.5 pr-3 ring-1 ring-white/5"
        >
          <span className="w-6 text-right text-sm font-semibold tabular-nums text-zinc-500">{position}</span>
          <div className="aspect-video w-20 shrink-0 overflow-hidden rounded-lg bg-gradient-to-br from-accent-700/60 to-zinc-900">
            {slide.image_url && (
              <img src={responsiveVariant(slide.image_url, 480)} alt="" className="size-full object-cover" />
            )}
          </div>
          <p className="min-w-0 flex-1 truncate font-medium text-white">{slide.title}</p>
        </SortableItem>
      )}
    </SortableList>
  );
}
