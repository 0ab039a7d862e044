import { Download } from 'lucide-react';
import type { Beat } from '../../../lib/beat';
import { useDemoDownload } from '../hooks/use-demo-download';

/** The demo download of a beat: login-gated, through the licensing information (spec §4). */
export function DownloadButton({
  beat,
  compact = false,
}: {
  beat: Pick<Beat, 'id' | 'title' | 'demo_url'>;
  compact?: boolean;
}) {
  const { start, dialogs } = useDemoDownload();
  if (!beat.demo_url) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => start(beat.id)}
        aria-label={compact ? `Download ${beat.title}` : undefined}
        className={
          compact
            ? 'rounded-full p-2 text-zinc-300 hover:bg-white/10 hover:text-white'
            : 'inline-flex h-10 items-center gap-2 rounded-full bg-zinc-800 px-4 text-sm font-semibold text-zinc-100 ring-1 ring-inset ring-white/10 hover:bg-zinc-700'
        }
      >
        <Download className="size-4" />
        {!compact && 'Free download'}
      </button>
      {dialogs}
    </>
  );
}
