import { clsx } from 'clsx';
import { Pause, Play } from 'lucide-react';
import type { Beat } from '../../../lib/beat';
import { usePlayer } from '../hooks/use-player';
import { currentBeat } from '../player-state';
import { PreviewPending } from './PreviewPending';

/** Play/pause on a card or beat page; it shows 'playing' only for this beat in this playlist (spec §2). */
export function PlayButton({
  beat,
  playlist,
  playlistId,
  className,
}: {
  beat: Beat;
  playlist: Beat[];
  playlistId: string;
  className?: string;
}) {
  const [state, player] = usePlayer();
  if (!beat.demo_url) return <PreviewPending beat={beat} className={className} />;
  const playing = state.playing && state.playlistId === playlistId && currentBeat(state)?.id === beat.id;
  return (
    <button
      type="button"
      onClick={(e) => {
        e.preventDefault();
        if (playing) player.pause();
        else player.play(beat, playlist, playlistId);
      }}
      aria-label={playing ? `Pause ${beat.title}` : `Play ${beat.title}`}
      aria-pressed={playing}
      className={clsx(
        'grid size-12 place-items-center rounded-full bg-white text-zinc-950 shadow-xl transition hover:scale-105',
        className,
      )}
    >
      {playing ? <Pause className="size-5 fill-current" /> : <Play className="size-5 translate-x-px fill-current" />}
    </button>
  );
}
