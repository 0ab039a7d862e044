import { clsx } from 'clsx';
import { EmptyState } from '../../../components/EmptyState';
import type { Beat } from '../api/types';
import { BeatCard } from './BeatCard';
import { fullRows } from './full-rows';

const GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6';
/** A grid of cards with its loading skeleton and its empty state; the grid is one player playlist. */
export function BeatGrid({
  beats,
  loading,
  skeletons = 8,
  playlistId,
}: {
  beats: Beat[] | undefined;
  loading: boolean;
  skeletons?: number;
  playlistId: string;
}) {
  if (loading && !beats) {
    return (
      <div className={GRID} aria-busy="true" aria-label="Loading beats">
        {Array.from({ length: skeletons }, (_, i) => (
          <div
            key={i}
            className={clsx('animate-pulse overflow-hidden rounded-2xl bg-zinc-900/70', fullRows(i, skeletons))}
          >
            <div className="aspect-square bg-zinc-800" />
            <div className="space-y-2 p-3.5">
              <div className="h-4 w-3/4 rounded bg-zinc-800" />
              <div className="h-3 w-1/2 rounded bg-zinc-800" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (!beats?.length) return <EmptyState />;
  return (
    <div className={GRID}>
      {beats.map((b, i) => (
        <div key={b.id} className={clsx('min-w-0', fullRows(i, beats.length))}>
          <BeatCard beat={b} playlist={beats} playlistId={playlistId} />
        </div>
      ))}
    </div>
  );
}
