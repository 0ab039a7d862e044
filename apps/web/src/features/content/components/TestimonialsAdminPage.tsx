import type { TestimonialData } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { ARCHIVE_ACTION, RESTORE_ACTION } from '../../../components/data-table/bulk';
import { EntityTable } from '../../../components/data-table/EntityTable';
import { Modal } from '../../../components/Modal';
import { PageHeader } from '../../../components/PageHeader';
import { SlidesTabs } from './SlidesTabs';
import { TestimonialForm } from './TestimonialForm';

const COLUMNS: ColumnDef<TestimonialData, unknown>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => <span className="font-medium text-white">{row.original.name}</span>,
  },
  { id: 'role', header: 'Role', meta: { secondary: true }, cell: ({ row }) => row.original.role },
  {
    id: 'quote',
    header: 'Quote',
    meta: { secondary: true },
    cell: ({ row }) => <span className="line-clamp-2 max-w-md text-zinc-300">{row.original.quote}</span>,
  },
  { id: 'position', header: 'Order', cell: ({ row }) => <span className="tabular-nums">{row.original.position}</span> },
  {
    id: 'published',
    header: 'Status',
    cell: ({ row }) =>
      row.original.published ? (
        <span className="text-emerald-400">Published</span>
      ) : (
        <span className="text-zinc-400">Hidden</span>
      ),
  },
];

type Editing = TestimonialData | 'new' | null;

/** `/slides/testimonials` (administrators): the testimonials list; a row opens it in a dialog. */
export function TestimonialsAdminPage() {
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const add = (
    <Button onClick={() => setEditing('new')}>
      <Plus className="size-4" aria-hidden /> Add testimonial
    </Button>
  );
  return (
    <section>
      <SlidesTabs />
      <PageHeader title="Testimonials" subtitle="What artists say, on the public Testimonials page." actions={add} />
      <EntityTable
        entity="testimonial"
        label="testimonials"
        columns={COLUMNS}
        sortable={['name', 'role', 'position', 'published']}
        defaults={{ sort: 'position' }}
        bulkActions={[ARCHIVE_ACTION, RESTORE_ACTION]}
        onRowClick={(t) => setEditing(t)}
        emptyAction={add}
        archivable
        exportable
      />
      <Modal
        open={editing !== null}
        size="lg"
        onOpenChange={(open) => !open && close()}
        title={editing === 'new' ? 'Add testimonial' : 'Edit testimonial'}
      >
        {editing && (
          <TestimonialForm
            key={editing === 'new' ? 'new' : editing.id}
            testimonial={editing === 'new' ? null : editing}
            onDone={close}
          />
        )}
      </Modal>
    </section>
  );
}
