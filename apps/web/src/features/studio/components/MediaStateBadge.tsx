import type { MediaState } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { Spinner } from '../../../components/Spinner';

const LOOK: Record<MediaState, { label: string; className: string }> = {
  none: { label: 'No audio yet', className: 'bg-zinc-800 text-zinc-300' },
  processing: { label: 'Processing', className: 'bg-amber-400/15 text-amber-200' },
  ready: { label: 'Ready', className: 'bg-emerald-400/15 text-emerald-200' },
  failed: { label: 'Failed', className: 'bg-red-500/15 text-red-200' },
};

/** Where a beat's audio stands in the pipeline. */
export function MediaStateBadge({ state }: { state: MediaState }) {
  const look = LOOK[state];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold',
        look.className,
      )}
    >
      {state === 'processing' && <Spinner className="size-3" />}
      {look.label}
    </span>
  );
}

/** Published, or waiting for an administrator (spec §4: no published_at = awaiting approval). */
export function PublishBadge({ publishedAt, requestedAt }: { publishedAt: string | null; requestedAt: string | null }) {
  if (publishedAt)
    return (
      <span className="inline-flex whitespace-nowrap rounded-full bg-emerald-400/15 px-2.5 py-1 text-xs font-semibold text-emerald-200">
        Published
      </span>
    );
  return (
    <span className="inline-flex whitespace-nowrap rounded-full bg-zinc-800 px-2.5 py-1 text-xs font-semibold text-zinc-300">
      {requestedAt ? 'Awaiting approval' : 'Draft'}
    </span>
  );
}
