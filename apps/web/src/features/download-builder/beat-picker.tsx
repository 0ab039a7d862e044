import { BEAT_STATUS_LABELS, beatStatus, type BeatStatus } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Cover } from '../../components/Cover';
import { EntityTable } from '../../components/data-table/EntityTable';
import type { FilterDef } from '../../components/data-table/Toolbar';
import type { Beat } from '../../lib/beat';

const LISTED: BeatStatus[] = ['draft', 'awaiting_approval', 'published', 'sold'];
const FILTERS: FilterDef[] = [
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

const COLUMNS: ColumnDef<Beat, unknown>[] = [
  {
    id: 'title',
    header: 'Title',
    cell: ({ row: { original: b } }) => (
      <span className="flex min-w-0 items-center gap-3">
        <span className="size-10 shrink-0 overflow-hidden rounded-lg">
          <Cover beat={b} sizes="40px" thumb />
        </span>
        <span className="min-w-0 max-w-56">
          <span className="block truncate font-medium text-white">{b.full_title}</span>
          <span className="block truncate text-xs text-zinc-400">{b.producer_name}</span>
        </span>
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    meta: { secondary: true },
    cell: ({ row }) => <span className="whitespace-nowrap">{BEAT_STATUS_LABELS[beatStatus(row.original)]}</span>,
  },
  {
    id: 'audio',
    header: 'Audio',
    meta: { secondary: true },
    // Without a processed preview a beat has no preview or MP3 to pack; its README says so.
    cell: ({ row }) => (
      <span className="whitespace-nowrap text-zinc-400">
        {row.original.media_state === 'ready' ? 'Preview ready' : 'No preview yet'}
      </span>
    ),
  },
];

/** Step 1: every beat of the catalog, searchable and filtered like All Beats; ticked rows make the package. */
export function BeatPicker({ onChange }: { onChange(ids: number[]): void }) {
  return (
    <EntityTable<Beat>
      entity="beat"
      label="beats"
      columns={COLUMNS}
      sortable={['title', 'created']}
      defaults={{ sort: '-created' }}
      filters={FILTERS}
      selection="multiple"
      onSelectionChange={onChange}
    />
  );
}
