import { formatCents, formatDateTime, ORDER_STATE_LABEL, ORDER_STATES, type OrderRecordData } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { EntityTable } from '../../../components/data-table/EntityTable';
import { PageHeader } from '../../../components/PageHeader';
import { OrderStatusPill } from './OrderStatusPill';

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
    // On a phone the order number, buyer, state and total fit; the date waits for the order page.
    meta: { secondary: true },
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

const STATUS_FILTER = {
  id: 'status',
  label: 'Status',
  options: ORDER_STATES.map((s) => ({ value: s, label: ORDER_STATE_LABEL[s] })),
};

/** /orders (administrators): every order with its buyer, state and total; a row opens the order page. */
export function OrdersAdminPage() {
  return (
    <section>
      <PageHeader
        title="Orders"
        subtitle="Every order with its buyer, state and total. Search by order number, buyer name or email."
      />
      <EntityTable
        entity="order"
        label="orders"
        columns={COLUMNS}
        sortable={['id', 'created_at', 'buyer_email', 'status', 'total']}
        defaults={{ sort: '-created_at' }}
        filters={[STATUS_FILTER]}
        rowHref={(o) => `/order/${o.id}`}
        exportable
      />
    </section>
  );
}
