import {
  DEFAULT_PAGE_SIZE,
  formatCents,
  formatDateTime,
  ORDER_STATE_LABEL,
  ORDER_STATES,
  type OrderRecordData,
  type OrderState,
} from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type TableState } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { OrderStatusPill } from './OrderStatusPill';
import { useRecords } from '../../../lib/use-records';

/** One row of GET /order/records (administrators only). */
export type OrderRecord = OrderRecordData;

const COLUMNS: ColumnDef<OrderRecord, unknown>[] = [
  {
    id: 'id',
    header: 'Order',
    cell: ({ row }) => <span className="font-semibold tabular-nums text-white">#{row.original.id}</span>,
  },
  {
    id: 'created_at',
    header: 'Date',
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.created_at)}</span>
    ),
  },
  {
    id: 'buyer_email',
    header: 'Buyer',
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span className="font-medium text-white">{row.original.buyer_name || '—'}</span>
        <span className="text-xs text-zinc-400">{row.original.buyer_email}</span>
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <OrderStatusPill status={row.original.status} />,
  },
  {
    id: 'total',
    header: 'Total',
    cell: ({ row }) => <span className="font-semibold tabular-nums text-white">{formatCents(row.original.total)}</span>,
  },
];

/** /orders (administrators): every order with its buyer, state and total; a row opens the order page. */
export function OrdersAdminPage() {
  const navigate = useNavigate();
  const [state, setState] = useState<TableState>({
    page: 1,
    per_page: DEFAULT_PAGE_SIZE,
    search: '',
    sort: '-created_at',
  });
  const [status, setStatus] = useState<OrderState | ''>('');
  const { data, isFetching } = useRecords<OrderRecord>('order', { ...state, filter: { status: status || undefined } });
  const statusFilter = (
    <label className="flex items-center gap-2 text-sm text-zinc-400">
      Status
      <select
        value={status}
        onChange={(e) => {
          setStatus(e.target.value as OrderState | '');
          setState((s) => ({ ...s, page: 1 }));
        }}
        className="h-10 rounded-full bg-zinc-900 px-4 text-zinc-100 ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-2 focus:ring-accent-400"
      >
        <option value="">All</option>
        {ORDER_STATES.map((s) => (
          <option key={s} value={s}>
            {ORDER_STATE_LABEL[s]}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section>
      <PageHeader
        title="Orders"
        subtitle="Every order with its buyer, state and total. Search by order number, buyer name or email."
        actions={statusFilter}
      />
      <DataTable
        label="orders"
        columns={COLUMNS}
        rows={data?.data}
        meta={data?.meta}
        loading={isFetching}
        state={state}
        onStateChange={setState}
        sortable={['id', 'created_at', 'buyer_email', 'status', 'total']}
        onRowClick={(o) => navigate(`/order/${o.id}`)}
      />
    </section>
  );
}
