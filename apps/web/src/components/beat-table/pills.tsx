import { BEAT_STATUS_LABELS, beatStatus, type BeatStatus, type MediaState } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { Spinner } from '../Spinner';
import type { Beat } from '../../lib/beat';

const pill = 'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold';

const STATUS_LOOK: Record<BeatStatus, string> = {
  draft: 'bg-zinc-800 text-zinc-300',
  awaiting_approval: 'bg-amber-400/15 text-amber-200',
  published: 'bg-emerald-400/15 text-emerald-200',
  sold: 'bg-accent-500/20 text-accent-200',
  archived: 'bg-red-500/15 text-red-200',
};

/** Where a beat stands (shared beatStatus): draft, awaiting approval, published, sold or archived. */
export function StatusPill({ beat }: { beat: Beat }) {
  const status = beatStatus(beat);
  return <span className={clsx(pill, STATUS_LOOK[status])}>{BEAT_STATUS_LABELS[status]}</span>;
}

const MEDIA_LOOK: Record<MediaState, { label: string; className: string }> = {
  none: { label: 'No audio', className: 'bg-zinc-800 text-zinc-400' },
  processing: { label: 'Processing', className: 'bg-amber-400/15 text-amber-200' },
  ready: { label: 'Preview ready', className: 'bg-emerald-400/15 text-emerald-200' },
  failed: { label: 'Failed', className: 'bg-red-500/15 text-red-200' },
};

/** The preview pipeline's state (modules/media): what visitors can hear. */
export function MediaPill({ beat }: { beat: Beat }) {
  const look = MEDIA_LOOK[beat.media_state];
  return (
    <span className={clsx(pill, look.className)} title={beat.media_error ?? undefined}>
      {beat.media_state === 'processing' && <Spinner className="size-3" />}
      {look.label}
    </span>
  );
}
