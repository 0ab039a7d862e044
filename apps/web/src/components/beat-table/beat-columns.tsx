import { formatCount, BEAT_STATUS_LABELS, beatStatus, formatDate, type BeatStatus } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { Beat } from '../../lib/beat';
import { Cover } from '../Cover';
import type { FilterDef } from '../data-table/Toolbar';
import { Price } from '../Price';
import { MediaPill, StatusPill } from './pills';

/**
 * The beat-table columns: the admin catalog (All Beats) shows them all, the download builder's beat
 * picker the title, a plain status and the audio. Ids are the sort fields the server offers (beat.fields.ts).
 */
type BeatColumn = ColumnDef<Beat, unknown>;

// Archived beats have their own view (the archive toggle), so the status filter leaves them out.
const LISTED: BeatStatus[] = ['draft', 'awaiting_approval', 'published', 'sold'];
export const BEAT_FILTERS: FilterDef[] = [
  { id: 'status', label: 'Status', options: LISTED.map((s) => ({ value: s, label: BEAT_STATUS_LABELS[s] })) },
  {
    id: 'family',
    label: 'Family',
    options: [
      { value: 'beat', label: 'Beats' },
      { value: 'feature', label: 'Features' },
    ],
  },
];

/** The cover and full title; under it what the table adds (`below`), within `width`. */
const titleColumn = (width: string, below: (b: Beat) => ReactNode): BeatColumn => ({
  id: 'title',
  header: 'Title',
  cell: ({ row: { original: b } }) => (
    <span className="flex min-w-0 items-center gap-3">
      <span className="size-10 shrink-0 overflow-hidden rounded-lg">
        <Cover beat={b} sizes="40px" thumb />
      </span>
      <span className={clsx('min-w-0', width)}>
        <span className="block truncate font-medium text-white">{b.full_title}</span>
        {below(b)}
      </span>
    </span>
  ),
});

const secondary = (id: string, header: string, cell: (b: Beat) => ReactNode, numeric?: boolean): BeatColumn => ({
  id,
  header,
  meta: numeric ? { secondary: true, numeric: true } : { secondary: true },
  cell: ({ row }) => cell(row.original),
});

/** All Beats columns. */
export const BEAT_COLUMNS: BeatColumn[] = [
  titleColumn('max-w-44', (b) => (
    <>
      <span className="block truncate text-xs text-zinc-500 sm:hidden">{b.producer_name}</span>
      {b.family === 'feature' && <span className="text-xs text-accent-300">Feature</span>}
      <span className="mt-1 block sm:hidden">
        <StatusPill beat={b} />
      </span>
    </>
  )),
  // The preview's state under the status: what visitors would hear once it is published.
  secondary('status', 'Status', (b) => (
    <span className="flex flex-col items-start gap-1">
      <StatusPill beat={b} />
      <MediaPill beat={b} />
    </span>
  )),
  // A long name wraps: at 1280 px, beside the administrator's side rail, the table must fit its card (issue 31).
  secondary('producer', 'Producer', (b) => (
    <span className="block">
      {b.producer_name}
      {b.coproducer_name && <span className="block text-xs text-zinc-500">with {b.coproducer_name}</span>}
    </span>
  )),
  secondary('plays', 'Plays', (b) => formatCount(b.plays), true),
  secondary('sales', 'Sales', (b) => formatCount(b.sales), true),
  // Beats sell by licence: their own price is 0, so the column shows what they sell from.
  secondary(
    'price',
    'Price',
    (b) =>
      b.family === 'feature' ? <Price cents={b.price} /> : b.price_from === null ? '—' : <Price cents={b.price_from} />,
    true,
  ),
  // Under it, when the producer added it: the list's default order (sort=-created).
  secondary('published', 'Published', (b) => (
    <span className="whitespace-nowrap">
      {b.published_at ? formatDate(b.published_at) : '—'}
      <span className="block text-xs text-zinc-500">added {formatDate(b.created_at)}</span>
    </span>
  )),
];
export const BEAT_SORTS = ['title', 'producer', 'plays', 'sales', 'price', 'published', 'created'];

/** The download builder's beat picker columns. */
export const BEAT_PICKER_COLUMNS: BeatColumn[] = [
  titleColumn('max-w-56', (b) => <span className="block truncate text-xs text-zinc-400">{b.producer_name}</span>),
  secondary('status', 'Status', (b) => <span className="whitespace-nowrap">{BEAT_STATUS_LABELS[beatStatus(b)]}</span>),
  // Without a processed preview a beat has no preview or MP3 to pack; its README says so.
  secondary('audio', 'Audio', (b) => (
    <span className="whitespace-nowrap text-zinc-400">
      {b.media_state === 'ready' ? 'Preview ready' : 'No preview yet'}
    </span>
  )),
];
