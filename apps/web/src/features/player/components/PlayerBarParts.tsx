import { formatDuration, SEEK_MAX, SEEK_MIN, SEEK_STEP } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { Loader2, Pause, Play, SkipBack, SkipForward } from 'lucide-react';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { trackByline, trackPath, trackTitle, type Track } from '../../../lib/track';
import { currentTrack, type PlayerState } from '../player-state';
import type { Player } from '../player-store';
import { Waveform } from './Waveform';

/** The playing track's cover, title and producer or seller, or an invitation to play a beat. */
export function NowPlaying({ track: beat, unauthorized }: { track: Track | null; unauthorized: boolean }) {
  return (
    <>
      {beat?.image_url ? (
        <ResponsiveImage src={beat.image_url} sizes="48px" className="size-12 shrink-0 rounded-lg object-cover" />
      ) : (
        <img src="/logo.svg" alt="" className="size-12 shrink-0 rounded-lg opacity-80" />
      )}
      <div className="min-w-0 flex-1 sm:max-w-56 sm:flex-none">
        {beat ? (
          <>
            <Link to={trackPath(beat)} className="block truncate text-sm font-semibold text-white hover:underline">
              {trackTitle(beat)}
            </Link>
            <p className="truncate text-xs text-zinc-400">
              {unauthorized ? 'Press play to start listening' : trackByline(beat)}
            </p>
          </>
        ) : (
          <>
            <p className="truncate text-sm font-semibold text-zinc-200">Nothing playing</p>
            <p className="truncate text-xs text-zinc-400">Press play on any beat to start listening</p>
          </>
        )}
      </div>
    </>
  );
}

/** Previous, play or pause, and next. */
export function Transport({ state, player }: { state: PlayerState; player: Player }) {
  const beat = currentTrack(state);
  return (
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
  );
}

interface SeekBarProps {
  track: Track;
  state: PlayerState;
  progress: number;
  player: Player;
}

/** Time heard, the waveform with its slider, and the length. */
export function SeekBar({ track: beat, state, progress, player }: SeekBarProps) {
  return (
    <div className="hidden min-w-0 flex-1 items-center gap-3 sm:flex">
      <span className="w-10 text-right text-xs tabular-nums text-zinc-400">{formatDuration(state.currentTime)}</span>
      <div className="relative min-w-0 flex-1">
        {beat.waveform_url && <Waveform url={beat.waveform_url} progress={progress} onSeek={(p) => player.seek(p)} />}
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
  );
}
