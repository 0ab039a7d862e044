import type { TestimonialData } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { ARCHIVE_ACTION, RESTORE_ACTION } from '../../../components/data-table/bulk';
import { EntityTable } from '../../../components/data-table/EntityTable';
import { useRecordDialog } from '../../../components/data-table/use-record-dialog';
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

/** `/slides/testimonials` (administrators): the testimonials list; a row opens it in a dialog. */
export function TestimonialsAdminPage() {
  const { add, edit, dialog } = useRecordDialog<TestimonialData>('testimonial', (testimonial, done) => (
    <TestimonialForm testimonial={testimonial} onDone={done} />
  ));
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
        onRowClick={edit}
        emptyAction={add}
        archivable
        exportable
      />
      {dialog}
    </section>
  );
}
