import { formatCents, type ServiceData } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { ARCHIVE_ACTION, RESTORE_ACTION, type BulkAction } from '../../../components/data-table/bulk';
import { EntityTable } from '../../../components/data-table/EntityTable';
import { useRecordDialog } from '../../../components/data-table/use-record-dialog';
import { PageHeader } from '../../../components/PageHeader';
import { ServiceForm } from './ServiceForm';

const COLUMNS: ColumnDef<ServiceData, unknown>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => <span className="font-medium text-white">{row.original.name}</span>,
  },
  {
    id: 'price_from',
    header: 'Price from',
    cell: ({ row }) => <span className="tabular-nums">{formatCents(row.original.price_from)}</span>,
  },
  // On a phone: name, price and status; the rest shows in the dialog a row opens.
  { id: 'turnaround', header: 'Turnaround', meta: { secondary: true }, cell: ({ row }) => row.original.turnaround },
  {
    id: 'position',
    header: 'Order',
    meta: { secondary: true },
    cell: ({ row }) => <span className="tabular-nums">{row.original.position}</span>,
  },
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

const ARCHIVE_SERVICES: BulkAction = {
  ...ARCHIVE_ACTION,
  confirm: {
    message: 'They leave the services page and its inquiry form; you can restore them from the archive.',
    danger: true,
  },
};

/**
 * `/services` (administrators): every mixing and mastering service, hidden and archived ones too (the
 * public page shows only the published); a row opens it for editing in a dialog.
 */
export function ServicesAdminPage() {
  const { add, edit, dialog } = useRecordDialog<ServiceData>('service', (service, done) => (
    <ServiceForm service={service} onDone={done} />
  ));
  return (
    <section>
      <PageHeader
        title="Services"
        subtitle={
          <>
            The mixing and mastering offers on the{' '}
            <Link to="/mixing-and-mastering-services" className="text-accent-300 underline-offset-4 hover:underline">
              services page
            </Link>
            .
          </>
        }
        actions={add}
      />
      <EntityTable
        entity="service"
        label="services"
        columns={COLUMNS}
        sortable={['name', 'price_from', 'turnaround', 'position', 'published']}
        defaults={{ sort: 'position' }}
        bulkActions={[ARCHIVE_SERVICES, RESTORE_ACTION]}
        onRowClick={edit}
        emptyAction={add}
        archivable
        exportable
      />
      {dialog}
    </section>
  );
}
