import { formatDuration, SEEK_MAX, SEEK_MIN, SEEK_STEP, VOLUME_MAX, VOLUME_MIN } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { Loader2, Pause, Play, SkipBack, SkipForward, Volume2 } from 'lucide-react';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { beatPath } from '../../../lib/beat';
import { useSlots } from '../../../lib/slots';
import { useMediaSession } from '../hooks/use-media-session';
import { usePlayer } from '../hooks/use-player';
import { currentBeat } from '../player-state';
import { Waveform } from './Waveform';

/** The footer player (spec §2, §4): it stays mounted across pages, so playback never stops on navigation. */
export function PlayerBar() {
  const [state, player] = usePlayer();
  const beat = currentBeat(state);
  useMediaSession(beat, player);
  // The heart and add to cart belong to the catalog and the cart; app/ fills these slots.
  const { FavoriteButton, AddToCartButton } = useSlots();
  const progress = state.duration ? (state.currentTime / state.duration) * 100 : 0;
  return (
    <div
      role="region"
      aria-label="Beat player"
      className="fixed inset-x-0 bottom-0 z-40 h-20 border-t border-white/10 bg-zinc-950/95 backdrop-blur-xl"
    >
      <div className="mx-auto flex h-full max-w-screen-2xl items-center gap-3 px-3 sm:gap-4 sm:px-6">
        {beat?.image_url ? (
          <ResponsiveImage src={beat.image_url} sizes="48px" className="size-12 shrink-0 rounded-lg object-cover" />
        ) : (
          <img src="/logo.svg" alt="" className="size-12 shrink-0 rounded-lg opacity-80" />
        )}
        <div className="min-w-0 flex-1 sm:max-w-56 sm:flex-none">
          {beat ? (
            <>
              <Link to={beatPath(beat)} className="block truncate text-sm font-semibold text-white hover:underline">
                {beat.full_title}
              </Link>
              <p className="truncate text-xs text-zinc-400">
                {state.unauthorized ? 'Press play to start listening' : beat.producer_name}
              </p>
            </>
          ) : (
            <>
              <p className="truncate text-sm font-semibold text-zinc-200">Nothing playing</p>
              <p className="truncate text-xs text-zinc-400">Press play on any beat to start listening</p>
            </>
          )}
        </div>
        <div className="flex items-center gap-1 text-zinc-300">
          <button
            type="button"
            onClick={() => player.previous()}
            disabled={state.index <= 0}
            aria-label="Previous"
            className="rounded-full p-2 hover:text-white disabled:opacity-40"
          >
            <SkipBack className="size-4" />
          </button>
          <button
            type="button"
            onClick={() => player.toggle()}
            disabled={!beat}
            aria-label={state.playing ? 'Pause' : 'Play'}
            className={clsx(
              'grid size-10 place-items-center rounded-full bg-white text-zinc-950 disabled:bg-white/10 disabled:text-zinc-400',
              beat && !state.everPlayed && 'animate-pulse',
            )}
          >
            {state.buffering ? (
              <Loader2 className="size-4 animate-spin" aria-label="Loading" />
            ) : state.playing ? (
              <Pause className="size-4 fill-current" />
            ) : (
              <Play className="size-4 translate-x-px fill-current" />
            )}
          </button>
          <button
            type="button"
            onClick={() => void player.next()}
            disabled={!beat}
            aria-label="Next"
            className="rounded-full p-2 hover:text-white disabled:opacity-40"
          >
            <SkipForward className="size-4" />
          </button>
        </div>
        {beat && (
          <>
            <div className="hidden min-w-0 flex-1 items-center gap-3 sm:flex">
              <span className="w-10 text-right text-xs tabular-nums text-zinc-400">
                {formatDuration(state.currentTime)}
              </span>
              <div className="relative min-w-0 flex-1">
                {beat.waveform_url && (
                  <Waveform url={beat.waveform_url} progress={progress} onSeek={(p) => player.seek(p)} />
                )}
                <input
                  type="range"
                  min={SEEK_MIN}
                  max={SEEK_MAX}
                  step={SEEK_STEP}
                  value={progress}
                  onChange={(e) => player.seek(Number(e.target.value))}
                  aria-label="Seek"
                  className={clsx(
                    'w-full accent-accent-500',
                    beat.waveform_url && 'absolute inset-x-0 -bottom-1 h-1 opacity-60',
                  )}
                />
              </div>
              <span className="w-10 text-xs tabular-nums text-zinc-400">{formatDuration(state.duration)}</span>
            </div>
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
            <span className="hidden items-center gap-1 sm:flex">
              <FavoriteButton beat={beat} />
              <AddToCartButton beat={beat} compact />
            </span>
          </>
        )}
      </div>
      {beat && (
        <div
          className="absolute inset-x-0 top-0 h-0.5 bg-accent-500/80 sm:hidden"
          style={{ width: `${progress}%` }}
          aria-hidden
        />
      )}
    </div>
  );
}
