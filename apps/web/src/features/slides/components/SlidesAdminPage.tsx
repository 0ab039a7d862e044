import { formatDateTime, responsiveVariant, slideLive, type SlideData } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { ArrowUpDown, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { ARCHIVE_ACTION, RESTORE_ACTION } from '../../../components/data-table/bulk';
import { EntityTable } from '../../../components/data-table/EntityTable';
import { PageHeader } from '../../../components/PageHeader';
import { SlideOrderDialog } from './SlideOrderDialog';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : null);

function status(s: SlideData) {
  if (!s.published) return <span className="text-zinc-400">Hidden</span>;
  if (slideLive(s, new Date())) return <span className="text-emerald-400">Showing</span>;
  return s.published_from && new Date(s.published_from) > new Date() ? (
    <span className="text-amber-300">Scheduled</span>
  ) : (
    <span className="text-zinc-400">Ended</span>
  );
}

const COLUMNS: ColumnDef<SlideData, unknown>[] = [
  {
    id: 'position',
    header: 'Order',
    cell: ({ row }) => <span className="tabular-nums">{row.original.position + 1}</span>,
  },
  {
    id: 'image',
    header: 'Image',
    meta: { secondary: true },
    cell: ({ row }) => (
      <div className="aspect-video w-24 overflow-hidden rounded-lg bg-gradient-to-br from-accent-700/60 to-zinc-900">
        {row.original.image_url && (
          <img src={responsiveVariant(row.original.image_url, 480)} alt="" className="size-full object-cover" />
        )}
      </div>
    ),
  },
  {
    id: 'title',
    header: 'Title',
    cell: ({ row }) => (
      <div className="min-w-0">
        <p className="font-medium text-white">{row.original.title}</p>
        <p className="line-clamp-1 max-w-md text-sm text-zinc-400">{row.original.text}</p>
      </div>
    ),
  },
  {
    id: 'published_from',
    header: 'Window',
    meta: { secondary: true },
    cell: ({ row }) => {
      const from = when(row.original.published_from);
      const to = when(row.original.published_to);
      return (
        <span className="text-sm text-zinc-300">{from || to ? `${from ?? 'Now'} – ${to ?? 'open'}` : 'Always'}</span>
      );
    },
  },
  { id: 'published', header: 'Status', cell: ({ row }) => status(row.original) },
];

/**
 * `/slides` (spec §2 slide.list): the home page carousel's slides; a row opens its editor, Change order
 * rearranges them. `tabs`: the "Slides and Testimonials" tabs, given by app/ (they belong to features/content).
 */
export function SlidesAdminPage({ tabs }: { tabs?: ReactNode }) {
  const navigate = useNavigate();
  const [ordering, setOrdering] = useState(false);
  const add = (
    <Button onClick={() => void navigate('/slide/new')}>
      <Plus className="size-4" aria-hidden /> Add slide
    </Button>
  );
  return (
    <section>
      {tabs}
      <PageHeader
        title="Slides"
        subtitle="The home page carousel, in this order. A slide shows while published, inside its window."
        actions={
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setOrdering(true)}>
              <ArrowUpDown className="size-4" aria-hidden /> Change order
            </Button>
            {add}
          </div>
        }
      />
      <EntityTable<SlideData>
        entity="slide"
        label="slides"
        columns={COLUMNS}
        sortable={['position', 'title', 'published_from', 'published']}
        defaults={{ sort: 'position' }}
        bulkActions={[ARCHIVE_ACTION, RESTORE_ACTION]}
        rowHref={(s) => `/slide/${s.id}`}
        emptyAction={add}
        archivable
        exportable
      />
      <SlideOrderDialog open={ordering} onOpenChange={setOrdering} />
    </section>
  );
}
