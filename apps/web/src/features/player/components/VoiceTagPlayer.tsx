import { formatDuration, SEEK_MAX, SEEK_MIN, SEEK_STEP } from '@beatmarket/shared';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { usePlayer } from '../hooks/use-player';

/**
 * The voice tag's preview, in the footer player's look (round play button, seek bar, mm:ss) instead
 * of the browser's own controls. The tag is not a beat, so it has its own audio element; starting it
 * pauses the footer player, and a beat starting there stops the tag, so two never play over each other.
 */
export function VoiceTagPlayer({ url }: { url: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [site, player] = usePlayer();

  useEffect(() => {
    if (site.playing) audio.current?.pause();
  }, [site.playing]);

  const toggle = () => {
    const a = audio.current;
    if (!a) return;
    if (!a.paused) return a.pause();
    if (site.playing) player.pause();
    void a.play().catch(() => setPlaying(false));
  };
  const progress = duration ? (time / duration) * SEEK_MAX : 0;

  return (
    <div className="flex items-center gap-3">
      <audio
        ref={audio}
        src={url}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setTime(0)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => setDuration(Number.isFinite(e.currentTarget.duration) ? e.currentTarget.duration : 0)}
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? 'Pause voice tag' : 'Play voice tag'}
        aria-pressed={playing}
        className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-zinc-950 shadow-xl transition hover:scale-105"
      >
        {playing ? <Pause className="size-4 fill-current" /> : <Play className="size-4 translate-x-px fill-current" />}
      </button>
      <span className="w-9 text-right text-xs tabular-nums text-zinc-400">{formatDuration(time)}</span>
      <input
        type="range"
        min={SEEK_MIN}
        max={SEEK_MAX}
        step={SEEK_STEP}
        value={progress}
        disabled={!duration}
        aria-label="Seek voice tag"
        onChange={(e) => {
          if (audio.current && duration) audio.current.currentTime = (Number(e.target.value) / SEEK_MAX) * duration;
        }}
        className="min-w-0 flex-1 accent-accent-500 disabled:opacity-40"
      />
      <span className="w-9 text-xs tabular-nums text-zinc-400">{formatDuration(duration)}</span>
    </div>
  );
}
