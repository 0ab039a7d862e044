import { clsx } from 'clsx';
import { Pause, Play } from 'lucide-react';
import { isBeat, sameTrack, type Track } from '../../../lib/track';
import { usePlayer } from '../hooks/use-player';
import { currentTrack } from '../player-state';
import { PreviewPending } from './PreviewPending';

/**
 * Play/pause on a card or beat page, or a store item's demo (decision 0099); it shows 'playing' only for
 * this track in this playlist (spec §2).
 */
export function PlayButton({
  beat,
  playlist,
  playlistId,
  className,
}: {
  beat: Track;
  playlist: Track[];
  playlistId: string;
  className?: string;
}) {
  const [state, player] = usePlayer();
  if (!beat.demo_url) return isBeat(beat) ? <PreviewPending beat={beat} className={className} /> : null;
  const playing = state.playing && state.playlistId === playlistId && sameTrack(currentTrack(state), beat);
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
