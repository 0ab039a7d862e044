import type { IntelBeatRow, IntelCounts, IntelProducerRow } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { count, money, rate } from '../format';

type Row = IntelCounts;
const num = <T extends Row>(
  id: keyof IntelCounts,
  header: string,
  show: (r: T) => string,
  secondary = false,
): ColumnDef<T, unknown> => ({
  id,
  header,
  meta: { numeric: true, secondary },
  cell: ({ row }) => show(row.original),
});

/**
 * The counts every intelligence table shows; plays (raw and counted, side by side: decision 0102), sales and
 * revenue stay on phones.
 */
function countColumns<T extends Row>(): ColumnDef<T, unknown>[] {
  return [
    num<T>('plays', 'Plays (raw)', (r) => count(r.plays)),
    num<T>('plays_counted', 'Plays (counted)', (r) => count(r.plays_counted)),
    num<T>('completion', 'Completion', (r) => rate(r.completion), true),
    num<T>('favorites', 'Favorites', (r) => count(r.favorites), true),
    num<T>('downloads', 'Downloads', (r) => count(r.downloads), true),
    num<T>('adds_to_cart', 'Adds to cart', (r) => count(r.adds_to_cart), true),
    num<T>('sales', 'Sales', (r) => count(r.sales)),
    num<T>('revenue', 'Revenue', (r) => money(r.revenue)),
    num<T>('conversion', 'Conversion', (r) => rate(r.conversion), true),
  ];
}

export function beatColumns(
  showProducer: boolean,
  onDropOff?: (beat: number) => void,
): ColumnDef<IntelBeatRow, unknown>[] {
  return [
    {
      id: 'title',
      header: 'Title',
      cell: ({ row }) => (
        <div className="min-w-[5.5rem] sm:min-w-[7rem]">
          <Link
            to={`/beats/${row.original.slug}`}
            className="line-clamp-2 font-semibold text-white hover:text-accent-300"
          >
            {row.original.title}
          </Link>
          {showProducer && <p className="text-xs text-zinc-400">{row.original.producer_name}</p>}
          {onDropOff && (
            <button
              type="button"
              onClick={() => onDropOff(row.original.beat_id)}
              aria-label={`Drop-off of ${row.original.title}`}
              className="text-xs font-medium text-accent-300 underline-offset-2 hover:underline"
            >
              Drop-off
            </button>
          )}
        </div>
      ),
    },
    ...countColumns<IntelBeatRow>(),
  ];
}

export const PRODUCER_COLUMNS: ColumnDef<IntelProducerRow, unknown>[] = [
  {
    id: 'producer_name',
    header: 'Producer',
    cell: ({ row }) => <span className="font-semibold text-white">{row.original.producer_name}</span>,
  },
  {
    id: 'beats',
    header: 'Beats',
    meta: { numeric: true, secondary: true },
    cell: ({ row }) => count(row.original.beats),
  },
  ...countColumns<IntelProducerRow>(),
];

/** Columns the server sorts the per-beat table by (INTEL_BEAT_SORTS). */
export const BEAT_SORTABLE = [
  'title',
  'plays',
  'plays_counted',
  'completion',
  'favorites',
  'downloads',
  'adds_to_cart',
  'sales',
  'revenue',
  'conversion',
];
