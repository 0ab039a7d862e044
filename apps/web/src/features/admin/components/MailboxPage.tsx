import { formatDateTime } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Suspense, useState } from 'react';
import { EntityTable } from '../../../components/data-table/EntityTable';
import { Modal } from '../../../components/Modal';
import { PageHeader } from '../../../components/PageHeader';
import { useSlots } from '../../../lib/slots';
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

// The outbox's delivery states (mail_outbox.status): kept, waiting for SMTP, delivered, refused.
const STATUSES = [
  { value: 'stored', label: 'Stored' },
  { value: 'queued', label: 'Queued' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
];

/** Every mail the product sent (the outbox); without SMTP this is where reset and invitation links are read. */
export function MailboxPage() {
  const [open, setOpen] = useState<Mail | null>(null);
  const { SendDigests } = useSlots();
  return (
    <section>
      <PageHeader
        title="Mailbox"
        subtitle="Mail sent by Beatmarket: password resets, invitations and receipts."
        actions={
          <Suspense fallback={null}>
            <SendDigests />
          </Suspense>
        }
      />
      <EntityTable
        entity="mail"
        label="mail"
        columns={COLUMNS}
        sortable={['created_at', 'to', 'template', 'subject', 'status']}
        defaults={{ sort: '-created_at' }}
        filters={[{ id: 'status', label: 'Status', options: STATUSES }]}
        onRowClick={(m) => setOpen(m)}
        exportable
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
