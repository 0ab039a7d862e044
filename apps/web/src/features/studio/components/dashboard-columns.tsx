import { formatCount } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { Cover } from '../../../components/Cover';
import type { StudioBeat } from '../api/use-studio-beat';
import { MediaStateBadge, PublishBadge } from './MediaStateBadge';

export const editPath = (b: StudioBeat) => `/${b.family === 'feature' ? 'features' : 'beats'}/${b.slug}/edit`;

function TitleCell({ beat }: { beat: StudioBeat }) {
  return (
    <div className="flex items-center gap-3">
      <div className="size-10 shrink-0 overflow-hidden rounded-lg">
        <Cover beat={beat} sizes="40px" thumb />
      </div>
      <div className="min-w-0">
        <Link
          to={editPath(beat)}
          onClick={(e) => e.stopPropagation()}
          className="line-clamp-2 font-semibold text-white hover:text-accent-300"
          aria-label={`Edit ${beat.full_title}`}
        >
          {beat.full_title}
        </Link>
        <p className="text-xs text-zinc-400">
          {beat.family === 'feature' ? 'Feature' : 'Beat'}
          {beat.bpm ? ` · ${beat.bpm} BPM` : ''}
        </p>
        {/* Phones have no room for the state columns; the states sit under the title there. */}
        <div className="mt-1 flex flex-wrap gap-1 sm:hidden">
          <PublishBadge publishedAt={beat.published_at} requestedAt={beat.publish_requested_at} />
          {beat.media_state !== 'ready' && <MediaStateBadge state={beat.media_state} />}
        </div>
      </div>
    </div>
  );
}

/** The dashboard table: what the producer looks for first (title, state) stays on phones. */
export const DASHBOARD_COLUMNS: ColumnDef<StudioBeat, unknown>[] = [
  { id: 'title', header: 'Title', cell: ({ row }) => <TitleCell beat={row.original} /> },
  {
    id: 'status',
    header: 'Status',
    meta: { secondary: true },
    cell: ({ row }) => (
      <PublishBadge publishedAt={row.original.published_at} requestedAt={row.original.publish_requested_at} />
    ),
  },
  {
    id: 'audio',
    header: 'Audio',
    meta: { secondary: true },
    cell: ({ row }) => <MediaStateBadge state={row.original.media_state} />,
  },
  { id: 'plays', header: 'Plays', meta: { numeric: true }, cell: ({ row }) => formatCount(row.original.plays) },
  {
    id: 'favorites',
    header: 'Favorites',
    meta: { secondary: true, numeric: true },
    cell: ({ row }) => formatCount(row.original.favorites),
  },
  {
    id: 'sales',
    header: 'Sales',
    meta: { secondary: true, numeric: true },
    cell: ({ row }) => formatCount(row.original.sales),
  },
];
