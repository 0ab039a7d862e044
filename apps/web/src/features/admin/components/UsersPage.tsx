import { formatDate, type UserData } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { ARCHIVE_ACTION, RESTORE_ACTION } from '../../../components/data-table/bulk';
import { EntityTable } from '../../../components/data-table/EntityTable';
import { PageHeader } from '../../../components/PageHeader';
import { useSupportingData } from '../../../lib/use-supporting-data';
import { InviteButton } from './InviteButton';

export type UserRecord = UserData;

const date = (v: string | null) => (v ? formatDate(v) : '—');

const COLUMNS: ColumnDef<UserRecord, unknown>[] = [
  {
    id: 'last_name',
    header: 'Name',
    cell: ({ row }) => <span className="font-medium text-white">{row.original.name}</span>,
  },
  {
    id: 'email',
    header: 'Email',
    // A long address breaks rather than widening the table past a phone's screen.
    cell: ({ row }) => <span className="break-all">{row.original.email}</span>,
  },
  { id: 'role', header: 'Role', accessorKey: 'role_name', meta: { secondary: true } },
  { id: 'created_at', header: 'Joined', meta: { secondary: true }, cell: ({ row }) => date(row.original.created_at) },
  {
    id: 'last_login_at',
    header: 'Last login',
    meta: { secondary: true },
    cell: ({ row }) => date(row.original.last_login_at),
  },
];

const ARCHIVE_USERS = {
  ...ARCHIVE_ACTION,
  confirm: { message: 'They can no longer log in; you can restore them from the archive.', danger: true },
};

export function UsersPage() {
  const roles = useSupportingData().data?.roles ?? [];
  return (
    <section>
      <PageHeader
        title="Users"
        subtitle="Everyone with an account: buyers, producers and staff."
        actions={<InviteButton />}
      />
      <EntityTable
        entity="user"
        label="users"
        columns={COLUMNS}
        sortable={['last_name', 'email', 'role', 'created_at', 'last_login_at']}
        filters={[{ id: 'role', label: 'Role', options: roles.map((r) => ({ value: r.id, label: r.name })) }]}
        bulkActions={[ARCHIVE_USERS, RESTORE_ACTION]}
        rowHref={(u) => `/user/${u.id}`}
        emptyAction={<InviteButton />}
        archivable
        exportable
      />
    </section>
  );
}
