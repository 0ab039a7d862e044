import { EmptyState } from '../../../components/EmptyState';
import type { Beat } from '../api/types';
import { BeatCard } from './BeatCard';

/** A grid of cards with its loading skeleton and its empty state; the grid is one player playlist. */
export function BeatGrid({ beats, loading, skeletons = 8, playlistId }: { beats: Beat[] | undefined; loading: boolean; skeletons?: number; playlistId: string }) {
  if (loading && !beats) {
    return (
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6" aria-busy="true" aria-label="Loading beats">
        {Array.from({ length: skeletons }, (_, i) => (
          <div key={i} className="animate-pulse overflow-hidden rounded-2xl bg-zinc-900/70">
            <div className="aspect-square bg-zinc-800" />
            <div className="space-y-2 p-3.5"><div className="h-4 w-3/4 rounded bg-zinc-800" /><div className="h-3 w-1/2 rounded bg-zinc-800" /></div>
          </div>
        ))}
      </div>
    );
  }
  if (!beats?.length) return <EmptyState />;
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6">
      {beats.map((b) => <BeatCard key={b.id} beat={b} playlist={beats} playlistId={playlistId} />)}
    </div>
  );
}
