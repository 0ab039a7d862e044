import { formatDateTime, type EmailTemplateView, type Wire } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { EntityTable } from '../../components/data-table/EntityTable';
import { PageHeader } from '../../components/PageHeader';

export type EmailTemplate = Wire<EmailTemplateView>;

const COLUMNS: ColumnDef<EmailTemplate, unknown>[] = [
  {
    id: 'name',
    header: 'Mail',
    cell: ({ row }) => <span className="font-medium text-white">{row.original.name}</span>,
  },
  { id: 'subject', header: 'Subject', accessorKey: 'subject', meta: { secondary: true } },
  { id: 'key', header: 'Key', accessorKey: 'key', meta: { secondary: true } },
  { id: 'updated_at', header: 'Changed', cell: ({ row }) => formatDateTime(row.original.updated_at) },
];

/** Every mail the product sends; a row opens its editor. */
export function EmailTemplatesPage() {
  return (
    <section>
      <PageHeader
        title="Email Templates"
        subtitle="What each mail says: subject and text, with the variables it may use."
      />
      <EntityTable<EmailTemplate>
        entity="email_template"
        label="email templates"
        columns={COLUMNS}
        sortable={['name', 'subject', 'key', 'updated_at']}
        rowHref={(t) => `/email-template/${t.id}`}
      />
    </section>
  );
}
