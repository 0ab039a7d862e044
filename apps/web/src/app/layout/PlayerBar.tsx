import { Play, SkipBack, SkipForward } from 'lucide-react';

/**
 * The footer player's fixed strip. It holds its place from the first paint so the page never jumps
 * when playback starts; the catalog and media releases give it a playlist.
 */
export function PlayerBar() {
  return (
    <div role="region" aria-label="Beat player" className="fixed inset-x-0 bottom-0 z-40 h-20 border-t border-white/10 bg-zinc-950/95 backdrop-blur-xl">
      <div className="mx-auto flex h-full max-w-screen-2xl items-center gap-4 px-4 sm:px-6">
        <img src="/logo.svg" alt="" className="size-12 rounded-lg opacity-80" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-zinc-200">Nothing playing</p>
          <p className="truncate text-xs text-zinc-400">Press play on any beat to start listening</p>
        </div>
        <div className="flex items-center gap-2 text-zinc-400">
          <button type="button" disabled aria-label="Previous" className="rounded-full p-2 disabled:opacity-40"><SkipBack className="size-4" /></button>
          <button type="button" disabled aria-label="Play" className="grid size-10 place-items-center rounded-full bg-white/10 disabled:opacity-60"><Play className="size-4" /></button>
          <button type="button" disabled aria-label="Next" className="rounded-full p-2 disabled:opacity-40"><SkipForward className="size-4" /></button>
        </div>
      </div>
    </div>
  );
}
