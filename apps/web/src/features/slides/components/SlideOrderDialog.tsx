import type { SlideData } from '@beatmarket/shared';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { notifyError } from '../../../lib/notify';
import { useAllSlides, useReorderSlides } from '../api/slides';
import { SlideOrderList } from './SlideOrderList';
import { useState } from 'react';

/** Drag and drop (or keyboard) over every live slide; each move is saved at once. */
export function SlideOrderDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { data } = useAllSlides(open);
  const reorder = useReorderSlides();
  // Shown at once in the new order while the server saves it.
  const [moved, setMoved] = useState<SlideData[] | null>(null);
  const slides = moved ?? data;
  return (
    <Modal
      open={open}
      size="lg"
      onOpenChange={(o) => {
        if (!o) setMoved(null);
        onOpenChange(o);
      }}
      title="Slide order"
      description="The carousel shows the slides from the top. Drag a slide by its handle, or press Space on the handle and use the arrow keys."
    >
      {!slides ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : slides.length ? (
        <SlideOrderList
          slides={slides}
          onReorder={(next) => {
            setMoved(next);
            reorder.mutate(
              next.map((s) => s.id),
              { onError: (err) => (setMoved(null), notifyError(err)) },
            );
          }}
        />
      ) : (
        <p className="py-6 text-center text-zinc-400">No results found...</p>
      )}
    </Modal>
  );
}
