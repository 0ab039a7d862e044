import { formatDate } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Cover } from '../../components/Cover';
import { Price } from '../../components/Price';
import type { Beat } from '../../lib/beat';
import { MediaPill, StatusPill } from './pills';

const count = (n: number) => n.toLocaleString('en-US');

/** All Beats columns; ids are the sort fields the server offers (beat.fields.ts). */
export const BEAT_COLUMNS: ColumnDef<Beat, unknown>[] = [
  {
    id: 'title',
    header: 'Title',
    cell: ({ row: { original: b } }) => (
      <span className="flex min-w-0 items-center gap-3">
        <span className="size-10 shrink-0 overflow-hidden rounded-lg">
          <Cover beat={b} sizes="40px" thumb />
        </span>
        <span className="min-w-0 max-w-44">
          <span className="block truncate font-medium text-white">{b.full_title}</span>
          <span className="block truncate text-xs text-zinc-500 sm:hidden">{b.producer_name}</span>
          {b.family === 'feature' && <span className="text-xs text-accent-300">Feature</span>}
          <span className="mt-1 block sm:hidden">
            <StatusPill beat={b} />
          </span>
        </span>
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    meta: { secondary: true },
    // The preview's state under the status: what visitors would hear once it is published.
    cell: ({ row }) => (
      <span className="flex flex-col items-start gap-1">
        <StatusPill beat={row.original} />
        <MediaPill beat={row.original} />
      </span>
    ),
  },
  {
    id: 'producer',
    header: 'Producer',
    meta: { secondary: true },
    // A long name wraps: at 1280 px, beside the administrator's side rail, the table must fit its card (issue 31).
    cell: ({ row: { original: b } }) => (
      <span className="block">
        {b.producer_name}
        {b.coproducer_name && <span className="block text-xs text-zinc-500">with {b.coproducer_name}</span>}
      </span>
    ),
  },
  {
    id: 'plays',
    header: 'Plays',
    meta: { secondary: true, numeric: true },
    cell: ({ row }) => count(row.original.plays),
  },
  {
    id: 'sales',
    header: 'Sales',
    meta: { secondary: true, numeric: true },
    cell: ({ row }) => count(row.original.sales),
  },
  {
    id: 'price',
    header: 'Price',
    meta: { secondary: true, numeric: true },
    // Beats sell by licence: their own price is 0, so the column shows what they sell from.
    cell: ({ row: { original: b } }) =>
      b.family === 'feature' ? <Price cents={b.price} /> : b.price_from === null ? '—' : <Price cents={b.price_from} />,
  },
  {
    id: 'published',
    header: 'Published',
    meta: { secondary: true },
    // Under it, when the producer added it: the list's default order (sort=-created).
    cell: ({ row: { original: b } }) => (
      <span className="whitespace-nowrap">
        {b.published_at ? formatDate(b.published_at) : '—'}
        <span className="block text-xs text-zinc-500">added {formatDate(b.created_at)}</span>
      </span>
    ),
  },
];
export const BEAT_SORTS = ['title', 'producer', 'plays', 'sales', 'price', 'published', 'created'];
