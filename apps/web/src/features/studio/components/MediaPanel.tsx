import { formatDuration } from '@beatmarket/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/Button';
import { post } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { useSlots } from '../../../lib/slots';
import { setStudioBeat, type StudioBeat } from '../api/use-studio-beat';
import { MediaStateBadge } from './MediaStateBadge';
import { Uploader } from './Uploader';

/** The master: upload it, watch the pipeline make the preview, play the result, retry a failure. */
export function MediaPanel({ beat }: { beat: StudioBeat }) {
  const qc = useQueryClient();
  const { PlayButton } = useSlots();
  const done = (r: { beat: StudioBeat | null }) => r.beat && setStudioBeat(qc, r.beat);
  const retry = useMutation({
    mutationFn: () => post<StudioBeat>(`/beat/${beat.id}/reprocess`),
    onSuccess: (b) => setStudioBeat(qc, b),
    onError: (err) => notifyError(err),
  });
  return (
    <section
      aria-labelledby="audio-heading"
      className="flex flex-col gap-4 rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5"
    >
      <header className="flex items-center justify-between gap-3">
        <h2 id="audio-heading" className="text-lg font-bold text-white">
          Audio
        </h2>
        <MediaStateBadge state={beat.media_state} />
      </header>
      {beat.media_state === 'ready' && beat.demo_url && (
        <div className="flex items-center gap-4 rounded-2xl bg-zinc-950/50 p-3">
          <PlayButton beat={beat} playlist={[beat]} playlistId={`studio-${beat.id}`} className="size-11" />
          <div className="text-sm">
            <p className="font-semibold text-white">Tagged preview</p>
            <p className="text-xs text-zinc-400">
              {beat.duration ? formatDuration(beat.duration) : ''} · what visitors hear, with your voice tag
            </p>
          </div>
        </div>
      )}
      {beat.media_state === 'processing' && (
        <p className="text-sm text-zinc-400">
          Making the tagged preview, the untagged MP3 and the waveform. This takes a few seconds.
        </p>
      )}
      {beat.media_state === 'failed' && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-red-500/10 p-3 text-sm ring-1 ring-red-500/30"
        >
          <p className="text-red-200">Processing failed{beat.media_error ? `: ${beat.media_error}` : '.'}</p>
          <Button size="sm" variant="secondary" busy={retry.isPending} onClick={() => retry.mutate()}>
            Retry
          </Button>
        </div>
      )}
      <Uploader
        target={{ purpose: 'master', beatId: beat.id }}
        label={beat.media_state === 'none' ? 'Upload the master (WAV or MP3)' : 'Replace the master'}
        onDone={done}
      />
    </section>
  );
}
