import { clsx } from 'clsx';
import { useDeferredValue } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import type { Beat } from '../../../lib/beat';
import { BeatCard } from './BeatCard';
import { CardSkeleton } from './CardSkeleton';
import { HydrateWhenSeen } from './HydrateWhenSeen';
import { fullRows } from './full-rows';

const GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6';
// The clip margin keeps the card's ring, which paint containment would otherwise cut off.
// A phone shows two columns: the first row's covers are fetched at once, not when layout finds them in view.
const LEAD_COVERS = 2;
// Four rows on a phone: the cards after these keep the server's markup until near the screen (HydrateWhenSeen).
const HYDRATE_AT_ONCE = 8;
const OFFSCREEN = 'min-w-0 [content-visibility:auto] [contain-intrinsic-height:auto_20rem] [overflow-clip-margin:4px]';
/** A grid of cards with its loading skeleton and its empty state; the grid is one player playlist. */
export function BeatGrid({
  beats: current,
  loading,
  skeletons = 8,
  playlistId,
  lead = false,
}: {
  beats: Beat[] | undefined;
  loading: boolean;
  skeletons?: number;
  playlistId: string;
  /** The page's first grid: its first covers are above the fold on a phone and usually the largest paint. */
  lead?: boolean;
}) {
  // Dozens of cards take a phone hundreds of milliseconds to render: a deferred value renders them in a
  // transition, which React splits into short slices, so taps and the first paint are not held up.
  const beats = useDeferredValue(current);
  if (!beats && (loading || current)) {
    return (
      <div className={GRID} aria-busy="true" aria-label="Loading beats">
        {Array.from({ length: skeletons }, (_, i) => (
          <CardSkeleton key={i} className={fullRows(i, skeletons)} />
        ))}
      </div>
    );
  }
  if (!beats?.length) return <EmptyState />;
  return (
    <div className={GRID}>
      {beats.map((b, i) => (
        // Cards out of sight skip style, layout and paint until scrolled near (content-visibility), holding
        // about a card's height meanwhile; the browser lays them out before they show, so nothing visible moves.
        <div key={b.id} className={clsx(OFFSCREEN, fullRows(i, beats.length))}>
          {i < HYDRATE_AT_ONCE ? (
            <BeatCard beat={b} playlist={beats} playlistId={playlistId} priority={lead && i < LEAD_COVERS} />
          ) : (
            <HydrateWhenSeen className="h-full">
              <BeatCard beat={b} playlist={beats} playlistId={playlistId} />
            </HydrateWhenSeen>
          )}
        </div>
      ))}
    </div>
  );
}
