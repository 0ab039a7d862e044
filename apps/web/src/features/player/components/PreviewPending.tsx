import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Loader2, Play } from 'lucide-react';
import { useEffect } from 'react';
import type { Beat } from '../../../lib/beat';

const REFRESH_MS = 3000;
let waiting = 0;
let timer: ReturnType<typeof setInterval> | undefined;

/** One refresh for all waiting cards: the beat lists and pages, never cutting short a fetch under way. */
function watch(qc: QueryClient): () => void {
  if (waiting++ === 0)
    timer = setInterval(() => {
      void qc.invalidateQueries(
        {
          predicate: ({ queryKey: [kind, entity] }) => kind === 'beat' || (kind === 'records' && entity === 'beat'),
        },
        { cancelRefetch: false },
      );
    }, REFRESH_MS);
  return () => {
    if (--waiting === 0) clearInterval(timer);
  };
}

/**
 * Where the play button goes while a beat's preview is still being made (first start, a new upload):
 * the control is there but disabled, and the lists are refetched until the preview is ready.
 */
export function PreviewPending({ beat, className }: { beat: Beat; className?: string }) {
  const qc = useQueryClient();
  const preparing = beat.media_state === 'processing';
  useEffect(() => (preparing ? watch(qc) : undefined), [preparing, qc]);
  return (
    <button
      type="button"
      disabled
      aria-label={preparing ? `Preview is being prepared: ${beat.title}` : `No preview yet: ${beat.title}`}
      title={preparing ? 'Preview is being prepared' : 'No preview yet'}
      className={clsx(
        'grid size-12 cursor-wait place-items-center rounded-full bg-white/70 text-zinc-950 shadow-xl',
        !preparing && 'cursor-not-allowed',
        className,
      )}
    >
      {preparing ? (
        <Loader2 className="size-5 animate-spin" aria-hidden />
      ) : (
        <Play className="size-5 translate-x-px fill-current" aria-hidden />
      )}
    </button>
  );
}
