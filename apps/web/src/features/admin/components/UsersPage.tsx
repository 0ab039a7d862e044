import { formatDate, type UserData } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { useTableState } from '../../../components/use-table-state';
import { PageHeader } from '../../../components/PageHeader';
import { useRecords } from '../../../lib/use-records';
import { InviteButton } from './InviteButton';

export type UserRecord = UserData;

const date = (v: string | null) => (v ? formatDate(v) : '—');

const COLUMNS: ColumnDef<UserRecord, unknown>[] = [
  {
    id: 'last_name',
    header: 'Name',
    cell: ({ row }) => <span className="font-medium text-white">{row.original.name}</span>,
  },
  { id: 'email', header: 'Email', accessorKey: 'email' },
  { id: 'role', header: 'Role', accessorKey: 'role_name', meta: { secondary: true } },
  { id: 'created_at', header: 'Joined', meta: { secondary: true }, cell: ({ row }) => date(row.original.created_at) },
  {
    id: 'last_login_at',
    header: 'Last login',
    meta: { secondary: true },
    cell: ({ row }) => date(row.original.last_login_at),
  },
];

export function UsersPage() {
  const navigate = useNavigate();
  const [state, setState] = useTableState();
  const { data, isFetching } = useRecords<UserRecord>('user', state);
  return (
    <section>
      <PageHeader
        title="Users"
        subtitle="Everyone with an account: buyers, producers and staff."
        actions={<InviteButton />}
      />
      <DataTable
        label="users"
        columns={COLUMNS}
        rows={data?.data}
        meta={data?.meta}
        loading={isFetching}
        state={state}
        onStateChange={setState}
        sortable={['last_name', 'email', 'role', 'created_at', 'last_login_at']}
        onRowClick={(u) => navigate(`/user/${u.id}`)}
      />
    </section>
  );
}
