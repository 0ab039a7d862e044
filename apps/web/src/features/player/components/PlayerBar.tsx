import { VOLUME_MAX, VOLUME_MIN } from '@beatmarket/shared';
import { Volume2 } from 'lucide-react';
import { useSlots } from '../../../lib/slots';
import { useMediaSession } from '../hooks/use-media-session';
import { usePlayer } from '../hooks/use-player';
import { beatOf } from '../../../lib/track';
import { currentTrack } from '../player-state';
import { NowPlaying, SeekBar, Transport } from './PlayerBarParts';

/** The footer player (spec §2, §4): it stays mounted across pages, so playback never stops on navigation. */
export function PlayerBar() {
  const [state, player] = usePlayer();
  const track = currentTrack(state);
  const beat = beatOf(track);
  useMediaSession(track, player);
  // The heart, follow and add to cart belong to the catalog, follows and the cart; app/ fills these slots.
  const { FavoriteButton, FollowButton, AddToCartButton } = useSlots();
  const progress = state.duration ? (state.currentTime / state.duration) * 100 : 0;
  return (
    <div
      role="region"
      aria-label="Beat player"
      className="fixed inset-x-0 bottom-0 z-40 h-20 border-t border-white/10 bg-zinc-950/95 backdrop-blur-xl"
    >
      <div className="mx-auto flex h-full max-w-screen-2xl items-center gap-3 px-3 sm:gap-4 sm:px-6">
        <NowPlaying track={track} unauthorized={state.unauthorized} />
        <Transport state={state} player={player} />
        {track && (
          <>
            <SeekBar track={track} state={state} progress={progress} player={player} />
            <label className="hidden items-center gap-2 text-zinc-400 desk:flex">
              <Volume2 className="size-4" />
              <input
                type="range"
                min={VOLUME_MIN}
                max={VOLUME_MAX}
                value={state.volume}
                onChange={(e) => player.setVolume(Number(e.target.value))}
                aria-label="Volume"
                className="w-24 accent-accent-500"
              />
            </label>
            {beat && (
              <span className="hidden items-center gap-1 sm:flex">
                <FavoriteButton beat={beat} />
                <FollowButton producerId={beat.producer_id} name={beat.producer_name} compact />
                <AddToCartButton beat={beat} compact />
              </span>
            )}
          </>
        )}
      </div>
      {track && (
        <div
          className="absolute inset-x-0 top-0 h-0.5 bg-accent-500/80 sm:hidden"
          style={{ width: `${progress}%` }}
          aria-hidden
        />
      )}
    </div>
  );
}
