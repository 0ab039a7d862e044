import { formatDateTime } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable';
import { useTableState } from '../../../components/use-table-state';
import { Modal } from '../../../components/Modal';
import { PageHeader } from '../../../components/PageHeader';
import { useRecords } from '../../../lib/use-records';
import { MailView, type Mail } from './MailView';

const COLUMNS: ColumnDef<Mail, unknown>[] = [
  { id: 'created_at', header: 'Sent', cell: ({ row }) => formatDateTime(row.original.created_at) },
  { id: 'to', header: 'To', accessorKey: 'to', meta: { secondary: true } },
  { id: 'template', header: 'Template', accessorKey: 'template', meta: { secondary: true } },
  {
    id: 'subject',
    header: 'Subject',
    cell: ({ row }) => <span className="font-medium text-white">{row.original.subject}</span>,
  },
  { id: 'status', header: 'Status', accessorKey: 'status', meta: { secondary: true } },
];

/** Every mail the product sent (the outbox); without SMTP this is where reset and invitation links are read. */
export function MailboxPage() {
  const [state, setState] = useTableState();
  const [open, setOpen] = useState<Mail | null>(null);
  const { data, isFetching } = useRecords<Mail>('mail', state);
  return (
    <section>
      <PageHeader title="Mailbox" subtitle="Mail sent by Beatmarket: password resets, invitations and receipts." />
      <DataTable
        label="mail"
        columns={COLUMNS}
        rows={data?.data}
        meta={data?.meta}
        loading={isFetching}
        state={state}
        onStateChange={setState}
        sortable={['created_at', 'to', 'template', 'subject', 'status']}
        onRowClick={(m) => setOpen(m)}
      />
      <Modal
        open={open !== null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={open?.subject ?? ''}
        description={open ? `To ${open.to}` : undefined}
        size="lg"
      >
        {open && <MailView mail={open} />}
      </Modal>
    </section>
  );
}
